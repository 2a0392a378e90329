import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/api/errors';
import { useFormFields, type ServerFieldOptions } from '../../../lib/forms/useFormFields';
import { validateNewPassword, type FieldErrors } from '../../../lib/validation';
import { useChangePassword } from '../api/useSettings';
import { SettingsSection } from './SettingsSection';

type Field = 'currentPassword' | 'newPassword' | 'confirm';

const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirm: '' };

/** The server names the new password `password` (or `newPassword`) and says a wrong current one by its code. */
const SERVER_FIELDS: ServerFieldOptions<Field> = {
  fields: ['currentPassword', 'newPassword'],
  from: { newPassword: ['password', 'newPassword'] },
  codes: { CURRENT_PASSWORD_WRONG: 'currentPassword' },
};

export function PasswordSection() {
  const change = useChangePassword();
  const form = useFormFields(EMPTY);
  const { values, field } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!values.currentPassword) found.currentPassword = 'Enter your current password.';
    const problem = validateNewPassword(values.newPassword);
    if (problem) found.newPassword = problem;
    else if (values.confirm !== values.newPassword) found.confirm = 'The passwords do not match.';
    if (!form.check(found)) return;
    change.mutate(
      { body: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      {
        onSuccess: () => form.setValues(EMPTY),
        onError: (error) => form.fail(errorMessage(error, 'Your password could not be changed.'), error, SERVER_FIELDS),
      },
    );
  }

  return (
    <SettingsSection
      id="settings-password"
      title="Password"
      description="Changing it signs you out on your other devices."
    >
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...field('currentPassword')}
            required
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description="At least 8 characters; avoid common passwords"
            {...field('newPassword')}
            required
          />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...field('confirm')} required />
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
