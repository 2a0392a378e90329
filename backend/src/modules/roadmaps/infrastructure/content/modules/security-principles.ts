import type { ModuleContent } from '../content-types.js';

/** Security roadmap lessons (issue 29). Keys are stable: never rename or reuse them. */
export const SECURITY_PRINCIPLES_MODULES: ModuleContent[] = [
  {
    key: 'security-principles',
    title: 'Security Principles',
    summary:
      'Reason like a defender: the CIA triad, risk as likelihood times impact, least privilege, defence in depth, secure defaults, failing securely and a small attack surface.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### What security protects: the CIA triad
Every security discussion starts with two questions: what are we protecting, and from what? The classic answer to the first is the **CIA triad**, three properties of information and the systems that hold it (NIST uses the same three in FIPS 199):

- **Confidentiality**: only the people and programs allowed to read the data can read it. A leaked database dump, a storage bucket made public by mistake or a password written into a log file all break confidentiality.
- **Integrity**: data and systems change only in authorised ways. An attacker who edits the price field of a shopping-cart request, or slips malicious code into a software update, breaks integrity.
- **Availability**: the service works when its legitimate users need it. A flood of requests, ransomware that encrypts the file server or an expired certificate all break availability.

Each control you add defends at least one of the three, and they often pull against each other. Encrypting backups with a key that only one person holds protects confidentiality, but it puts availability at risk the day that person leaves. Naming the property at stake makes such trade-offs visible. You will also meet two related properties: **authenticity** (this really came from who it claims) and **non-repudiation** (someone cannot later deny an action they took).

### Risk: likelihood × impact
No real system is perfectly secure: with enough time and money, any system can be broken. The practical goal is to make attacks costly, keep the damage small and spend limited effort where it matters most. **Risk** is how we decide where that is. The OWASP Risk Rating Methodology starts from the standard model:

\`risk = likelihood × impact\`

- **Likelihood**: how probable it is that someone finds and exploits the weakness. Think about who the attackers are and how skilled and motivated they are, how easy the flaw is to discover, whether it can be reached from the internet and whether a public exploit exists.
- **Impact**: what happens when it is exploited: data disclosed or corrupted, service lost, money stolen, fines, damaged reputation.

OWASP scores each side from 0 to 9, turns the score into LOW (under 3), MEDIUM (3 to under 6) or HIGH (6 to 9), and reads the overall severity from a table: HIGH likelihood with HIGH impact is Critical, HIGH likelihood with MEDIUM impact is High, LOW with LOW is only a Note. Once a risk is rated, there are four responses: **mitigate** it (add or fix a control), **eliminate** it (remove the feature), **transfer** it (insurance, a contract with a supplier) or **accept** it, which is a written decision by someone with the authority to make it, not silence.

### Least privilege and separation of duties
**Least privilege** means every user, process and service gets only the permissions its task needs, and only for as long as it needs them. A reporting job that reads orders gets a read-only database role, not the owner account. A CI job that deploys one service gets credentials for that service, not for the whole cloud account. The reason is damage limitation: when one component is compromised, the attacker inherits exactly its permissions, so small permissions mean a small **blast radius**.

**Separation of duties** splits a sensitive action so that no single person or credential can complete it alone. The developer who writes a change is not the only one who approves it for production; the clerk who adds a new supplier to the payment system does not also approve payments to that supplier. It protects against a dishonest insider and against a single stolen account alike. In a software team, branch protection that requires a second reviewer and a pipeline that deploys only reviewed commits are separation of duties in practice.

### Defence in depth
**Defence in depth** layers several independent controls, so that when one fails (and one eventually will) the next one still stops or slows the attacker. Customer data might be protected by a firewall that exposes only port 443, TLS on every connection, login with multi-factor authentication, an authorisation check on every request, parameterised SQL queries, a database role limited to the tables the service uses, encrypted backups, and alerts on unusual exports. An attacker now has to beat several of these, not one. The layers should be different kinds of control: two filters with the same rules are one layer counted twice.

### Secure defaults and failing securely
**Secure defaults** mean the out-of-the-box configuration is the safe one and anything riskier is a deliberate choice. A new storage bucket is private, a new account has no admin rights, debug endpoints are off in production builds, and no product ships with a shared default password. Most people never change defaults, which is why CISA's Secure by Design guidance asks software makers to carry this burden instead of their customers.

**Failing securely**, also called failing closed, means that when something goes wrong (an exception, a timeout, a missing setting) the system ends up in a safe state: it denies access instead of granting it, and it shows a generic error instead of a stack trace. A classic bug is an access check written as "deny if the check says no": when the check itself throws, nothing says no, and the request goes through. Write it as "allow only if the check explicitly said yes".

### Attack surface
The **attack surface** is the sum of all the places where an attacker can send data in or get data out: every URL and API endpoint, form field, header and cookie, file upload, open port, admin panel, message queue, integration and dependency. OWASP's Attack Surface Analysis Cheat Sheet suggests listing these entry and exit points and grouping them (login, admin interfaces, search, data entry, APIs, connections to other systems). Each entry point is code that has to be correct, patched and monitored, so the cheapest control is often removal: turn off the feature nobody uses, close the port, retire the old API version. Changes that grow the surface, such as a new endpoint, an upload feature or a new integration, are the moments to look again.

### Worked example
A team is about to ship a small invoice service written with Express. A junior security engineer reviews it with the principles above:

\`\`\`js
const db = new Pool({ user: 'postgres', password: process.env.DB_PASSWORD }); // superuser

app.get('/admin/export', exportAllInvoices); // no login: "it's internal"

app.get('/invoices/:id', async (req, res) => {
  try {
    if ((await isOwner(req.user, req.params.id)) === false) return res.status(404).end();
  } catch (err) {
    console.error(err); // the check crashed... and the handler carries on
  }
  const { rows } = await db.query('select * from invoices where id = $1', [req.params.id]);
  res.json(rows[0]);
});
\`\`\`

Her notes, one principle per finding:

1. **Fails open.** If \`isOwner\` throws, for example on a database timeout, nothing returns early and any logged-in customer receives someone else's invoice. The fix starts from "denied" and allows only an explicit yes:
\`\`\`js
let allowed = false;
try {
  allowed = (await isOwner(req.user, req.params.id)) === true;
} catch (err) {
  req.log.error({ err }, 'ownership check failed');
}
if (!allowed) return res.status(404).end();
\`\`\`
2. **Attack surface and secure defaults.** \`/admin/export\` has no authentication because the route is "internal", but one proxy change would publish it. It moves to a separate admin service behind single sign-on, with an admin role.
3. **Least privilege.** The app connects as \`postgres\`, the superuser. A new role \`invoice_app\` gets \`select\` and \`insert\` on the invoice tables only, so a future SQL injection cannot read the users table or drop the database.
4. **Risk ranking for the report.** Finding 1 is reachable by every customer (HIGH likelihood) and discloses other customers' data (HIGH impact): Critical, fix before release. Finding 2 needs access to the internal network (MEDIUM likelihood) but exposes every invoice (HIGH impact): High. Finding 3 is not exploitable alone; it multiplies the impact of any other bug, so it ships in the same release as defence in depth.

### Common mistakes
- **One control, called defence in depth.** "We have a firewall" or "we have a WAF" is a single layer. Ask what stops the attacker when that layer is bypassed.
- **"Temporary" broad permissions.** Admin rights granted to unblock a deploy tend to stay forever. Grant time-limited access, and review roles on a schedule.
- **Catch-all error handlers that continue.** An empty \`catch\` around a security check is a fail-open bug. Deny on error, and log it.
- **Obscurity as the only protection.** A hard-to-guess URL such as \`/admin-8f3a\` is not access control; it leaks through logs, browser history and referrers. Hiding can add friction, never replace authentication.
- **Everything rated critical.** When every finding is critical, teams cannot tell what to fix first. Rate likelihood and impact separately and write down why.
- **Forgetting availability.** Backups that were never restored, or a single server with no replacement, are security problems too.

### At work
These principles are the shared vocabulary of security reviews. Application security engineers use them in design reviews and pull-request reviews; cloud and platform engineers apply least privilege when they write IAM policies and Kubernetes RBAC roles; auditors check separation of duties in change management for standards such as ISO 27001 and SOC 2. A junior is typically asked to review a service's permissions and propose a narrower policy, to list a new feature's entry points and say how it changes the attack surface, to rate scanner or penetration-test findings by likelihood and impact with a one-line justification each, and to check that the defaults of new buckets, roles and environments are safe. Expect to use cloud tools such as AWS IAM Access Analyzer, your Git host's branch-protection settings, and a risk register, often a simple shared spreadsheet.`,
    resources: [
      {
        title: 'OWASP Developer Guide: Principles of security',
        url: 'https://owasp.org/www-project-developer-guide/draft/foundations/security_principles/',
        kind: 'docs',
      },
      {
        title: 'OWASP Risk Rating Methodology',
        url: 'https://owasp.org/www-community/OWASP_Risk_Rating_Methodology',
        kind: 'docs',
      },
      {
        title: 'OWASP Attack Surface Analysis Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Attack_Surface_Analysis_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'CISA: Secure by Design',
        url: 'https://www.cisa.gov/resources-tools/resources/secure-by-design',
        kind: 'article',
      },
    ],
  },
  {
    key: 'threat-modeling',
    title: 'Threat Modeling',
    summary:
      'Find design flaws before they are built: draw what you are building, find what can go wrong with STRIDE, rank it and decide what to do about each threat.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Why threat model: the four questions
Most serious security bugs are not typos in code; they are design decisions nobody questioned: an internal API that trusts whoever calls it, a reset link that never expires, a file upload that lands next to the application code. **Threat modeling** is the habit of analysing a design, usually before it is built, to find such problems while they are cheap to fix: moving a box on a whiteboard costs minutes, while rewriting a shipped service costs months.

The Threat Modeling Manifesto, written by a group of practitioners in 2020, sums the whole activity up in four questions:

1. **What are we working on?** A shared picture of the system: its parts, its data and how they connect.
2. **What can go wrong?** The threats, found systematically rather than by whoever happens to be most imaginative.
3. **What are we going to do about it?** A response for each threat: a mitigation, a design change, or a recorded decision to accept it.
4. **Did we do a good enough job?** A check that the mitigations were built and work, and that the model still matches the system.

The manifesto also values people and collaboration over any particular tool, and continuous refinement over a single deliverable. A threat model is not a document you write once for an auditor; it is a conversation the team keeps having as the design changes. There is no single correct method: STRIDE, attack trees and privacy frameworks such as LINDDUN are all ways of answering the second question.

### Assets, actors and trust boundaries
Before looking for threats, agree on three things.

- **Assets** are what is worth protecting: customer data, credentials and tokens, money movements, the availability of the checkout, the integrity of the build pipeline. Rank them, because they decide what impact means.
- **Actors** are who interacts with the system, legitimate or not: customers, administrators, support staff, partner systems, an anonymous internet user, a malicious insider.
- **Trust boundaries** are the lines where data or control passes between parts that trust each other differently: from the browser to your API, from your API to a third-party payment service, from an ordinary user's session to an admin function, from a container to its host. Every time data crosses a boundary, the receiving side must authenticate the sender, check its authorisation and validate the data. Most threats cluster on these lines, so they are where you look hardest.

### Drawing a data-flow diagram
The usual answer to "what are we working on?" is a **data-flow diagram** (DFD). It has only five kinds of element:

- **External entity** (a rectangle): people or systems outside your control, such as a user's browser or an email provider.
- **Process** (a circle or rounded box): code you run, such as an API service or a background worker.
- **Data store** (two parallel lines): where data rests, such as a database, a bucket, a cache or a log.
- **Data flow** (an arrow): data moving between elements, labelled with what it carries and how (\`HTTPS: email address\`).
- **Trust boundary** (a dashed line or box): where the level of trust changes.

Keep the diagram at the level the team can discuss in an hour. Start with one box per deployable service; add detail only where the conversation needs it. Tools such as OWASP Threat Dragon and the Microsoft Threat Modeling Tool draw DFDs and suggest threats per element, but a whiteboard photo is a perfectly good start.

### STRIDE: finding what can go wrong
**STRIDE**, created at Microsoft, is a checklist of six threat categories, each the opposite of a security property you want:

| Threat | Property it breaks | Example |
| --- | --- | --- |
| **S**poofing | Authentication | Logging in with a stolen session cookie |
| **T**ampering | Integrity | Changing an order total in the request |
| **R**epudiation | Non-repudiation | A user denies a transfer and no log proves otherwise |
| **I**nformation disclosure | Confidentiality | An error page that shows SQL and table names |
| **D**enial of service | Availability | Thousands of expensive search requests |
| **E**levation of privilege | Authorisation | A normal user calling an admin endpoint |

Walk the diagram element by element, and especially each flow that crosses a trust boundary, asking the six questions: can someone pretend to be this? change it? deny doing it? read what they should not? stop it working? gain rights through it? Write every answer down as a short threat statement: who, does what, to which element, with what result.

### Ranking threats and choosing responses
A first session easily produces thirty threats, and not all of them matter equally. Rate each one, for example with likelihood × impact on a small scale as in the previous lesson, or with a scheme your company already uses. DREAD, an older Microsoft scoring scheme, is still seen in courses but is widely criticised as too subjective; the point is consistency, not precision.

Then choose a response for each threat, as the OWASP Threat Modeling Cheat Sheet lists them:

- **Mitigate**: add or change a control so the threat becomes harder or less harmful.
- **Eliminate**: remove the feature or component that creates the threat.
- **Transfer**: make another party responsible, such as a payment provider that stores card numbers instead of you.
- **Accept**: decide, in writing and by the right person, to live with it.

Turn each mitigation into a ticket in the team's normal backlog, with a test or acceptance criterion, so that the fourth question (did we do a good enough job?) has something concrete to check.

### Worked example
A team is adding "forgot password" to a web shop. In a 60-minute session they answer the four questions.

**What are we working on?** The diagram, drawn as text:

\`\`\`text
 [Browser] --(1) POST /reset-request {email}--> ( Shop API ) --(2) send link--> [Email provider]
     |                                             |   ^
     +--------(3) POST /reset {token, password}--->+   |
                                                   v   |
                                          = users & reset_tokens (PostgreSQL) =
 Trust boundaries: internet | Shop API ; Shop API | email provider ; user's mailbox
\`\`\`

**What can go wrong?** Walking STRIDE over flows 1 to 3:

- *Elevation of privilege*: the first draft of \`/reset\` takes a \`userId\` from the request body next to the token, so anyone with a valid token for their own account could reset someone else's password.
- *Information disclosure*: the reset page loads an analytics script, and the token in the URL leaks to it in the \`Referer\` header. Separately, "no account with that email" tells attackers which emails are customers (account enumeration).
- *Denial of service*: a script requests thousands of resets, flooding a victim's inbox and the email bill.
- *Repudiation*: nothing records who reset a password, when or from where.
- *Spoofing*: a guessable token would let an attacker reset any account.

**What are we going to do about it?** They score each threat and sort the list; a spreadsheet works too, but the logic is this:

\`\`\`python
threats = {
    "user id taken from the request body": (3, 3),  # (likelihood, impact), 1-3 each
    "reset link leaks in the Referer header": (2, 3),
    "flood of reset emails": (3, 2),
    "account enumeration": (3, 1),
    "no record of who reset a password": (2, 1),
}
for name in sorted(threats, key=lambda t: threats[t][0] * threats[t][1], reverse=True):
    likelihood, impact = threats[name]
    print(likelihood * impact, name)
\`\`\`

The tickets, following the OWASP Forgot Password Cheat Sheet: derive the user only from the token; make tokens long, random (from a cryptographically secure generator), single-use and short-lived; send \`Referrer-Policy: no-referrer\` on the reset page; answer every request with the same message ("if that address has an account, we have sent a link"); rate-limit requests per account and per IP; log requests and completions and email the user after a change. Enumeration on the sign-up page is accepted for now, because sign-up reveals it anyway; the product owner signs that off.

**Did we do a good enough job?** Each ticket has a test (a token for account A cannot reset account B; the page sends the header), and the model is reopened when the team adds SMS reset next quarter.

### Common mistakes
- **Modeling too late.** A threat model of finished code turns into an audit with no budget for change. Do it at design time, then update it.
- **Boiling the ocean.** A diagram of every class and queue stalls the session. Model the feature or change at hand, at the level the team can discuss.
- **The security team does it alone.** Developers know how the system really works and will build the fixes. Run it together, and keep it blameless.
- **Threats without owners.** A list in a wiki changes nothing. Every threat gets a response, and every mitigation a ticket and a test.
- **Ignoring the boundaries you trust.** "It's internal" and "the partner validates it" are assumptions; write them down as such and ask what happens if they are wrong.

### At work
In many companies a threat model is a required step of the design review for new services or features that touch sensitive data. A product security engineer or security champion facilitates; developers, the architect and the product owner take part. The output is a diagram, a threat list and backlog tickets, stored beside the design document and versioned with it. Tools you will meet include OWASP Threat Dragon, the Microsoft Threat Modeling Tool, diagram tools such as draw.io, and threat-modeling-as-code tools such as pytm. A junior is often asked to draw the first diagram from the design document, run STRIDE over one component, write clear threat statements, or check after release that the mitigations were built.`,
    resources: [
      {
        title: 'OWASP Threat Modeling Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Threat_Modeling_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'Microsoft Learn: Threat Modeling Security Fundamentals',
        url: 'https://learn.microsoft.com/en-us/training/paths/tm-threat-modeling-fundamentals/',
        kind: 'course',
      },
      {
        title: 'OWASP Forgot Password Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Forgot_Password_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'OWASP Threat Dragon',
        url: 'https://owasp.org/www-project-threat-dragon/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'cryptography-basics',
    title: 'Cryptography Basics',
    summary:
      'Tell hashing, encryption, encoding and signing apart, and use AES-GCM, public-key signatures, HMAC and secure randomness correctly from Node.js and Python.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Four different tools: encoding, hashing, encryption, signing
Developers often mix up four operations that do very different jobs. Picking the wrong one is one of the most common security bugs, so start by keeping them apart:

| Operation | Needs a key? | Reversible? | What it gives you | Example |
| --- | --- | --- | --- | --- |
| **Encoding** | No | Yes, by anyone | A format, no security at all | Base64, hex, URL encoding |
| **Hashing** | No | No | A fixed-size fingerprint of data | SHA-256 |
| **Encryption** | Yes | Yes, with the key | Confidentiality (and, with AEAD, integrity) | AES-GCM |
| **Signing / MAC** | Yes | Not applicable | Proof of integrity and origin | Ed25519, HMAC-SHA-256 |

Base64 turns bytes into text so they survive email or JSON; anyone can decode it, so \`cGFzc3dvcmQ=\` in a config file is a password in plain sight. A hash proves that data has not changed, but anyone can compute it, so it proves nothing about who produced it. Encryption hides data from whoever lacks the key. A signature or MAC proves who produced the data and that it was not modified, without hiding it.

### Hash functions
A cryptographic hash function such as **SHA-256** maps any input to a fixed-size output (256 bits, 64 hex characters) with three properties: the same input always gives the same output; you cannot work back from the output to the input; and you cannot find two inputs with the same output (a collision). Change one bit of the input and about half the output bits change.

\`\`\`js
import { createHash } from 'node:crypto';
console.log(createHash('sha256').update('abc').digest('hex'));
// ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
\`\`\`

\`\`\`python
import hashlib
print(hashlib.sha256(b"abc").hexdigest())  # the same 64 hex characters
\`\`\`

Hashes check downloads, identify Git objects and files, and are the building block of signatures. **MD5 and SHA-1 are broken**: practical collisions exist (for SHA-1, since 2017), so never use them for anything security-related. Use SHA-256, SHA-384/512 or SHA-3.

Two important limits. First, a plain hash is the wrong tool for passwords: SHA-256 is designed to be fast, so an attacker with a stolen table can test billions of guesses per second. Passwords need a deliberately slow, salted password-hashing function such as Argon2id, scrypt or bcrypt; the passwords lesson covers them. Second, \`sha256(secret + message)\` is not a safe way to authenticate a message (it is open to length-extension attacks). Use **HMAC**, which is built for exactly this: \`createHmac('sha256', key)\` in Node.js, \`hmac.new(key, msg, "sha256")\` in Python.

### Symmetric encryption with AES-GCM
**Symmetric** encryption uses one secret key to encrypt and decrypt. The standard cipher is **AES** with a 128- or 256-bit key. AES alone encrypts 16-byte blocks; a **mode** says how to handle whole messages, and the mode matters as much as the cipher. Use an **AEAD** mode (authenticated encryption with associated data), which encrypts and also detects any change to the ciphertext: **AES-GCM** is the usual choice, ChaCha20-Poly1305 a good alternative.

AES-GCM needs three things besides the key:

- A **nonce** (also called IV) of 12 bytes, **unique for every message encrypted under the same key**. It does not need to be secret; it is stored next to the ciphertext. Reusing a nonce with the same key is catastrophic: it leaks the XOR of the two plaintexts and lets attackers forge messages. Random 12-byte nonces are fine as long as you rotate the key well before about 2^32 messages, the limit NIST SP 800-38D sets.
- The **authentication tag** (16 bytes) produced by encryption. Decryption checks it and fails if a single bit of the ciphertext, nonce or associated data changed.
- Optional **associated data**: context that is not secret but must match, such as the record id, so a ciphertext cannot be copied onto another customer's row.

Avoid **ECB** mode entirely (identical blocks give identical ciphertext, so patterns show through) and unauthenticated modes such as plain CBC or CTR unless a protocol you use adds a MAC for you.

### Asymmetric cryptography and signatures
**Asymmetric** (public-key) cryptography uses a key pair: a **private key** you keep and a **public key** you can give to anyone. It solves the problem symmetric crypto cannot: how two parties who have never met agree on a secret or trust a message.

- **Key exchange** (Diffie-Hellman on elliptic curves, such as X25519): two parties each combine their private key with the other's public key and arrive at the same shared secret, which then keys fast symmetric encryption. TLS does this on every connection.
- **Digital signatures** (Ed25519, ECDSA, RSA-PSS): the private key signs; anyone with the public key can verify that these exact bytes were signed by that key. Software releases, Git commits, JWTs and TLS certificates rely on them.
- **Public-key encryption** (RSA-OAEP) exists but is used mostly to wrap a symmetric key, because it is slow and limited in size.

\`\`\`js
import { generateKeyPairSync, sign, verify } from 'node:crypto';
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const release = Buffer.from('app-2.4.1.tar.gz sha256=9f86d0...');
const signature = sign(null, release, privateKey);
console.log(verify(null, release, publicKey, signature)); // true; any change to release gives false
\`\`\`

An HMAC also proves integrity and origin, but both sides share the same key, so either could have produced it. A signature can only come from the private key's holder, which is why signatures support non-repudiation and HMACs do not.

### Key sizes and algorithm choices
Strength is measured in **bits of security**: roughly, an attack costs 2^n operations. NIST SP 800-57 gives the equivalences: AES-128, elliptic curves of 256 bits (P-256, Curve25519) and RSA-3072 all offer about 128 bits; RSA-2048 offers 112 bits, the current minimum. Good defaults in 2026 are AES-256-GCM or ChaCha20-Poly1305, SHA-256 or better, Ed25519 or ECDSA P-256 for signatures, X25519 for key exchange, and RSA at 3072 bits when RSA is required.

Large quantum computers, if they are built, would break RSA and elliptic-curve algorithms. NIST published the first post-quantum standards in 2024 (ML-KEM in FIPS 203 for key exchange, ML-DSA in FIPS 204 for signatures), and its transition plan deprecates 112-bit algorithms such as RSA-2048 after 2030 and disallows quantum-vulnerable public-key algorithms after 2035. Symmetric algorithms are far less affected; AES-256 stays safe. The practical lesson for you is **crypto agility**: keep algorithm choices in configuration and libraries, not scattered through your code, so they can be changed.

### Randomness
Keys, nonces, session ids, reset tokens and salts must come from a **cryptographically secure random number generator** (CSPRNG). Ordinary generators are designed for simulations and games: their output can be predicted from a few samples. MDN states that \`Math.random()\` is not cryptographically secure, and Python's documentation warns that the \`random\` module must not be used for security.

- Node.js: \`crypto.randomBytes(32)\`, \`crypto.randomUUID()\`, \`crypto.randomInt(n)\`; in browsers, \`crypto.getRandomValues()\`.
- Python: the \`secrets\` module, e.g. \`secrets.token_urlsafe(32)\` for a 256-bit URL-safe token.

### Never roll your own
"Don't roll your own crypto" means more than "don't invent a cipher". It also means don't assemble primitives yourself when a higher-level, well-reviewed construction exists. Real systems fail not because AES was broken but because of a reused nonce, a missing tag check, a comparison that leaks timing, or a key hard-coded in the repository. Use vetted libraries (Node's \`crypto\`, Python's \`cryptography\`, libsodium), prefer their highest-level API, use standard protocols (TLS, JWT libraries, age, Signal) rather than your own, and compare secrets with constant-time functions (\`crypto.timingSafeEqual\`, \`hmac.compare_digest\`). Equally important is **key management**: keys live in a key management service or secret manager, never in source code, and can be rotated.

### Worked example
A payments team must store customers' IBANs encrypted in PostgreSQL and verify webhooks from their payment provider. A reviewer rejects the first draft, which used \`createCipher('aes192', 'our-secret')\` (a password turned into a key by a weak legacy method, no authentication; Node.js has since removed that function) and compared webhook signatures with \`===\`.

The accepted version encrypts each field with AES-256-GCM and binds it to the customer id:

\`\`\`js
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const key = Buffer.from(process.env.FIELD_KEY_B64, 'base64'); // 32 bytes from the key management service

export function encrypt(plaintext, customerId) {
  const iv = randomBytes(12); // new nonce for every encryption
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(\`customer:\${customerId}\`));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64')).join('.');
}

export function decrypt(stored, customerId) {
  const [iv, tag, ciphertext] = stored.split('.').map((s) => Buffer.from(s, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(\`customer:\${customerId}\`));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
\`\`\`

Copying customer 42's value onto customer 43's row, or changing one character, makes \`decipher.final()\` throw \`Unsupported state or unable to authenticate data\` instead of returning garbage. The webhook check uses HMAC with a constant-time comparison, so response timing does not reveal how many bytes matched:

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifyWebhook(rawBody, signatureHex, secret) {
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const received = Buffer.from(signatureHex, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
\`\`\`

The team's Python reporting job decrypts with the \`cryptography\` package (\`pip install cryptography\`), which implements the same standard, so the formats interoperate:

\`\`\`python
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

def decrypt(key: bytes, nonce: bytes, ciphertext_and_tag: bytes, customer_id: int) -> str:
    return AESGCM(key).decrypt(nonce, ciphertext_and_tag, f"customer:{customer_id}".encode()).decode()
\`\`\`

Note that Python's \`AESGCM\` expects the tag appended to the ciphertext, while the Node code stores it separately; the job concatenates ciphertext and tag before calling it.

### Common mistakes
- **Calling Base64 "encryption".** Encoded secrets in config files, cookies or JWT payloads are readable by anyone. Encrypt, or do not store them there.
- **Fast hashes for passwords.** Plain SHA-256 or MD5 of a password falls to offline guessing. Use Argon2id, scrypt or bcrypt with a salt.
- **Reusing a nonce, or a fixed IV.** Generate a new 12-byte nonce per message, store it with the ciphertext, and rotate keys.
- **Encryption without integrity.** ECB, or CBC without a MAC, lets attackers change data unnoticed. Use AES-GCM or ChaCha20-Poly1305.
- **\`Math.random()\` or \`random.random()\` for tokens.** Use \`crypto.randomBytes\` or \`secrets\`.
- **Keys in the code.** A key committed to Git is a published key. Load keys from a secret manager or KMS, and plan rotation.

### At work
Few engineers implement cryptography, but almost all use it, and security engineers review that use. You will check pull requests for the mistakes above, flag weak algorithms found by static analysis tools such as Semgrep or CodeQL (MD5, SHA-1, ECB, hard-coded keys), set up encryption at rest with a cloud KMS (AWS KMS, Google Cloud KMS, Azure Key Vault), choose algorithms for a new service, and inventory where the company uses RSA and elliptic curves as part of post-quantum planning. A junior is typically asked to explain to a developer why Base64 or MD5 is not enough, to replace \`Math.random()\` tokens, or to move a hard-coded key into the secret manager and rotate it.`,
    resources: [
      {
        title: 'OWASP Cryptographic Storage Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Cryptographic_Storage_Cheat_Sheet.html',
        kind: 'docs',
      },
      { title: 'Node.js documentation: Crypto', url: 'https://nodejs.org/api/crypto.html', kind: 'docs' },
      {
        title: 'Python documentation: secrets, generate secure random numbers',
        url: 'https://docs.python.org/3/library/secrets.html',
        kind: 'docs',
      },
      {
        title: 'Khan Academy: Cryptography',
        url: 'https://www.khanacademy.org/computing/computer-science/cryptography',
        kind: 'course',
      },
    ],
  },
  {
    key: 'tls-and-pki',
    title: 'TLS and PKI',
    summary:
      'Understand how HTTPS protects traffic: the TLS 1.3 handshake, certificates and chains, CAs and Let’s Encrypt, HSTS, the validation mistakes that undo it all, and mutual TLS.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### What TLS gives you
**TLS** (Transport Layer Security) is the protocol behind HTTPS, and also behind secure SMTP, IMAP, database connections and most API calls between services. On an untrusted network, such as café Wi-Fi, a hostile ISP or a compromised router, it provides three things:

- **Confidentiality**: eavesdroppers see that you talk to a server, and roughly how much, but not what.
- **Integrity**: any change to the data in transit is detected and the connection fails.
- **Server authentication**: you are talking to the real \`bank.example\`, not to someone in the middle who answers for it. This part rests on certificates and the public key infrastructure (**PKI**), and it is where most real-world failures happen.

TLS 1.3 (RFC 8446, 2018) is the current version and TLS 1.2 is still acceptable when configured well. SSL 2 and 3 and TLS 1.0 and 1.1 are deprecated (RFC 8996) and should be disabled everywhere. Node.js, for example, accepts TLS 1.2 and 1.3 by default.

### The TLS 1.3 handshake
Before any application data flows, client and server run a **handshake** to agree on keys and authenticate the server. In TLS 1.3 it takes one round trip:

1. **ClientHello**: the client sends the versions and cipher suites it supports, a random value, and a **key share**, its half of an ephemeral Diffie-Hellman exchange (such as X25519). It also names the site it wants in the **SNI** extension, so one IP address can host many sites, and the application protocol in **ALPN** (\`h2\`, \`http/1.1\`).
2. **ServerHello**: the server picks the cipher suite and sends its own key share. Both sides can now compute the same secret; everything after this point is encrypted.
3. The server sends its **Certificate** (with the chain of intermediates), a **CertificateVerify** (a signature over the handshake so far, made with the certificate's private key, proving it holds that key), and **Finished** (a MAC over the whole handshake, so tampering with earlier messages is detected).
4. The client checks the certificate and the signature, sends its own **Finished**, and application data flows, protected by an AEAD cipher such as AES-GCM or ChaCha20-Poly1305.

Two consequences matter for security. Because the key exchange uses fresh ephemeral keys every time, TLS 1.3 has **forward secrecy**: stealing the server's private key later does not decrypt recorded traffic. And TLS 1.3 removed the old, weak options (RSA key transport, CBC modes, RC4, SHA-1 signatures), so there is far less to misconfigure. An optional **0-RTT** mode lets a returning client send data in its first message, but that early data can be replayed by an attacker, so servers must accept it only for requests that are safe to repeat. Browsers and large CDNs also already use a hybrid post-quantum key exchange (X25519 combined with ML-KEM), so recorded traffic stays safe even against future quantum computers.

Note what TLS does not hide: the server's IP address, the amount and timing of data and, unless Encrypted Client Hello (ECH) is in use, the SNI hostname.

### Certificates and chains
A **certificate** (an X.509 document) binds a public key to names. Its important fields are the **Subject Alternative Name** (SAN) list of hostnames it is valid for (browsers ignore the old Common Name field), the **validity period** (not before, not after), the **issuer**, the public key, the permitted uses, and the issuer's **signature** over all of it.

Nobody trusts a certificate on its own say-so. Your operating system or browser ships a **trust store** of root CA certificates. A root CA rarely signs websites directly; it signs **intermediate** CAs, which sign the **leaf** certificate of the site. To validate a server, the client must:

1. build a **chain** from the leaf through the intermediates to a root in its trust store, checking every signature;
2. check that every certificate is within its validity period and allowed to be used this way;
3. check that the hostname it connected to matches a SAN entry (a wildcard \`*.shop.example\` covers \`www.shop.example\` but not \`shop.example\` itself nor \`a.b.shop.example\`);
4. check revocation where the client supports it.

The server must send its leaf **and** its intermediates, usually as one \`fullchain.pem\` file. Browsers sometimes hide a missing intermediate by fetching or caching it, while Node.js, Python, curl and mobile apps fail; a site that "works in Chrome" can still be broken for every API client.

### Certificate authorities and Let's Encrypt
A **certificate authority** (CA) checks that you control a name before signing a certificate for it. Most web certificates are **domain-validated** (DV): the CA only checks control of the domain. Organisation- and extended-validation certificates add checks on the company, but browsers no longer display them differently, so users gain nothing visible from them. Because any trusted CA can issue for any domain, publicly trusted certificates must be recorded in public **Certificate Transparency** logs, which lets domain owners monitor for certificates they did not request.

**Let's Encrypt**, a non-profit CA, issues free DV certificates through **ACME** (RFC 8555), a protocol designed for automation. An ACME client such as Certbot, Caddy's built-in client or Kubernetes cert-manager creates a key pair, asks for a certificate, and proves control of the domain with a challenge:

- **HTTP-01**: serve a given token at \`http://<domain>/.well-known/acme-challenge/<token>\`.
- **DNS-01**: publish a TXT record at \`_acme-challenge.<domain>\`; the only option for wildcard certificates.
- **TLS-ALPN-01**: answer a special TLS handshake on port 443.

Certificate lifetimes are shrinking to force automation and limit the damage of a stolen key. Under the CA/Browser Forum's rules, publicly trusted certificates may be valid for at most 200 days since March 2026, 100 days from March 2027 and 47 days from March 2029. Let's Encrypt certificates last 90 days, and Let's Encrypt plans to move to 45 days by 2028. Revocation on the web is unreliable in practice (Let's Encrypt stopped running OCSP in 2025 and publishes only CRLs), so short lifetimes and **automated renewal** are what really protects you. Renewal that depends on a person remembering is an outage waiting to happen.

### HSTS: staying on HTTPS
A user who types \`shop.example\` starts with plain HTTP, and an attacker on the network can answer that first request and keep the user on HTTP (an SSL-stripping attack). **HTTP Strict Transport Security** fixes this. The server sends, over HTTPS:

\`\`\`text
Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
\`\`\`

From then on, for \`max-age\` seconds (here two years), the browser converts every \`http://\` request for that host to \`https://\` before sending it and refuses to let the user click through certificate errors. \`includeSubDomains\` extends the rule to all subdomains. Browsers ignore the header on plain HTTP responses, so the very first visit remains exposed unless the domain is on the browsers' built-in **preload list**, which requires a \`max-age\` of at least one year, \`includeSubDomains\` and \`preload\`. Preloading is hard to undo, so first make sure every subdomain serves HTTPS. See MDN's [Strict-Transport-Security reference](https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Strict-Transport-Security) for details.

### Certificate validation mistakes
All of TLS's authentication depends on the client actually validating the certificate. Libraries do it by default; developers switch it off to make an error go away, which silently turns TLS into encryption with an unknown party. This weakness has its own entry, CWE-295 (Improper Certificate Validation). Look for these in code review:

\`\`\`js
https.request({ host: 'api.partner.example', rejectUnauthorized: false }); // accepts any certificate
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // turns validation off for the whole process
\`\`\`

\`\`\`python
requests.get("https://api.partner.example", verify=False)  # same mistake in Python
ctx = ssl.create_default_context(); ctx.check_hostname = False  # any valid certificate for any site passes
\`\`\`

Also watch for \`curl -k\` in scripts, custom verification callbacks that always return true, and validating the chain without checking the hostname. When a certificate is genuinely private, for example from an internal CA, the fix is to **add that CA** to the client (\`ca:\` in Node.js, \`verify="/path/ca.pem"\` in requests, \`NODE_EXTRA_CA_CERTS\`), never to disable checks.

### Mutual TLS
In ordinary TLS only the server proves its identity; the client proves who it is later, with a password or token. In **mutual TLS** (mTLS) the server also asks the client for a certificate during the handshake and verifies it against a CA it trusts. The client's identity is then established by the connection itself, with a private key that never travels over the network.

mTLS is common between services: service meshes such as Istio and Linkerd give every workload a short-lived certificate and encrypt and authenticate all traffic between pods, and banking and partner APIs often require client certificates. In Node.js a server asks for one with \`requestCert: true\`, \`rejectUnauthorized: true\` and a \`ca\` holding the client CA; the handler can then read the identity from \`req.socket.getPeerCertificate()\`. mTLS authenticates the caller, but you still need authorisation: a valid certificate says who is calling, not what they may do. Issuing, rotating and revoking client certificates is the hard part, which is why meshes automate it.

### Worked example
A Node.js service that calls a partner's API starts failing after the partner renews its certificate:

\`\`\`text
Error: unable to verify the first certificate; if the root CA is installed locally, try running Node.js with --use-system-ca
code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'
\`\`\`

A developer proposes \`NODE_TLS_REJECT_UNAUTHORIZED=0\` "just until the partner fixes it". The security engineer blocks that and investigates instead:

\`\`\`shell
$ openssl s_client -connect api.partner.example:443 -servername api.partner.example </dev/null
Certificate chain
 0 s:CN = api.partner.example
   i:C = US, O = Example CA, CN = Example CA Intermediate R3
New, TLSv1.3, Cipher is TLS_AES_256_GCM_SHA384
Verify return code: 21 (unable to verify the first certificate)
\`\`\`

The chain has only entry 0: the server sends its leaf but not the intermediate, so clients cannot link it to a root. The partner's new configuration points at \`cert.pem\` instead of \`fullchain.pem\`. The fix is on their side:

\`\`\`nginx
ssl_certificate     /etc/letsencrypt/live/api.partner.example/fullchain.pem;  # leaf + intermediates
ssl_certificate_key /etc/letsencrypt/live/api.partner.example/privkey.pem;
ssl_protocols       TLSv1.2 TLSv1.3;
add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;
\`\`\`

After the reload, the same command shows entries 0 and 1 and \`Verify return code: 0 (ok)\`. The engineer then checks the names and dates (\`openssl x509 -in cert.pem -noout -dates -ext subjectAltName\`), confirms that renewal is automated (\`certbot renew --dry-run\` runs in a timer), and adds an expiry alert at 14 days to monitoring. The incident note records why turning validation off was rejected: it would have exposed the API token to anyone able to intercept the connection, for as long as the setting stayed, which is usually forever.

### Common mistakes
- **Expired certificates.** Still a leading cause of outages. Automate renewal with ACME and alert well before expiry.
- **Serving the leaf without intermediates.** Test with \`openssl s_client\` or SSL Labs, not only a browser.
- **Disabling verification to fix an error.** Find the cause (missing chain, internal CA, wrong hostname) and fix that.
- **Private keys in Git or container images.** Keys live in a secret store or on the host, readable only by the server process; a leaked key means revoking and reissuing.
- **HSTS preload before every subdomain supports HTTPS.** Roll out with a short \`max-age\`, then raise it.
- **Assuming HTTPS means safe.** TLS protects data in transit only; phishing sites have valid certificates too, and the server can still have every other bug.

### At work
Platform and DevOps engineers own certificate automation (cert-manager in Kubernetes, managed certificates on load balancers, Certbot on single servers) and the TLS settings of proxies, usually started from the [Mozilla SSL Configuration Generator](https://ssl-config.mozilla.org/). Security engineers review those settings, scan external hosts with tools such as SSL Labs and testssl.sh, watch Certificate Transparency logs for unexpected certificates on company domains, and review code for disabled validation. A junior is typically asked to find and renew soon-to-expire certificates, explain a TLS error from a log, fix a missing chain, roll out HSTS, or set up mTLS between two internal services.`,
    resources: [
      {
        title: 'RFC 8446: The Transport Layer Security (TLS) Protocol Version 1.3',
        url: 'https://www.rfc-editor.org/rfc/rfc8446',
        kind: 'docs',
      },
      {
        title: 'OWASP Transport Layer Security Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Transport_Layer_Security_Cheat_Sheet.html',
        kind: 'docs',
      },
      { title: "Let's Encrypt: How It Works", url: 'https://letsencrypt.org/how-it-works/', kind: 'docs' },
      { title: 'Qualys SSL Labs: SSL Server Test', url: 'https://www.ssllabs.com/ssltest/', kind: 'interactive' },
    ],
  },
];
