import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { ApiError } from '../../../lib/api/http';
import { errorMessage } from '../../../lib/api/errors';
import { useFormFields, type ServerFieldOptions } from '../../../lib/forms/useFormFields';
import { validateNewPassword, type FieldErrors } from '../../../lib/validation';
import { useConfirmPasswordReset } from '../api/accountEmail';
import { AccountEmailLayout } from './AccountEmailLayout';

type Field = 'newPassword' | 'confirm';
const SERVER_FIELDS: ServerFieldOptions<Field> = {
  fields: ['newPassword'],
  from: { newPassword: ['password', 'newPassword'] },
};

/** A link that cannot work (none, expired, used): say so and offer a new one. */
function LinkProblem({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" title="This link does not work">
        {message}
      </Alert>
      <Button component={Link} to="/forgot-password" fullWidth>
        Get a new link
      </Button>
    </Stack>
  );
}

/** /reset-password?token=…: the new password (twice), then sign in with it. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useFormFields<Field>({ newPassword: '', confirm: '' });
  const reset = useConfirmPasswordReset();
  const tokenInvalid = reset.error instanceof ApiError && reset.error.code === 'RESET_TOKEN_INVALID';

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    const problem = validateNewPassword(form.values.newPassword);
    if (problem) found.newPassword = problem;
    else if (form.values.confirm !== form.values.newPassword) found.confirm = 'The passwords do not match.';
    if (!form.check(found)) return;
    reset.mutate(
      { body: { token, newPassword: form.values.newPassword } },
      {
        onError: (error) => form.fail(errorMessage(error, 'Your password could not be changed.'), error, SERVER_FIELDS),
      },
    );
  }

  let content: ReactNode;
  if (!token)
    content = (
      <LinkProblem message="This address has no reset code. Open the link from the email again, or ask for a new one." />
    );
  else if (tokenInvalid)
    content = (
      <LinkProblem message={errorMessage(reset.error, 'This password reset link is invalid or has expired.')} />
    );
  else if (reset.isSuccess)
    content = (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status" title="Password changed">
          Your new password is set, and you were signed out everywhere. Sign in with it now.
        </Alert>
        <Button component={Link} to="/auth" fullWidth>
          Sign in
        </Button>
      </Stack>
    );
  else
    content = (
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description="At least 8 characters; avoid common passwords"
            {...form.field('newPassword')}
            required
            data-autofocus
          />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.field('confirm')} required />
          <Button type="submit" loading={reset.isPending} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
    );

  return (
    <AccountEmailLayout title="Choose a new password · DevPath" heading="Choose a new password">
      {content}
    </AccountEmailLayout>
  );
}

export default ResetPasswordPage;
