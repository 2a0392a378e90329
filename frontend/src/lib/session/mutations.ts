/**
 * Signing in and out as mutations of the session (TanStack Query): pending and error states for
 * the forms, and one place where each flow of the store is started from React.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RegisterRequest } from '../../api/generated/types.gen';
import type { Credentials } from './flows/password';
import type { LogoutOptions } from './flows/logout';
import { useSessionStore } from './SessionProvider';

/** Username (or email) and password against our server. */
export function usePasswordSignIn() {
  const store = useSessionStore();
  return useMutation(
    {
      mutationKey: ['session', 'password-sign-in'],
      mutationFn: (credentials: Credentials) => store.loginWithPassword(credentials),
    },
    store.queries,
  );
}

/** Registration of an account of ours, then an automatic login. */
export function useRegistration() {
  const store = useSessionStore();
  return useMutation(
    { mutationKey: ['session', 'register'], mutationFn: (payload: RegisterRequest) => store.register(payload) },
    store.queries,
  );
}

/** Email and password through the identity provider: sign-in or sign-up. */
export function useEmailSignIn() {
  const store = useSessionStore();
  return useMutation(
    {
      mutationKey: ['session', 'email'],
      mutationFn: ({ mode, email, password }: { mode: 'signIn' | 'signUp'; email: string; password: string }) =>
        mode === 'signIn' ? store.signInWithEmail(email, password) : store.signUpWithEmail(email, password),
    },
    store.queries,
  );
}

/** The provider's (or our own) password reset email. */
export function usePasswordResetEmail() {
  const store = useSessionStore();
  return useMutation(
    { mutationKey: ['session', 'password-reset'], mutationFn: (email: string) => store.sendPasswordReset(email) },
    store.queries,
  );
}

/** A Google account through the provider's popup. */
export function useGoogleSignIn() {
  const store = useSessionStore();
  return useMutation({ mutationKey: ['session', 'google'], mutationFn: () => store.signInWithGoogle() }, store.queries);
}

/**
 * Logout (spec §4). The local session ends as `signOut` is called, so the header and the guards
 * never show a half-signed-out state; the mutation then follows the provider's sign-out (its
 * promise resolves to false when that failed: the session has ended anyway).
 */
export function useSignOut() {
  const store = useSessionStore();
  const mutation = useMutation(
    { mutationKey: ['session', 'logout'], mutationFn: (ending: Promise<boolean>) => ending },
    store.queries,
  );
  const { mutate } = mutation;
  const signOut = useCallback(
    (options?: LogoutOptions) => {
      const ending = store.logout(options);
      mutate(ending);
      return ending;
    },
    [store, mutate],
  );
  return { ...mutation, signOut };
}
