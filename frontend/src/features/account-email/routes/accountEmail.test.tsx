import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { apiError, json, sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';

const NEUTRAL = 'If an account uses this email, a reset link is on its way.';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function signedOut(path: string) {
  const { store } = testStore({ provider: null });
  return { ...renderRoute(path, { store }), user: userEvent.setup() };
}

describe('/auth → /forgot-password (issue 10 item 7)', () => {
  it('the login form links to the reset screen, with the email when one was typed', async () => {
    stubApi({});
    const { user, router } = signedOut('/auth');
    const form = await screen.findByRole('form', { name: 'Login' });
    await user.type(within(form).getByLabelText(/Username or email/), 'ada@example.com');
    await user.click(within(form).getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
  });

  it('asks for a valid email, then shows the neutral answer', async () => {
    const api = stubApi({ 'POST /api/users/password-reset': json({ message: NEUTRAL }) });
    const { user } = signedOut('/forgot-password');
    const form = await screen.findByRole('form', { name: 'Request a password reset link' });
    await user.type(within(form).getByLabelText(/^Email/), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.calls('POST /api/users/password-reset')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Email/));
    await user.type(within(form).getByLabelText(/^Email/), ' ada@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(api.calls('POST /api/users/password-reset')[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });

  it('a throttled request says so', async () => {
    stubApi({
      'POST /api/users/password-reset': apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.'),
    });
    const { user } = signedOut('/forgot-password?email=ada%40example.com');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });
});

describe('/reset-password', () => {
  it('checks the new password and its confirmation, sets it, then offers to sign in', async () => {
    const api = stubApi({ 'POST /api/users/password-reset/confirm': json({ message: 'Password changed' }) });
    const { user } = signedOut('/reset-password?token=tok-1');
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText(/^New password/), 'a long passphrase');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'another one');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(within(form).getByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.calls('POST /api/users/password-reset/confirm')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Confirm new password/));
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'a long passphrase');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your new password is set/)).toBeInTheDocument();
    expect(api.calls('POST /api/users/password-reset/confirm')[0]!.body).toEqual({
      token: 'tok-1',
      newPassword: 'a long passphrase',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it("shows the server's password policy at the field", async () => {
    stubApi({
      'POST /api/users/password-reset/confirm': apiError(
        400,
        'PASSWORD_TOO_COMMON',
        'This password is too common or too easy to guess. Please choose another.',
      ),
    });
    const { user } = signedOut('/reset-password?token=tok-1');
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText(/^New password/), 'password123');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'password123');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(within(form).getByLabelText(/^New password/)).toHaveAccessibleDescription(/too common/));
  });

  it('an invalid or expired link says so and leads to a new one', async () => {
    stubApi({
      'POST /api/users/password-reset/confirm': apiError(
        400,
        'RESET_TOKEN_INVALID',
        'This password reset link is invalid or has expired. Please request a new one.',
      ),
    });
    const { user } = signedOut('/reset-password?token=old');
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText(/^New password/), 'a long passphrase');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'a long passphrase');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('without a token: a way to get a link', async () => {
    stubApi({});
    signedOut('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This address has no reset code');
    expect(screen.getByRole('link', { name: 'Get a new link' })).toBeInTheDocument();
  });
});

describe('/verify-email', () => {
  it('confirms the address once and offers the dashboard (signed in)', async () => {
    const { store, api } = await signedInStore(sampleUser({ isVerified: false }), {
      'POST /api/users/email-verification/confirm': json({ message: 'Email verified' }),
    });
    renderRoute('/verify-email?token=tok-v', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(api.calls('POST /api/users/email-verification/confirm')).toHaveLength(1);
    expect(api.calls('POST /api/users/email-verification/confirm')[0]!.body).toEqual({ token: 'tok-v' });
    // The user is read again, so "verify your email" reminders go away.
    await waitFor(() => expect(api.calls('GET /api/users/me')).toHaveLength(1));
  });

  it('signed out: confirms and offers to sign in', async () => {
    stubApi({ 'POST /api/users/email-verification/confirm': json({ message: 'Email verified' }) });
    signedOut('/verify-email?token=tok-v');
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('an invalid link says so; signed in, a new one is sent', async () => {
    const { store, api } = await signedInStore(sampleUser({ isVerified: false }), {
      'POST /api/users/email-verification/confirm': apiError(
        400,
        'VERIFICATION_TOKEN_INVALID',
        'This verification link is invalid or has expired. Request a new one from your settings.',
      ),
      'POST /api/users/me/email-verification': json({ message: 'Verification email sent' }),
    });
    renderRoute('/verify-email?token=used', { store });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We sent you a new link. Open the newest email.')).toBeInTheDocument();
    expect(api.calls('POST /api/users/me/email-verification')).toHaveLength(1);
  });

  it('an invalid link, signed out: sign in to get a new one', async () => {
    stubApi({
      'POST /api/users/email-verification/confirm': apiError(
        400,
        'VERIFICATION_TOKEN_INVALID',
        'This verification link is invalid or has expired.',
      ),
    });
    signedOut('/verify-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/auth');
  });
});
