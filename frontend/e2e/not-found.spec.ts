import { expect, test } from './support/test';

test('an unknown path shows the 404 page, marked noindex', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page).toHaveTitle('Page Not Found');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.getByRole('link', { name: 'Go to the homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your path into tech');
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  await expect(page).not.toHaveTitle('Page Not Found');
});

test('a single unknown segment is a 404 too, while /@handle is a profile', async ({ page }) => {
  await page.goto('/nothing-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await page.goto('/@nobody-has-this-handle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile not found');
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
});
