import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { useSessionStore } from '../../../lib/session/SessionProvider';
import { collectErrors, type FieldErrors } from '../../../lib/validation';

type Field = 'username' | 'password';

/** Username (or email) and password against our server. */
export function LoginForm({ initialUsername = '' }: { initialUsername?: string }) {
  const store = useSessionStore();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collectErrors<Field>({
      username: username.trim() ? null : 'Enter your username or email.',
      password: password ? null : 'Enter your password.',
    });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await store.loginWithPassword({ username: username.trim(), password });
      // The page follows the session to where the user was going.
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'Invalid credentials');
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Login">
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label="Username or email"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={errors.username}
          required
          data-autofocus
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        <Button type="submit" loading={submitting} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
