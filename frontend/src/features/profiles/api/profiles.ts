import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkHandleOptions,
  checkHandleQueryKey,
  claimHandleMutation,
  editProfileMutation,
  getProfileCertificatesOptions,
  getProfileRoadmapsOptions,
  getProfileSolvedOptions,
  getPublicProfileOptions,
  getPublicProfileQueryKey,
} from '../../../api/generated/@tanstack/react-query.gen';
import { errorMessage } from '../../../lib/api/errors';
import { MESSAGES, TOASTS } from '../../../lib/session/messages';
import { useSessionStore } from '../../../lib/session/SessionProvider';
import { toast } from '../../../lib/toast';

/** A handle as the server accepts it: 3–30 lowercase letters, digits, _ or -, starting and ending with a letter or digit. */
export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{1,28}[a-z0-9])?$/;
export const HANDLE_RULE =
  'A handle is 3–30 lowercase letters, digits, _ or -, starting and ending with a letter or digit.';

export function usePublicProfile(handle: string) {
  return useQuery({ ...getPublicProfileOptions({ path: { handle } }) });
}

/** The practice problems the profile has solved per difficulty (asked only when its owner shows their activity). */
export const useProfileSolved = (handle: string, enabled: boolean) =>
  useQuery({ ...getProfileSolvedOptions({ path: { handle } }), enabled, retry: false });

/** The profile's valid certificates (asked only when its owner shows their certificates). */
export const useProfileCertificates = (handle: string, enabled: boolean) =>
  useQuery({ ...getProfileCertificatesOptions({ path: { handle } }), enabled, retry: false });

/** The roadmaps the profile has finished (asked only when its owner shows their activity). */
export const useProfileRoadmaps = (handle: string, enabled: boolean) =>
  useQuery({ ...getProfileRoadmapsOptions({ path: { handle } }), enabled, retry: false });

/** GET /api/users/handles/{handle}/availability, only for well-formed handles. */
export function useHandleAvailability(handle: string, enabled: boolean) {
  return useQuery({ ...checkHandleOptions({ path: { handle } }), enabled });
}

export function useClaimHandle() {
  const store = useSessionStore();
  const queryClient = useQueryClient();
  return useMutation({
    ...claimHandleMutation(),
    onSuccess: (user) => {
      store.setUser(user);
      void queryClient.invalidateQueries({ queryKey: checkHandleQueryKey({ path: { handle: user.handle ?? '' } }) });
      toast({ title: 'Handle claimed', description: `Your public profile is at /@${user.handle}.` });
    },
    onError: (error) =>
      toast({
        title: 'Handle not claimed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** PATCH /api/profiles/{handle} (owner or admin). */
export function useEditProfile(handle: string) {
  const store = useSessionStore();
  const queryClient = useQueryClient();
  return useMutation({
    ...editProfileMutation(),
    onSuccess: (profile) => {
      queryClient.setQueryData(getPublicProfileQueryKey({ path: { handle } }), profile);
      // The owner's own profile changed (and its updatedAt): re-read it.
      if (store.getState().user?.handle === profile.handle) void store.refreshUser();
      toast({ title: TOASTS.profileUpdated, description: 'Your changes have been saved.' });
    },
    onError: (error) =>
      toast({
        title: TOASTS.profileUpdateFailed,
        description: store.getState().user ? errorMessage(error, 'Your changes could not be saved.') : MESSAGES.noUser,
        variant: 'destructive',
      }),
  });
}
