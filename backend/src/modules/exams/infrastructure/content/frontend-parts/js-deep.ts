import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** frontend exam questions written for issue 29. Keys are stable: never rename or reuse them. Every output question was run with Node 24 or bash. */
export const FRONTEND_EXAM_JS_DEEP: ExamQuestionContent[] = [
  // javascript-functions-and-scope
  {
    key: 'frontend-186',
    kind: 'output',
    prompt: 'What does this code print?',
    language: 'javascript',
    code: `const a = () => ({ n: 1 });
const b = () => { n: 1 };
console.log(a().n, b());`,
    options: opts('1 { n: 1 }', '1 undefined', 'undefined undefined', 'It throws a SyntaxError'),
    correct: ['b'],
    explanation:
      'The parentheses make `({ n: 1 })` an object literal that the short arrow returns. Without them the braces are a function body holding the label `n:` and the expression `1`, and a body without `return` gives `undefined`.',
    moduleKey: 'javascript-functions-and-scope',
    section: 'Three ways to write a function',
  },
  {
    key: 'frontend-187',
    kind: 'single',
    prompt:
      '`cart` has a regular method `checkout() { this.submit(); }`. The page runs `button.addEventListener("click", cart.checkout)` and a click throws "this.submit is not a function". Why, and what fixes it?',
    options: opts(
      'Event listeners always run in strict mode, so `this` is undefined; add "use strict" to `cart`',
      '`checkout` must be rewritten as an arrow function so that it keeps `cart` as its `this`',
      'Only the function was passed, so `this` is the button; pass `() => cart.checkout()` instead',
      'Methods cannot be used as listeners; copy the code of `checkout` into the listener',
    ),
    correct: ['c'],
    explanation:
      'A regular function gets `this` from how it is called. Passed on its own, `checkout` is called by the event system with the element as `this`. A wrapper arrow or `bind` keeps `cart`; an arrow method would have no `this` of its own at all.',
    moduleKey: 'javascript-functions-and-scope',
    section: 'The this keyword',
  },
  {
    key: 'frontend-188',
    kind: 'output',
    prompt: 'What does this code print?',
    language: 'javascript',
    code: `function check() {
  console.log(status);
  var status = 'ready';
  return typeof helper;
  function helper() {}
}
console.log(check());`,
    options: opts('ready function', 'undefined undefined', 'It throws a ReferenceError', 'undefined function'),
    correct: ['d'],
    explanation:
      'Both declarations are hoisted to the top of the function, differently: the `var` exists but is `undefined` until its line runs, while the function declaration is created in full, even though it is written after `return`.',
    moduleKey: 'javascript-functions-and-scope',
    section: 'Hoisting and the temporal dead zone',
  },
  {
    key: 'frontend-189',
    kind: 'multiple',
    prompt: 'Which statements about function parameters are true? Select all that apply.',
    options: opts(
      'A default parameter is used when the argument is missing or passed as `undefined`',
      'A default parameter is used when the argument is `null`',
      'A rest parameter such as `...items` must be the last parameter and is a real array',
      'Arrow functions have their own `arguments` object, like regular functions',
    ),
    correct: ['a', 'c'],
    explanation:
      'Defaults replace only `undefined`; `null` is a real value and is kept. A rest parameter gathers the remaining arguments into an array and must come last. Arrow functions have no `arguments` of their own, which is one reason rest parameters replaced it.',
    moduleKey: 'javascript-functions-and-scope',
    section: 'Parameters and return values',
  },
  {
    key: 'frontend-190',
    kind: 'single',
    prompt: 'Which version of a discount helper is a pure function?',
    options: opts(
      '`const discounted = (order, pct) => ({ ...order, total: order.total * (1 - pct) });`',
      '`const discounted = (order, pct) => { order.total *= 1 - pct; return order; };`',
      '`const discounted = (order) => ({ ...order, total: order.total * (1 - settings.pct) });` where `settings` is changed by the admin screen',
      '`const discounted = (order, pct) => { localStorage.setItem("last", pct); return order.total * (1 - pct); };`',
    ),
    correct: ['a'],
    explanation:
      'The first depends only on its arguments and returns a new object. The others change the order they were given, read an outer variable that can change between calls, or write to storage: side effects that make them harder to test.',
    moduleKey: 'javascript-functions-and-scope',
    section: 'Pure functions',
  },
  // javascript-collections
  {
    key: 'frontend-191',
    kind: 'output',
    prompt: 'What does this code print?',
    language: 'javascript',
    code: `const stock = { b: 1, 10: 'x', a: 2, 2: 'y' };
console.log(Object.keys(stock).join(','));`,
    options: opts('b,10,a,2', 'a,b,2,10', '2,10,b,a', '10,2,a,b'),
    correct: ['c'],
    explanation:
      'Keys that look like whole numbers come first, in ascending numeric order, and the other string keys follow in insertion order. All keys come back as strings; use an array or a Map when order matters.',
    moduleKey: 'javascript-collections',
    section: 'Iterating objects with entries and fromEntries',
  },
  {
    key: 'frontend-192',
    kind: 'single',
    prompt:
      '`const byCustomer = Object.groupBy(orders, (o) => o.customerId);` where the ids are numbers. Which statement is true?',
    options: opts(
      'Each group holds copies of the orders, so editing a grouped order leaves `orders` unchanged',
      'It has no inherited methods, so `byCustomer.hasOwnProperty(42)` throws',
      'The keys of `byCustomer` keep their number type, so `byCustomer[42]` and `byCustomer["42"]` differ',
      'It has worked in every browser since ES2015, so no check of the support list is needed',
    ),
    correct: ['b'],
    explanation:
      '`Object.groupBy` returns a null-prototype object, so ask `Object.hasOwn(byCustomer, 42)` instead; its keys are strings (`Map.groupBy` keeps other key types). The groups hold the same objects as the original array, and browsers have supported it only since March 2024.',
    moduleKey: 'javascript-collections',
    section: 'Grouping with Object.groupBy',
  },
  {
    key: 'frontend-193',
    kind: 'output',
    prompt: 'What does this code print?',
    language: 'javascript',
    code: `const items = [NaN, 1, { id: 1 }];
console.log(items.includes(NaN), items.indexOf(NaN), items.includes({ id: 1 }), items.some((x) => x?.id === 1));`,
    options: opts('true -1 false true', 'false -1 false true', 'true 0 true true', 'true 0 false false'),
    correct: ['a'],
    explanation:
      '`includes` finds `NaN` while `indexOf` never does. Both compare objects by reference, so a new `{ id: 1 }` is not found; `some` with a callback compares by the field instead.',
    moduleKey: 'javascript-collections',
    section: 'Searching and testing: find, some, every and includes',
  },
  {
    key: 'frontend-194',
    kind: 'multiple',
    prompt:
      '`user` is `{ name: "Ada", address: { city: "Paris" } }`. After which copies can you set `copy.address.city = "Lyon"` without changing `user`? Select all that apply.',
    options: opts(
      '`const copy = { ...user };`',
      '`const copy = structuredClone(user);`',
      '`const copy = { ...user, address: { ...user.address } };`',
      '`const copy = user;`',
    ),
    correct: ['b', 'c'],
    explanation:
      '`structuredClone` copies every level, and copying `address` explicitly gives the copy its own nested object. Plain spread is shallow, so `address` stays shared, and assignment copies only the reference.',
    moduleKey: 'javascript-collections',
    section: 'Copying versus mutating',
  },
  {
    key: 'frontend-195',
    kind: 'single',
    prompt:
      'A loop over 50,000 products must skip the ids already shown on the page. Why keep the shown ids in a Set and call `shown.has(id)` rather than keep an array and call `shownIds.includes(id)`?',
    options: opts(
      'A Set keeps its values sorted, so the ids can be checked in order without a scan',
      'Arrays cannot hold more than 10,000 items',
      '`includes` compares numbers as strings',
      '`includes` scans the array on each call; a Set looks values up directly',
    ),
    correct: ['d'],
    explanation:
      'Inside a loop, `includes` walks through the whole array each time, which grows slow for long lists. A Set is built for "have I seen this?" questions; it keeps insertion order rather than sorting.',
    moduleKey: 'javascript-collections',
    section: 'Sets for unique values',
  },
  // top-ups: how-the-web-works
  {
    key: 'frontend-196',
    kind: 'single',
    prompt:
      'A visitor opens https://docs.example.com/guide?lang=en#install. Which part of this URL does the server never receive?',
    options: opts(
      'The path `/guide`',
      'The query `?lang=en`',
      'The host `docs.example.com`',
      'The fragment `#install`',
    ),
    correct: ['d'],
    explanation:
      'The fragment stays in the browser: it is used to scroll to a part of the page or read by its scripts, and it is not sent in the request. The path and query are sent, and the host is named in the Host header (HTTP/2 and HTTP/3 carry it as `:authority`).',
    moduleKey: 'how-the-web-works',
    section: 'Anatomy of a URL',
  },
  {
    key: 'frontend-197',
    kind: 'single',
    prompt:
      'A page feels slow and you want to know whether the time goes into the DNS lookup, the TLS setup or waiting for the server. Where in the browser do you look?',
    options: opts(
      'The Elements panel, on the `<html>` element',
      'The Network tab: select the request and open its Timing details',
      'The certificate viewer next to the address bar, which lists each handshake step',
      'The Console, by typing `performance.now()` before and after reloading the page',
    ),
    correct: ['b'],
    explanation:
      'In the Network tab every row is one request, and its Timing shows how long the DNS lookup, the connection, the TLS setup, the wait for the first byte and the download each took.',
    moduleKey: 'how-the-web-works',
    section: 'See it yourself',
  },
  {
    key: 'frontend-198',
    kind: 'single',
    prompt:
      '`curl -v https://shop.example.com/orders` ends with the lines `< HTTP/2 302` and `< location: /login?next=%2Forders`. What happened?',
    options: opts(
      'The request failed because the TLS certificate was rejected, so curl printed its error code',
      'The server could not find the orders page and answered with its standard error status',
      'The server redirected to its login page and kept the wanted page in the query string',
      'curl sent the request twice, once to /orders and once to /login',
    ),
    correct: ['c'],
    explanation:
      'Lines starting with `<` are the response. A 302 status with a `location` header is a redirect: the visitor is not signed in, so the server sends them to /login and remembers /orders in `next`. A certificate problem would have stopped curl before any response.',
    moduleKey: 'how-the-web-works',
    section: 'Worked example',
  },
  // top-ups: command-line-basics
  {
    key: 'frontend-199',
    kind: 'output',
    prompt: 'What does this script print?',
    language: 'bash',
    code: `echo one > notes.txt
echo two >> notes.txt
echo three > notes.txt
echo four >> notes.txt
cat notes.txt`,
    options: opts('three four', 'one two three four', 'four', 'one two four'),
    correct: ['a'],
    explanation:
      '`>` replaces the whole file and `>>` appends to it. The third line wipes "one" and "two" and writes "three"; the fourth adds "four" after it.',
    moduleKey: 'command-line-basics',
    section: 'Pipes, redirection and searching',
  },
  {
    key: 'frontend-200',
    kind: 'output',
    prompt: 'What does this script print?',
    language: 'bash',
    code: `false; echo $?
true && echo "ok" || echo "failed"
ls /no/such/dir 2>/dev/null || echo "missing"`,
    options: opts('0 ok missing', '1 ok failed missing', '1 ok missing', '1 failed missing'),
    correct: ['c'],
    explanation:
      '`false` ends with status 1, which `$?` shows. `true` succeeds, so `&&` runs `echo "ok"` and the `||` branch is skipped. `ls` fails (its error message goes to /dev/null), so `||` runs `echo "missing"`.',
    moduleKey: 'command-line-basics',
    section: 'Exit codes and safer scripts',
  },
  {
    key: 'frontend-201',
    kind: 'single',
    prompt:
      'A tutorial says to edit the `.env` file in your project folder, but `ls` does not list it, although the app clearly reads it. What is going on?',
    options: opts(
      'The file is locked by the running app and stays hidden until the app is stopped',
      '`ls` only lists folders unless you add `-R`',
      'The file lives in your home directory, not in the project, so `ls ~` shows it',
      'Names starting with a dot are hidden from a plain `ls`; `ls -la` shows them',
    ),
    correct: ['d'],
    explanation:
      'Files and folders whose names start with a dot, such as `.env` and `.git`, are hidden by default. `ls -la` lists them with details, which is why it is the usual habit: configuration and secrets often live there.',
    moduleKey: 'command-line-basics',
    section: 'Moving around',
  },
  {
    key: 'frontend-202',
    kind: 'multiple',
    prompt: 'Which statements about managing files in the terminal are true? Select all that apply.',
    options: opts(
      '`rm notes.txt` moves the file to the recycle bin, so it can be restored',
      '`mv draft.html index.html` renames the file when both names are in the same folder',
      '`cp index.html backup.html` removes `index.html` once the copy is made',
      '`rm -r assets` deletes the folder and everything inside it straight away',
    ),
    correct: ['b', 'd'],
    explanation:
      '`mv` to a new name in the same folder is how you rename. `rm` and `rm -r` delete immediately and for good, with no recycle bin, while `cp` leaves the original where it was.',
    moduleKey: 'command-line-basics',
    section: 'Creating and changing files',
  },
];
