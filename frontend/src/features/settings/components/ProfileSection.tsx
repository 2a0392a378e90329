import { Avatar, Button, Group, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { ProfileFields } from '../../../components/ProfileFields';
import { errorMessage } from '../../../lib/api/errors';
import { useFormFields } from '../../../lib/forms/useFormFields';
import { initials } from '../../../lib/initials';
import type { CurrentUser } from '../../../lib/session/user';
import { validatePictureUrl, validateProfileFields } from '../../../lib/validation';
import { useUpdateProfile } from '../api/useSettings';
import { SettingsSection } from './SettingsSection';

export function ProfileSection({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useFormFields({
    fullName: user.fullName ?? '',
    profilePicUrl: user.profilePicUrl ?? '',
    bio: user.bio ?? '',
  });
  const { values } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check(validateProfileFields(values))) return;
    update.mutate(
      {
        fullName: values.fullName.trim() || null,
        profilePicUrl: values.profilePicUrl.trim() || null,
        bio: values.bio.trim() || null,
      },
      {
        onError: (error) => form.fail(errorMessage(error, 'Your changes could not be saved.'), error),
      },
    );
  }

  const preview =
    validatePictureUrl(values.profilePicUrl) === null && values.profilePicUrl.trim()
      ? values.profilePicUrl.trim()
      : null;

  return (
    <SettingsSection
      id="settings-profile"
      title="Profile"
      description="How you appear on DevPath and on your public profile."
    >
      <form onSubmit={submit} noValidate aria-label="Profile">
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <ProfileFields
            values={values}
            errors={form.errors}
            onChange={form.change}
            beside={
              <Avatar src={preview} alt="" size={64} radius="xl" color="indigo">
                {initials(values.fullName || user.username)}
              </Avatar>
            }
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
