import { describe, expect, it } from 'vitest';
import { hasOwnPassword, verificationKey } from './user';

describe('hasOwnPassword', () => {
  it('follows the server: a Google account has none, a local one has one', () => {
    expect(hasOwnPassword({ source: 'google', hasPassword: false })).toBe(false);
    expect(hasOwnPassword({ source: 'local', hasPassword: true })).toBe(true);
    // A Firebase-created account is what the server says, not what the source suggests.
    expect(hasOwnPassword({ source: 'firebase', hasPassword: true })).toBe(true);
  });

  it('falls back to the sign-up source for a profile cached before the server said', () => {
    expect(hasOwnPassword({ source: 'local' })).toBe(true);
    expect(hasOwnPassword({ source: 'firebase' })).toBe(false);
  });
});

describe('verificationKey (spec §7.10)', () => {
  it('joins the id, the local part of the email and updatedAt in milliseconds', () => {
    expect(verificationKey({ id: 7, email: 'ada@example.com', updatedAt: '2026-11-21T10:00:00.000Z' })).toBe(
      '7-ada-1795255200000',
    );
  });
});
