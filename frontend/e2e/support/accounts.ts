import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** The demo accounts of the seed (SEED_DEMO=true). */
export const DEMO = {
  admin: { username: 'admin', password: 'devpath-admin-demo' },
  moderator: { username: 'moderator', password: 'devpath-moderator-demo' },
  learner: { username: 'learner', password: 'devpath-learner-demo' },
} as const;

/** A name no other run uses: letters and digits only, short enough for usernames and handles. */
export function uniqueName(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/csrf-token');
  expect(response.ok()).toBe(true);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { 'X-CSRF-Token': csrfToken, 'Content-Type': 'application/json' };
}

/** Signs in through the API and returns the bearer token (for tests about other things than sign-in). */
export async function apiToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/users/login', {
    headers: await csrfHeaders(request),
    data: { username, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export async function registerViaApi(
  request: APIRequestContext,
  account: { username: string; email: string; password: string },
): Promise<void> {
  const response = await request.post('/api/users/register', { headers: await csrfHeaders(request), data: account });
  expect(response.status(), await response.text()).toBe(201);
}

export const PASSWORD = 'a long unusual passphrase';

/**
 * A fresh learner account (role user). Tests use their own accounts: the
 * server limits sign-in attempts per account, successful ones included.
 */
export async function newLearner(
  request: APIRequestContext,
  prefix = 'lrn',
): Promise<{ username: string; email: string; password: string }> {
  const username = uniqueName(prefix);
  const account = { username, email: `${username}@example.com`, password: PASSWORD };
  await registerViaApi(request, account);
  return account;
}

/** Opens the app with a stored token, as if the user had signed in before. */
export async function startSignedIn(
  page: Page,
  username: string,
  password: string,
  path = '/dashboard',
): Promise<void> {
  const token = await apiToken(page.request, username, password);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('token', value);
      localStorage.setItem('auth_provider', 'local');
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, token);
  await page.goto(path);
}

/** Signs in with username and password on /auth. */
export async function signInViaUi(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username or email').fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const gapiShim = readFileSync(new URL('./gapi-shim.js', import.meta.url), 'utf8');

/**
 * The Google popup through the Auth emulator needs Google's gapi iframe
 * library, which the offline test machines cannot download: serve the
 * stand-in, and fail the emulator pages' optional stylesheets fast.
 */
export async function serveGoogleScripts(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gapiShim }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}
