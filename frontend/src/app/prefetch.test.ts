import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchStartupPages, type PrefetchLoaders } from './prefetch';

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
