import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';
import { stubApi } from '../../test/session';

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

  it('has a skip link to the main content', () => {
    renderRoute('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
