import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const SECURITY_EXAM_APPSEC: ExamQuestionContent[] = [
  {
    key: 'security-091',
    kind: 'single',
    prompt:
      'A banking API refuses cross-origin reads with a strict CORS allowlist. Its transfer endpoint accepts a POST whose body is JSON but does not check the Content-Type, and the session is a cookie sent on cross-site requests. What can a page on another site do?',
    options: opts(
      'Nothing, because the CORS allowlist blocks the request before it reaches the server',
      'Send the transfer as a text/plain form POST, which needs no preflight, so the transfer runs even though the page cannot read the answer',
      'Read the account balance, because POST responses are exempt from CORS',
      'Only trigger a preflight OPTIONS request, which the server refuses',
    ),
    correct: ['b'],
    explanation:
      'A POST with a form content type such as text/plain is a simple request: the browser sends it with the cookie and only hides the response. Rejecting non-JSON content types, plus a CSRF defence, closes the gap.',
    moduleKey: 'browser-security-csrf-cors',
    section: 'Preflight requests',
  },
  {
    key: 'security-092',
    kind: 'multiple',
    prompt:
      'Which of these stop another site from showing your account settings page in an invisible iframe? Pick all that apply.',
    options: opts(
      "The response header Content-Security-Policy: frame-ancestors 'none'",
      'The response header X-Frame-Options: DENY',
      'A <meta http-equiv="Content-Security-Policy" content="frame-ancestors \'none\'"> tag in the page',
      'The response header X-Content-Type-Options: nosniff',
      'The response header Referrer-Policy: no-referrer',
    ),
    correct: ['a', 'b'],
    explanation:
      'frame-ancestors (and the older X-Frame-Options for old browsers) controls who may frame the page, and it only works as an HTTP header: browsers ignore frame-ancestors in a meta tag. nosniff and Referrer-Policy protect other things.',
    moduleKey: 'browser-security-csrf-cors',
    section: 'Clickjacking and frame-ancestors',
  },
  {
    key: 'security-093',
    kind: 'output',
    prompt: 'A server applies this Fetch Metadata policy to four requests. What does it print?',
    code: `const SAFE = ['GET', 'HEAD', 'OPTIONS'];
function allow({ site, method }) {
  if (site === 'cross-site' && !SAFE.includes(method)) return false;
  return true;
}
const requests = [
  { site: 'same-origin', method: 'POST' },
  { site: 'cross-site', method: 'GET' },
  { site: 'cross-site', method: 'DELETE' },
  { site: 'none', method: 'POST' },
];
console.log(requests.map(allow).join(','));`,
    language: 'javascript',
    options: opts('true,true,false,true', 'true,false,false,true', 'true,true,false,false', 'false,true,false,true'),
    correct: ['a'],
    explanation:
      'Only unsafe methods from a cross-site context are refused: the cross-site DELETE. A cross-site GET (a link) is allowed, which is why GET must never change state; none means the user typed the address or used a bookmark.',
    moduleKey: 'browser-security-csrf-cors',
    section: 'CSRF tokens and other defences',
  },
  {
    key: 'security-094',
    kind: 'single',
    prompt:
      'app.example.com sets its session cookie with SameSite=Strict. An attacker takes over the forgotten subdomain promo.example.com and hosts a form there that POSTs to app.example.com/settings. Does SameSite stop the forged request?',
    options: opts(
      'Yes: Strict never sends the cookie to another origin',
      'No: both hosts belong to the same site, so the browser attaches the cookie',
      'Yes, but only in browsers that default to Lax',
      'No, because SameSite only applies to GET requests',
    ),
    correct: ['b'],
    explanation:
      'SameSite is about sites (scheme plus registrable domain), not origins. Requests from a sibling subdomain are same-site, so a subdomain takeover defeats it; a CSRF token or Sec-Fetch-Site check that treats same-site conservatively still holds.',
    moduleKey: 'browser-security-csrf-cors',
    section: 'SameSite cookies',
  },
  {
    key: 'security-095',
    kind: 'single',
    prompt:
      'Users can upload files that the site serves back with Content-Type: text/plain. An attacker uploads JavaScript and references it with <script src> from a page on the same site. Which header makes the browser refuse to run it?',
    options: opts(
      'Strict-Transport-Security: max-age=63072000',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'X-Content-Type-Options: nosniff',
      'Access-Control-Allow-Origin: https://example.com',
    ),
    correct: ['c'],
    explanation:
      'nosniff tells the browser to trust the declared Content-Type instead of guessing, so a text/plain response is not executed as a script. HSTS, Referrer-Policy and CORS headers do not affect how content is interpreted.',
    moduleKey: 'browser-security-csrf-cors',
    section: 'Security headers',
  },
  {
    key: 'security-096',
    kind: 'single',
    prompt:
      'A thumbnail worker takes a URL from a queue message and fetches it from inside the company network. Which review question points at the most serious risk?',
    options: opts(
      'Is the thumbnail resized with a fast enough library?',
      'Can whoever writes the message make the worker fetch internal addresses such as the cloud metadata endpoint?',
      'Is the URL logged before the fetch?',
      'Does the worker use HTTP/2?',
    ),
    correct: ['b'],
    explanation:
      'A server-side fetch of a caller-chosen URL is the sink for server-side request forgery (CWE-918): the attacker borrows the worker’s network position. Allowlist hosts or block internal ranges.',
    moduleKey: 'secure-code-review',
    section: 'Follow the data: sources to sinks',
  },
  {
    key: 'security-097',
    kind: 'multiple',
    prompt:
      'In an Express app, which of these lines are dangerous sinks if the value comes straight from the request? Pick all that apply.',
    options: opts(
      'res.redirect(req.query.next)',
      'child_process.exec("ping -c 1 " + req.body.host)',
      'fs.createReadStream(path.join(UPLOAD_DIR, req.params.name))',
      'const page = Number.parseInt(req.query.page, 10) || 1',
      "logger.info('export requested', { userId: req.user.id })",
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'An unchecked redirect target is an open redirect, a shell string is command injection and a joined path is path traversal. Parsing to an integer with a default is validation, and logging a server-side user id is harmless.',
    moduleKey: 'secure-code-review',
    section: 'Follow the data: sources to sinks',
  },
  {
    key: 'security-098',
    kind: 'single',
    prompt:
      'Request data enters in routes/search.js and is passed to a helper in lib/db.js that concatenates it into SQL. Which scan is designed to follow that flow from one file to the other?',
    options: opts(
      'CodeQL, which builds a database of the program and follows data across files and functions',
      'Semgrep Community Edition with a taint rule, which analyses one file at a time',
      'npm audit, which checks the lockfile',
      'A linter rule that forbids template strings',
    ),
    correct: ['a'],
    explanation:
      'CodeQL models the whole program, so a source in one file and a sink in another connect. The free Semgrep edition analyses files separately (cross-file analysis is in its commercial product); npm audit looks at dependencies, not your code.',
    moduleKey: 'secure-code-review',
    section: 'SAST tools: Semgrep and CodeQL',
  },
  {
    key: 'security-099',
    kind: 'single',
    prompt: 'Which is the best evidence for a broken access control finding in an orders API?',
    options: opts(
      '"The code looks like it might not check ownership."',
      'Signed in as customer 17, GET /api/orders/43 returned order 43 of customer 52; request and response attached',
      'A screenshot of the scanner dashboard with zero alerts',
      'The CVSS score without any request',
    ),
    correct: ['b'],
    explanation:
      'A minimal, reproducible request and the response that proves the impact lets the developer confirm the bug and later verify the fix; guesses, dashboards and bare scores do not.',
    moduleKey: 'secure-code-review',
    section: 'Writing a finding',
  },
  {
    key: 'security-100',
    kind: 'output',
    prompt: 'A reviewer checks the allowlist that feeds a flagged ORDER BY clause. What does this print?',
    code: `const allowedSort = new Set(['name', 'price']);
const sortColumn = (input) => (allowedSort.has(input) ? input : 'name');
console.log(['price', 'price; DROP TABLE products', 'NAME'].map(sortColumn).join(' | '));`,
    language: 'javascript',
    options: opts(
      'price | name | name',
      'price | price; DROP TABLE products | NAME',
      'price | name | NAME',
      'price | price | name',
    ),
    correct: ['a'],
    explanation:
      'Only the exact strings in the set pass; everything else, including the injection attempt and the wrong case, falls back to name. The alert on the query is therefore a false positive to dismiss with that reason.',
    moduleKey: 'secure-code-review',
    section: 'Triage: true and false positives',
  },
  {
    key: 'security-101',
    kind: 'single',
    prompt:
      'A pull request only changes package-lock.json: a minor update of a logging library now pulls in a new transitive package called "node-ipc-helperz" with a postinstall script. What should the reviewer do?',
    options: opts(
      'Approve: lockfile changes are generated, so nobody needs to read them',
      'Investigate the new package (who publishes it, what the script does) before merging',
      'Delete the lockfile so npm resolves a clean tree',
      'Run npm audit; if it is clean, the package is safe',
    ),
    correct: ['b'],
    explanation:
      'A new transitive package with an install script is exactly where malicious code runs at install time. Lockfile diffs deserve review, and a clean audit only means nothing has been reported yet.',
    moduleKey: 'supply-chain-security',
    section: 'Lockfiles and reproducible installs',
  },
  {
    key: 'security-102',
    kind: 'multiple',
    prompt:
      'Which measures reduce the risk of installing a freshly published malicious version of a popular package? Pick all that apply.',
    options: opts(
      'A cooldown of a few days before update bots propose new versions',
      'Disabling dependency install scripts and allowing only the packages that need them',
      'Installing with npm ci from a reviewed lockfile',
      'Relying on npm audit to flag the version on the day it is published',
      'Using version ranges such as ^ so that fixes arrive automatically on every install',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Waiting gives registries time to remove malicious releases, disabled scripts take away the usual execution point, and a locked install never picks up a new version silently. Audit knows only reported problems, and open ranges pull new versions in automatically.',
    moduleKey: 'supply-chain-security',
    section: 'Malicious packages and typosquatting',
  },
  {
    key: 'security-103',
    kind: 'single',
    prompt:
      'A customer asks for a machine-readable list of every component and version in your product, in a standard format their tools can import. What do you send?',
    options: opts(
      'The output of npm audit',
      'A CycloneDX or SPDX SBOM generated from the release build',
      'A screenshot of the dependency graph',
      'The package.json file',
    ),
    correct: ['b'],
    explanation:
      'An SBOM in CycloneDX or SPDX lists all components, including transitive ones, with versions and identifiers. package.json lists only direct dependencies as ranges, and audit output lists only known vulnerabilities.',
    moduleKey: 'supply-chain-security',
    section: 'SBOMs: CycloneDX and SPDX',
  },
  {
    key: 'security-104',
    kind: 'single',
    prompt:
      'An npm package you depend on has always been published with a provenance attestation from its GitHub repository. Its newest version has none and was published with a classic token. What is the most sensible reading?',
    options: opts(
      'Nothing to see: provenance is cosmetic',
      'A warning sign: the release may not come from the usual workflow, so hold the update and investigate',
      'Proof that the package is malicious',
      'A sign that the registry is down',
    ),
    correct: ['b'],
    explanation:
      'Provenance links a version to a repository, commit and workflow. A sudden release without it, outside the usual pipeline, is how a stolen publish token would look; it is a reason to check, not yet proof of compromise.',
    moduleKey: 'supply-chain-security',
    section: 'Signing and provenance: Sigstore and SLSA',
  },
  {
    key: 'security-105',
    kind: 'output',
    prompt: 'A CI check looks for actions that are not pinned to a full commit SHA. What does it print?',
    code: `const uses = [
  'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683',
  'actions/setup-node@v4',
  'tj-actions/changed-files@main',
  'aws-actions/configure-aws-credentials@e3dd6a429d7300a6a4c196c26e071d42e0343502',
];
const unpinned = uses.filter((u) => !/@[0-9a-f]{40}$/.test(u));
console.log(unpinned.length, unpinned.map((u) => u.split('@')[0]).join(' '));`,
    language: 'javascript',
    options: opts(
      '2 actions/setup-node tj-actions/changed-files',
      '1 tj-actions/changed-files',
      '0',
      '4 actions/checkout actions/setup-node tj-actions/changed-files aws-actions/configure-aws-credentials',
    ),
    correct: ['a'],
    explanation:
      'Only references ending in a 40-character hexadecimal commit SHA pass. A version tag such as @v4 and a branch such as @main are both mutable, so both are reported.',
    moduleKey: 'supply-chain-security',
    section: 'Your CI is part of the supply chain',
  },
  {
    key: 'security-106',
    kind: 'single',
    prompt:
      'At 14:00 a developer pushes an AWS access key to a public repository. At 14:10 they notice, rewrite the history with git filter-repo and force-push. What must happen next?',
    options: opts(
      'Nothing more: the key is no longer in the repository',
      'Deactivate and replace the key, then check CloudTrail for its use since 14:00',
      'Make the repository private',
      'Ask GitHub to delete the repository and recreate it',
    ),
    correct: ['b'],
    explanation:
      'Public pushes are scanned within minutes, and clones or caches may already hold the key, so rewriting history does not make it secret again. Only revoking it stops its use, and the logs show whether it was used.',
    moduleKey: 'secrets-management',
    section: 'When a secret leaks: revoke, rotate, investigate',
  },
  {
    key: 'security-107',
    kind: 'multiple',
    prompt:
      'Which of these are real limits of keeping production secrets in a .env file on the server? Pick all that apply.',
    options: opts(
      'Any program running as the same user can read the plaintext file',
      'The values are inherited by every child process the application starts',
      'Nothing records who read a value, and nothing rotates it',
      'Node.js cannot read .env files without a third-party library',
      'Environment variables are encrypted in memory, so debugging is impossible',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'A .env file is plaintext, its values spread through the environment to child processes, and it has no audit log or rotation. Node.js can load it natively with --env-file, and environment variables are not encrypted.',
    moduleKey: 'secrets-management',
    section: '.env files and their limits',
  },
  {
    key: 'security-108',
    kind: 'output',
    prompt:
      'This function imitates an IAM StringLike condition on the OIDC sub claim. Which subjects would be allowed to assume the role?',
    code: `function like(pattern, value) {
  if (!pattern.includes('*')) return value === pattern;
  const [prefix, suffix] = pattern.split('*');
  return value.startsWith(prefix) && value.endsWith(suffix);
}
const condition = 'repo:acme/shop-api:*';
const subjects = [
  'repo:acme/shop-api:ref:refs/heads/main',
  'repo:acme/shop-api:pull_request',
  'repo:acme/shop-api:environment:production',
  'repo:acme/shop-api-docs:ref:refs/heads/main',
];
console.log(subjects.map((s) => like(condition, s)).join(' '));`,
    language: 'javascript',
    options: opts('true true true false', 'true false true false', 'true false false false', 'true true true true'),
    correct: ['a'],
    explanation:
      'The wildcard accepts every workflow of the repository, including pull request runs, not just deployments from main; only the other repository fails because of the colon after the name. Pin the condition to the environment or branch instead.',
    moduleKey: 'secrets-management',
    section: 'Short-lived credentials and OIDC from CI',
  },
  {
    key: 'security-109',
    kind: 'single',
    prompt:
      'A team stores its API keys in Kubernetes Secret objects and says they are encrypted because the values look like "c2stbGl2ZV8xMjM=". What is true?',
    options: opts(
      'They are encrypted with the cluster key and safe to share',
      'The values are only base64-encoded; without encryption at rest and tight RBAC, anyone who can read the objects or etcd has the keys',
      'Kubernetes rotates them automatically every 24 hours',
      'Only the pod that uses a Secret can ever read it',
    ),
    correct: ['b'],
    explanation:
      'base64 is an encoding anyone can reverse. Secrets are stored unencrypted in etcd unless encryption at rest is configured, and RBAC decides who can read them.',
    moduleKey: 'secrets-management',
    section: 'Vaults and cloud secret managers',
  },
  {
    key: 'security-110',
    kind: 'single',
    prompt:
      'A single-page app calls a translation API directly from the browser with a paid API key embedded in the JavaScript bundle. How should this be fixed?',
    options: opts(
      'Minify the bundle so the key is harder to find',
      'Move the call to the back end, which keeps the key and forwards only what the user is allowed to request',
      'Split the key into two strings joined at run time',
      'Store the key in localStorage instead of the bundle',
    ),
    correct: ['b'],
    explanation:
      'Anything shipped to the browser is public: minifying, splitting or moving the key within the client only hides it. Keep the secret on the server and expose a narrow endpoint.',
    moduleKey: 'secrets-management',
    section: 'What counts as a secret',
  },
];
