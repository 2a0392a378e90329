import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './routeHandle';

/** How long the pointer rests on a link before its page is loaded (a pass over it is not intent). */
export const HOVER_INTENT_MS = 80;

const linkOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest('a[href]') : null;

/** The path of a link this app would open itself; null for other sites, new tabs and downloads. */
function internalPath(link: Element | null): string | null {
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null;
  return link.origin === window.location.origin ? link.pathname : null;
}

/** Loads the chunk of the page at `path` through its route's handle (routes.tsx). */
export function preloadRoute(routes: RouteObject[], path: string): void {
  for (const match of matchRoutes(routes, path) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.preload(match.params).catch(() => {
      // A failed prefetch is retried by the route itself when visited.
    });
  }
}

/**
 * Loads the chunk of a link's page when the user shows they may follow it: the pointer rests
 * on the link, the keyboard focuses it, or a finger touches it. Clicking then renders the page
 * at once instead of a loading state (and React's 300 ms before a suspended page replaces it).
 * One delegated listener per event covers every link of the app. Returns a function that removes the listeners.
 */
export function prefetchOnIntent(routes: RouteObject[], root: Document = document): () => void {
  // Each path is matched against the route table once; hovering it again has nothing to do.
  const loaded = new Set<string>();
  const load = (link: Element | null) => {
    const path = internalPath(link);
    if (path === null || loaded.has(path)) return;
    loaded.add(path);
    preloadRoute(routes, path);
  };
  let hover: { link: Element; timer: number } | undefined;
  const onOver = (event: Event) => {
    const link = linkOf(event.target);
    if (!link || link === hover?.link) return;
    if (hover) window.clearTimeout(hover.timer);
    hover = { link, timer: window.setTimeout(() => load(link), HOVER_INTENT_MS) };
  };
  const onOut = (event: Event) => {
    const to = (event as PointerEvent).relatedTarget;
    if (!hover || (to instanceof Node && hover.link.contains(to))) return;
    window.clearTimeout(hover.timer);
    hover = undefined;
  };
  const now = (event: Event) => load(linkOf(event.target));
  const listeners: [string, EventListener][] = [
    ['pointerover', onOver],
    ['pointerout', onOut],
    ['focusin', now],
    ['touchstart', now],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, { passive: true });
  return () => {
    if (hover) window.clearTimeout(hover.timer);
    for (const [type, listener] of listeners) root.removeEventListener(type, listener);
  };
}
