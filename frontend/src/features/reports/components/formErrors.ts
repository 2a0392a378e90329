import { fieldErrorsOf } from '../../../lib/api/errors';

export type Errors<K extends string> = Partial<Record<K, string>>;

/** Checks run before sending: required text with a length range, email and web address shapes. */
export const rules = {
  text: (label: string, value: string, min: number, max: number): string | undefined => {
    const length = value.trim().length;
    if (length === 0) return `${label} is required.`;
    if (length < min) return `${label} needs at least ${min} characters.`;
    if (value.length > max) return `${label} can be at most ${max} characters.`;
    return undefined;
  },
  email: (value: string, required: boolean): string | undefined => {
    if (!value.trim()) return required ? 'Your email is required, so that we can answer.' : undefined;
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
      ? undefined
      : 'Enter an email address such as name@example.com.';
  },
  url: (value: string): string | undefined => {
    if (!value.trim()) return undefined;
    try {
      const url = new URL(value.trim());
      return url.protocol === 'https:' || url.protocol === 'http:'
        ? undefined
        : 'Enter an address starting with https://.';
    } catch {
      return 'Enter an address starting with https://.';
    }
  },
};

/** Only the checks that failed. */
export const failed = <K extends string>(errors: Record<K, string | undefined>): Errors<K> =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors<K>;

/** The server's per-field messages (VALIDATION_FAILED details). */
export const serverErrors = <K extends string>(error: unknown): Errors<K> => fieldErrorsOf(error) as Errors<K>;
