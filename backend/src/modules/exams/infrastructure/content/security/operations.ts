import type { ExamQuestionContent } from '../exam-types.js';
import { multiple, single } from '../question-builders.js';

/** Ties a question to the `### ` heading of its module's lesson that teaches the answer. */
const at = (section: string, question: ExamQuestionContent): ExamQuestionContent => ({ ...question, section });

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. */
export const SECURITY_EXAM_OPERATIONS: ExamQuestionContent[] = [
  at(
    'Incidents and the NIST lifecycle',
    single(
      'security-126',
      'incident-response',
      "A team's incident plan says it follows NIST's current guide, SP 800-61 Revision 2 (2012). What should a reviewer point out?",
      [
        'Nothing: Revision 2 is still the current NIST incident handling guide',
        'Revision 3 (April 2025) supersedes it and maps response onto CSF 2.0 Functions',
        'NIST withdrew its incident response guidance and points only to ISO standards',
        'Revision 3 keeps the four phases of 2012 and only adds a new chapter on ransomware',
      ],
      'b',
      'SP 800-61r3, published in April 2025, supersedes Revision 2 and presents incident response as a CSF 2.0 Community Profile across Govern, Identify, Protect, Detect, Respond and Recover.',
    ),
  ),
  at(
    'Incidents and the NIST lifecycle',
    single(
      'security-127',
      'incident-response',
      'Which of these is a security incident rather than just an event?',
      [
        'The firewall blocks 300 connection attempts from a scanner on the internet',
        'A user mistypes their password twice, then signs in',
        'Someone signs in with a stolen password and exports the customer list',
        'The endpoint agent downloads new detection signatures',
      ],
      'c',
      'An incident actually or imminently harms confidentiality, integrity or availability; a stolen password used to export data does. Blocked scans, typos and updates are ordinary events.',
    ),
  ),
  at(
    'Containment, eradication and recovery',
    multiple(
      'security-128',
      'incident-response',
      'Ransomware is encrypting files on one file server. Which of these are containment actions?',
      [
        'Disconnect the server from the network',
        'Disable the account the ransomware is running as',
        'Restore the encrypted files from last night’s backup',
        'Block the attacker’s command-and-control domain in DNS',
        'Write the post-incident review',
      ],
      ['a', 'b', 'd'],
      'Containment stops the damage from spreading: isolating the host, disabling the abused account and cutting the attacker’s control channel. Restoring from backup is recovery, and the review comes afterwards.',
    ),
  ),
  at(
    'Evidence and chain of custody',
    single(
      'security-129',
      'incident-response',
      'You may collect only one thing before a compromised server is powered off. Following the order of volatility, what do you take?',
      [
        'An image of the system disk',
        'A copy of the contents of memory',
        'Last month’s backup tapes',
        'The network diagram from the wiki',
      ],
      'b',
      'RFC 3227 says to collect the most volatile data first: memory and running processes vanish at power-off, while the disk, backups and documentation remain.',
    ),
  ),
  at(
    'Worked example',
    single(
      'security-130',
      'incident-response',
      'CloudTrail shows that a leaked key, now deactivated, was used to call CreateUser and CreateAccessKey. Why is the incident not over?',
      [
        'Deactivated keys become active again after 24 hours',
        'The attacker created a new user with its own working key',
        'CloudTrail cannot record what a deactivated key did',
        'CreateUser calls only matter when made from the console',
      ],
      'b',
      'The attacker built persistence: a new user and key that keep working after the original key is disabled. Eradication must remove them and check what they did.',
    ),
  ),
];
