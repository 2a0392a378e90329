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

The usual beginner bug is taking a method off its object: \`const hi = user.hi; hi();\` or \`button.addEventListener('click', user.hi)\` loses the object, so \`this\` is no longer \`user\`. Fix it with a wrapper arrow, \`() => user.hi()\`, or with \`user.hi.bind(user)\`, which returns a copy of the function whose \`this\` is fixed.

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
];
