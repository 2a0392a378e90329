import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage, fieldErrorsOf } from '../../../lib/api/errors';
import { validateNewPassword } from '../../../lib/validation';
import { useChangePassword } from '../api/useSettings';
import { SettingsSection } from './SettingsSection';

type Field = 'currentPassword' | 'newPassword' | 'confirm';

export function PasswordSection() {
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = 'Enter your current password.';
    const problem = validateNewPassword(values.newPassword);
    if (problem) found.newPassword = problem;
    else if (values.confirm !== values.newPassword) found.confirm = 'The passwords do not match.';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { body: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      {
        onSuccess: () => setValues({ currentPassword: '', newPassword: '', confirm: '' }),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          const code = (error as { code?: string }).code;
          setErrors({
            currentPassword: code === 'CURRENT_PASSWORD_WRONG' ? errorMessage(error, '') : fields.currentPassword,
            newPassword: fields.password ?? fields.newPassword,
          });
          setFormError(errorMessage(error, 'Your password could not be changed.'));
        },
      },
    );
  }

  return (
    <SettingsSection id="settings-password" title="Password" description="Changing it signs you out on your other devices.">
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="md">
          <FormAlert message={formError} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
            required
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description="At least 8 characters; avoid common passwords"
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
            required
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
            required
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
