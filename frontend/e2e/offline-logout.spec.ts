import { expect, test } from './support/test';
import { newLearner, startSignedIn } from './support/accounts';

test.describe('logout while offline (spec §4)', () => {
  test('clears the session and lands on /auth signed out; the app works again once online', async ({
    page,
    context,
  }) => {
    const learner = await newLearner(page.request);
    const authChunk = page.waitForResponse((response) => /\/assets\/AuthPage-[\w-]+\.js$/.test(response.url()));
    await startSignedIn(page, learner.username, learner.password, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
    // Signed in, the page logout leads to is loaded while the browser is idle: its chunk is requested...
    const chunkUrl = (await authChunk).url();
    // ...and then the chunks it imports, once the browser has read it: the page is loaded when the whole
    // module graph is. Importing the same address joins the app's load in the page's module map (nothing
    // is fetched twice) and settles when every module of the graph is there, as the app's own preload does.
    await page.evaluate((url) => import(url).then(() => undefined), chunkUrl);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('deploymentId')])).toEqual([
      null,
      null,
    ]);

    await context.setOffline(false);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username or email').fill(learner.username);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(learner.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a page that could not load while offline loads once the connection returns', async ({ page, context }) => {
    const learner = await newLearner(page.request);
    // The chunk of /auth could not be loaded before (blocked until the connection returns).
    await page.route(/\/assets\/AuthPage-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await startSignedIn(page, learner.username, learner.password, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();

    await page.unroute(/\/assets\/AuthPage-[\w-]+\.js$/);
    await context.setOffline(false);
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toHaveCount(0);
  });
});
