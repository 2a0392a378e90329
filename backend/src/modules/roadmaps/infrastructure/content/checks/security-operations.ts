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
      {
        id: 'incident-response-10',
        kind: 'single',
        section: 'Containment, eradication and recovery',
        prompt: 'During a compromise, which of these steps is eradication rather than containment or recovery?',
        options: [
          {
            text: 'Isolating the infected host from the network',
            correct: false,
            why: 'Isolation stops the damage from spreading, which is containment; the attacker’s foothold is still there.',
          },
          {
            text: 'Removing the backdoor account the attacker created',
            correct: true,
            why: 'Eradication removes the cause and everything the attacker left behind, such as backdoor accounts, malware and new keys.',
          },
          {
            text: 'Blocking the attacker’s IP addresses at the firewall',
            correct: false,
            why: 'Blocking limits what the attacker can do right now, which is containment; it removes nothing they installed.',
          },
          {
            text: 'Restoring the database from a verified clean backup',
            correct: false,
            why: 'Returning systems to a known-good state is recovery, which follows eradication.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'vulnerability-management',
    questions: [
      {
        id: 'vulnerability-management-1',
        kind: 'single',
        section: 'Vulnerabilities, CVE and CWE',
        prompt: 'A scanner reports `CVE-2026-12345`, classified as `CWE-89`. What does each identifier tell you?',
        options: [
          {
            text: 'The CVE is the severity score and the CWE is the number of the vendor’s patch',
            correct: false,
            why: 'Neither is a score or a patch: severity comes from CVSS, and the fix from the vendor’s advisory.',
          },
          {
            text: 'The CVE names this one flaw; CWE-89 says it is SQL injection',
            correct: true,
            why: 'A CVE identifies one vulnerability in one product; a CWE names the class of weakness behind it, here SQL injection.',
          },
          {
            text: 'Both are IDs of the same bug, kept in two competing databases',
            correct: false,
            why: 'They answer different questions: which specific flaw (CVE) and what kind of mistake (CWE).',
          },
          {
            text: 'The CWE names the attacker group and the CVE names the product that is affected',
            correct: false,
            why: 'CWE describes weakness types, not attackers; the affected product is part of the CVE record, not the ID itself.',
          },
        ],
      },
      {
        id: 'vulnerability-management-2',
        kind: 'order',
        section: 'Vulnerabilities, CVE and CWE',
        prompt: 'Put one turn of the vulnerability management loop in order.',
        steps: [
          'Find vulnerabilities in what you run (scan, advisories)',
          'Decide which findings matter and in what order',
          'Fix or mitigate them',
          'Check that the fix worked (re-scan or test)',
        ],
        why: 'You can only rank what you have found, fix what you have ranked, and a fix counts only once it is verified; then the loop starts again.',
      },
      {
        id: 'vulnerability-management-3',
        kind: 'fill',
        section: 'Severity with CVSS v4',
        prompt: 'In CVSS v4.0, a score computed from the Base and Threat metrics only is labelled CVSS-____.',
        answers: ['BT'],
        caseInsensitive: true,
        why: 'Version 4 names the groups used: CVSS-B for Base only, CVSS-BT with Threat, CVSS-BE with Environmental, CVSS-BTE with both.',
      },
      {
        id: 'vulnerability-management-4',
        kind: 'single',
        section: 'The limits of CVSS',
        prompt:
          'Finding A: CVSS 9.8 in a library function your code never calls, on an internal batch server. Finding B: CVSS 6.5 in your public login page, listed in KEV. Which do you fix first?',
        options: [
          {
            text: 'A, because a Critical score always comes before a Medium one',
            correct: false,
            why: 'A Base score is severity in the abstract; it ignores that A is unreachable and B is being exploited.',
          },
          {
            text: 'B, because it is exploited and exposed',
            correct: true,
            why: 'Known exploitation and internet exposure make B the real risk today; A stays on the list at a lower priority.',
          },
          {
            text: 'Neither until the NVD has published its own score for both of them',
            correct: false,
            why: 'Waiting helps attackers, and since April 2026 the NVD scores only priority CVEs; the CNA’s data and KEV are enough to act.',
          },
          {
            text: 'Both at once in one change, so that nobody has to compare them',
            correct: false,
            why: 'Bundling delays the urgent fix behind the harder one; prioritising means deciding which goes first.',
          },
        ],
      },
      {
        id: 'vulnerability-management-5',
        kind: 'single',
        section: 'Likelihood: EPSS and the KEV catalog',
        prompt: 'A CVE has an EPSS score of 0.03. What does that mean?',
        options: [
          {
            text: 'About 3 % of internet-facing servers run the vulnerable version',
            correct: false,
            why: 'EPSS does not measure how widespread the software is; it estimates the chance of exploitation activity.',
          },
          {
            text: 'Its severity is 0.3 on the 0 to 10 CVSS scale',
            correct: false,
            why: 'EPSS is a probability between 0 and 1, not a severity score; CVSS measures severity.',
          },
          {
            text: 'About a 3 % chance of exploitation activity in the next 30 days',
            correct: true,
            why: 'EPSS estimates the probability that exploitation of the CVE will be observed within the next 30 days.',
          },
          {
            text: 'It has been exploited three times that anyone knows of so far',
            correct: false,
            why: 'EPSS is a prediction, not a count; confirmed exploitation is what the KEV catalog records.',
          },
        ],
      },
      {
        id: 'vulnerability-management-6',
        kind: 'multiple',
        section: 'Likelihood: EPSS and the KEV catalog',
        prompt: 'Which conditions must a vulnerability meet to be added to CISA’s KEV catalog? Pick all that apply.',
        options: [
          {
            text: 'It has a CVE ID',
            correct: true,
            why: 'CISA lists only vulnerabilities with an assigned CVE ID, so everyone can match entries to their scanners.',
          },
          {
            text: 'There is reliable evidence it is being exploited in the wild',
            correct: true,
            why: 'KEV is evidence, not prediction: active exploitation must be shown.',
          },
          {
            text: 'There is a clear remediation, such as a vendor update',
            correct: true,
            why: 'An entry must tell defenders what to do, so a clear remediation action is required.',
          },
          {
            text: 'Its CVSS Base score is 9.0 or higher',
            correct: false,
            why: 'Severity is not a criterion; many KEV entries are High or Medium.',
          },
          {
            text: 'Its EPSS score is above 0.5',
            correct: false,
            why: 'EPSS is not a KEV criterion; exploitation evidence is.',
          },
        ],
      },
      {
        id: 'vulnerability-management-7',
        kind: 'single',
        section: 'Scanning: dependencies, containers, infrastructure',
        prompt:
          'Trivy reports 140 CVEs in your service’s image, almost all in operating-system packages of the base image. What is the most effective fix?',
        options: [
          {
            text: 'Rebuild the image on an updated base image',
            correct: true,
            why: 'Most OS-package findings are fixed at once by a patched base image; then re-scan to see what is left.',
          },
          {
            text: 'Add a `RUN` line that upgrades each of the 140 packages one by one',
            correct: false,
            why: 'It may work for a few packages, but it is slow, fragile and drifts from the base image; rebuilding on a patched base fixes them together.',
          },
          {
            text: 'Scan only the application’s own dependencies from now on',
            correct: false,
            why: 'The operating-system packages still run in production; hiding findings does not remove vulnerabilities.',
          },
          {
            text: 'Mark them all as false positives so that the dashboard turns green again',
            correct: false,
            why: 'They are real version matches; dismissing them without analysis hides risk instead of removing it.',
          },
        ],
      },
      {
        id: 'vulnerability-management-8',
        kind: 'output',
        section: 'Worked example',
        prompt: 'With the team’s priority rule from the lesson, what does this print?',
        code: {
          language: 'python',
          source: `findings = [
    {"id": "A", "cvss": 9.1, "epss": 0.10, "kev": False, "exposed": True},
    {"id": "B", "cvss": 5.0, "epss": 0.97, "kev": False, "exposed": False},
    {"id": "C", "cvss": 6.0, "epss": 0.20, "kev": True, "exposed": False},
]

def priority(f):
    return (not f["kev"], not f["exposed"], -f["epss"], -f["cvss"])

print(" ".join(f["id"] for f in sorted(findings, key=priority)))`,
        },
        options: [
          {
            text: 'B C A',
            correct: false,
            why: 'That is the order by EPSS alone; the key checks KEV and exposure before EPSS.',
          },
          {
            text: 'C A B',
            correct: true,
            why: 'C is in KEV (`not True` is `False`, which sorts first); of the rest, A is exposed and B is not.',
          },
          {
            text: 'A C B',
            correct: false,
            why: 'That is the order by CVSS; CVSS is only the last tie-breaker in this key.',
          },
          {
            text: 'C B A',
            correct: false,
            why: 'Exposure comes before EPSS in the tuple, so the exposed A sorts before B despite B’s higher EPSS.',
          },
        ],
      },
      {
        id: 'vulnerability-management-9',
        kind: 'single',
        section: 'Patching SLAs',
        prompt:
          'A P1 finding has a 72-hour SLA, but the vendor has not released a fix yet. What does a good policy have you do?',
        options: [
          {
            text: 'Mark it as a false positive so the SLA is not breached',
            correct: false,
            why: 'It is a real vulnerability; mislabelling it hides the risk and corrupts your metrics.',
          },
          {
            text: 'Mitigate it and record a time-limited risk acceptance',
            correct: true,
            why: 'A mitigation (disable the feature, restrict access, a WAF rule) reduces the risk now, and a signed, expiring acceptance keeps it visible.',
          },
          {
            text: 'Wait for the patch, because an SLA cannot apply to a finding without a fix',
            correct: false,
            why: 'Attackers do not wait for the patch; the SLA is about reducing risk, which mitigations can do.',
          },
          {
            text: 'Lower its score in the tracker so that it moves down to P4 instead',
            correct: false,
            why: 'Changing the label does not change the risk; P1 is P1 because it is exploited and exposed.',
          },
        ],
      },
      {
        id: 'vulnerability-management-10',
        kind: 'single',
        section: 'Coordinated disclosure and security.txt',
        prompt: 'Which security.txt setup follows RFC 9116?',
        options: [
          {
            text: 'At `/security.txt` over plain HTTP, with `Contact` and `Policy`',
            correct: false,
            why: 'The file belongs under `/.well-known/`, must be served over HTTPS, and `Expires` is required.',
          },
          {
            text: 'At `/.well-known/security.txt` over HTTPS, with `Contact` and `Expires`',
            correct: true,
            why: 'RFC 9116 puts the file under `/.well-known/`, requires HTTPS, at least one `Contact` and exactly one `Expires`.',
          },
          {
            text: 'At `/.well-known/security.txt` over HTTPS, with `Policy` and `Encryption` only',
            correct: false,
            why: 'Those fields are optional; without `Contact` researchers cannot reach you, and `Expires` is required too.',
          },
          {
            text: 'At any path that robots.txt lists, with only a `Contact` line in it',
            correct: false,
            why: 'The location is fixed so tools can find it, and `Expires` is required alongside `Contact`.',
          },
        ],
      },
      {
        id: 'vulnerability-management-11',
        kind: 'fill',
        section: 'Triage and prioritisation',
        prompt:
          'A machine-readable statement that your product is not affected by a CVE, with the reason (for example "vulnerable code not present"), is called a ____ statement.',
        answers: ['VEX'],
        caseInsensitive: true,
        why: 'A VEX (Vulnerability Exploitability eXchange) statement records the triage decision so scanners and customers stop re-raising the same finding.',
      },
      {
        id: 'vulnerability-management-12',
        kind: 'single',
        section: 'Bug bounties',
        prompt:
          'In a bug bounty, you notice that changing an ID in the URL shows another customer’s invoice. What do you do?',
        options: [
          {
            text: 'Download a few hundred invoices so the impact is impossible to dispute',
            correct: false,
            why: 'Accessing more real customer data than needed breaks the rules and may break the law; safe harbour covers only research within the rules.',
          },
          {
            text: 'Stop, and report it with proof from your own test accounts',
            correct: true,
            why: 'Show the flaw with the least access possible, ideally between two accounts you own, and report it through the programme.',
          },
          {
            text: 'Post it publicly so the company is pushed to fix it faster',
            correct: false,
            why: 'Public disclosure before a fix exposes every customer and breaks coordinated disclosure and the programme’s rules.',
          },
          {
            text: 'Try the same trick on the company’s other domains that are not in scope',
            correct: false,
            why: 'Out-of-scope assets are not covered by the programme’s permission; testing them is unauthorised.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'penetration-testing-basics',
    questions: [
      {
        id: 'penetration-testing-basics-1',
        kind: 'single',
        section: 'What a penetration test is',
        prompt: 'What does a penetration test give a client that an automated vulnerability scan does not?',
        options: [
          {
            text: 'A longer list of possible issues, taken straight from version numbers and signatures',
            correct: false,
            why: 'That is what a scanner produces; a tester shortens the list by confirming or discarding each item.',
          },
          {
            text: 'Confirmed findings, chained into real impact',
            correct: true,
            why: 'A tester verifies what is exploitable, removes false positives and shows how small issues combine, which a scanner cannot do.',
          },
          {
            text: 'A guarantee that no vulnerability remains anywhere in the scope afterwards',
            correct: false,
            why: 'A time-boxed test finds what it can in the time given; it never proves the absence of vulnerabilities.',
          },
          {
            text: 'A test of whether the defenders notice an attack that lasts for weeks',
            correct: false,
            why: 'That describes a red team exercise, which pursues an objective and tests detection; a penetration test aims for coverage of a scope.',
          },
        ],
      },
      {
        id: 'penetration-testing-basics-2',
        kind: 'multiple',
        section: 'Ethics and the law',
        prompt: 'Which of these authorise you to test `shop.example.com`? Pick all that apply.',
        options: [
          {
            text: 'A signed authorisation from the company that owns it, listing that host',
            correct: true,
            why: 'Written permission from the owner, naming the system, is what makes testing lawful.',
          },
          {
            text: 'A public bug bounty programme whose published scope lists that host',
            correct: true,
            why: 'The programme’s rules are the owner’s written permission, within the scope and rules they state.',
          },
          {
            text: 'A developer at the company saying "sure, have a go" in a chat',
            correct: false,
            why: 'An individual employee usually cannot authorise attacks on company systems, and chat approval is not a signed scope.',
          },
          {
            text: 'The site publishes a security.txt file',
            correct: false,
            why: 'security.txt tells you where to report issues; it does not invite you to attack the site.',
          },
          {
            text: 'The site is reachable by anyone on the internet',
            correct: false,
            why: 'Being public means anyone may use the site as intended, not probe it for weaknesses.',
          },
        ],
      },
      {
        id: 'penetration-testing-basics-3',
        kind: 'single',
        section: 'Ethics and the law',
        prompt:
          'What does the US Department of Justice’s 2022 policy on good-faith security research mean for a tester?',
        options: [
          {
            text: 'Research in good faith is now legal everywhere as long as you report what you find',
            correct: false,
            why: 'It is a US prosecutors’ policy, not a change in law, and it has no effect in other countries.',
          },
          {
            text: 'Prosecutors are told not to charge it, but civil suits and other laws remain',
            correct: true,
            why: 'The policy guides federal charging decisions under the CFAA; companies can still sue, other countries’ laws still apply, and others judge the good faith.',
          },
          {
            text: 'Written authorisation is no longer needed for tests of US websites',
            correct: false,
            why: 'Authorisation is still what makes a test lawful and professional; the policy is not permission.',
          },
          {
            text: 'Only testers with a government certification may do research on US systems',
            correct: false,
            why: 'The policy says nothing about certification; it concerns how prosecutors treat good-faith research.',
          },
        ],
      },
      {
        id: 'penetration-testing-basics-4',
        kind: 'single',
        section: 'Scope and rules of engagement',
        prompt:
          'Your scope lists `app.client.com`. Its login page links to `sso.partner-idp.com`, which looks vulnerable. What do you do?',
        options: [
          {
            text: 'Test it gently, because it is part of the same login flow',
            correct: false,
            why: 'Being linked from an in-scope page does not put a system in scope; it belongs to another company.',
          },
          {
            text: 'Do not test it; note it and ask your client contact',
            correct: true,
            why: 'Anything not listed is out of scope. Record the observation, and let the client decide whether to involve the partner.',
          },
          {
            text: 'Run only a quick Nmap scan of it so that the report is complete',
            correct: false,
            why: 'Even a port scan of a system you are not authorised to test can break the law or a contract.',
          },
          {
            text: 'Report the weakness directly to the partner through social media',
            correct: false,
            why: 'You have no relationship with the partner and the finding is unconfirmed; your client decides how to raise it.',
          },
        ],
      },
      {
        id: 'penetration-testing-basics-5',
        kind: 'order',
        section: 'Methodology',
        prompt: 'Put the phases of a test, after the scope is signed, in order.',
        steps: ['Reconnaissance', 'Scanning and enumeration', 'Exploitation', 'Post-exploitation', 'Reporting'],
        why: 'You learn about the target, map what is exposed, prove a weakness, see how far that access reaches, then report and retest.',
      },
      {
        id: 'penetration-testing-basics-6',
        kind: 'fill',
        section: 'Methodology',
        prompt: 'To make Nmap scan all 65,535 TCP ports instead of the most common 1,000, add the option ____.',
        answers: ['-p-', '-p 1-65535', '-p1-65535'],
        why: '`-p-` is Nmap’s shorthand for ports 1 to 65535; without a port option Nmap scans only the 1,000 most common ports.',
      },
      {
        id: 'penetration-testing-basics-7',
        kind: 'single',
        section: 'OWASP WSTG and the tools',
        prompt: 'Why does the lesson write `WSTG-v42-ATHZ-04` in a report rather than just `WSTG-ATHZ-04`?',
        options: [
          {
            text: 'Test IDs can change between releases, so the version makes it exact',
            correct: true,
            why: 'The WSTG project recommends including the version, because an ID may point to a different test in a later release.',
          },
          {
            text: 'The version number shows how severe the finding is',
            correct: false,
            why: '42 is the guide’s release (4.2), not a severity; severity comes from CVSS and context.',
          },
          {
            text: 'Clients pay more for findings that are tested with the newest guide',
            correct: false,
            why: 'Pricing has nothing to do with it; the version removes ambiguity about which test is meant.',
          },
          {
            text: 'Version 4.2 is the only release of the guide that has any authorisation tests at all',
            correct: false,
            why: 'Authorisation testing is a WSTG category in every recent release; the version just pins the exact test.',
          },
        ],
      },
      {
        id: 'penetration-testing-basics-8',
        kind: 'single',
        section: 'Practising legally',
        prompt: 'You want to practise SQL injection this weekend. Which option is legal?',
        options: [
          {
            text: 'Try a few payloads on a small local shop’s website, without changing anything',
            correct: false,
            why: 'Without the owner’s permission this is unauthorised testing, however careful you are.',
          },
          {
            text: 'Scan your university’s network, since you are a student there',
            correct: false,
            why: 'Being a user of a network does not authorise you to test it; the university’s IT department would have to agree in writing.',
          },
          {
            text: 'Solve the SQL injection labs of the Web Security Academy',
            correct: true,
            why: 'PortSwigger builds each lab as a target you are invited to attack, so practising there is legal.',
          },
          {
            text: 'Scan the other hosts on the same network as scanme.nmap.org',
            correct: false,
            why: 'The Nmap project’s permission covers scanme.nmap.org only, not the machines around it.',
          },
        ],
      },
      {
        id: 'penetration-testing-basics-9',
        kind: 'single',
        section: 'Writing a report a developer can act on',
        prompt: 'Which remediation text can a developer act on straight away?',
        options: [
          {
            text: 'Sanitise all user inputs and follow security best practices everywhere',
            correct: false,
            why: 'It names no control, no location and no way to test it; the developer still has to work out what to do.',
          },
          {
            text: 'Check basket.UserId against the token’s user id; return 404 otherwise',
            correct: true,
            why: 'It says exactly which check to add, where, and what the response should be, so it can be implemented and tested.',
          },
          {
            text: 'Consider improving the authorisation model of the application at some point',
            correct: false,
            why: 'Vague and optional: it gives neither the fix nor its urgency.',
          },
          {
            text: 'Install a web application firewall in front of the whole application',
            correct: false,
            why: 'A WAF can help as a temporary mitigation, but it does not fix a missing ownership check in the code.',
          },
        ],
      },
      {
        id: 'penetration-testing-basics-10',
        kind: 'multiple',
        section: 'Worked example',
        prompt: 'Which of these belong in the IDOR finding of the worked example? Pick all that apply.',
        options: [
          {
            text: 'The exact request and response that show user 6 reading basket 1',
            correct: true,
            why: 'Evidence lets the developer see the flaw for themselves and reproduce it.',
          },
          {
            text: 'Numbered steps to reproduce it',
            correct: true,
            why: 'A developer who can reproduce the issue can fix it and check the fix.',
          },
          {
            text: 'A retest step with the expected result (404)',
            correct: true,
            why: 'It defines when the finding is fixed, for both the developer and the retest.',
          },
          {
            text: 'Every basket the tester could download, as proof of impact',
            correct: false,
            why: 'Proof needs the minimum data; collecting everything exposes customers and breaks the rules of engagement.',
          },
          {
            text: 'The name of the developer who wrote the vulnerable code',
            correct: false,
            why: 'A report describes the system and the fix, not who to blame.',
          },
        ],
      },
    ],
  },
];
