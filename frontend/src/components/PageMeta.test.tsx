import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function renderAt(path: string, siteUrl: string) {
  vi.stubGlobal('__SITE_URL__', siteUrl);
  vi.resetModules();
  const { PageMeta } = await import('./PageMeta');
  const router = createMemoryRouter(
    [{ path: '*', element: <PageMeta title="About DevPath · DevPath" description="Who we are." /> }],
    {
      initialEntries: [path],
    },
  );
  return render(<RouterProvider router={router} />);
}

const head = (selector: string) => document.head.querySelector(selector);

describe('PageMeta', () => {
  afterEach(() => vi.resetModules());

  it('puts the title and description into <head>, and no canonical link without the site address', async () => {
    await renderAt('/about', '');
    expect(document.title).toBe('About DevPath · DevPath');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Who we are.');
    expect(head('link[rel="canonical"]')).toBeNull();
  });

  it('adds the canonical URL of the address, without a trailing slash, when SITE_URL was set at build time', async () => {
    await renderAt('/about/', 'https://devpath.example');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'https://devpath.example/about');
  });
});
