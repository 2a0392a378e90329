import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-identity-web.ts. */
export const SECURITY_IDENTITY_WEB_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'passwords-and-mfa',
    questions: [
      {
        id: 'passwords-and-mfa-1',
        kind: 'single',
        section: 'Slow, salted hashes: Argon2id, scrypt, bcrypt',
        prompt:
          'A service stores `sha256(salt + password)` with a random 16-byte salt per user. What is still wrong after its database leaks?',
        options: [
          {
            text: 'Nothing: a random per-user salt already makes cracking the leaked hashes impossible',
            correct: false,
            why: 'The salt defeats precomputed tables, but each guess still costs one fast hash, so common passwords fall quickly.',
          },
          {
            text: 'SHA-256 is fast, so attackers test billions of guesses per second per GPU',
            correct: true,
            why: 'A password hash must be deliberately slow (and ideally memory-hard), like Argon2id, scrypt or bcrypt.',
          },
          {
            text: 'The salt must be secret and kept outside the database',
            correct: false,
            why: 'Salts are not secret; they are stored next to the hash. A secret stored elsewhere is a pepper, which is an extra layer, not the fix.',
          },
          {
            text: 'SHA-256 is broken and collisions can be made in seconds',
            correct: false,
            why: 'No practical SHA-256 collisions are known. Its weakness here is speed, not broken collision resistance.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-2',
        kind: 'output',
        section: 'Worked example',
        prompt: 'The worked example stores hashes as strings. What does this print?',
        code: {
          language: 'javascript',
          source: `const stored = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA';
const [, alg, , costs] = stored.split('$');
const { m, t } = Object.fromEntries(costs.split(',').map((kv) => kv.split('=')));
console.log(alg, Number(m) / 1024, t);`,
        },
        options: [
          {
            text: 'argon2id 19 2',
            correct: true,
            why: 'The string starts with `$`, so index 1 is the algorithm; the costs field holds m=19456 KiB (19 MiB) and t=2.',
          },
          {
            text: 'v=19 19456 2',
            correct: false,
            why: 'Index 2 is the version field, which the destructuring skips; and m is divided by 1024 before printing.',
          },
          {
            text: 'argon2id 19456 2',
            correct: false,
            why: 'm is stored in KiB; the code divides it by 1024 before printing, which gives 19 (MiB).',
          },
          {
            text: 'argon2id 19 1',
            correct: false,
            why: 't is the iteration count, 2 here; p=1 is the parallelism, which is not printed.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-3',
        kind: 'multiple',
        section: 'The password rules NIST actually asks for',
        prompt: 'Which rules match NIST SP 800-63B-4 for passwords? Pick all that apply.',
        options: [
          {
            text: 'At least 15 characters when the password is the only factor',
            correct: true,
            why: 'Rev. 4 raised the single-factor minimum to 15; 8 is allowed only when the password is part of MFA.',
          },
          {
            text: 'Refuse passwords found on a blocklist of breached and common values',
            correct: true,
            why: 'Verifiers must compare new passwords against such a blocklist and say why one was refused.',
          },
          {
            text: 'Let users paste from a password manager',
            correct: true,
            why: 'NIST requires allowing password managers and recommends allowing paste.',
          },
          {
            text: 'Require at least one digit, one capital and one symbol',
            correct: false,
            why: 'Composition rules are a SHALL NOT: they yield predictable passwords such as `Password1!`.',
          },
          {
            text: 'Force every user to pick a new password every 90 days',
            correct: false,
            why: 'Periodic rotation is a SHALL NOT; a change is forced only on evidence of compromise.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-4',
        kind: 'single',
        section: 'Peppers',
        prompt: 'Where should a password pepper be kept?',
        options: [
          {
            text: 'In a secret manager or HSM, apart from the user database',
            correct: true,
            why: 'Its value comes from being missing when only the database is stolen, so it must live somewhere else.',
          },
          {
            text: 'In each user row, next to that user’s salt',
            correct: false,
            why: 'Stored with the hash, it is stolen with the hash and adds nothing a salt does not already do.',
          },
          {
            text: 'In the source code, so every server has the same value',
            correct: false,
            why: 'Source code is copied, shared and leaked far more widely than a secret store; it is no place for secrets.',
          },
          {
            text: 'Nowhere: a new random pepper is generated at each sign-in',
            correct: false,
            why: 'Verification needs the same pepper that was used when hashing; a fresh value would never match.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-5',
        kind: 'single',
        section: 'Phishing resistance and passkeys',
        prompt:
          'A user signs in through a perfect copy of your site on `examp1e.com`. Why does their passkey not let the attacker in, when a TOTP code would?',
        options: [
          {
            text: 'Passkeys expire after 30 seconds, which is faster than any attacker could relay them to the real site',
            correct: false,
            why: 'That describes a TOTP window, and relaying within 30 seconds is easy. Passkeys do not rely on timing.',
          },
          {
            text: 'The browser ties the credential to your real domain, so it signs nothing for the fake one',
            correct: true,
            why: 'The browser tells the authenticator the origin and includes it in what is signed; the user cannot be tricked into using it elsewhere.',
          },
          {
            text: 'Passkeys only work on mobile phones, which block phishing pages',
            correct: false,
            why: 'Passkeys work on desktops and security keys too; protection comes from origin binding, not the device type.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-6',
        kind: 'order',
        section: 'Slow, salted hashes: Argon2id, scrypt, bcrypt',
        prompt: 'Put the steps of raising the Argon2id cost at sign-in in order.',
        steps: [
          'Read the user’s stored hash string with its salt and cost parameters',
          'Hash the submitted password with the stored salt and the stored costs',
          'Compare the result with the stored hash in constant time',
          'If it matches and the costs are below the current ones, hash again with the new costs and save',
        ],
        why: 'You can only re-hash at sign-in, when the plain password is briefly known, and only after it has been verified with the parameters it was stored with.',
      },
      {
        id: 'passwords-and-mfa-7',
        kind: 'fill',
        section: 'Multi-factor authentication',
        prompt: 'Sending push prompt after push prompt until a tired user taps Approve is called MFA ____.',
        answers: ['fatigue', 'fatigue attack', 'bombing', 'push bombing'],
        caseInsensitive: true,
        why: 'MFA fatigue (also called push bombing) abuses approve-only prompts; number matching and phishing-resistant MFA reduce it.',
      },
      {
        id: 'passwords-and-mfa-8',
        kind: 'single',
        section: 'Rate limiting and lockout',
        prompt: 'Why is "lock the account for good after 5 wrong passwords" a poor only defence?',
        options: [
          {
            text: 'Five attempts is too many: one wrong password should already lock',
            correct: false,
            why: 'A stricter lock makes the denial-of-service problem worse, and users mistype passwords all the time.',
          },
          {
            text: 'NIST forbids limiting failed attempts at all, because any limit eventually locks out legitimate users',
            correct: false,
            why: 'NIST requires a limit: no more than 100 consecutive failures per account, ideally with growing delays.',
          },
          {
            text: 'Anyone can lock out users they can name, and spraying one password per account never trips it',
            correct: true,
            why: 'Combine per-account and per-address limits, growing delays and monitoring instead of permanent locks.',
          },
        ],
      },
      {
        id: 'passwords-and-mfa-9',
        kind: 'single',
        section: 'Recovery codes and account recovery',
        prompt: 'How should a service keep the recovery codes it showed a user at MFA setup?',
        options: [
          {
            text: 'Hashed like passwords, each one marked used after it works once',
            correct: true,
            why: 'They are secrets that grant access, so store them in a form resistant to offline attacks, and each is single-use.',
          },
          {
            text: 'In plain text, so support staff can read one to the user on the phone',
            correct: false,
            why: 'Then anyone who can talk to support, or read the table, can bypass MFA.',
          },
          {
            text: 'Encrypted, and reusable so the user never runs out of codes',
            correct: false,
            why: 'Reusable codes become a second permanent password; NIST requires each look-up secret to work only once.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'access-control',
    questions: [
      {
        id: 'access-control-1',
        kind: 'single',
        section: 'Who you are versus what you may do',
        prompt:
          'Alice signs in correctly with her passkey, then opens `/api/invoices/1043`, which belongs to another company, and the API returns it. Which control failed?',
        options: [
          {
            text: 'Authentication: the passkey sign-in let the wrong person in',
            correct: false,
            why: 'The sign-in worked: the request really comes from Alice. Knowing who she is says nothing about what she may read.',
          },
          {
            text: 'Authorization: nobody checked that Alice may read that invoice',
            correct: true,
            why: 'Authorization decides whether this subject may do this action on this resource; it was missing for the object.',
          },
          {
            text: 'Encryption: the invoice should have been encrypted in the database so she could not read it',
            correct: false,
            why: 'The API decrypts data for whoever it serves; encryption at rest does not decide who may ask for a record.',
          },
        ],
      },
      {
        id: 'access-control-2',
        kind: 'single',
        section: 'Models: RBAC, ABAC and ReBAC',
        prompt:
          'A rule says: "You may edit a document if you are an editor of a folder that contains it." Which model expresses this most directly?',
        options: [
          {
            text: 'RBAC, with one role per folder and per document in the system',
            correct: false,
            why: 'That leads to role explosion: roles describe kinds of users, not links between users and objects.',
          },
          {
            text: 'ReBAC',
            correct: true,
            why: 'Relationship-based access control follows relationships in a graph: user is editor of folder, folder contains document.',
          },
          {
            text: 'Deny by default',
            correct: false,
            why: 'Deny by default is a principle for every model (refuse unless a rule allows), not a way of writing this rule.',
          },
          {
            text: 'A UUID as the document id, so nobody else can guess where it is',
            correct: false,
            why: 'Unguessable ids reduce enumeration but decide nothing; the edit still needs a real permission check.',
          },
        ],
      },
      {
        id: 'access-control-3',
        kind: 'output',
        section: 'Deny by default',
        prompt: 'What does this policy print?',
        code: {
          language: 'javascript',
          source: `const rules = { 'doc:read': (u, d) => d.ownerId === u.id || u.role === 'admin' };
const can = (u, action, d) => rules[action]?.(u, d) === true;
const ana = { id: 1, role: 'user' };
const doc = { id: 7, ownerId: 2 };
console.log(can(ana, 'doc:read', doc), can(ana, 'doc:delete', doc), can({ id: 2, role: 'user' }, 'doc:read', doc));`,
        },
        options: [
          {
            text: 'false false true',
            correct: true,
            why: 'Ana neither owns the document nor is admin; `doc:delete` has no rule, so `?.` gives undefined, which is not `true`; user 2 owns it.',
          },
          {
            text: 'false true true',
            correct: false,
            why: 'An action with no rule is denied: `undefined === true` is false. That is deny by default.',
          },
          {
            text: 'false undefined true',
            correct: false,
            why: 'The `=== true` comparison always produces a boolean, so an unknown action prints false, not undefined.',
          },
          {
            text: 'The third call throws a TypeError',
            correct: false,
            why: 'The rule exists and every property it reads is present, so it returns true for the owner.',
          },
        ],
      },
      {
        id: 'access-control-4',
        kind: 'multiple',
        section: 'Check the object, not just the route',
        prompt: 'Which of these are broken object level authorization (IDOR) bugs? Pick all that apply.',
        options: [
          {
            text: 'Changing `/api/orders/17` to `/api/orders/18` shows another customer’s order',
            correct: true,
            why: 'The classic IDOR: the id comes from the client and no check ties order 18 to the caller.',
          },
          {
            text: 'Sending `{"userId": 9}` in a JSON body updates user 9’s address instead of your own',
            correct: true,
            why: 'Object references in bodies count too; identity must come from the session, and ownership must be checked.',
          },
          {
            text: 'Downloading `/files/payslip-bob.pdf` while signed in as Alice',
            correct: true,
            why: 'A file name is an object reference like any other id.',
          },
          {
            text: 'Guessing Bob’s password because the sign-in form has no rate limit',
            correct: false,
            why: 'That is an authentication weakness (online guessing), not a missing object-level check.',
          },
          {
            text: 'A comment containing a `<script>` tag runs in other readers’ browsers',
            correct: false,
            why: 'That is stored cross-site scripting, an injection bug, not authorization.',
          },
        ],
      },
      {
        id: 'access-control-5',
        kind: 'single',
        section: 'Vertical and horizontal escalation',
        prompt:
          'A customer adds `"role": "admin"` to the body of their profile update, and the server saves it. What kind of escalation is this?',
        options: [
          {
            text: 'Horizontal, because the customer only changed their own profile record',
            correct: false,
            why: 'Horizontal means reaching another user at the same level; here the user gains a higher level.',
          },
          {
            text: 'Vertical, through mass assignment',
            correct: true,
            why: 'The user gains higher privileges because the server bound a field it should never accept from the client.',
          },
          {
            text: 'None: users are allowed to edit their own profile',
            correct: false,
            why: 'They may edit some properties; `role` is not one of them. Property-level authorization needs an allowlist.',
          },
        ],
      },
      {
        id: 'access-control-6',
        kind: 'fill',
        section: 'Check the object, not just the route',
        prompt:
          'The OWASP API Security Top 10 ranks first the IDOR under another name: broken ____ level authorization.',
        answers: ['object'],
        caseInsensitive: true,
        why: 'API1:2023 is Broken Object Level Authorization (BOLA): the API does not check that the caller may use the object the id points to.',
      },
      {
        id: 'access-control-7',
        kind: 'single',
        section: 'Broken access control in the OWASP Top 10',
        prompt: 'Which weakness moved into A01 Broken Access Control in the OWASP Top 10:2025?',
        options: [
          {
            text: 'Server-side request forgery (SSRF)',
            correct: true,
            why: 'SSRF (CWE-918), a separate category in 2021, is one of the weaknesses A01 maps since 2025.',
          },
          {
            text: 'SQL injection, which used to be its own separate category',
            correct: false,
            why: 'SQL injection stays in the Injection category (A05 in 2025).',
          },
          {
            text: 'Weak password hashing with a fast algorithm',
            correct: false,
            why: 'Weak password storage belongs to cryptographic and authentication failures, not access control.',
          },
        ],
      },
      {
        id: 'access-control-8',
        kind: 'single',
        section: 'Worked example',
        prompt: 'Why does the fixed handler answer 404, not 403, when the invoice belongs to another tenant?',
        options: [
          {
            text: 'Browsers do not show the body of a 403 response, so users would not understand it',
            correct: false,
            why: 'Browsers show 403 bodies fine; the choice is about what the status reveals.',
          },
          {
            text: 'HTTP forbids 403 for requests made by a signed-in user',
            correct: false,
            why: '403 is allowed and honest; it just confirms that the id exists.',
          },
          {
            text: 'A 404 does not even confirm that the invoice exists',
            correct: true,
            why: 'To the caller, someone else’s object is indistinguishable from a missing one, so ids cannot be mapped.',
          },
        ],
      },
      {
        id: 'access-control-9',
        kind: 'single',
        section: 'Common mistakes',
        prompt: 'An authorization middleware ends with `catch (err) { log(err); next(); }`. What is wrong with it?',
        options: [
          {
            text: 'It fails open: any error in the check lets the request through',
            correct: true,
            why: 'Deny by default includes errors: a failed or crashed check must end in a refusal.',
          },
          {
            text: 'It should rethrow so that the server process crashes and restarts cleanly',
            correct: false,
            why: 'Crashing is not the goal; the request should be refused (for example with 403 or 404) and the error logged.',
          },
          {
            text: 'Logging authorization errors leaks information to the attacker',
            correct: false,
            why: 'Server-side logs are not shown to the caller; logging denials and errors is recommended.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'injection-attacks',
    questions: [
      {
        id: 'injection-attacks-1',
        kind: 'single',
        section: 'What injection is',
        prompt: 'What do SQL injection, command injection and LDAP injection have in common?',
        options: [
          {
            text: 'They all need the attacker to be signed in as an administrator first',
            correct: false,
            why: 'Most injection bugs are reachable by anyone who can send input, often without an account.',
          },
          {
            text: 'Untrusted text is glued into code for another interpreter, which cannot tell data from code',
            correct: true,
            why: 'That is the shared root cause; parameters and argument arrays fix it by sending data separately.',
          },
          {
            text: 'They only affect old languages such as PHP and Perl',
            correct: false,
            why: 'Any language that builds queries or commands as strings is affected, including JavaScript and Python.',
          },
        ],
      },
      {
        id: 'injection-attacks-2',
        kind: 'output',
        section: 'SQL injection',
        prompt: 'What does this print?',
        code: {
          language: 'python',
          source: `name = "x' OR '1'='1"
query = "SELECT * FROM users WHERE name = '" + name + "'"
print(query)`,
        },
        options: [
          {
            text: "SELECT * FROM users WHERE name = 'x' OR '1'='1'",
            correct: true,
            why: "Concatenation copies the quotes unchanged: the first one closes the string and `OR '1'='1'` becomes SQL that is always true.",
          },
          {
            text: "SELECT * FROM users WHERE name = 'x\\' OR \\'1\\'=\\'1'",
            correct: false,
            why: 'Python does not escape quotes when it joins strings; nothing protects the query.',
          },
          {
            text: "SELECT * FROM users WHERE name = 'x'' OR ''1''=''1'",
            correct: false,
            why: 'Doubled quotes are what an SQL escaping function might produce; plain concatenation does not.',
          },
          {
            text: "SELECT * FROM users WHERE name = x' OR '1'='1",
            correct: false,
            why: 'The code adds a quote on each side of the name, so the printed query has them.',
          },
        ],
      },
      {
        id: 'injection-attacks-3',
        kind: 'single',
        section: 'SQL injection',
        prompt: 'A search page lets users sort by any column through `?sort=`. How should the column reach the SQL?',
        options: [
          {
            text: 'As a `$2` placeholder parameter, just like the search value',
            correct: false,
            why: 'Placeholders stand for values: `ORDER BY $2` sorts by a constant string, and identifiers cannot be parameters.',
          },
          {
            text: 'Through a map from allowed names to real column names, with a default',
            correct: true,
            why: 'Identifiers cannot be parameters, so the code picks the column from a fixed allowlist and user text never enters the SQL.',
          },
          {
            text: 'Concatenated directly, after removing all quote characters from it first',
            correct: false,
            why: 'An identifier needs no quotes to inject (`id; DROP TABLE x` or a subquery); filtering is not a defence.',
          },
        ],
      },
      {
        id: 'injection-attacks-4',
        kind: 'multiple',
        section: 'ORMs and their raw-query escape hatches',
        prompt:
          'Which of these calls are open to SQL injection when `email` comes from the request? Pick all that apply.',
        options: [
          {
            text: '`prisma.$queryRawUnsafe("SELECT * FROM users WHERE email = \'" + email + "\'")`',
            correct: true,
            why: 'The unsafe variant runs the string as given, and the string was built by concatenation.',
          },
          {
            text: '`cursor.execute(f"SELECT * FROM users WHERE email = \'{email}\'")` in Django',
            correct: true,
            why: 'The f-string puts the value into the SQL text before the driver sees it; pass it in `params` instead.',
          },
          {
            text: `\`prisma.$queryRaw\` as a tagged template with \`\${email}\` inside`,
            correct: false,
            why: `The tagged template turns each \`\${}\` into a bound parameter.`,
          },
          {
            text: '`sequelize.query(sql, { replacements: [email] })` with a `?` in `sql`',
            correct: false,
            why: 'Replacements are escaped and bound by the library; the SQL text itself stays fixed.',
          },
          {
            text: '`User.findAll({ where: { email } })`',
            correct: false,
            why: 'Queries the ORM generates from objects are parameterized.',
          },
        ],
      },
      {
        id: 'injection-attacks-5',
        kind: 'single',
        section: 'Command injection',
        prompt: 'A Node.js tool must run `ping` against a host name typed by the user. Which call is the safe one?',
        options: [
          {
            text: `\`\`exec(\`ping -c 1 \${host}\`)\`\`, after checking that \`host\` contains no spaces`,
            correct: false,
            why: '`exec` runs a shell, and `;`, `|`, `$(...)` need no spaces. A blocklist check does not make a shell safe.',
          },
          {
            text: "`execFile('ping', ['-c', '1', host])` after validating `host`",
            correct: true,
            why: 'No shell is involved, so metacharacters are plain text in one argument; validation also stops values like `-f`.',
          },
          {
            text: `\`\`spawn(\`ping -c 1 \${host}\`, { shell: true })\`\` inside a try/catch`,
            correct: false,
            why: '`shell: true` brings the shell back, and catching errors does not undo a command that already ran.',
          },
        ],
      },
      {
        id: 'injection-attacks-6',
        kind: 'fill',
        section: 'NoSQL and LDAP injection',
        prompt:
          'An Express login passes the JSON body straight to `users.findOne(...)`. Sending `"password": {"____": null}` matches any password (write the MongoDB operator).',
        answers: ['$ne'],
        why: '`{"$ne": null}` means "not equal to null", which every stored password is. Check that fields are strings, or enable sanitizeFilter.',
      },
      {
        id: 'injection-attacks-7',
        kind: 'single',
        section: 'Input validation versus output encoding',
        prompt: 'Why can input validation not be your only defence against SQL injection in a "surname" field?',
        options: [
          {
            text: 'Valid surnames such as O’Brien contain quotes, so the query itself must keep data apart from code',
            correct: true,
            why: 'Validation narrows input, but legitimate values still contain special characters; parameters make them harmless.',
          },
          {
            text: 'Validation only works in the browser, and browser checks can always be skipped',
            correct: false,
            why: 'Validation should run on the server too; the point is that even server-side validation must accept quotes here.',
          },
          {
            text: 'Validation is slow, so large sites have to turn it off for performance',
            correct: false,
            why: 'Type and length checks are cheap; performance is not the reason.',
          },
        ],
      },
      {
        id: 'injection-attacks-8',
        kind: 'single',
        section: 'Least privilege for the database',
        prompt: 'A nightly reporting job reads two tables. Which database account should it use?',
        options: [
          {
            text: 'The application’s main account, so there is one password fewer to manage',
            correct: false,
            why: 'Sharing accounts gives the job write access it does not need and mixes up the audit trail.',
          },
          {
            text: 'The `postgres` superuser, so that the job never fails on a permission error',
            correct: false,
            why: 'A superuser can read every database and even run shell commands with `COPY ... FROM PROGRAM`.',
          },
          {
            text: 'Its own role with `SELECT` on those two tables',
            correct: true,
            why: 'Least privilege: if the job or its queries are ever abused, only those two tables can be read.',
          },
        ],
      },
      {
        id: 'injection-attacks-9',
        kind: 'single',
        section: 'Common mistakes',
        prompt: `A filter removes every quote from \`id\` before building \`SELECT * FROM orders WHERE id = \${id}\`. Which input still returns every order?`,
        options: [
          {
            text: '`0 OR 1=1`',
            correct: true,
            why: 'A numeric context needs no quotes at all, which is why stripping characters is not a defence.',
          },
          {
            text: "`' OR '1'='1`",
            correct: false,
            why: 'Here the filter works: without its quotes the input is no longer valid SQL.',
          },
          {
            text: '`<script>alert(1)</script>`',
            correct: false,
            why: 'That is an XSS payload, meaningless to the SQL parser.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'cross-site-scripting',
    questions: [
      {
        id: 'cross-site-scripting-1',
        kind: 'single',
        section: 'What XSS is and why it is serious',
        prompt:
          'Why does the browser’s same-origin policy not stop an XSS payload from reading the victim’s data on your site?',
        options: [
          {
            text: 'The payload runs inside your page, so the browser treats it as your own origin’s script',
            correct: true,
            why: 'The same-origin policy separates origins; injected script is part of your origin and gets all its powers.',
          },
          {
            text: 'The same-origin policy only applies to images and stylesheets, not to scripts or requests',
            correct: false,
            why: 'It governs scripts’ access to other origins, including reading responses; it just does not apply within one origin.',
          },
          {
            text: 'Attackers switch the policy off with a special HTTP header sent from their own server',
            correct: false,
            why: 'A third-party server cannot disable the policy for your site; it does not need to, since the script runs in your origin.',
          },
        ],
      },
      {
        id: 'cross-site-scripting-2',
        kind: 'single',
        section: 'Reflected, stored and DOM-based XSS',
        prompt:
          'A page’s script reads `location.hash` and writes it into `innerHTML`. The payload sits after `#` in a link, and the server logs show nothing unusual. Which kind of XSS is it?',
        options: [
          {
            text: 'Reflected XSS, because the payload arrives in a link that the victim clicks',
            correct: false,
            why: 'Reflected XSS is echoed by the server; here the fragment never even reaches the server.',
          },
          {
            text: 'Stored XSS',
            correct: false,
            why: 'Nothing is saved on the server; the payload lives only in the URL.',
          },
          {
            text: 'DOM-based XSS',
            correct: true,
            why: 'Client-side code carries a source (`location.hash`) into a sink (`innerHTML`); server-side filters never see it.',
          },
        ],
      },
      {
        id: 'cross-site-scripting-3',
        kind: 'output',
        section: 'Contexts and context-aware encoding',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const escapeHtml = (s) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]);
console.log(escapeHtml('<img src=x onerror="alert(1)">'));`,
        },
        options: [
          {
            text: '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;',
            correct: true,
            why: 'Each of `<`, `>` and `"` is replaced by its entity; letters, `=` and parentheses are left alone.',
          },
          {
            text: '<img src=x onerror="alert(1)">',
            correct: false,
            why: 'The regular expression matches `<`, `>` and `"`, so the string does change.',
          },
          {
            text: '&lt;img src=x onerror="alert(1)"&gt;',
            correct: false,
            why: 'Double quotes are in the character class too, so they become `&quot;`.',
          },
          {
            text: '&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;',
            correct: false,
            why: '`=` is not in the character class `[&<>"\']`, so it stays as it is.',
          },
        ],
      },
      {
        id: 'cross-site-scripting-4',
        kind: 'single',
        section: 'Contexts and context-aware encoding',
        prompt:
          'Profiles show a user-supplied website as `<a href="...">`, HTML-encoded. What else must the server check?',
        options: [
          {
            text: 'Nothing more: HTML encoding of the attribute already makes any URL safe to click',
            correct: false,
            why: '`javascript:alert(1)` contains no characters that HTML encoding changes, and clicking it runs the script.',
          },
          {
            text: 'That the URL’s scheme is `https:` or `http:`',
            correct: true,
            why: 'A whole URL from a user needs a scheme allowlist; encoding alone leaves `javascript:` and `data:` URLs working.',
          },
          {
            text: 'That the URL is shorter than 2,000 characters, because longer ones can hold scripts',
            correct: false,
            why: 'Length is not the danger; a short `javascript:` URL is enough.',
          },
        ],
      },
      {
        id: 'cross-site-scripting-5',
        kind: 'fill',
        section: 'Auto-escaping frameworks and their escape hatches',
        prompt: 'In React, the prop that inserts a raw HTML string into an element, bypassing JSX escaping, is ____.',
        answers: ['dangerouslySetInnerHTML'],
        why: 'React escapes everything in `{}` except what goes through `dangerouslySetInnerHTML`, which must only receive trusted or sanitized HTML.',
      },
      {
        id: 'cross-site-scripting-6',
        kind: 'single',
        section: 'Sanitizing HTML with DOMPurify',
        prompt: 'A help-desk app must show customers’ HTML emails with their formatting. How should it render them?',
        options: [
          {
            text: 'HTML-encode the whole email so that no tag can run',
            correct: false,
            why: 'That is safe but shows the raw tags instead of the formatting the feature needs.',
          },
          {
            text: 'Remove `<script>` tags with a regular expression, then insert the rest as HTML',
            correct: false,
            why: 'Blocklist filters miss `<img onerror>`, `<svg onload>`, `javascript:` links and parser tricks.',
          },
          {
            text: 'Sanitize it with DOMPurify, keeping only allowed tags and attributes, then insert it',
            correct: true,
            why: 'A maintained allowlist sanitizer parses the HTML like a browser and removes scripts, handlers and dangerous URLs.',
          },
        ],
      },
      {
        id: 'cross-site-scripting-7',
        kind: 'single',
        section: 'Content-Security-Policy as defence in depth',
        prompt: 'Which policy stops an injected `<img src=x onerror="...">` from running script?',
        options: [
          {
            text: "`script-src 'nonce-R4nd0m' 'strict-dynamic'; object-src 'none'; base-uri 'none'`",
            correct: true,
            why: 'Only scripts with this response’s nonce run; inline event handlers such as `onerror` are blocked.',
          },
          {
            text: "`script-src 'self' 'unsafe-inline'`",
            correct: false,
            why: '`unsafe-inline` allows inline scripts and event handlers, which is exactly what the payload uses.',
          },
          {
            text: "`img-src 'self' https: data:`",
            correct: false,
            why: 'This only restricts where images load from; the `onerror` handler still runs.',
          },
        ],
      },
      {
        id: 'cross-site-scripting-8',
        kind: 'multiple',
        section: 'HttpOnly cookies and what they do not stop',
        prompt: 'The session cookie is `HttpOnly`. Which can an XSS payload on the page still do? Pick all that apply.',
        options: [
          {
            text: 'Send requests to your API that carry the session cookie automatically',
            correct: true,
            why: 'The browser attaches the cookie to same-site requests; the script never needs to read it.',
          },
          {
            text: 'Read personal data shown on the page and send it elsewhere',
            correct: true,
            why: 'The script can read the DOM and make requests, HttpOnly or not.',
          },
          {
            text: 'Replace the page with a fake sign-in form',
            correct: true,
            why: 'It controls the page’s DOM completely.',
          },
          {
            text: 'Read the session id with `document.cookie` and reuse it from another computer',
            correct: false,
            why: 'That is what HttpOnly prevents: the cookie is hidden from scripts.',
          },
        ],
      },
      {
        id: 'cross-site-scripting-9',
        kind: 'order',
        section: 'Content-Security-Policy as defence in depth',
        prompt: 'Put the steps of rolling out a strict CSP on an existing site in order.',
        steps: [
          'Send the policy as Content-Security-Policy-Report-Only',
          'Collect and read the violation reports',
          'Fix what would break: add nonces, move inline handlers into scripts',
          'Send the same policy as Content-Security-Policy to enforce it',
        ],
        why: 'Report-only mode shows what the policy would block without breaking the site; enforcement comes once the reports are clean.',
      },
    ],
  },
];
