import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf, seen } from '../../test/network';
import { checkDeployment, onDeploymentChanged } from './deployment';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('deployment check (spec §4)', () => {
  const unsubscribers: Array<() => void> = [];
  afterEach(() => {
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  });

  function listen() {
    const listener = vi.fn();
    unsubscribers.push(onDeploymentChanged(listener));
    return listener;
  }

  it('GETs /api/deployment-info once, with cookies, through the generated client', async () => {
    const fetchMock = vi.fn(async () => json({ deploymentId: 'd1' }));
    vi.stubGlobal('fetch', fetchMock);
    await checkDeployment();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = seen(...(fetchMock.mock.calls[0] as unknown as [RequestInfo]));
    expect(pathOf(request.url)).toBe('/api/deployment-info');
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('include');
    expect(request.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('stores a different deploymentId and signals the change', async () => {
    localStorage.setItem('deploymentId', 'old');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ deploymentId: 'new' })),
    );
    const listener = listen();

    await expect(checkDeployment()).resolves.toEqual({ changed: true, deploymentId: 'new' });

    expect(localStorage.getItem('deploymentId')).toBe('new');
    expect(listener).toHaveBeenCalledWith({ previous: 'old', current: 'new' });
  });

  it('treats a first visit (nothing stored) as a change too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ deploymentId: 'd1' })),
    );
    const listener = listen();
    await expect(checkDeployment()).resolves.toEqual({ changed: true, deploymentId: 'd1' });
    expect(listener).toHaveBeenCalledWith({ previous: null, current: 'd1' });
  });

  it('does nothing when the deployment is the same', async () => {
    localStorage.setItem('deploymentId', 'same');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ deploymentId: 'same' })),
    );
    const listener = listen();
    await expect(checkDeployment()).resolves.toEqual({ changed: false, deploymentId: 'same' });
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', async () => new Response('down', { status: 503 })],
    ['a body without deploymentId', async () => json({ id: 'x' })],
  ])('logs %s, treats it as no change and does not retry', async (_case, impl) => {
    localStorage.setItem('deploymentId', 'kept');
    const fetchMock = vi.fn(impl);
    vi.stubGlobal('fetch', fetchMock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const listener = listen();

    await expect(checkDeployment()).resolves.toEqual({ changed: false, deploymentId: 'kept' });

    expect(warn).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('deploymentId')).toBe('kept');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops signalling a listener after it unsubscribes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ deploymentId: 'a' })),
    );
    const listener = vi.fn();
    const unsubscribe = onDeploymentChanged(listener);
    unsubscribe();
    await checkDeployment();
    expect(listener).not.toHaveBeenCalled();
  });
});
