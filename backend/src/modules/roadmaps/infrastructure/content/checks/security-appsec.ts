import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-appsec.ts. */
export const SECURITY_APPSEC_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'browser-security-csrf-cors',
    questions: [
      {
        id: 'browser-security-csrf-cors-1',
        kind: 'output',
        section: 'The same-origin policy',
        prompt: 'A page at `https://shop.example/cart` compares its origin with four addresses. What does this print?',
        code: {
          language: 'javascript',
          source: `const page = new URL('https://shop.example/cart');
const targets = ['https://shop.example:443/api', 'http://shop.example/api', 'https://api.shop.example/api', 'https://shop.example:8443/api'];
console.log(targets.map((t) => (new URL(t).origin === page.origin ? 'same' : 'cross')).join(' '));`,
        },
        options: [
          {
            text: 'same cross cross cross',
            correct: true,
            why: 'Port 443 is the default for https, so the first URL has the same scheme, host and port; the others differ in scheme, host and port respectively.',
          },
          {
            text: 'cross cross cross cross',
            correct: false,
            why: 'Writing the default port explicitly does not change the origin: `https://shop.example:443` and `https://shop.example` are the same origin.',
          },
          {
            text: 'same same cross cross',
            correct: false,
            why: 'The scheme is part of the origin: `http://shop.example` is a different origin from `https://shop.example`.',
          },
          {
            text: 'same cross same cross',
            correct: false,
            why: 'A subdomain is a different host, so `api.shop.example` is cross-origin (though it is same-site).',
          },
        ],
      },
      {
        id: 'browser-security-csrf-cors-2',
        kind: 'single',
        section: 'What CORS is and is not',
        prompt:
          'A team says: "Our API only sends `Access-Control-Allow-Origin: https://app.shop.example`, so nobody else can call it." What is wrong with that reasoning?',
        options: [
          {
            text: 'Nothing: the server itself rejects every request whose Origin header is not the one it names',
            correct: false,
            why: 'The server does not reject anything because of that header; it is an instruction to the browser about who may read the response.',
          },
          {
            text: 'CORS only limits what browsers let other pages read; curl or a script calls the API freely',
            correct: true,
            why: 'CORS is enforced by browsers for their users. Non-browser clients ignore it, so the API still needs authentication and authorization on the server.',
          },
          {
            text: 'The header should be `*`, which is stricter than naming one origin',
            correct: false,
            why: '`*` lets any origin read the response; it is the loosest value, not the strictest.',
          },
          {
            text: 'CORS headers only take effect when they are also set in a `<meta>` tag',
            correct: false,
            why: 'CORS is a protocol of HTTP request and response headers; there is no `<meta>` form of it.',
          },
        ],
      },
      {
        id: 'browser-security-csrf-cors-3',
        kind: 'multiple',
        section: 'Preflight requests',
        prompt:
          'A page on another origin calls your API with `fetch`. Which of these requests make the browser send a preflight `OPTIONS` first? Pick all that apply.',
        options: [
          {
            text: '`POST` with `Content-Type: application/json`',
            correct: true,
            why: 'JSON is not one of the three content types an HTML form can send, so the request is not simple and needs a preflight.',
          },
          {
            text: '`DELETE /api/items/7`',
            correct: true,
            why: 'Only GET, HEAD and POST can be simple; any other method is preflighted.',
          },
          {
            text: '`GET` with an `Authorization: Bearer …` header',
            correct: true,
            why: '`Authorization` is not a CORS-safelisted header, so adding it makes the request preflighted.',
          },
          {
            text: '`POST` of a form body with `Content-Type: application/x-www-form-urlencoded`',
            correct: false,
            why: 'This is exactly what an HTML form sends, so it is a simple request and goes out without a preflight.',
          },
          {
            text: '`GET /api/prices` with no extra headers',
            correct: false,
            why: 'A plain GET with safelisted headers is simple; the browser sends it directly and only checks the response headers.',
          },
        ],
      },
      {
        id: 'browser-security-csrf-cors-4',
        kind: 'single',
        section: 'Credentials and CORS',
        prompt:
          'A script on `https://partner.example` calls `fetch(url, { credentials: "include" })`. The API answers with `Access-Control-Allow-Origin: *` and `Access-Control-Allow-Credentials: true`. What happens?',
        options: [
          {
            text: 'The script reads the response, because `*` matches every origin',
            correct: false,
            why: 'The wildcard is refused for credentialed requests precisely so that no server can share private data with every site at once.',
          },
          {
            text: 'The browser does not send the request at all',
            correct: false,
            why: 'For a simple request the browser sends it (with cookies); what it withholds is the response.',
          },
          {
            text: 'The browser blocks the script from reading the response',
            correct: true,
            why: 'With credentials, the browser requires the exact requesting origin in `Access-Control-Allow-Origin`; `*` fails the check.',
          },
          {
            text: 'The cookies are removed and the response is readable',
            correct: false,
            why: 'The browser does not silently downgrade the request; the CORS check fails and the response is hidden from the script.',
          },
        ],
      },
      {
        id: 'browser-security-csrf-cors-5',
        kind: 'single',
        section: 'SameSite cookies',
        prompt:
          'The session cookie of `https://shop.example` is `SameSite=Lax`. A page on `https://evil.example` tries four things. Which request still carries the session cookie?',
        options: [
          {
            text: 'A hidden form on the attacker’s page that auto-submits a `POST` to `/account/email`',
            correct: false,
            why: '`Lax` withholds the cookie from cross-site `POST` requests, even top-level ones.',
          },
          {
            text: 'A link the user clicks to `https://shop.example/logout?all=1`',
            correct: true,
            why: '`Lax` sends the cookie on top-level navigations with safe methods such as `GET`, which is why state changes on `GET` are dangerous.',
          },
          {
            text: 'An `<img src="https://shop.example/api/me">` tag',
            correct: false,
            why: 'An image is a cross-site subresource request, not a top-level navigation, so a `Lax` cookie is not attached.',
          },
          {
            text: 'A `fetch` with `credentials: "include"`',
            correct: false,
            why: 'A cross-site `fetch` is not a top-level navigation either; only `SameSite=None` cookies go with it.',
          },
        ],
      },
      {
        id: 'browser-security-csrf-cors-6',
        kind: 'order',
        section: 'CSRF tokens and other defences',
        prompt: 'Put the steps of the synchronizer token pattern in order, for a form that changes the account email.',
        steps: [
          'The server creates a random, unpredictable token and stores it in the user’s session',
          'The server renders the form with the token in a hidden field',
          'The user submits the form, sending the token with the new email',
          'The server compares the submitted token with the one in the session',
          'The server changes the email only if they match, and otherwise rejects and logs the request',
        ],
        why: 'The token must exist in the session before it can be embedded; a forged request from another site lacks it because the same-origin policy stops that site from reading your page.',
      },
      {
        id: 'browser-security-csrf-cors-7',
        kind: 'fill',
        section: 'Clickjacking and frame-ancestors',
        prompt:
          'Complete the response header that forbids every site, including your own, from framing the page: `Content-Security-Policy: frame-ancestors ____`',
        answers: ["'none'"],
        why: "`'none'` (with the single quotes) allows no ancestors at all; `'self'` would still allow your own origin to frame the page. Without quotes, `none` would be read as a host name.",
      },
      {
        id: 'browser-security-csrf-cors-8',
        kind: 'single',
        section: 'Security headers',
        prompt:
          'A site redirects `http://` to `https://` and sends `Strict-Transport-Security: max-age=63072000; includeSubDomains` on its HTTPS responses. Which visit is still exposed to an attacker on the café Wi-Fi stripping HTTPS?',
        options: [
          {
            text: 'Every visit, because HSTS only applies to subdomains',
            correct: false,
            why: '`includeSubDomains` extends the policy to subdomains; the host that sent the header is always covered.',
          },
          {
            text: 'No visit: the header protects even the first one',
            correct: false,
            why: 'The browser learns the policy from an HTTPS response, so before it has ever seen one there is nothing to enforce.',
          },
          {
            text: 'Visits after two years, when max-age ends',
            correct: false,
            why: 'Every new HTTPS response renews the policy for another `max-age`, so regular visitors never reach the end.',
          },
          {
            text: 'The very first visit, typed as plain http://',
            correct: true,
            why: 'HSTS is learned on first contact; getting the domain on the browsers’ preload list closes that first-visit gap.',
          },
        ],
      },
      {
        id: 'browser-security-csrf-cors-9',
        kind: 'output',
        section: 'Common mistakes',
        prompt: 'An API decides which origins may read its responses with this check. What does it print?',
        code: {
          language: 'javascript',
          source: `const isAllowed = (origin) => origin.endsWith('shop.example');
const origins = ['https://app.shop.example', 'https://evilshop.example', 'https://shop.example.evil.io'];
console.log(origins.map(isAllowed).join(' '));`,
        },
        options: [
          {
            text: 'true false false',
            correct: false,
            why: '`endsWith` compares characters, not domain labels: `evilshop.example` also ends with `shop.example`.',
          },
          {
            text: 'true true false',
            correct: true,
            why: 'The attacker can register `evilshop.example` and pass the check; compare the whole origin against an allowlist of exact strings instead.',
          },
          {
            text: 'true true true',
            correct: false,
            why: '`https://shop.example.evil.io` ends with `evil.io`, so this particular check rejects it.',
          },
          {
            text: 'false true false',
            correct: false,
            why: '`https://app.shop.example` does end with `shop.example`, so the check accepts it.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'secure-code-review',
    questions: [
      {
        id: 'secure-code-review-1',
        kind: 'single',
        section: 'Why review code for security',
        prompt: 'Which situation calls for a baseline review rather than a diff-based one?',
        options: [
          {
            text: 'A teammate opens a pull request that adds a field to the profile form',
            correct: false,
            why: 'One change to an application you already know is what diff-based reviews are for.',
          },
          {
            text: 'Your company has just acquired a product and its code',
            correct: true,
            why: 'Nobody on the team knows this code yet, so the whole codebase is reviewed once; diff-based reviews can follow for later changes.',
          },
          {
            text: 'A dependency update bumps a patch version in the lockfile',
            correct: false,
            why: 'A single, small change is reviewed as a diff (and through dependency tooling), not by reading the whole application.',
          },
          {
            text: 'A hotfix changes one log message in the payment service',
            correct: false,
            why: 'A one-line change is a diff review; you check what the change touches, such as whether the message now logs card data.',
          },
        ],
      },
      {
        id: 'secure-code-review-2',
        kind: 'multiple',
        section: 'Map the attack surface: entry points and trust boundaries',
        prompt:
          'You list the entry points of an order service. Which of these belong on the list? Pick all that apply.',
        options: [
          {
            text: 'The JSON body of `POST /orders`',
            correct: true,
            why: 'Request bodies are the most obvious place where outside data enters.',
          },
          {
            text: 'The payment provider’s webhook that reports paid orders',
            correct: true,
            why: 'A webhook is a request from outside; anyone who finds the URL can call it unless the signature is checked.',
          },
          {
            text: 'Messages the service consumes from the shared order queue',
            correct: true,
            why: 'Data from a queue was written by another system and crosses a trust boundary when your service reads it.',
          },
          {
            text: 'A CSV of prices a partner uploads to a storage bucket each night',
            correct: true,
            why: 'Files from partners are external input even though they arrive through a batch job rather than an HTTP route.',
          },
          {
            text: 'The tax rate constant defined in `config/tax.ts`',
            correct: false,
            why: 'A constant in your own source code is not controlled by anyone outside, so it is not an entry point.',
          },
        ],
      },
      {
        id: 'secure-code-review-3',
        kind: 'output',
        section: 'Follow the data: sources to sinks',
        prompt:
          'A download handler builds a path from a query parameter. With the value an attacker sends, what does this print?',
        code: {
          language: 'javascript',
          source: `import path from 'node:path';
const base = '/srv/app/files';
const file = '../../../etc/passwd'; // from req.query.file
console.log(path.join(base, file));`,
        },
        options: [
          {
            text: '/srv/app/files/etc/passwd',
            correct: false,
            why: '`path.join` does not strip `..` segments; it resolves them, climbing out of the base directory.',
          },
          {
            text: '/srv/app/files/../../../etc/passwd',
            correct: false,
            why: '`path.join` normalises the result, so the `..` segments are resolved rather than kept.',
          },
          {
            text: '/etc/passwd',
            correct: true,
            why: 'Three `..` segments climb from `/srv/app/files` to `/`, so the sink reads a system file: path traversal, CWE-22.',
          },
          {
            text: 'An error, because the path leaves the base',
            correct: false,
            why: '`path.join` is string manipulation with no notion of a base directory; it never refuses a path.',
          },
        ],
      },
      {
        id: 'secure-code-review-4',
        kind: 'single',
        section: 'Checklists: ASVS and the Code Review Guide',
        prompt:
          'Your team builds a web app that stores customers’ addresses and order history. Which ASVS level should its review checklist aim for?',
        options: [
          {
            text: 'Level 1, because it is the highest level',
            correct: false,
            why: 'Level 1 is the minimum every application should meet, not the highest.',
          },
          {
            text: 'Level 2, the level for most apps with sensitive data',
            correct: true,
            why: 'ASVS describes Level 2 as the recommended level for applications that hold sensitive data; Level 3 is for the most critical systems.',
          },
          {
            text: 'Level 3, the level that every production application must meet',
            correct: false,
            why: 'Level 3 is meant for the most critical applications (high-value transactions, medical data), not as the default for all.',
          },
          {
            text: 'None: ASVS is only for penetration testers',
            correct: false,
            why: 'ASVS is meant to be turned into secure coding and review checklists, not only used by testers.',
          },
        ],
      },
      {
        id: 'secure-code-review-5',
        kind: 'single',
        section: 'SAST tools: Semgrep and CodeQL',
        prompt: 'Which of these bugs is a SAST tool least likely to report on its own?',
        options: [
          {
            text: 'A query built with a template string from `req.query.id`',
            correct: false,
            why: 'A request value flowing into a query string is a classic source-to-sink pattern that SAST rules detect well.',
          },
          {
            text: 'A handler that returns any invoice by id without checking its owner',
            correct: true,
            why: 'A missing check has no recognisable pattern: the code is fine for the tool. Authorization and business-logic flaws need a human reviewer.',
          },
          {
            text: '`child_process.exec` called with a string containing `req.body.host`',
            correct: false,
            why: 'Command injection from request data is a well-known source and sink pair that taint rules catch.',
          },
          {
            text: 'An `innerHTML` assignment from `location.hash`',
            correct: false,
            why: 'DOM XSS from a URL fragment into `innerHTML` is a standard pattern both Semgrep and CodeQL have rules for.',
          },
        ],
      },
      {
        id: 'secure-code-review-6',
        kind: 'single',
        section: 'Triage: true and false positives',
        prompt:
          'A scanner flags `db.query("SELECT * FROM products ORDER BY " + column)`. The line above sets `column` only if `req.query.sort` is `"name"` or `"price"`, and otherwise `"name"`. What should you do?',
        options: [
          {
            text: 'Mark it as a false positive, with the reason that an allowlist limits the value',
            correct: true,
            why: 'The attacker cannot control what reaches the query; recording why saves the next reviewer from repeating the triage.',
          },
          {
            text: 'Disable the rule for the whole repository, since it keeps raising noisy alerts like this one',
            correct: false,
            why: 'Turning off a rule hides the real injections it would find next month; tune or suppress one finding with a reason instead.',
          },
          {
            text: 'Report it as a critical SQL injection',
            correct: false,
            why: 'Only `name` or `price` can reach the query, so there is no injection to report.',
          },
          {
            text: 'Leave the alert open without comment so it is not forgotten',
            correct: false,
            why: 'Untriaged alerts pile up until the team ignores the tool; decide and record the decision.',
          },
        ],
      },
      {
        id: 'secure-code-review-7',
        kind: 'multiple',
        section: 'Writing a finding',
        prompt: 'Which of these make a security finding more likely to be understood and fixed? Pick all that apply.',
        options: [
          {
            text: 'The impact in business terms, such as “any customer can read any other customer’s invoices”',
            correct: true,
            why: 'Impact tells the team why the fix matters and how urgent it is.',
          },
          {
            text: 'A minimal request and response that reproduce the problem',
            correct: true,
            why: 'Evidence lets the developer confirm the bug and later check that the fix works.',
          },
          {
            text: 'The specific code change and a test that fails before the fix',
            correct: true,
            why: 'A concrete remedy and a regression test make the fix quick and keep the bug from coming back.',
          },
          {
            text: 'The name of the developer who wrote the vulnerable line',
            correct: false,
            why: 'Findings are about the code, not the author; blame makes people defensive and does not help fix anything.',
          },
          {
            text: 'Only the title “Possible XSS”, so the team can investigate',
            correct: false,
            why: 'Without location, evidence and fix, a vague finding is usually ignored or argued about.',
          },
        ],
      },
      {
        id: 'secure-code-review-8',
        kind: 'fill',
        section: 'Follow the data: sources to sinks',
        prompt:
          'A function where attacker-controlled data does harm, such as `child_process.exec` or `innerHTML`, is called a ____.',
        answers: ['sink', 'dangerous sink'],
        caseInsensitive: true,
        why: 'Reviewers follow untrusted data from its source to a sink; data that reaches a sink without validation or encoding is a vulnerability.',
      },
      {
        id: 'secure-code-review-9',
        kind: 'output',
        section: 'Common mistakes',
        prompt:
          'A pull request "fixes" path traversal with this sanitiser. What does it print for the attacker’s input?',
        code: {
          language: 'javascript',
          source: `const clean = (name) => name.replaceAll('../', '');
console.log(clean('....//....//etc/passwd'));`,
        },
        options: [
          {
            text: 'etc/passwd',
            correct: false,
            why: 'Removing `../` once leaves a new `../` behind: each `....//` contains one `../` whose removal joins the rest into another.',
          },
          {
            text: '../../etc/passwd',
            correct: true,
            why: 'The removal creates the very sequence it removes, so the traversal survives; use an allowlist or look the file up by id instead.',
          },
          {
            text: '....//....//etc/passwd',
            correct: false,
            why: '`replaceAll` does find `../` inside `....//` (the second to fourth characters), so the string does change.',
          },
          {
            text: '//etc/passwd',
            correct: false,
            why: '`replaceAll` scans once and does not rescan the text it produces, so the newly formed `../` stays.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'supply-chain-security',
    questions: [
      {
        id: 'supply-chain-security-1',
        kind: 'single',
        section: 'Most of your code comes from others',
        prompt:
          'Your `package.json` lists 12 dependencies, but `npm ls --all` shows 640 packages. What are the other 628, and why do they matter?',
        options: [
          {
            text: 'Cached copies of the 12 packages that npm keeps on disk to make installs faster; they never run',
            correct: false,
            why: 'They are separate packages, not caches, and their code is installed and can run.',
          },
          {
            text: 'Transitive dependencies, which run with the same rights as your own code',
            correct: true,
            why: 'Each dependency brings its own; a flaw or malicious version anywhere in that tree runs in your build and your production process.',
          },
          {
            text: 'Development tools, which never reach developers’ machines or CI',
            correct: false,
            why: 'Development dependencies are installed precisely on developers’ machines and CI runners, where secrets live.',
          },
          {
            text: 'Optional packages that npm only downloads when you import them',
            correct: false,
            why: 'npm installs the whole resolved tree up front; nothing is fetched lazily on import.',
          },
        ],
      },
      {
        id: 'supply-chain-security-2',
        kind: 'fill',
        section: 'Lockfiles and reproducible installs',
        prompt:
          'In CI, install Node.js dependencies with `npm ____`, which uses only the lockfile and fails if it disagrees with `package.json`.',
        answers: ['ci', 'clean-install'],
        why: '`npm ci` (alias `npm clean-install`) reproduces the locked tree exactly; `npm install` may resolve new versions and rewrite the lockfile.',
      },
      {
        id: 'supply-chain-security-3',
        kind: 'multiple',
        section: 'Known vulnerabilities: npm audit and pip-audit',
        prompt:
          '`npm audit` reports a high-severity advisory in a transitive package. Which questions belong in your triage? Pick all that apply.',
        options: [
          {
            text: 'Is the package only a development dependency, or does it ship to production?',
            correct: true,
            why: 'A test-only tool changes the risk (though CI still matters); `--omit=dev` shows what production uses.',
          },
          {
            text: 'Is the vulnerable function reachable from our code?',
            correct: true,
            why: 'Many advisories concern one function or option; if you never reach it, the fix can wait for the normal update cycle.',
          },
          {
            text: 'Does a fixed version exist, and can an `overrides` entry force it if the parent has not updated?',
            correct: true,
            why: 'When the direct dependency lags behind, npm `overrides` can pin the patched transitive version.',
          },
          {
            text: 'Can we run `npm audit fix --force` and merge without reading the diff?',
            correct: false,
            why: '`--force` may install new major versions that break the app; review what it changes and run the tests.',
          },
          {
            text: 'Can we delete the lockfile so the advisory disappears?',
            correct: false,
            why: 'Without a lockfile the tree becomes unpredictable; the vulnerable version may simply come back, and audit results mean less.',
          },
        ],
      },
      {
        id: 'supply-chain-security-4',
        kind: 'single',
        section: 'Malicious packages and typosquatting',
        prompt:
          'Your company’s private registry hosts an internal package `acme-billing@1.4.0`. Someone publishes `acme-billing@99.0.0` on the public npm registry. Which change protects your builds?',
        options: [
          {
            text: 'Rename it to `acme-billing-internal` and keep the default registry settings in every project',
            correct: false,
            why: 'Any unscoped name can be registered publicly too; a new name only moves the problem.',
          },
          {
            text: 'Publish it as `@acme/billing` and map the `@acme` scope to the private registry',
            correct: true,
            why: 'With the scope bound to your registry in `.npmrc`, npm never looks for `@acme` packages on the public registry: dependency confusion is closed.',
          },
          {
            text: 'Run `npm audit` after every install',
            correct: false,
            why: 'A freshly published malicious package has no advisory yet, so audit would not flag it.',
          },
          {
            text: 'Raise the internal version number to 100.0.0',
            correct: false,
            why: 'The attacker can always publish a higher number; the fix is to stop resolving the name on the public registry.',
          },
        ],
      },
      {
        id: 'supply-chain-security-5',
        kind: 'output',
        section: 'Malicious packages and typosquatting',
        prompt:
          'Before switching on `ignore-scripts`, you list which installed packages run install scripts. What does this print?',
        code: {
          language: 'javascript',
          source: `const lock = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'shop-api', version: '1.4.0' },
    'node_modules/express': { version: '4.21.2' },
    'node_modules/esbuild': { version: '0.25.0', dev: true, hasInstallScript: true },
    'node_modules/left-pad': { version: '1.3.0' },
    'node_modules/sharp': { version: '0.34.1', hasInstallScript: true },
  },
};
const withScripts = Object.entries(lock.packages)
  .filter(([, pkg]) => pkg.hasInstallScript)
  .map(([path]) => path.replace('node_modules/', ''));
console.log(withScripts.join(', ') || 'none');`,
        },
        options: [
          {
            text: 'esbuild, sharp',
            correct: true,
            why: 'Only entries with `hasInstallScript: true` pass the filter; these two are the packages to allow explicitly once scripts are off.',
          },
          {
            text: 'sharp',
            correct: false,
            why: 'Being a development dependency (`dev: true`) does not remove esbuild; its install script still runs on developers’ machines and in CI.',
          },
          {
            text: 'express, esbuild, left-pad, sharp',
            correct: false,
            why: 'The filter keeps only packages whose entry has `hasInstallScript`; express and left-pad have none.',
          },
          {
            text: 'none',
            correct: false,
            why: 'Two entries have `hasInstallScript: true`, so the joined list is not empty and the fallback is not used.',
          },
        ],
      },
      {
        id: 'supply-chain-security-6',
        kind: 'single',
        section: 'SBOMs: CycloneDX and SPDX',
        prompt:
          'A critical vulnerability is announced in a logging library. How do SBOMs kept for every release help the security team that morning?',
        options: [
          {
            text: 'They patch the library automatically in every affected service',
            correct: false,
            why: 'An SBOM is an inventory, not an updater; fixing still needs dependency updates and deployments.',
          },
          {
            text: 'They prove that the library was never compromised',
            correct: false,
            why: 'An SBOM lists components; it says nothing about whether a component is trustworthy.',
          },
          {
            text: 'A search across them lists which services and versions contain it',
            correct: true,
            why: 'With a machine-readable component list per release, “are we affected, and where?” becomes a query instead of a survey of every team.',
          },
          {
            text: 'They block the vulnerable version from being downloaded again by any of the builds',
            correct: false,
            why: 'SBOMs do not control installs; registries, lockfiles and policies do.',
          },
        ],
      },
      {
        id: 'supply-chain-security-7',
        kind: 'order',
        section: 'Signing and provenance: Sigstore and SLSA',
        prompt: 'Put the steps of Sigstore keyless signing in a CI release, and its verification, in order.',
        steps: [
          'The CI job obtains an OpenID Connect token that proves which workflow is running',
          'Fulcio checks the token and issues a short-lived signing certificate for that identity',
          'The job signs the artefact with the key bound to that certificate',
          'The signature is recorded in the public Rekor transparency log',
          'A consumer verifies the signature, the expected identity and the log entry before using the artefact',
        ],
        why: 'The identity comes first, then the certificate that binds a key to it; the transparency log makes every signing public, and verification checks all three.',
      },
      {
        id: 'supply-chain-security-8',
        kind: 'single',
        section: 'Signing and provenance: Sigstore and SLSA',
        prompt:
          'A build produces provenance that is signed and generated by a hosted CI platform, not by the developer’s laptop. Which SLSA Build level does that describe?',
        options: [
          {
            text: 'Build L1',
            correct: false,
            why: 'L1 only requires that provenance exists; it can be produced anywhere and is easy to forge.',
          },
          {
            text: 'Build L2',
            correct: true,
            why: 'L2 adds a hosted build platform that generates and signs the provenance, protecting against tampering after the build.',
          },
          {
            text: 'Build L3',
            correct: false,
            why: 'L3 additionally requires a hardened platform where even the build itself cannot forge provenance or affect other builds.',
          },
          {
            text: 'Build L4',
            correct: false,
            why: 'The current SLSA Build track has levels 0 to 3; there is no Build L4.',
          },
        ],
      },
      {
        id: 'supply-chain-security-9',
        kind: 'single',
        section: 'Your CI is part of the supply chain',
        prompt: 'Why pin `uses: tj-actions/changed-files@<40-character SHA>` instead of `@v45`?',
        options: [
          {
            text: 'A SHA makes the workflow run faster because GitHub caches it',
            correct: false,
            why: 'Pinning is about which code runs, not speed.',
          },
          {
            text: 'Tags can be moved by whoever controls the repository; a commit SHA cannot',
            correct: true,
            why: 'In March 2025 that action’s tags were moved to a malicious commit; workflows pinned to an older SHA kept running the reviewed code.',
          },
          {
            text: 'GitHub refuses to run actions referenced by tag',
            correct: false,
            why: 'Tags work; they are just mutable, which is the risk.',
          },
          {
            text: 'A SHA reference gives the action fewer permissions on the repository and its secrets',
            correct: false,
            why: 'Permissions come from the `permissions` key and the token, not from how the action is referenced.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'secrets-management',
    questions: [
      {
        id: 'secrets-management-1',
        kind: 'multiple',
        section: 'What counts as a secret',
        prompt: 'Which of these are secrets that must never be committed or shipped to users? Pick all that apply.',
        options: [
          {
            text: 'The key that signs the application’s session cookies',
            correct: true,
            why: 'Whoever has it can forge valid sessions for any user.',
          },
          {
            text: 'A Stripe secret key starting with `sk_live_`',
            correct: true,
            why: 'It authorises charges and refunds on the account; Stripe’s publishable `pk_` keys are the ones meant for browsers.',
          },
          {
            text: 'A webhook signing secret shared with a payment provider',
            correct: true,
            why: 'With it, anyone can forge webhook calls that your server will trust.',
          },
          {
            text: 'The public key of the TLS certificate',
            correct: false,
            why: 'Public keys are meant to be shared; only the private key must stay secret.',
          },
          {
            text: 'The name of the production database host',
            correct: false,
            why: 'A host name is configuration, not a credential; access is protected by the network rules and the password.',
          },
        ],
      },
      {
        id: 'secrets-management-2',
        kind: 'single',
        section: 'Never in git',
        prompt:
          'A developer committed an API key yesterday and today pushed a commit that deletes the line. The repository is private. What is the situation?',
        options: [
          {
            text: 'Solved: the key is gone from the current code, and the repository is private anyway',
            correct: false,
            why: 'Deleting the line in a new commit leaves the key in the history, and every clone and CI cache already has it.',
          },
          {
            text: 'The key is still in the history and every clone, so it must be rotated',
            correct: true,
            why: 'Git keeps every version; treat the key as compromised and replace it, whatever the repository’s visibility.',
          },
          {
            text: 'Solved, as long as nobody runs `git log` on the file',
            correct: false,
            why: 'Anyone with read access to the repository or a clone can find it, and scanners read history automatically.',
          },
          {
            text: 'The key is safe because private repositories are encrypted',
            correct: false,
            why: 'Storage encryption protects against the host’s disks being stolen, not against people and tools that can read the repository.',
          },
        ],
      },
      {
        id: 'secrets-management-3',
        kind: 'output',
        section: '.env files and their limits',
        prompt:
          'A server loads its database password into the environment and later starts a helper process. What does this print?',
        code: {
          language: 'javascript',
          source: `import { execFileSync } from 'node:child_process';
process.env.DB_PASSWORD = 'hunter2';
const child = execFileSync(process.execPath, ['-e', 'console.log(process.env.DB_PASSWORD ?? "unset")'], { encoding: 'utf8' });
console.log(child.trim());`,
        },
        options: [
          {
            text: 'unset',
            correct: false,
            why: 'Child processes inherit the parent’s environment by default, so the variable is set in the child too.',
          },
          {
            text: 'hunter2',
            correct: true,
            why: 'The environment is copied to every child process, one reason environment variables spread secrets to tools, logs and crash reports.',
          },
          {
            text: 'undefined',
            correct: false,
            why: 'The child reads an inherited variable, and the `??` fallback would print `unset`, never `undefined`.',
          },
          {
            text: 'An error: the child may not read the parent’s variables',
            correct: false,
            why: 'There is no such restriction; inheritance is the default unless you pass an explicit `env` option.',
          },
        ],
      },
      {
        id: 'secrets-management-4',
        kind: 'single',
        section: 'Secret scanning and push protection',
        prompt:
          'GitHub push protection rejects your push because `scripts/deploy.js` contains a real AWS access key. What is the right response?',
        options: [
          {
            text: 'Bypass the block with the reason “used in tests” so the push goes through',
            correct: false,
            why: 'It is a real key; bypassing publishes it to everyone with access and creates an alert that someone must clean up.',
          },
          {
            text: 'Remove the key from the commit, load it from a secret manager, rotate any shared copy',
            correct: true,
            why: 'The key never reached GitHub, so rewriting the local commit is enough there; any copy elsewhere still needs rotation.',
          },
          {
            text: 'Push to a new branch, where push protection does not apply',
            correct: false,
            why: 'Push protection checks every push to the repository, whatever the branch.',
          },
          {
            text: 'Base64-encode the key so that the scanner no longer recognises it and the push goes through',
            correct: false,
            why: 'Encoding is not protection: anyone can decode it, and you have only hidden the leak from the tool meant to stop it.',
          },
        ],
      },
      {
        id: 'secrets-management-5',
        kind: 'order',
        section: 'When a secret leaks: revoke, rotate, investigate',
        prompt: 'An AWS access key was pasted into a public issue. Put the response in order.',
        steps: [
          'Create a replacement key and deploy it to the services that use the old one',
          'Deactivate and delete the leaked key',
          'Check CloudTrail for anything the old key did between the leak and its deactivation',
          'Remove the key from the issue and any other place it was copied to',
          'Add the scanning or tooling that would have prevented the leak',
        ],
        why: 'Stopping the key from working comes first (with the replacement ready so nothing breaks); then find out whether it was used, clean up, and prevent a repeat.',
      },
      {
        id: 'secrets-management-6',
        kind: 'single',
        section: 'Vaults and cloud secret managers',
        prompt: 'What is the main security gain of Vault’s dynamic database secrets over one shared database password?',
        options: [
          {
            text: 'The password is longer and therefore harder to guess',
            correct: false,
            why: 'Length is not the point; a shared static password can be long and still leak.',
          },
          {
            text: 'Each instance gets its own short-lived user, so a leak expires and is traceable',
            correct: true,
            why: 'Credentials are created per lease and deleted when it ends, and the audit log ties each one to the instance that requested it.',
          },
          {
            text: 'The database no longer needs any authentication',
            correct: false,
            why: 'The database still authenticates every connection; Vault only creates and removes the users.',
          },
          {
            text: 'Developers can copy the generated password into their local `.env` files much more easily',
            correct: false,
            why: 'Dynamic secrets are fetched by the application at run time, precisely so that nobody copies them around.',
          },
        ],
      },
      {
        id: 'secrets-management-7',
        kind: 'fill',
        section: 'Short-lived credentials and OIDC from CI',
        prompt:
          'To let a GitHub Actions job request an OIDC token for a cloud login, its permissions must include `id-token: ____`.',
        answers: ['write'],
        why: '`id-token: write` allows the job to request the signed identity token; without it the cloud login step fails, and no stored key is needed with it.',
      },
      {
        id: 'secrets-management-8',
        kind: 'single',
        section: 'Least privilege for secrets',
        prompt:
          'A nightly job exports sales figures from the production database to a report. Which credential fits least privilege best?',
        options: [
          {
            text: 'The application’s own database user, which can read and write every table',
            correct: false,
            why: 'Sharing the application’s credential gives the job write access it never uses, and a leak in the job exposes the app.',
          },
          {
            text: 'A read-only user limited to the sales tables, used only by this job',
            correct: true,
            why: 'It can do exactly what the job needs; if it leaks, nothing can be changed and only the sales data is exposed.',
          },
          {
            text: 'The database administrator account, so the job never fails on permissions',
            correct: false,
            why: 'An administrator account turns any leak into full control of the database.',
          },
          {
            text: 'A shared “reporting” user whose password every analyst knows',
            correct: false,
            why: 'A widely known password cannot be tied to one job or rotated without breaking everyone.',
          },
        ],
      },
      {
        id: 'secrets-management-9',
        kind: 'output',
        section: 'Common mistakes',
        prompt: 'A logger redacts fields before writing a request context. What does this print?',
        code: {
          language: 'javascript',
          source: `const redact = (record) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, /pass|secret|token|key/i.test(k) ? '[REDACTED]' : v]));
console.log(JSON.stringify(redact({ user: 'ana', apiKey: 'sk_live_123', dbPassword: 'hunter2', region: 'eu-west-1' })));`,
        },
        options: [
          {
            text: '{"user":"ana","apiKey":"[REDACTED]","dbPassword":"[REDACTED]","region":"eu-west-1"}',
            correct: true,
            why: 'The case-insensitive pattern matches `Key` in `apiKey` and `Pass` in `dbPassword`; the other fields are kept.',
          },
          {
            text: '{"user":"ana","apiKey":"sk_live_123","dbPassword":"[REDACTED]","region":"eu-west-1"}',
            correct: false,
            why: 'The `i` flag makes the test case-insensitive, so `apiKey` matches `key` and is redacted too.',
          },
          {
            text: '{"user":"[REDACTED]","apiKey":"[REDACTED]","dbPassword":"[REDACTED]","region":"[REDACTED]"}',
            correct: false,
            why: 'Only field names that contain pass, secret, token or key are replaced; `user` and `region` contain none of them.',
          },
          {
            text: '{"user":"ana","apiKey":"sk_live_123","dbPassword":"hunter2","region":"eu-west-1"}',
            correct: false,
            why: 'Two field names match the pattern, so their values are replaced.',
          },
        ],
      },
    ],
  },
];
