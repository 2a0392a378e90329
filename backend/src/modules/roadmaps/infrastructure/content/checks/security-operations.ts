import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-operations.ts. */
export const SECURITY_OPERATIONS_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'incident-response',
    questions: [
      {
        id: 'incident-response-1',
        kind: 'single',
        section: 'Incidents and the NIST lifecycle',
        prompt: 'In NIST SP 800-61 Revision 3, where do the lessons learned from an incident go?',
        options: [
          {
            text: 'Into a separate final phase that may only begin once Recover has ended',
            correct: false,
            why: 'That is close to the post-incident phase of Revision 2. Revision 3 treats improvement as continuous, fed from every Function at any time.',
          },
          {
            text: 'Into Improvement, a Category of Identify that informs every Function',
            correct: true,
            why: 'Revision 3 shows Improvement (in the Identify Function) collecting lessons from all Functions and feeding them back into all of them.',
          },
          {
            text: 'Into the Govern Function only, as a yearly policy update',
            correct: false,
            why: 'Govern sets policy and roles, but lessons learned are analysed in Improvement and inform every Function, not once a year.',
          },
          {
            text: 'Nowhere: Revision 3 dropped lessons learned',
            correct: false,
            why: 'Continuous improvement is an explicit part of the Revision 3 model; it was not dropped.',
          },
        ],
      },
      {
        id: 'incident-response-2',
        kind: 'multiple',
        section: 'Incidents and the NIST lifecycle',
        prompt:
          'Which CSF 2.0 Functions does SP 800-61r3 show as **preparation** that supports incident response, rather than as the response itself? Pick all that apply.',
        options: [
          {
            text: 'Govern',
            correct: true,
            why: 'Policies, roles and authority to act are set before any incident; Revision 3 places Govern in the preparation layer.',
          },
          {
            text: 'Identify',
            correct: true,
            why: 'Knowing your assets and risks is broader risk management that makes response possible, so it sits in the preparation layer.',
          },
          {
            text: 'Protect',
            correct: true,
            why: 'Hardening, access control and training reduce incidents and are part of preparation, not of the response itself.',
          },
          {
            text: 'Detect',
            correct: false,
            why: 'Detect is one of the three Functions Revision 3 shows as incident response itself, with Respond and Recover.',
          },
          {
            text: 'Recover',
            correct: false,
            why: 'Restoring systems and operations is part of the incident response, the top layer of the Revision 3 figure.',
          },
        ],
      },
      {
        id: 'incident-response-3',
        kind: 'single',
        section: 'Detection and analysis',
        prompt:
          'An alert says the finance administrator signed in from two countries 20 minutes apart. What should the analyst do first?',
        options: [
          {
            text: "Wipe the administrator's laptop so nothing can spread from it",
            correct: false,
            why: 'Wiping destroys evidence before anyone knows whether the alert is real or which systems are involved.',
          },
          {
            text: 'Check the raw sign-in logs and what the account touched',
            correct: true,
            why: 'Analysis starts by checking whether the alert is real and what is in scope, from the underlying evidence rather than the alert title.',
          },
          {
            text: 'Close the alert, because a VPN most likely explains the two locations',
            correct: false,
            why: 'A VPN might explain it, but closing without looking at the evidence is how real compromises are missed.',
          },
          {
            text: 'Email every employee to warn them about a possible breach',
            correct: false,
            why: 'Nothing is confirmed yet, and an unplanned mass email can alert the attacker and spread wrong information.',
          },
        ],
      },
      {
        id: 'incident-response-4',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the leaked-credential runbook in order.',
        steps: [
          'Deactivate the leaked access key',
          'Search CloudTrail for everything the key did',
          'Delete what the attacker created, then the old key',
          'Confirm deployments work with the new credential and keep watching',
          'Hold a blameless review and track the action items',
        ],
        why: 'Contain first so the key stops working, scope before you delete anything, eradicate what the attacker left, recover and monitor, then learn from it.',
      },
      {
        id: 'incident-response-5',
        kind: 'single',
        section: 'Evidence and chain of custody',
        prompt:
          'A cloud VM is running a cryptominer the attacker installed. Which first move keeps the most evidence while stopping the damage?',
        options: [
          {
            text: 'Terminate the VM right away and redeploy it from the clean image',
            correct: false,
            why: 'Redeploying is a good recovery step later, but terminating first throws away the memory and disk that show how the attacker got in.',
          },
          {
            text: 'Reboot the VM so the miner process stops',
            correct: false,
            why: 'A reboot erases memory, the most volatile evidence, and the miner may simply start again from persistence.',
          },
          {
            text: 'Capture memory, snapshot the disk, then cut the network',
            correct: true,
            why: 'Volatile data is collected first and the disk is preserved as a copy, while isolating the VM stops the attacker from using it.',
          },
          {
            text: 'Run a full antivirus scan that deletes infected files',
            correct: false,
            why: 'Automatic deletion changes the evidence and rarely removes everything an attacker installed.',
          },
        ],
      },
      {
        id: 'incident-response-6',
        kind: 'fill',
        section: 'Evidence and chain of custody',
        prompt:
          'The record of who collected each piece of evidence, when, how, and every hand-over since, is called the chain of ____.',
        answers: ['custody'],
        caseInsensitive: true,
        why: 'A chain of custody lets you show that the evidence presented later is the same evidence that was collected and that nobody could alter it unnoticed.',
      },
      {
        id: 'incident-response-7',
        kind: 'single',
        section: 'Communication',
        prompt:
          'Under GDPR Article 33, the 72 hours for notifying the supervisory authority of a personal data breach count from when?',
        options: [
          {
            text: 'From the moment the attacker first got into the systems',
            correct: false,
            why: 'The controller often learns of a breach much later; the clock starts when it becomes aware of the breach.',
          },
          {
            text: 'From when the controller becomes aware of it',
            correct: true,
            why: 'Article 33 asks for notification without undue delay and, where feasible, within 72 hours after becoming aware of the breach.',
          },
          {
            text: 'From the end of the forensic investigation into the breach',
            correct: false,
            why: 'Waiting for a full investigation would often take weeks; Article 33 lets you send information in phases instead.',
          },
          {
            text: 'From the first customer complaint about it',
            correct: false,
            why: 'Complaints are not the trigger; awareness of the breach is, however the controller learns of it.',
          },
        ],
      },
      {
        id: 'incident-response-8',
        kind: 'single',
        section: 'Blameless post-incident review',
        prompt: 'A developer pushed a cloud key to a public repository. Which action item fits a blameless review?',
        options: [
          {
            text: 'Record the incident in the developer’s annual performance review',
            correct: false,
            why: 'Punishing the person teaches everyone to hide mistakes and leaves the conditions that allowed it in place.',
          },
          {
            text: 'Ask everyone to be more careful with keys',
            correct: false,
            why: 'Asking for more care changes nothing in the system; the same mistake stays just as easy to make.',
          },
          {
            text: 'Turn on push protection so commits with secrets are blocked',
            correct: true,
            why: 'It changes the conditions that let a well-meaning person leak a secret, which is what a blameless review looks for.',
          },
          {
            text: 'Make the developer retake the security course',
            correct: false,
            why: 'Singling out one person is blame; the review should ask why the system let anyone push a secret.',
          },
        ],
      },
      {
        id: 'incident-response-9',
        kind: 'fill',
        section: 'Preparation',
        prompt:
          'The plan names one person who leads the response and makes the decisions during an incident: the incident ____.',
        answers: ['commander', 'lead', 'manager'],
        caseInsensitive: true,
        why: 'An incident commander (also called incident lead or manager) coordinates the response so that decisions are made once, by someone with the authority to make them.',
      },
    ],
  },
];
