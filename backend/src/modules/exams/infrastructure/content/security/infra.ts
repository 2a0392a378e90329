import type { ExamQuestionContent } from '../exam-types.js';
import { multiple, outputQuestion, single } from '../question-builders.js';

const output = outputQuestion('python', 'What does this Python code print?');

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. Every output question was run with python3. */
export const SECURITY_EXAM_INFRA: ExamQuestionContent[] = [
  {
    ...single(
      'security-111',
      'network-security',
      'The database must accept connections only from the application servers, which an autoscaling group adds and removes all day. Which inbound rule for port 5432 fits best?',
      [
        'Source 0.0.0.0/0, because the database has a password',
        'Source: the application servers’ security group',
        'Source: the whole VPC range, 10.0.0.0/16',
        'Source: the current IP addresses of the three app servers',
      ],
      'b',
      'Referring to the app tier’s group admits every current and future app server and nothing else. The VPC range admits every machine in the network, and fixed IPs break as instances change.',
    ),
    section: 'Firewalls and security groups: default deny',
  },
  {
    ...output(
      'security-112',
      'network-security',
      `import ipaddress

acl = [(200, "allow", "0.0.0.0/0"), (100, "deny", "203.0.113.0/24")]

def evaluate(src):
    for number, action, net in sorted(acl):
        if ipaddress.ip_address(src) in ipaddress.ip_network(net):
            return f"{number} {action}"
    return "* deny"

print(evaluate("203.0.113.9"), "|", evaluate("198.51.100.4"))`,
      ['200 allow | 200 allow', '100 deny | 200 allow', '100 deny | * deny', '200 allow | 100 deny'],
      'b',
      'Like a network ACL, the rules are sorted by number and the first match decides: 203.0.113.9 hits deny rule 100 first, while 198.51.100.4 only matches allow rule 200.',
    ),
    section: 'Firewalls and security groups: default deny',
  },
  {
    ...single(
      'security-113',
      'network-security',
      'A scan of your web server from the internet shows only port 443 open. Why also scan it from a machine inside the same network?',
      [
        'To see what an attacker who has taken over one internal machine could reach next',
        'Because nmap can only detect service versions on private addresses',
        'An internal scan is faster, so it can replace the external scan',
        'To check whether the server’s TLS certificate has expired',
      ],
      'a',
      'The external scan shows the internet’s view; the internal one shows the services open to lateral movement, such as a database without a password reachable from every host.',
    ),
    section: 'Scanning your own hosts with nmap',
  },
  {
    ...multiple(
      'security-114',
      'network-security',
      'Which measures belong in a plan against DDoS attacks on a public API? (Choose all that apply.)',
      [
        'A CDN or the cloud provider’s DDoS protection in front of the API',
        'Rate limits on expensive endpoints such as search and login',
        'One bigger origin server, sized to absorb any attack on its own',
        'Turning TLS off during an attack to save CPU',
      ],
      ['a', 'b'],
      'Large volumetric attacks must be absorbed by a network much bigger than yours, and rate limits blunt application-layer floods. No single server can absorb a large attack, and dropping TLS only exposes users.',
    ),
    section: 'DDoS in brief',
  },
  {
    ...single(
      'security-115',
      'network-security',
      'Two internal services call each other inside a private subnet. What does mutual TLS add?',
      [
        'Faster calls than plain HTTP on the same network',
        'Both sides prove their identity with certificates, and the traffic is encrypted',
        'It replaces the firewall rules between the two tiers',
        'Nothing: private subnets cannot be observed by anyone',
      ],
      'b',
      'With mTLS each service presents a certificate, so each knows which service is on the other end, and nobody on the path can read or alter the calls. Internal networks are not private by default.',
    ),
    section: 'TLS everywhere',
  },
  {
    ...single(
      'security-116',
      'cloud-security',
      'A company reads that cloud breaches are rising and asks where to start. According to NSA and CISA guidance taught in the lesson, what causes most cloud breaches?',
      [
        'Attackers escaping the provider’s hypervisor',
        'Customers’ own misconfiguration: public data, broad permissions, leaked keys',
        'Weak encryption algorithms in the provider’s storage',
        'Theft of physical disks from data centres',
      ],
      'b',
      'Misconfiguration by the customer is the most common cloud vulnerability; provider-side failures such as hypervisor escapes are rare by comparison. Safe defaults and automated checks address it.',
    ),
    section: 'Misconfiguration is the main cause of breaches',
  },
  {
    ...single(
      'security-117',
      'cloud-security',
      'A vulnerable OpenSSL version is found in the operating system of your virtual machines (EC2, Compute Engine, Azure VMs). Who must patch it?',
      [
        'The cloud provider, since it supplied the machine image',
        'Your team, because the guest operating system is yours on infrastructure as a service',
        'Nobody, since the hypervisor isolates each virtual machine',
        'The OpenSSL project, which patches running systems remotely',
      ],
      'b',
      'With infrastructure as a service the provider secures the hardware and hypervisor, and the customer patches the guest operating system and everything running on it.',
    ),
    section: 'The shared responsibility model',
  },
  {
    ...multiple(
      'security-118',
      'cloud-security',
      'You run a posture-management scan against a CIS Foundations Benchmark. Which findings would it report? (Choose all that apply.)',
      [
        'The root user has an active access key',
        'A security group allows 0.0.0.0/0 to port 22',
        'The application uses PostgreSQL instead of MySQL',
        'Audit logging is switched off in one region',
      ],
      ['a', 'b', 'd'],
      'CIS Foundations Benchmarks list secure account settings such as no root access keys, no administration ports open to the world and audit logging everywhere; the choice of database engine is not a security setting.',
    ),
    section: 'CIS benchmarks and posture management',
  },
  {
    ...single(
      'security-119',
      'cloud-security',
      'An app on Google Compute Engine has an SSRF bug that lets an attacker choose only the URL the server fetches. Why can’t the attacker read the service account token from the metadata server?',
      [
        'The metadata server only answers requests carrying the Metadata-Flavor: Google header, which the attacker cannot add',
        'The metadata server is only reachable from the Google Cloud console',
        'Compute Engine instances have no service account credentials',
        'Google encrypts the token with the user’s password',
      ],
      'a',
      'Google Cloud and Azure require a special request header (Metadata-Flavor: Google, Metadata: true) that a URL-only SSRF cannot set, much like IMDSv2’s token on AWS. The SSRF itself still needs fixing.',
    ),
    section: 'The metadata service and SSRF',
  },
  {
    ...single(
      'security-120',
      'cloud-security',
      'A bucket is encrypted with a customer-managed KMS key. A developer’s role has s3:GetObject on the bucket but no kms:Decrypt on that key. What happens when they download an object?',
      [
        'The download succeeds, because storage permissions are enough',
        'The download succeeds but the file arrives encrypted',
        'The request is refused: reading needs permission on the data and on the key',
        'KMS grants decrypt automatically to anyone who can read the bucket',
      ],
      'c',
      'With envelope encryption the service must decrypt the data key through KMS on the caller’s behalf, so the caller needs both the storage permission and permission to use the key, and the attempt is logged.',
    ),
    section: 'Encryption at rest with KMS',
  },
  {
    ...single(
      'security-121',
      'security-logging-and-detection',
      'During an investigation you find the entry `2026-11-02 09:14 Login failed`. What is most missing from it?',
      [
        'The log level',
        'Who: the account and the source address of the attempt',
        'The application’s version number',
        'A stack trace',
      ],
      'b',
      'A security event must answer when, where, who and what. Without the account and source address you cannot tell guessing from a typo or link it to other events.',
    ),
    section: 'What to log',
  },
  {
    ...multiple(
      'security-122',
      'security-logging-and-detection',
      'A payment service logs this event. Which fields must be removed or masked before it is written? (Choose all that apply.)',
      [
        'authorization: "Bearer eyJhbGciOi..."',
        'user_id: 4812',
        'card_number: "4111111111111111"',
        'request_id: "7f3c9a1e"',
        'new_password: "Summer2026!"',
      ],
      ['a', 'c', 'e'],
      'Access tokens, payment card numbers and passwords must never be logged. An internal user id and a request id are the context that makes events useful.',
    ),
    section: 'What never to log',
  },
  {
    ...output(
      'security-123',
      'security-logging-and-detection',
      `from datetime import datetime, timedelta

fails = ["09:00", "09:02", "09:20", "09:24", "09:25", "09:27"]
success = "09:29"
t = lambda s: datetime.strptime(s, "%H:%M")
window = timedelta(minutes=10)
recent = [f for f in fails if t(success) - t(f) <= window]
print(len(recent), "ALERT" if len(recent) >= 5 else "ok")`,
      ['6 ALERT', '5 ALERT', '4 ok', '4 ALERT'],
      'c',
      'Only failures within 10 minutes before the 09:29 success count: 09:20, 09:24, 09:25 and 09:27. Four is below the threshold of 5, so the rule stays quiet; the window and threshold decide what a detection sees.',
    ),
    section: 'Writing a detection',
  },
  {
    ...single(
      'security-124',
      'security-logging-and-detection',
      'Your team wants to know which detection rules waste analysts’ time. Which measure per rule shows it best?',
      [
        'How many log sources the rule reads',
        'The share of its alerts that turn out to be harmless (false positives)',
        'How many lines of query the rule has',
        'How old the rule is',
      ],
      'b',
      'Tracking each rule’s false-positive rate (and time to triage) shows which rules to tune, rewrite or delete before people learn to ignore them.',
    ),
    section: 'Alert fatigue',
  },
  {
    ...single(
      'security-125',
      'security-logging-and-detection',
      'A detection team tags each rule with MITRE ATT&CK technique ids and shades the covered techniques on the matrix. What is this mainly for?',
      [
        'Certifying the company as secure once every technique is shaded',
        'Seeing where detection is missing and choosing what to cover next',
        'Blocking the listed techniques automatically in the firewall',
        'Replacing the log sources each technique needs',
      ],
      'b',
      'ATT&CK is a shared map: coverage shows blind spots, to be filled in the order attackers target organisations like yours. It is not a checklist that certifies anything.',
    ),
    section: 'MITRE ATT&CK as a map',
  },
];
