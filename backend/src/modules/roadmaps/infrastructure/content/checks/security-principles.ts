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
  {
    moduleKey: 'threat-modeling',
    questions: [
      {
        id: 'threat-modeling-1',
        kind: 'order',
        section: 'Why threat model: the four questions',
        prompt: 'Put the four key questions of the Threat Modeling Manifesto in the order a session asks them.',
        steps: [
          'What are we working on?',
          'What can go wrong?',
          'What are we going to do about it?',
          'Did we do a good enough job?',
        ],
        why: 'You need a shared picture of the system before you can find threats, threats before responses, and responses before you can check them.',
      },
      {
        id: 'threat-modeling-2',
        kind: 'multiple',
        section: 'Assets, actors and trust boundaries',
        prompt:
          'A shop has a browser front end, an API, a PostgreSQL database the API alone uses, and calls to a third-party payment service. Which crossings are **trust boundaries**? Pick all that apply.',
        options: [
          {
            text: 'Browser → API',
            correct: true,
            why: 'Anything from the browser is controlled by the user (or an attacker), so the API must authenticate and validate it.',
          },
          {
            text: 'API → payment service',
            correct: true,
            why: 'Another organisation runs the payment service: data leaves your control, and what comes back must be verified.',
          },
          {
            text: 'A function calling another function inside the same API process',
            correct: false,
            why: 'Both run with the same privileges in the same process; there is no change of trust to model here.',
          },
          {
            text: 'A normal user’s session → an admin-only endpoint',
            correct: true,
            why: 'The privilege level changes, so the endpoint must check the caller’s role: a boundary inside the same service.',
          },
          {
            text: 'One column of a table → another column of the same table',
            correct: false,
            why: 'Data at rest inside one store does not cross between parties of different trust.',
          },
        ],
      },
      {
        id: 'threat-modeling-3',
        kind: 'single',
        section: 'Drawing a data-flow diagram',
        prompt: 'In a data-flow diagram, how do you draw the Redis cache that your API reads sessions from?',
        options: [
          {
            text: 'As an external entity, because Redis is software the team did not write itself',
            correct: false,
            why: 'External entities are outside your control (a user, a partner). A cache you run is part of your system.',
          },
          {
            text: 'As a process, because Redis is a running server program',
            correct: false,
            why: 'Processes are code you run to transform data, such as your API; the cache’s role in the diagram is to hold data.',
          },
          {
            text: 'As a data store',
            correct: true,
            why: 'Data rests there between requests, like a database, bucket or log: that is what the data store shape is for.',
          },
          {
            text: 'As a trust boundary',
            correct: false,
            why: 'A boundary is a line where trust changes, not a component; the flow from the API to the cache may or may not cross one.',
          },
        ],
      },
      {
        id: 'threat-modeling-4',
        kind: 'single',
        section: 'STRIDE: finding what can go wrong',
        prompt:
          'The login form answers "unknown email" for some addresses and "wrong password" for others. Which STRIDE category fits best?',
        options: [
          {
            text: 'Spoofing, because an attacker can pretend to be any user whose email address they have guessed',
            correct: false,
            why: 'Nobody is impersonated yet; the form reveals facts that help a later attack.',
          },
          {
            text: 'Information disclosure',
            correct: true,
            why: 'The different messages tell anyone which emails have accounts (account enumeration), data they should not learn.',
          },
          {
            text: 'Tampering',
            correct: false,
            why: 'Nothing is modified; the attacker only reads the difference between two answers.',
          },
          {
            text: 'Repudiation',
            correct: false,
            why: 'Repudiation is about denying an action without proof either way; this is about what the response reveals.',
          },
        ],
      },
      {
        id: 'threat-modeling-5',
        kind: 'fill',
        section: 'STRIDE: finding what can go wrong',
        prompt: 'In STRIDE, the E stands for Elevation of ____, the threat that breaks authorisation.',
        answers: ['privilege', 'privileges'],
        caseInsensitive: true,
        why: 'Elevation of privilege means gaining rights you were not given, such as a normal user reaching admin functions.',
      },
      {
        id: 'threat-modeling-6',
        kind: 'output',
        section: 'Ranking threats and choosing responses',
        prompt: 'A team scores threats as likelihood × impact. What does this print?',
        code: {
          language: 'python',
          source: `threats = {'spoofed webhook': (2, 3), 'verbose errors': (3, 1), 'admin API open': (1, 3), 'no audit log': (2, 2)}
scores = {name: l * i for name, (l, i) in threats.items()}
top = max(scores, key=scores.get)
print(top, scores[top])`,
        },
        options: [
          {
            text: 'spoofed webhook 6',
            correct: true,
            why: 'The scores are 6, 3, 3 and 4; the webhook threat has the largest product.',
          },
          {
            text: 'verbose errors 3',
            correct: false,
            why: 'Its likelihood is the highest (3), but the impact of 1 makes the product only 3.',
          },
          {
            text: 'admin API open 3',
            correct: false,
            why: 'Its impact is high, but the likelihood of 1 keeps the product at 3.',
          },
          {
            text: 'no audit log 4',
            correct: false,
            why: '2 × 2 is 4, less than the webhook’s 2 × 3 = 6.',
          },
        ],
      },
      {
        id: 'threat-modeling-7',
        kind: 'single',
        section: 'Ranking threats and choosing responses',
        prompt:
          'Instead of storing card numbers, the shop sends customers to its payment provider’s hosted page. Which response to the threat "card numbers stolen from our database" is that?',
        options: [
          {
            text: 'Accept',
            correct: false,
            why: 'Accepting keeps the risk as it is; here the shop changes its design so the risk lies elsewhere.',
          },
          {
            text: 'Mitigate, by encrypting the card numbers in the shop’s own database',
            correct: false,
            why: 'That would be a mitigation, but the shop no longer stores the cards at all.',
          },
          {
            text: 'Transfer',
            correct: true,
            why: 'The provider, which is built and audited for it, now holds the card data and the responsibility for protecting it.',
          },
        ],
      },
      {
        id: 'threat-modeling-8',
        kind: 'single',
        section: 'Common mistakes',
        prompt:
          'A team wrote a threat model when the project started two years ago and has not opened it since, though it added SSO and a public API. What is the main problem?',
        options: [
          {
            text: 'The model no longer describes the system, so threats from the new features were never looked for',
            correct: true,
            why: 'Threat modeling follows design changes; new entry points and boundaries need their own pass through the four questions.',
          },
          {
            text: 'Threat models expire after one year under ISO 27001',
            correct: false,
            why: 'The problem is not a calendar rule; it is that the design changed and the model did not.',
          },
          {
            text: 'None: a threat model is a one-time deliverable for the design phase, and later changes are the pen tester’s job',
            correct: false,
            why: 'The manifesto values continuous refinement over a single delivery; testing later is more expensive and finds less.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'cryptography-basics',
    questions: [
      {
        id: 'cryptography-basics-1',
        kind: 'output',
        section: 'Four different tools: encoding, hashing, encryption, signing',
        prompt:
          'A config file stores `DB_PASSWORD=c2VjcmV0` and a colleague says it is "encrypted". What does this print?',
        code: {
          language: 'python',
          source: `import base64
print(base64.b64decode('c2VjcmV0').decode())`,
        },
        options: [
          {
            text: 'secret',
            correct: true,
            why: 'Base64 is an encoding: anyone can reverse it without a key, so the password is effectively in plain text.',
          },
          {
            text: 'binascii.Error: no key given',
            correct: false,
            why: 'Decoding Base64 needs no key at all; that is exactly why it offers no confidentiality.',
          },
          {
            text: 'c2VjcmV0',
            correct: false,
            why: '`b64decode` really decodes the text back to the original bytes; it does not return its input.',
          },
          {
            text: "b'\\x73\\x65'",
            correct: false,
            why: 'The whole string decodes to six printable bytes, and `.decode()` turns them into a `str`, not a bytes literal.',
          },
        ],
      },
      {
        id: 'cryptography-basics-2',
        kind: 'output',
        section: 'Hash functions',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `import { createHash } from 'node:crypto';
const a = createHash('sha256').update('pay 10 EUR').digest('hex');
const b = createHash('sha256').update('pay 10 EUR').digest('hex');
console.log(a === b, a.length);`,
        },
        options: [
          {
            text: 'true 64',
            correct: true,
            why: 'Hashing is deterministic, so the same input gives the same digest; SHA-256 is 256 bits, which is 64 hex characters.',
          },
          {
            text: 'false 64',
            correct: false,
            why: 'A hash has no random input (unlike encryption with a fresh nonce), so equal inputs always give equal outputs.',
          },
          {
            text: 'true 32',
            correct: false,
            why: '32 is the length in bytes; as hex, each byte takes two characters, so the string has 64.',
          },
          {
            text: 'true 10',
            correct: false,
            why: 'The digest has a fixed size whatever the input length; it does not track the 10-character message.',
          },
        ],
      },
      {
        id: 'cryptography-basics-3',
        kind: 'output',
        section: 'Symmetric encryption with AES-GCM',
        prompt: 'An attacker flips one bit of an AES-GCM ciphertext. What does this print?',
        code: {
          language: 'javascript',
          source: `import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
const key = randomBytes(32);
const iv = randomBytes(12);
const cipher = createCipheriv('aes-256-gcm', key, iv);
const ciphertext = Buffer.concat([cipher.update('amount=10'), cipher.final()]);
const tag = cipher.getAuthTag();
ciphertext[0] ^= 1; // an attacker flips one bit
const decipher = createDecipheriv('aes-256-gcm', key, iv);
decipher.setAuthTag(tag);
try {
  console.log(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString());
} catch {
  console.log('rejected');
}`,
        },
        options: [
          {
            text: 'amount=10',
            correct: false,
            why: 'The ciphertext was changed, so it cannot silently decrypt to the original; GCM notices the change.',
          },
          {
            text: '`mount=10',
            correct: false,
            why: 'That is what an unauthenticated mode such as plain CTR would return: a controlled change nobody notices. GCM’s tag check prevents it.',
          },
          {
            text: 'rejected',
            correct: true,
            why: 'The authentication tag no longer matches, so `decipher.final()` throws and the catch prints `rejected`.',
          },
          {
            text: 'A different random string on every run',
            correct: false,
            why: 'The key and nonce are random, but the outcome is always the same: the tag check fails.',
          },
        ],
      },
      {
        id: 'cryptography-basics-4',
        kind: 'fill',
        section: 'Symmetric encryption with AES-GCM',
        prompt:
          'An AES-GCM nonce need not be secret, but it must never be ____ with the same key; doing so leaks the XOR of the plaintexts and allows forgeries.',
        answers: ['reused', 'repeated', 'used twice'],
        caseInsensitive: true,
        why: 'Each (key, nonce) pair may encrypt one message only. Generate a fresh 12-byte nonce per message and rotate the key long before 2^32 messages.',
      },
      {
        id: 'cryptography-basics-5',
        kind: 'single',
        section: 'Asymmetric cryptography and signatures',
        prompt:
          'A vendor ships `tool.tar.gz` with an Ed25519 signature. What do you need to check that the file really comes from the vendor?',
        options: [
          {
            text: 'The vendor’s private key, which they must send you over a secure channel first',
            correct: false,
            why: 'The private key must never leave the vendor; whoever holds it can sign anything in the vendor’s name.',
          },
          {
            text: 'The vendor’s public key, obtained from a source you trust',
            correct: true,
            why: 'Verification uses the public key. It must come from a trusted place (not only the same download page), or an attacker could swap both.',
          },
          {
            text: 'The SHA-256 of the file printed on the same download page as the file',
            correct: false,
            why: 'Whoever can replace the file on that page can replace the hash next to it; a hash alone does not prove origin.',
          },
          {
            text: 'A shared HMAC key agreed with the vendor',
            correct: false,
            why: 'An HMAC key would be shared with every customer, so anyone of them could forge a valid tag; signatures avoid this.',
          },
        ],
      },
      {
        id: 'cryptography-basics-6',
        kind: 'single',
        section: 'Key sizes and algorithm choices',
        prompt: 'According to NIST SP 800-57, which of these offers about **128 bits** of security?',
        options: [
          {
            text: 'RSA with a 2048-bit key',
            correct: false,
            why: 'RSA-2048 gives about 112 bits: still the minimum today, but not 128.',
          },
          {
            text: 'RSA with a 3072-bit key',
            correct: true,
            why: 'RSA needs 3072-bit keys to match AES-128 and 256-bit elliptic curves.',
          },
          {
            text: 'SHA-1, whose output is 160 bits long',
            correct: false,
            why: 'SHA-1 is broken: practical collisions exist, so its output length says nothing about its strength.',
          },
          {
            text: 'An elliptic curve with a 128-bit key',
            correct: false,
            why: 'Elliptic curves give about half their size in bits of security; 128 bits of security needs a 256-bit curve.',
          },
        ],
      },
      {
        id: 'cryptography-basics-7',
        kind: 'multiple',
        section: 'Randomness',
        prompt: 'Which of these are acceptable ways to generate a password-reset token? Pick all that apply.',
        options: [
          {
            text: "`crypto.randomBytes(32).toString('hex')` in Node.js",
            correct: true,
            why: '`randomBytes` reads from the operating system’s CSPRNG; 32 bytes is 256 bits of unpredictability.',
          },
          {
            text: '`secrets.token_urlsafe(32)` in Python',
            correct: true,
            why: 'The `secrets` module exists for exactly this: security tokens from a cryptographically secure source.',
          },
          {
            text: '`Math.random().toString(36).slice(2)` in JavaScript',
            correct: false,
            why: 'MDN says `Math.random()` is not cryptographically secure; its outputs can be predicted.',
          },
          {
            text: '`random.getrandbits(128)` in Python',
            correct: false,
            why: 'The `random` module is a predictable generator for simulations; its documentation says not to use it for security.',
          },
          {
            text: 'A SHA-256 of the user’s email and the current time',
            correct: false,
            why: 'Both inputs are known or guessable, so an attacker can compute the same hash; hashing adds no secrecy.',
          },
        ],
      },
      {
        id: 'cryptography-basics-8',
        kind: 'single',
        section: 'Never roll your own',
        prompt:
          'A webhook handler checks `if (req.headers.signature === expectedHmacHex)`. What is wrong, and what should it use?',
        options: [
          {
            text: 'Nothing, since HMAC is already secure and the comparison operator does not matter',
            correct: false,
            why: 'The construction is fine, but how you compare the result matters: a leaky comparison undoes it.',
          },
          {
            text: 'The comparison can leak timing; use `crypto.timingSafeEqual` on equal-length buffers',
            correct: true,
            why: '`===` can stop at the first differing character, so response time may reveal how much matched; a constant-time comparison does not.',
          },
          {
            text: 'HMAC is too weak for webhooks; encrypt the whole body with RSA and compare the results',
            correct: false,
            why: 'HMAC-SHA-256 is the standard way to authenticate webhooks; encrypting with RSA does not authenticate anything.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'tls-and-pki',
    questions: [
      {
        id: 'tls-and-pki-1',
        kind: 'order',
        section: 'The TLS 1.3 handshake',
        prompt: 'Put the messages of a full TLS 1.3 handshake in order.',
        steps: [
          'Client: ClientHello with supported cipher suites and a key share',
          'Server: ServerHello with its own key share',
          'Server: Certificate and CertificateVerify',
          'Server: Finished',
          'Client: Finished, then application data',
        ],
        why: 'The key shares come first so everything after ServerHello is encrypted; the server proves it holds the certificate’s key, both sides confirm the handshake with Finished, and data flows after one round trip.',
      },
      {
        id: 'tls-and-pki-2',
        kind: 'single',
        section: 'The TLS 1.3 handshake',
        prompt:
          'An attacker recorded a TLS 1.3 session in 2025 and steals the server’s private key in 2026. Can they now decrypt the recording?',
        options: [
          {
            text: 'Yes, because the session keys were encrypted with the server’s public key and the private key unlocks them',
            correct: false,
            why: 'That was RSA key transport in older TLS versions; TLS 1.3 removed it.',
          },
          {
            text: 'No: the session keys came from ephemeral Diffie-Hellman keys that were thrown away',
            correct: true,
            why: 'This is forward secrecy: the certificate key only signs the handshake, it never encrypts the session keys.',
          },
          {
            text: 'Only if the session used TLS_AES_128_GCM_SHA256 rather than a 256-bit suite',
            correct: false,
            why: 'The cipher suite’s key size does not matter here; the session keys were never derivable from the certificate key.',
          },
        ],
      },
      {
        id: 'tls-and-pki-3',
        kind: 'multiple',
        section: 'Certificates and chains',
        prompt: 'Which checks must a TLS client make on the server’s certificate? Pick all that apply.',
        options: [
          {
            text: 'It chains through valid signatures to a root in the trust store',
            correct: true,
            why: 'Without a chain to a trusted root, anyone could make a certificate with any name.',
          },
          {
            text: 'The hostname the client connected to matches a Subject Alternative Name',
            correct: true,
            why: 'A valid certificate for another site proves nothing about this one; hostname checking is essential.',
          },
          {
            text: 'The current date is inside every certificate’s validity period',
            correct: true,
            why: 'Expired or not-yet-valid certificates must be rejected.',
          },
          {
            text: 'The certificate was issued by a CA from the same country as the server',
            correct: false,
            why: 'Any trusted CA may issue for any domain; there is no such rule (CT logs exist to watch for misissuance).',
          },
          {
            text: 'The Common Name equals the server’s IP address',
            correct: false,
            why: 'Clients match the name they connected to against the SAN list; browsers ignore the Common Name.',
          },
        ],
      },
      {
        id: 'tls-and-pki-4',
        kind: 'single',
        section: 'Certificates and chains',
        prompt: 'Which hostname does a certificate for `*.shop.example` cover?',
        options: [
          {
            text: '`shop.example`',
            correct: false,
            why: 'A wildcard replaces exactly one label; the bare domain needs its own SAN entry.',
          },
          {
            text: '`api.shop.example`',
            correct: true,
            why: 'The `*` matches one whole label, here `api`.',
          },
          {
            text: '`v2.api.shop.example`',
            correct: false,
            why: 'The wildcard matches one label only, not two.',
          },
          {
            text: '`shop.example.attacker.test`',
            correct: false,
            why: 'Names are matched from the right; this is a different domain entirely.',
          },
        ],
      },
      {
        id: 'tls-and-pki-5',
        kind: 'fill',
        section: "Certificate authorities and Let's Encrypt",
        prompt:
          "To get a wildcard certificate from Let's Encrypt, you must prove control of the domain with the ____ challenge.",
        answers: ['DNS-01', 'DNS'],
        caseInsensitive: true,
        why: 'Only DNS-01, a TXT record at `_acme-challenge.<domain>`, proves control of the whole domain; HTTP-01 proves control of one host.',
      },
      {
        id: 'tls-and-pki-6',
        kind: 'single',
        section: 'HSTS: staying on HTTPS',
        prompt:
          'A site adds `Strict-Transport-Security: max-age=31536000` to its plain HTTP responses only, before redirecting to HTTPS. What do browsers do?',
        options: [
          {
            text: 'They remember it for a year and use HTTPS for that host from then on, even before the redirect',
            correct: false,
            why: 'An attacker could inject or strip the header on plain HTTP, so browsers do not trust it there.',
          },
          {
            text: 'They ignore it; the header counts only when received over HTTPS',
            correct: true,
            why: 'HSTS must be sent on HTTPS responses; only the preload list protects the very first visit.',
          },
          {
            text: 'They add the site to the HSTS preload list automatically after a year',
            correct: false,
            why: 'Preloading requires a submission and the `includeSubDomains` and `preload` directives; it never happens by itself.',
          },
        ],
      },
      {
        id: 'tls-and-pki-7',
        kind: 'output',
        section: 'Certificate validation mistakes',
        prompt: 'What does this print?',
        code: {
          language: 'python',
          source: `import ssl
good = ssl.create_default_context()
bad = ssl.create_default_context()
bad.check_hostname = False
bad.verify_mode = ssl.CERT_NONE
print(good.verify_mode.name, good.check_hostname, bad.verify_mode.name, bad.check_hostname)`,
        },
        options: [
          {
            text: 'CERT_NONE False CERT_NONE False',
            correct: false,
            why: 'The default context is secure: it requires a certificate and checks the hostname; only `bad` was weakened.',
          },
          {
            text: 'CERT_OPTIONAL True CERT_NONE False',
            correct: false,
            why: '`create_default_context()` uses `CERT_REQUIRED`, not `CERT_OPTIONAL`.',
          },
          {
            text: 'CERT_REQUIRED True CERT_NONE False',
            correct: true,
            why: 'The default context validates chain and hostname; the second one was switched off by hand, the mistake to look for in review.',
          },
          {
            text: 'CERT_REQUIRED True CERT_REQUIRED True',
            correct: false,
            why: 'The assignments do change the second context; Python lets you weaken it, which is exactly why reviewers look for these lines.',
          },
        ],
      },
      {
        id: 'tls-and-pki-8',
        kind: 'single',
        section: 'Mutual TLS',
        prompt:
          'The order service calls the payment service over mTLS, and each side verifies the other’s certificate. What does the payment service still need?',
        options: [
          {
            text: 'Nothing: a verified client certificate means every request is allowed',
            correct: false,
            why: 'mTLS answers "who is calling", not "may they do this"; a compromised or confused caller could still ask for too much.',
          },
          {
            text: 'An authorisation check of what the calling service may do',
            correct: true,
            why: 'Authentication by certificate must be followed by authorisation, for example "order-service may create charges but not refunds".',
          },
          {
            text: 'A second TLS connection inside the first one, using different certificates for extra safety',
            correct: false,
            why: 'Nesting TLS adds cost but no new property; the missing piece is authorisation, not more encryption.',
          },
        ],
      },
      {
        id: 'tls-and-pki-9',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'After a partner renews its certificate, your Node.js client fails with `UNABLE_TO_VERIFY_LEAF_SIGNATURE`, and `openssl s_client` lists only certificate 0 in the chain. What is the right fix?',
        options: [
          {
            text: 'Set `NODE_TLS_REJECT_UNAUTHORIZED=0` until the partner’s certificate is renewed again',
            correct: false,
            why: 'That disables validation for the whole process, exposing every connection to interception, usually for good.',
          },
          {
            text: 'The partner serves its full chain (leaf and intermediates), e.g. `fullchain.pem`',
            correct: true,
            why: 'Clients cannot link the leaf to a trusted root without the intermediate; the server must send it.',
          },
          {
            text: 'Pin the partner’s leaf certificate in your client so no chain is needed',
            correct: false,
            why: 'Pinning a leaf breaks at every renewal and does not fix the misconfigured server for anyone else.',
          },
        ],
      },
    ],
  },
];
