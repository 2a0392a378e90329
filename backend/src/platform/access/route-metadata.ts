import { Injectable, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Reflector's own target type
type Target = Type | Function;

/**
 * A Reflector that remembers getAllAndOverride answers. Route metadata is fixed once the
 * decorators have run, yet the global guards asked reflect-metadata for it seven times per
 * request (the throttler alone five). Memoised per handler, class and key.
 */
@Injectable()
export class RouteMetadata extends Reflector {
  private readonly answers = new WeakMap<Target, WeakMap<Target, Map<unknown, unknown>>>();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches Reflector's overloads
  override getAllAndOverride<T = any>(metadataKey: any, targets: Target[]): T {
    const [handler, classRef] = targets;
    if (targets.length !== 2 || !handler || !classRef) return super.getAllAndOverride(metadataKey, targets);
    let byClass = this.answers.get(handler);
    if (!byClass) this.answers.set(handler, (byClass = new WeakMap()));
    let byKey = byClass.get(classRef);
    if (!byKey) byClass.set(classRef, (byKey = new Map()));
    if (byKey.has(metadataKey)) return byKey.get(metadataKey) as T;
    const value = super.getAllAndOverride<T>(metadataKey, targets);
    byKey.set(metadataKey, value);
    return value;
  }
}
