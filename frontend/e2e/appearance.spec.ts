import { expect, test } from './support/test';
import { newLearner, startSignedIn } from './support/accounts';

/** The scheme of the page as first painted: before any module script has run. */
async function schemeAtFirstPaint(page: import('@playwright/test').Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
}

test.describe('dark mode (issue 10 item 11)', () => {
  test.describe('with a dark system', () => {
    test.use({ colorScheme: 'dark' });

    test('follows the system from the first paint, also on prerendered pages', async ({ page }) => {
      for (const path of ['/', '/about', '/no/such/page'])
        expect(await schemeAtFirstPaint(page, path), path).toBe('dark');
      await page.goto('/about');
      await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(36, 36, 36)');
    });
  });

  test('the header switch is remembered across visits, before the first paint', async ({ page }) => {
    await page.goto('/about');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('light');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    expect(await schemeAtFirstPaint(page, '/')).toBe('dark');
    expect(await schemeAtFirstPaint(page, '/documentation')).toBe('dark');
    await page.goto('/');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await schemeAtFirstPaint(page, '/about')).toBe('light');
  });

  test('Settings › Appearance: Light, Dark or System', async ({ page }) => {
    const learner = await newLearner(page.request);
    await startSignedIn(page, learner.username, learner.password, '/settings');
    const appearance = page.getByRole('region', { name: 'Appearance' });
    await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
    await appearance.getByText('Dark', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Appearance' }).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('region', { name: 'Appearance' }).getByText('System', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
