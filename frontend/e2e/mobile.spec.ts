import { expect, test } from './support/test';
import { DEMO, newLearner, startSignedIn } from './support/accounts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const headerLinks = ['Home', 'Career', 'Roadmaps', 'Practice', 'Marketplace', 'Blog', 'Leaderboard', 'Resources'];

test.describe('mobile menu at 375 px', () => {
  test('replaces the header links with a burger and a slide-in menu (signed out)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([...headerLinks, 'Documentation', 'Login / Register', 'Sign up']);
    await expect(menu.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth?tab=register');

    await menu.getByRole('link', { name: 'Roadmaps' }).click();
    await expect(page).toHaveURL(/\/roadmaps$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmaps' })).toBeVisible();
  });

  test('signed in: Dashboard, Profile, Settings and Logout; Logout goes to /auth', async ({ page }) => {
    const learner = await newLearner(page.request);
    await startSignedIn(page, learner.username, learner.password, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([
      ...headerLinks,
      'Documentation',
      'Dashboard',
      'Profile',
      'Settings',
      'My purchases',
      'Go premium',
    ]);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/claim');
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

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

  test('an admin finds Admin and Security reports in the slide-in menu', async ({ page }) => {
    await startSignedIn(page, DEMO.admin.username, DEMO.admin.password, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Security reports' }).click();
    await expect(page).toHaveURL(/\/admin\/security-reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security reports' })).toBeVisible();
  });

  test("a toast shows at the top and never covers the form's submit button", async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username or email').fill('nobody-here');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    const submit = form.getByRole('button', { name: 'Sign in' });
    await submit.click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert');
    await expect(toast).toContainText('Login failed');
    await expect(toast).toHaveCount(1);
    const [toastBox, submitBox] = [await toast.boundingBox(), await submit.boundingBox()];
    expect(toastBox!.y).toBeLessThan(100);
    const overlaps = toastBox!.y < submitBox!.y + submitBox!.height && submitBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps).toBe(false);
    // The button stays usable while the toast shows: a second try is one tap away.
    await submit.click({ trial: true });
  });
});
