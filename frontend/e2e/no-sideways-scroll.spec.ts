import type { APIRequestContext, Page } from '@playwright/test';
import { paths, pathTo, profilePath, type PathKey } from '../src/lib/paths';
import { DEMO, startSignedIn } from './support/accounts';
import { expect, test } from './support/test';

/*
 * No page of the route table (src/lib/paths.ts, spec §2) scrolls sideways on a 360 px phone
 * (issue 26 item 19: a blog post's and a product's breadcrumb, holding the title, widened the
 * page by up to 169 px). Every blog post and every product is opened, since the title decides.
 * Signed out, then signed in as the demo admin (the pages that need an account or a role).
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

interface Samples {
  roadmap: { slug: string; id: number };
  posts: string[];
  products: string[];
  problem: string;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

async function samples(request: APIRequestContext): Promise<Samples> {
  const roadmaps = await json<{ items: { slug: string; id: number }[] }>(request, '/api/roadmaps?pageSize=1');
  const posts = await json<{ items: { slug: string }[]; total: number }>(request, '/api/blog/posts?pageSize=50');
  const products = await json<{ items: { slug: string }[]; total: number }>(
    request,
    '/api/marketplace/products?pageSize=48',
  );
  // The demo content fits one page of each; a longer list would need paging here.
  expect(posts.items.length).toBe(posts.total);
  expect(products.items.length).toBe(products.total);
  const problems = await json<{ items: { slug: string }[] }>(request, '/api/practice/problems?pageSize=1');
  return {
    roadmap: roadmaps.items[0]!,
    posts: posts.items.map((p) => p.slug),
    products: products.items.map((p) => p.slug),
    problem: problems.items[0]!.slug,
  };
}

/** Every address of the route table, its parameters filled with demo content (unknown ids show the page's "not found" state). */
function addresses(s: Samples): string[] {
  const fill: Partial<Record<PathKey, string[]>> = {
    roadmap: [pathTo('roadmap', { slug: s.roadmap.slug })],
    bootcamp: [pathTo('bootcamp', { id: String(s.roadmap.id) })],
    exam: [pathTo('exam', { id: s.roadmap.slug })],
    resumeShared: [pathTo('resumeShared', { token: 'e2e-unknown-link' })],
    projectFeedbackDetail: [pathTo('projectFeedbackDetail', { id: '00000000-0000-4000-8000-000000000000' })],
    post: s.posts.map((slug) => pathTo('post', { slug })),
    securityReportStatus: [pathTo('securityReportStatus', { token: 'e2e-unknown-link' })],
    product: s.products.map((slug) => pathTo('product', { slug })),
    profileEditor: [pathTo('profileEditor', { handle: 'lee' })],
    order: [pathTo('order', { id: '00000000-0000-4000-8000-000000000000' })],
    problem: [pathTo('problem', { id: s.problem })],
    verifyCertificate: [pathTo('verifyCertificate'), pathTo('verifyCertificate', { code: 'ABC123' })],
    resetPassword: [`${paths.resetPassword}?token=e2e`],
    verifyEmail: [`${paths.verifyEmail}?token=e2e`],
  };
  const all = (Object.keys(paths) as PathKey[]).flatMap((key) => fill[key] ?? [paths[key]]);
  expect(
    all.filter((path) => path.includes(':')),
    'a route without sample parameters',
  ).toEqual([]);
  return [...all, profilePath('lee'), '/no/such/page'];
}

/** Client-side navigation through the router (as the back button does); the page's headings are marked as left. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const h1 of document.querySelectorAll('h1')) h1.setAttribute('data-e2e-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** How far the page scrolls sideways, and the outermost elements that stick out (to find the cause). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticking = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.checkVisibility())
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 0.5)
      .slice(0, 3)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').slice(0, 40)}"`,
      );
    return { by: document.documentElement.scrollWidth - width, sticking };
  });
}

/** A step page between two addresses, of another route than both (a new route mounts anew). */
const STEPS = ['/about', '/documentation'];
const firstSegment = (path: string) => new URL(path, 'http://x').pathname.split('/')[1];
const ARRIVAL = { timeout: 20_000 };

async function check(page: Page, routes: string[]): Promise<void> {
  const wide: string[] = [];
  for (const path of routes) {
    const step = STEPS.find((p) => ![firstSegment(page.url()), firstSegment(path)].includes(firstSegment(p)))!;
    for (const to of [step, path]) {
      await open(page, to);
      await expect(page.locator('h1[data-e2e-left]'), `the page before ${to} stayed on screen`).toHaveCount(0, ARRIVAL);
      // The page's heading, or its alert when it has none (an unknown share link).
      await expect(page.locator('main h1, main [role="alert"]').first()).toBeVisible(ARRIVAL);
    }
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, ARRIVAL);
    const { by, sticking } = await overflow(page);
    if (by > 0) wide.push(`${path} scrolls ${by} px sideways: ${sticking.join(', ')}`);
  }
  expect(wide).toEqual([]);
}

test.describe('at 360 px no page of the route table scrolls sideways', () => {
  test('signed out, every address', async ({ page }) => {
    const routes = addresses(await samples(page.request));
    test.setTimeout(8_000 * routes.length + 30_000);
    await page.goto('/about');
    await check(page, routes);
  });

  test('signed in as the admin, every address', async ({ page }) => {
    const routes = addresses(await samples(page.request));
    test.setTimeout(8_000 * routes.length + 30_000);
    await startSignedIn(page, DEMO.admin.username, DEMO.admin.password, '/about');
    await check(page, routes);
  });
});
