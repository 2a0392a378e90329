import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24 or python3. */
export const SECURITY_EXAM_PRINCIPLES: ExamQuestionContent[] = [
  // security-principles
  {
    key: 'security-036',
    kind: 'single',
    prompt:
      'Ransomware encrypts a clinic’s appointment server; no patient record is copied out. Which CIA property is mainly lost?',
    options: opts('Confidentiality', 'Integrity', 'Availability', 'Authenticity'),
    correct: ['c'],
    explanation:
      'Staff can no longer use the system when they need it, which is a loss of availability. Had the attackers copied records out first, confidentiality would be lost as well.',
    moduleKey: 'security-principles',
    section: 'What security protects: the CIA triad',
  },
  {
    key: 'security-037',
    kind: 'single',
    prompt:
      'A legacy reporting server has a known weakness. It will be shut down in three months, and the product director signs a note to keep it running unchanged until then. Which risk response is this?',
    options: opts('Mitigate', 'Transfer', 'Accept', 'Eliminate'),
    correct: ['c'],
    explanation:
      'Keeping the risk knowingly, with a written decision by someone who has the authority, is acceptance. Mitigating would add a control; eliminating would remove the server now.',
    moduleKey: 'security-principles',
    section: 'Risk: likelihood × impact',
  },
  {
    key: 'security-038',
    kind: 'multiple',
    prompt: 'Which of these controls are examples of separation of duties? Choose all that apply.',
    options: opts(
      'A pull request cannot be merged to main by its own author without another approval',
      'The person who registers a new supplier cannot approve the first payment to it',
      'The reporting service uses a read-only database role',
      'Backups are encrypted with a key kept in a key management service',
    ),
    correct: ['a', 'b'],
    explanation:
      'Separation of duties splits one sensitive action between two people, so one insider or one stolen account cannot complete it. A read-only role is least privilege, and encrypted backups protect confidentiality.',
    moduleKey: 'security-principles',
    section: 'Least privilege and separation of duties',
  },
  {
    key: 'security-039',
    kind: 'output',
    prompt: 'What does this permission check print?',
    code: `const roles = { ana: 'admin', ben: 'viewer' };
const allowed = { admin: ['read', 'delete'], viewer: ['read'] };
function can(user, action) {
  return (allowed[roles[user]] ?? []).includes(action);
}
console.log([can('ana', 'delete'), can('ben', 'delete'), can('eve', 'read')].join(' '));`,
    language: 'javascript',
    options: opts(
      'true false false',
      'true false true',
      'true true false',
      'TypeError: Cannot read properties of undefined',
    ),
    correct: ['a'],
    explanation:
      'The user eve has no role, so the lookup falls back to an empty list and every action is denied: a secure default. ben is a viewer and may only read.',
    moduleKey: 'security-principles',
    section: 'Secure defaults and failing securely',
  },
  {
    key: 'security-040',
    kind: 'single',
    prompt:
      'A team adds a public file-upload feature that stores files and generates thumbnails. From the attack-surface point of view, what is the right reaction?',
    options: opts(
      'Nothing changes, because the uploaded files are stored in object storage and never touch the application servers',
      'Review it as new entry points: size and type limits, the thumbnail parser, who can read stored files',
      'Hide the upload endpoint under an unguessable path',
      'Only check the upload feature again at the next yearly penetration test',
    ),
    correct: ['b'],
    explanation:
      'A feature that accepts files adds entry points and new code (such as image parsers) that attackers can reach, so it grows the attack surface and is the moment to look again.',
    moduleKey: 'security-principles',
    section: 'Attack surface',
  },
  // threat-modeling
  {
    key: 'security-041',
    kind: 'single',
    prompt:
      'A hospital app lets nurses open patient records, but keeps no record of who opened which file. A nurse says she never looked at a celebrity’s record. Which STRIDE threat did the design leave open?',
    options: opts('Spoofing', 'Tampering', 'Repudiation', 'Denial of service'),
    correct: ['c'],
    explanation:
      'Repudiation is the ability to deny an action because nothing proves it either way. An audit log of who opened which record, kept where users cannot edit it, addresses it.',
    moduleKey: 'threat-modeling',
    section: 'STRIDE: finding what can go wrong',
  },
  {
    key: 'security-042',
    kind: 'single',
    prompt:
      'A mobile app sends the price of each basket item to the checkout API, which charges what it receives. In a threat-modeling session, which observation matters most?',
    options: opts(
      'The flow crosses a trust boundary, so the API must not trust the price from the device and should look it up itself',
      'The app and the API are written and deployed by the same team, so the prices the app sends can be trusted as they are',
      'Prices are public information, so there is no threat in sending them',
      'HTTPS protects the flow, so nothing on it can be changed by the user',
    ),
    correct: ['a'],
    explanation:
      'The device is controlled by the user, so everything it sends can be changed, even over HTTPS, which only protects the data in transit. Data crossing a trust boundary must be validated or, better, taken from the server’s own source.',
    moduleKey: 'threat-modeling',
    section: 'Assets, actors and trust boundaries',
  },
  {
    key: 'security-043',
    kind: 'multiple',
    prompt:
      'A team has a threat list and tickets for a new feature. Which activities answer the fourth question, "Did we do a good enough job?" Choose all that apply.',
    options: opts(
      'Writing a test for each mitigation and checking it passes before release',
      'Reopening the model when the feature gains a new integration',
      'Drawing the first data-flow diagram of the feature',
      'Brainstorming spoofing threats against the login flow',
      'Comparing later bug reports with the model to see which threats it missed',
    ),
    correct: ['a', 'b', 'e'],
    explanation:
      'The fourth question checks the work: mitigations verified, the model kept current, and gaps learned from. Drawing the diagram answers the first question and brainstorming threats the second.',
    moduleKey: 'threat-modeling',
    section: 'Why threat model: the four questions',
  },
  {
    key: 'security-044',
    kind: 'single',
    prompt: 'In a data-flow diagram of a web app, which element is an external entity?',
    options: opts(
      'The order database',
      'The background worker that sends invoices',
      'The bank’s payment API that the app calls',
      'The arrow from the worker to the database',
    ),
    correct: ['c'],
    explanation:
      'External entities are people or systems outside your control, such as a partner’s API or a user. The database is a data store, the worker a process and the arrow a data flow.',
    moduleKey: 'threat-modeling',
    section: 'Drawing a data-flow diagram',
  },
  {
    key: 'security-045',
    kind: 'output',
    prompt: 'Threats are kept as (STRIDE letter, likelihood, impact). What does this print?',
    code: `threats = [('S', 2, 2), ('T', 3, 3), ('R', 1, 2), ('I', 3, 2), ('D', 2, 1)]
urgent = [name for name, likelihood, impact in threats if likelihood * impact >= 6]
print(''.join(urgent))`,
    language: 'python',
    options: opts('TI', 'STI', 'T', 'TID'),
    correct: ['a'],
    explanation:
      'Only T (3 × 3 = 9) and I (3 × 2 = 6) reach 6; S scores 4, R 2 and D 2. The list keeps the original order, so it prints TI.',
    moduleKey: 'threat-modeling',
    section: 'Ranking threats and choosing responses',
  },
  // cryptography-basics
  {
    key: 'security-046',
    kind: 'single',
    prompt:
      'An open-source project publishes installers and their SHA-256 checksums on the same web server. Attackers break into that server. Why is the checksum no longer enough, and what fixes it?',
    options: opts(
      'SHA-256 is too short; publish SHA-512 checksums instead',
      'Whoever can replace the installer can replace its checksum too; sign releases with a private key kept off that server',
      'Checksums only work over HTTP/2; serve them over HTTP/3',
      'Encode the checksum in Base64, so that attackers who break into the server can no longer read it or compute a new one for their own installer',
    ),
    correct: ['b'],
    explanation:
      'A hash shows whether a file matches a given hash but not who published that hash. A signature made with a private key the attacker does not have proves origin, as long as users get the public key from a trusted place.',
    moduleKey: 'cryptography-basics',
    section: 'Asymmetric cryptography and signatures',
  },
  {
    key: 'security-047',
    kind: 'output',
    prompt: 'What does this code print?',
    code: `import hashlib
short = hashlib.sha256(b'a').hexdigest()
long = hashlib.sha256(b'a' * 1_000_000).hexdigest()
print(len(short), len(long))`,
    language: 'python',
    options: opts('64 64', '1 1000000', '64 1000000', '32 32'),
    correct: ['a'],
    explanation:
      'A hash function maps any input to a fixed-size digest: SHA-256 always gives 256 bits, shown as 64 hexadecimal characters, whether the input is one byte or a megabyte.',
    moduleKey: 'cryptography-basics',
    section: 'Hash functions',
  },
  {
    key: 'security-048',
    kind: 'multiple',
    prompt: 'Which statements about the 12-byte nonce of AES-GCM are true? Choose all that apply.',
    options: opts(
      'It can be stored in plain text next to the ciphertext',
      'It must be kept as secret as the key',
      'It must never repeat for two messages under the same key',
      'A constant nonce is fine as long as the key is 256 bits long',
      'A fresh random nonce per message is a common way to get unique ones',
    ),
    correct: ['a', 'c', 'e'],
    explanation:
      'The nonce is not secret but must be unique per key; random 12-byte nonces work if the key is rotated well before 2^32 messages. A constant nonce repeats on the second message whatever the key size.',
    moduleKey: 'cryptography-basics',
    section: 'Symmetric encryption with AES-GCM',
  },
  {
    key: 'security-049',
    kind: 'single',
    prompt:
      'A bank sends payment instructions to a partner. In a dispute, the partner must be able to prove to a court that the bank, and not the partner itself, created a given instruction. Which protection allows that?',
    options: opts(
      'An HMAC with a key shared by the bank and the partner',
      'A digital signature with the bank’s private key',
      'Encrypting the instructions with AES-GCM under a shared key',
      'A SHA-256 hash of each instruction stored by both sides',
    ),
    correct: ['b'],
    explanation:
      'Only the bank holds its private key, so a valid signature shows the bank produced the message (non-repudiation). With a shared HMAC or AES key, the partner could have produced the same output itself.',
    moduleKey: 'cryptography-basics',
    section: 'Asymmetric cryptography and signatures',
  },
  {
    key: 'security-050',
    kind: 'single',
    prompt:
      'An audit finds session ids generated with Python’s `random.getrandbits(128)`. 128 bits is plenty of length, so why is it still a finding?',
    options: opts(
      'Session ids must be at least 512 bits long',
      'The random module is a predictable generator: after observing enough outputs, an attacker can compute future ones',
      'getrandbits is seeded from the clock when the program starts, so two servers started in the same second hand out identical ids',
      'Python integers cannot be sent in cookies',
    ),
    correct: ['b'],
    explanation:
      'The random module is not cryptographically secure, and its documentation says so; its internal state can be recovered from outputs. Use the secrets module, such as secrets.token_urlsafe(32).',
    moduleKey: 'cryptography-basics',
    section: 'Randomness',
  },
  // tls-and-pki
  {
    key: 'security-051',
    kind: 'single',
    prompt:
      'A server enables TLS 1.3 0-RTT so returning clients can send data in their first flight. Which request is it reasonable to accept as 0-RTT early data?',
    options: opts(
      'POST /transfer moving money between two of the user’s accounts',
      'GET /products/42 returning a public product page',
      'POST /orders creating a new order',
      'DELETE /account closing the user’s account',
    ),
    correct: ['b'],
    explanation:
      'An attacker can capture and replay early data, so only requests that are safe to repeat belong in 0-RTT. Replaying a transfer, an order or a deletion would repeat its effect.',
    moduleKey: 'tls-and-pki',
    section: 'The TLS 1.3 handshake',
  },
  {
    key: 'security-052',
    kind: 'output',
    prompt: 'What does this code print on Node.js 24?',
    code: `import tls from 'node:tls';
console.log(tls.DEFAULT_MIN_VERSION, tls.DEFAULT_MAX_VERSION);`,
    language: 'javascript',
    options: opts('TLSv1.2 TLSv1.3', 'TLSv1 TLSv1.3', 'SSLv3 TLSv1.2', 'TLSv1.3 TLSv1.3'),
    correct: ['a'],
    explanation:
      'Node.js accepts TLS 1.2 and 1.3 by default; SSL 3, TLS 1.0 and TLS 1.1 are deprecated (RFC 8996) and off unless you lower the minimum yourself.',
    moduleKey: 'tls-and-pki',
    section: 'What TLS gives you',
  },
  {
    key: 'security-053',
    kind: 'multiple',
    prompt: 'In a code review, which of these lines are certificate-validation mistakes? Choose all that apply.',
    options: opts(
      'axios.create({ httpsAgent: new https.Agent({ rejectUnauthorized: false }) })',
      'requests.post(url, json=payload, verify=False)',
      'NODE_EXTRA_CA_CERTS=/etc/ssl/internal-ca.pem node server.js',
      'context.check_hostname = False',
      "https.request({ host: 'api.internal', ca: fs.readFileSync('internal-ca.pem') })",
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Turning off rejectUnauthorized, verify or hostname checking accepts certificates from anyone (CWE-295). Adding the internal CA with NODE_EXTRA_CA_CERTS or the ca option is the right way to trust a private certificate.',
    moduleKey: 'tls-and-pki',
    section: 'Certificate validation mistakes',
  },
  {
    key: 'security-054',
    kind: 'single',
    prompt:
      'A company wants to learn quickly if any public CA issues a certificate for one of its domains that it did not request. What should it use?',
    options: opts(
      'Monitoring of the Certificate Transparency logs for its domains',
      'An HSTS header with a two-year max-age and the preload directive on every domain',
      'A shorter validity period for its own certificates',
      'Mutual TLS on its public website',
    ),
    correct: ['a'],
    explanation:
      'Publicly trusted certificates must be logged in Certificate Transparency logs, so watching those logs reveals certificates issued for your names by any CA. HSTS, shorter lifetimes and mTLS do not show what other CAs issue.',
    moduleKey: 'tls-and-pki',
    section: "Certificate authorities and Let's Encrypt",
  },
  {
    key: 'security-055',
    kind: 'single',
    prompt:
      'example.com starts sending Strict-Transport-Security: max-age=63072000; includeSubDomains. The next day, staff cannot open intranet.example.com, which only serves plain HTTP. Why?',
    options: opts(
      'HSTS blocks every subdomain that does not send its own Strict-Transport-Security header on its plain HTTP responses',
      'includeSubDomains makes browsers use HTTPS for every subdomain, and the intranet has no HTTPS',
      'max-age is too long, and browsers reject values over one year',
      'The intranet certificate expired on the same day by coincidence',
    ),
    correct: ['b'],
    explanation:
      'With includeSubDomains, browsers that saw the header upgrade every subdomain to HTTPS and allow no click-through, so HTTP-only hosts break. Give every subdomain HTTPS first, and start with a short max-age.',
    moduleKey: 'tls-and-pki',
    section: 'HSTS: staying on HTTPS',
  },
];
