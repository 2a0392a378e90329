/**
 * The session as far as the shell needs it: "signed in" means a token is
 * stored in localStorage `token`. Issue 3 (accounts) replaces this module with
 * the real session (current user, roles); the shell only uses useSession().
 */
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { STORAGE_KEYS, getStoredToken, local } from './storage';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores a token (used by the sign-in flow of issue 3 and by tests). */
export function storeToken(token: string): void {
  local.set(STORAGE_KEYS.token, token);
  notify();
}

/** Spec §4: logout removes the stored token and deployment id. */
export function clearSession(): void {
  local.remove(STORAGE_KEYS.token);
  local.remove(STORAGE_KEYS.deploymentId);
  notify();
}

export interface Session {
  isSignedIn: boolean;
  token: string | null;
  /** Clears the stored session; the caller decides where to go next. */
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribe, getStoredToken, () => null);
  const signOut = useCallback(() => clearSession(), []);
  const value = useMemo<Session>(() => ({ isSignedIn: token !== null, token, signOut }), [token, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
