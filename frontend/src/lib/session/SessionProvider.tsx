import { hashKey, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { sessionStore, type SessionState, type SessionStore } from './store';

const SessionContext = createContext<SessionStore | null>(null);

/**
 * Makes the session store available to React. The app's store is started by
 * startApp() (outside React); tests pass their own store. When the signed-in
 * user changes or signs out, cached server data of the previous user is dropped.
 */
export function SessionProvider({ store = sessionStore, children }: { store?: SessionStore; children: ReactNode }) {
  const queryClient = useQueryClient();
  const previousUserId = useRef<number | null>(store.getState().user?.id ?? null);
  useEffect(
    () =>
      store.subscribe(() => {
        const userId = store.getState().user?.id ?? null;
        if (previousUserId.current !== null && previousUserId.current !== userId) {
          // Everything but the session's own current-user query.
          const userHash = hashKey(store.userQuery().queryKey);
          queryClient.removeQueries({ predicate: (query) => query.queryHash !== userHash });
        }
        previousUserId.current = userId;
      }),
    [store, queryClient],
  );
  return <SessionContext value={store}>{children}</SessionContext>;
}

export function useSessionStore(): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return store;
}

export interface Session extends SessionState {
  /** Signed in, or restoring a stored session (the header shows the account icons meanwhile). */
  isSignedIn: boolean;
}

/** The session state: status, user, isAdmin, isModerator, providerLoading, isSignedIn. */
export function useSession(): Session {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, isSignedIn: state.status !== 'signedOut' };
}
