import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24 or python3. */
export const SECURITY_EXAM_IDENTITY_WEB: ExamQuestionContent[] = [
  {
    key: 'security-071',
    kind: 'single',
    prompt:
      'A new service has no FIPS-140 requirement. Which way of storing passwords follows the first recommendation of the OWASP Password Storage Cheat Sheet?',
    options: opts(
      'Argon2id with at least 19 MiB of memory, 2 iterations and a parallelism of 1',
      'PBKDF2-HMAC-SHA256 with 1,000 iterations',
      'SHA-512 with a random per-user salt',
      'AES-256 encryption of each password, with the key kept in the application config file',
    ),
    correct: ['a'],
    explanation:
      'OWASP puts Argon2id first, with a minimum of 19 MiB, t=2, p=1. PBKDF2 needs about 600,000 iterations, a salted SHA-512 is still fast, and encryption can be reversed by whoever gets the key.',
    moduleKey: 'passwords-and-mfa',
    section: 'Slow, salted hashes: Argon2id, scrypt, bcrypt',
  },
  {
    key: 'security-072',
    kind: 'multiple',
    prompt:
      'An intranet’s password policy has these rules. Which of them go against NIST SP 800-63B-4? Pick all that apply.',
    options: opts(
      'Passwords expire every 60 days',
      'Passwords must contain a digit and a symbol',
      'Password-only accounts need at least 15 characters',
      'New passwords are checked against a list of breached passwords',
      'A password hint is shown on the sign-in page to help users remember',
    ),
    correct: ['a', 'b', 'e'],
    explanation:
      'NIST forbids periodic rotation, composition rules and hints readable before sign-in. The 15-character minimum for single-factor passwords and the blocklist check are what it requires.',
    moduleKey: 'passwords-and-mfa',
    section: 'The password rules NIST actually asks for',
  },
  {
    key: 'security-073',
    kind: 'single',
    prompt:
      'Attackers run a reverse proxy that shows your real sign-in pages on a look-alike domain and relays everything the victim enters. Which second factor still stops the account takeover?',
    options: opts(
      'A 6-digit code from an authenticator app',
      'A push prompt with number matching',
      'A passkey registered for your domain',
      'A code sent by SMS',
    ),
    correct: ['c'],
    explanation:
      'Codes and approvals are relayed by the proxy because the user enters or approves them. A WebAuthn signature is bound by the browser to the origin, so the look-alike domain cannot obtain one that your server accepts.',
    moduleKey: 'passwords-and-mfa',
    section: 'Phishing resistance and passkeys',
  },
  {
    key: 'security-074',
    kind: 'output',
    prompt: 'This code imitates what bcrypt reads of a password. What does it print?',
    code: `const first = 'x'.repeat(72) + 'alpha';
const second = 'x'.repeat(72) + 'omega';
const bcryptReads = (pw) => Buffer.from(pw).subarray(0, 72).toString();
console.log(bcryptReads(first) === bcryptReads(second), first === second);`,
    language: 'javascript',
    options: opts('true false', 'false false', 'true true', 'false true'),
    correct: ['a'],
    explanation:
      'bcrypt only uses the first 72 bytes, so two different passwords that share them hash the same. Cap input at 72 bytes or pre-hash with a keyed HMAC as OWASP describes.',
    moduleKey: 'passwords-and-mfa',
    section: 'Slow, salted hashes: Argon2id, scrypt, bcrypt',
  },
  {
    key: 'security-075',
    kind: 'single',
    prompt:
      'Overnight, 40,000 different accounts each get exactly one failed sign-in with the password "Winter2026!", from thousands of addresses. The rule "lock an account after 5 failures" never fired. What is this, and what would have noticed it?',
    options: opts(
      'Credential stuffing; a stricter lock after 2 failures',
      'Password spraying; limits and alerts across all accounts, not only per account',
      'An offline cracking attack; a slower password hash',
      'A brute-force attack on a single account; a CAPTCHA shown for that account only',
    ),
    correct: ['b'],
    explanation:
      'Spraying tries one common password on many accounts, so no single account reaches its limit. Limits and monitoring across accounts and sources catch it; a blocklist keeps such passwords out in the first place.',
    moduleKey: 'passwords-and-mfa',
    section: 'Rate limiting and lockout',
  },
  {
    key: 'security-076',
    kind: 'single',
    prompt:
      'A team app hides the "Delete team" button from everyone but the owner. The API route `DELETE /teams/:id` only checks that the caller is signed in. What should the fix be?',
    options: opts(
      'Also hide the button in the mobile app and minify the JavaScript so the route is harder to find',
      'A server-side policy check in the route that the caller owns this team, denying by default',
      'Rename the route to something unguessable such as `/teams/:id/x9f2`',
      'Ask the user to confirm the deletion in a dialog',
    ),
    correct: ['b'],
    explanation:
      'Anything in the client can be bypassed with curl; only a check on the server, for this user and this team, stops a member from deleting it.',
    moduleKey: 'access-control',
    section: 'Enforce it on the server, in one place',
  },
  {
    key: 'security-077',
    kind: 'multiple',
    prompt:
      'A pull request adds `PATCH /api/users/:id` with the body `await db.user.update({ where: { id: req.params.id }, data: req.body })` behind a "signed in" middleware. Which problems does it have? Pick all that apply.',
    options: opts(
      'Any signed-in user can change any other user, because the id comes from the URL without an ownership check',
      'A user can set fields such as `role` or `emailVerified`, because the whole body is saved',
      'It is SQL injection, because `req.params.id` reaches the database',
      'It must use PUT instead of PATCH to be secure',
    ),
    correct: ['a', 'b'],
    explanation:
      'It is an IDOR (no check that the id is the caller) and a mass assignment bug (no allowlist of fields). The ORM sends the values as parameters, so it is not SQL injection, and the HTTP method does not matter.',
    moduleKey: 'access-control',
    section: 'Check the object, not just the route',
  },
  {
    key: 'security-078',
    kind: 'output',
    prompt: 'What does this Python policy print?',
    code: `RULES = {"report:read": lambda u, r: r["team"] in u["teams"]}

def can(user, action, res):
    rule = RULES.get(action)
    if rule is None:
        return False
    try:
        return rule(user, res) is True
    except Exception:
        return False

dana = {"id": 4, "teams": ["sales"]}
report = {"team": "sales"}
print(can(dana, "report:read", report), can(dana, "report:export", report), can({"id": 5}, "report:read", report))`,
    language: 'python',
    options: opts('True False False', 'True True False', 'True False', 'True False KeyError'),
    correct: ['a'],
    explanation:
      'Dana is in the sales team; "report:export" has no rule, so it is denied; the third user has no "teams" key, the rule raises KeyError, and the policy fails closed with False.',
    moduleKey: 'access-control',
    section: 'Deny by default',
  },
  {
    key: 'security-079',
    kind: 'single',
    prompt:
      'Support agents may open a customer account only if the agent works in the customer’s region and the customer has an open ticket. Which access control model expresses this most directly?',
    options: opts(
      'RBAC with one "support" role that every support agent receives',
      'ABAC, deciding from attributes of the agent, the account and the ticket',
      'A shared admin account for the support team',
      'Client-side checks in the support dashboard',
    ),
    correct: ['b'],
    explanation:
      'The rule depends on attributes (region, ticket status), not only on the agent’s role; a "support" role alone would let every agent open every account.',
    moduleKey: 'access-control',
    section: 'Models: RBAC, ABAC and ReBAC',
  },
  {
    key: 'security-080',
    kind: 'single',
    prompt:
      'In a multi-tenant SaaS, which way of loading `/api/projects/:id` best prevents one company from reading another’s projects?',
    options: opts(
      'Query by id only, and let the frontend filter out and hide any project that belongs to another company',
      'Use random UUIDs for project ids so that nobody can guess another company’s ids',
      'Query by id and tenant, with the tenant taken from the server-side session, and answer 404 otherwise',
      'Query by id and by the tenant named in an `X-Tenant` request header',
    ),
    correct: ['c'],
    explanation:
      'Scoping every query to the tenant from the trusted session enforces the boundary on the server. UUIDs only slow enumeration, and a header is chosen by the client.',
    moduleKey: 'access-control',
    section: 'Worked example',
  },
  {
    key: 'security-081',
    kind: 'output',
    prompt: 'What does this Python code print?',
    code: `import sqlite3

db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE users (name TEXT, secret TEXT)")
db.executemany("INSERT INTO users VALUES (?, ?)", [("ana", "a1"), ("ben", "b2"), ("cy", "c3")])
name = "nobody' OR '1'='1"
unsafe = db.execute(f"SELECT secret FROM users WHERE name = '{name}'").fetchall()
safe = db.execute("SELECT secret FROM users WHERE name = ?", (name,)).fetchall()
print(len(unsafe), len(safe))`,
    language: 'python',
    options: opts('3 0', '0 0', '3 3', '1 0'),
    correct: ['a'],
    explanation:
      "The f-string query becomes `WHERE name = 'nobody' OR '1'='1'`, true for all three rows. The parameterized query looks for a user literally named \"nobody' OR '1'='1\" and finds none.",
    moduleKey: 'injection-attacks',
    section: 'Worked example',
  },
  {
    key: 'security-082',
    kind: 'single',
    prompt:
      'A product listing runs `"SELECT * FROM products WHERE category = \'" + req.query.cat + "\' ORDER BY " + req.query.sort`. What is the complete fix?',
    options: opts(
      'Pass the category as a parameter and choose the ORDER BY column from an allowlist in code',
      'Pass both the category and the sort column as parameters ($1 and $2)',
      'Escape the quotes in both values before concatenating them',
      'Put a web application firewall in front of the site to block requests that contain SQL keywords',
    ),
    correct: ['a'],
    explanation:
      'Values go in parameters; identifiers such as a sort column cannot be parameters, so they are mapped from a fixed list. Escaping and WAFs can be bypassed and leave the query built from strings.',
    moduleKey: 'injection-attacks',
    section: 'SQL injection',
  },
  {
    key: 'security-083',
    kind: 'multiple',
    prompt:
      'A Python service runs `subprocess.run(f"nslookup {domain}", shell=True)` with `domain` from a form. Which changes remove or reduce the command injection risk? Pick all that apply.',
    options: opts(
      'Use a DNS resolver library instead of starting a process',
      'Call `subprocess.run(["nslookup", domain])` without a shell',
      'Validate `domain` as a host name and reject values that start with "-"',
      'Put double quotes around `{domain}` inside the f-string',
      'Keep `shell=True` but wrap the call in try/except',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Avoiding the process, or passing an argument list without a shell, removes shell parsing; validation also blocks argument injection. Quotes can be closed by the input, and catching exceptions does not stop a command that already ran.',
    moduleKey: 'injection-attacks',
    section: 'Command injection',
  },
  {
    key: 'security-084',
    kind: 'single',
    prompt:
      'An Express login calls `users.findOne({ username: req.body.username, password: req.body.password })` on MongoDB. An attacker posts `{"username": "admin", "password": {"$gt": ""}}`. What happens, and what prevents it?',
    options: opts(
      'Nothing: MongoDB has no query language, so it cannot be injected',
      'The request fails, because JSON request bodies cannot contain nested objects, only strings and numbers',
      'Admin is signed in, since `$gt: ""` matches any password; accept only string fields',
      'The password is hashed first, so the operator is harmless',
    ),
    correct: ['c'],
    explanation:
      'Query operators inside user-supplied objects change the filter. Validating that each field is a string (for example with a schema) or enabling Mongoose’s sanitizeFilter stops operator injection.',
    moduleKey: 'injection-attacks',
    section: 'NoSQL and LDAP injection',
  },
  {
    key: 'security-085',
    kind: 'single',
    prompt:
      'Testers find SQL injection in an app that connects to PostgreSQL as the `postgres` superuser. What does that connection add to the damage, compared with a role limited to its own tables?',
    options: opts(
      'Nothing, because SQL injection gives the same power whatever account is used',
      'The attacker can reach every database and may run operating system commands through COPY ... FROM PROGRAM',
      'Only faster queries, since superusers skip the query planner',
      'It prevents the attack, because superuser sessions are never reachable from the network in PostgreSQL installations',
    ),
    correct: ['b'],
    explanation:
      'An injected query runs with the connection’s privileges. A superuser can read all data and run server programs; a least-privileged role limits an injection to what that service could already do.',
    moduleKey: 'injection-attacks',
    section: 'Least privilege for the database',
  },
  {
    key: 'security-086',
    kind: 'output',
    prompt: 'What does this code print?',
    code: `const escapeHtml = (s) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]);
const url = 'javascript:alert(document.cookie)';
console.log(\`<a href="\${escapeHtml(url)}">site</a>\`);`,
    language: 'javascript',
    options: opts(
      '<a href="javascript:alert(document.cookie)">site</a>',
      '<a href="#">site</a>',
      '&lt;a href=&quot;javascript:alert(document.cookie)&quot;&gt;site&lt;/a&gt;',
      '<a href="">site</a>',
    ),
    correct: ['a'],
    explanation:
      'Only the URL is escaped, and it contains none of `& < > " \'`, so it comes out unchanged. HTML encoding does not make a `javascript:` URL safe; check the scheme as well.',
    moduleKey: 'cross-site-scripting',
    section: 'Contexts and context-aware encoding',
  },
  {
    key: 'security-087',
    kind: 'single',
    prompt:
      'A Vue app shows each user’s bio with `<div v-html="user.bio">`. Bios are meant to be plain text. What is the right fix?',
    options: opts(
      'Render the bio with `{{ user.bio }}` so Vue escapes it as text',
      "Keep v-html but add a CSP that allows `'unsafe-inline'`",
      'Mark the session cookie HttpOnly',
      'Strip `<script>` from bios with a regular expression before saving',
    ),
    correct: ['a'],
    explanation:
      'v-html is Vue’s escape hatch; plain text needs normal interpolation, which Vue escapes. HttpOnly only limits cookie theft, `unsafe-inline` weakens CSP, and regex filters are bypassed.',
    moduleKey: 'cross-site-scripting',
    section: 'Auto-escaping frameworks and their escape hatches',
  },
  {
    key: 'security-088',
    kind: 'multiple',
    prompt:
      'Which measures limit the damage of an XSS bug you have not found yet, rather than fixing one? Pick all that apply.',
    options: opts(
      'A strict nonce-based Content-Security-Policy',
      'Marking the session cookie HttpOnly',
      'Encoding each value for the context it is written into',
      'Replacing innerHTML with textContent where plain text is shown',
    ),
    correct: ['a', 'b'],
    explanation:
      'CSP blocks many injected scripts from running and HttpOnly keeps the session id away from them: both are backstops. Context-aware encoding and safe sinks remove the bug itself.',
    moduleKey: 'cross-site-scripting',
    section: 'Content-Security-Policy as defence in depth',
  },
  {
    key: 'security-089',
    kind: 'output',
    prompt: 'What does this Python code print?',
    code: `import html
print(html.escape('<b>"Tom" & \\'Jerry\\'</b>'))`,
    language: 'python',
    options: opts(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#x27;Jerry&#x27;&lt;/b&gt;',
      '&lt;b&gt;"Tom" &amp; \'Jerry\'&lt;/b&gt;',
      '<b>"Tom" & \'Jerry\'</b>',
      '&lt;b&gt;&quot;Tom&quot; & &#x27;Jerry&#x27;&lt;/b&gt;',
      '&lt;b&gt;&quot;Tom&quot; &amp;amp; &#x27;Jerry&#x27;&lt;/b&gt;',
    ),
    correct: ['a'],
    explanation:
      'html.escape encodes &, < and > and, because quote=True is the default, both kinds of quotes too, which also makes the result safe inside a quoted attribute.',
    moduleKey: 'cross-site-scripting',
    section: 'Contexts and context-aware encoding',
  },
  {
    key: 'security-090',
    kind: 'single',
    prompt:
      'An attacker sets their display name to a script. Nothing happens on public pages, but it runs when support staff open the user list in the admin panel. What is this, and why is it especially dangerous?',
    options: opts(
      'Reflected XSS; it only works when a victim clicks a crafted link first',
      'Stored XSS; it needs no link and reaches privileged staff sessions',
      'DOM-based XSS; only the attacker’s own browser is affected',
      'Not XSS, because the public pages escape the name correctly',
    ),
    correct: ['b'],
    explanation:
      'The payload is saved and served later to whoever views it, here administrators. One unescaped view (the admin list) is enough, even if every other page encodes the name.',
    moduleKey: 'cross-site-scripting',
    section: 'Reflected, stored and DOM-based XSS',
  },
];
