import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { useFormFields } from '../../../lib/forms/useFormFields';
import { usePasswordSignIn } from '../../../lib/session/mutations';
import { collectErrors } from '../../../lib/validation';

/** Username (or email) and password against our server. */
export function LoginForm({ initialUsername = '' }: { initialUsername?: string }) {
  const signIn = usePasswordSignIn();
  const form = useFormFields({ username: initialUsername, password: '' });
  const { username, password } = form.values;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = form.check(
      collectErrors({
        username: username.trim() ? null : 'Enter your username or email.',
        password: password ? null : 'Enter your password.',
      }),
    );
    if (!valid) return;
    try {
      await signIn.mutateAsync({ username: username.trim(), password });
      // The page follows the session to where the user was going.
    } catch (error) {
      // Wrong credentials are not told apart by field: the message stands above the form.
      form.fail(error instanceof Error ? error.message : 'Invalid credentials');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Login">
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <TextInput
          label="Username or email"
          name="username"
          autoComplete="username"
          {...form.field('username')}
          required
          data-autofocus
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          {...form.field('password')}
          required
        />
        <Anchor
          component={Link}
          to={
            username.includes('@')
              ? `/forgot-password?email=${encodeURIComponent(username.trim())}`
              : '/forgot-password'
          }
          size="sm"
          style={{ alignSelf: 'flex-end' }}
        >
          Forgot password?
        </Anchor>
        <Button type="submit" loading={signIn.isPending || signIn.isSuccess} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
