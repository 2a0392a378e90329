import { isDemoAccountEmail } from './demo-accounts.js';

/** The parts of an existing account that decide whether a provider identity may join it by email. */
export interface LinkCandidate {
  email: string;
  role: string;
  /** The account's email was proved to us (our mail link, or a verified provider at creation). */
  isVerified: boolean;
  firebaseUid: string | null;
}

/**
 * Whether a provider identity may join an existing account because they share an email, with
 * nobody signed in to vouch for it. Only when both sides proved the address: the provider
 * verified it, and the account's owner verified it with us (else whoever registered the email
 * first, without owning it, would receive the real owner's identity). Staff and demo accounts
 * never join this way: their holder links a provider from settings, signed in.
 */
export function mayJoinByEmail(account: LinkCandidate, identity: { emailVerified: boolean }): boolean {
  return (
    identity.emailVerified &&
    account.isVerified &&
    account.firebaseUid === null &&
    account.role === 'user' &&
    !isDemoAccountEmail(account.email)
  );
}
