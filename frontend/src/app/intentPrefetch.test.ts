import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { HOVER_INTENT_MS, prefetchOnIntent } from './intentPrefetch';
import { pages } from './lazyPages';
import { routes as appRoutes } from './routes';

describe('loading a page when the user shows intent to follow a link', () => {
  const product = vi.fn(async () => undefined);
  const about = vi.fn(async () => undefined);
  const routes: RouteObject[] = [
    { path: 'marketplace/:slug', handle: { preload: product } },
    { path: 'about', handle: { preload: about } },
  ];
  let stop: () => void;
  const link = (href: string, attributes: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.href = href;
    a.innerHTML = '<span>label</span>';
    for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
    document.body.append(a);
    return a;
  };
  const over = (element: Element) => element.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  const out = (element: Element, to: Element) =>
    element.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: to }));

  beforeEach(() => {
    vi.useFakeTimers();
    stop = prefetchOnIntent(routes);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
    product.mockClear();
    about.mockClear();
  });

  it('loads the page of a link the keyboard focuses, with its parameters', () => {
    link('/marketplace/starter-kit').focus();
    expect(product).toHaveBeenCalledWith({ slug: 'starter-kit' });
    expect(about).not.toHaveBeenCalled();
  });

  it('loads the page of a link touched on a phone', () => {
    link('/about')
      .querySelector('span')!
      .dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(about).toHaveBeenCalledTimes(1);
  });

  it('loads the page of a link the pointer rests on, not of one it passes over', () => {
    const a = link('/about');
    over(a.querySelector('span')!);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    out(a, document.body);
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(about).not.toHaveBeenCalled();

    over(a);
    out(a, a.querySelector('span')!); // onto the link's own label: still on the link
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(about).toHaveBeenCalledTimes(1);
  });

  it('leaves other sites, new tabs and downloads alone', () => {
    link('https://example.com/about').focus();
    link('/about', { target: '_blank' }).focus();
    link('/about', { download: '' }).focus();
    expect(about).not.toHaveBeenCalled();
  });

  it('after stop(), links load nothing', () => {
    stop();
    link('/about').focus();
    expect(about).not.toHaveBeenCalled();
  });
});

describe("the app's routes", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['/settings', 'settings'],
    ['/marketplace/starter-kit', 'product'],
    ['/pricing', 'pricing'],
    ['/@ada', 'publicProfile'],
    ['/no-such-page', 'notFound'],
    ['/a/b/c', 'notFound'],
  ] as const)('%s loads the %s page', (path, page) => {
    const stop = prefetchOnIntent(appRoutes);
    const preload = vi.spyOn(pages[page], 'preload').mockResolvedValue(undefined);
    const a = document.createElement('a');
    a.href = path;
    document.body.append(a);
    a.focus();
    stop();
    a.remove();
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
