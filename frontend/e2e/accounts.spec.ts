import { expect, test } from './support/test';
import {
  DEMO,
  newLearner,
  PASSWORD,
  serveGoogleScripts,
  signInViaUi,
  startSignedIn,
  uniqueName,
} from './support/accounts';

test.describe('accounts', () => {
  test('register → automatic login → dashboard', async ({ page }) => {
    const username = uniqueName('reg');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.com`);
    await form.getByLabel('Full name').fill('Grace Hopper');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    // The toast closes itself after 5 s, which a loaded host can spend before the dashboard shows:
    // it is watched for from the click on (the CI run of 2026-11-27 missed it after the heading).
    const toast = page.getByText('Registration successful').waitFor({ state: 'visible', timeout: 20_000 });
    const description = page.getByText('Your account has been created!').waitFor({ state: 'visible', timeout: 20_000 });
    await form.getByRole('button', { name: 'Create account' }).click();
    await Promise.all([toast, description]);

    await expect(page).toHaveURL(/\/dashboard$/);
    // A new account is greeted as new (issue 10 item 8), not "Welcome back".
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to DevPath, Grace Hopper');
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('right after registering the dashboard shows its skeleton or its content, never a blank main area (issue 26, item 24)', async ({
    page,
  }) => {
    const username = uniqueName('blk');
    await page.goto('/auth?tab=register');
    // On every frame from here on: does the dashboard's main area show nothing (no content, no skeleton)?
    await page.evaluate(() => {
      const w = window as unknown as { blankFrames: number; frames: number };
      w.blankFrames = 0;
      w.frames = 0;
      const tick = () => {
        const main = document.querySelector('main');
        if (location.pathname === '/dashboard' && main) {
          w.frames += 1;
          if (!main.textContent?.trim() && !main.querySelector('[aria-busy="true"]')) w.blankFrames += 1;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.com`);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to DevPath, ${username}`);
    await expect(
      page.getByRole('region', { name: 'Continue learning' }).getByRole('link', { name: 'Browse roadmaps' }),
    ).toBeVisible();
    const { blankFrames, frames } = await page.evaluate(() => {
      const w = window as unknown as { blankFrames: number; frames: number };
      return { blankFrames: w.blankFrames, frames: w.frames };
    });
    expect(frames).toBeGreaterThan(0);
    expect(blankFrames).toBe(0);
  });

  test('a duplicate username shows the server message at the field', async ({ page }) => {
    await page.goto('/auth?tab=register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username').fill(DEMO.learner.username);
    await form.getByLabel('Email').fill(`${uniqueName('dup')}@example.com`);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByRole('alert')).toHaveText('This username is already taken.');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('a wrong password shows "Invalid credentials"', async ({ page }) => {
    const learner = await newLearner(page.request);
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username or email').fill(learner.username);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('signing in returns to the page that sent the user to /auth', async ({ page }) => {
    const learner = await newLearner(page.request);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth$/);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username or email').fill(learner.username);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(learner.password);
    // Watched for from the click on: the toast may close (5 s) before a slow Settings page shows.
    const toast = page.getByText('Login successful').waitFor({ state: 'visible', timeout: 20_000 });
    await form.getByRole('button', { name: 'Sign in' }).click();
    await toast;
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('logout goes to /auth and clears the session', async ({ page }) => {
    const learner = await newLearner(page.request);
    await signInViaUi(page, learner.username, learner.password);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Logout successful')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('deploymentId')])).toEqual([
      null,
      null,
    ]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('claim a handle → the public profile shows it', async ({ page }) => {
    const { username } = await newLearner(page.request, 'hdl');
    await startSignedIn(page, username, PASSWORD, '/profile/claim');

    const handle = `h-${username}`;
    await page.getByRole('textbox', { name: 'Handle' }).fill('admin');
    await expect(page.getByText('@admin is reserved.')).toBeVisible();
    // One's own username is one's own to claim: the check says so, as claiming would (issue 26, item 13).
    await page.getByRole('textbox', { name: 'Handle' }).fill(username);
    await expect(page.getByText(`@${username} is available.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim handle' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Handle' }).fill(handle);
    await expect(page.getByText(`@${handle} is available.`)).toBeVisible();
    await page.getByRole('button', { name: 'Claim handle' }).click();
    await page.getByRole('link', { name: 'View your public profile' }).click();

    await expect(page).toHaveURL(new RegExp(`/@${handle}$`));
    // Without a name shown, the handle names the profile: the sign-in username is never public (issue 26, item 23).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`@${handle}`);
    await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Certificates' }).getByText('No certificates yet.')).toBeVisible();

    // Anyone can read it; only the owner sees the edit link.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`@${handle}`);
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  });

  test('an unknown handle shows the profile-not-found state', async ({ page }) => {
    await page.goto(`/@${uniqueName('nobody')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile not found');
  });

  test('a learner opening /admin is refused; a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in required');

    await startSignedIn(page, DEMO.learner.username, DEMO.learner.password, '/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('the admin sees the users table and can search it', async ({ page }) => {
    await startSignedIn(page, DEMO.admin.username, DEMO.admin.password, '/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin');
    const table = page.getByRole('table');
    // The demo accounts, matched exactly: other tests add learners of their own.
    const learnerRow = table.getByRole('row', { name: /^learner learner@devpath\.local/ });
    const moderatorRow = table.getByRole('row', { name: /^moderator moderator@devpath\.local/ });
    await expect(learnerRow).toBeVisible();
    await expect(moderatorRow).toBeVisible();
    await page.getByLabel('Search').fill('learner@devpath');
    await expect(moderatorRow).toHaveCount(0);
    await expect(learnerRow).toBeVisible();
    await expect(page.getByLabel('Role of learner')).toHaveValue('user');
  });
});

// These run under the server's real Content-Security-Policy, which lists the emulator's origin.
test.describe('sign-in through Firebase (Auth emulator)', () => {
  test('email sign-up → dashboard', async ({ page }) => {
    const name = uniqueName('mail');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Create an account with email' }).click();
    const form = page.getByRole('form', { name: 'Sign up with email' });
    await form.getByLabel('Email').fill(`${name}@example.com`);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    // The toast closes itself after 5 s: it is watched for from the click on, so a slow arrival
    // of the dashboard (a loaded host) cannot make it come and go before it is looked for.
    const toast = page.getByText('Registration successful').waitFor({ state: 'visible', timeout: 20_000 });
    await form.getByRole('button', { name: 'Sign up with email' }).click();

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to DevPath');
    await toast;
    expect(await page.evaluate(() => localStorage.getItem('auth_provider'))).toBe('email');

    // The session survives a reload (Firebase restores its user, the stored token still works).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');

    // Logout signs out of Firebase too.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
  });

  test('Google sign-in through the emulator popup → dashboard', async ({ page, context }) => {
    await serveGoogleScripts(context);
    const name = uniqueName('ggl');
    await page.goto('/auth');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(`${name}@example.com`);
    await popup.locator('#display-name-input').fill('Ada Lovelace');
    await popup.locator('#sign-in').click();

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ada Lovelace');
    expect(await page.evaluate(() => localStorage.getItem('auth_provider'))).toBe('google');
  });

  test('closing the Google popup shows the "window was closed" message', async ({ page, context }) => {
    await serveGoogleScripts(context);
    await page.goto('/auth');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');
    await popup.close();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Sign-in window was closed. Please try again and keep the window open until completion.',
      { timeout: 15_000 },
    );
    await expect(page.getByText('Google login failed')).toBeVisible();
  });
});
