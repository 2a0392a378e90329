import { lazy, useState, type ComponentType } from 'react';

type PageModule<P> = { default: ComponentType<P> };

export interface LazyPage<P extends object> {
  /** Render this in a route (inside a Suspense boundary). */
  Page: ComponentType<P>;
  /** Loads the chunk; once loaded, Page renders at once without suspending. */
  preload: () => Promise<void>;
}

/**
 * React.lazy plus a preload that really pays off: a page whose chunk is
 * already loaded (prefetched on start, or awaited before the first render)
 * renders directly instead of flashing its Suspense fallback for a frame.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  const remember = (module: PageModule<P>) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));

  function Page(props: P) {
    // Decided once per mount, so a page never switches component type under the user.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }

  return { Page, preload: () => load().then(remember).then(() => undefined) };
}
