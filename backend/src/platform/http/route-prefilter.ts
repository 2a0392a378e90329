import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/** The parts of the router's Layer this relies on (router 2, Express 5). */
interface RouterLayer {
  route?: { path?: unknown };
  match(path: string): unknown;
}

/** A path pattern's first two segments, when both are plain text (no parameter, wildcard or group). */
const STATIC_PREFIX = /^(\/[^/:*?+!(){}[\]\\]+\/[^/:*?+!(){}[\]\\]+)(?:[/{]|$)/;

/**
 * The request path's first two segments, lowercased (the router matches routes case-insensitively,
 * as Express does by default). One entry of memory: the router passes the same path string to
 * every layer it tries for a request.
 */
let lastPath = '';
let lastKey = '';
function keyOf(path: string): string {
  if (path === lastPath) return lastKey;
  const second = path.indexOf('/', 1);
  const end = second < 0 ? -1 : path.indexOf('/', second + 1);
  lastPath = path;
  lastKey = (end < 0 ? path : path.slice(0, end)).toLowerCase();
  return lastKey;
}

/**
 * Makes the router's search for a request's route cheap. Express tries the route layers in
 * order, running each one's regular expression on the path until one matches: ~190 routes, so a
 * request to a module registered late (the marketplace, the cart, resumes) ran ~150 regular
 * expressions first. Each route layer whose pattern starts with two plain segments
 * (`/api/marketplace/…`) now first compares them with the request's (one string comparison) and
 * runs its regular expression only when they are equal. Order, parameters, methods and every
 * other rule are untouched: the check only skips layers that could not have matched (the
 * static text of a pattern matches only itself, case aside; both sides are lowercased). A layer
 * whose pattern starts otherwise keeps its plain match. Returns how many layers got the check.
 */
export function prefilterRouteLayers(stack: readonly RouterLayer[]): number {
  let filtered = 0;
  for (const layer of stack) {
    const pattern = layer.route?.path;
    if (typeof pattern !== 'string') continue;
    const prefix = STATIC_PREFIX.exec(pattern)?.[1];
    if (!prefix) continue;
    const key = prefix.toLowerCase();
    const match = layer.match.bind(layer);
    layer.match = (path: string) => (keyOf(path) === key ? match(path) : false);
    filtered++;
  }
  return filtered;
}

/** Applies prefilterRouteLayers once every route is registered (Nest registers them in init). */
@Injectable()
export class RoutePrefilter implements OnApplicationBootstrap {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onApplicationBootstrap(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance?.() as
      | { router?: { stack?: RouterLayer[] } }
      | undefined;
    const stack = instance?.router?.stack;
    if (stack) prefilterRouteLayers(stack);
  }
}
