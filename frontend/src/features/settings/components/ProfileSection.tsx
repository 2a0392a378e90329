import { Avatar, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage, fieldErrorsOf } from '../../../lib/api/errors';
import { initials } from '../../../lib/initials';
import type { CurrentUser } from '../../../lib/session/user';
import { useUpdateProfile } from '../api/useSettings';
import { SettingsSection } from './SettingsSection';

type Field = 'fullName' | 'profilePicUrl' | 'bio';

export const BIO_MAX = 280;

/** Checks a picture URL: empty, or an https URL. */
export function validatePictureUrl(value: string): string | null {
  if (!value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? null : 'Use an https:// address.';
  } catch {
    return 'Enter a full address, starting with https://';
  }
}

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
    const found: Partial<Record<Field, string>> = {};
    if (values.fullName.length > 100) found.fullName = 'Full name must be at most 100 characters.';
    const picture = validatePictureUrl(values.profilePicUrl);
    if (picture) found.profilePicUrl = picture;
    if (values.bio.length > BIO_MAX) found.bio = `Bio must be at most ${BIO_MAX} characters.`;
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
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Avatar src={preview} alt="" size={64} radius="xl" color="indigo">
              {initials(values.fullName || user.username)}
            </Avatar>
            <TextInput
              style={{ flex: 1 }}
              label="Full name"
              name="fullName"
              autoComplete="name"
              value={values.fullName}
              onChange={change('fullName')}
              error={errors.fullName}
            />
          </Group>
          <TextInput
            label="Picture URL"
            name="profilePicUrl"
            type="url"
            inputMode="url"
            placeholder="https://example.com/me.png"
            value={values.profilePicUrl}
            onChange={change('profilePicUrl')}
            error={errors.profilePicUrl}
          />
          <Textarea
            label="Bio"
            name="bio"
            autosize
            minRows={3}
            maxRows={6}
            value={values.bio}
            onChange={change('bio')}
            error={errors.bio}
            description={`${values.bio.length}/${BIO_MAX} characters`}
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
