import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-infra.ts. */
export const SECURITY_INFRA_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'network-security',
    questions: [
      {
        id: 'network-security-1',
        kind: 'single',
        section: 'Ports, services and what listens',
        prompt:
          '`sudo ss -tlnp` on a server shows Redis on `0.0.0.0:6379` and PostgreSQL on `127.0.0.1:5432`. Ignoring firewalls, which service can other machines connect to?',
        options: [
          {
            text: 'Only Redis',
            correct: true,
            why: '`0.0.0.0` means every interface, including the public one; `127.0.0.1` is the loopback address, reachable only from the same machine.',
          },
          {
            text: 'Only PostgreSQL, because 5432 is a well-known database port',
            correct: false,
            why: 'The port number does not decide reachability; the address the process is bound to does, and PostgreSQL is bound to loopback.',
          },
          {
            text: 'Both of them',
            correct: false,
            why: 'A process bound to `127.0.0.1` never accepts connections that arrive on other interfaces.',
          },
          {
            text: 'Neither, since `0.0.0.0` is not a real address',
            correct: false,
            why: 'For a listening socket, `0.0.0.0` is the wildcard "all IPv4 interfaces": the widest exposure, not none.',
          },
        ],
      },
      {
        id: 'network-security-2',
        kind: 'single',
        section: 'Scanning your own hosts with nmap',
        prompt:
          'Your nmap scan of your own server reports `5432/tcp filtered postgresql`. What does "filtered" tell you?',
        options: [
          {
            text: 'PostgreSQL is running and accepts connections from your address',
            correct: false,
            why: 'That would be reported as **open**. Filtered means nmap got no usable answer at all.',
          },
          {
            text: 'A firewall or filter drops the probes, so nmap cannot tell if anything listens',
            correct: true,
            why: 'Nmap reports filtered when its probes are dropped or blocked; it cannot see past the filter to know if a service is behind it.',
          },
          {
            text: 'The port is reachable but no program is listening on it',
            correct: false,
            why: 'That is **closed**: the host answers (with a TCP reset) that nothing listens there.',
          },
          {
            text: 'PostgreSQL requires a password, so nmap could not log in to check whether it runs',
            correct: false,
            why: 'A port scan does not try to log in; port states describe reachability, not authentication.',
          },
        ],
      },
      {
        id: 'network-security-3',
        kind: 'output',
        section: 'Firewalls and security groups: default deny',
        prompt: 'This function evaluates firewall rules the way a default-deny firewall does. What does it print?',
        code: {
          language: 'python',
          source: `import ipaddress

rules = [
    ("allow", "0.0.0.0/0", 443),
    ("allow", "10.0.1.0/24", 5432),
]

def decide(src, port):
    for action, net, p in rules:
        if port == p and ipaddress.ip_address(src) in ipaddress.ip_network(net):
            return action
    return "deny"

print(decide("203.0.113.7", 443), decide("203.0.113.7", 5432),
      decide("10.0.1.20", 5432), decide("10.0.2.20", 22))`,
        },
        options: [
          {
            text: 'allow deny allow deny',
            correct: true,
            why: '443 is open to everyone; 5432 only to `10.0.1.0/24`, which contains 10.0.1.20 but not 203.0.113.7; port 22 has no rule, so the default deny applies.',
          },
          {
            text: 'allow allow allow deny',
            correct: false,
            why: 'The 5432 rule only matches sources inside `10.0.1.0/24`; 203.0.113.7 is outside it, so it falls through to deny.',
          },
          {
            text: 'allow deny allow allow',
            correct: false,
            why: 'No rule mentions port 22, so nothing allows it: with default deny, a missing rule means blocked.',
          },
          {
            text: 'allow deny deny deny',
            correct: false,
            why: '`10.0.1.20` is inside `10.0.1.0/24` (the /24 fixes the first three numbers), so the database rule allows it.',
          },
        ],
      },
      {
        id: 'network-security-4',
        kind: 'single',
        section: 'Segmentation and zero trust',
        prompt: 'Which statement describes zero trust as NIST SP 800-207 defines it?',
        options: [
          {
            text: 'Nobody may connect from outside; all work happens on the office network',
            correct: false,
            why: 'Zero trust removes the special status of the office network; it does not make the network the boundary of trust again.',
          },
          {
            text: 'Being on the internal network grants no trust: each request is authenticated and authorized',
            correct: true,
            why: 'Access is decided per request and per resource from the identity, device and policy, never from network location alone.',
          },
          {
            text: 'A product you buy that replaces firewalls and VPNs',
            correct: false,
            why: 'SP 800-207 describes an architecture and principles; products can help implement it, but none "is" zero trust.',
          },
          {
            text: 'Users are never trusted, so they must type their password again on every single page they open',
            correct: false,
            why: 'Requests are verified continuously, mostly by tokens, device state and policy, not by asking for passwords again and again.',
          },
        ],
      },
      {
        id: 'network-security-5',
        kind: 'multiple',
        section: 'VPNs, bastions and identity-aware proxies',
        prompt:
          'What does an identity-aware proxy (such as Google Cloud IAP or AWS Session Manager) give you compared with a classic VPN? Pick all that apply.',
        options: [
          {
            text: 'Access is granted per application or server, not to the whole private network',
            correct: true,
            why: 'The proxy decides for each connection to each resource, so a user reaches only what they are allowed to.',
          },
          {
            text: 'No inbound SSH or RDP port needs to be open to the internet',
            correct: true,
            why: 'The provider brokers the connection; with Session Manager the instance needs no inbound port at all.',
          },
          {
            text: 'Removing a permission revokes access, and each session is logged with the user’s identity',
            correct: true,
            why: 'Access follows the identity provider and IAM, so offboarding is one change, and the logs say who connected where.',
          },
          {
            text: 'The servers no longer need operating system patches',
            correct: false,
            why: 'The proxy controls who can connect; the servers behind it still run software with vulnerabilities that must be patched.',
          },
        ],
      },
      {
        id: 'network-security-6',
        kind: 'single',
        section: 'DNS security basics',
        prompt:
          '`promo.example.com` is a CNAME to a cloud storage website the team deleted last month. Why is this dangerous?',
        options: [
          {
            text: 'The certificate of example.com expires when a record points nowhere',
            correct: false,
            why: 'Certificates have their own validity period; a dangling record does not change it.',
          },
          {
            text: 'DNSSEC stops working for the whole domain',
            correct: false,
            why: 'A dangling CNAME is still a validly signed record; the problem is where it points, not its signature.',
          },
          {
            text: 'Anyone who creates a resource with that name can serve content on promo.example.com',
            correct: true,
            why: 'This is subdomain takeover: the record still sends visitors to a name that anyone can now claim. Delete DNS records when you delete their targets.',
          },
          {
            text: 'Resolvers will loop forever between the two names and overload the company’s DNS provider',
            correct: false,
            why: 'The lookup just fails or reaches the provider’s default page; the risk is someone else claiming the name.',
          },
        ],
      },
      {
        id: 'network-security-7',
        kind: 'fill',
        section: 'DDoS in brief',
        prompt:
          'An attacker sends small requests with the victim’s forged source address to open DNS and Memcached servers, whose large replies flood the victim. This technique is called ____.',
        answers: [
          'amplification',
          'an amplification attack',
          'amplification attack',
          'reflection',
          'reflection amplification',
        ],
        caseInsensitive: true,
        why: 'Amplification (also called reflection) multiplies the attacker’s bandwidth through third-party servers, which is why you must never run open resolvers or exposed UDP services.',
      },
      {
        id: 'network-security-8',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the worked example’s response to the exposed Redis port in order.',
        steps: [
          'Scan the server from outside the cloud network with nmap',
          'Check on the host which address the service is bound to with `ss`',
          'Bind Redis to private addresses, require a password and remove the 0.0.0.0/0 rule',
          'Scan again to confirm only 80 and 443 answer',
          'Schedule the scan and alert when the list of open ports changes',
        ],
        why: 'You find the exposure from the attacker’s side, confirm its cause on the host, fix it in layers, verify the fix the same way you found it, and then keep watching so it cannot silently return.',
      },
    ],
  },
  {
    moduleKey: 'cloud-security',
    questions: [
      {
        id: 'cloud-security-1',
        kind: 'single',
        section: 'The shared responsibility model',
        prompt:
          'Your team moves from PostgreSQL on its own virtual machine to a managed PostgreSQL service. Which job stays with your team?',
        options: [
          {
            text: 'Patching the database engine and the host operating system',
            correct: false,
            why: 'On a managed service the provider patches the engine and the host; that is the point of moving to it.',
          },
          {
            text: 'Replacing failed disks in the data centre',
            correct: false,
            why: 'Physical hardware is always the provider’s part of the model, whatever the service.',
          },
          {
            text: 'Deciding who may connect and whether it is reachable from the internet',
            correct: true,
            why: 'Identity, access and network exposure are always the customer’s side: the provider cannot know who should reach your data.',
          },
          {
            text: 'Nothing: a managed service moves all of security to the provider, including the data and its access rules',
            correct: false,
            why: 'Data, identities and permissions stay yours on every kind of service, even software as a service.',
          },
        ],
      },
      {
        id: 'cloud-security-2',
        kind: 'output',
        section: 'IAM and least privilege',
        prompt: 'This simplified evaluator follows the AWS rules for identity policies. What does it print?',
        code: {
          language: 'python',
          source: `from fnmatch import fnmatch

policies = [
    {"effect": "Allow", "action": "s3:*", "resource": "arn:aws:s3:::reports/*"},
    {"effect": "Deny", "action": "s3:DeleteObject", "resource": "*"},
]

def evaluate(action, resource):
    matched = [p["effect"] for p in policies
               if fnmatch(action, p["action"]) and fnmatch(resource, p["resource"])]
    if "Deny" in matched:
        return "denied (explicit)"
    if "Allow" in matched:
        return "allowed"
    return "denied (implicit)"

print(evaluate("s3:GetObject", "arn:aws:s3:::reports/q3.pdf"))
print(evaluate("s3:DeleteObject", "arn:aws:s3:::reports/q3.pdf"))
print(evaluate("s3:GetObject", "arn:aws:s3:::payroll/june.csv"))`,
        },
        options: [
          {
            text: 'allowed\ndenied (explicit)\ndenied (implicit)',
            correct: true,
            why: 'The read matches only the Allow; the delete matches both, and an explicit Deny always wins; the payroll object matches nothing, so it is denied by default.',
          },
          {
            text: 'allowed\nallowed\ndenied (implicit)',
            correct: false,
            why: 'The delete also matches the Deny statement (its resource is `*`), and a Deny overrides any Allow.',
          },
          {
            text: 'allowed\ndenied (explicit)\nallowed',
            correct: false,
            why: '`s3:*` is allowed only on `reports/*`; nothing allows the payroll bucket, so the default is deny.',
          },
          {
            text: 'allowed\ndenied (explicit)\ndenied (explicit)',
            correct: false,
            why: 'The Deny only covers `s3:DeleteObject`; the payroll read is refused because nothing allows it (implicit), not by a Deny.',
          },
        ],
      },
      {
        id: 'cloud-security-3',
        kind: 'single',
        section: 'Roles over long-lived keys',
        prompt: 'A GitHub Actions workflow deploys to your cloud account. What is the safest way to give it access?',
        options: [
          {
            text: 'An access key of an admin user, stored as an encrypted repository secret',
            correct: false,
            why: 'Encrypted at rest or not, it is a long-lived key with too much power that can leak through logs or a compromised workflow.',
          },
          {
            text: 'Workload identity federation: the job’s OIDC token is exchanged for short-lived credentials of a narrow role',
            correct: true,
            why: 'No secret is stored at all, the credentials expire after the job, and the role can be limited to what the deploy needs.',
          },
          {
            text: 'The root user’s credentials, because deploys must be able to change anything in the account at any time of day',
            correct: false,
            why: 'Root must never have access keys or be used by automation; nothing in the account can restrict what it does.',
          },
          {
            text: 'A personal access key of the developer who set up the pipeline',
            correct: false,
            why: 'It is long-lived, tied to one person and usually far broader than the deploy needs; it also breaks when they leave.',
          },
        ],
      },
      {
        id: 'cloud-security-4',
        kind: 'single',
        section: 'The metadata service and SSRF',
        prompt: 'Why does requiring IMDSv2 stop a typical SSRF bug from reading an EC2 instance’s role credentials?',
        options: [
          {
            text: 'IMDSv2 encrypts the credentials so only the AWS SDK can read them',
            correct: false,
            why: 'The credentials are returned in plain JSON either way; the protection is in how a client must ask for them.',
          },
          {
            text: 'It needs a PUT request for a token, then that token in a header: a typical SSRF can do neither',
            correct: true,
            why: 'A typical SSRF only makes the server fetch a URL with GET; it cannot add the PUT step or the token header, so the metadata service refuses it.',
          },
          {
            text: 'IMDSv2 moves the metadata service off 169.254.169.254 to a secret address',
            correct: false,
            why: 'The address stays the same link-local IP; hiding it would not help because it is documented.',
          },
          {
            text: 'IMDSv2 turns off role credentials, so there is nothing left to steal',
            correct: false,
            why: 'Instances still receive role credentials through IMDSv2; applications depend on them.',
          },
        ],
      },
      {
        id: 'cloud-security-5',
        kind: 'multiple',
        section: 'Protecting the root account',
        prompt: 'Which are good practices for a cloud account’s root user? Pick all that apply.',
        options: [
          {
            text: 'Protect it with MFA, ideally a hardware security key or passkey',
            correct: true,
            why: 'Root can do anything, including closing the account; phishing-resistant MFA protects it against a stolen password.',
          },
          {
            text: 'Create no access keys for it',
            correct: true,
            why: 'A root access key is an unrestricted, long-lived credential; programs should use roles instead.',
          },
          {
            text: 'Use it only for the few tasks that require it, and alert on every sign-in',
            correct: true,
            why: 'Daily work happens through roles with least privilege; a root sign-in should be rare enough that each one is investigated.',
          },
          {
            text: 'Share its password with the whole ops team so someone can always reach it',
            correct: false,
            why: 'A shared credential cannot be attributed to a person; keep root with very few people, stored safely for break-glass use.',
          },
          {
            text: 'Restrict it with an IAM policy so it cannot delete resources',
            correct: false,
            why: 'IAM policies cannot restrict the root user; that is why it must be protected and rarely used.',
          },
        ],
      },
      {
        id: 'cloud-security-6',
        kind: 'single',
        section: 'Public storage buckets',
        prompt:
          'Customers must download their invoices, which are stored in a private bucket. What should the application do?',
        options: [
          {
            text: 'Make the invoices folder public and use long, hard-to-guess file names',
            correct: false,
            why: 'Public objects can be found through leaked links, logs and listings; hard-to-guess names are not access control.',
          },
          {
            text: 'Check the customer owns the invoice, then give a short-lived pre-signed URL for it',
            correct: true,
            why: 'The bucket stays private; the app authorizes each request and the signed link expires after minutes.',
          },
          {
            text: 'Turn off Block Public Access for this one bucket only, since it is the only one customers need',
            correct: false,
            why: 'That is exactly the opt-out account-level Block Public Access exists to prevent.',
          },
          {
            text: 'Email every customer the bucket’s access key',
            correct: false,
            why: 'Anyone with the key could read every customer’s invoices, and it would never expire.',
          },
        ],
      },
      {
        id: 'cloud-security-7',
        kind: 'single',
        section: 'Audit logs with CloudTrail and friends',
        prompt: 'Where should the production account’s CloudTrail trail write its logs?',
        options: [
          {
            text: 'To a bucket in the production account itself, so the team can read them easily',
            correct: false,
            why: 'An attacker with admin rights in production could then delete or alter the evidence.',
          },
          {
            text: 'Nowhere: the 90-day event history is enough for investigations',
            correct: false,
            why: 'Attackers often stay hidden longer than 90 days, and the event history does not include data events such as S3 object reads.',
          },
          {
            text: 'A separate, locked-down logging account, with retention and immutability',
            correct: true,
            why: 'Production can write there but not delete, so the audit trail survives a compromise of the account it describes.',
          },
          {
            text: 'To the application’s own log file on each instance',
            correct: false,
            why: 'CloudTrail records API calls to the cloud provider, not the application; and logs on instances vanish or can be edited.',
          },
        ],
      },
      {
        id: 'cloud-security-8',
        kind: 'fill',
        section: 'Encryption at rest with KMS',
        prompt:
          'A data key encrypts the data, and a KMS key that never leaves the service encrypts the data key. This scheme is called ____ encryption.',
        answers: ['envelope'],
        caseInsensitive: true,
        why: 'Envelope encryption keeps bulk encryption fast and local, while the key that protects the data keys stays in the KMS, where every use is authorized and logged.',
      },
    ],
  },
  {
    moduleKey: 'security-logging-and-detection',
    questions: [
      {
        id: 'security-logging-and-detection-1',
        kind: 'multiple',
        section: 'What to log',
        prompt: 'Which of these should an application record as security events? Pick all that apply.',
        options: [
          {
            text: 'A failed login, with the account name and source address',
            correct: true,
            why: 'Failed logins are what password guessing looks like; without them no brute-force detection is possible.',
          },
          {
            text: 'A request refused because the user may not access that record',
            correct: true,
            why: 'Authorization failures often reveal someone probing other users’ data (for example by changing ids in URLs).',
          },
          {
            text: 'An administrator granting another user the admin role',
            correct: true,
            why: 'Privilege changes are high-risk actions: attackers grant themselves access, and audits ask who changed what.',
          },
          {
            text: 'The password that was typed in a failed login, to help spot typos',
            correct: false,
            why: 'Passwords must never reach logs, even wrong ones: they are often a real password with one typo, or the password of another site.',
          },
          {
            text: 'Every full request body and header set, in case an investigation needs it later',
            correct: false,
            why: 'Whole requests carry passwords, tokens and personal data. Log chosen fields instead.',
          },
        ],
      },
      {
        id: 'security-logging-and-detection-2',
        kind: 'single',
        section: 'What never to log',
        prompt:
          'To follow one user’s actions across log lines you want a session reference in each event. What does the OWASP Logging Cheat Sheet recommend?',
        options: [
          {
            text: 'Log the session cookie value, since logs are internal',
            correct: false,
            why: 'Anyone who can read the logs could then take over live sessions; logs are read by many people and tools.',
          },
          {
            text: 'Log a hash of the session identifier, never the identifier itself',
            correct: true,
            why: 'A hash lets you group events of one session but cannot be replayed as a session cookie.',
          },
          {
            text: 'Log the session id only at the debug level, which is turned off in production most of the time',
            correct: false,
            why: 'Debug logging gets turned on during incidents and the values stay in storage; the level does not make a secret safe.',
          },
          {
            text: 'Do not correlate sessions at all; it is a privacy risk',
            correct: false,
            why: 'Correlation is essential for investigations; the cheat sheet’s answer is to log a non-reversible reference instead.',
          },
        ],
      },
      {
        id: 'security-logging-and-detection-3',
        kind: 'output',
        section: 'What never to log',
        prompt:
          'An attacker submits a user name containing a newline. How many lines does each version of the log entry take?',
        code: {
          language: 'python',
          source: `import json

user = "bob\\n2026-11-02T09:20:00Z INFO login_success user=admin"
line = f"2026-11-02T09:19:58Z WARN login_failure user={user}"
print(len(line.splitlines()), len(json.dumps({"event": "login_failure", "user": user}).splitlines()))`,
        },
        options: [
          {
            text: '2 1',
            correct: true,
            why: 'The plain-text line is split by the injected newline, forging a second "login_success" entry; `json.dumps` escapes it as `\\n`, so the JSON event stays one line.',
          },
          {
            text: '1 1',
            correct: false,
            why: 'The f-string inserts the real newline character from `user`, so the text entry breaks into two lines.',
          },
          {
            text: '2 2',
            correct: false,
            why: 'JSON strings cannot contain raw newlines: `json.dumps` writes the two characters `\\n` instead, keeping one line.',
          },
          {
            text: '1 2',
            correct: false,
            why: 'It is the other way round: the unencoded text line is the one the attacker can split.',
          },
        ],
      },
      {
        id: 'security-logging-and-detection-4',
        kind: 'single',
        section: 'Structured logs',
        prompt: 'Why write security events as one JSON object per line with named fields?',
        options: [
          {
            text: 'JSON is encrypted, so the logs are safe to share',
            correct: false,
            why: 'JSON is a plain-text format; it gives structure, not confidentiality.',
          },
          {
            text: 'Tools can filter and count by field, and untrusted values cannot change the structure',
            correct: true,
            why: 'Queries like "failures per src_ip" need no fragile regular expressions, and an injected newline stays inside its value.',
          },
          {
            text: 'JSON logs take less disk space than any plain-text format would take for the same events',
            correct: false,
            why: 'Field names make JSON lines longer, not shorter; the benefit is that machines can read them reliably.',
          },
          {
            text: 'It removes the need to synchronise clocks',
            correct: false,
            why: 'Timestamps are only as good as the clocks that write them; you still need NTP and UTC.',
          },
        ],
      },
      {
        id: 'security-logging-and-detection-5',
        kind: 'single',
        section: 'Centralizing and retention',
        prompt:
          'An attacker gains root on a web server. Why does it matter that its logs were already shipped to a central store the server cannot modify?',
        options: [
          {
            text: 'Root can edit or delete local logs, but not the copies already stored centrally',
            correct: true,
            why: 'Evidence that left the host before the compromise survives it, so investigators can still see what happened.',
          },
          {
            text: 'Central stores compress logs, which makes them harder for an attacker to read or understand',
            correct: false,
            why: 'Compression is not protection; the point is that the attacker has no permission to change the central copy.',
          },
          {
            text: 'It does not matter: the attack is over once root is gained',
            correct: false,
            why: 'After gaining root, attackers typically cover their tracks and move on; the logs are how you find out where they went.',
          },
          {
            text: 'Central logging blocks the attacker’s commands',
            correct: false,
            why: 'Logging records activity; it does not prevent it. Detection rules and responders act on what it records.',
          },
        ],
      },
      {
        id: 'security-logging-and-detection-6',
        kind: 'output',
        section: 'Writing a detection',
        prompt: 'This detection groups failed logins by source address. What does it print?',
        code: {
          language: 'python',
          source: `events = [
    ("203.0.113.9", "ana", "fail"), ("203.0.113.9", "ben", "fail"),
    ("203.0.113.9", "caro", "fail"), ("203.0.113.9", "dev", "fail"),
    ("198.51.100.4", "eva", "fail"), ("198.51.100.4", "eva", "fail"),
    ("198.51.100.4", "eva", "fail"), ("198.51.100.4", "eva", "success"),
]
users_failed = {}
for ip, user, result in events:
    if result == "fail":
        users_failed.setdefault(ip, set()).add(user)
print({ip: len(users) for ip, users in users_failed.items() if len(users) >= 3})`,
        },
        options: [
          {
            text: "{'203.0.113.9': 4}",
            correct: true,
            why: 'It counts distinct accounts per address: 203.0.113.9 failed on four different users (password spraying); 198.51.100.4 failed three times but on one user only.',
          },
          {
            text: "{'203.0.113.9': 4, '198.51.100.4': 3}",
            correct: false,
            why: 'The values are sets of user names, so eva’s three failures count as one account, below the threshold of 3.',
          },
          {
            text: "{'198.51.100.4': 1}",
            correct: false,
            why: 'The filter keeps only addresses with at least 3 distinct users; 1 is below it, and 203.0.113.9 qualifies.',
          },
          {
            text: '{}',
            correct: false,
            why: '203.0.113.9 has failures on ana, ben, caro and dev: four distinct users, above the threshold.',
          },
        ],
      },
      {
        id: 'security-logging-and-detection-7',
        kind: 'single',
        section: 'Alert fatigue',
        prompt:
          'The "many failed logins" rule fires 40 times a day, and every one comes from your own authorised vulnerability scanner at 10.0.9.5. What is the best fix?',
        options: [
          {
            text: 'Disable the rule until the scanner project is finished',
            correct: false,
            why: 'Real attacks would go unnoticed meanwhile; suppress the known cause, not the whole detection.',
          },
          {
            text: 'Suppress alerts whose source is exactly 10.0.9.5, and keep the rule on',
            correct: true,
            why: 'A precise exception removes the known harmless cause while every other source is still watched.',
          },
          {
            text: 'Raise the threshold to 500 failures, which the scanner never reaches in a day',
            correct: false,
            why: 'A threshold that high also hides real guessing attacks, which rarely need hundreds of attempts per account.',
          },
          {
            text: 'Keep it as it is, since analysts get used to closing them quickly',
            correct: false,
            why: 'That is alert fatigue: people trained to close an alert will close the real one too.',
          },
        ],
      },
      {
        id: 'security-logging-and-detection-8',
        kind: 'fill',
        section: 'MITRE ATT&CK as a map',
        prompt:
          'In MITRE ATT&CK, Credential Access is a ____ (the attacker’s goal), and Brute Force, T1110, is one of the techniques that achieve it.',
        answers: ['tactic'],
        caseInsensitive: true,
        why: 'Tactics are the "why" (the goal of a step), techniques the "how"; each technique has an id such as T1110, with sub-techniques like T1110.003.',
      },
      {
        id: 'security-logging-and-detection-9',
        kind: 'single',
        section: 'SIEM basics',
        prompt:
          'A SIEM receives events from the application, the identity provider and CloudTrail. Why does it parse them into common fields such as user and source address?',
        options: [
          {
            text: 'To make the raw events smaller, so that storing them for a whole year costs less',
            correct: false,
            why: 'Parsing adds fields rather than saving space; its purpose is to make sources comparable.',
          },
          {
            text: 'So one rule or search can follow the same user or address across all sources',
            correct: true,
            why: 'Correlation needs the same names for the same things: then "this address failed logins, then called the cloud API" is one query.',
          },
          {
            text: 'Because the law requires a specific field format',
            correct: false,
            why: 'No law fixes field names; schemas such as ECS or OpenTelemetry’s are conventions that make tools work together.',
          },
          {
            text: 'To remove the need for detection rules',
            correct: false,
            why: 'Parsing prepares the data; the detection rules are what turn it into alerts.',
          },
        ],
      },
    ],
  },
];
