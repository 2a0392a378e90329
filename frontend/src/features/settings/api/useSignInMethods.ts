import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSignInMethodsOptions,
  getSignInMethodsQueryKey,
  unlinkIdentityMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { linkIdentity } from '../../../api/generated/sdk.gen';
import type { SignInMethodsResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useSessionStore } from '../../../lib/session/SessionProvider';
import { toast } from '../../../lib/toast';

/** GET /api/users/me/sign-in-methods. */
export function useSignInMethods() {
  return useQuery(getSignInMethodsOptions());
}

/** Whether the server offers Firebase sign-in (GET /api/auth/config, fetched once by the session). */
export function useProviderEnabled() {
  const store = useSessionStore();
  const config = useQuery(store.authConfigQuery());
  return Boolean(config.data?.firebase);
}

function useSetMethods() {
  const queryClient = useQueryClient();
  return (methods: SignInMethodsResponse) => queryClient.setQueryData(getSignInMethodsQueryKey(), methods);
}

/** Google popup → its ID token → POST /api/users/me/identity. */
export function useLinkGoogle() {
  const store = useSessionStore();
  const setMethods = useSetMethods();
  return useMutation({
    mutationFn: async () =>
      (await linkIdentity({ body: { idToken: await store.googleIdToken() }, throwOnError: true })).data,
    onSuccess: (methods) => {
      setMethods(methods);
      toast({ title: 'Google linked', description: 'You can now sign in with Google too.' });
    },
    onError: (error) =>
      toast({
        title: 'Google not linked',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** DELETE /api/users/me/identity (the server refuses to remove the last way to sign in). */
export function useUnlinkIdentity() {
  const setMethods = useSetMethods();
  return useMutation({
    ...unlinkIdentityMutation(),
    onSuccess: (methods) => {
      setMethods(methods);
      toast({ title: 'Sign-in method removed', description: 'You can no longer sign in that way.' });
    },
    onError: (error) =>
      toast({
        title: 'Sign-in method not removed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
