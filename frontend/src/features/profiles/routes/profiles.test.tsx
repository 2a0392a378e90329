import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicProfileResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { apiError, json, sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';
import { changesOf, initialDraft } from './ProfileEditPage';

function publicProfile(overrides: Partial<PublicProfileResponse> = {}): PublicProfileResponse {
  return {
    handle: 'ada',
    fullName: 'Ada Lovelace',
    profilePicUrl: null,
    bio: 'First programmer.',
    joinedAt: '2026-01-15T00:00:00.000Z',
    activity: { totalXpEarned: 1200, daysStreak: 3, longestStreak: 8, completedModulesCount: 4 },
    showsCertificates: true,
    editable: false,
    ...overrides,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/@{handle}: public profile', () => {
  it('shows the fields returned', async () => {
    stubApi({
      'GET /api/profiles/ada': publicProfile(),
      'GET /api/practice/profiles/ada/solved': { easy: 5, medium: 2, hard: 1 },
      'GET /api/profiles/ada/certificates': { items: [] },
      'GET /api/profiles/ada/roadmaps': { items: [] },
    });
    renderRoute('/@ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    const solved = await screen.findByRole('group', { name: 'Practice problems solved' });
    expect(within(solved).getByText('8')).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByText('First programmer.')).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(within(activity).getByText('1,200')).toBeInTheDocument();
    expect(within(activity).getByText('8 days')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Certificates' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ada Lovelace (@ada) · DevPath'));
  });

  it('leaves out what the owner hides', async () => {
    const profile = publicProfile({ showsCertificates: false });
    delete profile.fullName;
    delete profile.activity;
    const api = stubApi({ 'GET /api/profiles/ada': profile });
    renderRoute('/@ada');
    // Without a shown name, the handle names the profile (never the sign-in username).
    expect(await screen.findByRole('heading', { level: 1, name: '@ada' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('@ada · DevPath'));
    expect(api.calls('GET /api/practice/profiles/ada/solved')).toEqual([]);
    expect(api.calls('GET /api/profiles/ada/certificates')).toEqual([]);
    expect(api.calls('GET /api/profiles/ada/roadmaps')).toEqual([]);
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Certificates' })).not.toBeInTheDocument();
  });

  it('lists the valid certificates with their date and verification link, and the completed roadmaps (issue 26, item 4)', async () => {
    stubApi({
      'GET /api/profiles/ada': publicProfile(),
      'GET /api/practice/profiles/ada/solved': { easy: 0, medium: 0, hard: 0 },
      'GET /api/profiles/ada/certificates': {
        items: [
          {
            code: 'DP-7K3M-Q9X2-AB0C',
            roadmap: { slug: 'frontend', title: 'Frontend Developer' },
            issuedAt: '2026-11-20T10:00:00.000Z',
            verifyUrl: 'http://127.0.0.1:3000/verify-certificate/DP-7K3M-Q9X2-AB0C',
          },
        ],
      },
      'GET /api/profiles/ada/roadmaps': {
        items: [{ slug: 'frontend', title: 'Frontend Developer', completedAt: '2026-11-19T10:00:00.000Z' }],
      },
    });
    renderRoute('/@ada');
    const certificates = await screen.findByRole('region', { name: 'Certificates' });
    expect(await within(certificates).findByText('Frontend Developer')).toBeInTheDocument();
    expect(within(certificates).queryByText('No certificates yet.')).not.toBeInTheDocument();
    const issued = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date('2026-11-20T10:00:00.000Z'),
    );
    expect(within(certificates).getByText(new RegExp(`Issued ${issued}`))).toBeInTheDocument();
    expect(
      within(certificates).getByRole('link', { name: 'Verify the Frontend Developer certificate' }),
    ).toHaveAttribute('href', '/verify-certificate/DP-7K3M-Q9X2-AB0C');
    const roadmaps = screen.getByRole('region', { name: 'Completed roadmaps' });
    expect(await within(roadmaps).findByRole('link', { name: 'Frontend Developer' })).toHaveAttribute(
      'href',
      '/roadmap/frontend',
    );
  });

  it('says so when there are no certificates yet', async () => {
    stubApi({
      'GET /api/profiles/ada': publicProfile(),
      'GET /api/practice/profiles/ada/solved': { easy: 0, medium: 0, hard: 0 },
      'GET /api/profiles/ada/certificates': { items: [] },
      'GET /api/profiles/ada/roadmaps': { items: [] },
    });
    renderRoute('/@ada');
    const certificates = await screen.findByRole('region', { name: 'Certificates' });
    expect(await within(certificates).findByText('No certificates yet.')).toBeInTheDocument();
    expect(await screen.findByText('No roadmap completed yet.')).toBeInTheDocument();
  });

  it('offers the editor to its owner or an admin', async () => {
    stubApi({ 'GET /api/profiles/ada': publicProfile({ editable: true }) });
    renderRoute('/@ada');
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/edit/ada');
  });

  it('has a not-found state', async () => {
    stubApi({ 'GET /api/profiles/ghost': apiError(404, 'PROFILE_NOT_FOUND', 'No profile has this handle.') });
    renderRoute('/@ghost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByText(/No profile has the handle @ghost/)).toBeInTheDocument();
  });
});

describe('/profile/edit/{handle}', () => {
  it('refuses anyone but the owner or an admin', async () => {
    const { store } = await signedInStore(sampleUser({ handle: 'someone-else' }), {
      'GET /api/profiles/ada': publicProfile({ editable: false }),
    });
    renderRoute('/profile/edit/ada', { store });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Only the owner of this profile or an administrator can edit it.')).toBeInTheDocument();
  });

  it('asks visitors to sign in', async () => {
    stubApi({ 'GET /api/profiles/ada': publicProfile() });
    const { store } = testStore({ provider: null });
    renderRoute('/profile/edit/ada', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in required' })).toBeInTheDocument();
  });

  it('lets the owner edit and sends only what changed', async () => {
    const owner = sampleUser({ handle: 'ada', bio: 'First programmer.' });
    const { store, api } = await signedInStore(owner, {
      'GET /api/profiles/ada': publicProfile({ editable: true }),
      'PATCH /api/profiles/ada': (request) => json(publicProfile({ editable: true, ...(request.body as object) })),
    });
    const { router } = renderRoute('/profile/edit/ada', { store });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.clear(within(form).getByLabelText('Bio'));
    await user.type(within(form).getByLabelText('Bio'), 'Wrote the first program.');
    await user.click(within(form).getByRole('switch', { name: 'Activity (XP, streaks, modules)' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/@ada'));
    expect(api.calls('PATCH /api/profiles/ada')[0]!.body).toEqual({
      bio: 'Wrote the first program.',
      privacy: { showActivity: false },
    });
  });

  it('starts from the public data when an admin edits', () => {
    const profile = publicProfile({ editable: true, showsCertificates: false });
    delete profile.activity;
    const draft = initialDraft(profile, null);
    expect(draft.privacy).toEqual({ showName: true, showActivity: false, showCertificates: false });
    expect(changesOf(draft, { ...draft, fullName: ' Ada ' })).toEqual({ fullName: 'Ada' });
    expect(changesOf(draft, { ...draft, bio: '' })).toEqual({ bio: null });
    expect(changesOf(draft, draft)).toEqual({});
  });
});

describe('/profile/claim', () => {
  it('checks availability as the user types (debounced) and claims the handle', async () => {
    const checked: string[] = [];
    const { store, api } = await signedInStore(sampleUser(), {
      'GET /api/users/handles/taken-one/availability': () => {
        checked.push('taken-one');
        return json({ handle: 'taken-one', available: false, reason: 'HANDLE_TAKEN' });
      },
      'GET /api/users/handles/ada-l/availability': () => {
        checked.push('ada-l');
        return json({ handle: 'ada-l', available: true });
      },
      'PUT /api/users/me/handle': json(sampleUser({ handle: 'ada-l' })),
    });
    renderRoute('/profile/claim', { store });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Handle' });
    const claim = screen.getByRole('button', { name: 'Claim handle' });

    await user.type(input, 'A!');
    expect(
      await screen.findByText(
        'A handle is 3–30 lowercase letters, digits, _ or -, starting and ending with a letter or digit.',
      ),
    ).toBeInTheDocument();
    expect(claim).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'taken-one');
    expect(await screen.findByText('@taken-one is already taken.')).toBeInTheDocument();
    expect(claim).toBeDisabled();
    // Typing fast checks only the final value.
    expect(checked).toEqual(['taken-one']);

    await user.clear(input);
    await user.type(input, 'ADA-L');
    expect(input).toHaveValue('ada-l');
    expect(await screen.findByText('@ada-l is available.')).toBeInTheDocument();
    expect(claim).toBeEnabled();
    await user.click(claim);

    const link = await screen.findByRole('link', { name: 'View your public profile' });
    expect(link).toHaveAttribute('href', '/@ada-l');
    expect(api.calls('PUT /api/users/me/handle')[0]!.body).toEqual({ handle: 'ada-l' });
    expect(store.getState().user?.handle).toBe('ada-l');
  });

  it('shows reserved handles as such', async () => {
    const { store } = await signedInStore(sampleUser(), {
      'GET /api/users/handles/admin/availability': json({
        handle: 'admin',
        available: false,
        reason: 'HANDLE_RESERVED',
      }),
    });
    renderRoute('/profile/claim', { store });
    await userEvent.setup().type(await screen.findByRole('textbox', { name: 'Handle' }), 'admin');
    expect(await screen.findByText('@admin is reserved.')).toBeInTheDocument();
  });
});
