import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useSignOut } from '../../lib/session/mutations';

/**
 * Spec §4: logout signs out of the identity provider, clears the session
 * (even if that sign-out fails) and goes to /auth.
 */
export function useLogout(): () => void {
  const { signOut } = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void signOut({ to: paths.auth });
    queryClient.clear();
    void navigate(paths.auth);
  }, [signOut, queryClient, navigate]);
}
