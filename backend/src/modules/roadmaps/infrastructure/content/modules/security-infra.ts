import type { ModuleContent } from '../content-types.js';

/** Security roadmap lessons (issue 29). Keys are stable: never rename or reuse them. */
export const SECURITY_INFRA_MODULES: ModuleContent[] = [
  {
    key: 'network-security',
    title: 'Network Security',
    summary:
      'See your network the way an attacker does, then shrink what they can reach: open ports, default-deny firewalls, segmentation, private access, TLS, DNS and DDoS defences.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### The attacker's view of a network
The networking basics lesson showed how a packet finds a server. An attacker asks a different question: **what answers when I knock?** Every port that accepts connections from the internet is a door, and the program behind it (SSH, a database, an admin panel, a forgotten test server) is what the attacker gets to talk to. The set of all those doors is your **attack surface**.

Attackers do not pick targets by hand. Services such as Shodan and Censys scan the whole IPv4 internet continuously and index what they find, so a database you expose by mistake on Friday evening can be found by Saturday morning. Defending a network therefore starts with the same reconnaissance the attacker does: know every address you own, every port that is open on it, and why.

Three questions guide everything in this lesson:
- **Reachability**: who can open a connection to this service at all? (firewalls, segmentation)
- **Identity**: once connected, does the service know who is asking? (authentication, identity-aware access)
- **Confidentiality**: can anyone on the path read or change the traffic? (TLS)

### Ports, services and what listens
A service listens on an address and a port. The address matters as much as the port: a process bound to \`127.0.0.1\` accepts connections only from the same machine, one bound to \`0.0.0.0\` (or \`::\`) accepts them on every network interface, including the public one. Many breaches start with a data store that listens on all interfaces with no password: Redis (6379), MongoDB (27017), Elasticsearch (9200), Memcached (11211), or the Docker API on 2375, which hands out root on the host to whoever asks.

On a Linux host, list what listens before you scan from outside:
\`\`\`bash
sudo ss -tulpn    # TCP and UDP, listening sockets, with the owning process
\`\`\`
Anything you cannot explain is either removed or documented. Fewer listening services means fewer programs whose bugs can be reached.

### Scanning your own hosts with nmap
Nmap is the standard free port scanner. By default it checks the 1,000 most common TCP ports; \`-p-\` checks all 65,535, \`-sV\` asks each open port what software and version answers, and \`-Pn\` skips the ping so hosts that drop ICMP are still scanned. Nmap reports each port as **open** (an application accepts connections), **closed** (reachable, but nothing listens) or **filtered** (a firewall drops the probes, so nmap cannot tell).

Only scan what you own or have written permission to test. Scanning other people's systems can break laws and contracts, and cloud providers publish their own rules for security testing of what you host with them. Scan from two places: from **outside** (a laptop on a home connection or a small cloud VM elsewhere) to see what the internet sees, and from **inside** the network to see what an attacker who has compromised one machine could reach next.

### Firewalls and security groups: default deny
A firewall decides which connections may pass. The rule that makes firewalls useful is **default deny**: everything is blocked unless a rule explicitly allows it, so forgetting a rule fails safe. NIST's firewall guidance (SP 800-41) recommends exactly that for inbound traffic, and asks you to filter outbound traffic too, because a compromised server phoning home to an attacker is outbound.

In the cloud the firewall is usually attached to the machine or network interface:
- **AWS security groups** hold only *allow* rules; a new group allows no inbound traffic and, by default, all outbound. They are **stateful**: replies to an allowed connection pass automatically. Network ACLs, a second layer on subnets, are stateless and have numbered allow and deny rules, evaluated from the lowest number up: the first rule that matches decides.
- **Google Cloud VPC firewall rules** end with an implied rule that denies all ingress and one that allows all egress.
- **Azure network security groups** end with default rules that allow traffic inside the virtual network and deny all other inbound traffic.

The strongest rules refer to other groups instead of addresses: "the database accepts 5432 only from members of the app group". Then a new app server is allowed automatically and nothing else ever is.

### Segmentation and zero trust
A flat network, where every machine can reach every other, turns one compromised laptop or web server into a compromised company: the attacker moves **laterally** from host to host. **Segmentation** splits the network into zones (public web tier, application tier, databases, office devices, management) with firewalls between them, so a breach in one zone has to break through again to reach the next.

**Zero trust**, described in NIST SP 800-207, goes further: being *inside* the network earns no trust at all. Every request is authenticated and authorized on its own, by who is asking, from which device and for which resource, and all traffic is protected wherever it travels. In practice that means service-to-service authentication, short-lived credentials and access decided per application instead of per network.

### VPNs, bastions and identity-aware proxies
Administrators still need to reach private machines. There are three common patterns:
- A **VPN** (WireGuard, IPsec, OpenVPN) puts your laptop on the private network. It is simple, but once connected you can usually reach far more than the one server you needed, which is the implicit trust zero trust tries to remove.
- A **bastion** (jump host) is one hardened machine that accepts SSH from a few addresses; you hop through it with \`ssh -J bastion.example.com app-1\`. It concentrates the risk on one machine you must patch, monitor and guard carefully.
- An **identity-aware proxy** checks the user's identity, device and permissions for each connection to each application, and logs it. Examples are Google Cloud IAP, AWS Systems Manager Session Manager (a shell on an instance with no inbound port open at all) and Azure Bastion. No port is exposed to the internet and access is revoked by removing a permission, not by rotating SSH keys.

### TLS everywhere
Traffic inside a data centre or cloud network is not private: other tenants' mistakes, a compromised host that sniffs traffic, or a misrouted connection can expose it. Encrypt internal connections too: the database connection, the calls between services, the link to the cache. For services that call each other, **mutual TLS** (mTLS) makes both sides present a certificate, so each knows exactly which service is on the other end; service meshes such as Istio and Linkerd can set it up for every pod automatically. The TLS and PKI lesson covers certificates and versions in depth.

### DNS security basics
DNS was designed without authentication, so it attracts attacks of its own:
- **Spoofing and cache poisoning**: forged answers send users to the attacker's server. **DNSSEC** signs records so resolvers can check they are authentic; it does not encrypt them. **DNS over TLS** and **DNS over HTTPS** encrypt the lookup between a client and its resolver, which protects privacy.
- **Subdomain takeover**: a CNAME still points to a cloud resource (a storage website, an app) that you deleted. Anyone who claims that resource name now serves content on your subdomain. Remove DNS records when you remove what they point to.
- **Account hijacking**: whoever controls your registrar or DNS provider account controls all your traffic. Protect those accounts with MFA and turn on registrar lock.
- **CAA records** list which certificate authorities may issue certificates for your domain.

### DDoS in brief
A distributed denial-of-service attack uses many machines (often a botnet of hacked devices) to exhaust something you depend on. **Volumetric** attacks fill the network link, often by **amplification**: small spoofed requests to open DNS, NTP or Memcached servers produce large replies aimed at the victim. **Protocol** attacks such as SYN floods exhaust connection tables. **Application-layer** attacks send expensive but legitimate-looking HTTP requests. You cannot absorb a large attack on your own servers; put a CDN or your provider's DDoS protection in front (AWS Shield, Google Cloud Armor, Azure DDoS Protection, Cloudflare), add rate limits on expensive endpoints, and never run open resolvers or UDP services that can be used as amplifiers.

### Worked example
Your team runs a staging server. You scan it from your laptop, outside the cloud network:
\`\`\`bash
$ nmap -Pn -sV -p- staging.example.com
PORT     STATE    SERVICE    VERSION
22/tcp   open     ssh        OpenSSH 9.6p1 Ubuntu 3ubuntu13 (Ubuntu Linux; protocol 2.0)
80/tcp   open     http       nginx 1.24.0 (Ubuntu)
443/tcp  open     ssl/http   nginx 1.24.0 (Ubuntu)
5432/tcp filtered postgresql
6379/tcp open     redis      Redis key-value store 7.2.4
\`\`\`
Port 6379 is the alarm: Redis is reachable from the internet. On the host, \`sudo ss -tlnp\` shows it bound to \`0.0.0.0:6379\`, and the security group has a rule "6379 from 0.0.0.0/0, temporary debugging" from three months ago. The fix has three layers:
\`\`\`text
# /etc/redis/redis.conf: listen only where the app can reach it, and require a password
bind 127.0.0.1 10.0.2.15
requirepass <long random value from the secrets manager>

# security groups after the change (no rule = denied)
web-sg  inbound 443/tcp from 0.0.0.0/0 and ::/0; 80/tcp from 0.0.0.0/0 (redirect to HTTPS)
app-sg  inbound 6379/tcp from app-sg only
db-sg   inbound 5432/tcp from app-sg only
\`\`\`
SSH on port 22 is closed to the internet too; the team now connects with the provider's identity-aware access (Session Manager or IAP), which logs every session. The second scan shows only 80 and 443 open. You save the result and schedule the same scan weekly, with an alert when the list of open ports changes.

### Common mistakes
- **"Temporary" rules that allow 0.0.0.0/0.** Temporary rules become permanent. Give rules an owner and an expiry, and review the whole set regularly.
- **Trusting the internal network.** Databases without passwords "because they are internal" fall the moment one machine is compromised. Authenticate and encrypt inside too.
- **Forgetting IPv6.** A rule set that blocks IPv4 but allows \`::/0\` leaves the same port open on the IPv6 address. Scan and filter both.
- **Filtering only inbound.** Without egress rules, malware and SSRF can reach anything on the internet. Allow outbound traffic only to what the service needs.
- **Scanning only from inside.** An internal scan does not show what the internet sees, and an external one does not show lateral movement. Do both.
- **Leaving DNS records behind.** A CNAME to a deleted resource invites subdomain takeover. Delete records in the same change that deletes the resource.

### At work
Network security is shared between platform or cloud engineers, who own the firewall rules and network layout (usually as infrastructure as code in Terraform or OpenTofu), and the security team, who reviews changes and watches the attack surface. Tools you will meet: nmap, external attack-surface scanners, the cloud providers' network analyzers (AWS Network Access Analyzer, Google Cloud Network Intelligence Center), and policy checks in CI that reject a security group open to the world. A junior is typically asked to review a pull request that changes security group rules, to run an authorized scan and explain its findings, to find every resource with SSH or RDP open to the internet, or to clean up DNS records that point nowhere.`,
    resources: [
      {
        title: 'NIST SP 800-41 Rev. 1: Guidelines on Firewalls and Firewall Policy',
        url: 'https://csrc.nist.gov/pubs/sp/800/41/r1/final',
        kind: 'docs',
      },
      {
        title: 'NIST SP 800-207: Zero Trust Architecture',
        url: 'https://csrc.nist.gov/pubs/sp/800/207/final',
        kind: 'docs',
      },
      {
        title: 'AWS: Control traffic to your resources using security groups',
        url: 'https://docs.aws.amazon.com/vpc/latest/userguide/vpc-security-groups.html',
        kind: 'docs',
      },
      {
        title: 'OverTheWire: Bandit (practise ports, services and TLS in a shell)',
        url: 'https://overthewire.org/wargames/bandit/',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'cloud-security',
    title: 'Cloud Security',
    summary:
      'Secure what you put in the cloud: shared responsibility, least-privilege IAM with roles instead of keys, the root account, public buckets, the metadata service, audit logs, KMS and CIS benchmarks.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Misconfiguration is the main cause of breaches
Cloud breaches rarely start with someone breaking the provider's hypervisor or cryptography. They start with a customer's setting: a storage bucket readable by everyone, an access key committed to a public repository, a role that may do anything, a database snapshot shared publicly, an admin console open to the internet. The US National Security Agency's guidance on cloud vulnerabilities names misconfiguration as the most common cloud vulnerability, and CISA and the NSA published a joint advisory listing the ten misconfigurations they find most often in real networks, from default settings to weak separation of privileges.

The reason is scale and speed. In the cloud, one API call or one line of infrastructure code creates a public resource in seconds, with nobody from the network team in between. The good news is the same: one reviewed line of code or one organisation-wide guardrail can also fix a setting everywhere. Cloud security is mostly the discipline of making safe configuration the default and catching unsafe configuration automatically.

### The shared responsibility model
Every provider publishes a **shared responsibility model**. The provider secures the cloud itself: data centres, hardware, the hypervisor, the global network and the software of its managed services. You secure what you put *in* the cloud: your data, your identities and permissions, your network rules, your operating systems and your application.

Where the line falls depends on the service:
- **Infrastructure as a service** (a virtual machine such as EC2, Compute Engine or an Azure VM): you patch the operating system, configure its firewall and run everything on it.
- **Platform services** (a managed database, a container platform, serverless functions): the provider patches the engine and the host; you still choose who may connect, what is encrypted and what the code does.
- **Software as a service**: the provider runs nearly everything; you still own user accounts, permissions and the data you put in.

Identity, access and data are always yours. "The cloud is secure" is true of the provider's part and says nothing about your configuration.

### IAM and least privilege
**Identity and access management** (IAM) decides which **principal** (a person, a group, a service, a machine) may perform which **action** on which **resource**, under which **conditions**. In AWS a policy is a JSON document of statements; Google Cloud and Azure bind **roles** (sets of permissions) to principals on a resource. Across providers the evaluation logic has the same core: everything is denied unless a policy allows it, and in AWS an explicit deny always overrides any allow.

**Least privilege** means each principal gets only the actions and resources it needs for its job. Wildcards such as \`"Action": "*"\` or \`"Resource": "*"\`, or broad built-in roles such as Owner or Editor, are how a small bug becomes a full account takeover. Start from nothing, add what the service needs, and use the providers' tools (AWS IAM Access Analyzer, Google Cloud's role recommender, Microsoft Entra access reviews) to find permissions that were granted but never used.

### Roles over long-lived keys
An **access key** is a password for a program, and it does not expire until someone deletes it. Keys end up in git history, CI logs, laptops and container images, and leaked cloud keys are abused within minutes by bots that watch public repositories.

Prefer **temporary credentials** issued to a role:
- A virtual machine gets a role (an instance profile on AWS, a service account on Google Cloud, a managed identity on Azure); the SDK fetches short-lived credentials automatically.
- CI pipelines use **workload identity federation**: GitHub Actions presents a signed OIDC token and receives credentials valid for the job, so no secret is stored in CI at all.
- People sign in through single sign-on and assume roles for a session, instead of holding personal keys.

### Protecting the root account
The account's **root** user (on AWS, the email address that created the account) can do everything, including closing the account and changing its billing and support settings, and IAM policies cannot restrict it. Turn on **MFA** for it, preferably a hardware security key or passkey (AWS has been making MFA mandatory for root users since 2024). Do not create access keys for root, do not use it for daily work, and keep it for the few tasks that need it. The same applies to Google Cloud organisation administrators and Azure Global Administrators: few people, strong MFA, alerts on every use.

### Public storage buckets
Object storage (Amazon S3, Google Cloud Storage, Azure Blob Storage) is the most common source of cloud data leaks, because a bucket can be made readable by the whole internet with one setting. Providers now default to safety: since April 2023, new S3 buckets have **Block Public Access** turned on and ACLs disabled; Google Cloud has **public access prevention** and Azure a setting that disallows anonymous blob access. Turn these on at the **account or organisation level**, so a single bucket cannot opt out by accident. When a user must download a private file, give them a short-lived **pre-signed URL** instead of making the bucket public.

### The metadata service and SSRF
Every cloud virtual machine can ask a local **instance metadata service** at the link-local address \`169.254.169.254\` about itself, including the temporary credentials of its role. That is convenient, and dangerous when the application has a **server-side request forgery** (SSRF) bug: if an attacker can make your server fetch a URL of their choice, they ask it to fetch the credentials page and read the keys in the response. This is how the 2019 Capital One breach worked: an SSRF through a misconfigured web application firewall, role credentials from the metadata service, then data read from S3.

The defence on AWS is **IMDSv2**: before reading metadata, a client must send a \`PUT\` request to get a session token and then present it in a header on every request. A typical SSRF can only make the server send a simple \`GET\` to a chosen URL, so it cannot complete this exchange. IMDSv2 also rejects token requests that carry an \`X-Forwarded-For\` header, which many proxies add, and a **hop limit** of 1 keeps the token from leaving the machine. Google Cloud and Azure protect their metadata services by requiring a special header (\`Metadata-Flavor: Google\`, \`Metadata: true\`). Require IMDSv2 on every instance, and fix the SSRF too: validate outbound URLs against an allowlist and block internal addresses.

### Audit logs with CloudTrail and friends
An **audit log** records who did what to your cloud account: every API call, with the principal, time, source address, action and result. AWS CloudTrail, Google Cloud Audit Logs and the Azure Activity Log are the examples. On AWS, the event history keeps 90 days of management events for free; for longer retention and for data events (such as reads of S3 objects) you create a **trail** that writes to a bucket. Send audit logs to a separate, locked-down logging account with retention and immutability (for example S3 Object Lock), so an attacker who compromises production cannot delete the evidence. The logging and detection lesson shows how to turn these events into alerts.

### Encryption at rest with KMS
Providers encrypt stored data by default (S3 has encrypted every new object since January 2023), but the real control is **who may use the key**. A **key management service** (AWS KMS, Google Cloud KMS, Azure Key Vault) keeps keys inside hardware security modules and uses **envelope encryption**: a data key encrypts your data, and a KMS key, which never leaves the service, encrypts the data key. To read the data, a principal needs permission on the data *and* permission to decrypt with the key, and every use of the key appears in the audit log. Customer-managed keys let you set the key policy, rotate keys and revoke access. Encryption at rest protects against lost disks and over-broad storage permissions; it does not protect against a principal who is allowed to decrypt.

### CIS benchmarks and posture management
You cannot check hundreds of settings by hand. The **CIS Foundations Benchmarks** for AWS, Google Cloud and Azure are free, consensus-written checklists of secure settings: MFA on root, no root access keys, audit logging on in every region, no security group allowing 0.0.0.0/0 to port 22. **Cloud security posture management** (CSPM) tools run such checks continuously: AWS Security Hub, Microsoft Defender for Cloud, Google Security Command Center, or the open-source Prowler. Checks in CI (Checkov, Trivy) catch the same problems in Terraform before they are deployed.

### Worked example
A review of a small AWS account starts from one finding and follows the chain. The web application has an image-preview feature that fetches any URL a user gives it. The instance still allows IMDSv1, and its role has this policy:
\`\`\`json
{
  "Version": "2012-10-17",
  "Statement": [{ "Effect": "Allow", "Action": "s3:*", "Resource": "*" }]
}
\`\`\`
An attacker who finds the SSRF asks the app to preview \`http://169.254.169.254/latest/meta-data/iam/security-credentials/web-role\`, receives the role's temporary keys, and may now read, write and delete every bucket in the account. Each link of the chain gets its own fix. First, require IMDSv2 with a hop limit of 1:
\`\`\`bash
aws ec2 modify-instance-metadata-options --instance-id i-0abc123 \\
  --http-tokens required --http-put-response-hop-limit 1
\`\`\`
Second, cut the role down to what the feature needs, reading one prefix of one bucket:
\`\`\`json
{
  "Version": "2012-10-17",
  "Statement": [{
    "Effect": "Allow",
    "Action": "s3:GetObject",
    "Resource": "arn:aws:s3:::shop-images-prod/previews/*"
  }]
}
\`\`\`
Third, fix the SSRF itself by allowing only the image hosts the product needs. Last, add a CloudTrail-based alert for the role's credentials being used from an address outside AWS, which is what stolen instance credentials look like.

### Common mistakes
- **Long-lived access keys in code or CI.** Use roles and workload identity federation; scan repositories for secrets and rotate any key that leaks.
- **Wildcard permissions "to make it work".** Write the narrow policy from the start; use access analysis to remove unused permissions.
- **Treating the default network as private.** Public IPs, open security groups and public snapshots are all per-resource settings; check them.
- **Audit logs in the same account as production.** An attacker with admin rights deletes them. Centralise logs in a separate account with restricted access.
- **Ignoring non-production accounts.** Test accounts often hold copies of real data and trust relationships into production.
- **Fixing findings by hand.** The next deploy reverts them. Fix the infrastructure code and add a CI check.

### At work
Cloud security engineers write guardrails (AWS Service Control Policies, Google Cloud organisation policies, Azure Policy), review infrastructure pull requests, run CSPM tools and triage their findings with the teams that own the resources. A junior is typically asked to review an IAM policy for least privilege, to find every public bucket or instance without IMDSv2, to check an account against the CIS benchmark and explain the failed controls, or to replace a CI pipeline's stored keys with OIDC federation.`,
    resources: [
      {
        title: 'AWS IAM: Security best practices',
        url: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/best-practices.html',
        kind: 'docs',
      },
      {
        title: 'AWS EC2: Configure the Instance Metadata Service options (IMDSv2)',
        url: 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/configuring-instance-metadata-options.html',
        kind: 'docs',
      },
      {
        title: 'Microsoft Learn: Shared responsibility in the cloud',
        url: 'https://learn.microsoft.com/en-us/azure/security/fundamentals/shared-responsibility',
        kind: 'docs',
      },
      {
        title: 'PortSwigger Web Security Academy: Server-side request forgery (with labs)',
        url: 'https://portswigger.net/web-security/ssrf',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'security-logging-and-detection',
    title: 'Security Logging and Detection',
    summary:
      'Log the events that reveal attacks and never the secrets, centralise them, and write detections and alerts people trust, mapped to MITRE ATT&CK.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Why logging is a security control
Prevention fails sometimes: a password is phished, a new vulnerability is exploited before the patch, an insider misuses access. What decides the damage is how quickly someone notices. Logs are the record you investigate with, and **detections** are the rules that read those records and raise an alert while the attack is still going on.

The OWASP Top 10 lists this as **A09**, named "Security Logging and Monitoring Failures" in the 2021 edition and "Logging & Alerting Failures" in 2025, to stress that logs nobody is alerted about help little. Typical failures: failed logins or access-control denials are not logged, logs stay only on the server that produced them, logs contain passwords or tokens, log entries can be forged through user input, and alerts either do not exist or are ignored. Breaches in organisations with these failures are often discovered months later, by a customer, a journalist or the attacker's ransom note.

### What to log
The OWASP Logging Cheat Sheet lists the events worth recording. The core set for any application:
- **Authentication**: successful and failed logins, logouts, MFA challenges, password resets and changes.
- **Authorization failures**: a user asked for something they may not access.
- **Input validation failures**: requests the server rejected as malformed or out of range, often the first sign of probing.
- **Session events**: sessions created, expired, revoked, or used from an unexpected place.
- **High-risk actions**: granting roles, creating or deleting users, changing security settings, exporting data, using encryption keys, uploading files.
- **Application errors and lifecycle**: crashes, startup and shutdown, and changes to the logging configuration itself.

Each event answers **when** (a precise timestamp), **where** (which application, host and endpoint), **who** (user or service identity and source address) and **what** (the event type, the outcome, a severity). Without the "who", an event is almost useless in an investigation.

### What never to log
Logs are read by many people and tools and are kept for a long time, so anything in them is widely exposed. The cheat sheet says never to record directly: passwords, session identifiers and access tokens, encryption keys and other secrets, database connection strings, payment card and bank account data, and sensitive personal data such as health information or government ID numbers. If you must correlate by a session, log a hash of its identifier, never the identifier itself. Writing sensitive data into logs is a weakness of its own (CWE-532).

Logs can also be attacked. If user input goes into a log line unchanged, an attacker can add a newline and a fake second entry, such as \`admin login succeeded\`; this is **log injection** (CWE-117). Encode or strip carriage returns, line feeds and delimiters from untrusted values, or, better, write structured logs where each value sits in its own field.

### Structured logs
A structured log is one JSON object per line with named fields, instead of a free-text sentence:
\`\`\`json
{"ts":"2026-11-02T09:14:07.213Z","level":"warn","event":"login_failure","user":"maria@example.com","src_ip":"203.0.113.50","reason":"bad_password","service":"auth-api","request_id":"7f3c9a1e"}
\`\`\`
Machines can filter and count fields without fragile regular expressions, and untrusted input stays a value instead of becoming part of the line's structure. Use consistent field names across services (schemas such as the Elastic Common Schema or OpenTelemetry's semantic conventions help), timestamps in UTC with a time zone marker, and a request or trace id so the events of one request can be followed across services. Every clock must be synchronised with NTP, or the order of events across machines becomes guesswork.

### Centralizing and retention
A log that lives only on the server that wrote it disappears when the server is rebuilt, and an attacker with root on that server can edit it. Ship logs immediately to a **central** store that the application servers can write to but not change or delete: a logging platform, a separate cloud account or project, or storage with write-once retention.

Decide **retention** deliberately. Investigations regularly reach back months, because attackers stay hidden for a long time; standards set minimums, such as PCI DSS, which requires a year of audit log history with the last three months immediately available. Privacy law pushes the other way: keep personal data no longer than needed. Restrict who can read logs, and log access to the logs themselves.

### SIEM basics
A **SIEM** (security information and event management) system collects logs from everywhere (applications, identity provider, cloud audit logs, firewalls, endpoints), parses them into common fields, stores them for searching, runs detection rules and opens alerts for analysts. Examples are Splunk, Microsoft Sentinel, Elastic Security, Google Security Operations and the open-source Wazuh. A SIEM is only as good as what feeds it: the most valuable sources for most companies are the identity provider, the cloud audit log (such as CloudTrail), endpoint security tools and the applications' own security events.

### Writing a detection
A detection is a question asked of the logs over and over: "did this suspicious pattern happen?" A classic is **many failed logins followed by a success**: someone guessing passwords who finally got one right. Writing it forces concrete choices:
- **Grouping**: per user (guessing one account), per source address (one attacker trying many accounts, as in password spraying), or both.
- **Threshold and window**: how many failures within how many minutes. Too low flags every user who forgot a password; too high misses slow attacks.
- **Outcome**: the alert fires on the *success*, because that is the moment an account may be compromised, and failures alone are background noise on any public login page.
- **Context**: the alert tells the analyst the user, the address, the count and the time span, plus a link to the runbook.

Detections are code: keep them in version control, test them against sample events (the worked example below is such a test), and record which attack technique each one covers. **Sigma** is an open, vendor-neutral rule format that can be converted to the query languages of many SIEMs.

### Alert fatigue
An alert that fires fifty times a day for harmless reasons trains people to ignore it, and then the real one is ignored too. Good practice:
- Every alert must be **actionable**: someone has to do something, and a runbook says what.
- **Tune** before enabling: run a new rule silently against past data and count what it would have fired on.
- Suppress known harmless causes precisely (one scanner address, one service account), never by switching the rule off.
- Track each rule's **false-positive rate** and time to triage; rewrite or delete rules that waste time.
- Use severities: low-confidence signals can feed dashboards or be combined into one higher-confidence alert.

### MITRE ATT&CK as a map
**MITRE ATT&CK** is a free knowledge base of attacker behaviour observed in real intrusions. **Tactics** are the attacker's goals, such as Initial Access, Persistence, Privilege Escalation, Credential Access, Lateral Movement and Exfiltration; **techniques** are the ways to reach them, each with an id. Brute Force is T1110, with sub-techniques such as Password Spraying (T1110.003) and Credential Stuffing (T1110.004); logging in with stolen credentials is Valid Accounts (T1078).

Defenders use ATT&CK as a common vocabulary and a map: tag each detection with the techniques it covers, shade the techniques on a matrix, and the gaps show where you are blind. Each technique page lists the data sources and detection ideas to start from. It is a map for prioritising, not a checklist to complete: cover the techniques attackers use against organisations like yours first.

### Worked example
This small detection reads login events and alerts when an account logs in after at least five failures within ten minutes:
\`\`\`python
from datetime import datetime, timedelta

events = [
    {"ts": "2026-11-02T09:12:40Z", "event": "login_failure", "user": "tom", "ip": "198.51.100.7"},
    {"ts": "2026-11-02T09:12:55Z", "event": "login_success", "user": "tom", "ip": "198.51.100.7"},
    {"ts": "2026-11-02T09:14:01Z", "event": "login_failure", "user": "maria", "ip": "203.0.113.50"},
    {"ts": "2026-11-02T09:14:09Z", "event": "login_failure", "user": "maria", "ip": "203.0.113.50"},
    {"ts": "2026-11-02T09:14:20Z", "event": "login_failure", "user": "maria", "ip": "203.0.113.50"},
    {"ts": "2026-11-02T09:15:02Z", "event": "login_failure", "user": "maria", "ip": "203.0.113.50"},
    {"ts": "2026-11-02T09:16:30Z", "event": "login_failure", "user": "maria", "ip": "203.0.113.50"},
    {"ts": "2026-11-02T09:16:41Z", "event": "login_failure", "user": "maria", "ip": "203.0.113.50"},
    {"ts": "2026-11-02T09:17:03Z", "event": "login_success", "user": "maria", "ip": "203.0.113.50"},
]

THRESHOLD = 5
WINDOW = timedelta(minutes=10)

def parse(ts):
    return datetime.fromisoformat(ts.replace("Z", "+00:00"))

def detect(events):
    failures = {}  # user -> times of recent failures
    alerts = []
    for e in sorted(events, key=lambda e: e["ts"]):
        t = parse(e["ts"])
        recent = [f for f in failures.get(e["user"], []) if t - f <= WINDOW]
        if e["event"] == "login_failure":
            failures[e["user"]] = recent + [t]
        elif e["event"] == "login_success":
            if len(recent) >= THRESHOLD:
                alerts.append(f"{e['ts']} {e['user']} logged in from {e['ip']} after {len(recent)} failures")
            failures[e["user"]] = []
    return alerts

for alert in detect(events):
    print(alert)
\`\`\`
It prints one alert: \`2026-11-02T09:17:03Z maria logged in from 203.0.113.50 after 6 failures\`. Tom, who mistyped his password once, does not trigger it. The analyst's runbook then says: check whether 203.0.113.50 is a known address for Maria, ask her through another channel, and if in doubt revoke her sessions and reset her credentials. A production version would also group by source address to catch spraying across many accounts, and would run inside the SIEM over a sliding window instead of a list.

### Common mistakes
- **Logging only successes.** Failed logins and denied requests are exactly what attacks look like. Log failures with the same detail.
- **Logging secrets.** Request bodies and headers dumped "for debugging" carry passwords and tokens. Log chosen fields, never whole requests.
- **Leaving logs on the host.** Ship them to a central store that the host cannot modify.
- **Alerts without owners or runbooks.** Nobody acts on them. Every rule has an owner, a runbook and a severity.
- **Never testing detections.** A renamed field silently breaks a rule. Replay sample events in tests, and run attack simulations now and then to check the alert really fires.
- **Unsynchronised clocks and local time zones.** Timelines across systems fall apart. Use NTP and UTC.

### At work
Developers add security events to their applications; a security operations centre (SOC) or a detection engineering team writes and tunes the rules; incident responders rely on the logs during an investigation. Tools you will meet: a SIEM, log shippers (Fluent Bit, Vector, the OpenTelemetry Collector), Sigma rules, the ATT&CK Navigator, and attack simulation tools such as Atomic Red Team. A junior is typically asked to add missing security events to a service, to remove sensitive data from existing logs, to write or tune one detection and its runbook, or to triage the day's alerts and record which were false positives and why.`,
    resources: [
      {
        title: 'OWASP Logging Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Logging_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'OWASP Top 10:2025 A09: Logging and Alerting Failures',
        url: 'https://owasp.org/Top10/2025/A09_2025-Logging_and_Alerting_Failures/',
        kind: 'docs',
      },
      { title: 'MITRE ATT&CK: Brute Force (T1110)', url: 'https://attack.mitre.org/techniques/T1110/', kind: 'docs' },
      {
        title: 'MAD20 (MITRE ATT&CK Defender): Introduction to MITRE ATT&CK',
        url: 'https://www.youtube.com/watch?v=52WWSYdv7oc',
        kind: 'video',
      },
    ],
  },
];
