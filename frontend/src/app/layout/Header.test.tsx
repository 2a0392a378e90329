import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';
import { sampleUser, signedInStore, stubApi } from '../../test/session';
import type { UserResponse } from '../../api/generated/types.gen';
import { guestCart } from '../../lib/cart/guestCart';

async function openUserMenu(user: UserResponse, path = '/about') {
  const { store } = await signedInStore(user);
  const view = renderRoute(path, { store });
  const events = userEvent.setup();
  await events.click(screen.getByRole('button', { name: 'Account menu' }));
  const menu = await screen.findByRole('menu');
  return { ...view, store, menu, user: events };
}

function itemsOf(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')]);
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('header', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the spec links in order with their targets', async () => {
    renderRoute('/about');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Career', '/quiz'],
      ['Roadmaps', '/roadmaps'],
      ['Practice', '/practice'],
      ['Marketplace', '/marketplace'],
      ['Blog', '/blog'],
      ['Leaderboard', '/leaderboard'],
      ['Resources', '/resources'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/quiz', 'Career'],
    ['/quiz/results', 'Career'],
    ['/roadmaps', 'Roadmaps'],
    ['/bootcamps/12', 'Roadmaps'],
    ['/roadmap/frontend', 'Roadmaps'],
    ['/practice', 'Practice'],
    ['/practice/problem/two-sum', 'Practice'],
    ['/marketplace/starter-kit', 'Marketplace'],
    ['/blog/first-post', 'Blog'],
    ['/leaderboard-new', 'Leaderboard'],
    ['/resources', 'Resources'],
  ])('marks exactly one link active on %s: %s', (path, label) => {
    renderRoute(path);
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('marks no header link active on a page outside the header', () => {
    renderRoute('/about');
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current).toEqual([]);
  });

  it('moves the highlight when the user navigates', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    await user.click(within(mainNav()).getByRole('link', { name: 'Blog' }));
    expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('signed out: shows the login icon to /auth and no account or logout icon', () => {
    renderRoute('/');
    expect(screen.getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('signed in: shows the account icon to /dashboard and the logout icon', () => {
    localStorage.setItem('token', 'abc');
    renderRoute('/');
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login / Register' })).not.toBeInTheDocument();
  });

  it.each([
    [false, 'Login / Register', 'link'],
    [true, 'My Account', 'link'],
    [true, 'Logout', 'button'],
  ] as const)('signed in=%s: the "%s" tooltip opens after 700 ms of hover', (signedIn, label, role) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    if (signedIn) localStorage.setItem('token', 'abc');
    renderRoute('/about');
    const trigger = screen.getByRole(role, { name: label });

    // React derives pointerenter/pointerleave from pointerover/pointerout.
    fireEvent.pointerOver(trigger);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(label);
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);

    fireEvent.pointerOut(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not open the tooltip when the pointer leaves before 700 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderRoute('/about');
    const trigger = screen.getByRole('link', { name: 'Login / Register' });
    fireEvent.pointerOver(trigger);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerOut(trigger);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens the tooltip on keyboard focus too and closes it with Escape', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderRoute('/about');
    act(() => screen.getByRole('link', { name: 'Login / Register' }).focus());
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Login / Register');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('logout removes token and deploymentId and goes to /auth', async () => {
    const api = stubApi({ 'POST /api/users/logout': { json: { message: 'Logged out' } } });
    localStorage.setItem('token', 'abc');
    localStorage.setItem('deploymentId', 'd1');
    localStorage.setItem('unrelated', 'kept');
    const user = userEvent.setup();
    const { router } = renderRoute('/about');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem('token')).toBeNull();
    // The server revokes the token too.
    await vi.waitFor(() => expect(api.calls('POST /api/users/logout')).toHaveLength(1));
    expect(localStorage.getItem('deploymentId')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(await screen.findByRole('link', { name: 'Login / Register' })).toBeInTheDocument();
  });

  it('a guest: no cart in the header while the cart is empty, the cart with its count once it is not', async () => {
    renderRoute('/about');
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    act(() => {
      guestCart.add('p-1');
      guestCart.add('p-2');
    });
    const cart = screen.getByRole('link', { name: 'Cart: 2 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('2');
    act(() => guestCart.remove('p-2'));
    expect(screen.getByRole('link', { name: 'Cart: 1 item' })).toHaveTextContent('1');
    act(() => guestCart.clear());
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('signed in: the header counts the server cart, leaving out what the learner owns by now', async () => {
    const item = (productId: string, owned: boolean) => ({
      productId,
      slug: productId,
      title: productId,
      amount: 900,
      currency: 'USD',
      owned,
      purchasable: !owned,
      payable: !owned,
      addedAt: '2026-11-01T10:00:00.000Z',
    });
    const { store } = await signedInStore(sampleUser(), {
      'GET /api/cart': {
        items: [item('a', false), item('b', false), item('c', true)],
        total: 1800,
        currency: 'USD',
        payableCount: 2,
        limit: 50,
      },
    });
    renderRoute('/about', { store });
    expect(await screen.findByRole('link', { name: 'Cart: 2 items' })).toHaveAttribute('href', '/cart');
  });

  it('signed in with an empty cart: no cart in the header', async () => {
    const { store, api } = await signedInStore(sampleUser(), {
      'GET /api/cart': { items: [], total: 0, currency: 'USD', payableCount: 0, limit: 50 },
    });
    renderRoute('/about', { store });
    await vi.waitFor(() => expect(api.calls('GET /api/cart')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('has a skip link to the main content', () => {
    renderRoute('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('signed out: a "Sign up" link beside the login icon opens /auth on its Register tab', async () => {
    const { router } = renderRoute('/about');
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('href', '/auth?tab=register');
    await userEvent.setup().click(signUp);
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?tab=register');
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
  });

  it('signed in: the avatar link shows the initials and the user menu reaches Dashboard, Profile, Settings, Sign out', async () => {
    const { menu } = await openUserMenu(sampleUser({ fullName: 'Ada Lovelace' }));
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveTextContent('AL');
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    // Without a handle, Profile leads to the handle-claim screen.
    expect(itemsOf(menu)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Practice', '/practice'],
      ['Profile', '/profile/claim'],
      ['Settings', '/settings'],
      ['My purchases', '/purchases'],
      ['Go premium', '/pricing'],
      ['Sign out', null],
    ]);
  });

  it('signed in with a complete profile: Settings is still there, Profile is the public profile', async () => {
    const { menu } = await openUserMenu(
      sampleUser({
        handle: 'ada',
        fullName: 'Ada Lovelace',
        bio: 'Poet of numbers',
        profilePicUrl: 'https://example.com/ada.png',
      }),
    );
    expect(itemsOf(menu)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Practice', '/practice'],
      ['Profile', '/@ada'],
      ['Settings', '/settings'],
      ['My purchases', '/purchases'],
      ['Go premium', '/pricing'],
      ['Sign out', null],
    ]);
  });

  it.each([
    [
      'admin',
      [
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
    [
      'moderator',
      [
        ['Content', '/admin/roadmaps'],
        ['Problems', '/admin/practice'],
        ['Blog posts', '/admin/blog'],
        ['Marketplace', '/admin/marketplace'],
        ['Suggestions', '/admin/resources'],
        ['Links', '/admin/links'],
        ['Review queue', '/project-feedback?tab=review'],
      ],
    ],
  ] as const)('signed in as %s: the user menu adds the staff pages', async (role, staff) => {
    const { menu } = await openUserMenu(sampleUser({ role }));
    expect(itemsOf(menu)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Practice', '/practice'],
      ['Profile', '/profile/claim'],
      ['Settings', '/settings'],
      ['My purchases', '/purchases'],
      ['Go premium', '/pricing'],
      ...staff,
      ['Sign out', null],
    ]);
  });

  it('signed in as a premium member: the user menu leads to the membership instead of the plans', async () => {
    const { menu } = await openUserMenu(sampleUser({ premiumTier: 'premium' }));
    expect(within(menu).getByRole('menuitem', { name: 'My membership' })).toHaveAttribute('href', '/premium');
    expect(within(menu).queryByRole('menuitem', { name: 'Go premium' })).not.toBeInTheDocument();
  });

  it('the user menu follows a link and closes', async () => {
    const { menu, user, router } = await openUserMenu(sampleUser());
    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/settings');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('the user menu works from the keyboard: Enter opens it, arrows move, Escape closes it', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'admin' }));
    renderRoute('/about', { store });
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    act(() => trigger.focus());
    // The menu loads after the first paint; the button stays the same for the keyboard meanwhile.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });

  it('Enter on the account button before its menu has loaded opens the menu, with the focus kept', async () => {
    const { store } = await signedInStore(sampleUser());
    renderRoute('/about', { store });
    const user = userEvent.setup();
    act(() => screen.getByRole('button', { name: 'Account menu' }).focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
  });

  it('Sign out in the user menu clears the session and goes to /auth', async () => {
    const { menu, user, router, store } = await openUserMenu(sampleUser());
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(store.getState().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
