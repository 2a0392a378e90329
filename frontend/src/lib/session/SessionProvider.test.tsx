import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query';
import { sampleUser, signedInStore } from '../../test/session';
import { SessionProvider, useSession } from './SessionProvider';

function Probe() {
  const session = useSession();
  return (
    <p>
      {session.status} {String(session.isSignedIn)} {session.user?.username ?? 'nobody'} admin={String(session.isAdmin)}
    </p>
  );
}

describe('SessionProvider', () => {
  it('renders the session and drops the cached data of a user who signs out', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'admin' }));
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/users/stats'], { totalXpEarned: 1 });
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={store}>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('signedIn true ada admin=true')).toBeInTheDocument();

    await act(async () => {
      await store.logout({ silent: true });
    });
    expect(screen.getByText('signedOut false nobody admin=false')).toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/users/stats'])).toBeUndefined();
  });
});
