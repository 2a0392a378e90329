import type { ModuleContent } from '../content-types.js';

/** Security roadmap lessons (issue 29). Keys are stable: never rename or reuse them. */
export const SECURITY_OPERATIONS_MODULES: ModuleContent[] = [
  {
    key: 'incident-response',
    title: 'Incident Response',
    summary:
      'Prepare for, detect, contain and recover from security incidents, keep evidence sound, communicate clearly and learn without blame.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Incidents and the NIST lifecycle
An **event** is anything observable: a login, a firewall block, a process starting. An **incident** is an event (or a chain of them) that actually or imminently harms the confidentiality, integrity or availability of your systems or data, or breaks your security policy: a stolen laptop with an unencrypted disk, ransomware on a file server, an attacker using a leaked password. Most alerts turn out to be events, not incidents; deciding which is which, quickly and consistently, is a large part of the job.

For more than a decade the reference was **NIST SP 800-61 Revision 2** (2012), the *Computer Security Incident Handling Guide*, with its four-phase cycle: **Preparation → Detection and Analysis → Containment, Eradication and Recovery → Post-Incident Activity**, and an arrow from the last phase back to the first. You will still meet those four boxes in job interviews, runbooks and certification exams.

In April 2025 NIST published **SP 800-61 Revision 3**, *Incident Response Recommendations and Considerations for Cybersecurity Risk Management: A CSF 2.0 Community Profile*, which supersedes Revision 2. It no longer tries to be a step-by-step handbook (details change too fast); it maps incident response onto the six Functions of the **NIST Cybersecurity Framework (CSF) 2.0**:
- **Govern, Identify and Protect** are the preparation: policies, roles, asset inventories, hardening. They are broader risk-management work that also supports incident response.
- **Detect, Respond and Recover** are the incident response itself.
- **Improvement**, a Category of the Identify Function, collects lessons learned from every Function and feeds them back into all of them, at any time, not only after a big incident.

Both views describe the same work. This lesson uses the classic phase names because they are the clearest way to learn the flow, and says where each one sits in CSF 2.0 terms. Read the [NIST incident response project page](https://csrc.nist.gov/Projects/incident-response) for the current figure and mappings.

### Preparation
Incidents are won or lost before they start. Preparation means:
- **An incident response plan** approved by leadership: what counts as an incident, severity levels, who may declare one, who leads (an **incident commander**), and who is allowed to take drastic action such as shutting down production.
- **Contacts that work at 3 a.m.**: on-call rotations, the legal and privacy officer, the cloud provider's support, an external forensics retainer.
- **Telemetry you can search**: centralised logs with enough retention (authentication, cloud audit logs such as AWS CloudTrail, DNS, endpoint detection) and clocks synchronised with NTP so timelines line up.
- **Runbooks (playbooks)** for the incidents you expect: phishing, leaked credentials, ransomware, a compromised dependency.
- **Practice**: tabletop exercises where the team talks through a scenario. A plan that has never been rehearsed fails on the first missing phone number.

### Detection and analysis
Signals arrive from alerts (a SIEM rule, an endpoint agent, a cloud threat detector), from people (a customer, an employee who clicked a link) and from outside (a researcher, a partner, a secret-scanning service). Analysis answers four questions:
1. **Is it real?** Rule out false positives by looking at the raw evidence, not only the alert title.
2. **What is affected?** Which accounts, hosts, data and customers: the **scope**.
3. **How bad is it?** Assign a severity from the plan (for example SEV1 to SEV4) based on the data involved, the business impact and whether the attacker is still active.
4. **What happened when?** Start a **timeline** at once, in UTC, with the source of every entry.

Declare the incident as soon as your criteria are met. It is cheaper to stand down a false alarm than to discover a week later that nobody was coordinating.

### Containment, eradication and recovery
- **Containment** stops the damage from growing: disable the stolen account, isolate the host from the network, block the attacker's IP addresses, take the vulnerable feature offline. Short-term containment is fast and reversible; long-term containment keeps the business running safely while you fix things properly. Waiting to watch an attacker can teach you more, but they may escalate meanwhile, so decide it with the incident commander and legal, never alone.
- **Eradication** removes the cause and everything the attacker left behind: malware, backdoor accounts, new access keys, scheduled tasks, the vulnerability they used.
- **Recovery** returns systems to normal operation from known-good states (rebuilt hosts, clean images, verified backups, rotated secrets) and watches them closely afterwards, because attackers often try to come back.

In CSF 2.0 these activities sit mostly in **Respond** (incident management, analysis, mitigation) and **Recover**.

### Evidence and chain of custody
Everything you collect may later be needed by lawyers, insurers, regulators or the police, so handle it as evidence even when prosecution is unlikely:
- **Collect the most volatile data first.** [RFC 3227](https://www.rfc-editor.org/rfc/rfc3227) gives the order of volatility: memory and running processes disappear at reboot, disks and remote logs last longer. Rebooting or wiping a machine "to be safe" destroys the most useful evidence.
- **Work on copies.** Image the disk or snapshot the cloud volume, then analyse the copy.
- **Hash everything.** Record a SHA-256 of each image and export so anyone can prove later that it has not changed.
- **Keep a chain of custody**: for each item, who collected it, when, where, how, and every hand-over since. Store it with restricted access.

### Communication
An incident is also a communication problem. Use one dedicated channel (and a backup outside the possibly compromised systems), post regular status updates with facts, unknowns and next steps, and route external statements through the people named in the plan. Legal deadlines may apply: under the EU GDPR, [Article 33](https://gdpr-info.eu/art-33-gdpr/) requires a controller to notify the supervisory authority of a personal data breach without undue delay and, where feasible, within **72 hours** of becoming aware of it, unless it is unlikely to result in a risk to people. Sector rules (for example NIS2 in the EU) add their own clocks. Never guess in public: say what you know and when you will update.

### Blameless post-incident review
After recovery, write a **post-incident review** (postmortem): summary, impact, timeline, contributing causes, what went well, what went badly, and **action items with owners and due dates**. It is **blameless**: it asks how the system and the process allowed a well-meaning person to make that mistake, not who to punish. People who fear blame hide details, and hidden details are exactly what you need to stop the next incident. "The engineer committed a key" leads nowhere; "long-lived keys existed, nothing blocked the push, and the key had admin rights" leads to three fixes. In CSF 2.0 terms the review feeds the **Improvement** Category. The [Google SRE book chapter on postmortem culture](https://sre.google/sre-book/postmortem-culture/) is the classic description.

### Worked example
A runbook for a **leaked credential**. At 14:02 UTC GitHub secret scanning reports that an AWS access key for the IAM user \`ci-deploy\` was pushed to a public repository at 13:41. The on-call engineer declares a SEV2 and becomes incident commander until a lead joins.

1. **Contain within minutes.** Deactivate the key (reversible, and its ID stays visible in the logs), then give the pipeline a new credential.
2. **Scope.** Search CloudTrail for everything that key did, from a separate admin identity. CloudTrail's event history keeps 90 days of management events.
3. **Eradicate.** Remove anything the attacker created, then delete the old key.
4. **Recover and watch.** Confirm deployments work with the new credential, check billing and alerts for 48 hours.
5. **Communicate and learn.** Status updates every 30 minutes; a blameless review within five working days.

\`\`\`bash
# 1. Contain: the key stops working at once, but still exists for the investigation
aws iam update-access-key --user-name ci-deploy \\
  --access-key-id AKIAEXAMPLE7QWERTY12 --status Inactive

# 2. Scope: what did this key do? (run as the incident-response role)
aws cloudtrail lookup-events \\
  --lookup-attributes AttributeKey=AccessKeyId,AttributeValue=AKIAEXAMPLE7QWERTY12 \\
  --start-time 2026-11-20T13:41:00Z --query 'Events[].[EventTime,EventName]' --output text
\`\`\`

\`\`\`text
2026-11-20T13:58:12+00:00	GetCallerIdentity
2026-11-20T13:58:40+00:00	ListBuckets
2026-11-20T13:59:05+00:00	CreateUser
2026-11-20T13:59:07+00:00	CreateAccessKey
\`\`\`

The output changes the incident: the attacker checked whose key it was, listed buckets and created a **new user with its own key**, a backdoor that would survive rotating the original key. Eradication now includes deleting that user and its key, reviewing the policies attached to it, and checking the S3 access logs for downloads from the buckets listed. Only then is the old key deleted. Removing the commit from Git history comes last and is optional: once a secret has been public, treat it as compromised no matter what you delete.

The review finds contributing causes, not a culprit: the CI user had broad IAM rights, its key never expired, and push protection was off. Actions: move CI to short-lived credentials through OpenID Connect federation, scope the role to deployments only, enable push protection for the organisation.

### Common mistakes
- **Deleting or rebooting first.** Wiping a server or deleting a key before looking destroys evidence and can hide what the attacker did. Contain in a way that preserves data: isolate, deactivate, snapshot.
- **Only rotating the leaked secret.** Attackers create persistence quickly. Always check what the credential did and remove new users, keys, tokens or roles.
- **Running the incident in a chat thread nobody owns.** Name an incident commander, open a dedicated channel and keep a written timeline from the first minute.
- **Using the compromised channel.** If email or the chat tenant may be compromised, coordinate on a separate, prepared channel.
- **A review that names a culprit.** Blame teaches people to hide mistakes. Fix the conditions and track every action item to completion.
- **Missing legal clocks.** Bring in the privacy or legal contact early so deadlines such as GDPR's 72 hours are not discovered on day four.

### At work
Large organisations run a **security operations centre (SOC)** and a **CSIRT** (computer security incident response team); smaller ones rely on on-call engineers plus an external incident response retainer. Tools include a SIEM (Splunk, Microsoft Sentinel, Elastic), endpoint detection and response agents, cloud audit logs, ticketing and paging systems, and shared runbooks. As a junior you will triage alerts, gather logs and build the timeline, keep notes during an incident, run prepared containment steps from a runbook, collect evidence with hashes, and draft sections of the post-incident review. Volunteering to write runbooks and to play in tabletop exercises is the fastest way to learn how your company really responds.`,
    resources: [
      {
        title: 'NIST SP 800-61 Rev. 3: Incident Response Recommendations (CSF 2.0 profile)',
        url: 'https://csrc.nist.gov/pubs/sp/800/61/r3/final',
        kind: 'docs',
      },
      {
        title: 'NCSC: Exercise in a Box (practise your response)',
        url: 'https://www.ncsc.gov.uk/information/exercise-in-a-box',
        kind: 'interactive',
      },
      {
        title: 'GitHub Docs: About secret scanning',
        url: 'https://docs.github.com/en/code-security/secret-scanning/introduction/about-secret-scanning',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'vulnerability-management',
    title: 'Vulnerability Management',
    summary:
      'Find, rank and fix known vulnerabilities with CVE, CWE, CVSS, EPSS and the KEV catalog, and run disclosure the way researchers expect.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Vulnerabilities, CVE and CWE
A **vulnerability** is a flaw that an attacker can use to break a security guarantee: read data they should not, run code, take a service down. **Vulnerability management** is the continuous loop of finding the vulnerabilities in what you run, deciding which matter, fixing or mitigating them, and checking that the fix worked. It never ends, because new vulnerabilities are published every day in software you already run.

Two shared vocabularies make this possible:
- **CVE** (Common Vulnerabilities and Exposures) gives each publicly known vulnerability one identifier, such as \`CVE-2021-44228\` (Log4Shell), so that scanners, advisories and tickets talk about the same thing. IDs are assigned by **CVE Numbering Authorities** (CNAs): vendors, open-source foundations, GitHub and national CERTs, coordinated by the [CVE Program](https://www.cve.org/). A CVE record says what is affected and links to advisories.
- **CWE** (Common Weakness Enumeration) names the *kind* of mistake behind a vulnerability: CWE-79 is cross-site scripting, CWE-89 SQL injection, CWE-798 hard-coded credentials. A CVE is one bug in one product; a CWE is the class of bug. The yearly [CWE Top 25](https://cwe.mitre.org/top25/) shows which classes cause the most trouble, which is useful for training and code review.

NIST's **National Vulnerability Database** (NVD) used to add a score, product list and CWE to every CVE. Since April 2026 it enriches only priority CVEs (those in CISA's KEV catalog, software used by the US federal government, and critical software under Executive Order 14028), so for many records you rely on the score the CNA published. Your tools should read several sources, not assume the NVD has scored everything.

### Severity with CVSS v4
The **Common Vulnerability Scoring System**, maintained by FIRST, turns the technical characteristics of a vulnerability into a score from 0.0 to 10.0. Version 4.0, published in November 2023, has four metric groups:
- **Base**: what is intrinsic to the flaw. Attack Vector (network, adjacent, local, physical), Attack Complexity, the new Attack Requirements, Privileges Required, User Interaction (none, passive, active), and the impact on confidentiality, integrity and availability of the **vulnerable system** and of **subsequent systems** beyond it.
- **Threat**: Exploit Maturity, which you update as exploits appear.
- **Environmental**: your context, such as how much confidentiality matters for this asset, or a mitigation that changes the attack vector.
- **Supplemental**: extra information such as Automatable, Safety or Recovery, which does not change the score.

A vector string records every choice, for example \`CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N\` (reachable over the network, no privileges, no user action, full impact). Version 4 names which groups went into a number: **CVSS-B** (Base only), **CVSS-BT**, **CVSS-BE** and **CVSS-BTE**. Scores map to ratings: Low 0.1–3.9, Medium 4.0–6.9, High 7.0–8.9, Critical 9.0–10.0.

### The limits of CVSS
Almost every published score is CVSS-B: severity in the abstract, not risk to you. The specification itself says Base scores should be complemented with threat and environmental information. A Critical 9.8 in a library function your code never calls, on a server no one can reach, may matter less than a Medium in your login page that criminals are exploiting today. Treat CVSS as one input. It tells you how bad exploitation would be, not how likely it is, and not how exposed your asset is.

### Likelihood: EPSS and the KEV catalog
- **EPSS**, the [Exploit Prediction Scoring System](https://www.first.org/epss/) from FIRST, estimates the **probability (0 to 1) that exploitation activity for a CVE will be observed in the next 30 days**, recalculated daily from real-world data; version 4 of the model was released in March 2025. It also gives a percentile. An EPSS of 0.02 means about a 2 % chance; most CVEs score very low, which is exactly what makes the high ones stand out.
- The **Known Exploited Vulnerabilities (KEV) catalog** from CISA lists vulnerabilities that have a CVE ID, **reliable evidence of active exploitation in the wild**, and a clear remediation such as a vendor update. It is not a prediction: it is evidence. It also flags known use in ransomware campaigns. US federal civilian agencies must act on it; since June 2026 **BOD 26-04** ("Prioritizing Security Updates Based on Risk") replaces BOD 22-01 and BOD 19-02 and sets deadlines from four decision points: is the asset publicly exposed, is the CVE in KEV, is exploitation automatable, and does it give total or partial control. The worst combination must be fixed within three days, with forensic triage to check for a compromise; the least risky can wait for the next scheduled upgrade. CISA recommends every organisation use KEV the same way.

### Scanning: dependencies, containers, infrastructure
You cannot fix what you have not found. Most teams scan three layers:
- **Dependencies** (software composition analysis): \`npm audit\`, \`pip-audit\`, OSV-Scanner or GitHub Dependabot compare your lockfile against advisory databases and can open pull requests that upgrade a package.
- **Container images**: Trivy, Grype or Docker Scout list the operating-system packages and libraries inside an image and their known CVEs. Rebuilding on a patched base image fixes most of them at once.
- **Infrastructure**: network and host scanners (Nmap for discovery, OpenVAS/Greenbone or commercial scanners for known flaws) and cloud posture tools that find exposed ports, outdated services and misconfigurations.

Scanners report what *might* be vulnerable, based on versions. Expect duplicates and false positives, and keep an **asset inventory** (ideally SBOMs) so every finding has an owner.

### Triage and prioritisation
Triage turns a thousand findings into a short, ordered list. For each finding ask:
1. **Does it apply?** Is the vulnerable code present and reachable, in production or only in a test tool? Record "not affected" decisions with a reason (a VEX statement) so they are not re-triaged every week.
2. **Is it exploited?** In KEV, or a high EPSS, or public exploit code?
3. **How exposed is the asset?** Internet-facing, internal, or isolated?
4. **What would it cost?** The data and business process behind the asset, and the CVSS impact.

CISA's SSVC decision tree formalises the same questions and ends in a decision: Track, Track\\*, Attend or Act.

### Patching SLAs
A **service level agreement** for remediation turns priorities into deadlines that teams commit to and that you can measure. A typical internal policy:

- **P1**, in KEV and internet-facing: fixed or mitigated within **72 hours**.
- **P2**, high EPSS or Critical on an exposed asset: within **14 days**.
- **P3**, High on an internal asset: within **30 days**.
- **P4**, everything else: at the next planned upgrade.

When a fix is impossible in time, apply a **mitigation** (disable the feature, add a WAF rule, restrict access) and record a time-limited **risk acceptance** signed by the asset owner. Measure the median time to remediate and the share of SLA breaches.

### Coordinated disclosure and security.txt
When an outsider finds a flaw in your product, **coordinated vulnerability disclosure** means they report it privately, you confirm and fix it, then the details are published together with an advisory, a CVE and credit for the reporter. Many researchers give vendors a deadline; Google Project Zero's is 90 days. The [OWASP Vulnerability Disclosure Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Vulnerability_Disclosure_Cheat_Sheet.html) covers both sides.

Make reporting easy with a **security.txt** file, defined by [RFC 9116](https://www.rfc-editor.org/rfc/rfc9116). It is served over HTTPS at \`/.well-known/security.txt\`; \`Contact\` (one or more) and \`Expires\` (exactly once, recommended less than a year ahead) are required, and \`Policy\`, \`Encryption\`, \`Acknowledgments\`, \`Preferred-Languages\` and \`Canonical\` are optional. The file may be signed with OpenPGP.

\`\`\`text
Contact: mailto:security@example.com
Contact: https://example.com/security/report
Expires: 2027-10-31T23:00:00Z
Policy: https://example.com/security/policy
Preferred-Languages: en, de
Canonical: https://example.com/.well-known/security.txt
\`\`\`

### Bug bounties
A **bug bounty** pays researchers for valid reports under published rules: which assets are in scope, which tests are forbidden (denial of service, social engineering, other users' data), reward levels, and a safe-harbour promise not to take legal action against good-faith research within those rules. Platforms such as HackerOne, Bugcrowd and Intigriti run them. Start with a **vulnerability disclosure policy** (reports welcome, no payment) and an internal process that can fix what arrives; a bounty before that only buys a bigger backlog.

### Worked example
A scanner run produced four findings. The team's rule: **known exploited first, then internet-facing, then higher EPSS, then higher CVSS**. In Python a tuple key sorts by each part in turn; \`False\` sorts before \`True\`, hence the \`not\`, and negating numbers puts the largest first.

\`\`\`python
findings = [
    {"id": "CVE-2026-1111", "cvss": 9.8, "epss": 0.02, "kev": False, "exposed": False},
    {"id": "CVE-2026-2222", "cvss": 7.5, "epss": 0.91, "kev": True, "exposed": True},
    {"id": "CVE-2026-3333", "cvss": 6.1, "epss": 0.40, "kev": False, "exposed": True},
    {"id": "CVE-2026-4444", "cvss": 8.8, "epss": 0.40, "kev": False, "exposed": True},
]

def priority(f):
    # Known exploited first, then internet-facing, then likelihood, then severity
    return (not f["kev"], not f["exposed"], -f["epss"], -f["cvss"])

for f in sorted(findings, key=priority):
    print(f["id"], f["cvss"], f["epss"])
\`\`\`

\`\`\`text
CVE-2026-2222 7.5 0.91
CVE-2026-4444 8.8 0.4
CVE-2026-3333 6.1 0.4
CVE-2026-1111 9.8 0.02
\`\`\`

The 9.8 "Critical" comes last: it is not exploited, unlikely to be, and sits on an internal host. The 7.5 in KEV on an internet-facing server is P1 and gets the 72-hour clock. The two exposed findings with equal EPSS are ordered by CVSS. Note that Python prints \`0.40\` as \`0.4\`.

### Common mistakes
- **Sorting by CVSS alone.** You spend weeks on unexploitable criticals while an exploited medium stays open. Combine severity with KEV, EPSS and exposure.
- **No owner per finding.** A ticket assigned to "the platform" is never fixed. Map assets to teams in the inventory.
- **Scanning without re-scanning.** A ticket closed is not a vulnerability fixed; verify with a new scan or a test.
- **Ignoring transitive dependencies and base images.** Most findings come from packages you never chose directly; upgrade the parent or rebuild on a patched base image.
- **An unreachable security contact.** Without security.txt or a disclosure policy, researchers give up or publish; answer reports within days.
- **Permanent exceptions.** Risk acceptances without an expiry date become forgotten vulnerabilities.

### At work
A vulnerability management programme is usually owned by the security team and executed by engineering teams. Tools include Dependabot or Renovate, Trivy or Grype in CI, a host or cloud scanner, and a platform that merges findings, adds EPSS and KEV data and tracks SLAs. As a junior you will triage new findings, check whether a vulnerable function is really reachable, open tickets with a clear fix ("upgrade lodash to 4.17.21"), chase overdue items, answer reports that arrive through security.txt, and report monthly figures such as KEV items open and median time to remediate.`,
    resources: [
      {
        title: 'FIRST: CVSS v4.0 Specification',
        url: 'https://www.first.org/cvss/v4.0/specification-document',
        kind: 'docs',
      },
      {
        title: 'CISA: Known Exploited Vulnerabilities Catalog',
        url: 'https://www.cisa.gov/known-exploited-vulnerabilities-catalog',
        kind: 'docs',
      },
      {
        title: 'FIRST: CVSS v4.0 Calculator (score real vectors)',
        url: 'https://www.first.org/cvss/calculator/4.0',
        kind: 'interactive',
      },
      {
        title: 'GitHub Docs: About Dependabot alerts',
        url: 'https://docs.github.com/en/code-security/dependabot/dependabot-alerts/about-dependabot-alerts',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'penetration-testing-basics',
    title: 'Penetration Testing Basics',
    summary:
      'Test systems you are authorised to test: scope and rules of engagement, a repeatable methodology, the standard tools and a report developers can act on.',
    estimatedMinutes: 210,
    reviewedOn: '2026-11',
    contentMd: `### What a penetration test is
A **penetration test** is an authorised, time-boxed attempt to find and exploit weaknesses in a defined set of systems, so that the owner learns what a real attacker could do and fixes it first. It differs from its neighbours:
- A **vulnerability scan** is automated and reports what *might* be vulnerable from versions and signatures. A penetration tester confirms findings, removes false positives and chains small issues into real impact.
- A **red team** exercise pursues an objective (for example "read the payroll database") over weeks, often testing whether the defenders notice; a penetration test aims for coverage of a scope.
- **Bug bounty** hunters test whatever a public programme allows; a penetration tester works under a contract with one client.

The output is not "we got in". It is a report that tells the owner what to fix, how urgently and how to check the fix.

### Ethics and the law
The one rule that outranks every technique in this lesson: **never test a system you are not explicitly authorised to test.** The same command is a professional service with permission and a crime without it.
- In the UK, the **Computer Misuse Act 1990** makes unauthorised access to computer material an offence; in the US, the **Computer Fraud and Abuse Act** covers access "without authorization" or beyond authorised access; EU member states have equivalent laws under Directive 2013/40/EU. Curiosity, good intentions and "I only looked" are not defences.
- The US Department of Justice's 2022 policy tells prosecutors not to charge good-faith security research under the CFAA. It is a prosecutors' policy, not a licence: it does not stop civil lawsuits, it does not apply outside the US, and the judgement of "good faith" is made afterwards by others.
- **Authorisation must come from someone entitled to give it**: the owner of the systems, in writing. A developer saying "sure, have a go" at their employer's production site is not enough, and a client cannot authorise you to attack infrastructure they rent from someone else (a SaaS vendor, a shared host, a CDN) beyond what that provider's own policy allows. Cloud providers publish such policies, for example which AWS services customers may test without prior approval.
- Ethics continue after you are in: touch only the data you need to prove impact, never keep it, report what you find (including signs that someone else got there first), and keep the client's secrets.

### Scope and rules of engagement
Before any packet is sent, the client and tester sign a contract plus a **scope** and **rules of engagement** (RoE) document:
- **In scope and out of scope**: exact hostnames, IP ranges, applications, API versions, environments (staging or production), and the test accounts you will use. Anything not listed is out of scope.
- **When**: dates, time windows, time zone, and blackout periods such as a product launch.
- **How**: allowed techniques and forbidden ones (denial of service, social engineering, physical access, destructive payloads), rate limits, and the source IP addresses you will test from so defenders can recognise you.
- **Who**: named contacts on both sides, an emergency number, and a **stop** procedure if something breaks.
- **What if**: how to report a critical finding immediately rather than at the end, what to do if you find evidence of a real compromise, how test data is stored and destroyed.

Keep the signed authorisation where you can show it during the test. If you realise mid-test that a system is not in the document, stop and ask.

### Methodology
Testers follow a repeatable method so results do not depend on luck and a second tester could reproduce them. [NIST SP 800-115](https://csrc.nist.gov/pubs/sp/800/115/final) describes planning, discovery, attack and reporting; the Penetration Testing Execution Standard splits the same work further. In practice:
1. **Reconnaissance.** Learn the target without touching it (passive): DNS records, certificate transparency logs that list subdomains, public code, documentation, job adverts that name the stack. Then enumerate within scope (active).
2. **Scanning and enumeration.** Find live hosts, open ports, service versions, web paths and API endpoints. **Nmap** is the standard network scanner: \`-sV\` asks services for their versions, \`-p-\` covers all 65,535 TCP ports, \`-oA\` saves the results in every format for the report.
3. **Exploitation.** Confirm a vulnerability by using it in the least damaging way that proves impact: read one record, not the whole table.
4. **Post-exploitation.** With the access gained, what else could an attacker reach? Escalate privileges, pivot to other in-scope systems, find credentials, but only as far as the RoE allow, and record every step so the client can clean up.
5. **Reporting.** Write the findings, then **retest** after the fixes.

### OWASP WSTG and the tools
For web applications the **OWASP Web Security Testing Guide** (WSTG) is the checklist most teams use. The stable release is 4.2 (version 5 is in development). Tests are grouped into categories such as information gathering, configuration, identity, authentication, authorisation, session management, input validation, error handling, cryptography, business logic, client-side and APIs, each with an ID like \`WSTG-ATHZ-04\`; write the version in as well (\`WSTG-v42-ATHZ-04\`) because IDs can change between releases. Citing the IDs in a report shows what you covered, not only what you found.

The everyday tools are free:
- **Nmap** for discovery and service detection.
- **Burp Suite Community Edition**, an intercepting proxy from PortSwigger: Proxy to see and change every request, Repeater to replay and edit one request, Decoder and Comparer. The automated scanner is only in the paid edition and Intruder is throttled. See the [Burp Suite documentation](https://portswigger.net/burp/documentation).
- **ZAP** (Zed Attack Proxy), open source, with a proxy, a spider and an active scanner; its baseline scan runs passively in CI.

Scanners help with coverage, but most serious web findings (broken access control, business logic flaws) come from a person who understands what the application is supposed to do.

### Practising legally
You learn this by doing it, on targets built to be attacked:
- **PortSwigger Web Security Academy**: free labs for each vulnerability class, each with its own disposable target.
- **OverTheWire**: wargames over SSH; Bandit teaches the Linux skills every tester needs.
- **OWASP Juice Shop**: a deliberately insecure shop you run on your own machine, with a scoreboard of challenges.
- Your own virtual machines on a host-only network, and capture-the-flag events that publish rules.

Nmap's project runs \`scanme.nmap.org\` and allows light scans of it; that permission covers that one host, not its neighbours. Platforms such as Hack The Box or TryHackMe are also legal within their terms. Finding a bug in a real website "by accident" is not practice: report it through its security.txt or disclosure policy and do not dig further.

### Writing a report a developer can act on
A report is the product the client paid for. Start with an **executive summary** in plain language (overall risk, the few most important findings, what to do first), then scope, dates and method, then the findings. Each finding needs:
- A specific **title** and a **severity** with its reasoning (a CVSS vector plus the business context).
- The **affected** host, URL, parameter and version.
- **Steps to reproduce** that a developer can follow, with the exact request and response as evidence.
- The **impact** in business terms: whose data, what an attacker gains.
- A **remediation** that names the fix, not just "validate input": the check to add, the setting to change, the version to upgrade to, plus the CWE and WSTG references.

### Worked example
A learner tests OWASP Juice Shop running in a virtual machine on their own host-only network, so there is no third party to ask. The "scope" is one line in their notes: \`192.168.56.101, all ports, my lab VM\`.

\`\`\`bash
$ sudo nmap -sV -p- -oA juice-lab 192.168.56.101
Nmap scan report for 192.168.56.101
Host is up (0.00031s latency).
Not shown: 65533 closed tcp ports (reset)
PORT     STATE SERVICE VERSION
22/tcp   open  ssh     OpenSSH 9.6p1 Ubuntu 3ubuntu13.5 (Ubuntu Linux; protocol 2.0)
3000/tcp open  ppp?
\`\`\`

The question mark means Nmap only guessed the service from the port number. Opening \`http://192.168.56.101:3000\` through Burp's proxy shows the web shop. After signing in as a test user, the proxy history shows the basket loaded with \`GET /rest/basket/6\`. In Repeater, the learner changes \`6\` to \`1\` and sends it again:

\`\`\`http
GET /rest/basket/1 HTTP/1.1
Host: 192.168.56.101:3000
Authorization: Bearer eyJ0eXAiOiJKV1Qi...(token of test user 6)

HTTP/1.1 200 OK
Content-Type: application/json

{"status":"success","data":{"id":1,"UserId":1,"Products":[{"name":"Apple Juice (1000ml)","BasketItem":{"quantity":2}}]}}
\`\`\`

User 6's token reads user 1's basket: broken object level authorisation. The finding as written in the report:

\`\`\`text
Title:        Any signed-in user can read any other user's basket (IDOR)
Severity:     High. CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N
Affected:     GET /rest/basket/{id}, Juice Shop on 192.168.56.101:3000
References:   CWE-639, WSTG-v42-ATHZ-04
Steps:        1. Sign in as any user and load the basket (GET /rest/basket/6).
              2. Replay the request with id 1. 3. The response returns user 1's basket.
Impact:       Any customer can list the products, quantities and basket of every other customer.
Remediation:  Load the basket by the user id in the verified token, or check
              basket.UserId == token user id before answering; return 404 otherwise.
              Add a test that user A gets 404 for user B's basket.
Retest:       Repeat step 2 and expect 404.
\`\`\`

### Common mistakes
- **Testing without written permission**, or trusting verbal permission from someone who does not own the system. Get it in writing from the owner, and check third-party providers' policies.
- **Drifting out of scope**: a subdomain that "looks related", a partner's API, a production host when only staging was agreed. Stop and ask.
- **Trusting the scanner.** Reporting unverified scanner output wastes the client's time; confirm every finding and say how.
- **Proving impact destructively**: dumping a whole database, running a denial-of-service test, leaving web shells behind. Prove with the minimum and clean up everything you created.
- **Vague remediation** such as "sanitise inputs". Name the control, where it goes and how to test it.
- **Keeping client data** on your laptop after the engagement. Store it encrypted and destroy it as the contract says.

### At work
Penetration testers work in consultancies, in-house offensive security teams, or as bug bounty hunters. Typical engagements are web and API tests, internal network tests and cloud configuration reviews, often required by customers or standards such as PCI DSS. A junior tester runs reconnaissance and scans, works through WSTG checklists, verifies scanner findings in Burp, writes first drafts of findings with reproduction steps, and retests fixes. On the defending side, developers and security engineers read these reports and fix the findings, so learning to write and read one is valuable even if you never become a full-time tester.`,
    resources: [
      {
        title: 'OWASP Web Security Testing Guide',
        url: 'https://owasp.org/www-project-web-security-testing-guide/',
        kind: 'docs',
      },
      {
        title: 'PortSwigger Web Security Academy (free labs)',
        url: 'https://portswigger.net/web-security',
        kind: 'interactive',
      },
      { title: 'OverTheWire: Bandit wargame', url: 'https://overthewire.org/wargames/bandit/', kind: 'interactive' },
      { title: 'OWASP Juice Shop', url: 'https://owasp.org/www-project-juice-shop/', kind: 'interactive' },
    ],
  },
];
