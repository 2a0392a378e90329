import { expect, test } from './support/test';
import { newLearner, startSignedIn } from './support/accounts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const headerLinks = ['Home', 'Career', 'Roadmaps', 'Marketplace', 'Blog', 'Leaderboard', 'Resources'];

test.describe('mobile menu at 375 px', () => {
  test('replaces the header links with a burger and a slide-in menu (signed out)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([...headerLinks, 'Documentation', 'Login / Register']);

    await menu.getByRole('link', { name: 'Roadmaps' }).click();
    await expect(page).toHaveURL(/\/roadmaps$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmaps' })).toBeVisible();
  });

  test('signed in: Dashboard and Logout; Logout goes to /auth', async ({ page }) => {
    const learner = await newLearner(page.request);
    await startSignedIn(page, learner.username, learner.password, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([...headerLinks, 'Documentation', 'Dashboard']);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/documentation', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
