import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-identity-web.ts. */
export const SECURITY_IDENTITY_WEB_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'passwords-and-mfa',
    questions: [
      {
        id: 'passwords-and-mfa-1',
        kind: 'single',
        section: 'Slow, salted hashes: Argon2id, scrypt, bcrypt',
        prompt:
          'A service stores `sha256(salt + password)` with a random 16-byte salt per user. What is still wrong after its database leaks?',
        options: [
          {
            text: 'Nothing: a random per-user salt already makes cracking the leaked hashes impossible',
            correct: false,
            why: 'The salt defeats precomputed tables, but each guess still costs one fast hash, so common passwords fall quickly.',
          },
          {
            text: 'SHA-256 is fast, so attackers test billions of guesses per second per GPU',
            correct: true,
            why: 'A password hash must be deliberately slow (and ideally memory-hard), like Argon2id, scrypt or bcrypt.',
          },
          {
            text: 'The salt must be secret and kept outside the database',
            correct: false,
            why: 'Salts are not secret; they are stored next to the hash. A secret stored elsewhere is a pepper, which is an extra layer, not the fix.',
          },
          {
            text: 'SHA-256 is broken and collisions can be made in seconds',
            correct: false,
            why: 'No practical SHA-256 collisions are known. Its weakness here is speed, not broken collision resistance.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-2',
        kind: 'output',
        section: 'Worked example',
        prompt: 'The worked example stores hashes as strings. What does this print?',
        code: {
          language: 'javascript',
          source: `const stored = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA';
const [, alg, , costs] = stored.split('$');
const { m, t } = Object.fromEntries(costs.split(',').map((kv) => kv.split('=')));
console.log(alg, Number(m) / 1024, t);`,
        },
        options: [
          {
            text: 'argon2id 19 2',
            correct: true,
            why: 'The string starts with `$`, so index 1 is the algorithm; the costs field holds m=19456 KiB (19 MiB) and t=2.',
          },
          {
            text: 'v=19 19456 2',
            correct: false,
            why: 'Index 2 is the version field, which the destructuring skips; and m is divided by 1024 before printing.',
          },
          {
            text: 'argon2id 19456 2',
            correct: false,
            why: 'm is stored in KiB; the code divides it by 1024 before printing, which gives 19 (MiB).',
          },
          {
            text: 'argon2id 19 1',
            correct: false,
            why: 't is the iteration count, 2 here; p=1 is the parallelism, which is not printed.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-3',
        kind: 'multiple',
        section: 'The password rules NIST actually asks for',
        prompt: 'Which rules match NIST SP 800-63B-4 for passwords? Pick all that apply.',
        options: [
          {
            text: 'At least 15 characters when the password is the only factor',
            correct: true,
            why: 'Rev. 4 raised the single-factor minimum to 15; 8 is allowed only when the password is part of MFA.',
          },
          {
            text: 'Refuse passwords found on a blocklist of breached and common values',
            correct: true,
            why: 'Verifiers must compare new passwords against such a blocklist and say why one was refused.',
          },
          {
            text: 'Let users paste from a password manager',
            correct: true,
            why: 'NIST requires allowing password managers and recommends allowing paste.',
          },
          {
            text: 'Require at least one digit, one capital and one symbol',
            correct: false,
            why: 'Composition rules are a SHALL NOT: they yield predictable passwords such as `Password1!`.',
          },
          {
            text: 'Force every user to pick a new password every 90 days',
            correct: false,
            why: 'Periodic rotation is a SHALL NOT; a change is forced only on evidence of compromise.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-4',
        kind: 'single',
        section: 'Peppers',
        prompt: 'Where should a password pepper be kept?',
        options: [
          {
            text: 'In a secret manager or HSM, apart from the user database',
            correct: true,
            why: 'Its value comes from being missing when only the database is stolen, so it must live somewhere else.',
          },
          {
            text: 'In each user row, next to that user’s salt',
            correct: false,
            why: 'Stored with the hash, it is stolen with the hash and adds nothing a salt does not already do.',
          },
          {
            text: 'In the source code, so every server has the same value',
            correct: false,
            why: 'Source code is copied, shared and leaked far more widely than a secret store; it is no place for secrets.',
          },
          {
            text: 'Nowhere: a new random pepper is generated at each sign-in',
            correct: false,
            why: 'Verification needs the same pepper that was used when hashing; a fresh value would never match.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-5',
        kind: 'single',
        section: 'Phishing resistance and passkeys',
        prompt:
          'A user signs in through a perfect copy of your site on `examp1e.com`. Why does their passkey not let the attacker in, when a TOTP code would?',
        options: [
          {
            text: 'Passkeys expire after 30 seconds, which is faster than any attacker could relay them to the real site',
            correct: false,
            why: 'That describes a TOTP window, and relaying within 30 seconds is easy. Passkeys do not rely on timing.',
          },
          {
            text: 'The browser ties the credential to your real domain, so it signs nothing for the fake one',
            correct: true,
            why: 'The browser tells the authenticator the origin and includes it in what is signed; the user cannot be tricked into using it elsewhere.',
          },
          {
            text: 'Passkeys only work on mobile phones, which block phishing pages',
            correct: false,
            why: 'Passkeys work on desktops and security keys too; protection comes from origin binding, not the device type.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-6',
        kind: 'order',
        section: 'Slow, salted hashes: Argon2id, scrypt, bcrypt',
        prompt: 'Put the steps of raising the Argon2id cost at sign-in in order.',
        steps: [
          'Read the user’s stored hash string with its salt and cost parameters',
          'Hash the submitted password with the stored salt and the stored costs',
          'Compare the result with the stored hash in constant time',
          'If it matches and the costs are below the current ones, hash again with the new costs and save',
        ],
        why: 'You can only re-hash at sign-in, when the plain password is briefly known, and only after it has been verified with the parameters it was stored with.',
      },
      {
        id: 'passwords-and-mfa-7',
        kind: 'fill',
        section: 'Multi-factor authentication',
        prompt: 'Sending push prompt after push prompt until a tired user taps Approve is called MFA ____.',
        answers: ['fatigue', 'fatigue attack', 'bombing', 'push bombing'],
        caseInsensitive: true,
        why: 'MFA fatigue (also called push bombing) abuses approve-only prompts; number matching and phishing-resistant MFA reduce it.',
      },
      {
        id: 'passwords-and-mfa-8',
        kind: 'single',
        section: 'Rate limiting and lockout',
        prompt: 'Why is "lock the account for good after 5 wrong passwords" a poor only defence?',
        options: [
          {
            text: 'Five attempts is too many: one wrong password should already lock',
            correct: false,
            why: 'A stricter lock makes the denial-of-service problem worse, and users mistype passwords all the time.',
          },
          {
            text: 'NIST forbids limiting failed attempts at all, because any limit eventually locks out legitimate users',
            correct: false,
            why: 'NIST requires a limit: no more than 100 consecutive failures per account, ideally with growing delays.',
          },
          {
            text: 'Anyone can lock out users they can name, and spraying one password per account never trips it',
            correct: true,
            why: 'Combine per-account and per-address limits, growing delays and monitoring instead of permanent locks.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-9',
        kind: 'single',
        section: 'Recovery codes and account recovery',
        prompt: 'How should a service keep the recovery codes it showed a user at MFA setup?',
        options: [
          {
            text: 'Hashed like passwords, each one marked used after it works once',
            correct: true,
            why: 'They are secrets that grant access, so store them in a form resistant to offline attacks, and each is single-use.',
          },
          {
            text: 'In plain text, so support staff can read one to the user on the phone',
            correct: false,
            why: 'Then anyone who can talk to support, or read the table, can bypass MFA.',
          },
          {
            text: 'Encrypted, and reusable so the user never runs out of codes',
            correct: false,
            why: 'Reusable codes become a second permanent password; NIST requires each look-up secret to work only once.',
          },
        ],
      },
    ],
  },
];
