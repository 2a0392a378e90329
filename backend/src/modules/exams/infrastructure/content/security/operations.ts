import type { ExamQuestionContent } from '../exam-types.js';
import { multiple, outputQuestion, single } from '../question-builders.js';

const pythonOutput = outputQuestion('python', 'What does this Python code print?');

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
  at(
    'Severity with CVSS v4',
    single(
      'security-131',
      'vulnerability-management',
      'A vendor adds "Automatable: Yes" and "Recovery: Irrecoverable" to its CVSS v4.0 vector. How does that change the score?',
      [
        'It raises the Base score to Critical',
        'It does not: those are Supplemental metrics, which never change the score',
        'It turns the CVSS-B score into a CVSS-BT score',
        'It lowers the Environmental score of every customer',
      ],
      'b',
      'Automatable and Recovery belong to the Supplemental group of CVSS v4.0: extra context for the consumer that has no effect on the calculated score.',
    ),
  ),
  at(
    'Likelihood: EPSS and the KEV catalog',
    single(
      'security-132',
      'vulnerability-management',
      'CVE X has an EPSS of 0.85 and is not in KEV. CVE Y has an EPSS of 0.10 and was added to KEV yesterday. What is true?',
      [
        'X is certainly exploited, because its EPSS is above 0.5',
        'Y has reliable evidence of exploitation in the wild; X only has a high predicted likelihood',
        'Y should be ignored until its EPSS rises above X',
        'Neither matters until both have a CVSS score of 9.0 or more',
      ],
      'b',
      'KEV records evidence of active exploitation; EPSS is a probability of exploitation activity in the next 30 days. Both are signals, but a KEV entry is confirmed.',
    ),
  ),
  at(
    'Patching SLAs',
    pythonOutput(
      'security-133',
      'vulnerability-management',
      `def sla(f):
    if f["kev"] and f["exposed"]:
        return "P1"
    if f["exposed"] and (f["epss"] >= 0.5 or f["cvss"] >= 9.0):
        return "P2"
    if f["cvss"] >= 7.0:
        return "P3"
    return "P4"

findings = [
    {"kev": True, "exposed": False, "epss": 0.9, "cvss": 8.1},
    {"kev": False, "exposed": True, "epss": 0.1, "cvss": 9.3},
    {"kev": True, "exposed": True, "epss": 0.2, "cvss": 5.4},
]
print(" ".join(sla(f) for f in findings))`,
      ['P1 P2 P1', 'P3 P2 P1', 'P1 P2 P4', 'P3 P4 P1'],
      'b',
      'The first finding is in KEV but not exposed, so only the CVSS 8.1 rule applies (P3); the second is exposed with CVSS 9.3 (P2); the third is in KEV and exposed (P1).',
    ),
  ),
  at(
    'Coordinated disclosure and security.txt',
    multiple(
      'security-134',
      'vulnerability-management',
      'A researcher emails your security contact about a flaw in your product. Which steps belong to coordinated disclosure?',
      [
        'Confirm receipt and keep the researcher informed while you fix it',
        'Publish the technical details at once so that users are warned',
        'Release the fix before the details are made public',
        'Publish an advisory with a CVE and credit the researcher',
        'Tell the researcher you will take legal action if they publish',
      ],
      ['a', 'c', 'd'],
      'Coordinated disclosure keeps the report private until a fix is available, then publishes an advisory with a CVE and credit. Threats push researchers to publish without you.',
    ),
  ),
  at(
    'Common mistakes',
    single(
      'security-135',
      'vulnerability-management',
      '`npm audit` flags a vulnerable version of a package that is not in your package.json at all. What is going on, and what do you do?',
      [
        'It is a false positive, because npm only installs packages you listed',
        'It is a transitive dependency: upgrade the direct dependency that pulls it in',
        'The lockfile is corrupt and must be deleted before every install',
        'It is malware that npm installed on its own and must be reported',
      ],
      'b',
      'Most findings come from dependencies of your dependencies. Upgrading the parent package (or, as a stopgap, an override) brings in the fixed version.',
    ),
  ),
  at(
    'Ethics and the law',
    single(
      'security-136',
      'penetration-testing-basics',
      "A client signs an authorisation for you to test their online shop, which runs on a shared hosting provider's servers. What else should you check before starting?",
      [
        'Nothing: the client’s signature covers every server the shop runs on',
        'The hosting provider’s policy on testing, since the client cannot authorise attacks on its infrastructure',
        'Whether the shop has more than 1,000 customers, below which no permission is needed',
        'Whether your scanner’s licence allows commercial use',
      ],
      'b',
      'A client can authorise tests of what it owns or controls. The provider’s servers, network and other tenants are covered only by the provider’s own policy or permission.',
    ),
  ),
  at(
    'Scope and rules of engagement',
    single(
      'security-137',
      'penetration-testing-basics',
      'During an authorised test you find a web shell you did not upload and admin logins from an unknown country. What do the rules of engagement usually have you do?',
      [
        'Keep testing and mention it in the final report next month',
        'Use the web shell to see how far the other attacker got',
        'Stop and alert the client’s emergency contact at once',
        'Delete the web shell so that the client is safe again',
      ],
      'c',
      'Signs of a real compromise turn the test into a possible incident. Report them immediately through the agreed contact and leave the evidence untouched for the client’s responders.',
    ),
  ),
  at(
    'OWASP WSTG and the tools',
    single(
      'security-138',
      'penetration-testing-basics',
      'In Burp Suite Community Edition, which tool lets you edit one captured request and send it again and again, watching each response?',
      ['Repeater', 'Scanner', 'Decoder', 'Comparer'],
      'a',
      'Repeater replays a single request that you can modify each time. The automated Scanner is only in the paid edition; Decoder transforms data and Comparer diffs two items.',
    ),
  ),
  at(
    'Methodology',
    multiple(
      'security-139',
      'penetration-testing-basics',
      'Which of these are passive reconnaissance, learning about the target without sending it test traffic?',
      [
        'Reading certificate transparency logs for the client’s domain',
        'Reading the client’s job adverts for the technologies they use',
        'Running nmap -sV against the client’s IP range',
        'Looking up the client’s public DNS records',
        'Trying common passwords on the client’s login page',
      ],
      ['a', 'b', 'd'],
      'Certificate transparency logs, job adverts and public DNS records reveal the target without probing it. A service scan and password guessing are active and need to be in scope.',
    ),
  ),
  at(
    'Writing a report a developer can act on',
    single(
      'security-140',
      'penetration-testing-basics',
      'Who is the executive summary of a penetration test report written for, and what does it contain?',
      [
        'For developers: the raw HTTP requests of every finding',
        'For decision makers: the overall risk in plain language and what to fix first',
        'For the tester: the full Nmap output and the tool versions used',
        'For auditors: the hourly log of everything the tester did',
      ],
      'b',
      'The executive summary lets managers decide without reading the details: overall risk, the most important findings and the first actions. Evidence belongs in the findings.',
    ),
  ),
];
