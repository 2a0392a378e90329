import { queryClient } from '../lib/api/query';
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

/**
 * Whether the page on screen has what it needs: the app has rendered into <main>, and nothing
 * loads (no route's chunk or data: every loader and skeleton is marked aria-busy, and no query is
 * in flight).
 */
export function pageSettled(root: Document = document, fetching = () => queryClient.isFetching()): boolean {
  return (
    root.documentElement.dataset.appState === 'rendering' &&
    (root.querySelector('main')?.childElementCount ?? 0) > 0 &&
    root.querySelector('[aria-busy="true"]') === null &&
    fetching() === 0
  );
}

const SETTLE_RECHECK_MS = 250;

/**
 * Runs `callback` once the first page has settled (issue 31): after the window's load event,
 * when two checks a moment apart both find it settled (between a page's chunk and its first
 * query nothing loads for an instant), and at the latest after `maxMs`. The startup prefetch
 * waits for it: before, its chunks shared a phone's bandwidth with the page's own chunk and
 * data (Lighthouse LCP 4.7-6.2 s with it after, 5.7-6.8 s before).
 */
export function whenPageSettled(
  callback: () => void,
  { maxMs = 10_000, settled = () => pageSettled() }: { maxMs?: number; settled?: () => boolean } = {},
): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.clearTimeout(deadline);
    callback();
  };
  const deadline = window.setTimeout(run, maxMs);
  let settledBefore = false;
  const check = () => {
    if (done) return;
    const now = settled();
    if (now && settledBefore) return run();
    settledBefore = now;
    window.setTimeout(() => whenIdle(check, IDLE), SETTLE_RECHECK_MS);
  };
  const start = () => whenIdle(check, IDLE);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
