/**
 * What an identity provider says about a person is input like any other: it is checked and
 * cleaned before it is stored or looked up (PostgreSQL refuses NUL, columns have lengths).
 */

/** Control characters (C0, DEL, C1), refused in emails and removed from names. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
/** A UTF-16 surrogate without its pair (not a character; PostgreSQL cannot store it). */
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;
const PICTURE_MAX_LENGTH = 500;

const HAS_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS.source);
const HAS_LONE_SURROGATE = new RegExp(LONE_SURROGATES.source);

function wellFormed(value: string): boolean {
  return !HAS_CONTROL_CHARACTER.test(value) && !HAS_LONE_SURROGATE.test(value);
}

/** The email, when it is one this site can store and match (else null). */
export function usableEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email) && wellFormed(email) ? email : null;
}

/** A display name without control characters or broken surrogates, at most 100 characters (null when nothing is left). */
export function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = [...value.replace(LONE_SURROGATES, '\ufffd').replace(CONTROL_CHARACTERS, '')]
    .slice(0, NAME_MAX_LENGTH)
    .join('')
    .trim();
  return cleaned || null;
}

/** A picture URL this site shows: https, at most 500 characters, nothing odd in it (else null). */
export function usablePicture(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > PICTURE_MAX_LENGTH || !wellFormed(value) || /\s/.test(value))
    return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
