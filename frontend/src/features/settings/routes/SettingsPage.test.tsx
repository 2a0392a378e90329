import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast';
import { renderRoute } from '../../../test/render';
import { apiError, json, sampleUser, signedInStore, testStore } from '../../../test/session';
import { initialTimeZone, timeZones } from '../components/TimeZoneSection';

async function openSettings(routes: Parameters<typeof signedInStore>[1] = {}, user = sampleUser()) {
  const session = await signedInStore(user, routes);
  const view = renderRoute('/settings', { store: session.store });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { ...session, ...view, user: userEvent.setup() };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/settings', () => {
  it('sends a signed-out visitor to /auth', async () => {
    const { store } = testStore({ provider: null });
    const { router } = renderRoute('/settings', { store });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('profile: checks the picture URL, saves the changes and says "Profile updated"', async () => {
    const { user, api, notify, store } = await openSettings({
      'PATCH /api/users/me': (request) =>
        json(sampleUser({ ...(request.body as object), updatedAt: '2026-11-21T13:00:00.000Z' })),
    });
    const profile = section('Profile');
    const picture = within(profile).getByLabelText('Picture URL');
    // Addresses are pasted, as people enter them; the names are typed.
    await user.click(picture);
    await user.paste('http://example.com/me.png');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(within(profile).getByText('Use an https:// address.')).toBeInTheDocument();
    expect(api.calls('PATCH /api/users/me')).toHaveLength(0);

    await user.clear(picture);
    await user.paste('https://example.com/me.png');
    await user.clear(within(profile).getByLabelText('Full name'));
    await user.type(within(profile).getByLabelText('Full name'), 'Ada King');
    await user.type(within(profile).getByLabelText('Bio'), 'Poet of numbers');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(api.calls('PATCH /api/users/me')).toHaveLength(1));
    expect(api.calls('PATCH /api/users/me')[0]!.body).toEqual({
      fullName: 'Ada King',
      profilePicUrl: 'https://example.com/me.png',
      bio: 'Poet of numbers',
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: 'Profile updated', description: 'Your changes have been saved.' }),
    );
    expect(store.getState().user).toMatchObject({ fullName: 'Ada King', updatedAt: '2026-11-21T13:00:00.000Z' });
  });

  it('profile: a failed update shows the server message and "Profile update failed"', async () => {
    const { user, notify } = await openSettings({
      'PATCH /api/users/me': apiError(400, 'VALIDATION_FAILED', 'bio must be shorter than or equal to 280 characters', [
        { field: 'bio', problems: ['bio must be shorter than or equal to 280 characters'] },
      ]),
    });
    const profile = section('Profile');
    await user.type(within(profile).getByLabelText('Bio'), 'Hello');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByRole('alert')).toHaveTextContent(
      'bio must be shorter than or equal to 280 characters',
    );
    expect(notify).toHaveBeenCalledWith({
      title: 'Profile update failed',
      description: 'bio must be shorter than or equal to 280 characters',
      variant: 'destructive',
    });
  });

  it('privacy: a switch saves at once', async () => {
    const show = vi.spyOn(toastStore, 'show');
    const { user, api } = await openSettings({
      'PATCH /api/users/me/settings': json(
        sampleUser({ privacy: { showName: false, showCertificates: true, showActivity: true } }),
      ),
    });
    const privacy = section('Privacy');
    const name = within(privacy).getByRole('switch', { name: /Show my full name/ });
    expect(name).toBeChecked();
    await user.click(name);
    await waitFor(() => expect(api.calls('PATCH /api/users/me/settings')).toHaveLength(1));
    expect(api.calls('PATCH /api/users/me/settings')[0]!.body).toEqual({ privacy: { showName: false } });
    await waitFor(() => expect(within(privacy).getByRole('switch', { name: /Show my full name/ })).not.toBeChecked());
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Settings saved' }));
  });

  it('time zone: the browser zone replaces the server default, and is saved on request', async () => {
    const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(initialTimeZone('UTC', 'Europe/Paris')).toBe('Europe/Paris');
    expect(initialTimeZone('Asia/Tokyo', 'Europe/Paris')).toBe('Asia/Tokyo');
    expect(initialTimeZone('UTC', 'UTC')).toBe('UTC');
    expect(timeZones()).toEqual(expect.arrayContaining(['UTC', 'Europe/Paris', 'America/New_York']));

    const { user, api } = await openSettings(
      { 'PATCH /api/users/me/settings': json(sampleUser({ timeZone: 'Asia/Tokyo' })) },
      sampleUser({ timeZone: 'Asia/Tokyo' }),
    );
    const zone = section('Time zone');
    expect(within(zone).getByLabelText('Time zone', { selector: 'input' })).toHaveValue('Asia/Tokyo');
    expect(within(zone).getByRole('button', { name: 'Save time zone' })).toBeDisabled();
    if (detected !== 'Asia/Tokyo') {
      await user.click(within(zone).getByRole('button', { name: 'Use my current time zone' }));
      await user.click(within(zone).getByRole('button', { name: 'Save time zone' }));
      await waitFor(() => expect(api.calls('PATCH /api/users/me/settings')[0]?.body).toEqual({ timeZone: detected }));
    }
  });

  it('password: only for own accounts; checks the confirmation; shows a wrong current password at its field', async () => {
    const { user, api } = await openSettings({
      'POST /api/users/me/password': apiError(403, 'CURRENT_PASSWORD_WRONG', 'The current password is not correct.'),
    });
    const form = section('Password');
    await user.type(within(form).getByLabelText(/^Current password/, { selector: 'input' }), 'old one');
    await user.type(within(form).getByLabelText(/^New password/, { selector: 'input' }), 'a brand new passphrase');
    await user.type(within(form).getByLabelText(/^Confirm new password/, { selector: 'input' }), 'something else');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.calls('POST /api/users/me/password')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Confirm new password/, { selector: 'input' }));
    await user.type(
      within(form).getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'a brand new passphrase',
    );
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Current password/, { selector: 'input' })).toHaveAccessibleDescription(
        'The current password is not correct.',
      ),
    );
    expect(api.calls('POST /api/users/me/password')[0]!.body).toEqual({
      currentPassword: 'old one',
      newPassword: 'a brand new passphrase',
    });
  });

  it('password: hidden for accounts of the identity provider', async () => {
    await openSettings({}, sampleUser({ source: 'google', firebaseUid: 'uid-g' }));
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();
  });

  it('delete account: enabled once the username is typed, then signs out and goes home', async () => {
    const { user, api, router, store } = await openSettings({
      'POST /api/users/me/deletion': { json: { message: 'Account deleted' } },
    });
    const danger = section('Delete account');
    const button = within(danger).getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    await user.type(within(danger).getByRole('textbox', { name: /Type your username/ }), 'ad');
    expect(button).toBeDisabled();
    await user.type(within(danger).getByRole('textbox', { name: /Type your username/ }), 'a');
    expect(button).toBeDisabled(); // the password is still missing
    await user.type(within(danger).getByLabelText(/^Password/, { selector: 'input' }), 'my password');
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST /api/users/me/deletion')[0]!.body).toEqual({ confirmation: 'ada', password: 'my password' });
    expect(store.getState().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
