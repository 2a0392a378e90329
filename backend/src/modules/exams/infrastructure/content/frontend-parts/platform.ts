import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** frontend exam questions for the lessons added in issue 29. Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const FRONTEND_EXAM_PLATFORM: ExamQuestionContent[] = [
  // html-forms
  {
    key: 'frontend-161',
    kind: 'output',
    prompt:
      'A field has pattern="[A-Z]{2}[0-9]{3}". This code applies the pattern the way the browser does. What does it print?',
    code: `const pattern = '[A-Z]{2}[0-9]{3}';
const re = new RegExp('^(?:' + pattern + ')$', 'v');
console.log(['AB123', 'ab123', 'XAB123', 'AB1234'].map((v) => re.test(v)).join(' '));`,
    language: 'javascript',
    options: opts('true false false false', 'true false true true', 'true true true true', 'true false false true'),
    correct: ['a'],
    explanation:
      'The pattern attribute must match the whole value, as if wrapped in ^(?: and )$, and it is case-sensitive. Only AB123 is exactly two capitals followed by three digits.',
    moduleKey: 'html-forms',
    section: 'Built-in validation',
  },
  {
    key: 'frontend-162',
    kind: 'single',
    prompt:
      'On a sign-up page, which autocomplete token should the password field carry so password managers offer to generate a strong password?',
    options: opts('current-password', 'new-password', 'off', 'password'),
    correct: ['b'],
    explanation:
      'new-password marks a field where a new password is chosen, so managers suggest a generated one; current-password is for logging in. "password" is not a valid token, and off mostly pushes users towards weak passwords.',
    moduleKey: 'html-forms',
    section: 'Autocomplete tokens',
  },
  {
    key: 'frontend-163',
    kind: 'multiple',
    prompt: 'Which of these give the input a proper label? Choose all that apply.',
    options: opts(
      '<label for="qty">Quantity</label> <input id="qty" name="qty">',
      '<label>Quantity <input name="qty"></label>',
      '<input name="qty" placeholder="Quantity">',
      '<label for="qty">Quantity</label> <input name="qty">',
    ),
    correct: ['a', 'b'],
    explanation:
      'A label is tied to its field either by for pointing at the field’s id or by wrapping the field. A placeholder is a vanishing hint, and for must match an id, not a name.',
    moduleKey: 'html-forms',
    section: 'Labels and fields',
  },
  {
    key: 'frontend-164',
    kind: 'single',
    prompt:
      'A user types "maria.example" into <input type="email" name="email" required>. Which ValidityState property becomes true?',
    options: opts('valueMissing', 'patternMismatch', 'typeMismatch', 'badInput'),
    correct: ['c'],
    explanation:
      'The value is not empty, so valueMissing is false, and there is no pattern attribute. A value that does not fit the syntax of the type, here an email address, is a type mismatch.',
    moduleKey: 'html-forms',
    section: 'The Constraint Validation API',
  },
  {
    key: 'frontend-165',
    kind: 'single',
    prompt:
      'A profile form has <form method="post" action="/profile"> and an <input type="file" name="avatar">, but the server receives only the file name, never the image. What is missing?',
    options: opts(
      'method="put" on the form',
      'enctype="multipart/form-data" on the form',
      'accept="image/*" on the input',
      'A submit button with type="button"',
    ),
    correct: ['b'],
    explanation:
      'With the default application/x-www-form-urlencoded encoding a file field sends only its name; multipart/form-data sends each field as its own part, including the file’s bytes. accept only filters the file picker.',
    moduleKey: 'html-forms',
    section: 'What gets submitted: name, value, GET and POST',
  },
  // css-fundamentals
  {
    key: 'frontend-166',
    kind: 'output',
    prompt: 'This code picks the winning rule by comparing specificity tuples column by column. What does it print?',
    code: `const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const rules = [
  { sel: '.nav .item .link', spec: [0, 3, 0], color: 'grey' },
  { sel: '#home a', spec: [1, 0, 1], color: 'blue' },
  { sel: 'nav ul li a:hover', spec: [0, 1, 4], color: 'red' },
];
const winner = rules.reduce((best, r) => (compare(r.spec, best.spec) >= 0 ? r : best));
console.log(winner.sel, winner.color);`,
    language: 'javascript',
    options: opts('#home a blue', '.nav .item .link grey', 'nav ul li a:hover red', '#home a grey'),
    correct: ['a'],
    explanation:
      'Specificity compares the id column first: one id (1-0-1) beats three classes (0-3-0) and any number of type selectors. There is no carrying between columns.',
    moduleKey: 'css-fundamentals',
    section: 'Specificity',
  },
  {
    key: 'frontend-167',
    kind: 'single',
    prompt:
      'A reader’s browser settings add a user stylesheet with p { font-size: 22px !important; }. The site has p { font-size: 14px !important; }. Which size do paragraphs get?',
    options: opts(
      '14px, because author styles always beat user styles',
      '22px, because important user declarations beat important author declarations',
      '14px, because the site’s rule is loaded later',
      'Whichever selector is more specific',
    ),
    correct: ['b'],
    explanation:
      'Origin and importance is the first step of the cascade. For normal declarations the author wins, but !important reverses the order of origins, so an important user style beats an important author style; this protects users who need larger text.',
    moduleKey: 'css-fundamentals',
    section: 'How the cascade orders declarations',
  },
  {
    key: 'frontend-168',
    kind: 'multiple',
    prompt: 'Which statements about CSS units are true? Choose all that apply.',
    options: opts(
      '1rem equals the root element’s font size, 16px by default in browsers',
      'In padding, 1em equals the element’s own computed font size',
      '1px is always exactly one hardware pixel of the screen',
      'On phones, 100dvh follows the browser toolbars as they appear and disappear',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'rem refers to the root font size and em (outside font-size) to the element’s own font size. The CSS pixel is defined as 1/96 inch and scaled by the device, so on a high-density screen it spans several hardware pixels.',
    moduleKey: 'css-fundamentals',
    section: 'Units: px, rem, em, %, vw',
  },
  {
    key: 'frontend-169',
    kind: 'single',
    prompt: 'What is the specificity of the selector :is(#main, .sidebar) p, written as A-B-C?',
    options: opts('0-1-1', '1-0-1', '1-1-1', '0-0-1'),
    correct: ['b'],
    explanation:
      ':is() takes the specificity of its most specific argument, here the id #main (1-0-0), even when the element matched through .sidebar; p adds 0-0-1. :where() would add nothing instead.',
    moduleKey: 'css-fundamentals',
    section: ':is(), :where() and :not()',
  },
  {
    key: 'frontend-170',
    kind: 'single',
    prompt:
      'A team wants a dark mode that can be switched at runtime without reloading the stylesheet. Why do CSS custom properties suit this better than Sass variables?',
    options: opts(
      'Sass variables are not allowed inside media queries',
      'Custom properties live in the browser, cascade and inherit, so redefining a few on [data-theme="dark"] restyles everything that uses them',
      'Custom properties are compiled into fixed values at build time, which is faster',
      'Sass variables cannot hold colour values',
    ),
    correct: ['b'],
    explanation:
      'Sass variables are replaced by fixed values when the CSS is built. Custom properties stay in the page, follow the cascade and can be redefined by a selector or by JavaScript with style.setProperty.',
    moduleKey: 'css-fundamentals',
    section: 'Custom properties',
  },
  // browser-storage
  {
    key: 'frontend-171',
    kind: 'output',
    prompt: 'Preferences are saved as JSON and read back. What does this print?',
    code: `const prefs = { theme: 'dark', fontSize: 18, lastVisit: new Date(Date.UTC(2026, 10, 27)) };
const back = JSON.parse(JSON.stringify(prefs));
console.log(typeof back.fontSize, typeof back.lastVisit, back.lastVisit instanceof Date);`,
    language: 'javascript',
    options: opts('number object true', 'number string false', 'string string false', 'number undefined false'),
    correct: ['b'],
    explanation:
      'Numbers survive a JSON round trip, but a Date is written as an ISO string and JSON.parse leaves it a string. Convert it back with new Date(back.lastVisit) when reading.',
    moduleKey: 'browser-storage',
    section: 'Serialising with JSON',
  },
  {
    key: 'frontend-172',
    kind: 'single',
    prompt:
      'An embedded widget on other sites needs a cookie to be sent cross-site. The server sends Set-Cookie: widget=1; SameSite=None, and browsers ignore it. What is missing?',
    options: opts('HttpOnly', 'Secure', 'Max-Age', 'Path=/'),
    correct: ['b'],
    explanation:
      'Browsers only accept SameSite=None together with Secure, so the cookie can only travel over HTTPS. The other attributes are optional for this purpose.',
    moduleKey: 'browser-storage',
    section: 'Cookies',
  },
  {
    key: 'frontend-173',
    kind: 'multiple',
    prompt: 'Which statements about localStorage are true? Choose all that apply.',
    options: opts(
      'Its reads and writes are synchronous and block the main thread',
      'Its values are always strings',
      'Its contents are sent to the server with every request',
      'Other tabs of the same origin can observe changes through the storage event',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'localStorage is a synchronous, string-only store per origin, and other tabs of that origin receive storage events. It never travels to the server by itself; cookies do.',
    moduleKey: 'browser-storage',
    section: 'localStorage and sessionStorage',
  },
  {
    key: 'frontend-174',
    kind: 'single',
    prompt:
      'Before downloading a 300 MB offline map pack, an app wants to know roughly how much space its origin uses and may use. Which call gives that?',
    options: opts(
      'navigator.storage.estimate()',
      'navigator.storage.persist()',
      'localStorage.length',
      "caches.open('maps')",
    ),
    correct: ['a'],
    explanation:
      'estimate() resolves to an object with approximate usage and quota in bytes. persist() asks for persistent storage, localStorage.length counts keys, and caches.open opens a cache.',
    moduleKey: 'browser-storage',
    section: 'Quotas, eviction and persistence',
  },
  {
    key: 'frontend-175',
    kind: 'single',
    prompt:
      'After a release, the app crashes on start-up for returning users only. The old release stored settings as the plain string "dark", the new one calls JSON.parse on it. What is the most robust fix?',
    options: opts(
      'Ask affected users to clear their browser data',
      'Read stored values inside try/catch, fall back to defaults, and store a version number to migrate old shapes',
      'Move the settings into a cookie',
      'Call JSON.stringify before JSON.parse',
    ),
    correct: ['b'],
    explanation:
      'JSON.parse throws on text that is not valid JSON, such as an older format. Defensive reading with a default, plus a stored version for migrations, keeps one bad value from breaking the app.',
    moduleKey: 'browser-storage',
    section: 'Serialising with JSON',
  },
  // build-tools-and-bundlers
  {
    key: 'frontend-176',
    kind: 'output',
    prompt: 'This code mimics which .env values Vite exposes to client code. What does it print?',
    code: `const fromEnvFile = { VITE_API_URL: 'https://api.example', DB_PASSWORD: 's3cret', VITE_PAGE_SIZE: '20' };
const exposed = Object.fromEntries(Object.entries(fromEnvFile).filter(([key]) => key.startsWith('VITE_')));
console.log(Object.keys(exposed).join(','), typeof exposed.VITE_PAGE_SIZE);`,
    language: 'javascript',
    options: opts(
      'VITE_API_URL,VITE_PAGE_SIZE string',
      'VITE_API_URL,DB_PASSWORD,VITE_PAGE_SIZE string',
      'VITE_API_URL,VITE_PAGE_SIZE number',
      'API_URL,PAGE_SIZE string',
    ),
    correct: ['a'],
    explanation:
      'Only VITE_-prefixed variables reach import.meta.env, keeping names such as DB_PASSWORD out of the bundle, and the values stay strings: convert "20" with Number() yourself.',
    moduleKey: 'build-tools-and-bundlers',
    section: 'Environment variables',
  },
  {
    key: 'frontend-177',
    kind: 'single',
    prompt:
      'A developer puts VITE_PAYMENT_SECRET_KEY in .env.production so the React app can call the payment provider directly. What is wrong?',
    options: opts(
      'Nothing, because .env.production is never committed to Git',
      'The value is written into the public JavaScript bundle, where any visitor can read it',
      'Vite refuses to start when a variable name contains SECRET',
      'The value will be undefined in production builds',
    ),
    correct: ['b'],
    explanation:
      'VITE_ variables are replaced as text in the built JavaScript, which every visitor downloads. Secret keys belong on a server that calls the provider on the app’s behalf.',
    moduleKey: 'build-tools-and-bundlers',
    section: 'Environment variables',
  },
  {
    key: 'frontend-178',
    kind: 'multiple',
    prompt: 'Which statements about Vite are true? Choose all that apply.',
    options: opts(
      'The dev server pre-bundles dependencies from node_modules',
      'Since Vite 8, production builds are bundled by Rolldown',
      'The dev server bundles the whole application before it can start',
      'A bug can appear in the production build but not on the dev server',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'The dev server serves your source unbundled and pre-bundles only dependencies, while vite build bundles everything (with Rolldown since Vite 8), so the two can behave differently. Test with vite build and vite preview.',
    moduleKey: 'build-tools-and-bundlers',
    section: 'Vite: a dev server and a production build',
  },
  {
    key: 'frontend-179',
    kind: 'single',
    prompt:
      'After vite build, dist/ holds index.html, assets/index-B3x9kQ2a.js and assets/logo-7cF1aa0d.svg. Which file must NOT be cached for a year as immutable?',
    options: opts(
      'index.html',
      'assets/index-B3x9kQ2a.js',
      'assets/logo-7cF1aa0d.svg',
      'None of them: all can be immutable',
    ),
    correct: ['a'],
    explanation:
      'Hashed files get new names whenever their content changes, so caching them forever is safe. index.html keeps its name and points at the current hashed files, so browsers must revalidate it.',
    moduleKey: 'build-tools-and-bundlers',
    section: 'Asset hashing and caching',
  },
  {
    key: 'frontend-180',
    kind: 'single',
    prompt:
      'A 500 kB charting library is used only on the /reports page, yet every visitor downloads it on the first page. What is the usual fix?',
    options: opts(
      'Minify the library a second time',
      'Load the reports page with a dynamic import(), for example React lazy(), so the library lands in its own chunk',
      'Move the import to the bottom of main.js',
      'Turn on source maps',
    ),
    correct: ['b'],
    explanation:
      'A dynamic import() is a split point: the bundler moves the page and its dependencies into a separate chunk that is fetched only when the route is visited.',
    moduleKey: 'build-tools-and-bundlers',
    section: 'Code splitting with dynamic import()',
  },
  // deploying-frontend-apps
  {
    key: 'frontend-181',
    kind: 'output',
    prompt: 'This function imitates a static host with an SPA fallback that excludes assets. What does it print?',
    code: `const files = new Set(['/index.html', '/assets/app-4f9a1c2b.js']);
const serve = (path) =>
  files.has(path) ? '200 ' + path : path.startsWith('/assets/') ? '404' : '200 /index.html';
console.log(['/orders/42', '/assets/app-4f9a1c2b.js', '/assets/old-0000aaaa.js'].map(serve).join(', '));`,
    language: 'javascript',
    options: opts(
      '200 /index.html, 200 /assets/app-4f9a1c2b.js, 404',
      '404, 200 /assets/app-4f9a1c2b.js, 404',
      '200 /index.html, 200 /assets/app-4f9a1c2b.js, 200 /index.html',
      '200 /index.html, 404, 404',
    ),
    correct: ['a'],
    explanation:
      'A client route such as /orders/42 gets the app shell, a real file is served as itself, and a missing asset gets an honest 404 instead of HTML that the browser would try to run as JavaScript.',
    moduleKey: 'deploying-frontend-apps',
    section: 'SPA fallback routing',
  },
  {
    key: 'frontend-182',
    kind: 'single',
    prompt:
      'Days after a release, some users still get the old version of the app. The host sends Cache-Control: max-age=604800 for every file. What is the fix?',
    options: opts(
      'Rename the project',
      'Send no-cache for index.html and keep the long, immutable caching only for hashed assets',
      'Turn off the CDN',
      'Remove the content hashes from the file names',
    ),
    correct: ['b'],
    explanation:
      'index.html was cached for a week, so browsers kept loading the old release’s asset names. It must be revalidated on every visit; only content-hashed files can safely be cached for a long time.',
    moduleKey: 'deploying-frontend-apps',
    section: 'Cache headers',
  },
  {
    key: 'frontend-183',
    kind: 'multiple',
    prompt: 'Which are good practices for preview deployments of pull requests? Choose all that apply.',
    options: opts(
      'Give each pull request its own URL that reviewers can open on a phone',
      'Point previews at the production database so reviewers see real customer data',
      'Run end-to-end tests against the preview URL',
      'Keep previews out of search engines with a noindex header',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'Previews let people and tests try the real change before merge. They should use a staging API and stay unindexed; exposing production customer data on temporary URLs is a privacy risk.',
    moduleKey: 'deploying-frontend-apps',
    section: 'Preview deployments',
  },
  {
    key: 'frontend-184',
    kind: 'single',
    prompt:
      "A team’s CSP is default-src 'self'; object-src 'none'. Their new release calls https://api.shop.example with fetch(), and the browser blocks the calls. Which directive must allow that origin?",
    options: opts('img-src', 'connect-src', 'frame-ancestors', 'base-uri'),
    correct: ['b'],
    explanation:
      "connect-src governs fetch, XMLHttpRequest and WebSocket connections; without it, default-src 'self' applies and only the page’s own origin is allowed.",
    moduleKey: 'deploying-frontend-apps',
    section: 'HTTPS and security headers',
  },
  {
    key: 'frontend-185',
    kind: 'single',
    prompt:
      'Ten minutes after a release the error rate triples. The host keeps every deployment as an immutable copy. What is the fastest safe first step?',
    options: opts(
      'Debug in production until the cause is found',
      'Point the site back at the previous deployment, then investigate',
      'Rebuild the previous Git tag from scratch and upload it',
      'Purge the CDN cache and wait',
    ),
    correct: ['b'],
    explanation:
      'With immutable deployments and atomic switching, a rollback takes seconds and needs no rebuild. Users are protected first; the cause is found afterwards.',
    moduleKey: 'deploying-frontend-apps',
    section: 'Rollbacks',
  },
];
