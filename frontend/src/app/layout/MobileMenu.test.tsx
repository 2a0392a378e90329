import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';
import { sampleUser, signedInStore, stubApi } from '../../test/session';

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { user, dialog };
}

const headerLinks = ['Home', 'Career', 'Roadmaps', 'Practice', 'Marketplace', 'Blog', 'Leaderboard', 'Resources'];

describe('mobile menu', () => {
  it('signed out: lists the header links, Documentation, then Login / Register and Sign up', async () => {
    renderRoute('/');
    const { dialog } = await openMenu();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      ...headerLinks,
      'Documentation',
      'Login / Register',
      'Sign up',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth?tab=register');
    // Both ways in, told apart: "Sign up" is the primary button, "Login / Register" a plain menu link.
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveClass('mantine-Button-root');
    expect(within(dialog).getByRole('link', { name: 'Login / Register' })).not.toHaveClass('mantine-Button-root');
    expect(within(dialog).getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/auth');
    expect(within(dialog).getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/documentation');
    expect(within(dialog).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('signed in: lists the header links, Documentation, then Dashboard, Profile, Settings, My purchases and Logout', async () => {
    localStorage.setItem('token', 'abc');
    renderRoute('/');
    const { dialog } = await openMenu();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      ...headerLinks,
      'Documentation',
      'Dashboard',
      'Profile',
      'Settings',
      'My purchases',
      'Go premium',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Login / Register' })).not.toBeInTheDocument();
  });

  it('highlights the current page and closes after following a link', async () => {
    const { router } = renderRoute('/blog');
    const { user, dialog } = await openMenu();
    expect(within(dialog).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(dialog).getByRole('link', { name: 'Leaderboard' }));
    expect(router.state.location.pathname).toBe('/leaderboard');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('Logout clears the session and goes to /auth', async () => {
    const api = stubApi({ 'POST /api/users/logout': { json: { message: 'Logged out' } } });
    localStorage.setItem('token', 'abc');
    localStorage.setItem('deploymentId', 'd1');
    const { router } = renderRoute('/about');
    const { user, dialog } = await openMenu();

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem('token')).toBeNull();
    // The server revokes the token too.
    await vi.waitFor(() => expect(api.calls('POST /api/users/logout')).toHaveLength(1));
    expect(localStorage.getItem('deploymentId')).toBeNull();
  });

  it.each([
    ['user', sampleUser({ handle: 'ada', bio: 'Poet', fullName: 'Ada Lovelace' }), [['Profile', '/@ada']]],
    [
      'moderator',
      sampleUser({ role: 'moderator' }),
      [
        ['Profile', '/profile/claim'],
        ['Content', '/admin/roadmaps'],
        ['Problems', '/admin/practice'],
        ['Blog posts', '/admin/blog'],
        ['Marketplace', '/admin/marketplace'],
        ['Suggestions', '/admin/resources'],
        ['Links', '/admin/links'],
        ['Review queue', '/project-feedback?tab=review'],
      ],
    ],
    [
      'admin',
      sampleUser({ role: 'admin', handle: 'root' }),
      [
        ['Profile', '/@root'],
        ['Admin', '/admin'],
        ['Partners', '/admin/partners'],
        ['Content', '/admin/roadmaps'],
        ['Problems', '/admin/practice'],
        ['Blog posts', '/admin/blog'],
        ['Marketplace', '/admin/marketplace'],
        ['Suggestions', '/admin/resources'],
        ['Links', '/admin/links'],
        ['Review queue', '/project-feedback?tab=review'],
        ['Orders', '/admin/orders'],
        ['Inbox', '/admin/inbox'],
        ['Security reports', '/admin/security-reports'],
        ['Audit log', '/admin/audit-log'],
      ],
    ],
  ] as const)(
    'signed in as %s: the same account entries as the user menu (but Practice, among the main links here)',
    async (_role, account, extra) => {
      const { store } = await signedInStore(account);
      renderRoute('/', { store });
      const { dialog } = await openMenu();
      const links = within(dialog)
        .getAllByRole('link')
        .slice(headerLinks.length + 1)
        .map((link) => [link.textContent, link.getAttribute('href')]);
      const [profile, ...staff] = extra;
      expect(links).toEqual([
        ['Dashboard', '/dashboard'],
        profile,
        ['Settings', '/settings'],
        ['My purchases', '/purchases'],
        ['Go premium', '/pricing'],
        ...staff,
      ]);
      expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    },
  );
});
