import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Holds back the chunks matching `pattern` until release() is called. */
async function holdChunks(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a lazy route shows "Loading content..." until its chunk arrives', async ({ page }) => {
  // An address with no prerendered page (those show their static page instead, below).
  const release = await holdChunks(page, /\/assets\/NotFoundPage-[\w-]+\.js$/);
  await page.goto('/this/page/does-not-exist');
  const spinner = page.getByText('Loading content...');
  await expect(spinner).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible(); // the shell is already there
  release();
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('a prerendered page stays on screen until its chunk arrives, never a spinner', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { sawSpinner: boolean };
    w.sawSpinner = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading content...')) w.sawSpinner = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const release = await holdChunks(page, /\/assets\/TermsOfServicePage-[\w-]+\.js$/);
  await page.goto('/terms-of-service', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  // The app's code runs and has let every task it queued run (it waits for the held chunk):
  // whatever it would render without that chunk, it would have by now.
  await expect(page.locator('html[data-app-state="started"]')).toHaveCount(1);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  await expect(page.locator('html[data-app-state="started"]')).toHaveCount(1); // it has not rendered
  await expect(page.locator('[data-prerendered="/terms-of-service"]')).toHaveCount(1); // still the static page
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawSpinner: boolean }).sawSpinner)).toBe(false);
});

test('navigating to a page whose chunk is not loaded shows the spinner, not the old page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your path into tech');
  const release = await holdChunks(page, /\/assets\/PrivacyPolicyPage-[\w-]+\.js$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByText('Loading content...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('the home page shows a skeleton while its chunk loads', async ({ page }) => {
  // On "/" itself the prerendered page shows instead; the skeleton appears when
  // the app navigates to Home before the home chunk has arrived.
  const release = await holdChunks(page, /\/assets\/HomePage-[\w-]+\.js$/);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About DevPath' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('status', { name: 'Loading the home page' })).toBeVisible();
  await expect(page.getByText('Loading content...')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your path into tech');
});

test('on start the about, marketplace, roadmaps, blog and auth chunks are prefetched', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your path into tech');
  await expect.poll(() => requested.some((path) => /\/assets\/AboutPage-/.test(path))).toBe(true);
  await expect.poll(() => requested.some((path) => /\/assets\/MarketplacePage-/.test(path))).toBe(true);
  await expect.poll(() => requested.some((path) => /\/assets\/RoadmapsPage-/.test(path))).toBe(true);
  await expect.poll(() => requested.some((path) => /\/assets\/BlogPage-/.test(path))).toBe(true);
  await expect.poll(() => requested.some((path) => /\/assets\/AuthPage-/.test(path))).toBe(true);
  // Firebase loads only when a Firebase sign-in is used.
  expect(requested.some((path) => /\/assets\/firebase-/.test(path))).toBe(false);
});
