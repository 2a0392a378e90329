import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import {
  ACTIVITY_OK,
  apiError,
  FakeProvider,
  json,
  sampleUser,
  signedInStore,
  stubApi,
  testStore,
} from '../../../test/session';

const signedInRoutes = {
  'POST /api/update-user-activity': { json: ACTIVITY_OK },
  'GET /api/users/stats': { totalXpEarned: 0, daysStreak: 0, completedModules: [] },
};

function password(container: HTMLElement) {
  return within(container).getByLabelText(/^Password/, { selector: 'input' });
}

async function openAuth(options: { provider?: FakeProvider | null; path?: string; state?: unknown } = {}) {
  const { store, notify, provider } = testStore({ provider: options.provider === undefined ? null : options.provider });
  const view = renderRoute(options.path ?? '/auth', { store, state: options.state });
  await screen.findByRole('tab', { name: 'Login' });
  return { ...view, store, notify, provider, user: userEvent.setup() };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const SUSPENDED =
  'This account has been suspended by an administrator. Reason: Spam in the project reviews. If you think this is a mistake, write to us through the contact page.';

describe('/auth: a suspended account', () => {
  it('signing in with the right password shows the suspension and its reason, not "Invalid credentials"', async () => {
    stubApi({ 'POST /api/users/login': apiError(403, 'ACCOUNT_SUSPENDED', SUSPENDED) });
    const { user, notify, router } = await openAuth();
    const form = screen.getByRole('form', { name: 'Login' });
    await user.type(within(form).getByLabelText(/Username or email/), 'ada');
    await user.type(password(form), 'right password');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('suspended by an administrator');
    expect(alert).toHaveTextContent('Reason: Spam in the project reviews.');
    expect(alert).not.toHaveTextContent('Invalid credentials');
    expect(notify).toHaveBeenCalledWith({ title: 'Login failed', description: SUSPENDED, variant: 'destructive' });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('a session suspended meanwhile lands on /auth, which says so with the reason', async () => {
    const { store, notify } = await signedInStore(sampleUser(), {
      'GET /api/users/me': apiError(401, 'ACCOUNT_SUSPENDED', SUSPENDED),
    });
    const { router } = renderRoute('/dashboard', { store });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account is suspended');
    expect(alert).toHaveTextContent('Reason: Spam in the project reviews.');
    expect(store.getState().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
    expect(notify).toHaveBeenCalledWith({ title: 'Account suspended', description: SUSPENDED, variant: 'destructive' });
  });
});

describe('/auth: login', () => {
  it('says what is missing and sends nothing', async () => {
    const api = stubApi({});
    const { user } = await openAuth();
    const form = screen.getByRole('form', { name: 'Login' });
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(within(form).getByText('Enter your username or email.')).toBeInTheDocument();
    expect(within(form).getByText('Enter your password.')).toBeInTheDocument();
    expect(api.calls('POST /api/users/login')).toHaveLength(0);
  });

  it('shows "Invalid credentials" and the "Login failed" toast on a wrong password', async () => {
    stubApi({ 'POST /api/users/login': apiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials') });
    const { user, notify, router } = await openAuth();
    const form = screen.getByRole('form', { name: 'Login' });
    await user.type(within(form).getByLabelText(/Username or email/), 'ada');
    await user.type(password(form), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(notify).toHaveBeenCalledWith({
      title: 'Login failed',
      description: 'Invalid credentials',
      variant: 'destructive',
    });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('goes to the dashboard after signing in', async () => {
    const api = stubApi({ 'POST /api/users/login': json({ token: 'jwt', user: sampleUser() }), ...signedInRoutes });
    const { user, router, notify } = await openAuth();
    const form = screen.getByRole('form', { name: 'Login' });
    await user.type(within(form).getByLabelText(/Username or email/), ' ada ');
    await user.type(password(form), 'right password');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls('POST /api/users/login')[0]!.body).toEqual({ username: 'ada', password: 'right password' });
    expect(notify).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome back!' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
  });

  it('goes back to the page that sent the user to /auth', async () => {
    stubApi({ 'POST /api/users/login': json({ token: 'jwt', user: sampleUser() }), ...signedInRoutes });
    const { user, router } = await openAuth({ state: { from: { pathname: '/settings', search: '', hash: '' } } });
    const form = screen.getByRole('form', { name: 'Login' });
    await user.type(within(form).getByLabelText(/Username or email/), 'ada');
    await user.type(password(form), 'right password');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('shows the rate-limit message when the email flow is limited', async () => {
    localStorage.setItem(
      'email_auth_ratelimit',
      JSON.stringify({ attempts: [], limitedUntil: Date.now() + 30 * 60_000 }),
    );
    const api = stubApi({});
    const { user, notify } = await openAuth();
    const form = screen.getByRole('form', { name: 'Login' });
    await user.type(within(form).getByLabelText(/Username or email/), 'ada');
    await user.type(password(form), 'x');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please try again after 30 minutes.',
    );
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sign-in rate limited' }));
    expect(api.calls('POST /api/users/login')).toHaveLength(0);
  });
});

describe('/auth: register', () => {
  it('checks the fields before sending', async () => {
    const api = stubApi({});
    const { user } = await openAuth({ path: '/auth?tab=register' });
    const form = await screen.findByRole('form', { name: 'Register' });
    await user.type(within(form).getByLabelText(/^Username/), 'a!');
    await user.type(within(form).getByLabelText(/^Email/), 'not-an-email');
    await user.type(password(form), 'short');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(within(form).getByText('Username must be 3–30 letters, digits, _ or -.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(form).getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/users/register')).toHaveLength(0);
  });

  it('shows the server message at its field (409 USERNAME_TAKEN) and the "Registration failed" toast', async () => {
    stubApi({
      'POST /api/users/register': apiError(409, 'USERNAME_TAKEN', 'This username is already taken.', {
        field: 'username',
      }),
    });
    const { user, notify } = await openAuth({ path: '/auth?tab=register' });
    const form = await screen.findByRole('form', { name: 'Register' });
    await user.type(within(form).getByLabelText(/^Username/), 'learner');
    await user.type(within(form).getByLabelText(/^Email/), 'new@example.com');
    await user.type(password(form), 'a long passphrase');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This username is already taken.');
    expect(within(form).getByLabelText(/^Username/)).toHaveAccessibleDescription(/This username is already taken\./);
    expect(notify).toHaveBeenCalledWith({
      title: 'Registration failed',
      description: 'This username is already taken.',
      variant: 'destructive',
    });
  });

  it('shows the password policy error of the server at the password field', async () => {
    stubApi({
      'POST /api/users/register': apiError(
        400,
        'PASSWORD_TOO_COMMON',
        'This password is too common or too easy to guess. Please choose another.',
      ),
    });
    const { user } = await openAuth({ path: '/auth?tab=register' });
    const form = await screen.findByRole('form', { name: 'Register' });
    await user.type(within(form).getByLabelText(/^Username/), 'newbie');
    await user.type(within(form).getByLabelText(/^Email/), 'new@example.com');
    await user.type(password(form), 'password123');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(password(form)).toHaveAccessibleDescription(/This password is too common or too easy to guess/),
    );
  });

  it('registers, logs in automatically and goes to the dashboard', async () => {
    const api = stubApi({
      'POST /api/users/register': json(
        { message: 'Registration successful', user: sampleUser({ username: 'newbie', fullName: null }) },
        201,
      ),
      'POST /api/users/login': json({ token: 'jwt', user: sampleUser({ username: 'newbie', fullName: null }) }),
      ...signedInRoutes,
    });
    const { user, router, notify } = await openAuth({ path: '/auth?tab=register' });
    const form = await screen.findByRole('form', { name: 'Register' });
    await user.type(within(form).getByLabelText(/^Username/), 'newbie');
    await user.type(within(form).getByLabelText(/^Email/), 'new@example.com');
    await user.type(password(form), 'a long passphrase');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls('POST /api/users/register')[0]!.body).toEqual({
      username: 'newbie',
      email: 'new@example.com',
      password: 'a long passphrase',
    });
    expect(notify).toHaveBeenCalledWith({
      title: 'Registration successful',
      description: 'Your account has been created!',
    });
    // A new account is greeted as new (issue 10 item 8).
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to DevPath, newbie' })).toBeInTheDocument();
  });

  it('when the automatic login fails, asks the user to sign in with the new account', async () => {
    stubApi({
      'POST /api/users/register': json(
        { message: 'Registration successful', user: sampleUser({ username: 'newbie' }) },
        201,
      ),
      'POST /api/users/login': apiError(503, 'NOT_READY', 'down'),
    });
    const { user, router } = await openAuth({ path: '/auth?tab=register' });
    const form = await screen.findByRole('form', { name: 'Register' });
    await user.type(within(form).getByLabelText(/^Username/), 'newbie');
    await user.type(within(form).getByLabelText(/^Email/), 'new@example.com');
    await user.type(password(form), 'a long passphrase');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Your account has been created. Sign in with your username and password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('form', { name: 'Login' })).getByLabelText(/Username or email/)).toHaveValue(
      'newbie',
    );
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('/auth: email and Google through the identity provider', () => {
  it('hides the provider buttons when the server has no identity provider', async () => {
    stubApi({ 'GET /api/auth/config': { passwordSignIn: true } });
    await openAuth({ provider: null });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Continue with email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('email sign-up goes to the dashboard', async () => {
    stubApi({
      'GET /api/users/firebase-profile': sampleUser({ firebaseUid: 'AbCdEfGh12345678', source: 'firebase' }),
      ...signedInRoutes,
    });
    const provider = new FakeProvider();
    const { user, router } = await openAuth({ provider });
    await user.click(await screen.findByRole('button', { name: 'Continue with email' }));
    await user.click(screen.getByRole('button', { name: 'Create an account with email' }));
    const form = screen.getByRole('form', { name: 'Sign up with email' });
    await user.type(within(form).getByLabelText(/^Email/), 'grace@example.com');
    await user.type(password(form), 'short');
    await user.click(within(form).getByRole('button', { name: 'Sign up with email' }));
    expect(within(form).getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(provider.signUpWithEmail).not.toHaveBeenCalled();

    await user.clear(password(form));
    await user.type(password(form), 'a long passphrase');
    await user.click(within(form).getByRole('button', { name: 'Sign up with email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(provider.signUpWithEmail).toHaveBeenCalledWith('grace@example.com', 'a long passphrase');
  });

  it('"Continue with email" with the email and password of a DevPath account signs in to it (issue 10 item 7)', async () => {
    const api = stubApi({ 'POST /api/users/login': json({ token: 'jwt', user: sampleUser() }), ...signedInRoutes });
    const provider = new FakeProvider();
    provider.signInWithEmail.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/user-not-found).'), { code: 'auth/user-not-found' }),
    );
    const { user, router } = await openAuth({ provider });
    await user.click(await screen.findByRole('button', { name: 'Continue with email' }));
    const form = screen.getByRole('form', { name: 'Sign in with email' });
    await user.type(within(form).getByLabelText(/^Email/), 'ada@example.com');
    await user.type(password(form), 'right password');
    await user.click(within(form).getByRole('button', { name: 'Sign in with email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls('POST /api/users/login')[0]!.body).toEqual({
      username: 'ada@example.com',
      password: 'right password',
    });
  });

  it('"Forgot password?" needs the email, then sends the reset email', async () => {
    stubApi({});
    const provider = new FakeProvider();
    const { user, notify } = await openAuth({ provider });
    await user.click(await screen.findByRole('button', { name: 'Continue with email' }));
    const form = screen.getByRole('form', { name: 'Sign in with email' });
    await user.click(within(form).getByRole('button', { name: 'Forgot password?' }));
    expect(within(form).getByText('Enter your email address.')).toBeInTheDocument();
    expect(provider.sendPasswordReset).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/^Email/), 'grace@example.com');
    await user.click(within(form).getByRole('button', { name: 'Forgot password?' }));
    expect(await within(form).findByText('We sent a password reset link to grace@example.com.')).toBeInTheDocument();
    expect(provider.sendPasswordReset).toHaveBeenCalledWith('grace@example.com');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Password reset email sent' }));
  });

  it('a closed Google popup shows "Sign-in window was closed..."', async () => {
    stubApi({});
    const provider = new FakeProvider();
    provider.signInWithGoogle.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }),
    );
    const { user, notify } = await openAuth({ provider });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in window was closed. Please try again and keep the window open until completion.',
    );
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Google login failed' }));
  });

  it('Google sign-in goes to the dashboard', async () => {
    stubApi({
      'GET /api/users/firebase-profile': sampleUser({ firebaseUid: 'AbCdEfGh12345678', source: 'google' }),
      ...signedInRoutes,
    });
    const { user, router } = await openAuth({ provider: new FakeProvider() });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('auth_provider')).toBe('google');
  });
});
