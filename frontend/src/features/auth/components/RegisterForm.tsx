import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { useSessionStore } from '../../../lib/session/SessionProvider';
import { AuthFlowError } from '../../../lib/session/store';
import {
  PASSWORD_MAX,
  collectErrors,
  validateEmail,
  validateNewPassword,
  validateUsername,
  type FieldErrors,
} from '../../../lib/validation';

type Field = 'username' | 'email' | 'password' | 'fullName';

export interface RegisterFormProps {
  /** The account exists but the automatic login failed: the user signs in by hand. */
  onRegisteredWithoutLogin: (username: string) => void;
}

/** Registration with username, email and password; an automatic login follows. */
export function RegisterForm({ onRegisteredWithoutLogin }: RegisterFormProps) {
  const store = useSessionStore();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '', password: '', fullName: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collectErrors<Field>({
      username: validateUsername(values.username),
      email: validateEmail(values.email),
      password: validateNewPassword(values.password),
      fullName: values.fullName.length > 100 ? 'Full name must be at most 100 characters.' : null,
    });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const fullName = values.fullName.trim();
      const result = await store.register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(fullName ? { fullName } : {}),
      });
      if (!result.loggedIn) {
        setSubmitting(false);
        onRegisteredWithoutLogin(values.username.trim());
      }
    } catch (error) {
      setSubmitting(false);
      setFormError(error instanceof Error ? error.message : 'Registration failed. Please try again.');
      if (error instanceof AuthFlowError) setErrors(error.fieldErrors as FieldErrors<Field>);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Register">
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          description="3–30 letters, digits, _ or -"
          value={values.username}
          onChange={change('username')}
          error={errors.username}
          required
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          required
        />
        <TextInput
          label="Full name"
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={change('fullName')}
          error={errors.fullName}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          description="At least 8 characters; avoid common passwords"
          maxLength={PASSWORD_MAX}
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          required
        />
        <Button type="submit" loading={submitting} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
