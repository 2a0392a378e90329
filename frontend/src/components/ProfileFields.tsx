import { Group, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { bindField, type FieldChange } from '../lib/forms/useFormFields';
import { BIO_MAX, type FieldErrors, type ProfileField } from '../lib/validation';

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
  onChange: FieldChange<ProfileField>;
  beside?: ReactNode;
}) {
  const field = bindField(values, errors, onChange);
  const fullName = (
    <TextInput
      style={beside ? { flex: 1 } : undefined}
      label="Full name"
      name="fullName"
      autoComplete="name"
      {...field('fullName')}
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
        {...field('profilePicUrl')}
      />
      <Textarea
        label="Bio"
        name="bio"
        autosize
        minRows={3}
        maxRows={6}
        {...field('bio')}
        description={`${values.bio.length}/${BIO_MAX} characters`}
      />
    </>
  );
}
