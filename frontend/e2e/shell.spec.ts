import { expect, test } from './support/test';
import { newLearner, startSignedIn } from './support/accounts';

const headerLinks = ['Home', 'Career', 'Roadmaps', 'Marketplace', 'Blog', 'Leaderboard', 'Resources'];

test.describe('header', () => {
  test('is sticky, lists the spec links and highlights the active one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(headerLinks);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    // Sticky: still on screen after scrolling to the bottom.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(nav).toBeInViewport();
  });

  test('a deep link highlights its section', async ({ page }) => {
    await page.goto('/roadmap/frontend-developer');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Roadmaps' })).toHaveAttribute('aria-current', 'page');
  });

  test('signed out: the login icon shows its tooltip after the 700 ms delay and leads to /auth', async ({ page }) => {
    await page.goto('/about');
    const login = page.getByRole('link', { name: 'Login / Register' });
    await login.hover();
    await page.waitForTimeout(400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.getByRole('tooltip')).toHaveText('Login / Register');
    await login.click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signed in: account and logout icons with their tooltips; logout goes to /auth', async ({ page }) => {
    const learner = await newLearner(page.request);
    await startSignedIn(page, learner.username, learner.password, '/about');
    const account = page.getByRole('link', { name: 'My Account' });
    await expect(account).toHaveAttribute('href', '/dashboard');
    await account.hover();
    await expect(page.getByRole('tooltip')).toHaveText('My Account');

    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Logout');
    await logout.click();

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('deploymentId')])).toEqual([
      null,
      null,
    ]);
  });

  test('the skip link is the first stop of the keyboard and jumps to the content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About DevPath' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });
});
