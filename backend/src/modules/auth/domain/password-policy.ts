import { DomainError } from '../../../platform/errors/domain-error.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Port: a list of passwords known from breaches. */
export abstract class CommonPasswordList {
  abstract contains(password: string): boolean;
}

/**
 * OWASP ASVS 6.2: at least 8 characters, at most 128, not a known common password, no
 * composition rules. Length counts Unicode code points, not UTF-16 units.
 */
export function assertAcceptablePassword(password: string, list: CommonPasswordList, context: string[] = []): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    throw new DomainError(
      'invalid',
      'PASSWORD_TOO_SHORT',
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw new DomainError(
      'invalid',
      'PASSWORD_TOO_LONG',
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    );
  }
  const lowered = password.toLowerCase();
  if (list.contains(lowered) || context.some((c) => c && c.toLowerCase() === lowered)) {
    throw new DomainError(
      'invalid',
      'PASSWORD_TOO_COMMON',
      'This password is too common or too easy to guess. Please choose another.',
    );
  }
}
