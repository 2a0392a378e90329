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
2026-11-20T13:58:12Z  GetCallerIdentity
2026-11-20T13:58:40Z  ListBuckets
2026-11-20T13:59:05Z  CreateUser
2026-11-20T13:59:07Z  CreateAccessKey
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
];
