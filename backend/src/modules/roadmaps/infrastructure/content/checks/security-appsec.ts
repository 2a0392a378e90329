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
];
