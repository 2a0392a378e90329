import type { ModuleContent } from '../content-types.js';

/** Frontend lessons on the language and its frameworks: JavaScript, the DOM, async code, TypeScript and React. Keys are stable: never rename or reuse them. */
export const FRONTEND_JAVASCRIPT_MODULES: ModuleContent[] = [
  {
    key: 'javascript-fundamentals',
    title: 'JavaScript Fundamentals',
    summary: 'Learn values, variables, functions, arrays, objects and control flow in JavaScript.',
    contentMd: `### Values and variables

JavaScript has seven primitive types: \`string\`, \`number\`, \`bigint\` (whole numbers of any size, written like \`10n\`), \`boolean\`, \`undefined\`, \`null\` and \`symbol\` (unique keys); everything else is an object, including arrays and functions. \`typeof\` names a value's type: \`typeof 10n\` is \`'bigint'\` (one historical quirk: \`typeof null\` is \`'object'\`). Declare variables with \`const\` by default and \`let\` when the value must change. Avoid \`var\`: it ignores block scope, so a \`var\` in a \`for\` loop is one variable shared by every iteration, while \`let\` makes a fresh one each time. \`const\` only stops the variable from being reassigned: an object it holds can still be changed, and assigning an object to another variable copies a reference to the same object, not the object.

\`\`\`javascript
const name = 'Ada';
let score = 0;
score += 10;
console.log(\`\${name} has \${score} points\`); // template literal
\`\`\`

Compare with \`===\`, which never converts types (\`'5' == 5\` is \`true\`, \`'5' === 5\` is \`false\`; \`==\` also treats \`null\` and \`undefined\` as equal to each other).

### Functions

\`\`\`javascript
function add(a, b) {
  return a + b;
}
const double = (n) => n * 2; // arrow function
\`\`\`

Functions are values: you can store them, pass them to other functions and return them.

### Arrays and objects

\`\`\`javascript
const user = { name: 'Ada', skills: ['math', 'code'] };
user.skills.push('writing');

const prices = [5, 12, 30];
const cheap = prices.filter((p) => p < 20);      // [5, 12]
const withTax = prices.map((p) => p * 1.2);     // new array
const total = prices.reduce((sum, p) => sum + p, 0); // 47
\`\`\`

\`map\`, \`filter\` and \`reduce\` return new values and leave the original array alone, which makes code easier to follow than manual loops.

### Control flow

Use \`if/else\`, \`for...of\` to loop over arrays, and \`try/catch\` to handle errors. Remember the **falsy** values: \`false\`, \`0\`, \`-0\`, \`0n\`, \`''\`, \`null\`, \`undefined\` and \`NaN\`; everything else counts as true in a condition, including \`'0'\`, \`'false'\` and an empty array \`[]\`.`,
    estimatedMinutes: 240,
    reviewedOn: '2026-11',
    resources: [
      { title: 'javascript.info: The JavaScript language', url: 'https://javascript.info/first-steps', kind: 'book' },
      {
        title: 'MDN: Dynamic scripting with JavaScript',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Scripting',
        kind: 'course',
      },
      {
        title: 'MDN: JavaScript Guide',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide',
        kind: 'docs',
      },
      { title: 'freeCodeCamp: JavaScript curriculum', url: 'https://www.freecodecamp.org/learn', kind: 'interactive' },
    ],
  },
  {
    key: 'dom-and-events',
    title: 'The DOM and Events',
    summary: 'Read and change the page from JavaScript and react to clicks, typing and form submissions.',
    contentMd: `### The DOM

When the browser parses HTML, it builds the **Document Object Model**: a tree of objects, one per element, that JavaScript can read and change. Change the tree and the page updates.

\`\`\`javascript
const title = document.querySelector('h1');       // first match
const items = document.querySelectorAll('.item'); // all matches
title.textContent = 'Hello!';
title.classList.add('highlight');

const li = document.createElement('li');
li.textContent = 'New task';
document.querySelector('#tasks').append(li);
\`\`\`

Use \`textContent\` for text from users. Setting \`innerHTML\` with user input can let attackers inject scripts (XSS).

### Events

The browser fires **events** when things happen: \`click\`, \`input\`, \`submit\`, \`keydown\`. You subscribe with \`addEventListener\`:

\`\`\`javascript
const form = document.querySelector('#todo-form');
form.addEventListener('submit', (event) => {
  event.preventDefault(); // stop the full page reload
  const text = form.elements.task.value.trim();
  if (text) addTask(text);
});
\`\`\`

Each \`addEventListener\` call adds one more listener (assigning \`onclick\` instead replaces the previous handler), and the listeners of one element run in the order they were added.

### Bubbling and delegation

Events **bubble**: a click on a button inside a list also reaches the list and the document. You can put one listener on a parent and check \`event.target\`. This is **event delegation**, and it also works for items added later:

\`\`\`javascript
list.addEventListener('click', (event) => {
  if (event.target.matches('button.delete')) {
    event.target.closest('li').remove();
  }
});
\`\`\``,
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    resources: [
      { title: 'javascript.info: Document', url: 'https://javascript.info/document', kind: 'book' },
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
    ],
  },
  {
    key: 'async-javascript',
    title: 'Asynchronous JavaScript',
    summary: 'Handle work that finishes later, such as network requests and timers, with promises and async/await.',
    contentMd: `### Why asynchronous?

JavaScript in the browser runs on a single thread. If it waited for a slow network request, the whole page would freeze. Instead, slow work is started, and your code is told later when it finishes.

### Promises

A **promise** represents a value that will arrive in the future. It is *pending*, then either *fulfilled* with a value or *rejected* with an error.

\`\`\`javascript
fetch('/api/posts')
  .then((response) => response.json())
  .then((posts) => console.log(posts.length))
  .catch((error) => console.error('Failed:', error));
\`\`\`

### async / await

\`async\` functions let you write the same thing as if it were step-by-step code. \`await\` pauses *that function* (not the page) until the promise settles.

\`\`\`javascript
async function loadPosts() {
  try {
    const response = await fetch('/api/posts');
    if (!response.ok) throw new Error(\`HTTP \${response.status}\`);
    return await response.json();
  } catch (error) {
    showError('Could not load posts');
    return [];
  }
}
\`\`\`

An \`async\` function always returns a promise. A \`finally\` block after \`try\`/\`catch\` runs whether the promise fulfilled or rejected, which suits clean-up such as hiding a spinner.

### Running things in parallel

Awaiting one request after another is slow when they do not depend on each other. Start them together:

\`\`\`javascript
const [user, posts] = await Promise.all([getUser(), getPosts()]);
\`\`\`

\`Promise.all\` rejects if any promise rejects; \`Promise.allSettled\` waits for all and reports each result.

### The event loop in one sentence

Synchronous code runs to completion first; then queued promise callbacks (microtasks) run, and only after them timer callbacks like \`setTimeout\` (tasks).`,
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: Asynchronous JavaScript',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Extensions/Async_JS',
        kind: 'course',
      },
      { title: 'javascript.info: Promises, async/await', url: 'https://javascript.info/async', kind: 'book' },
      {
        title: 'MDN: Using promises',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Using_promises',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'typescript-basics',
    title: 'TypeScript Basics',
    summary: 'Add static types to JavaScript so your editor catches mistakes before your users do.',
    contentMd: `### What TypeScript adds

TypeScript is JavaScript plus **type annotations**. The compiler checks that values are used consistently, then removes the types and outputs plain JavaScript. Types do not exist at runtime; they are a safety net while you write code.

\`\`\`typescript
function greet(name: string): string {
  return \`Hello, \${name}\`;
}
greet(42); // Error: Argument of type 'number' is not assignable to parameter of type 'string'.
\`\`\`

### Describing data

\`\`\`typescript
interface User {
  id: number;
  name: string;
  email?: string;            // optional
}

type Status = 'idle' | 'loading' | 'error'; // union of literal types

const users: User[] = [{ id: 1, name: 'Ada' }];
\`\`\`

TypeScript **infers** many types for you: \`const count = 3\` is already a number, so annotate function parameters and shared data shapes, not every variable.

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

### Generics

Generics let a function or type work with any type while keeping it connected: \`function first<T>(items: T[]): T | undefined\` returns the same type the array holds.

### Tips

- Keep \`"strict": true\` in \`tsconfig.json\`: it is the default since TypeScript 6.0 (and \`tsc --init\` has set it for years); do not switch it off.
- Avoid \`any\`; it switches checking off. Use \`unknown\` and narrow it instead.`,
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    resources: [
      { title: 'TypeScript Handbook', url: 'https://www.typescriptlang.org/docs/handbook/intro.html', kind: 'docs' },
      {
        title: 'TypeScript Handbook: Everyday Types',
        url: 'https://www.typescriptlang.org/docs/handbook/2/everyday-types.html',
        kind: 'docs',
      },
      { title: 'TypeScript Playground', url: 'https://www.typescriptlang.org/play', kind: 'interactive' },
    ],
  },
  {
    key: 'react-fundamentals',
    title: 'React Fundamentals',
    summary: 'Build interfaces from components, props and state, and render lists and forms with React.',
    contentMd: `### Components

A React app is a tree of **components**: functions that return JSX, a syntax that looks like HTML inside JavaScript. Component names start with a capital letter.

\`\`\`jsx
function Greeting({ name }) {
  return <h1>Hello, {name}!</h1>;
}
\`\`\`

Data flows down through **props**, like function arguments. A component must never change its props.

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

Never change state directly (\`count++\` or \`items.push(x)\`); always call the setter with a new value, e.g. \`setItems([...items, x])\`. React compares the new state with the old one (with \`Object.is\`) and skips the re-render when they are the same object: after \`items.push(x)\` the array is still the same object, so nothing changes on screen.

### Lists and keys

\`\`\`jsx
<ul>
  {todos.map((todo) => (
    <li key={todo.id}>{todo.title}</li>
  ))}
</ul>
\`\`\`

The \`key\` must be stable and unique among siblings so React can track items when the list changes. Avoid array indexes as keys for lists that can be reordered.

### Effects

\`useEffect\` synchronises a component with something outside React, such as a subscription or a timer. Many things do not need an effect: values you can calculate from props or state should simply be calculated during render.

### Thinking in React

Break the UI into components, find the minimal state, decide which component owns it, and pass data down and callbacks up.`,
    estimatedMinutes: 240,
    reviewedOn: '2026-11',
    resources: [
      { title: 'React: Quick Start', url: 'https://react.dev/learn', kind: 'docs' },
      { title: 'React: Thinking in React', url: 'https://react.dev/learn/thinking-in-react', kind: 'article' },
      {
        title: 'React: Tutorial: Tic-Tac-Toe',
        url: 'https://react.dev/learn/tutorial-tic-tac-toe',
        kind: 'interactive',
      },
    ],
  },
];
