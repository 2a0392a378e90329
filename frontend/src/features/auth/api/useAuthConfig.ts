import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/session/SessionProvider';

/** GET /api/auth/config: which sign-in methods the server offers. */
export function useAuthConfig() {
  const store = useSessionStore();
  return useQuery(store.authConfigQuery());
}
