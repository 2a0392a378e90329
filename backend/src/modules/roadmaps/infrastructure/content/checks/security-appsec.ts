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
];
