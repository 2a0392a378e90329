/**
 * Runs `callback` once the browser is idle (within `timeout` ms, if given); where there is no
 * requestIdleCallback (Safari), after `fallbackMs`. Returns a function that cancels it.
 */
export function whenIdle(
  callback: () => void,
  { fallbackMs, timeout }: { fallbackMs: number; timeout?: number },
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(handle);
}
