import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { ACTIVITY_OK, json, sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/dashboard', () => {
  it('sends a signed-out visitor to /auth', async () => {
    const { store } = testStore({ provider: null });
    const { router } = renderRoute('/dashboard', { store });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/dashboard', search: '', hash: '' } });
  });

  it('shows a skeleton while the stored session is restored', async () => {
    localStorage.setItem('token', 'jwt');
    stubApi({});
    const { store } = testStore({ provider: null });
    renderRoute('/dashboard', { store });
    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows XP, streaks, completed modules and what to do next', async () => {
    const user = sampleUser({ totalXpEarned: 1234, daysStreak: 3, longestStreak: 12, completedModules: ['html-basics', 'css-layout'], handle: null });
    const { store } = await signedInStore(user, {
      'POST /api/update-user-activity': { json: { ...ACTIVITY_OK, daysStreak: 3, longestStreak: 12, totalXpEarned: 1234 } },
    });
    renderRoute('/dashboard', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Current streak').parentElement).toHaveTextContent('3 days');
    expect(screen.getByText('Longest streak').parentElement).toHaveTextContent('12 days');
    expect(screen.getByText('Completed modules', { selector: 'p' }).parentElement).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /Take the career quiz/ })).toHaveAttribute('href', '/quiz');
    expect(screen.getByRole('link', { name: /Follow a roadmap/ })).toHaveAttribute('href', '/roadmaps');
    expect(screen.getByRole('link', { name: /Practice coding/ })).toHaveAttribute('href', '/practice');
    expect(screen.getByRole('link', { name: /Claim your handle/ })).toHaveAttribute('href', '/profile/claim');
    expect(screen.getByText('css-layout')).toBeInTheDocument();
  });

  it('greets a new account as new on its first visit, then says "Welcome back"', async () => {
    const user = sampleUser({ fullName: 'Ada Lovelace' });
    stubApi({
      'POST /api/users/register': json({ message: 'Registration successful', user }, 201),
      'POST /api/users/login': json({ token: 'jwt-new', user }),
      'POST /api/update-user-activity': { json: ACTIVITY_OK },
      'GET /api/users/stats': { totalXpEarned: 0, daysStreak: 0, completedModules: [] },
    });
    const { store } = testStore({ provider: null });
    await store.register({ username: 'ada', email: 'ada@example.com', password: 'a long passphrase' });
    const { router } = renderRoute('/dashboard', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to DevPath, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Your account is ready. Here is where to start.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();

    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
  });

  it('refreshes the stats on every visit', async () => {
    const { store, api } = await signedInStore(sampleUser({ totalXpEarned: 10 }), {
      'GET /api/users/stats': { totalXpEarned: 75, daysStreak: 3, completedModules: [] },
      'POST /api/update-user-activity': { json: { ...ACTIVITY_OK, totalXpEarned: 75 } },
    });
    renderRoute('/dashboard', { store });
    expect(await screen.findByText('75')).toBeInTheDocument();
    expect(api.calls('GET /api/users/stats').length).toBeGreaterThan(0);
    expect(store.getState().user?.totalXpEarned).toBe(75);
  });

  it('links the public profile once a handle is claimed', async () => {
    const { store } = await signedInStore(sampleUser({ handle: 'ada' }));
    renderRoute('/dashboard', { store });
    expect(await screen.findByRole('link', { name: /View your public profile/ })).toHaveAttribute('href', '/@ada');
    expect(screen.queryByRole('link', { name: /Claim your handle/ })).not.toBeInTheDocument();
  });
});
