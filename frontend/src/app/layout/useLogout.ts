import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';

/** Spec §4: logout clears the session and goes to /auth. */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    signOut();
    queryClient.clear();
    void navigate('/auth');
  }, [signOut, queryClient, navigate]);
}
