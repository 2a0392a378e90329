import { Avatar, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { ProfileFields } from '../../../components/ProfileFields';
import { errorMessage, fieldErrorsOf } from '../../../lib/api/errors';
import { initials } from '../../../lib/initials';
import type { CurrentUser } from '../../../lib/session/user';
import { validatePictureUrl, validateProfileFields, type ProfileField } from '../../../lib/validation';
import { useUpdateProfile } from '../api/useSettings';
import { SettingsSection } from './SettingsSection';

type Field = ProfileField;

export function ProfileSection({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: user.fullName ?? '',
    profilePicUrl: user.profilePicUrl ?? '',
    bio: user.bio ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfileFields(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      {
        fullName: values.fullName.trim() || null,
        profilePicUrl: values.profilePicUrl.trim() || null,
        bio: values.bio.trim() || null,
      },
      {
        onError: (error) => {
          setErrors(fieldErrorsOf(error) as Partial<Record<Field, string>>);
          setFormError(errorMessage(error, 'Your changes could not be saved.'));
        },
      },
    );
  }

  const preview = validatePictureUrl(values.profilePicUrl) === null && values.profilePicUrl.trim() ? values.profilePicUrl.trim() : null;

  return (
    <SettingsSection id="settings-profile" title="Profile" description="How you appear on DevPath and on your public profile.">
      <form onSubmit={submit} noValidate aria-label="Profile">
        <Stack gap="md">
          <FormAlert message={formError} />
          <ProfileFields
            values={values}
            errors={errors}
            onChange={change}
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
