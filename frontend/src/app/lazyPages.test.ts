import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../prerender';
import { pages, type PageKey } from './lazyPages';

describe('the route table knows each page module (prerendered pages link its chunk by it)', () => {
  it("names every page's module as Vite's manifest does, and that module is the page", async () => {
    for (const key of Object.keys(pages) as PageKey[]) {
      const { module } = pages[key];
      expect({ key, module }).toEqual({
        key,
        module: expect.stringMatching(/^src\/features\/[\w-]+\/routes\/\w+Page\.tsx$/),
      });
      const loaded: { default?: unknown } = await import(/* @vite-ignore */ `/${module}`);
      expect({ key, exportsAComponent: typeof loaded.default }).toEqual({ key, exportsAComponent: 'function' });
    }
    expect(pages.bootcamps.module).toBe(pages.roadmaps.module);
    expect(pages.about.module).toBe('src/features/about/routes/AboutPage.tsx');
  });

  it('gives each prerendered page the module of its route table entry', () => {
    expect(prerenderedPages.find((page) => page.path === '/pricing')?.module).toBe(
      'src/features/payments/routes/PricingPage.tsx',
    );
    for (const page of prerenderedPages) expect(page.module).toBe(pages[page.page].module);
  });
});
