import { lazy, useState, type ComponentType } from 'react';
import { onReconnect } from '../components/ChunkBoundary';

type PageModule<P> = { default: ComponentType<P> };

export interface LazyPage<P extends object> {
  /** Render this in a route (inside a Suspense boundary). */
  Page: ComponentType<P>;
  /** Loads the chunk; once loaded, Page renders at once without suspending. */
  preload: () => Promise<void>;
}

/** How many times the connection came back; a chunk that failed before that is loaded anew. */
let reconnects = 0;
if (typeof window !== 'undefined') onReconnect(() => (reconnects += 1));

/**
 * React.lazy plus a preload that really pays off: a page whose chunk is
 * already loaded (prefetched on start, or awaited before the first render)
 * renders directly instead of flashing its Suspense fallback for a frame.
 * React.lazy keeps a failed load (offline) for good; here it is kept only
 * until the connection comes back, then the next mount loads the chunk again.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let failedAt: number | null = null;
  const remember = (module: PageModule<P>) => {
    loaded = module.default;
    return module;
  };
  const makeLazy = () =>
    lazy(() =>
      load().then(remember, (error: unknown) => {
        failedAt = reconnects;
        throw error;
      }),
    );
  let Lazy = makeLazy();
  const current = () => {
    if (failedAt !== null && reconnects > failedAt) {
      failedAt = null;
      Lazy = makeLazy();
    }
    return Lazy;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazy page, made once when the route table is built, never during a render
  function Page(props: P) {
    // Decided once per mount, so a page never switches component type under the user.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? current());
    return <Component {...props} />;
  }

  return {
    Page,
    preload: () =>
      load()
        .then(remember)
        .then(() => undefined),
  };
}
