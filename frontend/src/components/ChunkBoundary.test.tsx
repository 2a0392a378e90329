import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../app/lazyPage';
import { isChunkLoadError } from '../app/layout/RouteError';
import { ChunkBoundary } from './ChunkBoundary';

/** A chunk that fails to load while `offline.value` is true (as an import offline does). */
function flakyChunk(offline: { value: boolean }) {
  const load = vi.fn(async () => {
    if (offline.value) throw new TypeError('Failed to fetch dynamically imported module: /assets/Part-x.js');
    return { default: () => <p>Part loaded</p> };
  });
  return { part: lazyPage(load), load };
}

describe('lazily loaded parts offline (issue 10 item 10)', () => {
  it('a failed load is kept until the connection is back, then the next mount loads the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offline = { value: true };
    const { part, load } = flakyChunk(offline);
    const Part = part.Page;
    const view = render(
      <ChunkBoundary fallback={<p>Not loaded</p>}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </ChunkBoundary>,
    );
    expect(await screen.findByText('Not loaded')).toBeInTheDocument();
    view.unmount();
    const failedLoads = load.mock.calls.length;
    // No retry loop while offline: one attempt.
    expect(failedLoads).toBe(1);

    offline.value = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('Part loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('the boundary keeps the app up and tries again when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offline = { value: true };
    const { part } = flakyChunk(offline);
    const Part = part.Page;
    render(
      <main>
        <h1>Still here</h1>
        <ChunkBoundary fallback={<p>Not loaded</p>}>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </ChunkBoundary>
      </main>,
    );
    expect(await screen.findByText('Not loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();

    offline.value = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Part loaded')).toBeInTheDocument();
  });

  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/AuthPage-x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for http://localhost/assets/CloseButton-x.css',
  ])('counts "%s" as a page that could not be loaded', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('does not count other errors', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
