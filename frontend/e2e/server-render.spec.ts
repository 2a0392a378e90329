import { newLearner, startSignedIn } from './support/accounts';
import { expect, test, withoutTheApp } from './support/test';

/** Public content pages the backend renders with their data (src/ssr.tsx): address, heading, title. */
const serverRendered = [
  ['/roadmap/frontend', 'Frontend Developer', 'Frontend Developer roadmap · DevPath'],
  ['/practice/problem/pair-with-target-sum', 'Pair With Target Sum', 'Pair With Target Sum · Practice · DevPath'],
  ['/marketplace/react-vite-starter', 'React + Vite starter', 'React + Vite starter · DevPath Marketplace'],
  [
    '/blog/practice-problems-without-burning-out',
    'Practice problems without burning out',
    'Practice problems without burning out · DevPath Blog',
  ],
  ['/quiz', 'Career Quiz', 'Career Quiz · DevPath'],
] as const;

for (const [path, heading, title] of serverRendered) {
  test(`${path} paints with its content and title before the app runs`, async ({ page }) => {
    await withoutTheApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-path', 'prerendered');
    await expect(page.locator(`[data-prerendered="${path}"]`)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title); // link previews
    await expect(page.locator('main [aria-busy="true"], main [role="status"]')).toHaveCount(0);
  });
}

test('the app takes over a server-rendered page from the data it came with: no loading state, no second request', async ({
  page,
}) => {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/roadmaps/')) dataRequests.push(request.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { sawLoading: boolean };
    w.sawLoading = false;
    new MutationObserver(() => {
      if (
        document.querySelector('main [aria-busy="true"]') ||
        document.body?.textContent?.includes('Loading content...')
      )
        w.sawLoading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/roadmap/frontend'); // waits for the takeover (support/test.ts)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frontend Developer');
  await expect(page.getByText('Sign in to track your progress')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(dataRequests).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).toBe(false);
});

test('signed in, the page asks for its own data (the server rendered a visitor\u2019s)', async ({ page }) => {
  const learner = await newLearner(page.request, 'ssr');
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/roadmaps/frontend') dataRequests.push(request.url());
  });
  await startSignedIn(page, learner.username, learner.password, '/roadmap/frontend');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frontend Developer');
  await expect(page.getByText('Sign in to track your progress')).toHaveCount(0);
  expect(dataRequests.length).toBeGreaterThan(0);
});

test('an unknown roadmap gets the app shell, and the app says it does not exist', async ({ page }) => {
  const response = await page.goto('/roadmap/no-such-roadmap', { waitUntil: 'commit' });
  expect(await response?.text()).not.toContain('data-prerendered=');
  await expect(page.getByText('This roadmap does not exist')).toBeVisible();
  await expect(page).toHaveTitle('Roadmap not found · DevPath');
});

test('hostile addresses get the app shell, never a rendering of them', async ({ page }) => {
  for (const path of [
    '/roadmap/%00',
    '/roadmap/%ED%A0%80', // a lone surrogate
    '/roadmap/%',
    `/roadmap/${'a'.repeat(10_000)}`,
    '/roadmap/__proto__',
    '/blog/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/practice/problem/..%2F..%2Fapi%2Fhealth',
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path.slice(0, 40)).toBe(200);
    const html = await response.text();
    expect(html, path.slice(0, 40)).not.toContain('data-prerendered=');
    expect(html).toContain('<div id="root"></div>');
  }
});
