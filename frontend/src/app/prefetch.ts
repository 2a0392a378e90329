import { whenIdle } from '../lib/idle';
import { getStoredToken } from '../lib/storage';
import { pages, startupPages } from './lazyPages';

export type PrefetchTarget = (typeof startupPages)[number] | 'auth';
export type PrefetchLoaders = Record<PrefetchTarget, () => Promise<unknown>>;

/** Each target's page chunk, from the route table (lazyPages.ts). */
export const startupLoaders = Object.fromEntries(
  [...startupPages, 'auth' as const].map((key) => [key, pages[key].preload]),
) as PrefetchLoaders;

/** Spec §2: about, marketplace, roadmaps and blog, plus auth when no token is stored. */
export function startupPrefetchTargets(): PrefetchTarget[] {
  const targets: PrefetchTarget[] = [...startupPages];
  if (getStoredToken() === null) targets.push('auth');
  return targets;
}

const IDLE = { timeout: 4000, fallbackMs: 1500 };

/**
 * Loads those chunks when the browser is idle, so they never compete with the first paint:
 * one chunk per idle period (several targets share the placeholder page's chunk), so that
 * adding their preload links and running their modules never make one long task.
 */
export function prefetchStartupPages(loaders: PrefetchLoaders = startupLoaders): void {
  const queue = [...new Set(startupPrefetchTargets().map((target) => loaders[target]))];
  const next = () => {
    const load = queue.shift();
    if (!load) return;
    load().catch(() => {
      // A failed prefetch is retried by the route itself when visited.
    });
    if (queue.length > 0) whenIdle(next, IDLE);
  };
  whenIdle(next, IDLE);
}
