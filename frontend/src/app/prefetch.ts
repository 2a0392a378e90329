import { getStoredToken } from '../lib/storage';
import { prefetchAuth, prefetchOnStart } from './lazyPages';

export type PrefetchTarget = keyof typeof prefetchOnStart | 'auth';
export type PrefetchLoaders = Record<PrefetchTarget, () => Promise<unknown>>;

const defaultLoaders: PrefetchLoaders = { ...prefetchOnStart, auth: prefetchAuth };

/** Spec §2: about, marketplace, roadmaps and blog, plus auth when no token is stored. */
export function startupPrefetchTargets(): PrefetchTarget[] {
  const targets: PrefetchTarget[] = ['about', 'marketplace', 'roadmaps', 'blog'];
  if (getStoredToken() === null) targets.push('auth');
  return targets;
}

/** Loads those chunks when the browser is idle, so they never compete with the first paint. */
export function prefetchStartupPages(loaders: PrefetchLoaders = defaultLoaders): void {
  const run = () => {
    for (const target of startupPrefetchTargets()) {
      loaders[target]().catch(() => {
        // A failed prefetch is retried by the route itself when visited.
      });
    }
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 4000 });
  } else {
    window.setTimeout(run, 1500);
  }
}
