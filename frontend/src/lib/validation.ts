/** Client-side checks of the sign-in and registration forms (the server checks again). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_-]{3,30}$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function validateEmail(value: string): string | null {
  if (!value.trim()) return 'Enter your email address.';
  return EMAIL.test(value.trim()) ? null : 'Enter a valid email address.';
}

export function validateUsername(value: string): string | null {
  if (!value.trim()) return 'Choose a username.';
  return USERNAME.test(value.trim()) ? null : 'Username must be 3–30 letters, digits, _ or -.';
}

export function validateNewPassword(value: string): string | null {
  if (!value) return 'Choose a password.';
  if (value.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (value.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  return null;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Keeps only the messages that are set. */
export function collectErrors<K extends string>(checks: Record<K, string | null>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    const message = checks[key];
    if (message) errors[key] = message;
  }
  return errors;
}

/** The profile fields both the settings page and the profile editor change. */
export type ProfileField = 'fullName' | 'profilePicUrl' | 'bio';
export const FULL_NAME_MAX = 100;
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

/** The client-side checks of the profile fields (the server checks again). */
export function validateProfileFields(values: Record<ProfileField, string>): FieldErrors<ProfileField> {
  return collectErrors({
    fullName: values.fullName.length > FULL_NAME_MAX ? `Full name must be at most ${FULL_NAME_MAX} characters.` : null,
    profilePicUrl: validatePictureUrl(values.profilePicUrl),
    bio: values.bio.length > BIO_MAX ? `Bio must be at most ${BIO_MAX} characters.` : null,
  });
}
