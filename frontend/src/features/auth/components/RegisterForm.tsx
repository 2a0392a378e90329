import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { useFormFields } from '../../../lib/forms/useFormFields';
import { useRegistration } from '../../../lib/session/mutations';
import {
  PASSWORD_MAX,
  collectErrors,
  validateEmail,
  validateNewPassword,
  validateUsername,
} from '../../../lib/validation';

export interface RegisterFormProps {
  /** The account exists but the automatic login failed: the user signs in by hand. */
  onRegisteredWithoutLogin: (username: string) => void;
}

/** Registration with username, email and password; an automatic login follows. */
export function RegisterForm({ onRegisteredWithoutLogin }: RegisterFormProps) {
  const registration = useRegistration();
  const form = useFormFields({ username: '', email: '', password: '', fullName: '' });
  const { values, field } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = form.check(
      collectErrors({
        username: validateUsername(values.username),
        email: validateEmail(values.email),
        password: validateNewPassword(values.password),
        fullName: values.fullName.length > 100 ? 'Full name must be at most 100 characters.' : null,
      }),
    );
    if (!valid) return;
    try {
      const fullName = values.fullName.trim();
      const result = await registration.mutateAsync({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(fullName ? { fullName } : {}),
      });
      if (!result.loggedIn) {
        registration.reset();
        onRegisteredWithoutLogin(values.username.trim());
      }
    } catch (error) {
      form.fail(error instanceof Error ? error.message : 'Registration failed. Please try again.', error);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Register">
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          description="3–30 letters, digits, _ or -"
          {...field('username')}
          required
        />
        <TextInput label="Email" name="email" type="email" autoComplete="email" {...field('email')} required />
        <TextInput label="Full name" name="fullName" autoComplete="name" {...field('fullName')} />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          description="At least 8 characters; avoid common passwords"
          maxLength={PASSWORD_MAX}
          {...field('password')}
          required
        />
        <Button type="submit" loading={registration.isPending || registration.isSuccess} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
