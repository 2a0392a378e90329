import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/frontend-platform.ts. */
export const FRONTEND_PLATFORM_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'html-forms',
    questions: [
      {
        id: 'html-forms-1',
        kind: 'single',
        section: 'Labels and fields',
        prompt:
          'A page has two sign-up forms (header and footer), and both contain `<label for="email">` and `<input id="email">`. Clicking the footer label focuses the header field. Why?',
        options: [
          {
            text: 'Labels only work when they wrap the field',
            correct: false,
            why: 'The `for`/`id` pairing is one of the two valid ways; wrapping is the other. The pairing itself is fine.',
          },
          {
            text: 'Ids must be unique, so `for="email"` finds the first element with that id',
            correct: true,
            why: 'With a duplicated id, both labels point at the first matching field; give each field its own id, such as `footer-email`.',
          },
          {
            text: 'The footer form is missing a `<fieldset>` around its single field',
            correct: false,
            why: 'A fieldset groups related controls under a legend; it has nothing to do with which field a label points at.',
          },
          {
            text: 'Browsers always focus the first text field of the page whenever any label is clicked',
            correct: false,
            why: 'A label focuses its own associated control, not the first field of the page.',
          },
        ],
      },
      {
        id: 'html-forms-2',
        kind: 'output',
        section: 'What gets submitted: name, value, GET and POST',
        prompt: '`URLSearchParams` encodes pairs the way a GET form builds its query string. What does this print?',
        code: {
          language: 'javascript',
          source: `const params = new URLSearchParams();
params.append('q', 'tea & cake');
params.append('page', '2');
console.log('/search?' + params);`,
        },
        options: [
          {
            text: '/search?q=tea & cake&page=2',
            correct: false,
            why: 'Spaces and `&` cannot stay raw in a query string: the `&` would start a new pair.',
          },
          {
            text: '/search?q=tea+%26+cake&page=2',
            correct: true,
            why: 'Form encoding turns spaces into `+` and percent-encodes the `&` as `%26`, so the value stays one pair.',
          },
          {
            text: '/search?q=tea%20&%20cake&page=2',
            correct: false,
            why: 'This leaves the `&` raw, which would split the value into a second, broken pair.',
          },
          {
            text: '/search?[object URLSearchParams]',
            correct: false,
            why: '`URLSearchParams` has its own `toString()`, which returns the encoded pairs when concatenated with a string.',
          },
        ],
      },
      {
        id: 'html-forms-3',
        kind: 'multiple',
        section: 'What gets submitted: name, value, GET and POST',
        prompt:
          'A form is submitted with these fields. Which of them appear in the submitted data? Pick all that apply.',
        options: [
          {
            text: '`<input name="email" readonly value="a@b.example">`',
            correct: true,
            why: 'Readonly fields cannot be edited but are still sent.',
          },
          {
            text: '`<input name="coupon" disabled value="SAVE10">`',
            correct: false,
            why: 'Disabled controls are skipped when the form data is built.',
          },
          {
            text: '`<input type="checkbox" name="news" checked>` (no value attribute)',
            correct: true,
            why: 'A checked checkbox is sent; without a `value` it sends `news=on`.',
          },
          {
            text: '`<input type="checkbox" name="terms">`, left unchecked',
            correct: false,
            why: 'An unchecked checkbox sends nothing at all, not `terms=off`; the server must treat a missing key as "no".',
          },
          {
            text: '`<input id="phone" value="0301234">` (no name attribute)',
            correct: false,
            why: 'Only fields with a `name` are sent; an `id` is not a name.',
          },
        ],
      },
      {
        id: 'html-forms-4',
        kind: 'fill',
        section: 'What gets submitted: name, value, GET and POST',
        prompt: 'A `<button>` inside a `<form>` with no `type` attribute behaves as `type="____"`.',
        answers: ['submit'],
        caseInsensitive: true,
        why: 'The default type of a button is submit, so a "Show password" button without `type="button"` submits the form.',
      },
      {
        id: 'html-forms-5',
        kind: 'single',
        section: 'Input types and mobile keyboards',
        prompt: 'Which field fits a 16-digit card number on a phone best?',
        options: [
          {
            text: '`<input type="number" name="card">`',
            correct: false,
            why: 'A card number is digits you never calculate with; `number` adds a spinner and number parsing that do not fit.',
          },
          {
            text: '`<input type="text" inputmode="numeric" autocomplete="cc-number" name="card">`',
            correct: true,
            why: 'Text keeps the value as typed, `inputmode` asks for a digit keyboard and the token lets the browser fill a saved card.',
          },
          {
            text: '`<input type="tel" name="card" autocomplete="tel">`, because it shows a digit keypad',
            correct: false,
            why: '`tel` shows a phone keypad but tells browsers and assistive tech the field holds a phone number, which is wrong.',
          },
          {
            text: '`<input type="password" name="card">`',
            correct: false,
            why: 'Masking makes a long number hard to check, and the field is still not marked as a card number.',
          },
        ],
      },
      {
        id: 'html-forms-6',
        kind: 'single',
        section: 'The Constraint Validation API',
        prompt:
          'A sign-up form must reject the submission when "Repeat password" differs from "Password". Which call fits the Constraint Validation API?',
        options: [
          {
            text: '`repeat.setCustomValidity(message)` when they differ, and an empty string when they match',
            correct: true,
            why: 'A non-empty custom message makes the field invalid (customError); the empty string clears it so the form can submit.',
          },
          {
            text: '`repeat.validity.valid = false`',
            correct: false,
            why: '`validity` is a read-only ValidityState; you change validity through attributes or `setCustomValidity`.',
          },
          {
            text: "`repeat.setAttribute('pattern', password.value)`, so the browser compares both fields itself",
            correct: false,
            why: 'A pattern is a regular expression: characters such as `.` or `*` in the password would change its meaning.',
          },
          {
            text: '`form.checkValidity()` with no other change',
            correct: false,
            why: '`checkValidity()` only reports the existing rules; nothing in HTML says the two fields must be equal.',
          },
        ],
      },
      {
        id: 'html-forms-7',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the worked example’s submit handler in order, for an invalid postcode.',
        steps: [
          '`field.checkValidity()` returns false',
          '`event.preventDefault()` stops the submission',
          'The error paragraph gets its message text and is shown',
          "The field gets `aria-invalid='true'`",
          'Focus moves to the field, and the hint and error are read out',
        ],
        why: 'The handler first learns the field is invalid, stops the request, writes a visible message, marks the field invalid and then moves focus, so the screen reader announces the finished state.',
      },
      {
        id: 'html-forms-8',
        kind: 'multiple',
        section: 'Accessible error messages',
        prompt: 'Which of these make a form error perceivable to every user? Pick all that apply.',
        options: [
          {
            text: 'A text message next to the field, linked with `aria-describedby`',
            correct: true,
            why: 'Visible text reaches sighted users, and the link makes screen readers read it when the field is focused.',
          },
          {
            text: 'Only turning the border of the field red',
            correct: false,
            why: 'Colour alone misses colour-blind and screen reader users.',
          },
          {
            text: '`aria-invalid="true"` on the field while its value is wrong',
            correct: true,
            why: 'It exposes the invalid state in the accessibility tree, so the field is announced as invalid.',
          },
          {
            text: 'A summary at the top that links to each invalid field, with focus moved to it on submit',
            correct: true,
            why: 'A summary tells everyone how many things to fix and lets keyboard users jump to each one.',
          },
          {
            text: 'Relying on the browser’s default bubble, which disappears after a few seconds',
            correct: false,
            why: 'The bubble is short-lived, cannot be styled and is not reliably announced; most teams show their own messages.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'css-fundamentals',
    questions: [
      {
        id: 'css-fundamentals-1',
        kind: 'order',
        section: 'How the cascade orders declarations',
        prompt:
          'Put the criteria of the cascade in the order the browser applies them, the first deciding criterion first.',
        steps: [
          'Origin and importance',
          'Context (shadow DOM)',
          'Element-attached styles (the style attribute)',
          'Cascade layers',
          'Specificity',
          'Order of appearance',
        ],
        why: 'Each criterion only matters when all earlier ones tie: origin and importance first, source order last, as a tie-breaker.',
      },
      {
        id: 'css-fundamentals-2',
        kind: 'output',
        section: 'Specificity',
        prompt:
          'This simplified calculator counts ids, then classes, attributes and pseudo-classes, then types and pseudo-elements. What does it print?',
        code: {
          language: 'javascript',
          source: `function specificity(selector) {
  const ids = (selector.match(/#[\\w-]+/g) || []).length;
  const classes = (selector.match(/\\.[\\w-]+|\\[[^\\]]+\\]|(?<!:):(?!:)[\\w-]+/g) || []).length;
  const types = (selector.match(/(^|[\\s>+~])[a-z][\\w-]*|::[\\w-]+/g) || []).length;
  return [ids, classes, types];
}
const rules = ['#nav a', '.menu li.active', 'ul li a:hover', 'a::before', 'input[type="email"]'];
console.log(rules.map((r) => specificity(r).join('-')).join(' '));`,
        },
        options: [
          {
            text: '1-0-1 0-2-1 0-1-3 0-0-2 0-1-1',
            correct: true,
            why: 'One id and one type; two classes and one type; one pseudo-class and three types; a type and a pseudo-element; an attribute and a type.',
          },
          {
            text: '1-0-1 0-2-1 0-0-4 0-1-1 0-1-1',
            correct: false,
            why: '`:hover` is a pseudo-class (middle column) and `::before` a pseudo-element (last column); this swaps them.',
          },
          {
            text: '1-0-1 0-2-1 0-1-3 0-0-2 0-0-1',
            correct: false,
            why: 'An attribute selector such as `[type="email"]` counts like a class, in the middle column.',
          },
          {
            text: '101 21 13 2 11',
            correct: false,
            why: 'The calculator joins the three columns with dashes; specificity is three separate counts, not one number.',
          },
        ],
      },
      {
        id: 'css-fundamentals-3',
        kind: 'single',
        section: 'Cascade layers',
        prompt:
          'A stylesheet has `@layer utilities { .link { color: red; } }` and, outside any layer, `a { color: blue; }`. What colour is `<a class="link">`?',
        options: [
          {
            text: 'Red, because a class is more specific than a type selector',
            correct: false,
            why: 'Layers are compared before specificity, so the specificity of the two selectors is never looked at.',
          },
          {
            text: 'Blue, because normal styles outside any layer beat all layered styles',
            correct: true,
            why: 'Unlayered normal declarations act like the last layer, so `a` wins despite its lower specificity.',
          },
          {
            text: 'Red, because a layer named utilities is always the strongest, whatever the declared order',
            correct: false,
            why: 'Layer names mean nothing to the browser; only their declared order and the unlayered styles decide.',
          },
          {
            text: 'It depends only on which rule comes last in the file',
            correct: false,
            why: 'Order of appearance is the last tie-breaker; here the layer step already decides.',
          },
        ],
      },
      {
        id: 'css-fundamentals-4',
        kind: 'fill',
        section: ':is(), :where() and :not()',
        prompt: 'Written as A-B-C, the specificity of `:where(#app .nav) a` is ____.',
        answers: ['0-0-1', '0,0,1', '(0,0,1)', '0-0-1.'],
        why: '`:where()` always adds zero, whatever its arguments contain, so only the type selector `a` counts.',
      },
      {
        id: 'css-fundamentals-5',
        kind: 'single',
        section: 'Inheritance',
        prompt:
          'A stylesheet has `* { color: black; }` and `.alert { color: red; }`. What colour is the text of the `<span>` in `<p class="alert">Error: <span>file missing</span></p>`?',
        options: [
          {
            text: 'Red, inherited from the paragraph',
            correct: false,
            why: 'Inheritance applies only when nothing matches the element itself, and `*` matches the span.',
          },
          {
            text: 'Black, because a rule that matches the span itself beats an inherited value',
            correct: true,
            why: 'Even a zero-specificity `*` rule that targets the span wins over a value it would inherit.',
          },
          {
            text: 'Red, because `.alert` has a higher specificity than `*`, so it wins for everything inside it',
            correct: false,
            why: 'The two rules match different elements; specificity only compares rules that match the same element.',
          },
          {
            text: 'The browser’s default link colour',
            correct: false,
            why: 'A span is not a link; and the `*` rule sets its colour anyway.',
          },
        ],
      },
      {
        id: 'css-fundamentals-6',
        kind: 'output',
        section: 'Units: px, rem, em, %, vw',
        prompt:
          'The root font size is 16px and a card’s font size is 20px. This code computes the pixel values of the card’s `h2` rules. What does it print?',
        code: {
          language: 'javascript',
          source: `const root = 16; // the html element's font-size in px
const parent = 20; // the card's font-size in px
const title = 1.5 * parent; // .card h2 { font-size: 1.5em }
const padding = 1 * title; // .card h2 { padding: 1em }
const margin = 1 * root; // .card h2 { margin-bottom: 1rem }
console.log(title, padding, margin);`,
        },
        options: [
          {
            text: '30 30 16',
            correct: true,
            why: '`em` in font-size uses the parent (1.5 × 20), `em` elsewhere uses the element’s own size (30), and `rem` uses the root (16).',
          },
          {
            text: '24 16 16',
            correct: false,
            why: 'This uses the root size for every `em`; only `rem` refers to the root.',
          },
          {
            text: '30 20 16',
            correct: false,
            why: 'For padding, `1em` is the element’s own computed font size (30px), not the parent’s.',
          },
          {
            text: '30 30 20',
            correct: false,
            why: '`rem` ignores the parent: it is always relative to the root element’s font size.',
          },
        ],
      },
      {
        id: 'css-fundamentals-7',
        kind: 'multiple',
        section: 'The box model, revisited',
        prompt:
          'The first `<h2>` inside a card has `margin-top: 24px`, and the gap appears above the card instead of inside it. Which changes to the card keep the margin inside? Pick all that apply.',
        options: [
          {
            text: '`padding-top: 1px` on the card',
            correct: true,
            why: 'Padding between the parent’s edge and the child’s margin stops them from collapsing.',
          },
          {
            text: '`border-top: 1px solid` on the card',
            correct: true,
            why: 'A border separates the two margins too, so they no longer collapse.',
          },
          {
            text: '`display: flow-root` on the card',
            correct: true,
            why: 'It makes the card a new block formatting context, and margins do not collapse through it.',
          },
          {
            text: '`margin-left: 8px` on the heading',
            correct: false,
            why: 'Horizontal margins never collapse and have no effect on the vertical collapse.',
          },
          {
            text: 'Raising the heading’s `margin-top` to 40px',
            correct: false,
            why: 'A larger margin still collapses through the card; the gap above the card simply grows.',
          },
        ],
      },
      {
        id: 'css-fundamentals-8',
        kind: 'single',
        section: 'Custom properties',
        prompt:
          'With `:root { --gap: 12; }`, `.card { padding: 8px; }` and later `.card { padding: var(--gap); }`, what padding does a card get?',
        options: [
          {
            text: '8px, because the browser quietly falls back to the earlier, valid padding rule',
            correct: false,
            why: 'The cascade already chose the later declaration; a `var()` that turns out invalid is not undone at that point.',
          },
          {
            text: '12px, because unitless numbers are read as pixels',
            correct: false,
            why: 'CSS lengths need a unit (except 0); `12` is not a valid padding.',
          },
          {
            text: '0, because the invalid `var()` result makes padding act as `unset`',
            correct: true,
            why: 'The later rule wins the cascade; its value then proves invalid, so padding behaves as `unset` and, not being inherited, takes its initial value 0.',
          },
          {
            text: 'The padding inherited from the card’s parent',
            correct: false,
            why: 'Padding is not an inherited property, so `unset` gives its initial value, not the parent’s.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'browser-storage',
    questions: [
      {
        id: 'browser-storage-1',
        kind: 'single',
        section: 'Why store data in the browser',
        prompt: 'A page on `https://shop.example` saves data in localStorage. Which page can read it?',
        options: [
          {
            text: '`http://shop.example/cart`',
            correct: false,
            why: 'Another scheme (http instead of https) is another origin, with its own separate storage.',
          },
          {
            text: '`https://shop.example/account/orders`',
            correct: true,
            why: 'Same scheme, host and default port: the same origin, whatever the path.',
          },
          {
            text: '`https://blog.shop.example/`',
            correct: false,
            why: 'A subdomain is a different host, so it is a different origin for Web Storage.',
          },
          {
            text: '`https://shop.example:8443/`, as long as it runs on the same server machine',
            correct: false,
            why: 'The port is part of the origin; the machine the pages run on does not matter.',
          },
        ],
      },
      {
        id: 'browser-storage-2',
        kind: 'multiple',
        section: 'Cookies',
        prompt: 'Which statements about cookie attributes are true? Pick all that apply.',
        options: [
          {
            text: '`HttpOnly` hides the cookie from `document.cookie` and other JavaScript',
            correct: true,
            why: 'That is its purpose: an injected script cannot read an HttpOnly session cookie.',
          },
          {
            text: '`Secure` encrypts the cookie’s value inside the browser’s storage',
            correct: false,
            why: '`Secure` only means the cookie is sent over HTTPS; it does not encrypt the stored value.',
          },
          {
            text: 'A cookie without `Max-Age` or `Expires` is deleted when the browser session ends',
            correct: true,
            why: 'Such a cookie is a session cookie.',
          },
          {
            text: '`SameSite=None` requires `Secure`',
            correct: true,
            why: 'Browsers reject a `SameSite=None` cookie that is not also `Secure`.',
          },
          {
            text: 'Cookies are sent only with requests made by `fetch`, never with images or scripts',
            correct: false,
            why: 'The browser attaches matching cookies to every request to the site, including images and scripts; that is why they should stay small.',
          },
        ],
      },
      {
        id: 'browser-storage-3',
        kind: 'output',
        section: 'Serialising with JSON',
        prompt: 'The `Map` below converts values with `String()`, exactly as localStorage does. What does this print?',
        code: {
          language: 'javascript',
          source: `const store = new Map(); // behaves like localStorage: every value becomes a string
const setItem = (key, value) => store.set(key, String(value));
setItem('cart', { id: 7, qty: 2 });
setItem('count', 3);
setItem('saved', JSON.stringify({ id: 7, qty: 2, at: new Date(0), note: undefined }));
console.log(store.get('cart'), typeof store.get('count'), store.get('saved'));`,
        },
        options: [
          {
            text: '{"id":7,"qty":2} number {"id":7,"qty":2,"at":"1970-01-01T00:00:00.000Z","note":null}',
            correct: false,
            why: 'Nothing here calls `JSON.stringify` on the cart, numbers become strings, and JSON drops `undefined` properties instead of writing null.',
          },
          {
            text: '[object Object] string {"id":7,"qty":2,"at":"1970-01-01T00:00:00.000Z"}',
            correct: true,
            why: '`String()` of an object is `[object Object]`, the number becomes a string, and JSON turns the date into an ISO string and drops the `undefined` note.',
          },
          {
            text: '[object Object] number {"id":7,"qty":2,"at":{}}',
            correct: false,
            why: 'Every stored value is a string; and a `Date` has a `toJSON` method that gives an ISO string, not `{}`.',
          },
          {
            text: '[object Object] string {"id":7,"qty":2,"at":0}',
            correct: false,
            why: 'JSON writes a `Date` as its ISO string, not as its timestamp number.',
          },
        ],
      },
      {
        id: 'browser-storage-4',
        kind: 'fill',
        section: 'localStorage and sessionStorage',
        prompt:
          'A multi-step form keeps its draft in ____, so the draft is scoped to one tab and cleared when that tab closes.',
        answers: ['sessionStorage', 'window.sessionStorage'],
        why: 'sessionStorage is per origin and per tab and ends with the tab; localStorage would share the draft with every tab and keep it indefinitely.',
      },
      {
        id: 'browser-storage-5',
        kind: 'single',
        section: 'IndexedDB for structured data',
        prompt:
          'A notes app must work offline with about 40 MB of notes, including pasted images, and search notes by tag. Where should the notes live?',
        options: [
          {
            text: 'localStorage, one JSON string per note',
            correct: false,
            why: 'Around 5 MiB per origin, strings only and synchronous: too small and too slow for this.',
          },
          {
            text: 'IndexedDB, with an index on the tag field',
            correct: true,
            why: 'It stores objects and Blobs directly, is asynchronous, has a large quota and supports indexes for queries.',
          },
          {
            text: 'Cookies, so the notes are backed up on every request',
            correct: false,
            why: 'Cookies hold about 4 KB each and are sent with every request; they are for small values such as a session id.',
          },
          {
            text: 'sessionStorage, so each tab gets its own copy',
            correct: false,
            why: 'It disappears when the tab closes and has the same small, string-only limits as localStorage.',
          },
        ],
      },
      {
        id: 'browser-storage-6',
        kind: 'order',
        section: 'The Cache API',
        prompt: 'Put the life of an app-shell cache, as a service worker typically runs it, in order.',
        steps: [
          "`caches.open('static-v3')` opens the cache for this release",
          '`cache.addAll([...])` stores the HTML, CSS and JavaScript',
          'A later request is answered by `cache.match(request)` when there is a hit',
          'On a miss, the request goes to the network',
          'When `static-v4` ships, the old `static-v3` cache is deleted',
        ],
        why: 'The cache is filled once per release, read on each request with a network fallback, and cleaned up by version name, because Cache API entries never expire by themselves.',
      },
      {
        id: 'browser-storage-7',
        kind: 'single',
        section: 'Quotas, eviction and persistence',
        prompt: 'What does "best-effort" storage mean for the IndexedDB data of a site?',
        options: [
          {
            text: 'The browser writes the data only when it has spare time, so some of the writes may silently fail',
            correct: false,
            why: 'Writes either succeed or raise an error (for example a quota error); best effort is about deletion later.',
          },
          {
            text: 'The browser may delete the origin’s data under storage pressure without asking the user',
            correct: true,
            why: 'Best-effort data can be evicted, least recently used origins first; `navigator.storage.persist()` asks for protection from that.',
          },
          {
            text: 'The data is kept forever unless the site deletes it itself',
            correct: false,
            why: 'That describes persistent storage, and even that can be cleared by the user.',
          },
          {
            text: 'The data is synchronised to the server whenever the network is available',
            correct: false,
            why: 'Browser storage never syncs anywhere by itself; syncing is your code’s job.',
          },
        ],
      },
      {
        id: 'browser-storage-8',
        kind: 'single',
        section: 'What never to store in localStorage',
        prompt:
          'A compromised analytics script runs on your page. Why is an `HttpOnly` session cookie safer than a session token in localStorage?',
        options: [
          {
            text: 'The script cannot read an `HttpOnly` cookie, so it cannot copy the session to use elsewhere',
            correct: true,
            why: 'localStorage is readable by any script on the origin; an HttpOnly cookie is never exposed to JavaScript at all.',
          },
          {
            text: 'Cookies are encrypted by the browser, while localStorage is stored as plain text on the disk',
            correct: false,
            why: 'Neither is encrypted by that attribute; the difference is whether JavaScript can read the value.',
          },
          {
            text: 'Cookies expire faster',
            correct: false,
            why: 'Lifetime is set by Max-Age or by the token itself; it is not what protects against the script.',
          },
          {
            text: 'localStorage is shared with other websites',
            correct: false,
            why: 'localStorage is per origin; the danger is a script running on your own origin.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'build-tools-and-bundlers',
    questions: [
      {
        id: 'build-tools-and-bundlers-1',
        kind: 'order',
        section: 'Why we build and bundle',
        prompt: 'Put the work of a production build in a sensible order, from source files to the `dist/` folder.',
        steps: [
          'Resolve imports, such as finding `date-fns` in `node_modules`',
          'Transpile TypeScript and JSX to plain JavaScript',
          'Bundle the modules into a few chunks',
          'Minify the chunks',
          'Write the files to `dist/` under content-hashed names',
        ],
        why: 'The tool must first find every module, turn each into JavaScript the browser understands, combine them, shrink the result and only then name the final files after their content.',
      },
      {
        id: 'build-tools-and-bundlers-2',
        kind: 'single',
        section: 'Vite: a dev server and a production build',
        prompt:
          'In which mode does Vite serve your source files to the browser as native ES modules, transformed one by one on request?',
        options: [
          {
            text: 'The dev server started with `vite`',
            correct: true,
            why: 'In development Vite serves modules unbundled and transforms each file only when the browser requests it.',
          },
          {
            text: '`vite build`, which writes them to `dist/`',
            correct: false,
            why: 'The production build bundles the app with Rolldown (Rollup before Vite 8) into optimised chunks.',
          },
          {
            text: '`vite preview`, which serves the source folder',
            correct: false,
            why: '`vite preview` serves the already built `dist/` folder, to test the production output locally.',
          },
          {
            text: 'Neither: Vite always bundles, in development and in production alike',
            correct: false,
            why: 'Only application dependencies are pre-bundled in development; your own source stays unbundled.',
          },
        ],
      },
      {
        id: 'build-tools-and-bundlers-3',
        kind: 'multiple',
        section: 'Tree shaking',
        prompt: 'Which of these can stop a bundler from removing unused code? Pick all that apply.',
        options: [
          {
            text: 'The library is published only as CommonJS (`require`/`module.exports`)',
            correct: true,
            why: 'CommonJS imports are dynamic, so the bundler usually cannot prove what is unused and keeps the package.',
          },
          {
            text: 'A module runs code on import, such as a polyfill, and is not marked side-effect free',
            correct: true,
            why: 'Dropping such a module could change behaviour, so the bundler must keep it.',
          },
          {
            text: 'The app imports one named function with `import { format } from`',
            correct: false,
            why: 'A static named import is exactly what lets the bundler drop everything else.',
          },
          {
            text: 'The library’s `package.json` declares `"sideEffects": false`',
            correct: false,
            why: 'That declaration helps tree shaking: it tells the bundler unused modules are safe to drop.',
          },
        ],
      },
      {
        id: 'build-tools-and-bundlers-4',
        kind: 'output',
        section: 'Asset hashing and caching',
        prompt: 'This code names a file after a hash of its content, as a build does. What does it print?',
        code: {
          language: 'javascript',
          source: `import { createHash } from 'node:crypto';
const hashedName = (file, content) =>
  file + '-' + createHash('sha256').update(content).digest('hex').slice(0, 8) + '.js';
const v1 = hashedName('index', 'console.log("v1")');
const again = hashedName('index', 'console.log("v1")');
const v2 = hashedName('index', 'console.log("v2")');
console.log(v1 === again, v1 === v2);`,
        },
        options: [
          {
            text: 'true false',
            correct: true,
            why: 'The same content always gives the same hash, and changed content gives a new name, which is what makes long caching safe.',
          },
          {
            text: 'false false',
            correct: false,
            why: 'A content hash involves no randomness or time: identical content means an identical name.',
          },
          {
            text: 'true true',
            correct: false,
            why: 'One changed character changes the SHA-256 hash, so `v2` gets a different name.',
          },
          {
            text: 'false true',
            correct: false,
            why: 'This reverses the behaviour: the name depends only on the content.',
          },
        ],
      },
      {
        id: 'build-tools-and-bundlers-5',
        kind: 'fill',
        section: 'Environment variables',
        prompt:
          'By default Vite exposes an `.env` variable to client code through `import.meta.env` only when its name starts with ____.',
        answers: ['VITE_'],
        why: 'The VITE_ prefix is the safety net that keeps variables such as DB_PASSWORD out of the bundle; anything with the prefix is public.',
      },
      {
        id: 'build-tools-and-bundlers-6',
        kind: 'single',
        section: 'Code splitting with dynamic import()',
        prompt:
          "What happens with `const { openEditor } = await import('./editor.js')` inside a click handler, after `vite build`?",
        options: [
          {
            text: 'editor.js is inlined into the main bundle and the `await` resolves at once',
            correct: false,
            why: 'A dynamic import is a split point: the bundler puts its target in a separate chunk.',
          },
          {
            text: 'editor.js becomes its own chunk, downloaded the first time the handler runs',
            correct: true,
            why: '`import()` returns a promise for the module; the chunk is fetched only when that code runs.',
          },
          {
            text: 'The browser throws, because `import` may only appear at the top of a module',
            correct: false,
            why: 'That rule applies to static `import` statements; `import()` is an expression usable anywhere.',
          },
          {
            text: 'editor.js is downloaded in the background as soon as the page loads, in every case',
            correct: false,
            why: 'Nothing requests the chunk until the code calling `import()` runs (unless you add a prefetch yourself).',
          },
        ],
      },
      {
        id: 'build-tools-and-bundlers-7',
        kind: 'single',
        section: 'Source maps',
        prompt:
          'A team wants readable stack traces in its error tracker but does not want browsers to fetch its original sources. Which `build.sourcemap` setting fits?',
        options: [
          {
            text: '`false`, the default, so no map files are written at all',
            correct: false,
            why: 'No maps are written, so the error tracker shows only minified positions.',
          },
          {
            text: '`true`, so browsers and the tracker can both load the maps',
            correct: false,
            why: 'The bundle then links to its maps, so anyone with DevTools can load the original sources.',
          },
          {
            text: "`'hidden'`, uploading the maps to the tracker",
            correct: true,
            why: 'Maps are written without the link comment in the bundle; the tracker uses them, browsers are not pointed at them.',
          },
          {
            text: "`'inline'`, with each map embedded in its bundle file",
            correct: false,
            why: 'Inline maps are embedded in the bundle itself, which makes it much bigger and exposes the sources to everyone.',
          },
        ],
      },
      {
        id: 'build-tools-and-bundlers-8',
        kind: 'single',
        section: 'ES modules in the browser',
        prompt: 'Browsers load ES modules natively. Why do production sites still bundle?',
        options: [
          {
            text: 'Browsers run bundled code in a faster JavaScript engine than the one they use for separate module files',
            correct: false,
            why: 'There is one engine; bundling changes how the code is delivered, not how it runs.',
          },
          {
            text: 'The browser finds imports only while parsing each file, so deep module trees become request waterfalls',
            correct: true,
            why: 'Every level of imports costs another round trip; bundling (plus tree shaking and minifying) avoids that.',
          },
          {
            text: 'Module scripts cannot be cached by browsers',
            correct: false,
            why: 'Modules are cached like any other file; the problem is the number and order of requests.',
          },
          {
            text: '`<script type="module">` only works in development mode',
            correct: false,
            why: 'Module scripts are standard and work everywhere; Vite’s production output uses them too.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'deploying-frontend-apps',
    questions: [
      {
        id: 'deploying-frontend-apps-1',
        kind: 'single',
        section: 'SPA fallback routing',
        prompt:
          'A React app works when you click through it, but reloading `https://shop.example/orders/42` shows the host’s 404 page. What is missing?',
        options: [
          {
            text: 'A rule that serves `index.html` with status 200 for paths that are not real files',
            correct: true,
            why: 'The route exists only in the client router; the server must hand every such path the app shell so the router can render it.',
          },
          {
            text: 'A static file called `orders/42.html`, generated at build time for every order in the database',
            correct: false,
            why: 'Client routes are states of the app, not files; generating one per order does not scale and is not how SPAs work.',
          },
          {
            text: 'A longer `max-age` on `index.html`',
            correct: false,
            why: 'Caching does not create a response for a path the server has no file for.',
          },
          {
            text: 'HTTPS',
            correct: false,
            why: 'The 404 comes from the missing file, over HTTP or HTTPS alike.',
          },
        ],
      },
      {
        id: 'deploying-frontend-apps-2',
        kind: 'output',
        section: 'Cache headers',
        prompt: 'This function picks a `Cache-Control` value per path. What does it print?',
        code: {
          language: 'javascript',
          source: `const cacheControl = (path) =>
  /^\\/assets\\/.+-[A-Za-z0-9_]{8}\\.\\w+$/.test(path) ? 'max-age=31536000, immutable' : 'no-cache';
const paths = ['/index.html', '/assets/index-B3x9kQ2a.js', '/assets/logo.svg'];
console.log(paths.map(cacheControl).join(' | '));`,
        },
        options: [
          {
            text: 'no-cache | max-age=31536000, immutable | no-cache',
            correct: true,
            why: 'Only the file with an 8-character content hash in its name gets the year-long immutable policy; index.html and the unhashed logo are revalidated.',
          },
          {
            text: 'no-cache | max-age=31536000, immutable | max-age=31536000, immutable',
            correct: false,
            why: '`/assets/logo.svg` has no hash in its name, so the pattern does not match and it is not safe to cache forever.',
          },
          {
            text: 'max-age=31536000, immutable | max-age=31536000, immutable | no-cache',
            correct: false,
            why: '`/index.html` is not under `/assets/` and has no hash, so it gets `no-cache`.',
          },
          {
            text: 'no-cache | no-cache | no-cache',
            correct: false,
            why: '`index-B3x9kQ2a.js` matches: a dash, eight letters and digits, then an extension.',
          },
        ],
      },
      {
        id: 'deploying-frontend-apps-3',
        kind: 'fill',
        section: 'Cache headers',
        prompt:
          'The `Cache-Control` value that lets a browser store `index.html` but makes it check with the server before every use is `____`.',
        answers: ['no-cache'],
        why: '`no-cache` means "revalidate before use", usually answered cheaply with 304 Not Modified; `no-store` would forbid storing it at all.',
      },
      {
        id: 'deploying-frontend-apps-4',
        kind: 'multiple',
        section: 'Environment-specific config',
        prompt: 'Which statements about frontend configuration per environment are true? Pick all that apply.',
        options: [
          {
            text: 'With "build once, deploy many", the bundle tested on staging is the one promoted to production',
            correct: true,
            why: 'The same files move between environments; only runtime config differs.',
          },
          {
            text: 'Values fetched at runtime from `/config.json` can change without a rebuild',
            correct: true,
            why: 'They are read when the app starts, not baked into the JavaScript.',
          },
          {
            text: 'A `VITE_` variable can be changed on the server after the build and the app picks it up',
            correct: false,
            why: 'VITE_ values are replaced as text at build time; changing them needs a rebuild.',
          },
          {
            text: 'Frontend config is a safe place for an API secret if it is loaded at runtime',
            correct: false,
            why: 'The browser receives it either way, so any user can read it.',
          },
        ],
      },
      {
        id: 'deploying-frontend-apps-5',
        kind: 'single',
        section: 'HTTPS and security headers',
        prompt: 'Why roll a new Content Security Policy out as `Content-Security-Policy-Report-Only` first?',
        options: [
          {
            text: 'Report-only is stricter, so it catches more attacks during the first weeks',
            correct: false,
            why: 'Report-only blocks nothing at all; it only reports what the policy would have blocked.',
          },
          {
            text: 'It reports violations without blocking, so forgotten sources show up before you enforce it',
            correct: true,
            why: 'A forgotten analytics or chat script shows up in the reports instead of breaking pages for users.',
          },
          {
            text: 'Browsers require a report-only period before they will accept and enforce a new policy header at all',
            correct: false,
            why: 'Browsers enforce a CSP header immediately; the report-only phase is a team practice.',
          },
          {
            text: 'It makes HSTS take effect sooner',
            correct: false,
            why: 'HSTS is a separate header with its own max-age; CSP does not affect it.',
          },
        ],
      },
      {
        id: 'deploying-frontend-apps-6',
        kind: 'single',
        section: 'Rollbacks',
        prompt:
          'Right after a release, users who had the app open see "Failed to fetch dynamically imported module" when they open the reports page. What caused it?',
        options: [
          {
            text: 'The deploy deleted the old hashed chunks that their open tabs still request',
            correct: true,
            why: 'Open tabs run the old version and lazy-load old chunk names; keep old assets online for a while after each release.',
          },
          {
            text: 'The CDN needs up to 24 hours before it can serve any new file from a fresh deployment to every user',
            correct: false,
            why: 'New files are served at once; the failing requests are for old files that no longer exist.',
          },
          {
            text: 'Dynamic imports do not work on a CDN',
            correct: false,
            why: 'Chunks are ordinary static files; they load from a CDN like any other.',
          },
          {
            text: 'The new release forgot its source maps',
            correct: false,
            why: 'Source maps only help read errors; they do not affect loading chunks.',
          },
        ],
      },
      {
        id: 'deploying-frontend-apps-7',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the worked example’s release pipeline in order.',
        steps: [
          'Install, test and build once with `vite build`',
          'Upload `dist/` as a new immutable deployment, keeping the old ones',
          'Apply the cache, HSTS, CSP and fallback settings',
          'Smoke-test deep-link reloads and login, and watch the error rate',
          'Switch traffic, or roll back to the previous deployment if errors rise',
        ],
        why: 'A tested build becomes an immutable deployment with its headers, is checked, and only then takes traffic, with the previous deployment ready as the way back.',
      },
      {
        id: 'deploying-frontend-apps-8',
        kind: 'single',
        section: 'Measuring after deploy',
        prompt: 'Which evidence best shows that a release did not make the site slower for real users?',
        options: [
          {
            text: 'One Lighthouse score of 98 from a run on the developer’s own laptop on office fibre',
            correct: false,
            why: 'A single lab run on a fast machine says little about the devices and networks of real users.',
          },
          {
            text: 'Field LCP, INP and CLS at the 75th percentile, compared with the previous release',
            correct: true,
            why: 'Core Web Vitals from real visits, judged at the 75th percentile, show what users actually experienced.',
          },
          {
            text: 'The upload to the CDN finished quickly',
            correct: false,
            why: 'Upload time measures the pipeline, not the experience of visitors.',
          },
          {
            text: 'No one complained on the first day',
            correct: false,
            why: 'Most users never report slowness; they just leave.',
          },
        ],
      },
    ],
  },
];
