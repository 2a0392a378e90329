import { useMutation } from '@tanstack/react-query';
import {
  changePasswordMutation,
  deleteAccountMutation,
  updateSettingsMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { UpdateMeRequest } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useSessionStore } from '../../../lib/session/SessionProvider';
import { toast } from '../../../lib/toast';

/** PATCH /api/users/me through the session ("Profile updated" / "Profile update failed"). */
export function useUpdateProfile() {
  const store = useSessionStore();
  return useMutation({ mutationFn: (changes: UpdateMeRequest) => store.updateProfile(changes) });
}

/** PATCH /api/users/me/settings: time zone and privacy. */
export function useUpdateSettings() {
  const store = useSessionStore();
  return useMutation({
    ...updateSettingsMutation(),
    onSuccess: (user) => {
      store.setUser(user);
      toast({ title: 'Settings saved', description: 'Your preferences have been updated.' });
    },
    onError: (error) =>
      toast({
        title: 'Settings not saved',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** POST /api/users/me/password (own accounts); other sessions are signed out by the server. */
export function useChangePassword() {
  const store = useSessionStore();
  return useMutation({
    ...changePasswordMutation(),
    onSuccess: () => {
      toast({ title: 'Password changed', description: 'Other devices have been signed out.' });
      // updatedAt changed on the server: the activity verification key must follow.
      void store.refreshUser();
    },
    onError: (error) =>
      toast({
        title: 'Password not changed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** POST /api/users/me/deletion, then the session ends and the user lands on the homepage. */
export function useDeleteAccount() {
  const store = useSessionStore();
  return useMutation({
    ...deleteAccountMutation(),
    onSuccess: async () => {
      // The settings page's guard follows the logout to the homepage.
      await store.logout({ silent: true, to: '/' });
      toast({ title: 'Account deleted', description: 'Your account and its data have been removed.' });
    },
    onError: (error) =>
      toast({
        title: 'Account not deleted',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
