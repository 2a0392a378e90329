import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session/SessionProvider';

/**
 * Spec §4: logout signs out of the identity provider, clears the session
 * (even if that sign-out fails) and goes to /auth.
 */
export function useLogout(): () => void {
  const store = useSessionStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void store.logout({ to: '/auth' });
    queryClient.clear();
    void navigate('/auth');
  }, [store, queryClient, navigate]);
}
