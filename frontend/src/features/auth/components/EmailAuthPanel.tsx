import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { useSessionStore } from '../../../lib/session/SessionProvider';
import { AuthFlowError } from '../../../lib/session/store';
import { collectErrors, validateEmail, validateNewPassword, type FieldErrors } from '../../../lib/validation';

type Field = 'email' | 'password';
type Mode = 'signIn' | 'signUp';

/** Email and password through the identity provider: sign in, sign up, password reset. */
export function EmailAuthPanel({ initialMode = 'signIn', onBack }: { initialMode?: Mode; onBack: () => void }) {
  const store = useSessionStore();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'submit' | 'reset' | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collectErrors<Field>({
      email: validateEmail(email),
      password: mode === 'signUp' ? validateNewPassword(password) : password ? null : 'Enter your password.',
    });
    setErrors(found);
    setFormError(null);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    setBusy('submit');
    try {
      if (mode === 'signIn') await store.signInWithEmail(email.trim(), password);
      else await store.signUpWithEmail(email.trim(), password);
    } catch (error) {
      setBusy(null);
      setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      if (error instanceof AuthFlowError) setErrors(error.fieldErrors as FieldErrors<Field>);
    }
  }

  async function resetPassword() {
    const problem = validateEmail(email);
    setErrors(problem ? { email: problem } : {});
    setFormError(null);
    setNotice(null);
    if (problem) return;
    setBusy('reset');
    try {
      await store.sendPasswordReset(email.trim());
      setNotice(`We sent a password reset link to ${email.trim()}.`);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'The password reset email could not be sent.');
    } finally {
      setBusy(null);
    }
  }

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setFormError(null);
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
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={mode === 'signIn' ? 'Sign in with email' : 'Sign up with email'}>
        <Stack gap="md">
          <FormAlert message={formError} />
          {notice && (
            <Text role="status" c="teal.9" size="sm">
              {notice}
            </Text>
          )}
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            required
            data-autofocus
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            description={mode === 'signUp' ? 'At least 8 characters' : undefined}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          {mode === 'signIn' && (
            <Anchor component="button" type="button" size="sm" onClick={() => void resetPassword()} disabled={busy !== null} style={{ alignSelf: 'flex-end' }}>
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
