import { expect, test, type Page } from '@playwright/test';

/** Keeps the app's entry script from arriving, to see the page as it is before the app runs. */
async function withoutTheApp(page: Page) {
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => new Promise(() => {}));
}

test('"/" paints the prerendered home page before the app runs', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your path into tech');
  await expect(page.getByRole('link', { name: 'Take the career quiz' }).first()).toHaveAttribute('href', '/quiz');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(7);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('other paths never show the static home page', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.locator('[data-prerendered]')).toHaveCount(1); // in the HTML...
  await expect(page.locator('html')).toHaveAttribute('data-path', 'other');
  await expect(page.getByText('Find your path into tech')).toBeHidden(); // ...but not shown
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
});

test('the app replaces the prerendered page with the live one, without a layout shift', async ({ page }) => {
  // A healthy backend, so that nothing but the swap could move the page.
  await page.route('**/api/**', (route) =>
    route.fulfill({ json: { deploymentId: 'e2e', csrfToken: 'e2e', expiresIn: 1800, status: 'ok' } }),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your path into tech');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
});
