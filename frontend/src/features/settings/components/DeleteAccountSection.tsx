import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/api/errors';
import { hasOwnPassword, type CurrentUser } from '../../../lib/session/user';
import { useDeleteAccount } from '../api/useSettings';
import { SettingsSection } from './SettingsSection';

export function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const remove = useDeleteAccount();
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const needsPassword = hasOwnPassword(user);
  const confirmed = confirmation === user.username && (!needsPassword || password.length > 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setFormError(null);
    remove.mutate(
      { body: { confirmation, ...(needsPassword ? { password } : {}) } },
      {
        onError: (error) => setFormError(errorMessage(error, 'Your account could not be deleted.')),
      },
    );
  }

  return (
    <SettingsSection
      id="settings-delete"
      title="Delete account"
      description="This removes your account, profile and progress for good. It cannot be undone."
      danger
    >
      <form onSubmit={submit} noValidate aria-label="Delete account">
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput
            label={
              <>
                Type your username{' '}
                <Text component="strong" fw={700} inherit>
                  {user.username}
                </Text>{' '}
                to confirm
              </>
            }
            autoComplete="off"
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
          />
          {needsPassword && (
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              disabled={!confirmed}
              loading={remove.isPending}
            >
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
