import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { stopTestStores } from './session';

// findBy*/waitFor wait up to 15 s (not 1 s): the first visit of a lazy page imports its chunk,
// which takes seconds on a loaded 2-core machine (5 s was once not enough while other suites
// ran). A passing test waits no longer than it needs; the limit only ends a test that fails.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs that Mantine relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// Mantine's autosize Textarea listens to font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  stopTestStores();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
});
