import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { useFormFields } from '../../../lib/forms/useFormFields';
import { useEmailSignIn, usePasswordResetEmail } from '../../../lib/session/mutations';
import { collectErrors, validateEmail, validateNewPassword } from '../../../lib/validation';

type Mode = 'signIn' | 'signUp';

/** Email and password through the identity provider: sign in, sign up, password reset. */
export function EmailAuthPanel({ initialMode = 'signIn', onBack }: { initialMode?: Mode; onBack: () => void }) {
  const signIn = useEmailSignIn();
  const reset = usePasswordResetEmail();
  const [mode, setMode] = useState<Mode>(initialMode);
  const form = useFormFields({ email: '', password: '' });
  const { email, password } = form.values;
  const [notice, setNotice] = useState<string | null>(null);
  const busy = signIn.isPending || signIn.isSuccess ? 'submit' : reset.isPending ? 'reset' : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = form.check(
      collectErrors({
        email: validateEmail(email),
        password: mode === 'signUp' ? validateNewPassword(password) : password ? null : 'Enter your password.',
      }),
    );
    setNotice(null);
    if (!valid) return;
    try {
      await signIn.mutateAsync({ mode, email: email.trim(), password });
    } catch (error) {
      form.fail(error instanceof Error ? error.message : 'Something went wrong. Please try again.', error);
    }
  }

  async function resetPassword() {
    const valid = form.check(collectErrors({ email: validateEmail(email) }));
    setNotice(null);
    if (!valid) return;
    try {
      await reset.mutateAsync(email.trim());
      setNotice(`We sent a password reset link to ${email.trim()}.`);
    } catch (error) {
      form.fail(error instanceof Error ? error.message : 'The password reset email could not be sent.');
    }
  }

  const switchMode = (next: Mode) => {
    setMode(next);
    form.clear();
    setNotice(null);
  };

  return (
    <Stack gap="md">
      <UnstyledButton onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden="true" />
          <Text size="sm">Back to all sign-in options</Text>
        </Group>
      </UnstyledButton>
      <Title order={2} size="h3">
        {mode === 'signIn' ? 'Sign in with email' : 'Create an account with email'}
      </Title>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={mode === 'signIn' ? 'Sign in with email' : 'Sign up with email'}
      >
        <Stack gap="md">
          <FormAlert message={form.formError} />
          {notice && (
            <Text role="status" c="var(--devpath-success-text)" size="sm">
              {notice}
            </Text>
          )}
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            {...form.field('email')}
            required
            data-autofocus
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            description={mode === 'signUp' ? 'At least 8 characters' : undefined}
            {...form.field('password')}
            required
          />
          {mode === 'signIn' && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void resetPassword()}
              disabled={busy !== null}
              style={{ alignSelf: 'flex-end' }}
            >
              Forgot password?
            </Anchor>
          )}
          <Button type="submit" loading={busy === 'submit'} disabled={busy === 'reset'} fullWidth>
            {mode === 'signIn' ? 'Sign in with email' : 'Sign up with email'}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {mode === 'signIn' ? (
          <>
            New to DevPath?{' '}
            <Anchor component="button" type="button" underline="always" onClick={() => switchMode('signUp')}>
              Create an account with email
            </Anchor>
          </>
        ) : (
          <>
            Already have an account?{' '}
            <Anchor component="button" type="button" underline="always" onClick={() => switchMode('signIn')}>
              Sign in with email
            </Anchor>
          </>
        )}
      </Text>
    </Stack>
  );
}
