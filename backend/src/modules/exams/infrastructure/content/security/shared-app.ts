import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. */
export const SECURITY_EXAM_SHARED_APP: ExamQuestionContent[] = [
  {
    key: 'security-056',
    kind: 'single',
    prompt:
      'The session cookie of shop.example.com is set with `Domain=example.com`. A forgotten marketing site on promo.example.com is taken over by an attacker. Why is that a problem for the shop’s users?',
    options: opts(
      'The browser also sends the shop’s session cookie to promo.example.com, where the attacker can collect it',
      'It is not: cookies are only ever sent back to the exact host that set them',
      'The attacker can now read the shop’s database, since both sites share a domain',
      '`Domain=example.com` turns off `HttpOnly` for subdomains',
    ),
    correct: ['a'],
    explanation:
      'A `Domain` attribute widens a cookie to every subdomain. Leave `Domain` out (or use the `__Host-` prefix, which forbids it) so the session cookie goes back only to the host that set it.',
    moduleKey: 'authentication-and-sessions',
    section: 'Cookie flags',
  },
  {
    key: 'security-057',
    kind: 'single',
    prompt:
      'In a test you change a JWT’s header to `{"alg":"none"}`, remove the signature, set `"role":"admin"` in the payload, and the API accepts it. What is the fix to recommend?',
    options: opts(
      'Encrypt the payload so testers cannot edit the role',
      'Verify every token with a fixed list of allowed algorithms that does not include `none`',
      'Shorten the token lifetime to five minutes',
      'Move the role claim from the payload into the header',
    ),
    correct: ['b'],
    explanation:
      'The server let the token’s own header pick the (missing) algorithm. Verifying with an explicit allow-list, using a maintained library, rejects unsigned and re-signed forgeries; lifetime and encryption do not stop forgery.',
    moduleKey: 'authentication-and-sessions',
    section: 'JWT pitfalls',
  },
  {
    key: 'security-058',
    kind: 'multiple',
    prompt:
      'A team replaces server-side sessions with one-day JWTs sent in the `Authorization` header. Which statements are true? (Choose all that apply.)',
    options: opts(
      'A stolen token keeps working until it expires unless the server keeps something it can revoke',
      'Short-lived access tokens plus a refresh token the server can revoke limit that window',
      'Deleting the token in the user’s browser revokes every copy of it',
      'The browser does not attach the header to cross-site requests by itself, so forged requests do not carry the token',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'A self-contained token is valid wherever it is presented until `exp`, so revocation needs server-side state such as a refreshable session. A header token is not sent automatically like a cookie, but it must be stored where page scripts can read it.',
    moduleKey: 'authentication-and-sessions',
    section: 'Staying signed in',
  },
  {
    key: 'security-059',
    kind: 'output',
    prompt: 'A session check uses an idle and an absolute timeout, in minutes. What does this code print?',
    code: `const IDLE = 30;
const ABSOLUTE = 480;
const valid = (s, now) => now - s.lastSeen <= IDLE && now - s.createdAt <= ABSOLUTE;
const day = { createdAt: 0, lastSeen: 470 };
console.log(valid(day, 475), valid(day, 490), valid({ createdAt: 100, lastSeen: 120 }, 145));`,
    language: 'javascript',
    options: opts('true true true', 'true false true', 'true false false', 'false false true'),
    correct: ['b'],
    explanation:
      'At 475 the session was seen 5 minutes ago and is 475 minutes old: valid. At 490 it is only 20 minutes idle but older than 480, so the absolute timeout ends it. The last session is 25 minutes idle and 45 minutes old: valid.',
    moduleKey: 'authentication-and-sessions',
    section: 'Worked example',
  },
  {
    key: 'security-060',
    kind: 'single',
    prompt:
      'Signed in as user A, you request `/api/orders/43` (user B’s order) and get `403`; `/api/orders/99999` gets `404`. Access is denied in both cases. What should your report say?',
    options: opts(
      'Nothing: both requests were refused, so there is no finding',
      'The API should answer 401 for both, because A is not B',
      'The different answers confirm which order ids exist; answer 404 for both',
      'The API should answer 200 with an empty body for both',
    ),
    correct: ['c'],
    explanation:
      '403 for a real order and 404 for a missing one lets anyone enumerate existing orders. Answering 404 for objects the caller may not see reveals nothing; 401 is for callers who are not signed in at all.',
    moduleKey: 'authentication-and-sessions',
    section: 'Authentication vs authorisation',
  },
  {
    key: 'security-061',
    kind: 'single',
    prompt:
      'A profile page fetches an avatar from a URL the user types. Giving it `http://169.254.169.254/latest/meta-data/` returns the cloud server’s metadata. Under which OWASP Top 10:2025 category do you file it?',
    options: opts(
      'A05:2025 Injection',
      'A01:2025 Broken Access Control',
      'A02:2025 Security Misconfiguration',
      'A10:2025 Mishandling of Exceptional Conditions',
    ),
    correct: ['b'],
    explanation:
      'This is server-side request forgery (SSRF): the server fetches a place the user may not reach. It was its own category in 2021 and is part of A01 Broken Access Control in the 2025 edition.',
    moduleKey: 'web-security-owasp',
    section: 'The OWASP Top 10',
  },
  {
    key: 'security-062',
    kind: 'single',
    prompt:
      'A review finds that the permission middleware calls `next()` in its `catch` block, so when the role lookup times out, the request goes through. Which 2025 category names this root cause?',
    options: opts(
      'A07:2025 Authentication Failures',
      'A09:2025 Security Logging and Alerting Failures',
      'A10:2025 Mishandling of Exceptional Conditions',
      'A06:2025 Insecure Design',
    ),
    correct: ['c'],
    explanation:
      'The check fails open when an exception occurs, which is what the new A10 category covers; the fix is to fail closed (deny) and log the error.',
    moduleKey: 'web-security-owasp',
    section: 'The OWASP Top 10',
  },
  {
    key: 'security-063',
    kind: 'multiple',
    prompt: 'Which findings belong to A08:2025 Software or Data Integrity Failures? (Choose all that apply.)',
    options: opts(
      'A desktop app installs updates it downloads without checking their signature',
      'The server deserializes a base64 object taken from a cookie, as it is',
      'User passwords are stored as unsalted MD5 hashes',
      'Production error pages show the framework version and stack trace',
    ),
    correct: ['a', 'b'],
    explanation:
      'Both trust code or data without verifying where it came from. Weak password hashing is a cryptographic failure (A04), and verbose error pages are a misconfiguration (A02) or mishandled exception (A10).',
    moduleKey: 'web-security-owasp',
    section: 'The OWASP Top 10',
  },
  {
    key: 'security-064',
    kind: 'single',
    prompt:
      'A customer asks you to verify that their application is secure “against the OWASP Top 10”. What do you propose as the basis for the assessment?',
    options: opts(
      'The Top 10 list itself, ticking off each category as present or absent',
      'The OWASP ASVS requirements, with findings labelled by Top 10 category and CWE',
      'A single automated scan, since scanners cover all ten categories',
      'The CWE Top 25, because OWASP does not publish testable requirements',
    ),
    correct: ['b'],
    explanation:
      'The Top 10 is an awareness document, not a testable standard; the ASVS holds verifiable requirements, and findings are then labelled with the shared Top 10 and CWE vocabulary.',
    moduleKey: 'web-security-owasp',
    section: 'What the Top 10 is',
  },
  {
    key: 'security-065',
    kind: 'output',
    prompt: 'Two guards wrap the same permission check. What does this code print?',
    code: `function canDelete(user, doc) {
  if (user.role === 'admin') return true;
  return doc.ownerId === user.id;
}
function guardOpen(user, doc) {
  try { return canDelete(user, doc); } catch { return true; }
}
function guardClosed(user, doc) {
  try { return canDelete(user, doc); } catch { return false; }
}
const ana = { id: 1, role: 'user' };
const doc = { ownerId: 1 };
console.log(guardOpen(ana, null), guardClosed(ana, null), guardClosed(ana, doc));`,
    language: 'javascript',
    options: opts('true false true', 'false false true', 'true true true', 'It throws a TypeError'),
    correct: ['a'],
    explanation:
      'With a missing document, `doc.ownerId` throws; the open guard turns the error into "allowed", the closed one into "denied". Ana owns the real document, so the closed guard allows her. Failing closed is the habit.',
    moduleKey: 'web-security-owasp',
    section: 'Habits that prevent most of it',
  },
  {
    key: 'security-066',
    kind: 'single',
    prompt:
      'On Monday at 09:00 your team confirms that a public storage bucket exposed customers’ names, addresses and order histories. Under the GDPR, by when should the supervisory authority be notified, where feasible?',
    options: opts(
      'By Thursday 09:00, 72 hours after the organisation became aware',
      'Within 72 hours of the bucket first being made public, which may already have passed',
      'Only once the investigation has found every affected customer',
      'There is no deadline as long as the bucket is now private',
    ),
    correct: ['a'],
    explanation:
      'Notification is due without undue delay and, where feasible, within 72 hours of becoming aware of the breach; details may follow in phases. Closing the bucket does not undo the exposure.',
    moduleKey: 'data-ethics-privacy',
    section: 'The GDPR principles',
  },
  {
    key: 'security-067',
    kind: 'single',
    prompt:
      'A vendor wants your web server logs and proposes replacing each client IPv4 address with its unsalted SHA-256 hash “so the logs are anonymous”. What is your assessment?',
    options: opts(
      'Agreed: SHA-256 cannot be reversed, so the logs are anonymous',
      'Not anonymous: hashing all 4.3 billion IPv4 addresses is easy, so the logs stay personal data and need protection',
      'Agreed, provided the hashes are stored in upper case',
      'Not acceptable, because IP addresses may never leave the company under the GDPR',
    ),
    correct: ['b'],
    explanation:
      'A plain hash of a small input space can be reversed by hashing every candidate. At best it is pseudonymisation, so the data stays personal data; a keyed hash, truncation or aggregation reduces the risk.',
    moduleKey: 'data-ethics-privacy',
    section: 'Pseudonymisation vs anonymisation',
  },
  {
    key: 'security-068',
    kind: 'output',
    prompt: 'Before sharing a report, small groups are suppressed. What does this code print?',
    code: `counts = {'M1/25-34': 412, 'M14/18-24': 57, 'M20/65+': 3, 'M3/55-64': 9}
shared = {g: n for g, n in counts.items() if n >= 10}
print(len(shared), sorted(shared))`,
    language: 'python',
    options: opts(
      "2 ['M1/25-34', 'M14/18-24']",
      "3 ['M1/25-34', 'M14/18-24', 'M3/55-64']",
      "4 ['M1/25-34', 'M14/18-24', 'M20/65+', 'M3/55-64']",
      "2 ['M14/18-24', 'M1/25-34']",
    ),
    correct: ['a'],
    explanation:
      'Only groups of at least ten people are kept, so the cells with 3 and 9 people are dropped; `sorted` orders the remaining keys as strings, and "M1/" sorts before "M14".',
    moduleKey: 'data-ethics-privacy',
    section: 'Worked example',
  },
  {
    key: 'security-069',
    kind: 'multiple',
    prompt:
      'You are mapping where personal data lives before a security review. Which of these count as personal data under the GDPR? (Choose all that apply.)',
    options: opts(
      'Client IP addresses in the load balancer’s access logs',
      'A pseudonymous user id in the analytics table, while the company keeps the mapping to accounts',
      'The company’s total revenue per month',
      'Mobile device ids stored with app crash reports',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'IP addresses, device ids and pseudonymous ids the company can link back all relate to identifiable people. A company-wide revenue figure describes no person.',
    moduleKey: 'data-ethics-privacy',
    section: 'Personal data is a responsibility',
  },
  {
    key: 'security-070',
    kind: 'single',
    prompt:
      'A fraud-scoring model drops the nationality field but still uses the phone’s country code and the customer’s first name. Legitimate customers from some countries are blocked far more often. What is the most likely cause and the right check?',
    options: opts(
      'The model is overfitted; retrain it with more epochs',
      'Proxy variables carry nationality back in; compare false positive rates per group',
      'Nothing is wrong, since nationality is not an input',
      'The data is pseudonymised, which always causes bias',
    ),
    correct: ['b'],
    explanation:
      'Removing a protected attribute does not remove its proxies. Measuring error rates, such as false positives, separately for each group shows who the model treats unfairly.',
    moduleKey: 'data-ethics-privacy',
    section: 'Bias in data and models',
  },
];
