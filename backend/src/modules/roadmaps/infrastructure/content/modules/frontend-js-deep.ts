import type { ModuleContent } from '../content-types.js';

/** Frontend lessons: functions and scope, collections (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_JS_DEEP_MODULES: ModuleContent[] = [
  {
    key: 'javascript-functions-and-scope',
    title: 'JavaScript Functions and Scope',
    summary:
      'Go beyond the basics of functions: declarations, expressions and arrows, parameters, hoisting and the temporal dead zone, scope, closures, this, callbacks and pure functions.',
    contentMd: `### Three ways to write a function

JavaScript Fundamentals showed that a function is a value you can store and pass around. This lesson looks at how functions really behave: when their names exist, which variables they can see, what they remember and what \`this\` means inside them. That is where most "it works on my machine, but not in the click handler" bugs come from.

There are three common ways to create a function, and they are not interchangeable:

\`\`\`javascript
function area(width, height) {           // declaration
  return width * height;
}
const perimeter = function (w, h) {      // function expression
  return 2 * (w + h);
};
const square = (side) => side * side;    // arrow function
\`\`\`

A **declaration** starts a statement with the keyword \`function\` and always has a name. A **function expression** is a function used as a value, here assigned to a variable. An **arrow function** is a shorter expression: with a single expression after \`=>\` the value is returned automatically, and with braces you need an explicit \`return\`. To return an object literal from a short arrow, wrap it in parentheses, \`() => ({ ok: true })\`, because \`() => { ok: true }\` is read as a function body containing a label and returns \`undefined\`.

Arrows are more than shorthand. They have no \`this\` and no \`arguments\` of their own, and they cannot be called with \`new\`. Those differences are exactly why they suit callbacks and why they are the wrong choice for object methods that use \`this\`.

### Parameters and return values

Parameters are local variables filled from the arguments of the call. JavaScript never complains about a wrong number of arguments: a missing one is \`undefined\`, and extra ones are ignored. A **default parameter** (\`rate = 0.2\`) is used only when the argument is \`undefined\`, whether it was left out or passed as \`undefined\`. Passing \`null\` or \`0\` keeps that value, because they are real arguments. Defaults are evaluated at each call, so \`tags = []\` gives every call a fresh array.

A **rest parameter** collects the remaining arguments into a real array; it must be the last parameter. It replaces the old \`arguments\` object, which is not a real array and does not exist in arrow functions.

\`\`\`javascript
function price(amount, rate = 0.2) {
  return amount * (1 + rate);
}
price(100);        // 120: rate was missing
price(100, null);  // 100: null is kept, and 1 + null is 1
function log(level, ...messages) {
  console.log(\`[\${level}]\`, messages.join(' '));
}
log('warn', 'disk', 'almost', 'full'); // [warn] disk almost full
\`\`\`

A function without a \`return\`, or with a bare \`return;\`, returns \`undefined\`. Beware of a line break straight after \`return\`: automatic semicolon insertion ends the statement there, so the value on the next line is never returned.

### Hoisting and the temporal dead zone

Before any code in a scope runs, JavaScript registers every declaration in it. This is called **hoisting**, and the three kinds of declaration are treated differently:

- A **function declaration** is created in full, so you can call it above the line where it is written.
- A **\`var\`** is created and set to \`undefined\`. Reading it early gives \`undefined\`, not an error, which hides bugs.
- **\`let\`, \`const\` and \`class\`** are registered but stay uninitialised until their line runs. The stretch between the start of the scope and that line is the **temporal dead zone** (TDZ): touching the variable there throws a \`ReferenceError\` ("Cannot access 'total' before initialization"), even with \`typeof\`.

\`\`\`javascript
console.log(typeof greet, typeof later); // function undefined
function greet() {}
var later = function () {};
\`\`\`

So a function expression stored in a \`var\` cannot be called before its line (it is still \`undefined\`, which gives "later is not a function"), and one stored in \`const\` throws the TDZ error. The TDZ is a feature: it turns a silent \`undefined\` into a loud error at the exact place where the order is wrong.

### Scope: block, function and module

**Scope** is the region of code where a name can be used. JavaScript uses **lexical scope**: what a function can see is decided by where it is written, not by where it is called from. When a name is used, the engine looks in the current scope, then in the enclosing one, and so on outwards until the global scope; an inner name with the same spelling **shadows** the outer one.

- **Block scope**: \`let\`, \`const\` and \`class\` live only inside the nearest \`{ }\`, whether an \`if\`, a loop or a bare block.
- **Function scope**: \`var\` and parameters live in the whole function, ignoring blocks.
- **Module scope**: in a JavaScript module (a file loaded with \`import\`, or \`<script type="module">\`), top-level variables belong to that module only. They are not globals, other modules see only what is exported, and module code always runs in strict mode. Classic scripts, by contrast, share one global scope, which is why two scripts declaring the same top-level \`var\` overwrite each other.

### Closures

A **closure** is a function together with the variables of the scopes it was created in. The function keeps those variables alive for as long as the function itself exists, and it sees their current values, not a snapshot.

\`\`\`javascript
function createLimiter(max) {
  let used = 0;                 // private: nothing outside can reach it
  return function tryUse() {
    if (used >= max) return false;
    used += 1;
    return true;
  };
}
const canSend = createLimiter(2);
console.log(canSend(), canSend(), canSend()); // true true false
\`\`\`

Each call of \`createLimiter\` creates a new \`used\`, so two limiters never share a count. This is how JavaScript gives you private state without classes, and it is what every event handler and timer callback relies on.

The classic loop shows why "which variable" matters. With \`var\` there is one \`i\` for the whole function, so three callbacks created in the loop all read the same variable after the loop has finished and print \`3 3 3\`. With \`let\`, every iteration gets a fresh binding, so each callback keeps its own value and the result is \`0 1 2\`.

### The this keyword

\`this\` is not decided by where a regular function is written but by **how it is called**:

- Called as a method, \`user.hi()\`, \`this\` is the object before the dot.
- Called on its own, \`hi()\`, \`this\` is \`undefined\` in strict mode, which modules and classes always use (in old non-strict scripts it is the global object instead).
- As an event listener added with \`addEventListener\`, \`this\` is the element the listener is attached to.

An **arrow function** has no \`this\` of its own: it uses the \`this\` of the place where it was written, just like any other outer variable. That makes arrows perfect inside a method, for example a \`forEach\` callback that updates \`this.count\`, and wrong as the method itself, where \`this\` would not be the object.

The usual beginner bug is taking a method off its object: \`const hi = user.hi; hi();\` or \`button.addEventListener('click', user.hi)\` loses the object, so \`this\` is no longer \`user\`. Fix it with a wrapper arrow, \`() => user.hi()\`, or with \`user.hi.bind(user)\`, which returns a new function whose \`this\` is fixed.

### Higher-order functions and callbacks

A **higher-order function** takes a function as an argument or returns one. The function you pass in is a **callback**: the receiver decides when to call it. \`map\`, \`filter\`, \`setTimeout\` and \`addEventListener\` all take callbacks, and \`createLimiter\` above returns a function. Passing behaviour in as a value lets you write the loop, the timing or the error handling once and vary only the part that changes.

A callback is passed, not called: \`button.addEventListener('click', save)\` hands over the function, while \`addEventListener('click', save())\` calls \`save\` immediately and registers whatever it returned. Also check how many arguments the receiver passes: \`['1', '2', '3'].map(parseInt)\` gives \`[1, NaN, NaN]\`, because \`map\` passes the index as a second argument and \`parseInt\` reads it as the number base. Write \`map((s) => parseInt(s, 10))\` instead.

### Pure functions

A **pure function** returns a value computed only from its arguments and changes nothing outside itself: no writes to outer variables, to its arguments, to the page or to storage. The same input always gives the same output. Functions that do those things have **side effects**, and a real app needs some (saving, rendering, logging). The habit is to keep the decisions in small pure functions and push the side effects to the edges, so the logic can be tested with plain inputs and outputs and reused anywhere.

### Worked example

A search box must call an API only after the user stops typing for 300 ms, not on every key press. That technique is called **debouncing**, and it is a closure plus a higher-order function:

\`\`\`javascript
function debounce(fn, waitMs) {
  let timer;                                // remembered between calls
  return (...args) => {
    clearTimeout(timer);                    // cancel the previous plan
    timer = setTimeout(() => fn(...args), waitMs);
  };
}

const search = (text) => console.log(\`searching for "\${text}"\`);
const debouncedSearch = debounce(search, 300);

debouncedSearch('j');
debouncedSearch('ja');
debouncedSearch('jav');
// about 300 ms later, once: searching for "jav"
\`\`\`

Step by step: \`debounce\` receives the real work as a callback and returns a new function. Each returned function closes over its own \`timer\`, so several debounced inputs do not interfere. Every call cancels the timer planned by the previous call and plans a new one; only the last call survives its 300 ms and runs \`fn\`. The rest parameter and the spread \`fn(...args)\` pass along whatever arguments the caller gave, so the wrapper works for any function. Arrows are used for the returned function and the timer callback because neither needs its own \`this\`.

In the page you would attach it with \`input.addEventListener('input', (e) => debouncedSearch(e.target.value))\`. Notice that \`search\` could be swapped for any other function: the timing logic is written once.

### Common mistakes

- **Using an arrow function as an object method.** \`this\` inside it is not the object, so \`this.count\` fails. Use method syntax \`start() { ... }\` for the method and arrows inside it.
- **Passing a method as a callback.** \`setTimeout(user.greet, 100)\` loses \`this\`. Pass \`() => user.greet()\` or a bound function.
- **Calling instead of passing.** \`onClick(save())\` runs \`save\` at once. Pass \`save\` or \`() => save(id)\`.
- **Relying on hoisting.** Reading a \`let\` or \`const\` before its line throws, and a \`var\` read early is silently \`undefined\`. Declare first, then use; keep helpers as declarations near the top if you want to call them early.
- **Capturing a loop \`var\` in callbacks.** All callbacks see the final value. Use \`let\` in the loop header.
- **Hidden side effects.** A helper that sorts or changes its argument surprises its caller. Return new values and keep effects at the edges.

### At work

Frontend code is full of functions passed around: event handlers, array callbacks, promise callbacks and, in React, components and hooks, which are functions relying on closures. A junior is typically asked to fix a handler that reads a stale value, add a debounce to a search box, or extract a pure helper out of a long component so it can get unit tests. Linters such as ESLint catch some of these errors early (using a variable before it is defined, shadowed names, \`var\`), and code reviewers look for small functions with clear names, no surprising side effects and arrows used where \`this\` is not needed. In the debugger, the Scope panel shows the closure variables a paused function can see, which is the quickest way to understand a bug of this kind.`,
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: Functions (JavaScript Guide)',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Functions',
        kind: 'docs',
      },
      {
        title: 'MDN: Closures',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Closures',
        kind: 'docs',
      },
      {
        title: 'MDN: this',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/this',
        kind: 'docs',
      },
      { title: 'javascript.info: Variable scope, closure', url: 'https://javascript.info/closure', kind: 'book' },
    ],
  },
  {
    key: 'javascript-collections',
    title: 'Working with Arrays, Objects, Maps and Sets',
    summary:
      'Choose the right collection and method: array methods with comparators, copying versus mutating, object entries, destructuring, Map and Set, Object.groupBy and what JSON loses.',
    contentMd: `### Transforming arrays: map, filter, reduce and flat

Almost every screen starts with data from an API: a list of orders, a user with settings, a set of tags. JavaScript Fundamentals introduced arrays, objects and the first array methods; this lesson is about choosing the right collection and the right method, and about the difference between changing data and making new data, which is where real bugs come from.

\`map\`, \`filter\` and \`reduce\` each answer one question. \`map\` gives a new array of the same length with every item transformed. \`filter\` gives a new array with only the items whose callback returned a truthy value. \`reduce\` folds the whole array into one value of any shape: a number, an object, even another array. The \`map\` and \`filter\` callbacks also receive the index as their second argument (for \`reduce\` it is the third, after the running value), which is handy for numbering rows.

\`\`\`javascript
const lines = [
  { sku: 'mug', qty: 2, cents: 900 },
  { sku: 'tee', qty: 0, cents: 1500 },
  { sku: 'cap', qty: 1, cents: 1200 },
];
const totalCents = lines
  .filter((l) => l.qty > 0)
  .map((l) => l.qty * l.cents)
  .reduce((sum, c) => sum + c, 0);   // 3000
\`\`\`

Always give \`reduce\` its starting value (the \`0\` above). Without it, the first item is used as the start, which is wrong when the items are objects, and on an empty array \`reduce\` throws a \`TypeError\` ("Reduce of empty array with no initial value"). Nested arrays are flattened with \`flat\`, which goes one level deep by default (\`flat(2)\` or \`flat(Infinity)\` go further), and \`flatMap\` maps and flattens one level in a single step.

### Searching and testing: find, some, every and includes

Use the method that says what you mean, and know what it returns when nothing matches:

- \`find\` returns the first matching item or \`undefined\`; \`findIndex\` returns its position or \`-1\`.
- \`some\` answers "does at least one item match?" and \`every\` "do all items match?". Both stop as soon as the answer is known. On an empty array \`some\` is \`false\` and \`every\` is \`true\`, because no item breaks the rule; check the length first if "no items" should mean "not valid".
- \`includes\` answers "is this exact value in the array?". It compares like \`===\`, except that it also finds \`NaN\`, which \`indexOf\` never does. For objects it compares references, so \`includes({ id: 1 })\` is \`false\` even if an equal-looking object is there: use \`some((x) => x.id === 1)\`.

### Sorting with a comparator

\`sort\` compares items as **strings** unless you pass a comparator, so numbers sort wrongly and capital letters come before lower-case ones (\`['b', 'a', 'C'].sort()\` gives \`['C', 'a', 'b']\`). A comparator \`(a, b)\` returns a negative number when \`a\` should come first, a positive number when \`b\` should, and \`0\` when their order does not matter:

\`\`\`javascript
products.sort((a, b) => a.cents - b.cents);               // cheapest first
products.sort((a, b) => a.name.localeCompare(b.name));    // by name, human order
products.sort((a, b) => b.rating - a.rating || a.cents - b.cents); // two keys
\`\`\`

For text, \`localeCompare\` sorts the way people expect in their language. The language requires \`sort\` to be **stable**, so items that compare as equal keep their previous order, which is what lets you sort by several keys. \`sort\` changes the array in place and returns that same array; \`toSorted\` takes the same comparator and returns a sorted copy, and \`toReversed\` does the same for \`reverse\`. Both are part of the language since ES2023 and work in all current browsers.

### Copying versus mutating

Assigning an array or object to another variable never copies it: both names point to the same data. **Mutating** methods change that data for everyone who holds it: \`push\`, \`pop\`, \`shift\`, \`unshift\`, \`splice\`, \`sort\`, \`reverse\` and \`fill\`, plus any assignment such as \`user.name = 'x'\`. Frameworks like React compare old and new state by reference to decide whether anything changed, and a function that quietly changes its argument surprises every caller, so most frontend code creates new values instead.

- **Spread** makes a **shallow** copy: \`[...list]\`, \`{ ...user }\`. Adding or changing top-level properties on the copy is safe, but nested objects and arrays are still shared. To change a nested value, copy each level you touch: \`{ ...user, address: { ...user.address, city: 'Lyon' } }\`.
- **\`structuredClone(value)\`** makes a **deep** copy. It copies nested objects and arrays and also keeps \`Date\`, \`Map\` and \`Set\`, and even circular references. It throws a \`DataCloneError\` for functions and DOM nodes, and a class instance comes back as a plain object without its methods or getters.

### Iterating objects with entries and fromEntries

A plain object has no \`map\` or \`filter\`, so convert it. \`Object.keys\`, \`Object.values\` and \`Object.entries\` give arrays of its own keys, values or \`[key, value]\` pairs; \`Object.fromEntries\` turns pairs back into an object. Together they give you array methods for objects:

\`\`\`javascript
const pricesEur = { mug: 9, tee: 15, cap: 12 };
const cheap = Object.fromEntries(
  Object.entries(pricesEur).filter(([, price]) => price < 14),
); // { mug: 9, cap: 12 }
\`\`\`

Key order is mostly insertion order, with one surprise: keys that look like whole numbers come first, in ascending order. \`Object.keys({ b: 1, 10: 'x', a: 2, 2: 'y' })\` is \`['2', '10', 'b', 'a']\`, and every key is a string. If order matters, use an array or a \`Map\`.

### Destructuring

Destructuring pulls values out of arrays and objects into variables, and it works in parameters too, which is why it is everywhere in component code:

\`\`\`javascript
const [first, , third = 'none', ...rest] = [1, 2, undefined, 4, 5];
// first = 1, third = 'none' (the value was undefined), rest = [4, 5]
const { name: title, stock = 0 } = { name: 'Mug', stock: null };
// title = 'Mug', stock = null: a default only replaces undefined
function label({ name, cents = 0 }) { return \`\${name}: \${cents / 100}\`; }
\`\`\`

Array patterns go by position (commas skip items), object patterns by name (\`name: title\` renames). Destructuring \`undefined\` or \`null\` throws, so give a parameter a default of \`{}\` when it may be missing: \`function f({ page = 1 } = {})\`.

### Map versus plain objects

A plain object is the right tool for a **record** with known fields, like a user or a settings object, and for anything you send as JSON. A \`Map\` is the right tool for a **dictionary** that grows and shrinks at run time:

- its keys can be any value, including objects and numbers (an object turns every key except a symbol into a string);
- it has \`size\`, iterates in insertion order, and has \`get\`, \`set\`, \`has\` and \`delete\`;
- it has no inherited keys. A plain \`{}\` already answers \`'constructor' in obj\` with \`true\`, so counting words with an object breaks on the word "constructor"; a \`Map\` has no such trap.

Convert between the two with \`new Map(Object.entries(obj))\` and \`Object.fromEntries(map)\`. Remember that \`JSON.stringify(map)\` gives \`{}\`: convert before you save or send a \`Map\`.

### Sets for unique values

A \`Set\` holds each value at most once. \`[...new Set(tags)]\` removes duplicates from an array while keeping first-seen order, and \`set.has(x)\` is the fast way to ask "have I seen this?" inside a loop, where \`array.includes\` would scan the whole array each time. Like \`includes\`, a \`Set\` compares objects by reference: two separate \`{ id: 1 }\` objects are two members. To make objects unique by a field, keep a \`Set\` of that field, for example of ids.

### Grouping with Object.groupBy

\`Object.groupBy(items, callback)\` puts each item into a group named by what the callback returns and gives back an object of arrays, one per group. \`Map.groupBy\` does the same but returns a \`Map\`, so the keys can be any value. Both are recent: all major browsers have supported them only since March 2024, when Safari 17.4 became the last to add them. In code that must run on older browsers, use \`reduce\` or a polyfill instead.

\`\`\`javascript
const byType = Object.groupBy(products, (p) => p.type);
// { mugs: [...], shirts: [...] }
\`\`\`

The result is a **null-prototype** object, so it has no inherited methods such as \`hasOwnProperty\` (use \`Object.hasOwn\`), and the grouped items are the same objects as in the original array, not copies.

### JSON round-trips and what they lose

\`JSON.stringify\` turns data into text for an API or \`localStorage\`, and \`JSON.parse\` turns it back. Only plain data survives the trip:

- properties whose value is \`undefined\` or a function disappear (inside arrays they become \`null\`);
- \`NaN\` and \`Infinity\` become \`null\`;
- a \`Date\` becomes an ISO string and stays a string after parsing;
- a \`Map\` or \`Set\` becomes \`{}\`;
- a \`BigInt\` or an object that refers to itself makes \`JSON.stringify\` throw a \`TypeError\`.

\`\`\`javascript
const saved = JSON.parse(JSON.stringify({ when: new Date(0), tags: new Set(['a']) }));
console.log(typeof saved.when, saved.tags); // string {}
\`\`\`

So \`JSON.parse(JSON.stringify(x))\` is a poor deep copy; use \`structuredClone\`. When you store richer data, convert it on the way out (\`[...set]\`, \`Object.fromEntries(map)\`, \`date.toISOString()\`) and rebuild it on the way in.

### Worked example

An admin dashboard loads this month's orders and must show how many different customers ordered, the money per status, and the two biggest orders, without changing the list, which other widgets on the page also use.

\`\`\`javascript
const orders = [
  { id: 'A1', customer: 'ana@example.com', status: 'paid', totalCents: 4200 },
  { id: 'A2', customer: 'ben@example.com', status: 'refunded', totalCents: 1500 },
  { id: 'A3', customer: 'ana@example.com', status: 'paid', totalCents: 9900 },
  { id: 'A4', customer: 'cy@example.com', status: 'paid', totalCents: 2500 },
];

function summarise(list) {
  const customers = new Set(list.map((o) => o.customer));
  const byStatus = Object.groupBy(list, (o) => o.status);
  const centsByStatus = Object.fromEntries(
    Object.entries(byStatus).map(([status, group]) => [
      status,
      group.reduce((sum, o) => sum + o.totalCents, 0),
    ]),
  );
  const biggest = list
    .toSorted((a, b) => b.totalCents - a.totalCents)
    .slice(0, 2)
    .map(({ id }) => id);
  return { customers: customers.size, centsByStatus, biggest };
}

console.log(summarise(orders));
// {
//   customers: 3,
//   centsByStatus: { paid: 16600, refunded: 1500 },
//   biggest: [ 'A3', 'A1' ]
// }
\`\`\`

Step by step: \`map\` pulls out the e-mail addresses and the \`Set\` keeps each once, so Ana counts once although she ordered twice. \`Object.groupBy\` splits the orders by status; \`Object.entries\` turns the groups into pairs, \`reduce\` (with its starting \`0\`) sums each group, and \`Object.fromEntries\` makes an object again. \`toSorted\` sorts a copy by total, biggest first, so \`orders\` keeps its original order for the other widgets; \`slice\` keeps two and destructuring in the \`map\` callback picks the ids. Every step makes new data, so \`summarise\` is pure and easy to test. For browsers older than March 2024 you would replace \`Object.groupBy\` with a \`reduce\` that builds the same object.

### Common mistakes

- **Sorting in place by accident.** \`props.items.sort(...)\` reorders the caller's array, and in React the state array itself. Use \`toSorted\`, or copy first with \`[...items]\`.
- **Thinking spread copies deeply.** Changing \`copy.address.city\` also changes the original. Copy every level you change, or use \`structuredClone\`.
- **Using \`JSON.parse(JSON.stringify(x))\` to clone.** Dates turn into strings and \`Map\`s into \`{}\`. Use \`structuredClone\`.
- **Calling \`reduce\` without a start value.** It throws on an empty list and misbehaves with objects. Always pass one.
- **Counting with a plain object.** Keys become strings and inherited names such as \`constructor\` are already there. Use a \`Map\`.
- **Expecting \`Set\` or \`includes\` to compare objects by content.** They compare references; compare by an id instead.

### At work

Reshaping collections is a daily frontend task: turning an API response into table rows, grouping notifications by day, removing duplicate tags, building the options of a filter menu. In React and other state libraries, updates must produce new arrays and objects, so copying rather than mutating is a rule code reviewers check. A junior is typically asked to add a sort order to a list, group items for a summary view, or track down why a list changed "by itself" after another component sorted it. When you reach for \`Object.groupBy\` or another recent method, check the project's browser support list (its Browserslist or build target) first, and look the method up on MDN's compatibility table.`,
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: Array',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array',
        kind: 'docs',
      },
      {
        title: 'MDN: Keyed collections (Map and Set)',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Keyed_collections',
        kind: 'docs',
      },
      {
        title: 'MDN: structuredClone()',
        url: 'https://developer.mozilla.org/en-US/docs/Web/API/Window/structuredClone',
        kind: 'docs',
      },
      { title: 'javascript.info: Map and Set', url: 'https://javascript.info/map-set', kind: 'book' },
    ],
  },
];
