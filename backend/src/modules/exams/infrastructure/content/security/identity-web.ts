import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24 or python3. */
export const SECURITY_EXAM_IDENTITY_WEB: ExamQuestionContent[] = [
  {
    key: 'security-071',
    kind: 'single',
    prompt:
      'A new service has no FIPS-140 requirement. Which way of storing passwords follows the first recommendation of the OWASP Password Storage Cheat Sheet?',
    options: opts(
      'Argon2id with at least 19 MiB of memory, 2 iterations and a parallelism of 1',
      'PBKDF2-HMAC-SHA256 with 1,000 iterations',
      'SHA-512 with a random per-user salt',
      'AES-256 encryption of each password, with the key kept in the application config file',
    ),
    correct: ['a'],
    explanation:
      'OWASP puts Argon2id first, with a minimum of 19 MiB, t=2, p=1. PBKDF2 needs about 600,000 iterations, a salted SHA-512 is still fast, and encryption can be reversed by whoever gets the key.',
    moduleKey: 'passwords-and-mfa',
    section: 'Slow, salted hashes: Argon2id, scrypt, bcrypt',
  },
  {
    key: 'security-072',
    kind: 'multiple',
    prompt:
      'An intranet’s password policy has these rules. Which of them go against NIST SP 800-63B-4? Pick all that apply.',
    options: opts(
      'Passwords expire every 60 days',
      'Passwords must contain a digit and a symbol',
      'Password-only accounts need at least 15 characters',
      'New passwords are checked against a list of breached passwords',
      'A password hint is shown on the sign-in page to help users remember',
    ),
    correct: ['a', 'b', 'e'],
    explanation:
      'NIST forbids periodic rotation, composition rules and hints readable before sign-in. The 15-character minimum for single-factor passwords and the blocklist check are what it requires.',
    moduleKey: 'passwords-and-mfa',
    section: 'The password rules NIST actually asks for',
  },
  {
    key: 'security-073',
    kind: 'single',
    prompt:
      'Attackers run a reverse proxy that shows your real sign-in pages on a look-alike domain and relays everything the victim enters. Which second factor still stops the account takeover?',
    options: opts(
      'A 6-digit code from an authenticator app',
      'A push prompt with number matching',
      'A passkey registered for your domain',
      'A code sent by SMS',
    ),
    correct: ['c'],
    explanation:
      'Codes and approvals are relayed by the proxy because the user enters or approves them. A WebAuthn signature is bound by the browser to the origin, so the look-alike domain cannot obtain one that your server accepts.',
    moduleKey: 'passwords-and-mfa',
    section: 'Phishing resistance and passkeys',
  },
  {
    key: 'security-074',
    kind: 'output',
    prompt: 'This code imitates what bcrypt reads of a password. What does it print?',
    code: `const first = 'x'.repeat(72) + 'alpha';
const second = 'x'.repeat(72) + 'omega';
const bcryptReads = (pw) => Buffer.from(pw).subarray(0, 72).toString();
console.log(bcryptReads(first) === bcryptReads(second), first === second);`,
    language: 'javascript',
    options: opts('true false', 'false false', 'true true', 'false true'),
    correct: ['a'],
    explanation:
      'bcrypt only uses the first 72 bytes, so two different passwords that share them hash the same. Cap input at 72 bytes or pre-hash with a keyed HMAC as OWASP describes.',
    moduleKey: 'passwords-and-mfa',
    section: 'Slow, salted hashes: Argon2id, scrypt, bcrypt',
  },
  {
    key: 'security-075',
    kind: 'single',
    prompt:
      'Overnight, 40,000 different accounts each get exactly one failed sign-in with the password "Winter2026!", from thousands of addresses. The rule "lock an account after 5 failures" never fired. What is this, and what would have noticed it?',
    options: opts(
      'Credential stuffing; a stricter lock after 2 failures',
      'Password spraying; limits and alerts across all accounts, not only per account',
      'An offline cracking attack; a slower password hash',
      'A brute-force attack on a single account; a CAPTCHA shown for that account only',
    ),
    correct: ['b'],
    explanation:
      'Spraying tries one common password on many accounts, so no single account reaches its limit. Limits and monitoring across accounts and sources catch it; a blocklist keeps such passwords out in the first place.',
    moduleKey: 'passwords-and-mfa',
    section: 'Rate limiting and lockout',
  },
];
