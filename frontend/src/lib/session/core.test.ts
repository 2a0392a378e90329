import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMeQueryKey } from '../../api/generated/@tanstack/react-query.gen';
import { json, sampleUser, signedInStore, stopTestStores } from '../../test/session';

afterEach(() => {
  stopTestStores();
  vi.useRealTimers();
});

describe('session: the signed-in user is the current-user query', () => {
  it("keeps the user as the data of GET /api/users/me's generated query key, once", async () => {
    const { store } = await signedInStore(sampleUser({ username: 'ada' }));
    expect(store.queries.getQueryData(getMeQueryKey())).toBe(store.getState().user);
    expect(store.getState().user?.username).toBe('ada');
  });

  it("a change to the query data is the session's change: listeners hear it, flags follow", async () => {
    const { store } = await signedInStore(sampleUser({ role: 'user' }));
    const heard = vi.fn();
    store.subscribe(heard);
    store.queries.setQueryData(getMeQueryKey(), { ...store.getState().user!, role: 'moderator' });
    expect(heard).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ status: 'signedIn', isModerator: true });
  });

  it('reading the query again re-reads the user from the server (with the stats)', async () => {
    const { store, api } = await signedInStore(sampleUser({ totalXpEarned: 10 }), {
      'GET /api/users/me': sampleUser({ fullName: 'Ada King' }),
      'GET /api/users/stats': { totalXpEarned: 75, daysStreak: 3, completedModules: [] },
    });
    const user = await store.queries.fetchQuery({ ...store.userQuery(), staleTime: 0 });
    expect(api.calls('GET /api/users/me')).toHaveLength(1);
    expect(user).toMatchObject({ fullName: 'Ada King', totalXpEarned: 75 });
    expect(store.getState().user).toMatchObject({ fullName: 'Ada King', totalXpEarned: 75 });
  });

  it('a failed re-read keeps the user; a 401 ends the session and the query holds null', async () => {
    const { store } = await signedInStore(sampleUser(), { 'GET /api/users/me': json({ message: 'down' }, 503) });
    await expect(store.queries.fetchQuery({ ...store.userQuery(), staleTime: 0 })).rejects.toThrow();
    expect(store.getState()).toMatchObject({ status: 'signedIn', user: { username: 'ada' } });

    const ended = await signedInStore(sampleUser(), {
      'GET /api/users/me': json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }, 401),
    });
    await expect(ended.store.queries.fetchQuery({ ...ended.store.userQuery(), staleTime: 0 })).resolves.toBeNull();
    expect(ended.store.getState()).toMatchObject({ status: 'signedOut', user: null });
  });

  it('the user is not garbage-collected while no component reads it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = await signedInStore(sampleUser());
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(store.queries.getQueryData(getMeQueryKey())).toMatchObject({ username: 'ada' });
    expect(store.getState().user?.username).toBe('ada');
  });
});
