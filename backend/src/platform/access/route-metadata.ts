import { Injectable, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

// biome-ignore lint/complexity/noBannedTypes: Reflector's own target type
type Target = Type | Function;

interface RouteAnswers {
  classRef: Target;
  byKey: Map<unknown, unknown>;
}

/**
 * A Reflector that remembers getAllAndOverride answers. Route metadata is fixed once the
 * decorators have run, yet the global guards asked reflect-metadata for it seven times per
 * request (the throttler alone five). Memoised per route handler (a handler inherited by two
 * controllers is answered from the reflector for the second one) and key.
 */
@Injectable()
export class RouteMetadata extends Reflector {
  private readonly routes = new Map<Target, RouteAnswers>();

  // biome-ignore lint/suspicious/noExplicitAny: matches Reflector's overloads
  override getAllAndOverride<T = any>(metadataKey: any, targets: Target[]): T {
    const handler = targets[0];
    const classRef = targets[1];
    if (targets.length !== 2 || !handler || !classRef) return super.getAllAndOverride<T>(metadataKey, targets);
    let route = this.routes.get(handler);
    if (!route) {
      route = { classRef, byKey: new Map() };
      this.routes.set(handler, route);
    } else if (route.classRef !== classRef) return super.getAllAndOverride<T>(metadataKey, targets);
    if (route.byKey.has(metadataKey)) return route.byKey.get(metadataKey) as T;
    const value = super.getAllAndOverride<T>(metadataKey, targets);
    route.byKey.set(metadataKey, value);
    return value;
  }
}
