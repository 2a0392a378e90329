import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-principles.ts. */
export const SECURITY_PRINCIPLES_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'security-principles',
    questions: [
      {
        id: 'security-principles-1',
        kind: 'single',
        section: 'What security protects: the CIA triad',
        prompt:
          'A shop accepts a refund request in which the customer changed `amount=10` to `amount=-10`, and the balance goes the wrong way. Which property of the CIA triad did the attack break?',
        options: [
          {
            text: 'Confidentiality, because the customer saw a field that should have stayed hidden',
            correct: false,
            why: 'Nothing secret was read: the amount field was the customer’s own request. The harm is an unauthorised change.',
          },
          {
            text: 'Integrity',
            correct: true,
            why: 'Data changed in a way the business never authorised; keeping changes authorised is what integrity means.',
          },
          {
            text: 'Availability, because the refund service stopped working as intended for everyone',
            correct: false,
            why: 'The service kept working for its users; availability is about legitimate users being able to use it at all.',
          },
          {
            text: 'Non-repudiation',
            correct: false,
            why: 'Non-repudiation is about proving who did an action; the request is logged and attributable, the problem is the change it made.',
          },
        ],
      },
      {
        id: 'security-principles-2',
        kind: 'fill',
        section: 'Risk: likelihood × impact',
        prompt:
          'In the OWASP Risk Rating Methodology, a finding with HIGH likelihood and MEDIUM impact has an overall severity of ____.',
        answers: ['High'],
        caseInsensitive: true,
        why: 'The severity table combines the two levels: HIGH likelihood with MEDIUM impact gives High; only HIGH with HIGH gives Critical.',
      },
      {
        id: 'security-principles-3',
        kind: 'multiple',
        section: 'Least privilege and separation of duties',
        prompt: 'Which of these apply **least privilege**? Pick all that apply.',
        options: [
          {
            text: 'A nightly report job connects with a database role that can only `select` from two tables',
            correct: true,
            why: 'The job only reads those tables, so that is all its role can do; a compromise of the job exposes little else.',
          },
          {
            text: 'A support engineer gets production access for four hours to handle one ticket, then it expires',
            correct: true,
            why: 'Least privilege limits time as well as scope: access that expires cannot be abused next month.',
          },
          {
            text: 'The CI pipeline uses the cloud account’s root credentials so that no deploy ever fails on permissions',
            correct: false,
            why: 'This is the opposite: anyone who compromises the pipeline gets the whole account.',
          },
          {
            text: 'Every developer is added to the admin group so nobody is blocked waiting for access',
            correct: false,
            why: 'Convenience is the usual reason privileges grow; each admin account is one more way to the whole system.',
          },
          {
            text: 'A payment over €10,000 needs a second person to approve it',
            correct: false,
            why: 'This is separation of duties (two people for one sensitive action), a related but different principle.',
          },
        ],
      },
      {
        id: 'security-principles-4',
        kind: 'output',
        section: 'Secure defaults and failing securely',
        prompt: 'The ownership check crashes. What does this print?',
        code: {
          language: 'javascript',
          source: `function isOwner(user, id) {
  throw new Error('db timeout');
}
function canRead(user, id) {
  try {
    if (isOwner(user, id) === false) return 'denied';
  } catch (err) {}
  return 'allowed';
}
console.log(canRead('ana', 7));`,
        },
        options: [
          {
            text: 'denied',
            correct: false,
            why: '`denied` is returned only when `isOwner` returns `false`; here it throws before returning anything.',
          },
          {
            text: 'allowed',
            correct: true,
            why: 'The exception skips the `if`, the empty `catch` swallows it, and the function falls through to `allowed`: it fails open.',
          },
          {
            text: 'Error: db timeout',
            correct: false,
            why: 'The empty `catch` swallows the error, so nothing is thrown out of `canRead` and no error is printed.',
          },
          {
            text: 'undefined',
            correct: false,
            why: "Every path through `canRead` returns a string; after the `catch` it reaches `return 'allowed'`.",
          },
        ],
      },
      {
        id: 'security-principles-5',
        kind: 'single',
        section: 'Defence in depth',
        prompt: 'Which design follows **defence in depth** for an admin panel?',
        options: [
          {
            text: 'A very long random URL for the panel, so nobody can find it and no login page is needed at all',
            correct: false,
            why: 'This is one weak layer (obscurity) and it removes authentication; URLs leak through logs and history.',
          },
          {
            text: 'Two web application firewalls from the same vendor, one after the other, with the same rule set',
            correct: false,
            why: 'The same rules twice fail on the same request: it is one layer counted twice.',
          },
          {
            text: 'VPN-only access, SSO with MFA, an admin role check, and an alert on bulk exports',
            correct: true,
            why: 'Independent controls of different kinds: if one is bypassed or misconfigured, the others still stop or reveal the attacker.',
          },
          {
            text: 'A strong password for the one shared admin account',
            correct: false,
            why: 'A single control, and a shared account also loses accountability for who did what.',
          },
        ],
      },
      {
        id: 'security-principles-6',
        kind: 'single',
        section: 'Attack surface',
        prompt:
          'An API still serves `/v1/` endpoints that no client has called in a year, next to the current `/v2/`. What does the lesson recommend?',
        options: [
          {
            text: 'Keep `/v1/` but add it to the scanner’s list so it gets tested like the rest of the API every quarter',
            correct: false,
            why: 'Testing helps, but the code still has to be patched and monitored; removing unused entry points is cheaper and safer.',
          },
          {
            text: 'Retire `/v1/`: unused entry points add risk and no value',
            correct: true,
            why: 'Every endpoint is attack surface that must stay correct and patched; removal is often the cheapest control.',
          },
          {
            text: 'Rename `/v1/` to a secret path so that attackers cannot find it',
            correct: false,
            why: 'Obscurity is not a control: the old code is still reachable, just harder to find for you as well.',
          },
        ],
      },
      {
        id: 'security-principles-7',
        kind: 'order',
        section: 'Risk: likelihood × impact',
        prompt: 'Put the steps of rating and handling a finding in order.',
        steps: [
          'Describe the weakness and who could exploit it',
          'Estimate the likelihood (attacker, ease of discovery and exploit, exposure)',
          'Estimate the impact (technical and business damage)',
          'Combine both into an overall severity',
          'Decide the response: mitigate, eliminate, transfer or accept',
        ],
        why: 'You cannot rate what you have not described; likelihood and impact are estimated separately, combined into severity, and only then does the team choose a response.',
      },
      {
        id: 'security-principles-8',
        kind: 'single',
        section: 'Common mistakes',
        prompt:
          'After a deploy fails on permissions, a developer is made cloud admin "until Friday". Three months later they still are. Which practice prevents this?',
        options: [
          {
            text: 'Access that expires by itself, plus a regular review of who holds which role',
            correct: true,
            why: 'Time-limited grants and periodic reviews stop temporary privileges from becoming permanent.',
          },
          {
            text: 'Asking the developer to promise in writing that they will not use the admin rights after Friday',
            correct: false,
            why: 'A promise changes nothing if the account is stolen; the privilege itself must go away.',
          },
          {
            text: 'Giving every developer admin rights so that nobody is treated differently',
            correct: false,
            why: 'This multiplies the problem: every account becomes a path to the whole cloud account.',
          },
        ],
      },
    ],
  },
];
