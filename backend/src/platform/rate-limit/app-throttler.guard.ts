import { Injectable, type ExecutionContext } from '@nestjs/common';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { RouteMetadata } from '../access/route-metadata.js';

/**
 * @nestjs/throttler's guard, cheaper per request: route metadata read once per route
 * (RouteMetadata), a plain-text counter key (the route and the client address) instead of a
 * SHA-256 digest computed on every request, and the X-RateLimit-* headers set directly.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    routes: RouteMetadata,
  ) {
    super(options, storage, routes);
  }

  protected override generateKey(context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${context.getClass().name}.${context.getHandler().name}:${throttlerName}:${tracker}`;
  }

  /** Express' res.header() re-checks content types and charsets for every header. */
  protected override setResponseHeader(res: { setHeader(name: string, value: string): void }, name: string, value: string | number): void {
    res.setHeader(name, String(value));
  }
}
