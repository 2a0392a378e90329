import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24 or python3. */
export const SECURITY_EXAM_PRINCIPLES: ExamQuestionContent[] = [
  // security-principles
  {
    key: 'security-036',
    kind: 'single',
    prompt:
      'Ransomware encrypts a clinic’s appointment server; no patient record is copied out. Which CIA property is mainly lost?',
    options: opts('Confidentiality', 'Integrity', 'Availability', 'Authenticity'),
    correct: ['c'],
    explanation:
      'Staff can no longer use the system when they need it, which is a loss of availability. Had the attackers copied records out first, confidentiality would be lost as well.',
    moduleKey: 'security-principles',
    section: 'What security protects: the CIA triad',
  },
  {
    key: 'security-037',
    kind: 'single',
    prompt:
      'A legacy reporting server has a known weakness. It will be shut down in three months, and the product director signs a note to keep it running unchanged until then. Which risk response is this?',
    options: opts('Mitigate', 'Transfer', 'Accept', 'Eliminate'),
    correct: ['c'],
    explanation:
      'Keeping the risk knowingly, with a written decision by someone who has the authority, is acceptance. Mitigating would add a control; eliminating would remove the server now.',
    moduleKey: 'security-principles',
    section: 'Risk: likelihood × impact',
  },
  {
    key: 'security-038',
    kind: 'multiple',
    prompt: 'Which of these controls are examples of separation of duties? Choose all that apply.',
    options: opts(
      'A pull request cannot be merged to main by its own author without another approval',
      'The person who registers a new supplier cannot approve the first payment to it',
      'The reporting service uses a read-only database role',
      'Backups are encrypted with a key kept in a key management service',
    ),
    correct: ['a', 'b'],
    explanation:
      'Separation of duties splits one sensitive action between two people, so one insider or one stolen account cannot complete it. A read-only role is least privilege, and encrypted backups protect confidentiality.',
    moduleKey: 'security-principles',
    section: 'Least privilege and separation of duties',
  },
  {
    key: 'security-039',
    kind: 'output',
    prompt: 'What does this permission check print?',
    code: `const roles = { ana: 'admin', ben: 'viewer' };
const allowed = { admin: ['read', 'delete'], viewer: ['read'] };
function can(user, action) {
  return (allowed[roles[user]] ?? []).includes(action);
}
console.log([can('ana', 'delete'), can('ben', 'delete'), can('eve', 'read')].join(' '));`,
    language: 'javascript',
    options: opts(
      'true false false',
      'true false true',
      'true true false',
      'TypeError: Cannot read properties of undefined',
    ),
    correct: ['a'],
    explanation:
      'The user eve has no role, so the lookup falls back to an empty list and every action is denied: a secure default. ben is a viewer and may only read.',
    moduleKey: 'security-principles',
    section: 'Secure defaults and failing securely',
  },
  {
    key: 'security-040',
    kind: 'single',
    prompt:
      'A team adds a public file-upload feature that stores files and generates thumbnails. From the attack-surface point of view, what is the right reaction?',
    options: opts(
      'Nothing changes, because the uploaded files are stored in object storage and never touch the application servers',
      'Review it as new entry points: size and type limits, the thumbnail parser, who can read stored files',
      'Hide the upload endpoint under an unguessable path',
      'Only check the upload feature again at the next yearly penetration test',
    ),
    correct: ['b'],
    explanation:
      'A feature that accepts files adds entry points and new code (such as image parsers) that attackers can reach, so it grows the attack surface and is the moment to look again.',
    moduleKey: 'security-principles',
    section: 'Attack surface',
  },
];
