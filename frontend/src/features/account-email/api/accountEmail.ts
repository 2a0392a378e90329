import { useMutation } from '@tanstack/react-query';
import {
  confirmEmailVerificationMutation,
  confirmPasswordResetMutation,
  requestPasswordResetMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { errorMessage } from '../../../lib/api/errors';
import { TOASTS } from '../../../lib/session/messages';
import { toast } from '../../../lib/toast';

/** POST /api/users/password-reset: always the same neutral answer (no enumeration). */
export function useRequestPasswordReset() {
  return useMutation({
    ...requestPasswordResetMutation(),
    onSuccess: ({ message }) => toast({ title: TOASTS.passwordResetSent, description: message }),
    onError: (error) =>
      toast({
        title: TOASTS.passwordResetFailed,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** POST /api/users/password-reset/confirm: sets the new password; every session of the account ends. */
export function useConfirmPasswordReset() {
  return useMutation({
    ...confirmPasswordResetMutation(),
    onSuccess: () => toast({ title: 'Password changed', description: 'Sign in with your new password.' }),
    onError: (error) =>
      toast({
        title: TOASTS.passwordResetFailed,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** POST /api/users/email-verification/confirm (the page shows the outcome itself). */
export function useConfirmEmailVerification() {
  return useMutation(confirmEmailVerificationMutation());
}
