import type { ModuleContent } from '../content-types.js';

/** Frontend lessons on the language and its frameworks: JavaScript, the DOM, async code, TypeScript and React. Keys are stable: never rename or reuse them. */
export const FRONTEND_JAVASCRIPT_MODULES: ModuleContent[] = [
  {
    key: 'javascript-fundamentals',
    title: 'JavaScript Fundamentals',
    summary:
      'Learn values, variables, functions, arrays, objects and control flow in JavaScript, and how to turn raw data into an answer.',
    contentMd: `### Values and variables

Every program moves values around, so start with what a value can be. JavaScript has seven primitive types: \`string\`, \`number\`, \`bigint\` (whole numbers of any size, written like \`10n\`), \`boolean\`, \`undefined\`, \`null\` and \`symbol\` (unique keys). Everything else is an object, including arrays and functions. \`typeof\` names a value's type: \`typeof 10n\` is \`'bigint'\`, \`typeof []\` is \`'object'\` (use \`Array.isArray\` to spot arrays), and one historical quirk stays for ever: \`typeof null\` is \`'object'\`.

A \`number\` is a 64-bit floating-point value, which is why \`0.1 + 0.2\` prints \`0.30000000000000004\` and why whole numbers are only exact up to \`Number.MAX_SAFE_INTEGER\` (2^53 - 1). Money is therefore usually kept in whole cents, and ids larger than that limit arrive from APIs as strings or \`bigint\`.

Declare variables with \`const\` by default and \`let\` when the value must change. Both are **block-scoped**: they exist only inside the nearest \`{ }\`. Avoid \`var\`: it is scoped to the whole function and ignores blocks, so a \`var\` in a \`for\` loop is one variable shared by every iteration, while \`let\` makes a fresh one each time. \`const\` only stops the variable from being reassigned: an object it holds can still be changed. Assigning an object to another variable copies a **reference** to the same object, not the object; spread (\`{ ...obj }\`, \`[...arr]\`) makes a shallow copy, and \`structuredClone(obj)\` a deep one.

\`\`\`javascript
const name = 'Ada';
let score = 0;
score += 10;
console.log(\`\${name} has \${score} points\`); // template literal
\`\`\`

Compare with \`===\`, which never converts types (\`'5' == 5\` is \`true\`, \`'5' === 5\` is \`false\`; \`==\` also treats \`null\` and \`undefined\` as equal to each other). Objects are equal only when they are the same object: \`[1] === [1]\` is \`false\`.

### Functions

A function packages a piece of work behind a name so you can reuse and test it.

\`\`\`javascript
function add(a, b = 0) {       // b has a default value
  return a + b;
}
const double = (n) => n * 2;   // arrow function, returns n * 2
const sum = (...nums) => nums.reduce((s, n) => s + n, 0); // rest parameter
\`\`\`

Functions are values: you can store them, pass them to other functions (a **callback**) and return them. A function also remembers the variables around the place where it was created, even after that outer code has finished; this is a **closure**, and it is how a counter or a click handler keeps its own private data. Arrow functions are short and do not have their own \`this\`, which makes them the usual choice for callbacks; use a \`function\` declaration for named top-level helpers. Keep functions small and, where you can, **pure**: the same inputs give the same output and nothing outside is changed. Pure functions are the easiest code to test.

### Arrays and objects

Objects group named values; arrays hold ordered lists. Most data you meet at work (an API response, a form, a config) is a mix of the two.

\`\`\`javascript
const user = { name: 'Ada', skills: ['math', 'code'] };
const { name, skills } = user;             // destructuring
user.skills.push('writing');               // changes the same array

const prices = [5, 12, 30];
const cheap = prices.filter((p) => p < 20);          // [5, 12]
const withTax = prices.map((p) => p * 1.2);          // new array
const total = prices.reduce((sum, p) => sum + p, 0); // 47
\`\`\`

\`map\` (transform each item), \`filter\` (keep some items) and \`reduce\` (fold all items into one value) return new values and leave the original array alone, which makes code easier to follow than manual loops. \`find\` returns the first match or \`undefined\`; \`some\` and \`every\` answer yes/no questions. Beware the ones that change the array in place: \`push\`, \`pop\`, \`splice\`, \`reverse\` and \`sort\`. \`sort\` without a comparator converts items to strings, so \`[10, 9, 1].sort()\` gives \`[1, 10, 9]\`; pass \`(a, b) => a - b\` for numbers, and use \`toSorted\` when you want a sorted copy instead.

To count or group things, build an object or a \`Map\` keyed by the thing you group by. A \`Map\` keeps insertion order, accepts any key type, and has \`get\`, \`set\` and \`has\`. \`Object.entries(obj)\` turns an object into \`[key, value]\` pairs you can map and sort.

### Control flow

Use \`if/else\` and \`switch\` to choose, \`for...of\` to loop over the values of an array (or a \`Map\`, or a string), and \`try/catch\` to handle errors thrown by code such as \`JSON.parse\`. Remember the **falsy** values: \`false\`, \`0\`, \`-0\`, \`0n\`, \`''\`, \`null\`, \`undefined\` and \`NaN\`. Everything else counts as true in a condition, including \`'0'\`, \`'false'\` and an empty array \`[]\`.

Two operators save many \`if\`s. \`a ?? b\` gives \`b\` only when \`a\` is \`null\` or \`undefined\`, while \`a || b\` gives \`b\` for every falsy \`a\`, so \`count || 10\` wrongly replaces a real \`0\` and \`count ?? 10\` keeps it. Optional chaining \`user?.address?.city\` returns \`undefined\` instead of throwing when a link in the chain is missing.

### Worked example

A shop's API returns order lines, and the product owner wants revenue per category, biggest first, as lines of text. Amounts are in cents to avoid floating-point surprises.

\`\`\`javascript
const lines = [
  { category: 'books', cents: 1299 },
  { category: 'games', cents: 5999 },
  { category: 'books', cents: 2500 },
  { category: 'music', cents: 999 },
];

function revenueByCategory(orderLines) {
  const totals = new Map();
  for (const { category, cents } of orderLines) {
    totals.set(category, (totals.get(category) ?? 0) + cents);
  }
  return [...totals]
    .sort(([nameA, a], [nameB, b]) => b - a || (nameA < nameB ? -1 : 1))
    .map(([category, cents]) => \`\${category}: \${(cents / 100).toFixed(2)}\`);
}

console.log(revenueByCategory(lines));
// [ 'games: 59.99', 'books: 37.99', 'music: 9.99' ]
\`\`\`

Walk through it: the loop destructures each line and adds its cents to the running total for its category (\`?? 0\` starts a new category at zero). Spreading the \`Map\` gives \`[category, cents]\` pairs. The comparator returns a negative number when the first pair should come first: \`b - a\` sorts by total descending, and when two totals are equal (\`b - a\` is \`0\`, which is falsy) the \`||\` falls through to comparing names. Only at the end are cents turned into a display string. The function is pure, so a unit test can call it with a few lines and compare the result.

### Common mistakes

- **Using \`==\`.** Type conversion makes \`0 == ''\` true. Use \`===\` everywhere; \`x == null\` is the only common, deliberate exception.
- **Mutating shared data by accident.** Calling \`sort\` or \`push\` on an array you received changes the caller's copy too. Copy first (\`[...arr]\`, \`toSorted\`) when the data is not yours.
- **Sorting numbers without a comparator.** The default sort compares strings. Always pass \`(a, b) => a - b\` (or \`b - a\`).
- **Replacing a valid \`0\` or \`''\` with \`||\`.** Use \`??\` for defaults when zero and the empty string are meaningful.
- **Declaring with \`var\` in loops.** Callbacks created in the loop all see the final value. Use \`let\` or \`const\`.
- **Adding money as floats.** Work in whole cents and format once, at the end.

### At work

Front-end, back-end and full-stack developers write this kind of code every day: reshaping an API response for a table, computing totals for a basket, grouping log lines. A junior is typically asked to add a field to a list view, fix a sorting bug or write a small pure helper with its unit tests. The tools are the browser DevTools console and debugger (or Node.js for scripts), a linter such as ESLint that flags \`==\` and unused variables, and a formatter. Reviewers look for \`const\` by default, no surprising mutation, clear names and small functions, so practise writing code that another person can read in one pass.`,
    estimatedMinutes: 210,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: JavaScript Guide',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide',
        kind: 'docs',
      },
      {
        title: 'MDN: Dynamic scripting with JavaScript',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Scripting',
        kind: 'course',
      },
      { title: 'javascript.info: The JavaScript language', url: 'https://javascript.info/first-steps', kind: 'book' },
      { title: 'freeCodeCamp: JavaScript curriculum', url: 'https://www.freecodecamp.org/learn', kind: 'interactive' },
    ],
  },
  {
    key: 'dom-and-events',
    title: 'The DOM and Events',
    summary:
      'Read and change the page from JavaScript, react to clicks, typing and form submissions, and handle many elements with one delegated listener.',
    contentMd: `### The DOM

When the browser parses HTML, it builds the **Document Object Model**: a tree of objects, one per element (plus text and comment nodes), that JavaScript can read and change. Change the tree and the browser updates what is on screen. Your script can only find elements that already exist, so load it with \`<script type="module">\` or \`<script defer>\`: both run after the whole document has been parsed.

\`\`\`javascript
const title = document.querySelector('h1');       // first match, or null
const items = document.querySelectorAll('.item'); // all matches (a static NodeList)
title.textContent = 'Hello!';
title.classList.add('highlight');

const li = document.createElement('li');
li.textContent = 'New task';
li.dataset.id = '42';                              // becomes data-id="42"
document.querySelector('#tasks').append(li);
\`\`\`

\`querySelector\` and \`querySelectorAll\` take any CSS selector. \`querySelectorAll\` returns a **static** list: elements added later do not appear in it, so select again (or use delegation, below) when the page changes. Read and write classes with \`classList\` (\`add\`, \`remove\`, \`toggle\`, \`contains\`) rather than string-editing \`className\`, and keep small pieces of data on elements with \`data-*\` attributes, read through \`element.dataset\`.

Use \`textContent\` for text that comes from users or from an API. Setting \`innerHTML\` parses the string as HTML, so input such as \`<img src=x onerror=alert(1)>\` would run as code: this is cross-site scripting (XSS). When you need structure, build it with \`createElement\` and \`append\`, which never parse strings. Every change to the tree can make the browser recalculate layout, so when you add many rows, build them first (for example in a \`DocumentFragment\`) and append once.

### Events

The browser fires **events** when things happen: \`click\`, \`input\` (every change to a field's value), \`change\` (a value committed, for example when a text field loses focus), \`submit\`, \`keydown\`. You subscribe with \`addEventListener\`, and your listener receives an **event object** describing what happened:

\`\`\`javascript
const form = document.querySelector('#todo-form');
form.addEventListener('submit', (event) => {
  event.preventDefault(); // stop the full page reload
  const text = form.elements.task.value.trim();
  if (text) addTask(text);
});
\`\`\`

\`preventDefault()\` cancels the browser's default action: following a link, submitting a form, typing a character. Listen for \`submit\` on the form rather than \`click\` on its button: the form is also submitted by pressing Enter in a field, and it gets the browser's built-in validation (\`required\`, \`type="email"\`).

Each \`addEventListener\` call adds one more listener (assigning \`onclick\` instead replaces the previous handler), and the listeners of one element run in the order they were added. To remove a listener, pass \`removeEventListener\` the **same function** object you added; an identical-looking new arrow function is a different object and removes nothing. Useful options: \`{ once: true }\` removes the listener after its first call, and \`{ signal }\` ties it to an \`AbortController\`, so \`controller.abort()\` removes every listener added with that signal in one go.

### Bubbling and delegation

An event travels in three phases. In the **capture** phase it goes from the window down through the ancestors; at the **target** it reaches the element where it happened; in the **bubbling** phase it climbs back up through each ancestor to the document and the window. Listeners run in the bubbling phase unless you pass \`{ capture: true }\`. So a click on a button inside a list also reaches the list and the document. Most events bubble, but not all: \`focus\` and \`blur\` do not (use \`focusin\` and \`focusout\`), nor do \`mouseenter\` and \`mouseleave\`.

Inside a listener, \`event.target\` is the element where the event started (perhaps a \`<span>\` inside your button), while \`event.currentTarget\` is the element the listener is attached to. \`event.stopPropagation()\` stops the climb, but it also hides the event from other code such as analytics or a menu that closes on outside clicks, so use it rarely.

Because events bubble, you can put one listener on a parent and work out which child was meant. This is **event delegation**. It uses one listener instead of hundreds, and it also works for items added later:

\`\`\`javascript
list.addEventListener('click', (event) => {
  const button = event.target.closest('button.delete');
  if (!button || !list.contains(button)) return; // not ours
  button.closest('li').remove();
});
\`\`\`

\`closest(selector)\` walks up from the element, starting with the element itself, and returns the first ancestor that matches (or \`null\`). Walking up matters: if the button contains an icon, the click's \`target\` is the icon, and \`event.target.matches('button.delete')\` would be false. The \`contains\` check makes sure the match is inside this list, not in an outer container that happens to use the same class.

### Worked example

A to-do list where items can be added with a form and ticked or deleted with one delegated listener:

\`\`\`html
<form id="todo-form">
  <input name="task" required maxlength="100" />
  <button>Add</button>
</form>
<ul id="tasks"></ul>
\`\`\`

\`\`\`javascript
const form = document.querySelector('#todo-form');
const list = document.querySelector('#tasks');
let nextId = 1;

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = form.elements.task.value.trim();
  if (!text) return;
  const li = document.createElement('li');
  li.dataset.id = String(nextId++);
  const label = document.createElement('span');
  label.textContent = text;              // never innerHTML for user text
  const del = document.createElement('button');
  del.type = 'button';
  del.className = 'delete';
  del.textContent = 'Delete';
  li.append(label, del);
  list.append(li);
  form.reset();
});

list.addEventListener('click', (event) => {
  const item = event.target.closest('li');
  if (!item || !list.contains(item)) return;
  if (event.target.closest('button.delete')) {
    item.remove();
  } else {
    item.classList.toggle('done');
  }
});
\`\`\`

Follow one click on "Delete". The click starts at the button, bubbles to its \`<li>\` and then to the \`<ul>\`, where the only listener runs. \`closest('li')\` finds the row, the \`contains\` check confirms it belongs to this list, and \`closest('button.delete')\` tells a delete click from a click on the text. Rows created a minute later work without new listeners. The delete button gets \`type="button"\` because a button inside a form is a submit button by default. The typed text goes in through \`textContent\`, so a "task" written as HTML is shown literally.

### Common mistakes

- **Running the script before the element exists.** \`querySelector\` returns \`null\` and the next line throws. Use \`type="module"\` or \`defer\`, or place the script at the end of the body.
- **Using \`innerHTML\` with user or API data.** It opens the door to XSS. Use \`textContent\` and \`createElement\`.
- **Trusting \`event.target\` in a delegated listener.** It may be a child of the element you want. Use \`closest\` and check that the result is inside your container.
- **Adding a listener inside a function that runs repeatedly.** Each render adds another listener, so one click runs the handler twice, then three times. Add listeners once, or remove them with an \`AbortController\`.
- **Removing a listener with a new function.** \`removeEventListener('click', () => save())\` does nothing; keep a reference to the original function.
- **Listening for \`click\` on a submit button.** Keyboard users submit with Enter; listen for \`submit\` on the form.

### At work

Frameworks such as React render the DOM for you, but every front-end developer still debugs it daily: the Elements panel of the browser DevTools shows the live tree, and its Event Listeners tab shows which listeners are attached to an element. React itself uses delegation, attaching its listeners at the root of your app. A junior is often asked to add a small interaction to a server-rendered page, fix a double-firing handler, or make a custom widget usable with the keyboard. Tests written with Testing Library fire real DOM events, so knowing the event flow also helps you write them.`,
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: DOM scripting introduction',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Scripting/DOM_scripting',
        kind: 'article',
      },
      {
        title: 'MDN: Introduction to events',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Scripting/Events',
        kind: 'article',
      },
      {
        title: 'MDN: EventTarget.addEventListener()',
        url: 'https://developer.mozilla.org/en-US/docs/Web/API/EventTarget/addEventListener',
        kind: 'docs',
      },
      {
        title: 'javascript.info: Event delegation (with tasks)',
        url: 'https://javascript.info/event-delegation',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'async-javascript',
    title: 'Asynchronous JavaScript',
    summary:
      'Handle work that finishes later, such as network requests and timers, with promises and async/await, and run it in parallel, with limits and timeouts.',
    contentMd: `### Why asynchronous?

JavaScript in the browser runs your code on a single main thread, the same thread that handles clicks, typing and painting the page. If it waited for a slow network request, the whole page would freeze until the answer came back. Instead, slow work (a request, a timer, reading a file) is **started**, the browser does it in the background, and your code is **told later** when it finishes. Meanwhile the thread is free to respond to the user. Node.js works the same way, which is how one server process can serve thousands of connections at once.

The cost is that the answer is not available on the next line. Code that needs it must be written so that it runs once the answer arrives, and for that JavaScript uses promises.

### Promises

A **promise** represents a value that will arrive in the future. It starts *pending*, then settles once: either *fulfilled* with a value or *rejected* with an error. After that it never changes. \`.then(fn)\` runs \`fn\` with the value, \`.catch(fn)\` runs \`fn\` with the error, and both return a **new** promise, which is why they can be chained:

\`\`\`javascript
fetch('/api/posts')
  .then((response) => response.json())
  .then((posts) => console.log(posts.length))
  .catch((error) => console.error('Failed:', error));
\`\`\`

Whatever a \`.then\` callback returns becomes the value of the next step; if it returns a promise, the chain waits for it; if it throws, the chain skips to the next \`.catch\`. A rejection that no \`.catch\` ever handles is an **unhandled rejection**: the browser reports it in the console, and Node.js stops the process by default. Always end a chain with error handling (or \`await\` it inside \`try\`).

\`fetch\` deserves a special note. Its promise rejects only when no HTTP response arrives at all: the network is down, the request was blocked (for example by CORS) or it was aborted. An answer of 404 or 500 is still a response, so the promise **fulfills** with a \`Response\` whose \`ok\` is \`false\` (\`ok\` is true for statuses 200 to 299). Check \`response.ok\` or \`response.status\` yourself.

### async / await

\`async\` functions let you write the same thing as if it were step-by-step code. \`await\` pauses *that function* (not the page) until the promise settles: it gives back the value if the promise fulfilled, and **throws** the error if it rejected, so ordinary \`try\`/\`catch\` works.

\`\`\`javascript
async function loadPosts() {
  try {
    const response = await fetch('/api/posts');
    if (!response.ok) throw new Error(\`HTTP \${response.status}\`);
    return await response.json();
  } catch (error) {
    showError('Could not load posts');
    return [];
  } finally {
    hideSpinner();
  }
}
\`\`\`

An \`async\` function always returns a promise, even when it returns a plain value, so its caller must \`await\` it (or use \`.then\`) too. A \`finally\` block runs whether the work succeeded or failed, which suits clean-up such as hiding a spinner. In modules, \`await\` also works at the top level.

Requests can hang for a long time. Pass an abort signal to give up after a limit: \`fetch(url, { signal: AbortSignal.timeout(5000) })\` rejects with a \`TimeoutError\` after five seconds. An \`AbortController\` lets you cancel a request yourself, for example when the user types a new search before the old one has answered.

### Running things in parallel

Awaiting one request after another is slow when they do not depend on each other: two 300 ms requests take 600 ms in a row but about 300 ms together. Start them together and wait for both:

\`\`\`javascript
const [user, posts] = await Promise.all([getUser(), getPosts()]);
\`\`\`

The four combinators differ in what they wait for:

- \`Promise.all\` fulfills with all values, in the order given, and rejects as soon as any promise rejects.
- \`Promise.allSettled\` waits for all and reports each result as \`{ status: 'fulfilled', value }\` or \`{ status: 'rejected', reason }\`; use it when partial success is fine.
- \`Promise.race\` settles like the first promise to settle, fulfilled or rejected.
- \`Promise.any\` fulfills with the first success and rejects (with an \`AggregateError\`) only if all fail.

Starting everything at once is not always kind: a thousand simultaneous requests can overload a server or hit a rate limit. A **pool** keeps at most N requests in flight and starts the next one whenever one finishes.

### The event loop in one sentence

Synchronous code runs to completion first; then queued promise callbacks (microtasks) run, and only after them timer callbacks like \`setTimeout\` (tasks).

In more detail: the event loop takes one **task** at a time (running a script, a timer callback, an event listener), runs it to the end, then empties the whole **microtask** queue (\`.then\` callbacks, code after an \`await\`, \`queueMicrotask\`), and only then may the browser repaint and pick the next task. Within each queue, callbacks run in the order they were queued. Two consequences follow. \`setTimeout(fn, 0)\` does not run immediately: it waits behind the current code and every pending microtask. And a long synchronous loop blocks everything, timers, clicks and painting included, however it is wrapped in promises.

### Worked example

A dashboard needs a profile and up to 40 widgets. The profile is required; a broken widget should not break the page; and the widget API allows only 4 requests at a time.

\`\`\`javascript
async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(\`\${url}: HTTP \${response.status}\`);
  return response.json();
}

async function mapWithLimit(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const index = next++;              // claim an item synchronously
      results[index] = await worker(items[index]);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

async function loadDashboard(widgetIds) {
  const [profile, widgets] = await Promise.all([
    getJson('/api/profile'),
    mapWithLimit(widgetIds, 4, (id) =>
      getJson(\`/api/widgets/\${id}\`).then(
        (value) => ({ ok: true, value }),
        (error) => ({ ok: false, id, error: error.message }),
      ),
    ),
  ]);
  return { profile, widgets };
}
\`\`\`

Follow it. The profile and the widget pool start at the same moment. \`getJson\` turns a 404 into a thrown error, because \`fetch\` would not, and gives up after five seconds. \`mapWithLimit\` starts four "lanes"; each lane claims the next index (\`next++\` runs synchronously, so two lanes never claim the same one), awaits it, and loops, so at most four requests are in flight and results keep their original positions. Each widget's \`.then(onFulfilled, onRejected)\` converts failure into a value, like \`allSettled\`, so one broken widget becomes \`{ ok: false }\` instead of rejecting everything. The profile is not wrapped, so if it fails, \`Promise.all\` rejects and the caller shows an error page.

### Common mistakes

- **Forgetting \`await\`.** \`const data = getJson(url)\` is a promise, not data, and a rejection from it goes unhandled. Await it, or return it to a caller that does.
- **Using \`forEach\` with an async callback.** \`forEach\` ignores the returned promises, so the code after it runs before the work is done. Use \`for...of\` with \`await\` (one at a time) or \`Promise.all\` with \`map\` (together).
- **Awaiting independent requests one by one.** Start them together with \`Promise.all\`; keep sequential \`await\` for steps that need the previous result.
- **Assuming \`fetch\` rejects on 404 or 500.** Check \`response.ok\`.
- **Fixing ordering bugs with \`setTimeout\`.** Guessing delays is fragile; await the promise the code actually depends on.
- **Letting an old response overwrite a new one.** When a user types quickly, abort the previous request with an \`AbortController\` or ignore answers that are no longer current.

### At work

Almost every feature a front-end developer builds loads or saves data, so async code is daily work: loading states, error messages, retries, cancelling stale searches. In React projects, data libraries such as TanStack Query handle caching and retries, but they still take a function that returns a promise. A junior is often asked to add error and loading states to a screen, fix a race between two requests, or speed up a page that waits on requests in series. The Network panel in DevTools (with throttling to simulate a slow connection) shows which requests run in parallel, and the Performance panel shows long tasks that block the main thread. In tests, fake timers and mocked \`fetch\` make async code repeatable.`,
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: Asynchronous JavaScript',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Extensions/Async_JS',
        kind: 'course',
      },
      {
        title: 'MDN: Using promises',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Using_promises',
        kind: 'docs',
      },
      {
        title: 'MDN: Using the Fetch API',
        url: 'https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API/Using_Fetch',
        kind: 'docs',
      },
      {
        title: 'Jake Archibald: In The Loop (JSConf.Asia, event loop talk)',
        url: 'https://www.youtube.com/watch?v=cCOL7MC4Pl0',
        kind: 'video',
      },
    ],
  },
  {
    key: 'typescript-basics',
    title: 'TypeScript Basics',
    summary:
      'Add static types to JavaScript so your editor catches mistakes before your users do, and check the data that arrives at runtime.',
    contentMd: `### What TypeScript adds

TypeScript is JavaScript plus **type annotations**. The compiler, \`tsc\`, checks that values are used consistently, then removes the types and outputs plain JavaScript. Types do not exist at runtime; they are a safety net while you write code. In return you get errors in the editor instead of in production, autocompletion that knows the shape of your data, and refactoring you can trust: rename a property and every place that uses it is flagged.

\`\`\`typescript
function greet(name: string): string {
  return \`Hello, \${name}\`;
}
greet(42); // Error: Argument of type 'number' is not assignable to parameter of type 'string'.
\`\`\`

Because the types are erased, many tools run TypeScript by simply stripping them: bundlers such as Vite (through esbuild), and Node.js itself, which since versions 22.18 and 23.6 runs a \`.ts\` file directly when it only uses syntax that can be erased. None of these tools **check** the types. The check happens only when \`tsc\` runs, which is why projects run \`tsc --noEmit\` in CI and in the editor. And since nothing is checked at runtime, data that comes from outside your code (an API response, \`JSON.parse\`, \`localStorage\`, a form) can be anything, whatever type you wrote for it.

### Describing data

\`\`\`typescript
interface User {
  id: number;
  name: string;
  email?: string;            // optional: string | undefined
  readonly createdAt: string; // cannot be reassigned through this type
}

type Status = 'idle' | 'loading' | 'error'; // union of literal types
type Point = [x: number, y: number];        // tuple: fixed length and positions
type ScoresByName = Record<string, number>; // object used as a dictionary

const users: User[] = [{ id: 1, name: 'Ada', createdAt: '2026-11-02' }];
\`\`\`

An \`interface\` and a \`type\` alias can both describe an object; teams usually pick one style. A \`type\` can also name unions, tuples and other combinations, and an interface can be extended with \`extends\`. A **union** (\`A | B\`) means "one of these", and a union of **literal types** limits a value to exactly the strings listed, so a typo such as \`'laoding'\` is a compile error.

TypeScript **infers** many types for you: \`const count = 3\` is already a number, and the return type of a function is inferred from its \`return\`s. Annotate function parameters, exported functions and shared data shapes, and let inference handle local variables. TypeScript compares types by their **structure**, not their name: any object with the right properties fits an interface, without declaring that it implements it.

### Narrowing

When a value can be several types, check it and TypeScript narrows the type inside the branch:

\`\`\`typescript
function format(value: string | number) {
  if (typeof value === 'number') {
    return value.toFixed(2); // value is a number here
  }
  return value.toUpperCase(); // and a string here
}
\`\`\`

The checks are ordinary JavaScript that also runs at runtime: \`typeof\` for primitives, \`Array.isArray(x)\` for arrays, \`x instanceof Date\` for class instances, \`'email' in x\` for a property, and \`x === null\` for null. Remember that \`typeof null\` is \`'object'\` and that arrays are objects too, so "is this a plain object?" needs \`typeof x === 'object' && x !== null && !Array.isArray(x)\`.

A **discriminated union** gives every variant a common literal field, and checking that field narrows to one variant:

\`\`\`typescript
type Result =
  | { kind: 'ok'; user: User }
  | { kind: 'error'; message: string };

function show(result: Result) {
  switch (result.kind) {
    case 'ok':
      return result.user.name;   // only the 'ok' variant has user
    case 'error':
      return result.message;
  }
}
\`\`\`

You can also write your own check as a **type guard**, a function returning \`value is User\`: when it returns \`true\`, the caller's value is narrowed to \`User\`.

### Generics

Generics let a function or type work with any type while keeping it connected: \`function first<T>(items: T[]): T | undefined\` returns the same type the array holds, so \`first(['a'])\` is \`string | undefined\` and \`first([1])\` is \`number | undefined\`. You use generics every day even before writing one: \`Array<string>\` (the same as \`string[]\`), \`Promise<User>\` (what an async function returning a user gives back), \`Map<string, number>\`, and React's \`useState<User | null>(null)\`. A **constraint** limits what \`T\` may be: \`function byId<T extends { id: number }>(items: T[], id: number)\` accepts any array of objects that have a numeric \`id\` and still returns the caller's exact type.

### Tips

- Keep \`"strict": true\` in \`tsconfig.json\`: it is the default since TypeScript 6.0 (and \`tsc --init\` has set it for years); do not switch it off. It turns on \`strictNullChecks\`, which makes \`null\` and \`undefined\` separate types you must handle, and \`noImplicitAny\`.
- Avoid \`any\`; it switches checking off. Use \`unknown\` and narrow it instead.
- An assertion such as \`data as User\` checks nothing: it only tells the compiler to believe you. The non-null operator \`user!.name\` is the same kind of promise. Prefer a real check.
- Use \`satisfies\` to check a value against a type while keeping its more precise inferred type: \`const routes = { home: '/' } satisfies Record<string, string>\`.

### Worked example

A settings page loads the current user from an API. The old code trusted the response:

\`\`\`typescript
const user = (await response.json()) as User; // compiles, proves nothing
console.log(user.name.toUpperCase());          // crashes if name is missing
\`\`\`

\`response.json()\` can return anything the server sent. The fix is to treat it as \`unknown\` and check it once, at the boundary, with a type guard:

\`\`\`typescript
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUser(value: unknown): value is User {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    (value.email === undefined || typeof value.email === 'string') &&
    typeof value.createdAt === 'string'
  );
}

async function loadUser(id: number): Promise<Result> {
  const response = await fetch(\`/api/users/\${id}\`);
  if (!response.ok) return { kind: 'error', message: \`HTTP \${response.status}\` };
  const data: unknown = await response.json();
  return isUser(data) ? { kind: 'ok', user: data } : { kind: 'error', message: 'Unexpected data' };
}
\`\`\`

Walk through it. \`isRecord\` rules out \`null\` (whose \`typeof\` is \`'object'\`) and arrays. \`isUser\` then checks each required property with \`typeof\` and allows \`email\` to be absent; the compiler accepts \`value.id\` because \`isRecord\` narrowed the value to a record first. \`loadUser\` returns the discriminated \`Result\`, so the caller must handle both variants, and inside the \`ok\` branch \`user\` is a real, checked \`User\`. In larger projects a schema library such as Zod or Valibot generates the same checks and the type from one definition.

### Common mistakes

- **Casting API data with \`as\`.** The cast compiles and the crash happens later. Check \`unknown\` data at the boundary.
- **Reaching for \`any\` to silence an error.** The error usually points at a real bug. Fix the type, or use \`unknown\` and narrow.
- **Annotating everything.** \`const total: number = 0\` adds noise; let inference work and annotate boundaries.
- **Forgetting that \`typeof null\` is \`'object'\`.** Check \`!== null\` before reading properties.
- **Assuming the build checked types.** Stripping tools run code with type errors; keep \`tsc --noEmit\` in CI.
- **Turning off \`strict\` to make errors go away.** You lose the null checks that prevent the most common runtime crash.

### At work

Most professional front-end and Node.js code is now written in TypeScript, so a junior's first tasks often involve types: adding a field to an interface and following the errors to every place that must change, typing a new API response, or replacing an \`any\`. Types for an API are often generated from its OpenAPI description rather than written by hand. The editor (VS Code's TypeScript service) shows errors as you type; CI runs \`tsc --noEmit\` together with the tests and the linter, whose TypeScript rules (typescript-eslint) flag unsafe \`any\`. When a library has no types, you install its \`@types/...\` package from DefinitelyTyped.`,
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    resources: [
      { title: 'TypeScript Handbook', url: 'https://www.typescriptlang.org/docs/handbook/intro.html', kind: 'docs' },
      {
        title: 'TypeScript Handbook: Everyday Types',
        url: 'https://www.typescriptlang.org/docs/handbook/2/everyday-types.html',
        kind: 'docs',
      },
      {
        title: 'TypeScript Handbook: Narrowing',
        url: 'https://www.typescriptlang.org/docs/handbook/2/narrowing.html',
        kind: 'docs',
      },
      { title: 'TypeScript Playground', url: 'https://www.typescriptlang.org/play', kind: 'interactive' },
    ],
  },
  {
    key: 'react-fundamentals',
    title: 'React Fundamentals',
    summary:
      'Build interfaces from components, props and state, render lists and forms, and know when an effect is (and is not) needed.',
    contentMd: `### Components

A React app is a tree of **components**: functions that return JSX, a syntax that looks like HTML inside JavaScript. Component names start with a capital letter; JSX treats lower-case names such as \`<div>\` as HTML tags. Instead of changing the page step by step as you did with the DOM, you **describe** what the screen should look like for the current data, and React works out which DOM changes are needed.

\`\`\`jsx
function Greeting({ name, children }) {
  return (
    <section className="card">
      <h1>Hello, {name}!</h1>
      {children}
    </section>
  );
}

// used as: <Greeting name="Ada"><p>Welcome back.</p></Greeting>
\`\`\`

Curly braces put any JavaScript expression into JSX. Attributes use their DOM names (\`className\`, \`htmlFor\`, \`onClick\`). Whatever you place between a component's tags arrives as the \`children\` prop, which is how layout components wrap other content.

Data flows down through **props**, like function arguments. A component must never change its props, and it should be **pure**: given the same props and state it returns the same JSX, without changing variables outside itself during rendering. React relies on this: it may call your component at any time, and in development \`<StrictMode>\` deliberately calls it twice to expose impure code.

For conditional content, use \`if\`, the ternary \`cond ? <A /> : <B />\`, or \`cond && <A />\`. With \`&&\`, keep the left side a boolean: \`{count && <Badge />}\` shows a literal \`0\` when \`count\` is \`0\`, because React renders numbers; write \`{count > 0 && <Badge />}\`.

### State

**State** is data a component remembers between renders. Updating it with the setter makes React re-render the component with the new value.

\`\`\`jsx
import { useState } from 'react';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}
\`\`\`

Each render sees its own **snapshot** of state. Calling the setter does not change \`count\` in the code that is running; it asks React for a new render, and React batches all the updates made in one event before rendering. So \`setCount(count + 1)\` three times in one click still adds 1, because each call computes from the same snapshot. When the next value depends on the previous one, pass an **updater function**: \`setCount((c) => c + 1)\` three times adds 3, because React runs the updaters in order on the latest value.

Never change state directly (\`count++\` or \`items.push(x)\`); always call the setter with a new value, e.g. \`setItems([...items, x])\`. React compares the new state with the old one (with \`Object.is\`) and skips the re-render when they are the same object: after \`items.push(x)\` the array is still the same object, so nothing changes on screen. The same goes for objects: \`setUser({ ...user, name })\`. Arrays have immutable recipes: add with spread, remove with \`filter\`, change one item with \`map\` returning a new object for that item only.

Form fields are usually **controlled**: the input's \`value\` comes from state and its \`onChange\` sets that state, so the state is the single source of truth for what the field shows.

### Lists and keys

\`\`\`jsx
<ul>
  {todos.map((todo) => (
    <li key={todo.id}>{todo.title}</li>
  ))}
</ul>
\`\`\`

The \`key\` must be stable and unique among siblings so React can track items when the list changes. Between renders React matches old and new children by key: an item whose key is still there keeps its DOM element and its state (a ticked checkbox, typed text); a new key gets a fresh one. Avoid array indexes as keys for lists that can be reordered, filtered or have items inserted: when a new to-do is added at the top, every index shifts, and the state that belonged to "row 0" now shows next to a different to-do. Use an id from your data, and never generate keys during render (\`Math.random()\` gives every item a new identity each time). Keys are only read by React; the component does not receive \`key\` as a prop.

### Effects

\`useEffect\` synchronises a component with something outside React, such as a subscription, a timer, a browser API or a non-React widget. It runs after React has updated the screen. The dependency array says when to run it again, and the function it returns is the **cleanup**, run before the next run and when the component is removed:

\`\`\`jsx
useEffect(() => {
  const connection = createConnection(roomId);
  connection.connect();
  return () => connection.disconnect(); // cleanup
}, [roomId]); // re-run when roomId changes
\`\`\`

In development, StrictMode mounts every component, unmounts it and mounts it again, so an effect without a proper cleanup shows its bug (two connections, two intervals) at once. Many things do not need an effect at all: values you can calculate from props or state should simply be calculated during render, and work caused by a user action (sending a form, buying an item) belongs in the event handler. Fetching data in an effect is possible, but it needs care with races and cleanup; frameworks and libraries such as TanStack Query handle that for you.

### Thinking in React

react.dev suggests five steps: break the UI into a hierarchy of components; build a static version that only renders props; find the minimal state the UI needs (anything you can compute is not state); decide which component owns each piece of state, usually the closest common parent of the components that use it; then add **inverse data flow**, so that children change that state through callbacks passed as props. Data goes down as props, events go up as callbacks.

### Worked example

A to-do list with an "only open items" filter. The list and the filter are state; the visible list is derived during render.

\`\`\`jsx
import { useState } from 'react';

export function TodoApp() {
  const [todos, setTodos] = useState([]);
  const [draft, setDraft] = useState('');
  const [onlyOpen, setOnlyOpen] = useState(false);

  const visible = onlyOpen ? todos.filter((t) => !t.done) : todos; // derived, not state

  function add(event) {
    event.preventDefault();
    const title = draft.trim();
    if (!title) return;
    setTodos([{ id: crypto.randomUUID(), title, done: false }, ...todos]);
    setDraft('');
  }

  function toggle(id) {
    setTodos(todos.map((t) => (t.id === id ? { ...t, done: !t.done } : t)));
  }

  return (
    <>
      <form onSubmit={add}>
        <input value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button>Add</button>
      </form>
      <label>
        <input type="checkbox" checked={onlyOpen} onChange={(e) => setOnlyOpen(e.target.checked)} />
        Only open items
      </label>
      <ul>
        {visible.map((todo) => (
          <li key={todo.id}>
            <input type="checkbox" checked={todo.done} onChange={() => toggle(todo.id)} />
            {todo.title}
          </li>
        ))}
      </ul>
    </>
  );
}
\`\`\`

Walk through it. The text field is controlled by \`draft\`. Adding creates a **new** array with the new item first, and the id is created once, in the event handler, not during render. Toggling maps to a new array in which only the changed to-do is a new object, so \`Object.is\` sees a change. \`visible\` is recomputed on every render, so it can never disagree with \`todos\`; storing it in state and syncing it with an effect would add an extra render and a chance of bugs. Keys are ids, so inserting at the top or filtering keeps each row matched to its to-do. The title is rendered with \`{todo.title}\`, which React escapes, so typed HTML is shown as text.

### Common mistakes

- **Mutating state.** \`todos.push(x); setTodos(todos)\` passes the same array and nothing updates. Create new arrays and objects.
- **Reading state right after setting it.** \`setCount(count + 1); console.log(count)\` logs the old value; the new one appears in the next render. Use an updater when you depend on the previous value.
- **Storing derived values in state.** Filtered lists, totals and full names should be computed during render.
- **Using an effect for an event.** Put "on click, send the order" in the click handler, not in an effect watching a flag.
- **Forgetting cleanup.** Subscriptions, intervals and listeners created in an effect must be removed in its cleanup.
- **Index or random keys.** Use a stable id from the data.

### At work

React is one of the most widely used UI libraries. It runs in frameworks such as Next.js and React Router, and in mobile apps through React Native. A junior is typically asked to build a component from a design, add a field to a form, fix a list that shows stale or misplaced state, or remove an unnecessary effect. The React Developer Tools browser extension shows the component tree with each component's props and state, and its Profiler shows which components re-render. Components are tested with React Testing Library, which renders them and interacts the way a user does; the \`eslint-plugin-react-hooks\` rules catch missing effect dependencies and hooks called conditionally.`,
    estimatedMinutes: 240,
    reviewedOn: '2026-11',
    resources: [
      { title: 'React: Quick Start', url: 'https://react.dev/learn', kind: 'docs' },
      { title: 'React: Thinking in React', url: 'https://react.dev/learn/thinking-in-react', kind: 'article' },
      {
        title: 'React: You Might Not Need an Effect',
        url: 'https://react.dev/learn/you-might-not-need-an-effect',
        kind: 'docs',
      },
      {
        title: 'React: Tutorial: Tic-Tac-Toe',
        url: 'https://react.dev/learn/tutorial-tic-tac-toe',
        kind: 'interactive',
      },
    ],
  },
];
