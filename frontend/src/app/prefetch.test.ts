import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSettled, prefetchStartupPages, whenPageSettled, type PrefetchLoaders } from './prefetch';

function fakeLoaders() {
  const make = () => vi.fn(() => Promise.resolve({}));
  return { about: make(), marketplace: make(), roadmaps: make(), blog: make(), auth: make() } satisfies PrefetchLoaders;
}

describe('startup prefetch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads about, marketplace, roadmaps, blog and auth when idle, without a token', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const loaders = fakeLoaders();

    prefetchStartupPages(loaders);
    expect(loaders.about).not.toHaveBeenCalled();

    // One chunk per idle period: each callback loads one and asks for the next.
    const calls = () => Object.values(loaders).filter((load) => load.mock.calls.length > 0).length;
    for (let period = 1; period <= 5; period++) {
      expect(idle).toHaveLength(1);
      idle.shift()!();
      expect(calls()).toBe(period);
    }
    expect(idle).toHaveLength(0);
    for (const load of Object.values(loaders)) expect(load).toHaveBeenCalledTimes(1);
  });

  it('targets sharing a chunk load it once', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const shared = vi.fn(() => Promise.resolve({}));
    const loaders = { ...fakeLoaders(), marketplace: shared, roadmaps: shared, blog: shared };

    prefetchStartupPages(loaders);
    while (idle.length > 0) idle.shift()!();

    expect(shared).toHaveBeenCalledTimes(1);
    expect(loaders.about).toHaveBeenCalledTimes(1);
    expect(loaders.auth).toHaveBeenCalledTimes(1);
  });

  it('skips auth when a token is stored', () => {
    localStorage.setItem('token', 'abc');
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const loaders = fakeLoaders();

    prefetchStartupPages(loaders);
    while (idle.length > 0) idle.shift()!();

    expect(loaders.about).toHaveBeenCalledTimes(1);
    expect(loaders.marketplace).toHaveBeenCalledTimes(1);
    expect(loaders.roadmaps).toHaveBeenCalledTimes(1);
    expect(loaders.blog).toHaveBeenCalledTimes(1);
    expect(loaders.auth).not.toHaveBeenCalled();
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const loaders = fakeLoaders();
    prefetchStartupPages(loaders);
    expect(loaders.blog).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(loaders.about).toHaveBeenCalledTimes(1);
    expect(loaders.blog).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(loaders.blog).toHaveBeenCalledTimes(1);
  });

  it('the real loaders load the page chunks', async () => {
    const { startupLoaders } = await import('./prefetch');
    await expect(startupLoaders.about()).resolves.toBeUndefined();
    await expect(startupLoaders.auth()).resolves.toBeUndefined();
  });
});

describe('the startup prefetch waits for the first page (issue 31)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute('data-app-state');
  });

  it('is settled once the app rendered into <main> and nothing loads', () => {
    document.body.innerHTML = '<main></main>';
    const idle = () => 0;
    expect(pageSettled(document, idle)).toBe(false); // the app has not rendered yet
    document.documentElement.setAttribute('data-app-state', 'rendering');
    expect(pageSettled(document, idle)).toBe(false); // <main> is empty
    document.body.innerHTML = '<main><div role="status" aria-busy="true">Loading content...</div></main>';
    expect(pageSettled(document, idle)).toBe(false); // a route's chunk or data loads
    document.body.innerHTML = '<main><h1>Career Quiz</h1></main>';
    expect(pageSettled(document, () => 1)).toBe(false); // a query is in flight
    expect(pageSettled(document, idle)).toBe(true);
  });

  it('runs after two settled checks in a row, not on a settled instant between two loads', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 0));
    const answers = [false, true, false, true, true];
    const settled = vi.fn(() => answers.shift() ?? true);
    const callback = vi.fn();
    whenPageSettled(callback, { settled, maxMs: 60_000 });
    vi.advanceTimersByTime(2_000);
    expect(settled).toHaveBeenCalledTimes(5);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after maxMs on a page that never settles, once', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 0));
    const callback = vi.fn();
    whenPageSettled(callback, { settled: () => false, maxMs: 10_000 });
    vi.advanceTimersByTime(9_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
