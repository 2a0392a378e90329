import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInMethodsResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import {
  apiError,
  FakeProvider,
  json,
  sampleUser,
  signedInStore,
  stubApi,
  testStore,
  ACTIVITY_OK,
} from '../../../test/session';

const withPassword: SignInMethodsResponse = {
  password: true,
  emailVerified: true,
  email: 'ada@example.com',
  identity: null,
};
const linked: SignInMethodsResponse = {
  ...withPassword,
  identity: { providers: ['google.com'], email: 'ada@gmail.com' },
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** The settings page is a lazily loaded chunk: the first render in a file may take a while on a busy machine. */
function methodsSection() {
  return screen.findByRole('region', { name: 'Sign-in methods' }, { timeout: 5000 });
}

/** Signed in with a password, on a server with Firebase (a fake provider). */
async function openWithProvider(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'POST /api/users/login': json({ token: 'jwt', user: sampleUser() }),
    'POST /api/update-user-activity': { json: ACTIVITY_OK },
    'GET /api/users/stats': { totalXpEarned: 0, daysStreak: 0, completedModules: [] },
    ...routes,
  });
  const provider = new FakeProvider();
  const { store } = testStore({ provider });
  await store.loginWithPassword({ username: 'ada', password: 'pw' });
  renderRoute('/settings', { store });
  return { api, provider, store, user: userEvent.setup(), section: await methodsSection() };
}

describe('Settings → Sign-in methods (issue 10 item 7)', () => {
  it('lists the password, the email and the linked provider; unlinks it', async () => {
    const { api, store } = await signedInStore(sampleUser(), {
      'GET /api/users/me/sign-in-methods': json(linked),
      'DELETE /api/users/me/identity': json(withPassword),
    });
    renderRoute('/settings', { store });
    const user = userEvent.setup();
    const section = await methodsSection();
    expect(await within(section).findByText('Username and password')).toBeInTheDocument();
    expect(within(section).getByText('Verified')).toBeInTheDocument();
    expect(within(section).getByText('Google')).toBeInTheDocument();
    expect(within(section).getByText(/Linked as ada@gmail.com/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Unlink Google' }));
    await waitFor(() => expect(api.calls('DELETE /api/users/me/identity')).toHaveLength(1));
    await waitFor(() => expect(within(section).queryByText(/Linked as/)).not.toBeInTheDocument());
  });

  it('the last method cannot be unlinked, and says why', async () => {
    const { store } = await signedInStore(sampleUser({ source: 'google' }), {
      'GET /api/users/me/sign-in-methods': json({ ...linked, password: false }),
    });
    renderRoute('/settings', { store });
    const section = await methodsSection();
    expect(await within(section).findByRole('button', { name: 'Unlink Google' })).toBeDisabled();
    expect(
      within(section).getByText(/only way to sign in, so it cannot be removed until you set a password/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Set a password' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ada%40example.com',
    );
  });

  it("links Google: the popup's ID token goes to POST /api/users/me/identity; the session stays", async () => {
    const { api, provider, store, user, section } = await openWithProvider({
      'GET /api/users/me/sign-in-methods': json(withPassword),
      'POST /api/users/me/identity': json(linked),
    });
    await user.click(await within(section).findByRole('button', { name: 'Link Google' }));
    await waitFor(() => expect(api.calls('POST /api/users/me/identity')).toHaveLength(1));
    expect(api.calls('POST /api/users/me/identity')[0]!.body).toEqual({ idToken: 'id-token-1' });
    expect(await within(section).findByText(/Linked as ada@gmail.com/)).toBeInTheDocument();
    expect(provider.signOut).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ status: 'signedIn', user: { username: 'ada' } });
    expect(localStorage.getItem('auth_provider')).toBe('local');
  });

  it('a Google account of another DevPath account is refused in plain words', async () => {
    const { user, section } = await openWithProvider({
      'GET /api/users/me/sign-in-methods': json(withPassword),
      'POST /api/users/me/identity': apiError(
        409,
        'IDENTITY_LINKED_ELSEWHERE',
        'This sign-in belongs to another DevPath account.',
      ),
    });
    await user.click(await within(section).findByRole('button', { name: 'Link Google' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This sign-in belongs to another DevPath account.',
    );
  });

  it('a blocked popup is said in plain words, never as the raw provider error', async () => {
    const { provider, user, section } = await openWithProvider({
      'GET /api/users/me/sign-in-methods': json(withPassword),
    });
    provider.signInWithGoogle.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/popup-blocked).'), { code: 'auth/popup-blocked' }),
    );
    await user.click(await within(section).findByRole('button', { name: 'Link Google' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('The browser blocked the sign-in window.');
    expect(within(section).queryByText(/Firebase/)).not.toBeInTheDocument();
  });
});

describe('"Verify your email address" banner (issue 10 item 7)', () => {
  it('shows on the dashboard and settings for an unverified account with a password; "Resend email"; 429 said plainly', async () => {
    let sends = 0;
    const { store } = await signedInStore(sampleUser({ isVerified: false }), {
      'GET /api/users/me/sign-in-methods': json({ ...withPassword, emailVerified: false }),
      'POST /api/users/me/email-verification': () =>
        ++sends === 1
          ? apiError(
              429,
              'VERIFICATION_RECENTLY_SENT',
              'A verification email was sent less than a minute ago. Please check your inbox or try again shortly.',
            )
          : json({ message: 'Verification email sent' }),
    });
    renderRoute('/dashboard', { store });
    const user = userEvent.setup();
    const banner = await screen.findByRole('region', { name: 'Verify your email address' }, { timeout: 5000 });
    expect(banner).toHaveTextContent('We sent a link to a…@example.com.');
    await user.click(within(banner).getByRole('button', { name: 'Resend email' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent('less than a minute ago');
    await user.click(within(banner).getByRole('button', { name: 'Resend email' }));
    expect(await within(banner).findByText(/We sent a new link to a…@example.com/)).toBeInTheDocument();
  });

  it('shows on settings too, and not for verified accounts', async () => {
    const { store } = await signedInStore(sampleUser({ isVerified: false }), {
      'GET /api/users/me/sign-in-methods': json(withPassword),
    });
    const view = renderRoute('/settings', { store });
    expect(
      await screen.findByRole('region', { name: 'Verify your email address' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    view.unmount();
    const verified = await signedInStore(sampleUser({ isVerified: true }), {
      'GET /api/users/me/sign-in-methods': json(withPassword),
    });
    renderRoute('/settings', { store: verified.store });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
  });
});
