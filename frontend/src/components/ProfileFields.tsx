import { Group, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { BIO_MAX, type FieldErrors, type ProfileField } from '../lib/validation';

type Change = (field: ProfileField) => (event: { currentTarget: { value: string } }) => void;

/**
 * Full name, picture URL and bio, as the settings page and the profile editor show them.
 * `beside` sits next to the name (e.g. an avatar preview).
 */
export function ProfileFields({
  values,
  errors,
  onChange,
  beside,
}: {
  values: Record<ProfileField, string>;
  errors: FieldErrors<ProfileField>;
  onChange: Change;
  beside?: ReactNode;
}) {
  const fullName = (
    <TextInput
      style={beside ? { flex: 1 } : undefined}
      label="Full name"
      name="fullName"
      autoComplete="name"
      value={values.fullName}
      onChange={onChange('fullName')}
      error={errors.fullName}
    />
  );
  return (
    <>
      {beside ? (
        <Group gap="md" wrap="nowrap" align="flex-start">
          {beside}
          {fullName}
        </Group>
      ) : (
        fullName
      )}
      <TextInput
        label="Picture URL"
        name="profilePicUrl"
        type="url"
        inputMode="url"
        placeholder="https://example.com/me.png"
        value={values.profilePicUrl}
        onChange={onChange('profilePicUrl')}
        error={errors.profilePicUrl}
      />
      <Textarea
        label="Bio"
        name="bio"
        autosize
        minRows={3}
        maxRows={6}
        value={values.bio}
        onChange={onChange('bio')}
        error={errors.bio}
        description={`${values.bio.length}/${BIO_MAX} characters`}
      />
    </>
  );
}
