import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/api/errors';
import { useFormFields } from '../../../lib/forms/useFormFields';
import { collectErrors, validateEmail } from '../../../lib/validation';
import { useRequestPasswordReset } from '../api/accountEmail';
import { AccountEmailLayout } from './AccountEmailLayout';

/** /forgot-password: the email of the account; the answer is the same whether an account uses it or not. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const form = useFormFields({ email: params.get('email') ?? '' });
  const request = useRequestPasswordReset();

  function submit(event: FormEvent) {
    event.preventDefault();
    const email = form.values.email.trim();
    if (!form.check(collectErrors({ email: validateEmail(email) }))) return;
    request.mutate(
      { body: { email } },
      { onError: (error) => form.fail(errorMessage(error, 'The reset link could not be sent. Please try again.')) },
    );
  }

  return (
    <AccountEmailLayout
      title="Forgot password · DevPath"
      heading="Reset your password"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {request.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status" title="Check your inbox">
            {request.data.message}
          </Alert>
          <Text size="sm">
            The link works for one hour. No mail after a few minutes? Check your spam folder or send it again.
          </Text>
          <Button component={Link} to="/auth" fullWidth>
            Back to sign in
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => request.reset()}
            style={{ alignSelf: 'center' }}
          >
            Send it again
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Request a password reset link">
          <Stack gap="md">
            <FormAlert message={form.formError} />
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              {...form.field('email')}
              required
              data-autofocus
            />
            <Button type="submit" loading={request.isPending} fullWidth>
              Send reset link
            </Button>
            <Anchor component={Link} to="/auth" size="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AccountEmailLayout>
  );
}

export default ForgotPasswordPage;
