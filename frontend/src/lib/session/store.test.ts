import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  FakeProvider,
  json,
  providerUser,
  sampleUser,
  rejection,
  stopTestStores,
  stubApi,
  testStore,
  type StubRequest,
} from '../../test/session';
import { checkDeployment } from '../api/deployment';
import { HOUR, MINUTE, SECOND } from './constants';
import { saveCachedProfile } from './profileCache';
import { AuthFlowError, profileBackoffDelay } from './store';

const stats = { totalXpEarned: 900, daysStreak: 9, completedModules: ['a', 'b'] };
const activityOk = {
  success: true,
  daysStreak: 4,
  longestStreak: 6,
  streakAdvanced: true,
  lastActiveDay: '2026-11-21',
  lastAccessedAt: '2026-11-21T12:00:00.000Z',
  totalXpEarned: 900,
};

/** The routes most tests need: the server knows Ada (local) and Grace (Firebase). */
function server(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'POST /api/users/login': (request: StubRequest) => {
      const body = request.body as { username: string; password: string };
      if (body.password !== 'right password') return apiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');
      return json({ token: 'jwt-ada', user: sampleUser() });
    },
    'GET /api/users/me': sampleUser(),
    'GET /api/users/stats': stats,
    'POST /api/users/logout': { json: { message: 'Logged out' } },
    'POST /api/update-user-activity': { json: activityOk },
    'GET /api/users/firebase-profile': sampleUser({
      id: 11,
      username: 'grace',
      firebaseUid: 'AbCdEfGh12345678',
      source: 'firebase',
    }),
    ...overrides,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  stopTestStores();
  vi.useRealTimers();
});

describe('session: password login and registration (spec §4, §5)', () => {
  it('login stores the token, sets the user and shows "Login successful"', async () => {
    const api = server();
    const { store, notify } = testStore();
    const user = await store.loginWithPassword({ username: 'ada', password: 'right password' });

    expect(user.username).toBe('ada');
    expect(localStorage.getItem('token')).toBe('jwt-ada');
    expect(localStorage.getItem('auth_provider')).toBe('local');
    expect(store.getState()).toMatchObject({ status: 'signedIn', isAdmin: false, isModerator: false });
    expect(notify).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome back!' });
    expect(api.calls('POST /api/users/login')[0]!.body).toEqual({ username: 'ada', password: 'right password' });
    expect(api.calls('POST /api/users/login')[0]!.headers.get('X-CSRF-Token')).toBe('csrf-1');
    store.stop();
  });

  it.each([
    ['admin', { isAdmin: true, isModerator: false }],
    ['moderator', { isAdmin: false, isModerator: true }],
    ['user', { isAdmin: false, isModerator: false }],
  ] as const)('role %s sets the flags %o', async (role, flags) => {
    server({ 'POST /api/users/login': json({ token: 't', user: sampleUser({ role }) }) });
    const { store } = testStore();
    await store.loginWithPassword({ username: 'x', password: 'y' });
    expect(store.getState()).toMatchObject(flags);
    store.stop();
  });

  it.each([
    ['a 401', apiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials')],
    ['a server error', apiError(500, 'INTERNAL', 'Boom')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['an unreadable answer', new Response('<html>', { status: 200 })],
  ])('any failure (%s) shows "Invalid credentials" and a "Login failed" toast', async (_label, answer) => {
    server({ 'POST /api/users/login': answer });
    const { store, notify } = testStore();
    const error = await store.loginWithPassword({ username: 'ada', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthFlowError);
    expect((error as Error).message).toBe('Invalid credentials');
    expect(notify).toHaveBeenCalledWith({
      title: 'Login failed',
      description: 'Invalid credentials',
      variant: 'destructive',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().status).toBe('signedOut');
  });

  it('a 429 marks the email flow limited for one hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const api = server({
      'POST /api/users/login': apiError(429, 'TOO_MANY_ATTEMPTS', 'Too many sign-in attempts. Please try again later.'),
    });
    const { store, notify } = testStore();

    const first = await rejection(store.loginWithPassword({ username: 'ada', password: 'x' }));
    expect(first.message).toBe('Too many sign-in attempts. Please try again after 1 hour.');
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Sign-in rate limited',
      description: 'Too many sign-in attempts. Please try again after 1 hour.',
      variant: 'destructive',
    });

    vi.setSystemTime(new Date('2026-11-21T12:20:00Z'));
    const second = await rejection(store.loginWithPassword({ username: 'ada', password: 'right password' }));
    expect(second.message).toBe('Too many sign-in attempts. Please try again after 40 minutes.');
    expect(api.calls('POST /api/users/login')).toHaveLength(1);

    vi.setSystemTime(new Date('2026-11-21T13:00:00Z'));
    api.fetchMock.mockClear();
    server();
    await expect(store.loginWithPassword({ username: 'ada', password: 'right password' })).resolves.toBeTruthy();
    store.stop();
  });

  it('refuses the 11th attempt within an hour without calling the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const api = server();
    const { store, notify } = testStore();
    for (let i = 0; i < 10; i++) {
      await store.loginWithPassword({ username: 'ada', password: 'wrong' }).catch(() => undefined);
      vi.setSystemTime(Date.now() + MINUTE);
    }
    const refused = await rejection(store.loginWithPassword({ username: 'ada', password: 'right password' }));
    expect(refused.message).toBe('Too many sign-in attempts. Please try again after 50 minutes.');
    expect((refused as AuthFlowError).kind).toBe('rate-limited');
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Sign-in rate limited' }));
    expect(api.calls('POST /api/users/login')).toHaveLength(10);
  });

  it('registration logs in automatically afterwards', async () => {
    const api = server({
      'POST /api/users/register': json({ message: 'Registration successful', user: sampleUser() }, 201),
    });
    const { store, notify } = testStore();
    const result = await store.register({ username: 'ada', email: 'ada@example.com', password: 'right password' });
    expect(result).toMatchObject({ message: 'Registration successful', loggedIn: true });
    expect(api.calls('POST /api/users/login')[0]!.body).toEqual({ username: 'ada', password: 'right password' });
    expect(localStorage.getItem('token')).toBe('jwt-ada');
    expect(store.getState().status).toBe('signedIn');
    expect(notify).toHaveBeenCalledWith({
      title: 'Registration successful',
      description: 'Your account has been created!',
    });
    store.stop();
  });

  it('returns the registration result even when the automatic login fails', async () => {
    server({
      'POST /api/users/register': json({ message: 'Registration successful', user: sampleUser() }, 201),
      'POST /api/users/login': apiError(500, 'INTERNAL', 'Boom'),
    });
    const { store } = testStore();
    const result = await store.register({ username: 'ada', email: 'ada@example.com', password: 'right password' });
    expect(result).toMatchObject({ message: 'Registration successful', loggedIn: false, user: { username: 'ada' } });
    expect(store.getState().status).toBe('signedOut');
  });

  it.each([
    [
      'the server message',
      apiError(409, 'USERNAME_TAKEN', 'This username is already taken.', { field: 'username' }),
      'This username is already taken.',
    ],
    [
      '"Registration failed: {status} {statusText}" for a non-JSON error',
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
      'Registration failed: 502 Bad Gateway',
    ],
    ['the fallback for a network failure', new TypeError('Failed to fetch'), 'Registration failed. Please try again.'],
    [
      '"Server returned invalid response format" for an unreadable answer',
      new Response('not json', { status: 201 }),
      'Server returned invalid response format',
    ],
  ])('a failed registration shows %s', async (_label, answer, message) => {
    server({ 'POST /api/users/register': answer });
    const { store, notify } = testStore();
    const error = await rejection(
      store.register({ username: 'ada', email: 'ada@example.com', password: 'right password' }),
    );
    expect(error.message).toBe(message);
    expect(notify).toHaveBeenCalledWith({ title: 'Registration failed', description: message, variant: 'destructive' });
  });

  it('a registration failure carries the field errors of the details', async () => {
    server({
      'POST /api/users/register': apiError(400, 'VALIDATION_FAILED', 'email must be an email', [
        { field: 'email', problems: ['email must be an email'] },
      ]),
    });
    const { store } = testStore();
    const error = (await store
      .register({ username: 'ada', email: 'x', password: 'right password' })
      .catch((e: unknown) => e)) as AuthFlowError;
    expect(error.fieldErrors).toEqual({ email: 'email must be an email' });
  });

  it('too many registrations: refused with the registration text', async () => {
    server({
      'POST /api/users/register': apiError(400, 'PASSWORD_TOO_SHORT', 'Password must be at least 8 characters.'),
    });
    const { store, notify } = testStore();
    for (let i = 0; i < 10; i++)
      await store.register({ username: 'a', email: 'a@b.co', password: 'x' }).catch(() => undefined);
    const refused = await rejection(store.register({ username: 'a', email: 'a@b.co', password: 'x' }));
    expect(refused.message).toBe(
      'Too many registration attempts. Please try again later or use a different authentication method.',
    );
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Registration rate limited',
      description: 'Too many registration attempts. Please try again later or use a different authentication method.',
      variant: 'destructive',
    });
  });
});

describe('session: a new account is greeted as new once (issue 10 item 8)', () => {
  it('registration marks the account new until the dashboard has greeted it; a login does not', async () => {
    server({ 'POST /api/users/register': json({ message: 'Registration successful', user: sampleUser() }, 201) });
    const { store } = testStore({ provider: null });
    await store.loginWithPassword({ username: 'ada', password: 'right password' });
    expect(store.getState().newAccount).toBe(false);
    await store.logout({ silent: true });

    await store.register({ username: 'ada', email: 'ada@example.com', password: 'right password' });
    expect(store.getState()).toMatchObject({ status: 'signedIn', newAccount: true });
    store.welcomed();
    expect(store.getState().newAccount).toBe(false);
  });

  it('email sign-up through the identity provider marks the account new; logout forgets it', async () => {
    server();
    const { store } = testStore();
    await store.signUpWithEmail('grace@example.com', 'long secret');
    expect(store.getState().newAccount).toBe(true);
    await store.logout({ silent: true });
    expect(store.getState().newAccount).toBe(false);
  });

  it('a failed registration marks nothing', async () => {
    server({ 'POST /api/users/register': apiError(409, 'USERNAME_TAKEN', 'This username is already taken.') });
    const { store } = testStore({ provider: null });
    await store
      .register({ username: 'ada', email: 'ada@example.com', password: 'right password' })
      .catch(() => undefined);
    expect(store.getState()).toMatchObject({ status: 'signedOut', newAccount: false });
  });
});

describe('session: logout (spec §4)', () => {
  it('removes token and deploymentId, clears user and flags, revokes the token, toasts', async () => {
    const api = server({ 'POST /api/users/login': json({ token: 'jwt-admin', user: sampleUser({ role: 'admin' }) }) });
    const { store, notify } = testStore({ provider: null });
    await store.loginWithPassword({ username: 'admin', password: 'x' });
    localStorage.setItem('deploymentId', 'd1');
    localStorage.setItem('unrelated', 'kept');

    await expect(store.logout()).resolves.toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('deploymentId')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(store.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false, isModerator: false });
    expect(notify).toHaveBeenLastCalledWith({ title: 'Logout successful', description: 'You have been logged out' });
    await vi.waitFor(() => expect(api.calls('POST /api/users/logout')).toHaveLength(1));
    expect(api.calls('POST /api/users/logout')[0]!.headers.get('Authorization')).toBe('Bearer jwt-admin');
  });

  it('clears everything even when the provider sign-out fails, and says "Logout failed"', async () => {
    server();
    const provider = new FakeProvider();
    const { store, notify } = testStore({ provider });
    await store.signInWithEmail('grace@example.com', 'secret');
    provider.signOut.mockRejectedValueOnce(new Error('Provider unreachable'));

    await expect(store.logout()).resolves.toBe(false);
    expect(provider.signOut).toHaveBeenCalled();
    for (const key of ['token', 'firebase_auth_token', 'auth_provider', 'auth_headers'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState()).toMatchObject({ status: 'signedOut', user: null });
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Logout failed',
      description: 'Provider unreachable',
      variant: 'destructive',
    });
  });
});

describe('session: start-up and current-user resolution (spec §4)', () => {
  it('with a stored token: fetches the user, enriched with the stats', async () => {
    localStorage.setItem('token', 'jwt-ada');
    const api = server();
    const { store } = testStore({ provider: null });
    expect(store.getState().status).toBe('loading');
    store.start();
    await vi.waitFor(() => expect(store.getState().status).toBe('signedIn'));
    // The stats enrich the profile (the streak then follows the activity answer).
    expect(store.getState().user).toMatchObject({ username: 'ada', totalXpEarned: 900, completedModules: ['a', 'b'] });
    expect(api.calls('GET /api/users/me')[0]!.headers.get('Authorization')).toBe('Bearer jwt-ada');
    store.stop();
  });

  it('logs out when the start-up fetch fails', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('deploymentId', 'd1');
    server({ 'GET /api/users/me': apiError(401, 'UNAUTHORIZED', 'Sign in to continue') });
    const { store, notify } = testStore({ provider: null });
    store.start();
    await vi.waitFor(() => expect(store.getState().status).toBe('signedOut'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('deploymentId')).toBeNull();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Logged out' }));
    store.stop();
  });

  it('without a token and without a provider session: signed out at once', () => {
    const { store } = testStore();
    store.start();
    expect(store.getState().status).toBe('signedOut');
    store.stop();
  });

  it('on 401 falls back to the provider profile', async () => {
    localStorage.setItem('token', 'stale-id-token');
    localStorage.setItem('auth_provider', 'google');
    const api = server({ 'GET /api/users/me': apiError(401, 'UNAUTHORIZED', 'expired') });
    const provider = new FakeProvider();
    provider.currentUser = providerUser({ tokens: ['fresh-id-token'] });
    const { store } = testStore({ provider });
    const user = await store.resolveCurrentUser();
    expect(user).toMatchObject({ username: 'grace', source: 'firebase', totalXpEarned: 900 });
    expect(api.calls('GET /api/users/firebase-profile')[0]!.headers.get('Authorization')).toBe(
      'Firebase fresh-id-token',
    );
    expect(localStorage.getItem('token')).toBe('fresh-id-token');
    expect(localStorage.getItem('firebase_auth_token')).toBe('fresh-id-token');
    store.stop();
  });

  it('on 401, when the provider profile fails too, builds a local fallback (source firebase-fallback)', async () => {
    localStorage.setItem('token', 'stale');
    localStorage.setItem('auth_provider', 'email');
    server({
      'GET /api/users/me': apiError(401, 'UNAUTHORIZED', 'expired'),
      'GET /api/users/firebase-profile': apiError(500, 'INTERNAL', 'down'),
    });
    const provider = new FakeProvider();
    provider.currentUser = providerUser({ uid: 'zz9plural', email: 'z@example.com', displayName: 'Zed' });
    const { store } = testStore({ provider });
    const user = await store.resolveCurrentUser();
    expect(user).toMatchObject({
      id: parseInt('zz9plura', 36) % 1_000_000,
      role: 'user',
      premiumTier: 'free',
      source: 'firebase-fallback',
      firebaseUid: 'zz9plural',
      email: 'z@example.com',
      fullName: 'Zed',
    });
    store.stop();
  });

  it('with a token, a 401 and no provider session: the error stands', async () => {
    localStorage.setItem('token', 'stale');
    server({ 'GET /api/users/me': apiError(401, 'UNAUTHORIZED', 'expired') });
    const { store } = testStore();
    await expect(store.resolveCurrentUser()).rejects.toMatchObject({ status: 401 });
  });

  it('without a token and without a provider user: "No user is logged in"', async () => {
    const { store } = testStore({ provider: null });
    await expect(store.resolveCurrentUser()).rejects.toThrow('No user is logged in');
  });

  it('without a token: the provider user and its profile', async () => {
    localStorage.setItem('auth_provider', 'google');
    server();
    const provider = new FakeProvider();
    provider.currentUser = providerUser();
    const { store } = testStore({ provider });
    await expect(store.resolveCurrentUser()).resolves.toMatchObject({ username: 'grace', totalXpEarned: 900 });
    store.stop();
  });

  it('a failing stats call leaves the profile as fetched', async () => {
    localStorage.setItem('token', 'jwt-ada');
    server({ 'GET /api/users/stats': apiError(500, 'INTERNAL', 'down') });
    const { store } = testStore({ provider: null });
    await expect(store.resolveCurrentUser()).resolves.toMatchObject({ totalXpEarned: 120, daysStreak: 3 });
  });

  it('"deployment changed" refreshes the authentication', async () => {
    localStorage.setItem('token', 'jwt-ada');
    localStorage.setItem('deploymentId', 'old');
    const api = server({ 'GET /api/deployment-info': json({ deploymentId: 'new' }) });
    const { store } = testStore({ provider: null });
    store.start();
    await vi.waitFor(() => expect(store.getState().status).toBe('signedIn'));
    expect(api.calls('GET /api/users/me')).toHaveLength(1);

    await expect(checkDeployment()).resolves.toMatchObject({ changed: true });
    await vi.waitFor(() => expect(api.calls('GET /api/users/me')).toHaveLength(2));
    store.stop();
  });
});

describe('session: identity provider (spec §4, §7.8, §8, §9)', () => {
  it('email sign-in: token refreshed and stored, verified with the backend, profile loaded', async () => {
    const api = server();
    const provider = new FakeProvider(providerUser({ tokens: ['id-1'] }));
    const { store, notify } = testStore({ provider });
    const user = await store.signInWithEmail('grace@example.com', 'secret');

    expect(provider.signInWithEmail).toHaveBeenCalledWith('grace@example.com', 'secret');
    expect(provider.nextUser.getIdToken).toHaveBeenCalledWith(true);
    expect(user).toMatchObject({ username: 'grace', totalXpEarned: 900 });
    expect(localStorage.getItem('firebase_auth_token')).toBe('id-1');
    expect(localStorage.getItem('token')).toBe('id-1');
    expect(localStorage.getItem('auth_provider')).toBe('email');
    expect(JSON.parse(localStorage.getItem('auth_headers')!)).toEqual({ Authorization: 'Firebase id-1' });
    expect(api.calls('GET /api/users/firebase-profile')[0]!.headers.get('Authorization')).toBe('Firebase id-1');
    expect(api.calls('GET /api/users/stats')[0]!.headers.get('Authorization')).toBe('Bearer id-1');
    expect(notify).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome back!' });
    expect(store.getState().status).toBe('signedIn');
    store.stop();
  });

  it('email sign-up shows "Registration successful"', async () => {
    server();
    const { store, notify, provider } = testStore();
    await store.signUpWithEmail('grace@example.com', 'long secret');
    expect(provider!.signUpWithEmail).toHaveBeenCalledWith('grace@example.com', 'long secret');
    expect(notify).toHaveBeenCalledWith({
      title: 'Registration successful',
      description: 'Your account has been created!',
    });
    store.stop();
  });

  it('a wrong email password shows "Invalid credentials"', async () => {
    server();
    const { store, notify, provider } = testStore();
    provider!.signInWithEmail.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }),
    );
    await expect(store.signInWithEmail('grace@example.com', 'nope')).rejects.toThrow('Invalid credentials');
    expect(notify).toHaveBeenCalledWith({
      title: 'Login failed',
      description: 'Invalid credentials',
      variant: 'destructive',
    });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("the provider's too-many-requests marks the email flow limited for an hour", async () => {
    server();
    const { store, provider } = testStore();
    provider!.signInWithEmail.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), { code: 'auth/too-many-requests' }),
    );
    await expect(store.signInWithEmail('g@example.com', 'x')).rejects.toThrow(
      'Too many sign-in attempts. Please try again after 1 hour.',
    );
    await expect(store.loginWithPassword({ username: 'ada', password: 'right password' })).rejects.toThrow(
      /Please try again after/,
    );
    // The Google flow is counted separately.
    await expect(store.signInWithGoogle()).resolves.toBeTruthy();
    store.stop();
  });

  it('a closed Google popup: "Sign-in window was closed..." with a "Google login failed" toast', async () => {
    server();
    const { store, notify, provider } = testStore();
    provider!.signInWithGoogle.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), { code: 'auth/popup-closed-by-user' }),
    );
    const error = await rejection<AuthFlowError>(store.signInWithGoogle());
    expect(error.message).toBe(
      'Sign-in window was closed. Please try again and keep the window open until completion.',
    );
    expect(error.kind).toBe('popup-closed');
    expect(notify).toHaveBeenCalledWith({
      title: 'Google login failed',
      description: 'Sign-in window was closed. Please try again and keep the window open until completion.',
      variant: 'destructive',
    });
  });

  it('Google: 10 attempts per hour, then refused', async () => {
    server();
    const { store, provider } = testStore();
    provider!.signInWithGoogle.mockRejectedValue(
      Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }),
    );
    for (let i = 0; i < 10; i++) await store.signInWithGoogle().catch(() => undefined);
    await expect(store.signInWithGoogle()).rejects.toThrow('Too many sign-in attempts. Please try again after 1 hour.');
    expect(provider!.signInWithGoogle).toHaveBeenCalledTimes(10);
    // The email flow still works.
    await expect(store.signInWithEmail('g@example.com', 'secret')).resolves.toBeTruthy();
    store.stop();
  });

  it('the backend refusing the identity (ACCOUNT_EXISTS) signs out of the provider and shows its message', async () => {
    server({
      'GET /api/users/firebase-profile': apiError(
        409,
        'ACCOUNT_EXISTS',
        'An account with this email already exists. Sign in with your password.',
      ),
    });
    const { store, notify, provider } = testStore();
    await expect(store.signInWithGoogle()).rejects.toThrow(
      'An account with this email already exists. Sign in with your password.',
    );
    expect(provider!.signOut).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('auth_provider')).toBeNull();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Google login failed' }));
  });

  it('password reset: "Password reset email sent", or "Password reset failed" with the message', async () => {
    const { store, notify, provider } = testStore();
    await store.sendPasswordReset('grace@example.com');
    expect(provider!.sendPasswordReset).toHaveBeenCalledWith('grace@example.com');
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Password reset email sent' }));

    // Issue 10 item 7: the provider's raw text ("Firebase: Error (…)") is not shown; plain words are.
    provider!.sendPasswordReset.mockRejectedValueOnce(new Error('Firebase: Error (auth/network-request-failed).'));
    await expect(store.sendPasswordReset('grace@example.com')).rejects.toThrow(
      'The sign-in service could not be reached. Check your connection and try again.',
    );
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Password reset failed',
      description: 'The sign-in service could not be reached. Check your connection and try again.',
      variant: 'destructive',
    });
  });

  describe('provider errors in plain words, never raw (issue 10 item 7)', () => {
    const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

    it.each([
      ['auth/popup-blocked', 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.'],
      ['auth/network-request-failed', 'The sign-in service could not be reached. Check your connection and try again.'],
      ['auth/internal-error', 'Google sign-in failed. Please try again.'],
    ])('Google %s', async (code, message) => {
      server();
      const { store, notify, provider } = testStore();
      provider!.signInWithGoogle.mockRejectedValueOnce(firebaseError(code));
      await expect(store.signInWithGoogle()).rejects.toThrow(message);
      expect(notify).toHaveBeenLastCalledWith({
        title: 'Google login failed',
        description: message,
        variant: 'destructive',
      });
    });

    it.each([
      ['auth/email-already-in-use', 'An account with this email already exists.'],
      ['auth/weak-password', 'Password should be at least 6 characters.'],
      ['auth/network-request-failed', 'The sign-in service could not be reached. Check your connection and try again.'],
      ['auth/operation-not-allowed', 'Email and Google sign-in are not available on this server.'],
      ['auth/something-new', 'Registration failed. Please try again.'],
    ])('email sign-up %s', async (code, message) => {
      server();
      const { store, notify, provider } = testStore();
      provider!.signUpWithEmail.mockRejectedValueOnce(firebaseError(code));
      await expect(store.signUpWithEmail('grace@example.com', 'long secret')).rejects.toThrow(message);
      expect(notify).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Registration failed', description: message }),
      );
    });
  });

  it("a password reset for an email the provider does not know goes to DevPath's own reset (issue 10 item 7)", async () => {
    const api = server({
      'POST /api/users/password-reset': json({ message: 'If an account uses this email, a reset link is on its way.' }),
    });
    const { store, notify, provider } = testStore();
    provider!.sendPasswordReset.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/user-not-found).'), { code: 'auth/user-not-found' }),
    );
    await store.sendPasswordReset('ada@example.com');
    expect(api.calls('POST /api/users/password-reset')[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Password reset email sent' }));
    expect(JSON.stringify(notify.mock.calls)).not.toContain('Firebase');
  });

  describe('"Continue with email" with a DevPath account (issue 10 item 7)', () => {
    it.each(['auth/invalid-credential', 'auth/user-not-found', 'auth/wrong-password'])(
      'the provider answering %s: the same email and password sign in to the own account',
      async (code) => {
        const api = server();
        const { store, notify, provider } = testStore();
        provider!.signInWithEmail.mockRejectedValueOnce(
          Object.assign(new Error(`Firebase: Error (${code}).`), { code }),
        );
        const user = await store.signInWithEmail('ada@example.com', 'right password');
        expect(api.calls('POST /api/users/login')[0]!.body).toEqual({
          username: 'ada@example.com',
          password: 'right password',
        });
        expect(user).toMatchObject({ id: 7, username: 'ada' });
        expect(store.getState().status).toBe('signedIn');
        expect(localStorage.getItem('token')).toBe('jwt-ada');
        expect(localStorage.getItem('auth_provider')).toBe('local');
        expect(notify).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome back!' });
        expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Login failed' }));
        store.stop();
      },
    );

    it('counts one attempt, and a rate-limited server answer limits the email flow', async () => {
      server({ 'POST /api/users/login': apiError(429, 'RATE_LIMITED', 'Too many requests') });
      const { store, provider } = testStore();
      provider!.signInWithEmail.mockRejectedValueOnce(
        Object.assign(new Error('x'), { code: 'auth/invalid-credential' }),
      );
      await expect(store.signInWithEmail('ada@example.com', 'x')).rejects.toThrow(
        'Too many sign-in attempts. Please try again after 1 hour.',
      );
      expect(JSON.parse(localStorage.getItem('email_auth_ratelimit')!).attempts).toHaveLength(1);
    });

    it('other provider failures do not try the own account', async () => {
      const api = server();
      const { store, provider } = testStore();
      provider!.signInWithEmail.mockRejectedValueOnce(
        Object.assign(new Error('x'), { code: 'auth/network-request-failed' }),
      );
      await expect(store.signInWithEmail('ada@example.com', 'right password')).rejects.toThrow('Invalid credentials');
      expect(api.calls('POST /api/users/login')).toHaveLength(0);
    });
  });

  it('without an identity provider on the server, its flows are unavailable', async () => {
    const { store } = testStore({ provider: null });
    const error = await rejection<AuthFlowError>(store.signInWithGoogle());
    expect(error.kind).toBe('failed');
    expect(error.message).toBe('Email and Google sign-in are not available on this server.');
  });

  it('auth state: loading until the first event; a restored user is verified and loaded; sign-out clears the profile', async () => {
    localStorage.setItem('auth_provider', 'google');
    server();
    const provider = new FakeProvider();
    const restored = providerUser({ tokens: ['restored-token'] });
    provider.currentUser = restored;
    const { store } = testStore({ provider });
    store.start();
    expect(store.getState().status).toBe('loading');
    await vi.waitFor(() => expect(store.getState().status).toBe('signedIn'));
    expect(store.getState().providerLoading).toBe(false);
    expect(store.getState().user).toMatchObject({ username: 'grace' });
    expect(localStorage.getItem('token')).toBe('restored-token');

    provider.currentUser = null;
    provider.emit(null);
    await vi.waitFor(() => expect(store.getState().status).toBe('signedOut'));
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    store.stop();
  });

  it('auth state: a restored session with no provider user ends signed out', async () => {
    localStorage.setItem('auth_provider', 'email');
    const { store } = testStore();
    store.start();
    expect(store.getState().status).toBe('loading');
    await vi.waitFor(() => expect(store.getState().status).toBe('signedOut'));
    store.stop();
  });

  it('updating the profile while signed out: "No user is logged in"', async () => {
    const { store, notify } = testStore();
    await expect(store.updateProfile({ bio: 'hi' })).rejects.toThrow('No user is logged in');
    expect(notify).toHaveBeenCalledWith({
      title: 'Profile update failed',
      description: 'No user is logged in',
      variant: 'destructive',
    });
  });

  it('updating the profile: "Profile updated" and the new user', async () => {
    server({ 'PATCH /api/users/me': sampleUser({ bio: 'Hello', updatedAt: '2026-11-21T13:00:00.000Z' }) });
    const { store, notify } = testStore({ provider: null });
    await store.loginWithPassword({ username: 'ada', password: 'right password' });
    await store.updateProfile({ bio: 'Hello' });
    expect(store.getState().user).toMatchObject({ bio: 'Hello', updatedAt: '2026-11-21T13:00:00.000Z' });
    expect(notify).toHaveBeenLastCalledWith({ title: 'Profile updated', description: 'Your changes have been saved.' });
    store.stop();
  });
});

describe('session: timing rules with fake timers (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  });

  it.each([
    ['signIn', [2000, 4000, 8000, 10000]],
    ['refresh', [2000, 4000, 8000, 15000]],
    ['currentUser', [2000, 4000, 8000, 8000]],
  ] as const)('profile-load backoff on the %s path: %o', (path, delays) => {
    expect([1, 2, 3, 4].map((attempt) => profileBackoffDelay(attempt, path))).toEqual(delays);
  });

  it('profile load: 5 attempts with backoff (capped at 10 s), retry headers, then the cache under 24 h', async () => {
    const attempts: number[] = [];
    const api = server({
      'GET /api/users/firebase-profile': (request) => {
        attempts.push(Date.now());
        if (request.headers.get('X-Retry-Attempt')) {
          expect(request.headers.get('Cache-Control')).toBe('no-cache');
          expect(request.headers.get('Pragma')).toBe('no-cache');
        }
        return apiError(503, 'NOT_READY', 'down');
      },
    });
    const user = providerUser();
    saveCachedProfile(sampleUser({ id: 11, username: 'grace-cached', firebaseUid: user.uid }), Date.now() - 23 * HOUR);
    const { store } = testStore();

    const loading = store.loadProfileWithRetries(user, 'signIn');
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 10000);
    const profile = await loading;

    expect(profile).toMatchObject({ username: 'grace-cached', source: 'cached-profile' });
    expect(api.calls('GET /api/users/firebase-profile').map((r) => r.headers.get('X-Retry-Attempt'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    const gaps = attempts.slice(1).map((at, i) => at - attempts[i]!);
    expect(gaps).toEqual([2000, 4000, 8000, 10000]);
  });

  it('profile load: after the retries, a cache of 24 h or more is not used (minimal fallback)', async () => {
    server({ 'GET /api/users/firebase-profile': apiError(503, 'NOT_READY', 'down') });
    const user = providerUser();
    saveCachedProfile(sampleUser({ firebaseUid: user.uid }), Date.now() - 24 * HOUR);
    const { store } = testStore();
    const loading = store.loadProfileWithRetries(user, 'currentUser');
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 8000);
    await expect(loading).resolves.toMatchObject({
      source: 'firebase-auth-fallback-after-retries',
      email: 'grace@example.com',
      role: 'user',
    });
  });

  it('profile load: a denied permission (403) builds the basic profile at once (firebase-auth-fallback)', async () => {
    const api = server({ 'GET /api/users/firebase-profile': apiError(403, 'FORBIDDEN', 'denied') });
    const { store } = testStore();
    await expect(store.loadProfileWithRetries(providerUser(), 'signIn')).resolves.toMatchObject({
      source: 'firebase-auth-fallback',
    });
    expect(api.calls('GET /api/users/firebase-profile')).toHaveLength(1);
  });

  it('profile load: an unexpected provider error gives the error fallback', async () => {
    server();
    const user = providerUser();
    user.getIdToken.mockRejectedValue(Object.assign(new Error('user disabled'), { code: 'auth/user-disabled' }));
    const { store } = testStore();
    await expect(store.loadProfileWithRetries(user, 'signIn')).resolves.toMatchObject({ source: 'error-fallback' });
  });

  it('profile load: succeeds on a later attempt', async () => {
    let calls = 0;
    server({
      'GET /api/users/firebase-profile': () =>
        ++calls < 3
          ? apiError(503, 'NOT_READY', 'down')
          : json(sampleUser({ id: 11, username: 'grace', firebaseUid: 'AbCdEfGh12345678' })),
    });
    const { store } = testStore();
    const loading = store.loadProfileWithRetries(providerUser(), 'refresh');
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    await expect(loading).resolves.toMatchObject({ username: 'grace', totalXpEarned: 900 });
  });

  it('sign-in with a failed verification goes through the profile-load retries', async () => {
    let calls = 0;
    server({
      'GET /api/users/firebase-profile': () =>
        ++calls === 1
          ? apiError(503, 'NOT_READY', 'down')
          : json(sampleUser({ id: 11, username: 'grace', firebaseUid: 'AbCdEfGh12345678' })),
    });
    const { store } = testStore();
    const signingIn = store.signInWithEmail('grace@example.com', 'secret');
    await vi.advanceTimersByTimeAsync(0);
    await expect(signingIn).resolves.toMatchObject({ username: 'grace' });
    expect(calls).toBe(2);
    store.stop();
  });

  it('token refresh: every 10 minutes, stored; 3 attempts 1 s apart', async () => {
    server();
    const user = providerUser({ tokens: ['t1', 't2', 't3', 't4', 't5'] });
    const provider = new FakeProvider(user);
    const { store } = testStore({ provider });
    await store.signInWithGoogle();
    expect(localStorage.getItem('firebase_auth_token')).toBe('t1');

    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(localStorage.getItem('firebase_auth_token')).toBe('t1');
    await vi.advanceTimersByTimeAsync(1);
    expect(localStorage.getItem('firebase_auth_token')).toBe('t2');
    expect(localStorage.getItem('token')).toBe('t2');

    // Two failures, then success: 1 s apart.
    user.getIdToken.mockRejectedValueOnce(new Error('net')).mockRejectedValueOnce(new Error('net'));
    const before = user.getIdToken.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(user.getIdToken.mock.calls.length - before).toBe(1);
    await vi.advanceTimersByTimeAsync(SECOND - 1);
    expect(user.getIdToken.mock.calls.length - before).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(user.getIdToken.mock.calls.length - before).toBe(2);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(user.getIdToken.mock.calls.length - before).toBe(3);
    expect(localStorage.getItem('firebase_auth_token')).toBe('t3');
    store.stop();
  });

  it('token refresh gives up after 3 attempts', async () => {
    const user = providerUser();
    user.getIdToken.mockRejectedValue(new Error('net'));
    const { store } = testStore();
    const refreshing = store.refreshProviderToken(user);
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    await expect(refreshing).resolves.toBeNull();
    expect(user.getIdToken).toHaveBeenCalledTimes(3);
  });

  it('activity: tracked at sign-in with the provider token, the user updated, then every 30 minutes', async () => {
    const api = server();
    const { store } = testStore({ provider: null });
    await store.loginWithPassword({ username: 'ada', password: 'right password' });
    await vi.advanceTimersByTimeAsync(0);
    const sent = api.calls('POST /api/update-user-activity');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer jwt-ada');
    expect(store.getState().user).toMatchObject({ daysStreak: 4, longestStreak: 6 });

    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(api.calls('POST /api/update-user-activity')).toHaveLength(2);
    await store.logout({ silent: true });
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(api.calls('POST /api/update-user-activity')).toHaveLength(2);
  });

  it('activity: a server error refreshes the current user', async () => {
    const api = server({
      'POST /api/update-user-activity': apiError(403, 'VERIFICATION_KEY_MISMATCH', 'Reload your profile'),
      'GET /api/users/me': sampleUser({ updatedAt: '2026-11-21T11:00:00.000Z' }),
    });
    const { store } = testStore({ provider: null });
    await store.loginWithPassword({ username: 'ada', password: 'right password' });
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(api.calls('GET /api/users/me')).toHaveLength(1));
    await vi.waitFor(() => expect(store.getState().user?.updatedAt).toBe('2026-11-21T11:00:00.000Z'));
    store.stop();
  });
});
