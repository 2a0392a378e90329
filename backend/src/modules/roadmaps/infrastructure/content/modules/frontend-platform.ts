import type { ModuleContent } from '../content-types.js';

/** Frontend lessons: forms, CSS fundamentals, storage, build tools and deployment (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_PLATFORM_MODULES: ModuleContent[] = [
  {
    key: 'html-forms',
    title: 'HTML Forms',
    summary:
      'Build forms that work for everyone: labels, the right input types, what is actually submitted with GET and POST, built-in validation, the Constraint Validation API and error messages every user can perceive.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### What a form does
A form is the oldest way for a web page to send data back to a server, and it still does a surprising amount of work for free. The browser collects the values of the fields, checks them against the rules you wrote in HTML, encodes them and sends an HTTP request, all without one line of JavaScript. Search boxes, logins, checkouts and settings pages are forms. Even when a React app sends the data with \`fetch\`, starting from a real \`<form>\` keeps three things working: pressing Enter in a text field submits, the browser's built-in validation runs, and assistive technology announces the region as a form.

Two attributes of \`<form>\` say where the data goes and how: \`action\` is the URL (the current page when it is missing) and \`method\` is \`get\` or \`post\` (\`get\` when missing). This lesson builds on the Semantic HTML lesson, which introduced labels and input types; here we go into what is actually sent, how validation works and how errors reach every user.

### Labels and fields
Every field needs a **label**, the visible text that says what to type, tied to the field in one of two ways:

\`\`\`html
<label for="city">City</label>
<input id="city" name="city">

<label>Postcode <input name="postcode"></label>
\`\`\`

The first pairs \`for\` with the field's \`id\` (ids must be unique on the page, or the label points at the wrong field); the second wraps the field inside the label. Either way the label text becomes the field's accessible name, and clicking the label focuses the field or toggles the checkbox, which doubles the hit area on a phone. Group related controls, such as a set of radio buttons, in a \`<fieldset>\` whose \`<legend>\` asks the question: a screen reader then reads "Delivery speed, group" before "Express, radio button". A \`disabled\` attribute on the fieldset disables every control inside it at once.

### Input types and mobile keyboards
The \`type\` attribute changes the keyboard a phone shows, the built-in check and sometimes the whole widget:

- \`email\`: a keyboard with @ and a dot, and a check that the value looks like an address.
- \`tel\`: a phone keypad. No format check, because phone formats differ by country.
- \`url\`: a keyboard with slash and ".com", and a check for a scheme such as \`https:\`.
- \`number\`: a numeric keyboard and a spinner, with \`min\`, \`max\` and \`step\`. Use it for quantities, not for card numbers, postcodes or one-time codes, which are digits you never add up; for those keep \`type="text"\` and add \`inputmode="numeric"\`, which asks for a digit keyboard without the spinner.
- \`date\`, \`time\`, \`color\`, \`range\`, \`file\`, \`checkbox\`, \`radio\` and \`password\` bring their own widgets.

Browsers that do not know a type fall back to \`text\`, so a new type never breaks the form.

### What gets submitted: name, value, GET and POST
Only fields with a \`name\` are sent, as \`name=value\` pairs. A field without a name, however carefully styled, silently sends nothing. Some rules trip people up: an unchecked checkbox is not sent at all, a checked one without a \`value\` sends \`on\`, only the selected radio of a group is sent, and **disabled** fields are skipped while **readonly** ones are sent.

With \`method="get"\` the pairs are appended to the action URL as a query string: \`/search?q=blue+shoes&size=42\`. Spaces become \`+\` and characters such as \`&\` are percent-encoded (\`%26\`). GET suits searches and filters: the result can be bookmarked, shared and cached. It does not suit passwords or personal data, because URLs end up in browser history, server logs and analytics.

With \`method="post"\` the pairs travel in the request body. The \`enctype\` attribute sets their encoding: \`application/x-www-form-urlencoded\` (the default, same format as the query string), \`multipart/form-data\` (required for \`<input type="file">\`, because files are binary and each part carries its own headers) and \`text/plain\` (for debugging only). POST is for anything that changes data on the server: sign-ups, orders, comments. After a successful POST the server usually answers with a redirect to a result page, so reloading that page does not submit twice.

One more default matters every day: a \`<button>\` inside a form is \`type="submit"\` unless you say otherwise. A "Show password" or "Add another item" button without \`type="button"\` submits the form.

### Built-in validation
HTML attributes describe the rules, and the browser checks them before submitting:

- \`required\`: the field must not be empty (for a radio group, one must be chosen).
- \`minlength\` and \`maxlength\`: length limits in characters. \`maxlength\` stops typing; \`minlength\` is checked only after the user has edited the field.
- \`min\`, \`max\` and \`step\`: for numbers, dates and ranges.
- \`pattern\`: a JavaScript regular expression that must match the **whole** value, as if wrapped in \`^(?:\` and \`)$\`. \`pattern="[0-9]{5}"\` accepts \`12345\` but not \`123456\`.

If a rule fails, the browser blocks submission, focuses the first invalid field and shows its own message bubble. The \`:invalid\` CSS pseudo-class matches invalid fields immediately, even before anyone typed; \`:user-invalid\` matches only after the user has interacted, which is usually what you want to style. Client-side validation is a courtesy to the user, never a security control: anyone can edit the HTML or send the request with \`curl\`, so the server validates everything again.

### The Constraint Validation API
JavaScript sees the same rules through the **Constraint Validation API**. Each field has a \`validity\` object (a \`ValidityState\`) with one boolean per reason: \`valueMissing\`, \`typeMismatch\`, \`patternMismatch\`, \`tooShort\`, \`tooLong\`, \`rangeUnderflow\`, \`rangeOverflow\`, \`stepMismatch\`, \`badInput\`, \`customError\`, and \`valid\` when none applies. \`checkValidity()\` returns true or false and fires an \`invalid\` event on each failing field; \`reportValidity()\` does the same and also shows the messages. \`setCustomValidity('message')\` marks a field invalid with your own message, for rules HTML cannot express such as "the two passwords differ"; calling it with an empty string makes the field valid again. Adding \`novalidate\` to the form turns off the browser's bubbles while keeping the API, so you can show your own messages.

### Accessible error messages
The browser's bubbles disappear after a few seconds, cannot be styled and are not reliably announced. Most teams show their own messages, and then three things make them work for everyone. The message is text next to the field, not only a red border, because colour alone does not reach colour-blind or screen reader users. The field points at the message with \`aria-describedby\` (and at its hint, too: the attribute takes several ids), so a screen reader reads the message when the field is focused. And the field carries \`aria-invalid="true"\` while it is wrong. On submit, move focus to the first invalid field or to an error summary at the top of the form that links to each field. Say what to do, not just what went wrong: "Enter a postcode of 5 digits, like 10115" beats "Invalid input".

### Autocomplete tokens
The \`autocomplete\` attribute tells browsers and password managers what a field holds: \`name\`, \`given-name\`, \`email\`, \`tel\`, \`street-address\`, \`postal-code\`, \`country\`, \`cc-number\`, \`username\`, \`current-password\`, \`new-password\` and \`one-time-code\` are the common ones. Correct tokens mean one tap fills a whole address, password managers offer a strong new password on sign-up, and phones offer the code from a text message. WCAG 2.1 success criterion 1.3.5 (Identify Input Purpose, level AA) asks for these tokens on fields that collect information about the user. Writing \`autocomplete="off"\` on login fields mostly drives people to weaker passwords they can remember.

### Worked example
A delivery form arrives in review:

\`\`\`html
<form action="/deliveries" method="post" novalidate>
  <label for="postcode">Postcode</label>
  <input id="postcode" name="postcode" inputmode="numeric" autocomplete="postal-code"
         required pattern="[0-9]{5}" aria-describedby="postcode-hint postcode-error">
  <p id="postcode-hint">5 digits, like 10115</p>
  <p id="postcode-error" hidden></p>
  <button>Save</button>
</form>
\`\`\`

The form turns off the browser's bubbles with \`novalidate\`, so the script must do the checking:

\`\`\`javascript
form.addEventListener('submit', (event) => {
  const field = form.elements.postcode;
  const error = document.getElementById('postcode-error');
  if (!field.checkValidity()) {
    event.preventDefault();
    error.textContent = field.validity.valueMissing
      ? 'Enter your postcode.'
      : 'Enter a postcode of 5 digits, like 10115.';
    error.hidden = false;
    field.setAttribute('aria-invalid', 'true');
    field.focus();
  }
});
\`\`\`

The field has a name, so it is sent; a digit keyboard appears on phones; the browser can fill it from the saved address; the error is visible text, read out with the hint when focus lands on the field; and the server checks the postcode again because this script can be bypassed. The last fix: the bare \`<button>\` is a submit button, which is exactly what is wanted here, but writing \`type="submit"\` says so to the next reader.

### Common mistakes
- **Fields without \`name\`.** They look fine and send nothing; the bug shows up only on the server.
- **Buttons without a type** inside forms, which submit when they were meant to toggle something.
- **Trusting client-side validation.** It helps honest users; the server must validate everything again.
- **Errors shown only in red**, or only in a bubble that disappears, with no \`aria-describedby\` link.
- **\`type="number"\` for codes and card numbers.** Use text with \`inputmode="numeric"\`.
- **Passwords or personal data in GET forms**, which copy them into URLs and logs.

### At work
Forms are where a product earns money (sign-up, checkout) and where users give up, so frontend teams treat them carefully. Most React projects use a form library such as React Hook Form together with a schema validator, and share that schema with the API when they can, so client and server apply the same rules. A junior is typically asked to build or fix a form from a design, to make its errors accessible, and to check it with the keyboard only, with a screen reader, and on a real phone to see the right keyboards. Expect review comments on missing labels, names, \`autocomplete\` tokens and button types; they are the cheapest fixes in frontend work.`,
    resources: [
      {
        title: 'MDN: Client-side form validation',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Extensions/Forms/Form_validation',
        kind: 'docs',
      },
      {
        title: 'WHATWG HTML Standard: Forms',
        url: 'https://html.spec.whatwg.org/multipage/forms.html',
        kind: 'docs',
      },
      { title: 'web.dev: Learn Forms', url: 'https://web.dev/learn/forms', kind: 'course' },
      {
        title: 'MDN: The autocomplete attribute',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Reference/Attributes/autocomplete',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'css-fundamentals',
    title: 'CSS Fundamentals: Cascade, Specificity and the Box Model',
    summary:
      'Predict which CSS rule wins: the order of the cascade, cascade layers, specificity and :where(), inheritance, the box-model details that surprise people, units and custom properties.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Why the cascade exists
Every element on a page usually matches many CSS rules at once: the browser's own defaults, a reset, a design system, a component's styles and perhaps a quick fix someone added last week. Each rule can set the same property to a different value, yet an element can have only one \`color\` or one \`padding\`. The **cascade** is the algorithm that picks the winner, and most "my CSS doesn't work" moments are the cascade doing exactly what it was told. Learning its order turns CSS from guesswork into something you can reason about, and it is the base the CSS Layout lesson (Flexbox and Grid) builds on.

### How the cascade orders declarations
For each property of each element, the browser collects every declaration that applies and sorts them by these criteria, in this order. A later criterion only matters when all the earlier ones are tied.

1. **Origin and importance.** Styles come from three origins: the browser (the *user-agent* stylesheet that makes \`<h1>\` big and links blue), the user (settings or extensions) and the author (you). Normal author styles beat user styles, which beat browser defaults. Declarations marked \`!important\` reverse the order: an important user style, such as a larger font for someone with low vision, beats even an important author style.
2. **Context**, which matters only with shadow DOM in web components.
3. **Element-attached styles.** A declaration in a \`style="..."\` attribute beats any selector-based rule of the same origin and importance.
4. **Cascade layers**, explained next.
5. **Specificity** of the selector.
6. **Order of appearance.** When everything else ties, the declaration that comes last wins, including across files: the order of your \`<link>\` tags and \`@import\`s matters.

The browser's DevTools show this result directly: select an element, open the Styles pane, and every losing declaration is struck through, with the winning one above it.

### Cascade layers
\`@layer\`, supported in all major browsers since March 2022, lets you decide the priority of whole groups of styles yourself instead of fighting with selectors:

\`\`\`css
@layer reset, base, components, utilities;

@layer components {
  .card .title { color: navy; }
}
@layer utilities {
  .text-red { color: crimson; }
}
\`\`\`

The first line fixes the order: layers declared later win. So \`.text-red\` (one class) beats \`.card .title\` (two classes), because utilities is a later layer than components, and the layer comparison happens before specificity. Styles written outside any layer beat all layered styles, which makes it easy to put third-party CSS into a low layer and override it with plain rules. For \`!important\` declarations the order flips, so an important rule in an early layer such as reset wins over important rules in later layers.

### Specificity
When origin, attached styles and layer tie, the more **specific** selector wins. Specificity is counted as three numbers, often written \`A-B-C\`:

- **A**: the number of id selectors (\`#nav\`).
- **B**: the number of class selectors (\`.active\`), attribute selectors (\`[type="email"]\`) and pseudo-classes (\`:hover\`, \`:focus-visible\`).
- **C**: the number of type selectors (\`a\`, \`li\`) and pseudo-elements (\`::before\`).

The universal selector \`*\` and combinators (space, \`>\`, \`+\`, \`~\`) add nothing. Compare the columns from left to right, like versions of a program: \`1-0-0\` beats \`0-12-0\`, because one id outweighs any number of classes. There is no carrying from one column to the next. Some examples: \`#nav a\` is \`1-0-1\`, \`.menu li.active\` is \`0-2-1\`, \`ul li a:hover\` is \`0-1-3\` and \`input[type="email"]\` is \`0-1-1\`.

### :is(), :where() and :not()
The functional pseudo-classes group selectors, and each counts differently:

- \`:is(a, b)\` matches anything that matches one of its arguments and takes the specificity of its **most specific** argument. \`:is(#main, .sidebar) p\` counts as \`1-0-1\` even when it matches a paragraph in the sidebar.
- \`:not()\` and \`:has()\` follow the same rule as \`:is()\`.
- \`:where()\` matches like \`:is()\` but its specificity is always **zero**. That makes it ideal for library and reset styles that anyone should be able to override with a single class: \`:where(ul, ol)[role="list"] { list-style: none; }\` adds only the attribute's \`0-1-0\`.

### Inheritance
Some properties are passed from parent to child when the child has no value of its own. Mostly text properties inherit: \`color\`, \`font-family\`, \`font-size\`, \`line-height\`, \`text-align\`, \`visibility\`. Box properties do not: \`margin\`, \`padding\`, \`border\`, \`background\`, \`width\`, \`display\`. That is why setting \`font-family\` once on \`body\` styles the whole page, while a border on a list does not appear on every item.

An inherited value is the weakest of all: any rule that matches the child itself, even \`* { color: black; }\` with zero specificity, beats what the child would inherit. Four keywords control inheritance directly: \`inherit\` (take the parent's value), \`initial\` (the property's initial value from the specification), \`unset\` (inherit if the property normally inherits, otherwise initial) and \`revert\` (roll back to the value the browser's or the user's stylesheet would give). A classic use: buttons and inputs do not inherit the page font, because the browser stylesheet gives them their own, so many resets add \`button, input, select, textarea { font: inherit; }\`.

### The box model, revisited
The CSS Layout lesson introduced content, padding, border and margin, and \`box-sizing: border-box\`. Three details cause most surprises later. Percentages for \`width\` refer to the width of the containing block, and so do percentage **padding and margin, even at the top and bottom**: \`padding-top: 50%\` is half the parent's width. Vertical margins collapse not only between siblings but also between a parent and its first or last child when nothing separates them: a \`margin-top\` on the first heading inside a card pokes out above the card. Any padding, border or content between them stops the collapse, and so does making the parent a new formatting context with \`display: flow-root\`, or a flex or grid container. Horizontal margins never collapse.

### Units: px, rem, em, %, vw
- **px**: the CSS pixel, defined as 1/96 of an inch and scaled by the device; not a hardware pixel. Good for borders and shadows.
- **rem**: relative to the font size of the root \`<html>\` element, 16px by default in browsers. \`1.5rem\` is 24px unless the user changed their default font size, in which case your layout scales with their choice. Good for font sizes and spacing.
- **em**: relative to the element's own font size, or to the parent's font size when used in \`font-size\` itself. Useful for padding that should grow with a button's text; risky for nested font sizes, because \`1.2em\` inside \`1.2em\` compounds to 1.44 times.
- **%**: relative to a reference that depends on the property, usually the containing block.
- **vw** and **vh**: 1% of the viewport's width or height. On phones, \`100vh\` ignores the browser's toolbars; \`100dvh\` follows them as they appear and disappear.

### Custom properties
Custom properties (often called CSS variables) are properties whose names start with two dashes. They cascade and inherit like any other property, so a value set on \`:root\` is visible everywhere and can be overridden for one part of the page:

\`\`\`css
:root { --brand: #1d4ed8; --space: 1rem; }
.card { padding: var(--space); border-color: var(--brand); }
.promo { --brand: #b91c1c; } /* every card inside .promo turns red */
button { color: var(--text-color, black); } /* fallback when --text-color is not set */
\`\`\`

Unlike variables in a preprocessor such as Sass, they live in the browser: JavaScript can change them at runtime with \`element.style.setProperty('--brand', 'green')\`, and a media query or a \`[data-theme="dark"]\` selector can swap a whole theme by redefining a handful of them. Names are case-sensitive, and a \`var()\` that resolves to something invalid for the property makes it behave as \`unset\`, not as "keep the previous rule".

### Worked example
A "Buy" button should be green, but it stays grey:

\`\`\`css
/* components.css, loaded first */
.toolbar .btn { background: grey; }     /* 0-2-0 */
/* theme.css, loaded later */
.btn-buy { background: green; }         /* 0-1-0 */
\`\`\`

DevTools shows the green rule struck through. Origin, attached styles and layers tie, so specificity decides: \`0-2-0\` beats \`0-1-0\`, and the later position of theme.css never comes into play. Three fixes, from worst to best. Adding \`!important\` works today and starts an arms race tomorrow. Raising the selector to \`.toolbar .btn-buy\` (\`0-2-0\`, later in the source, so it wins) couples the theme to the toolbar's markup. The structural fix puts component styles into a layer, \`@layer components { .toolbar .btn { ... } }\`, and the theme's rules either into a later layer or outside any layer, after which one class is enough and the order of the files no longer matters.

### Common mistakes
- **Reaching for \`!important\` or ids to win.** Each one forces the next override to be even stronger. Lower specificity with \`:where()\` or use layers.
- **Thinking later always wins.** Order only breaks ties; a more specific selector earlier in the file still wins.
- **Counting specificity as one number**, as if eleven classes could beat one id.
- **Nested \`em\` font sizes** that compound; use \`rem\` for font sizes unless you want the compounding.
- **\`100vh\` sections on phones** that hide content behind the toolbar; try \`100dvh\`.
- **Expecting margins to add up** between a parent and its first child.

### At work
Teams keep specificity low and flat on purpose. Naming conventions such as BEM (\`.card__title--large\`) keep almost every selector at one class, CSS Modules and Tailwind generate single-class selectors, and larger design systems use layers so product teams can override them predictably. Design tokens (colours, spacing, type sizes) usually ship as custom properties on \`:root\`, which is also how dark mode is switched. A junior is often asked to fix "the style doesn't apply" bugs: the expected routine is to inspect the element in DevTools, find the struck-through declaration, explain which step of the cascade beat it, and fix the cause rather than adding \`!important\`. Stylelint can flag id selectors, \`!important\` and overly deep selectors in code review.`,
    resources: [
      {
        title: 'MDN: Introduction to the CSS cascade',
        url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/Guides/Cascade/Introduction',
        kind: 'docs',
      },
      {
        title: 'MDN: Specificity',
        url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/Guides/Cascade/Specificity',
        kind: 'docs',
      },
      {
        title: 'MDN Learn: Handling conflicts (cascade, specificity, inheritance)',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Styling_basics/Handling_conflicts',
        kind: 'course',
      },
      {
        title: 'W3C: CSS Cascading and Inheritance Level 5',
        url: 'https://www.w3.org/TR/css-cascade-5/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'browser-storage',
    title: 'Browser Storage',
    summary:
      'Choose where data lives in the browser: cookies and their security attributes, localStorage and sessionStorage, JSON round trips, IndexedDB, the Cache API, quotas and eviction, and why tokens never go in localStorage.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Why store data in the browser
A web page forgets everything when it is closed, unless something keeps the data. Sometimes the server should keep it (orders, profiles, anything that must follow the user to another device). But some data belongs on the device: a login session, a chosen theme, a half-written comment, a shopping cart for a visitor who has not signed in, or whole files so an app works offline. Browsers offer several storage mechanisms for these jobs, and they differ in size, speed, lifetime, who can read them and whether they travel to the server. Picking the wrong one leads to slow pages, lost data or, worst of all, stolen sessions.

All of them are separated by **origin**: the scheme, host and port together. \`https://shop.example\` cannot read what \`https://blog.example\` stored, and neither can \`http://shop.example\` (another scheme) or \`https://shop.example:8443\` (another port).

### Cookies
A **cookie** is a small name-value pair the server sets with a \`Set-Cookie\` response header, and the browser sends back in a \`Cookie\` header with every later request to that site. That makes cookies the natural home for a **session id**: the server recognises the user on each request without any JavaScript. It also makes them expensive: every cookie rides along on every request, images and scripts included, so they are no place for bulk data. RFC 6265 asks browsers to support at least 4096 bytes per cookie and 50 cookies per domain, and that minimum is in practice the limit to plan for.

Attributes control where and how long a cookie lives:

- \`Max-Age=3600\` keeps it for an hour (\`Expires\` takes a date instead; \`Max-Age\` wins if both are set). With neither, it is a **session cookie**, deleted when the browser session ends.
- \`Secure\`: sent only over HTTPS.
- \`HttpOnly\`: invisible to JavaScript (\`document.cookie\` does not show it), so an injected script cannot read it.
- \`SameSite=Lax\`, \`Strict\` or \`None\` limits sending it on requests that start from other sites, the main defence against cross-site request forgery. \`Lax\` sends it on top-level navigations such as following a link, \`Strict\` never on cross-site requests, and \`None\` always, which requires \`Secure\`. Browsers such as Chrome treat a cookie without \`SameSite\` as \`Lax\`.
- \`Path\` and \`Domain\` narrow or widen which URLs receive it.

A well-made session cookie therefore looks like \`Set-Cookie: session=abc123; HttpOnly; Max-Age=3600; SameSite=Lax; Secure\`.

### localStorage and sessionStorage
The **Web Storage API** gives every origin two simple key-value stores. \`localStorage\` persists until the site or the user clears it. \`sessionStorage\` is scoped to one tab as well as the origin and disappears when the tab closes, which suits a multi-step form that should not leak into a second tab.

\`\`\`javascript
localStorage.setItem('theme', 'dark');
localStorage.getItem('theme');   // 'dark'
localStorage.getItem('missing'); // null
localStorage.removeItem('theme');
\`\`\`

Three properties shape how you use them. They store **strings only**: anything else is converted with \`String()\`, so an object becomes the useless text \`[object Object]\` and the number 3 comes back as \`'3'\`. They are **synchronous**: every read and write blocks the main thread, so big values make the page stutter. And they are **small**: MDN documents about 5 MiB for localStorage and another 5 MiB for sessionStorage per origin; beyond that, \`setItem\` throws a \`QuotaExceededError\`. Another tab of the same origin hears about changes through the \`storage\` event, which is how a logout in one tab can update the others.

### Serialising with JSON
To store structured data in Web Storage, convert it with \`JSON.stringify\` and back with \`JSON.parse\`. JSON knows only strings, numbers, booleans, \`null\`, arrays and plain objects, so the round trip changes some values: a \`Date\` becomes an ISO string such as \`"2026-11-27T00:00:00.000Z"\` and stays a string after parsing; properties whose value is \`undefined\` or a function disappear; a \`Map\` or \`Set\` becomes \`{}\`. Read data defensively too: \`JSON.parse\` throws on text that is not valid JSON (an old format, a value another script wrote), so wrap it in \`try\` and fall back to a default. Many teams also store a version number with the data, so a new release can recognise and migrate an old shape.

### IndexedDB for structured data
**IndexedDB** is a real database in the browser: it stores objects, arrays, dates, \`Blob\`s and files directly (using the structured clone algorithm, so no JSON step), supports indexes for queries such as "all notes with this tag", and groups changes in transactions that either fully succeed or fully fail. Its API is **asynchronous**, so large reads and writes do not block the page, and its quota is far larger than Web Storage's, typically a share of the free disk. The raw API is verbose and event-based, which is why most people use a thin promise wrapper such as \`idb\` or a library such as Dexie. It is the right choice for offline-first apps, drafts, cached API data and anything above a few hundred kilobytes.

### The Cache API
The **Cache API** stores HTTP \`Request\`/\`Response\` pairs. It was designed for service workers, which intercept the page's requests and can answer them from the cache when the network is slow or absent, but it is available to pages too:

\`\`\`javascript
const cache = await caches.open('static-v3');
await cache.addAll(['/', '/app.js', '/styles.css']);
const hit = await cache.match('/app.js'); // a Response, or undefined
\`\`\`

It is separate from the browser's ordinary HTTP cache: nothing expires by itself, and your code decides what to add and when to delete old caches, usually by version name.

### Quotas, eviction and persistence
IndexedDB, the Cache API and (in most browsers) localStorage share one storage budget per origin. \`navigator.storage.estimate()\` returns an estimate of the \`usage\` and \`quota\` in bytes. By default, storage is **best effort**: when the device runs low on space, the browser may delete a whole origin's data, starting with the least recently used sites, without asking. Safari also deletes script-writable storage of sites the user has not interacted with for seven days of browser use. \`navigator.storage.persist()\` asks for **persistent** storage that is only cleared by the user; browsers grant or refuse it by their own rules (for example, whether the site is installed or bookmarked). The lesson: treat browser storage as a cache that can vanish, and keep anything precious on the server as well.

### What never to store in localStorage
Any script running on your page can read localStorage, including one injected through a cross-site scripting (XSS) bug or a compromised third-party library. A session token or JWT kept there can be copied to an attacker's server in one line and used from anywhere until it expires. OWASP's HTML5 Security Cheat Sheet therefore advises against storing session identifiers in localStorage. The safer default for sessions is an \`HttpOnly; Secure; SameSite\` cookie, which JavaScript cannot read at all; XSS is still a serious bug, but it can no longer steal the session to use elsewhere. Also keep personal or sensitive data (health details, full addresses, payment data) out of all browser storage unless you really need it offline: it stays on shared computers after the user leaves.

### Worked example
A reading app needs four kinds of data. The login session goes into a cookie the server sets: \`HttpOnly\` so scripts cannot read it, \`Secure\`, \`SameSite=Lax\`, \`Max-Age\` of 14 days. The theme setting is a tiny string read at start-up, so localStorage fits: \`localStorage.setItem('theme', 'dark')\`. The user's saved articles, with images and reading positions, can reach many megabytes and must work offline, so they go into IndexedDB, and the app calls \`navigator.storage.persist()\` after the user saves a first article. The app's own HTML, CSS and JavaScript are put into the Cache API by a service worker, under a cache named after the release. Settings that need a structured shape are stored with JSON and read back defensively:

\`\`\`javascript
function loadSettings() {
  try {
    return { fontSize: 18, ...JSON.parse(localStorage.getItem('settings') ?? '{}') };
  } catch {
    return { fontSize: 18 }; // corrupt or old data: fall back to defaults
  }
}
\`\`\`

### Common mistakes
- **Storing objects without JSON**, which saves the string \`[object Object]\`.
- **Tokens in localStorage**, readable by any injected script.
- **Large data in localStorage**, which blocks the main thread and hits the quota.
- **Trusting storage to last.** Users clear it, browsers evict it, private windows discard it.
- **Cookies without \`Secure\`, \`HttpOnly\` and \`SameSite\`** for sessions.
- **Parsing stored JSON without \`try\`**, so one bad value breaks the app on start-up.

### At work
Frontend teams decide storage together with the backend and security teams, because the session cookie is set by the server and audited by security. A junior is often asked to persist a user preference, to cache API data for offline use with IndexedDB through a library, or to fix a bug where stored data from an older release breaks the new one. DevTools' **Application** panel (Storage in Firefox) shows every cookie with its attributes, the contents of local and session storage, IndexedDB databases and caches, and lets you clear an origin's storage to test a first visit. Privacy rules such as the EU's ePrivacy rules also apply to storage that is not strictly necessary, which is why analytics cookies need consent and a login cookie does not.`,
    resources: [
      {
        title: 'MDN: Storage quotas and eviction criteria',
        url: 'https://developer.mozilla.org/en-US/docs/Web/API/Storage_API/Storage_quotas_and_eviction_criteria',
        kind: 'docs',
      },
      {
        title: 'MDN: Using HTTP cookies',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/Cookies',
        kind: 'docs',
      },
      { title: 'web.dev: Storage for the web', url: 'https://web.dev/articles/storage-for-the-web', kind: 'article' },
      {
        title: 'OWASP HTML5 Security Cheat Sheet (local storage)',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/HTML5_Security_Cheat_Sheet.html',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'build-tools-and-bundlers',
    title: 'Build Tools and Bundlers',
    summary:
      'Understand what happens between your source and the files users download: ES modules, Vite’s dev server and production build, tree shaking, code splitting, source maps, environment variables and hashed assets.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### Why we build and bundle
The code you write is not the code a browser should download. You split an app into hundreds of small modules, import packages from npm by bare names such as \`import { format } from 'date-fns'\`, write TypeScript and JSX, and leave comments and long variable names for readers. Browsers understand none of the bare package names, TypeScript or JSX, and fetching hundreds of separate files costs round trips. A **build tool** closes that gap. It resolves imports (finding \`date-fns\` in \`node_modules\`), **transpiles** TypeScript and JSX to plain JavaScript, **bundles** many modules into a few files, **minifies** them (removing whitespace, shortening names) and copies images, fonts and CSS into the output with new names. The result is a \`dist/\` folder of static files any web server can host.

### ES modules in the browser
Modern browsers load JavaScript modules natively: \`<script type="module" src="/src/main.js">\` lets \`main.js\` use \`import\` and \`export\`. Module scripts are deferred by default, run in strict mode and have their own scope. Native modules are what make a fast development server possible. They do not remove the need for a production build: a browser discovers imports only as it parses each file, so a deep import tree becomes a waterfall of requests, and bare package names still do not resolve without an import map. That is why tools serve modules as they are during development and bundle them for production.

### Vite: a dev server and a production build
**Vite** is the build tool most new React, Vue and Svelte projects start with (\`npm create vite@latest\`). It has two halves that work differently, and knowing which one you are in explains many surprises.

- **\`vite\` (dev server).** It serves your source files over native ES modules, transforming each file (TypeScript, JSX, CSS imports) only when the browser asks for it, so start-up stays fast however big the app is. Dependencies from \`node_modules\` are **pre-bundled** once, because a package such as lodash-es consists of hundreds of internal modules that would otherwise mean hundreds of requests. Edits appear through **hot module replacement** (HMR): only the changed module is swapped, and React state is usually kept.
- **\`vite build\` (production).** It bundles the whole app into optimised static files. Since Vite 8 the bundler is **Rolldown**, a Rust bundler compatible with Rollup's plugin API, together with Oxc tools; Vite 7 and earlier used Rollup for builds and esbuild for pre-bundling. \`vite preview\` serves the built \`dist/\` locally so you can test the real output.

Because development is unbundled and production is bundled, a bug can appear in only one of them. Test the production build before you ship, not only the dev server.

### Tree shaking
**Tree shaking** removes code that is exported but never imported. It works because ES module \`import\` and \`export\` statements are static: the bundler can see, without running anything, that you imported \`format\` from a library and never touched its hundred other functions, and leave them out. Two things defeat it. CommonJS (\`require\`) is dynamic, so bundlers must usually keep whole CommonJS packages. And modules with **side effects** (code that runs on import, such as polyfills or CSS imports) cannot be dropped safely, which is why libraries declare \`"sideEffects": false\` in their \`package.json\` when importing them does nothing by itself. Prefer packages that ship ES modules, and import what you use rather than a whole namespace you then pass around.

### Code splitting with dynamic import()
By default the bundler puts everything the entry point imports into one main chunk. A **dynamic import** splits it:

\`\`\`javascript
button.addEventListener('click', async () => {
  const { openEditor } = await import('./editor.js'); // fetched on first click
  openEditor();
});
\`\`\`

\`import()\` returns a promise, and the bundler turns its target into a separate **chunk** downloaded only when the code runs. Splitting by route (each page its own chunk) and by heavy feature (a chart library, a rich text editor) shrinks the JavaScript the first page must download and parse. React's \`lazy()\` is built on the same mechanism. Vite also adds preload hints for a chunk's own imports, so loading it does not become a waterfall.

### Source maps
Minified production code is unreadable: the error "TypeError at index-B3x9k.js:1:48213" helps nobody. A **source map** (\`.map\` file) maps each position of the output back to your original file, line and name, so DevTools and error trackers show \`CheckoutForm.tsx:42\`. In Vite, \`build.sourcemap\` is off by default for production. \`true\` writes maps and links them from the bundle; \`'hidden'\` writes them without the link comment, which suits uploading them to an error tracker such as Sentry without serving your original sources to every visitor.

### Environment variables
Builds often need values that differ by environment, such as the API's URL. Vite loads them from \`.env\` files (\`.env\`, \`.env.local\`, \`.env.production\` and so on) and exposes them as \`import.meta.env\`. Only variables whose names start with **\`VITE_\`** are exposed to your client code; everything else stays in the build process, a safety net against leaking \`DB_PASSWORD\` into the bundle. Built-in values include \`import.meta.env.MODE\`, \`DEV\`, \`PROD\` and \`BASE_URL\`.

Two facts follow from how it works. The values are **replaced as text at build time**, so changing them needs a rebuild, and they are all strings (\`VITE_PAGE_SIZE=20\` gives \`'20'\`). And every \`VITE_\` value ends up readable in the shipped JavaScript, so it must never be a secret: anything the browser receives, the user can read.

### Asset hashing and caching
\`vite build\` names output files after a hash of their content: \`assets/index-B3x9kQ2a.js\`, \`assets/logo-7cF1aa0d.svg\`. When the content changes, the name changes; when it does not, the name stays. That makes a very strong caching policy safe: hashed files can be cached "forever" (\`Cache-Control: max-age=31536000, immutable\`), because a new release produces new names that the browser has never cached. Only \`index.html\`, which is not hashed and points at the current names, must be revalidated on each visit. The Deploying Frontend Apps lesson sets these headers up.

### Worked example
A dashboard's first load ships 1.2 MB of JavaScript. The team runs \`vite build\` and inspects the output with a bundle visualiser plugin:

\`\`\`text
dist/assets/index-Dk2w9xPa.js   1,210 kB │ gzip: 380 kB
  ├─ chart library            540 kB  (only used on /reports)
  ├─ moment + all locales     290 kB  (only used to format dates)
  └─ app code                 380 kB
\`\`\`

Three changes follow. The reports route is loaded with \`lazy(() => import('./pages/Reports'))\`, so the chart library becomes its own chunk fetched only on that page. moment, which cannot be tree-shaken, is replaced by \`Intl.DateTimeFormat\`, built into the browser. The API URL, hard-coded in three places, moves to \`VITE_API_URL\` in \`.env.production\`. The next build shows a 300 kB main chunk and a separate 560 kB reports chunk. \`build.sourcemap: 'hidden'\` is turned on and the maps are uploaded to the error tracker in CI, so production errors point at real file names again.

### Common mistakes
- **Secrets in \`VITE_\` variables.** They are baked into the public bundle. Keep secrets on the server.
- **Expecting an env change without a rebuild.** The values are replaced at build time.
- **Testing only the dev server.** Dev is unbundled, production is bundled; run \`vite build\` and \`vite preview\`.
- **One giant bundle.** Split by route and load heavy features with \`import()\`.
- **CommonJS-only dependencies** where an ES module alternative exists, which defeats tree shaking.
- **Public source maps by accident**, or none at all, leaving production errors unreadable.

### At work
Most teams inherit a build setup rather than write one: Vite directly, or a framework such as Next.js or Astro that wraps its own bundler. A junior is expected to run and read it: to add an environment variable correctly, to lazy-load a heavy page, to find out from a bundle report why the main chunk grew, and to fix a build that fails in CI but not locally (often a missing variable or an import path with the wrong letter case, which macOS forgives and Linux does not). Bundle size is often checked in CI against a budget, and upgrading the build tool (for example to Vite 8 and Rolldown) is routine maintenance that starts with the tool's migration guide.`,
    resources: [
      { title: 'Vite: Getting Started', url: 'https://vite.dev/guide/', kind: 'docs' },
      { title: 'Vite: Env Variables and Modes', url: 'https://vite.dev/guide/env-and-mode', kind: 'docs' },
      { title: 'Vite: Why Vite', url: 'https://vite.dev/guide/why', kind: 'article' },
      {
        title: 'MDN: JavaScript modules',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Modules',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'deploying-frontend-apps',
    title: 'Deploying Frontend Apps',
    summary:
      'Ship a built frontend safely: static hosting and CDNs, SPA fallback routing, cache headers, runtime config, preview deployments, HTTPS and CSP, rollbacks and measuring after each release.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### What deploying a frontend means
After \`vite build\`, a single-page app is a folder of static files: one \`index.html\`, hashed JavaScript and CSS under \`assets/\`, images and fonts. Deploying means putting that folder where browsers can fetch it over HTTPS, with the right headers, in a way you can repeat, preview and undo. No application server has to run your code; the API the app talks to is deployed separately. That simplicity is why frontend deployments can happen many times a day.

### Static hosting and CDNs
Static files can be served by any web server (nginx, a storage bucket such as Amazon S3) but are usually put behind a **CDN** (content delivery network): a network of servers in many cities that keeps copies of your files close to users. A visitor in Sydney then downloads \`index-B3x9kQ2a.js\` from a nearby server instead of one in Frankfurt, cutting hundreds of milliseconds of round-trip time from every request. Platforms such as Netlify, Vercel, Cloudflare Pages and GitHub Pages bundle the pieces: they run your build command, upload \`dist/\` to their CDN, issue a TLS certificate and give each deployment a URL. Vite's "Deploying a Static Site" guide lists the settings for each; one you often need is \`base\`, the public path, when the app lives in a sub-folder such as \`https://user.github.io/my-app/\`.

### SPA fallback routing
A single-page app handles its routes in JavaScript: \`/orders/42\` is not a file in \`dist/\`, it is a state of the app. Clicking a link works because the router changes the URL without a request. But when a user reloads that page or opens a shared link, the browser asks the server for \`/orders/42\`, the server finds no such file and answers **404**. The fix is a **fallback rule**: serve \`index.html\` for any path that does not match a real file, with status 200, and let the router take over. On Netlify it is one line in a \`_redirects\` file, \`/* /index.html 200\`; in nginx it is \`try_files $uri /index.html;\`. Keep the fallback away from asset paths, or a missing JavaScript file returns HTML and the browser reports a confusing MIME-type error.

### Cache headers
Hashed file names (from the Build Tools lesson) allow two very different caching policies, set with the \`Cache-Control\` response header:

\`\`\`text
/assets/*     Cache-Control: public, max-age=31536000, immutable
/index.html   Cache-Control: no-cache
\`\`\`

Hashed assets can be cached for a year and marked \`immutable\` (the browser does not even revalidate them on reload), because any change produces a new name. \`index.html\` must be fresh, since it points at the current hashed files: \`no-cache\` does not mean "do not store", it means "store, but check with the server before each use", which costs a small conditional request answered with \`304 Not Modified\` when nothing changed. Getting these backwards is the classic deployment bug: a cached old \`index.html\` keeps loading last week's app for days.

### Environment-specific config
Staging and production need different values: API URL, analytics key, feature flags. Vite's \`VITE_\` variables are baked in at build time, which means one build per environment. Many teams prefer **build once, deploy many**: the exact bundle that passed testing on staging is promoted to production, and per-environment values come at runtime from a small \`/config.json\` the app fetches on start, or from values the server injects into \`index.html\`. Either way, none of these values are secret, because the browser receives them all.

### Preview deployments
Hosting platforms and CI pipelines can deploy **every pull request** to its own temporary URL, such as \`https://pr-128--shop.example.app\`. Reviewers, designers and product managers click through the real change on a phone instead of reading a diff or pulling the branch, and end-to-end tests can run against the preview. Point previews at a staging API, never at production data, and keep them out of search engines (a \`noindex\` header).

### HTTPS and security headers
Serve everything over HTTPS and redirect plain HTTP to it. \`Strict-Transport-Security: max-age=63072000; includeSubDomains\` (HSTS) then tells browsers to use HTTPS only for the next two years, even if someone types \`http://\`. A **Content Security Policy** (CSP) limits where the page may load scripts, styles, images and connections from, which turns many cross-site scripting bugs from "attacker's script runs" into "browser blocks it and reports it":

\`\`\`text
Content-Security-Policy: default-src 'self'; script-src 'self'; connect-src 'self' https://api.shop.example; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'
\`\`\`

A single-page app built by Vite fits such a policy well, since its scripts are files from your own origin. Roll a CSP out with \`Content-Security-Policy-Report-Only\` first: the browser reports violations without blocking, so you find the analytics script you forgot before it breaks. Add \`X-Content-Type-Options: nosniff\` so browsers respect declared content types; \`frame-ancestors 'none'\` already stops other sites from framing yours.

### Rollbacks
Good hosting keeps every deployment as an **immutable** copy and switches traffic atomically: the new version goes live all at once, and **rolling back** means pointing the site at the previous deployment, which takes seconds and needs no rebuild. Two details matter. Keep the old hashed assets online for a while after a release: a user with the old \`index.html\` open still lazy-loads old chunks, and a deploy that deletes them breaks navigation for everyone mid-session. And keep frontend and API changes compatible in both directions, so either side can roll back without the other.

### Measuring after deploy
A deploy is not finished when the upload succeeds. Watch the error tracker for new errors in the first hour, with source maps uploaded so stack traces are readable, and tag each event with the release version. Compare **Core Web Vitals** from real users against the previous release: the \`web-vitals\` library reports LCP, INP and CLS from each visit to your analytics, and the 75th percentile should stay within "good" (LCP at most 2.5 s, INP at most 200 ms, CLS at most 0.1). A lab run with Lighthouse on the preview catches big regressions earlier, but field data is what users experienced.

### Worked example
A team moves a Vite React shop to a CDN host. Release checklist, as the pipeline runs it on every merge to \`main\`:

\`\`\`text
1. npm ci && npm test && npx vite build          # one build, tested
2. upload dist/ as deployment 2026-11-27.3     # immutable, old ones kept
3. headers: /assets/* immutable, 1 year; /index.html no-cache;
   HSTS; CSP (report-only for two weeks, then enforced)
4. fallback: /* -> /index.html 200 (assets excluded)
5. smoke test: /, /orders/42 reload, login; error rate for 30 minutes
6. switch traffic; if errors rise: roll back to 2026-11-27.2
\`\`\`

The first release shows a bug only in production: reloading \`/orders/42\` gives a 404, because the fallback rule was missing; preview deployments of every pull request now catch such problems before merge. Two weeks of CSP reports reveal a chat widget loading from a third-party domain, which is added to \`script-src\` before the policy is enforced.

### Common mistakes
- **No SPA fallback**, so every reload of a deep link is a 404.
- **Caching \`index.html\` for a long time**, so users keep getting the old release.
- **Deleting old hashed assets on deploy**, which breaks open tabs that lazy-load them.
- **Secrets in frontend config.** Everything the browser receives is public.
- **Enforcing a new CSP without a report-only phase**, and breaking a page in production.
- **Declaring victory at upload time** without watching errors and Web Vitals.

### At work
Deployments are usually automated in CI (GitHub Actions, GitLab CI) and owned by the frontend team, with a platform team providing the CDN and headers. A junior is often asked to fix a deep-link 404, to configure a preview deployment, to add or loosen a CSP directive for a new third-party service (with a security reviewer), or to investigate "users still see the old version", which is almost always a caching header. Knowing how to roll back calmly, then find the cause, is one of the most valued habits in a team.`,
    resources: [
      { title: 'Vite: Deploying a Static Site', url: 'https://vite.dev/guide/static-deploy', kind: 'docs' },
      {
        title: 'MDN: HTTP caching',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/Caching',
        kind: 'docs',
      },
      {
        title: 'MDN: Content Security Policy (CSP)',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/CSP',
        kind: 'docs',
      },
      { title: 'web.dev: Web Vitals', url: 'https://web.dev/articles/vitals', kind: 'article' },
    ],
  },
];
