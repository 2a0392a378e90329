import type { ModuleContent } from '../content-types.js';

/** Security roadmap lessons (issue 29). Keys are stable: never rename or reuse them. */
export const SECURITY_APPSEC_MODULES: ModuleContent[] = [
  {
    key: 'browser-security-csrf-cors',
    title: 'Browser Security: CORS, CSRF and Security Headers',
    summary:
      'Know what the same-origin policy blocks and what it allows, configure CORS without opening your API to every site, stop cross-site request forgery and clickjacking, and send the security headers browsers act on.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### The same-origin policy
Your browser is logged in to your bank, your email and your work tools at the same time, and every page you open can run JavaScript. The **same-origin policy** (SOP) is the rule that keeps those pages apart. An **origin** is the triple *scheme + host + port*: \`https://shop.example\` and \`https://shop.example:443/cart\` share an origin, while \`http://shop.example\` (other scheme), \`https://api.shop.example\` (other host) and \`https://shop.example:8443\` (other port) are all different origins.

The SOP does not forbid all contact between origins. As [MDN's page on the policy](https://developer.mozilla.org/en-US/docs/Web/Security/Same-origin_policy) puts it, cross-origin *writes* (links, redirects, form submissions) and *embedding* (\`<img>\`, \`<script src>\`, \`<iframe>\`) are usually allowed; what is blocked is *reading*: a script on \`evil.example\` may send a request to your bank, but it may not read the answer. Two attacks live in the gaps of that rule. **CSRF** abuses the fact that the write still happens, with the victim's cookies attached. **Clickjacking** abuses embedding. A related word matters for cookies: a **site** is the scheme plus the registrable domain (\`example.com\`, \`example.co.uk\`), so \`app.example.com\` and \`api.example.com\` are *same-site* but *cross-origin*.

### What CORS is and is not
**Cross-Origin Resource Sharing (CORS)** is a way for a server to *relax* the SOP: it tells the browser which other origins may read its responses. The browser sends an \`Origin\` header with cross-origin requests from scripts; the server answers with \`Access-Control-Allow-Origin\` (ACAO), either one exact origin or \`*\`. If the header does not match, the browser hides the response from the calling script.

Keep three facts in mind:
- CORS is **enforced by the browser, for the benefit of the user**. \`curl\`, a Python script or an attacker's server ignore it completely, so CORS is never access control: your API still needs authentication and authorization.
- Adding CORS headers never makes you *safer*; it only opens a door the SOP had shut. No header at all is the most restrictive setting.
- CORS does not stop a request from *arriving*. A "simple" cross-origin request (below) is sent, processed and only its response hidden, so CORS is not a CSRF defence.

### Preflight requests
A request is **simple** when it uses \`GET\`, \`HEAD\` or \`POST\`, only CORS-safelisted headers, and (for a body) one of the content types an HTML form can send: \`application/x-www-form-urlencoded\`, \`multipart/form-data\` or \`text/plain\`. The browser sends simple requests straight away. Anything else (a \`PUT\` or \`DELETE\`, an \`Authorization\` header, \`Content-Type: application/json\`) first triggers a **preflight**: an \`OPTIONS\` request with \`Access-Control-Request-Method\` and \`Access-Control-Request-Headers\`. Only if the server answers with matching \`Access-Control-Allow-Methods\` and \`Access-Control-Allow-Headers\` does the browser send the real request. \`Access-Control-Max-Age\` lets the browser cache that answer for a while.

This is why an API that accepts only \`application/json\` and rejects form content types gets some CSRF protection for free: a cross-site page cannot send that request without a preflight the server refuses.

### Credentials and CORS
By default, a cross-origin \`fetch\` sends no cookies. The caller must opt in with \`credentials: 'include'\`, and the browser then exposes the response only if the server answers with \`Access-Control-Allow-Credentials: true\` **and** names the exact origin in ACAO: the wildcard \`*\` is refused for credentialed requests. That rule exists to stop "any site may read my users' private data".

Developers who hit that error often "fix" it by copying the request's \`Origin\` header into ACAO. That recreates the wildcard with credentials, the most common CORS vulnerability: any site the victim visits can read their data. The fix is an **allowlist** of exact origins, compared as whole strings, plus \`Vary: Origin\` so caches do not serve one origin's answer to another. Never allowlist \`null\`: sandboxed iframes and \`file:\` pages send \`Origin: null\`, so an attacker can produce it at will.

### CSRF: riding the user's cookies
In **cross-site request forgery**, a page on \`evil.example\` makes the victim's browser send a state-changing request to your site. The browser attaches your session cookie, so the server sees a normal, authenticated request:

\`\`\`html
<form action="https://shop.example/account/email" method="POST">
  <input type="hidden" name="email" value="attacker@evil.example">
</form>
<script>document.forms[0].submit()</script>
\`\`\`

The attacker never sees the response and does not need to: the email address is changed, and a password reset does the rest. CSRF matters whenever the browser sends credentials automatically, that is, cookies (and HTTP Basic auth). An API that reads a bearer token from the \`Authorization\` header, set by your own JavaScript, is not exposed in the same way, because no other site can make the browser add that header.

### SameSite cookies
The \`SameSite\` cookie attribute tells the browser when to attach a cookie to cross-site requests:
- \`Strict\`: never on cross-site requests, not even when the user follows a link to you (they arrive logged out of that cookie).
- \`Lax\`: only on top-level navigations with safe methods such as \`GET\` (clicking a link), not on cross-site \`POST\`s, frames, images or \`fetch\`.
- \`None\`: always; it must be combined with \`Secure\`.

Chrome and Edge treat a cookie without the attribute as \`Lax\`, but not every browser does, so set it explicitly on session cookies. \`SameSite\` is a strong layer, not the whole defence: it is scoped to the *site*, so a compromised or user-controlled subdomain counts as same-site, and \`Lax\` does nothing for a \`GET\` endpoint that changes state. The [OWASP CSRF Prevention Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html) therefore lists it under defence in depth.

### CSRF tokens and other defences
The primary defences OWASP recommends:
1. **Use your framework's built-in protection** first (Django, Rails, Spring Security, ASP.NET Core have one).
2. **Synchronizer token pattern** (stateful): the server stores a random, unpredictable token in the user's session and puts it in every form or in a header for AJAX calls; a state-changing request without the matching token is rejected. The attacker's page cannot read the token because of the SOP.
3. **Signed double-submit cookie** (stateless): the token is also sent as a cookie, and the server checks that the request value matches. Sign it with an HMAC bound to the session; the naive, unsigned version can be defeated by anyone who can plant a cookie from a sibling subdomain.
4. **Fetch Metadata**: modern browsers send \`Sec-Fetch-Site\` (\`same-origin\`, \`same-site\`, \`cross-site\`, or \`none\` when the user typed the address or used a bookmark), a header pages cannot forge. Rejecting unsafe methods when it says \`cross-site\`, with an \`Origin\` check as fallback, is a simple, effective policy.

Whatever you choose: never change state with \`GET\`, and fix XSS, because a script running on your own origin can read any token.

### Clickjacking and frame-ancestors
In **clickjacking**, an attacker loads your page in an invisible \`<iframe>\` over a decoy ("Click to win!") so that the victim's click lands on your "Delete account" or "Pay" button. The defence is to say who may frame you. The modern header is the CSP directive \`frame-ancestors\`: \`'none'\` (nobody) or \`'self'\` (only your own origin). The older \`X-Frame-Options: DENY\` or \`SAMEORIGIN\` still helps old browsers. Both must be sent as HTTP headers: \`frame-ancestors\` is ignored in a \`<meta>\` tag.

### Security headers
A handful of response headers switch on browser protections; the [OWASP HTTP Headers Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/HTTP_Headers_Cheat_Sheet.html) gives current values.
- **Content-Security-Policy (CSP)** lists where scripts, styles, images and frames may come from. A strict policy such as \`script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none'\` makes most injected scripts inert. It is a second line behind output encoding, not a replacement. Roll it out with \`Content-Security-Policy-Report-Only\` first to see what would break.
- **Strict-Transport-Security (HSTS)**, defined in RFC 6797: \`max-age=63072000; includeSubDomains\` tells the browser to use only HTTPS for that host for two years, which stops SSL-stripping on later visits. Browsers ignore the header when it arrives over plain HTTP, and the very first visit is unprotected unless the domain is on the browsers' preload list (the \`preload\` token signals consent to it).
- **X-Content-Type-Options: nosniff** stops the browser from guessing a type different from \`Content-Type\`, so an uploaded "image" cannot run as a script.
- **Referrer-Policy: strict-origin-when-cross-origin** (the modern default) sends only the origin to other sites; use \`no-referrer\` on pages whose URLs carry secrets such as reset tokens.
- Leave out the obsolete \`X-XSS-Protection\` (or set it to \`0\`).

### Worked example
A shop's API at \`https://api.shop.example\` serves its single-page app at \`https://app.shop.example\`. The session cookie is \`SameSite=None; Secure\`, because a partner site embeds the shop's basket widget. A developer fixed a CORS error like this:

\`\`\`js
// VULNERABLE: reflects any origin and allows credentials
app.use((req, res, next) => {
  res.set('Access-Control-Allow-Origin', req.headers.origin);
  res.set('Access-Control-Allow-Credentials', 'true');
  next();
});
app.get('/api/me', requireSession, (req, res) => res.json({ email: req.user.email, apiKey: req.user.apiKey }));
\`\`\`

Testing it takes one command: send a foreign \`Origin\` and look at the answer.

\`\`\`shell
$ curl -s -D - -o /dev/null -H 'Origin: https://evil.example' https://api.shop.example/api/me -b 'sid=…'
HTTP/2 200
access-control-allow-origin: https://evil.example
access-control-allow-credentials: true
\`\`\`

Any page the victim visits can now run \`fetch('https://api.shop.example/api/me', { credentials: 'include' })\`, read the API key and send it home. The fix uses the \`cors\` middleware with an allowlist of exact origins:

\`\`\`js
import cors from 'cors';

const allowedOrigins = new Set(['https://app.shop.example', 'https://partner.example']);

app.use(
  cors({
    origin: (origin, callback) => callback(null, allowedOrigins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'DELETE'],
    maxAge: 600,
  }),
);
\`\`\`

Now the same \`curl\` returns no \`access-control-allow-origin\` line, and the browser keeps the response from \`evil.example\`. The team also adds a CSRF check (reject unsafe methods when \`Sec-Fetch-Site\` is \`cross-site\` and the origin is not allowlisted), and sets the headers that cost nothing:

\`\`\`http
Content-Security-Policy: default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'
Strict-Transport-Security: max-age=63072000; includeSubDomains
X-Content-Type-Options: nosniff
Referrer-Policy: strict-origin-when-cross-origin
\`\`\`

### Common mistakes
- **Reflecting \`Origin\` with credentials.** It is \`*\` plus cookies. Compare against an allowlist of exact strings.
- **Matching origins with \`endsWith\` or a loose regex.** \`origin.endsWith('shop.example')\` also accepts \`https://evilshop.example\`; an unescaped dot in a regex matches any character. Parse with \`new URL()\` and compare the whole origin.
- **Treating CORS as protection.** CORS controls what browsers may *read*; the request still reaches your server, and non-browser clients ignore it. Authorize every request on the server.
- **State changes on \`GET\`.** A link or an \`<img>\` can trigger them, and \`SameSite=Lax\` lets them through. Use \`POST\`/\`PUT\`/\`DELETE\` for changes.
- **Setting \`frame-ancestors\` or HSTS in the wrong place.** \`frame-ancestors\` in a \`<meta>\` tag and HSTS over HTTP are ignored; send them as headers over HTTPS.

### At work
Application security engineers review CORS and cookie settings in design reviews and pull requests, and test them with Burp Suite or plain \`curl\` (change the \`Origin\`, watch the \`Access-Control-*\` headers). Platform teams set security headers once, at the gateway, CDN or in middleware such as \`helmet\` for Express, and scan them with tools like Mozilla's HTTP Observatory. A typical junior task: "our pentest says the API reflects arbitrary origins with credentials; fix it and add a test", or "roll out a CSP in report-only mode and triage the violation reports". The PortSwigger Web Security Academy's CORS and CSRF labs are the usual training ground.`,
    resources: [
      {
        title: 'MDN: Cross-Origin Resource Sharing (CORS)',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/CORS',
        kind: 'docs',
      },
      {
        title: 'OWASP Clickjacking Defense Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Clickjacking_Defense_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'PortSwigger Web Security Academy: CORS (with labs)',
        url: 'https://portswigger.net/web-security/cors',
        kind: 'interactive',
      },
      {
        title: 'PortSwigger Web Security Academy: CSRF (with labs)',
        url: 'https://portswigger.net/web-security/csrf',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'secure-code-review',
    title: 'Secure Code Review',
    summary:
      'Review code the way attackers read it: map entry points and trust boundaries, follow untrusted data to dangerous sinks, use ASVS checklists and SAST tools such as Semgrep and CodeQL, and write findings developers can act on.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Why review code for security
A security code review is reading source code to find weaknesses before an attacker does. It finds things scanners and penetration tests miss: a permission check that is absent rather than wrong, a business rule that can be skipped, a secret in a config file. The [OWASP Secure Code Review Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Secure_Code_Review_Cheat_Sheet.html) distinguishes two kinds:
- **Baseline reviews** cover a whole codebase: a new application, a major release, a system you just inherited, or after an incident.
- **Diff-based reviews** cover one change, usually a pull request. This is where most review happens day to day: the question is whether the change adds an attack path or weakens an existing control.

You cannot read everything with equal care, so a review is a search with priorities. You look first where untrusted data enters, where it crosses into a more trusted part of the system, and where it reaches a function that can do damage.

### Map the attack surface: entry points and trust boundaries
Start by listing the **entry points**: every place the outside world can send data in. In a web back end that means routes and their parameters, headers and cookies, file uploads, webhooks, message-queue consumers, scheduled jobs that read external files, and anything read from a database that users wrote. In the code, look for the router (\`app.get\`, \`@app.route\`, controller annotations) and for the places that parse input (\`req.body\`, \`request.args\`, \`JSON.parse\`).

Then mark the **trust boundaries**: the lines where data moves from a less trusted to a more trusted zone. The browser-to-server line is the obvious one, but there are others: a public API calling an internal service, a user-supplied URL your server fetches, a tenant's data inside a shared database. At every boundary, ask three questions: *who is calling* (authentication), *are they allowed to do this to this object* (authorization), and *is the data what we expect* (validation). A threat model, if the team has one, gives you this map for free; if not, a ten-minute sketch of the data flow is worth it.

### Follow the data: sources to sinks
The core technique is **taint tracking** by hand: take each **source** of untrusted data and follow it until it either gets validated or encoded, or reaches a **sink**, a function where attacker-controlled data causes harm. Learn the dangerous sinks of your stack:

- \`\`db.query(\`… \${id}\`)\`\`: SQL injection (CWE-89).
- \`child_process.exec(cmd)\`: OS command injection (CWE-78).
- \`res.send(html)\` or \`element.innerHTML = …\`: cross-site scripting (CWE-79).
- \`fs.readFile(path.join(base, name))\`: path traversal (CWE-22).
- \`fetch(userUrl)\` on the server: server-side request forgery (CWE-918).
- \`res.redirect(req.query.next)\`: open redirect (CWE-601).
- \`eval\`, \`new Function\`, unsafe YAML or object deserialisers: code execution (CWE-94, CWE-502).

Going the other way works too: search the code for sinks (\`grep -rnE "exec\\(|innerHTML|\\.query\\(" src/\`) and walk backwards to see whether anything user-controlled reaches them. Some of the worst bugs have no sink at all: a route that returns \`invoices/43\` to whoever asks is an **authorization** flaw (CWE-639), visible only if you ask "where does this handler check the owner?".

### Checklists: ASVS and the Code Review Guide
Checklists keep a review from depending on what the reviewer happened to remember. Two OWASP documents are the usual base:
- The **Application Security Verification Standard (ASVS)**, version 5.0.0 since May 2025, is a catalogue of testable requirements grouped in 17 chapters such as *V1 Encoding and Sanitization*, *V6 Authentication*, *V8 Authorization* and *V13 Configuration*. Each requirement has a level: L1 is the minimum for every application, L2 is what most applications handling sensitive data should meet, and L3 is for the most critical systems. Requirements are cited with the version, as in \`v5.0.0-8.2.1\`, because numbers change between releases. Teams turn the chapters that apply to them into their own review checklist.
- The **OWASP Code Review Guide** explains the method: how to scope a review, what to look for per vulnerability class, and how to report. The Secure Code Review Cheat Sheet condenses it into checklists for input validation, authentication and sessions, authorization, cryptography, business logic and configuration.

A checklist is a prompt, not a proof: "all SQL uses parameters" is only true after you have looked at every query, including the ones in migration scripts and admin tools.

### SAST tools: Semgrep and CodeQL
**Static application security testing (SAST)** tools read code without running it and report patterns that look like vulnerabilities. Two are common in 2026:
- **Semgrep** matches rules written as code-like patterns in YAML. Its *taint mode* tracks data from sources to sinks that you declare, so writing a rule for your own framework's dangerous function takes minutes. The free Community Edition analyses one file at a time; cross-file analysis is part of the commercial product.
- **CodeQL** builds a database from the code and runs queries written in its QL language, following data across files and functions. On GitHub it powers [code scanning with CodeQL](https://docs.github.com/en/code-security/code-scanning/introduction-to-code-scanning/about-code-scanning-with-codeql), which you can switch on for public repositories with a "default setup" and whose alerts appear on pull requests.

Both can export results as **SARIF**, a standard JSON format that code-hosting platforms display. Run them in CI on every pull request, so a new finding is seen while the author still remembers the code. They are good at injection-style bugs with a clear source and sink; they are poor at missing authorization checks and business logic, which have no recognisable pattern.

### Triage: true and false positives
Every tool reports **false positives**: findings that are not exploitable, for example a query built from a constant, input already validated by a schema the tool does not understand, or code that only runs in tests. It also has **false negatives**, bugs it never reports. Triage each finding by answering: can an attacker control the source, does the data reach the sink unchanged, and what happens if it does? Then either fix it, or dismiss it with a written reason ("value comes from an enum validated by zod on line 12") so the next reviewer does not redo the work. Tune noisy rules rather than teaching the team to ignore the tool: a scanner whose alerts nobody reads protects nothing.

### Writing a finding
A finding is only useful if the developer who reads it can understand, reproduce and fix it. A good one has:
1. **Title**: the weakness and where it is ("SQL injection in invoice download").
2. **Severity**: how bad it is, from the impact and how easy it is to exploit. Many teams use CVSS (version 4.0 is current) or their own High/Medium/Low scale.
3. **Location**: file, line and commit or endpoint.
4. **Impact**: what an attacker gains, in business terms: "any signed-in customer can read every other customer's invoices".
5. **Evidence**: the vulnerable code and a minimal, safe reproduction (a request and the response that proves it).
6. **Fix**: the specific change, plus the general rule, and ideally a test that fails before the fix.
7. **References**: the CWE entry, the OWASP cheat sheet or ASVS requirement.

Keep the tone factual and about the code, not the author. Reviewers who write "this lets user A read user B's data; parameterise the query and check \`owner_id\`, here is a test" get fixes; reviewers who write "insecure!!" get arguments.

### Worked example
A pull request adds an invoice download route:

\`\`\`js
// src/routes/invoices.js (pull request #482)
router.get('/invoices/:id/download', requireLogin, async (req, res) => {
  const { rows } = await db.query(\`SELECT * FROM invoices WHERE id = \${req.params.id}\`);
  res.sendFile(path.join(__dirname, '../../files', req.query.file));
});
\`\`\`

Reading it source by source: \`req.params.id\` flows into a template string passed to \`db.query\` (SQL injection); \`req.query.file\` flows into \`path.join\` and \`sendFile\` (path traversal: \`?file=../../.env\`); and although \`requireLogin\` checks *who* is calling, nothing checks that the invoice belongs to them (broken access control). The team's Semgrep rule catches the first bug:

\`\`\`yaml
rules:
  - id: express-sql-template-string
    mode: taint
    languages: [javascript]
    severity: ERROR
    message: Request data reaches a SQL string; use a parameterised query.
    pattern-sources:
      - pattern: req.params
      - pattern: req.query
      - pattern: req.body
    pattern-sinks:
      - patterns:
          - pattern: $DB.query($SQL, ...)
          - focus-metavariable: $SQL
\`\`\`

\`\`\`shell
$ semgrep scan --config rules/ src/
  src/routes/invoices.js
     express-sql-template-string
        Request data reaches a SQL string; use a parameterised query.
          3┆ const { rows } = await db.query(\`SELECT * FROM invoices WHERE id = \${req.params.id}\`);
\`\`\`

The missing ownership check produced no alert at all: only a human asking "whose invoice is this?" finds it. The review comment asks for this version:

\`\`\`js
router.get('/invoices/:id/download', requireLogin, async (req, res) => {
  const { rows } = await db.query('SELECT file_name FROM invoices WHERE id = $1 AND owner_id = $2', [
    req.params.id,
    req.user.id,
  ]);
  if (rows.length === 0) return res.sendStatus(404);
  res.sendFile(rows[0].file_name, { root: INVOICE_DIR });
});
\`\`\`

The query is parameterised, the owner is part of the lookup (another user's invoice is simply "not found"), and the file name now comes from the database, not the request, served relative to a fixed \`root\`. The finding for the ownership bug reads: *Broken access control in \`GET /invoices/:id/download\` (High). Any signed-in user can download any invoice by changing the id: signed in as customer 17, \`GET /invoices/43/download\` returned customer 52's invoice. Fix: filter by \`owner_id\` as above and add a test that customer 17 gets 404 for invoice 43. References: [CWE-639](https://cwe.mitre.org/data/definitions/639.html), ASVS V8 Authorization.*

### Common mistakes
- **Trusting the scanner's silence.** No alerts means no *recognised patterns*, not no bugs. Authorization and logic flaws need a human.
- **Reviewing only the diff's lines.** A one-line change to a helper can change every caller; open the callers, and the routes that reach them.
- **Fixing with blocklists.** Stripping \`../\` or \`<script>\` is bypassed by encodings and variants; use parameterised APIs, allowlists and context-aware encoding.
- **Dismissing findings without a reason.** The next run raises them again and the next reviewer repeats the triage; record why a finding is a false positive.
- **Findings without evidence or fix.** "Possible XSS" with no location, proof or remedy is ignored; show the request, the result and the change.

### At work
In most companies every pull request is reviewed by a teammate, and security engineers review the risky ones: authentication, payments, file handling, new external integrations. Application security teams write and tune Semgrep or CodeQL rules, triage the alerts in the code-scanning dashboard, and train developers with secure-coding exercises. A junior's typical tasks: triage last week's SAST alerts and close the false positives with reasons, review a pull request against the team's ASVS-based checklist, or turn a pentest finding into a new custom rule so the bug class cannot come back.`,
    resources: [
      {
        title: 'OWASP Application Security Verification Standard (ASVS)',
        url: 'https://owasp.org/www-project-application-security-verification-standard/',
        kind: 'docs',
      },
      { title: 'OWASP Code Review Guide', url: 'https://owasp.org/www-project-code-review-guide/', kind: 'book' },
      {
        title: 'GitHub Skills: Secure Code Game',
        url: 'https://github.com/skills/secure-code-game',
        kind: 'interactive',
      },
      {
        title: 'GitHub Skills: Introduction to CodeQL',
        url: 'https://github.com/skills/introduction-to-codeql',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'supply-chain-security',
    title: 'Software Supply Chain Security',
    summary:
      'Secure the code you did not write: lockfiles and reproducible installs, npm audit and pip-audit, typosquatting and malicious packages, SBOMs, Sigstore signing and SLSA provenance, SHA-pinned GitHub Actions and automated updates.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Most of your code comes from others
A typical Node.js or Python application declares a few dozen dependencies and installs hundreds or thousands, because every package brings its own. Those **transitive dependencies** run with the same rights as your code: at build time on developers' laptops and CI runners (where the secrets are), and at run time in production. The **software supply chain** is everything that turns source into what you ship: your dependencies, the registries you download them from, the build system, the CI actions it runs and the people who can publish to each of them. OWASP ranks *Software Supply Chain Failures* third in its 2025 Top 10.

Attacks on this chain take three broad forms:
- **Known vulnerabilities** in a legitimate package (Log4Shell in Log4j, 2021), which you fix by updating.
- **Malicious packages**: a package that was written to harm, or a good package whose maintainer account or build was taken over and a bad version published.
- **Compromised build and release tooling**: a CI action, build server or maintainer that inserts code between the reviewed source and the shipped artefact. The xz Utils backdoor (CVE-2024-3094) came from a co-maintainer who had spent two years earning trust, and the code that switched it on shipped only in the release tarballs, not in the Git repository people reviewed.

Use \`npm ls --all\` or \`npm explain <package>\` to see why a package is in your tree at all.

### Lockfiles and reproducible installs
A version range such as \`"express": "^4.21.0"\` lets every install pick up a newer release. A **lockfile** (\`package-lock.json\`, \`pnpm-lock.yaml\`, \`poetry.lock\`, \`uv.lock\`) records the exact version of every package in the tree, and for npm an \`integrity\` hash of each tarball, so the next install gets byte-for-byte the same code or fails.
- Commit the lockfile and review changes to it like code: a new transitive package in a "small" update deserves a look.
- In CI, install with \`npm ci\`, which uses only the lockfile and fails if it disagrees with \`package.json\`, instead of \`npm install\`, which may rewrite it.
- In Python, \`pip install --require-hashes -r requirements.txt\` with hashes generated by \`pip-compile --generate-hashes\` gives the same guarantee.

A lockfile makes installs reproducible; it does not make them safe. It faithfully reinstalls a malicious version if one was locked.

### Known vulnerabilities: npm audit and pip-audit
Dependency scanners compare your resolved tree with advisory databases. \`npm audit\` uses the GitHub Advisory Database; \`pip-audit\`, maintained by the Python Packaging Authority, checks Python environments or requirement files against the PyPI and OSV advisory data. Both exit with a non-zero code when they find something, so CI can fail the build.

\`\`\`shell
$ npm audit --omit=dev
# npm audit report

path-to-regexp  <0.1.12
Severity: high
path-to-regexp contains a ReDoS - https://github.com/advisories/GHSA-rhx6-c78j-4q9w
fix available via \`npm audit fix\`
node_modules/path-to-regexp
  express  4.0.0-rc1 - 4.21.1
  Depends on vulnerable versions of path-to-regexp

$ pip-audit -r requirements.txt
Name     Version ID             Fix Versions
-------- ------- -------------- ------------
jinja2   3.1.4   GHSA-q2x7-8rv6-6q7h 3.1.5
\`\`\`

Triage findings instead of fixing blindly. Is the package used in production or only in tests (\`--omit=dev\`)? Is the vulnerable function reachable from your code? Does a fixed version exist? \`npm audit fix\` applies compatible updates; \`npm audit fix --force\` may install a new major version and break your app, so read what it changes. When no fix exists, an \`overrides\` entry in \`package.json\` (npm) can force a patched transitive version.

### Malicious packages and typosquatting
Scanners only know about *reported* problems; a package published an hour ago to steal tokens is not in any database yet. Common tricks:
- **Typosquatting**: \`crossenv\` instead of \`cross-env\`, \`reqeusts\` instead of \`requests\`, hoping someone mistypes an install command (or an AI assistant invents a plausible name).
- **Dependency confusion**: a company uses an internal package \`acme-billing\`; an attacker publishes \`acme-billing\` with a higher version on the public registry, and a misconfigured build picks the public one. Use a scope (\`@acme/billing\`) mapped to your private registry in \`.npmrc\`.
- **Account takeover**: in September 2025 a phished npm maintainer account was used to publish malicious versions of widely used packages such as \`chalk\` and \`debug\`, and the self-spreading *Shai-Hulud* worm stole npm and cloud tokens from the machines that installed infected packages and used them to publish more.
- **Install scripts**: npm runs a package's \`preinstall\`/\`postinstall\` scripts on install, which is where most malicious packages act; \`package-lock.json\` marks such packages with \`"hasInstallScript": true\`. pnpm 10 no longer runs dependencies' scripts unless you allow them; with npm you can set \`ignore-scripts=true\` and allow the few packages that need a build step.

Before adding a dependency, check that the name is exactly right, that it is maintained, how many people depend on it, and whether you need it at all: twelve lines of your own code are sometimes cheaper than a package and its tree. Delaying updates by a few days (Renovate's \`minimumReleaseAge\`, Dependabot's \`cooldown\`) lets the registry remove most malicious releases before you install them.

### SBOMs: CycloneDX and SPDX
A **software bill of materials (SBOM)** is a machine-readable list of every component in a piece of software, with versions, identifiers such as package URLs (\`pkg:npm/express@4.21.2\`), hashes and licences. When the next Log4Shell is announced, an organisation with SBOMs for its services answers "are we affected, and where?" with a search instead of a week of asking teams. The two standard formats are **CycloneDX** (an OWASP project, also standardised as ECMA-424) and **SPDX** (a Linux Foundation project, ISO/IEC 5962). Generate them in the build from the lockfile, for example \`npm sbom --sbom-format cyclonedx > sbom.json\` or \`syft\` for container images, and store them with the release. Regulations increasingly ask for them: the EU Cyber Resilience Act requires manufacturers of products with digital elements to draw one up.

### Signing and provenance: Sigstore and SLSA
Two questions remain: *is this artefact the one the maintainer released?* (signatures) and *how and from what source was it built?* (provenance).
- **Sigstore** makes signing free and keyless: the signer proves an identity with OpenID Connect (a GitHub Actions workflow, a Google account), the Fulcio service issues a short-lived certificate for it, and the signature is recorded in the public Rekor transparency log. \`cosign\` signs and verifies container images this way. npm uses Sigstore for **provenance attestations**: a package published from GitHub Actions or GitLab CI with trusted publishing (or \`npm publish --provenance\`) carries a signed statement linking it to the exact repository, commit and workflow, and \`npm audit signatures\` verifies what you installed. PyPI has trusted publishing and attestations too.
- **SLSA** (Supply-chain Levels for Software Artifacts, spec version 1.2) grades how trustworthy that provenance is. On its Build track, **L1** means provenance exists, **L2** means it is signed and generated by a hosted build platform, and **L3** means the build platform is hardened so that even a build cannot forge it. Version 1.2 adds a Source track for how code is reviewed and protected before the build.

### Your CI is part of the supply chain
A GitHub Actions workflow runs third-party code (\`uses: some/action@v3\`) with access to your repository token and secrets. Tags are mutable: in March 2025 the \`tj-actions/changed-files\` action (CVE-2025-30066) was compromised and its version tags moved to a commit that printed runners' secrets into build logs, affecting thousands of repositories at once. GitHub's own [security hardening guide for Actions](https://docs.github.com/en/actions/security-guides/security-hardening-for-github-actions) states that pinning an action to a **full-length commit SHA** is the only way to use it as an immutable release. Add the version as a comment so humans and update bots can read it. Also give the \`GITHUB_TOKEN\` only the \`permissions\` a job needs, and prefer short-lived OIDC credentials to stored cloud keys.

### Keeping dependencies current: Dependabot and Renovate
Pinning and locking freeze your dependencies; you still have to move them forward, or you accumulate known vulnerabilities. **Dependabot** (built into GitHub) opens pull requests for security advisories and, with a \`.github/dependabot.yml\`, for regular version updates, including SHA-pinned actions, whose version comment it keeps up to date. **Renovate** does the same across GitHub, GitLab and others, with more grouping and scheduling options. Group minor and patch updates into one weekly pull request, let CI run the tests, and merge quickly; a backlog of fifty update pull requests is as bad as none.

\`\`\`yaml
# .github/dependabot.yml
version: 2
updates:
  - package-ecosystem: npm
    directory: /
    schedule:
      interval: weekly
    cooldown:
      default-days: 3
    groups:
      minor-and-patch:
        update-types: [minor, patch]
  - package-ecosystem: github-actions
    directory: /
    schedule:
      interval: weekly
\`\`\`

### Worked example
A team publishes a small npm library and deploys a service that uses it. Their release workflow before review:

\`\`\`yaml
on: { push: { tags: ['v*'] } }
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 24, registry-url: 'https://registry.npmjs.org' }
      - run: npm install
      - run: npm publish
        env:
          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}
\`\`\`

Four problems: mutable action tags, \`npm install\` (may change the lockfile), no audit, and a long-lived \`NPM_TOKEN\` that anyone who compromises the runner, or any dependency's install script, can steal and reuse to publish a malicious version. The reviewed workflow:

\`\`\`yaml
on: { push: { tags: ['v*'] } }
permissions:
  contents: read
jobs:
  publish:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      id-token: write # lets npm trusted publishing obtain an OIDC token and sign provenance
    steps:
      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
      - uses: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0
        with: { node-version: 24, registry-url: 'https://registry.npmjs.org' }
      - run: npm ci --ignore-scripts
      - run: npm audit --omit=dev --audit-level=high
      - run: npm test
      - run: npm sbom --sbom-format cyclonedx > sbom.cdx.json
      - run: npm publish # trusted publisher configured on npmjs.com: no token stored anywhere
\`\`\`

On the consuming side, the service's CI runs \`npm ci\` and \`npm audit signatures\`, which reports how many installed packages have verified registry signatures and provenance attestations. If the library ever appears without provenance, that is a signal to investigate before deploying. (Trusted publishing needs npm 11.5.1 or later and a one-time link between the package and the workflow on npmjs.com.)

### Common mistakes
- **Not committing the lockfile, or running \`npm install\` in CI.** Every build then resolves a possibly different tree.
- **Treating a clean \`npm audit\` as "secure".** It only knows reported vulnerabilities; malicious new releases, typosquats and compromised actions pass it.
- **\`npm audit fix --force\` without reading.** It can jump major versions; review the diff and run the tests.
- **Pinning actions to tags or branches.** \`@v4\` and \`@main\` can be moved by whoever controls the repository; pin the full SHA and let Dependabot or Renovate update it.
- **Long-lived publish and cloud tokens in CI secrets.** Prefer trusted publishing and OIDC; scope and rotate whatever tokens remain.

### At work
Platform and application security teams own the dependency policy: which registries are allowed, how fast critical advisories must be patched, which CI checks block a merge. Their tools include Dependabot or Renovate, \`npm audit\`/\`pip-audit\` or commercial scanners, the OpenSSF Scorecard for judging a project's practices, SBOM generators such as Syft and CycloneDX tools, and \`cosign\` for signing images. A junior is typically asked to triage this week's Dependabot alerts, pin a repository's actions by SHA, add SBOM generation to the release pipeline, or investigate whether a newly announced malicious package version was ever installed, using the lockfile history and the SBOMs.`,
    resources: [
      {
        title: 'OWASP Software Supply Chain Security Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Software_Supply_Chain_Security_Cheat_Sheet.html',
        kind: 'docs',
      },
      { title: 'SLSA: Supply-chain Levels for Software Artifacts', url: 'https://slsa.dev/', kind: 'docs' },
      {
        title: 'npm Docs: Generating provenance statements',
        url: 'https://docs.npmjs.com/generating-provenance-statements',
        kind: 'docs',
      },
      {
        title: 'GitHub Skills: Secure your repository’s supply chain',
        url: 'https://github.com/skills/secure-repository-supply-chain',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'secrets-management',
    title: 'Secrets Management',
    summary:
      'Keep passwords, keys and tokens out of code and logs: .env files and their limits, secret scanning and push protection, rotating a leaked key, vaults and cloud secret managers, short-lived OIDC credentials from CI and least privilege.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### What counts as a secret
A **secret** is any value that grants access or proves identity, so that whoever holds a copy can act as you: passwords and database connection strings, API keys and OAuth client secrets, cloud access keys, private keys (TLS, SSH, code signing), the key that signs your session cookies or JWTs, webhook signing secrets, encryption keys. A good test: *if this string appeared in a public paste, would we have to change it?* If yes, it is a secret.

Not everything sensitive-looking is a secret. A public key, a "publishable" key designed for browsers (such as Stripe's \`pk_\` keys) or a database host name can be public. Anything shipped to a browser or a mobile app is public by definition: attackers unpack the bundle, so a "secret" API key in frontend code is a leaked key.

Secrets have a **lifecycle**: created, stored, distributed to the software that needs them, used, rotated, revoked and expired. The [OWASP Secrets Management Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Secrets_Management_Cheat_Sheet.html) is organised around that lifecycle, and most failures happen at one of its steps: a key that is never rotated, one that nobody can revoke quickly, one distributed by copying it into a chat.

### Never in git
Git keeps every version of every file, so a secret committed once stays in the history even if the next commit deletes it. Every clone, fork and CI cache has a copy, and public repositories are scanned by attackers within minutes of a push: leaked cloud keys are routinely used to start crypto-mining servers before the author notices. The rule is therefore simple: **secrets never go into a repository**, public or private, not even "temporarily" or in a test branch.

What goes into git instead is the *shape* of the configuration: a \`.env.example\` listing the variable names with placeholder values, and code that reads the real values at run time from the environment or a secret manager. Add \`.env\` and key files to \`.gitignore\` before the first commit.

### .env files and their limits
A \`.env\` file keeps local configuration out of the code:

\`\`\`shell
# .env (never committed; .env.example with placeholders is)
DATABASE_URL=postgres://app:local-only-password@localhost:5432/shop
STRIPE_SECRET_KEY=sk_test_51Nx...
\`\`\`

Node.js reads it natively with \`node --env-file=.env server.js\`, and libraries such as \`dotenv\` (Node) or \`python-dotenv\` do the same. It is fine for development. It is not a secret store:
- It is a plaintext file, readable by every program running as your user, and easily swept into backups, zip files, or a Docker image by \`COPY . .\` without a \`.dockerignore\`.
- Environment variables are inherited by every child process, show up in \`docker inspect\`, in \`/proc/<pid>/environ\`, in crash reports and in CI logs when someone runs \`printenv\` to debug. OWASP notes that environment variables are accessible to all processes and may end up in logs or dumps.
- Nothing records who read a value, and nothing rotates it.

In production, inject secrets from a secret manager at start-up, or better, let the application fetch them at run time with its own identity. Never bake secrets into container images with \`ENV\` or \`ARG\`; use build secrets (\`RUN --mount=type=secret\`) for values needed only while building.

### Secret scanning and push protection
Because people make mistakes, detect them automatically at three points:
1. **Before the commit**: a pre-commit hook with a scanner such as Gitleaks or TruffleHog checks staged changes on the developer's machine.
2. **At the push**: GitHub's **push protection** rejects a push that contains a recognised secret (cloud keys, tokens of many providers) and tells you which commit and file; it is on by default for pushes to public repositories, and organisations can enable it for private ones. Bypassing it requires a reason and creates an alert.
3. **After the fact**: **secret scanning** searches the whole history and new commits, raising alerts in the Security tab. For public repositories, GitHub also tells partner providers (AWS, Slack, OpenAI and many others) about their leaked tokens, and some revoke them automatically.

Scanners recognise secrets by their format (\`AKIA…\` for AWS access key IDs, \`ghp_\` for GitHub tokens) and by entropy; TruffleHog can also test whether a found credential still works. Run one over the full history once when you adopt it: old leaks are still leaks.

### When a secret leaks: revoke, rotate, investigate
Treat every committed or pasted secret as compromised, even if the repository is private or the commit was "only there for five minutes". The order matters:
1. **Revoke and replace** the secret at its source (the cloud console, the API provider, the database), and deploy the new value to everything that uses it. Until the old value stops working, nothing else you do helps.
2. **Investigate**: check the provider's logs (AWS CloudTrail for an access key, the API provider's usage log) for use of the old secret between the leak and the revocation, and escalate as an incident if you find any.
3. **Clean up**: remove the secret from the code and, if needed, from history with \`git filter-repo\`, following GitHub's guide to [removing sensitive data from a repository](https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/removing-sensitive-data-from-a-repository). Rewriting history does not reach existing clones and forks, which is why step 1 comes first.
4. **Prevent**: add the scanner, hook or secret-manager integration that would have stopped it.

Rotation is much easier if it was designed in: the application can reload a secret without a release, and providers allow two valid keys at once (an AWS IAM user can have two access keys) so you can switch without downtime.

### Vaults and cloud secret managers
A **secret manager** stores secrets encrypted, gives each application access only to its own, logs every read and supports rotation. Common choices are HashiCorp Vault (and its open-source fork OpenBao), AWS Secrets Manager and Systems Manager Parameter Store, Google Secret Manager and Azure Key Vault. Applications authenticate with their *platform identity* (an IAM role, a Kubernetes service account) instead of a stored password, which solves the "secret zero" problem of how to protect the credential that unlocks all the others.

The strongest pattern is **dynamic secrets**: instead of one shared database password, [Vault's database secrets engine](https://developer.hashicorp.com/vault/docs/secrets/databases) creates a new database user with a short lease for each application instance and deletes it when the lease ends. A leaked credential then expires by itself within minutes or hours, and the audit log shows exactly which instance it belonged to.

Kubernetes \`Secret\` objects are a distribution mechanism, not a vault: their values are base64-*encoded*, not encrypted, and stored unencrypted in etcd unless encryption at rest is configured. Restrict who can read them with RBAC, or sync them from a real secret manager.

### Short-lived credentials and OIDC from CI
CI pipelines used to deploy with a long-lived cloud key stored as a repository secret: if it leaked through a log or a compromised action, it worked until someone noticed. With **OpenID Connect (OIDC)**, the CI platform instead issues the job a signed, short-lived identity token that states exactly which repository, branch or environment is running. The cloud provider is configured to trust that issuer and exchanges the token for temporary credentials, by default valid for an hour. There is no stored key to steal.

The security lies in the **trust policy's conditions**. For GitHub Actions on AWS, the role must check the audience (\`sts.amazonaws.com\`) and the \`sub\` claim, such as \`repo:acme/shop-api:environment:production\`. A condition like \`repo:acme/*\` would let any workflow in any repository of the organisation, including a pull request's, assume the production role.

### Least privilege for secrets
Every secret should unlock as little as possible, for as short a time as possible, for as few people and programs as possible:
- **One secret per service and per environment.** The staging app cannot read production's database password; a leak in one place does not open the others.
- **Narrow scopes.** A reporting job gets a read-only database user; a deploy token can push images to one registry, not administer the account; GitHub fine-grained tokens are limited to named repositories and expire.
- **Guard the paths to production secrets.** Put them in a GitHub *environment* with required reviewers, so only approved deployment jobs receive them; GitHub does not pass repository secrets to workflows triggered by pull requests from forks.
- **Expire by default.** Prefer credentials that end on their own (OIDC, dynamic secrets, tokens with an expiry date) to ones that must be remembered and revoked.

### Worked example
A developer adds a deployment script and pushes:

\`\`\`shell
$ git push origin main
remote: error: GH013: Repository rule violations found for refs/heads/main.
remote: - GITHUB PUSH PROTECTION
remote:   Resolve the following violations before pushing again
remote:     - Push cannot contain secrets
remote:       —— Amazon AWS Access Key ID ——
remote:        locations:
remote:          - commit: 8f3c2a1
remote:            path: scripts/deploy.js:4
\`\`\`

Push protection caught it, so the key never reached GitHub. The developer removes it from the commit (\`git commit --amend\` after editing the file) and, because the key also sat in a shared notes document, the team rotates it anyway: create a new key, deploy it, deactivate the old one, check CloudTrail for its last use, delete it.

Then they remove the need for a key at all. The old workflow read \`AWS_ACCESS_KEY_ID\` and \`AWS_SECRET_ACCESS_KEY\` from repository secrets; the new one uses OIDC, pinned actions and an environment with required reviewers:

\`\`\`yaml
name: deploy
on:
  push:
    branches: [main]
permissions:
  contents: read
jobs:
  deploy:
    runs-on: ubuntu-latest
    environment: production # required reviewers approve each deployment
    permissions:
      contents: read
      id-token: write # allow the job to request an OIDC token
    steps:
      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
      - uses: aws-actions/configure-aws-credentials@e3dd6a429d7300a6a4c196c26e071d42e0343502 # v4.0.2
        with:
          role-to-assume: arn:aws:iam::123456789012:role/shop-api-deploy
          aws-region: eu-west-1
      - run: aws s3 sync ./dist s3://shop-api-static --delete
\`\`\`

On the AWS side, the role's trust policy accepts only this repository's production environment:

\`\`\`json
{
  "Effect": "Allow",
  "Principal": { "Federated": "arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com" },
  "Action": "sts:AssumeRoleWithWebIdentity",
  "Condition": {
    "StringEquals": {
      "token.actions.githubusercontent.com:aud": "sts.amazonaws.com",
      "token.actions.githubusercontent.com:sub": "repo:acme/shop-api:environment:production"
    }
  }
}
\`\`\`

The role's permission policy allows only \`s3:ListBucket\`, \`s3:PutObject\` and \`s3:DeleteObject\` on that one bucket. The repository now holds no AWS secret at all, the credentials live for an hour, and CloudTrail shows each deployment under the role's session.

### Common mistakes
- **Deleting the secret in a new commit and calling it fixed.** It is still in the history and in every clone; revoke and rotate it first.
- **Secrets in frontend code or mobile apps.** Anything shipped to users can be extracted; keep secret calls on the server.
- **Logging secrets.** Request dumps, \`printenv\` in CI and error reports with full configuration leak them; redact known fields and mask CI secrets.
- **One shared, never-rotated key for everything.** A single leak then opens every environment, and nobody dares rotate it because nobody knows what breaks.
- **Broad OIDC trust policies.** \`repo:acme/*\` or a missing \`sub\` condition lets any workflow assume the role; pin it to a repository and an environment or branch.

### At work
Platform and security teams run the secret manager, write the policies that decide which workload may read which secret, and set up OIDC federation between CI and the clouds. Security operations handle secret-scanning alerts like incidents. A junior is typically asked to move a service's configuration from a \`.env\` file on a server into AWS Secrets Manager or Vault, replace a CI pipeline's stored cloud keys with OIDC, triage the secret-scanning alerts on old repositories (is the key still valid? rotate and close), or add a pre-commit hook with Gitleaks to the team's template repository.`,
    resources: [
      {
        title: 'GitHub Docs: About secret scanning',
        url: 'https://docs.github.com/en/code-security/concepts/secret-security/about-secret-scanning',
        kind: 'docs',
      },
      {
        title: 'GitHub Docs: Configuring OpenID Connect in Amazon Web Services',
        url: 'https://docs.github.com/en/actions/how-tos/secure-your-work/security-harden-deployments/oidc-in-aws',
        kind: 'docs',
      },
      {
        title: 'GitHub Skills: Introduction to secret scanning',
        url: 'https://github.com/skills/introduction-to-secret-scanning',
        kind: 'interactive',
      },
    ],
  },
];
