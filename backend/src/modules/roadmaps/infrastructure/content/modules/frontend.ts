import type { ModuleContent } from '../content-types.js';

/** Modules of the Frontend Developer roadmap (some are reused by other roadmaps). Keys are stable. */
export const FRONTEND_MODULES: ModuleContent[] = [
  {
    key: 'html-semantics',
    title: 'Semantic HTML',
    summary: 'Structure pages with elements that describe their meaning, not just their look.',
    contentMd: `### Why meaning matters

HTML describes **what content is**. A \`<button>\` is something you press, a \`<nav>\` holds navigation links, an \`<h2>\` is a section heading. Browsers, search engines and screen readers rely on this meaning. A \`<div>\` styled to look like a button works for a mouse user but is invisible to a keyboard or screen reader user.

### A well-structured page

\`\`\`html
<body>
  <header>
    <nav>
      <a href="/">Home</a>
      <a href="/blog">Blog</a>
    </nav>
  </header>
  <main>
    <article>
      <h1>Learning HTML</h1>
      <p>HTML is the skeleton of every page.</p>
      <img src="tree.jpg" alt="A tree diagram of nested HTML elements">
    </article>
  </main>
  <footer>&copy; 2026 Sam</footer>
</body>
\`\`\`

### Rules of thumb

- One \`<h1>\` per page, and headings in order (\`h2\` under \`h1\`, \`h3\` under \`h2\`). Choose heading levels by structure, not size; size is CSS's job.
- Use \`<a>\` to go somewhere and \`<button>\` to do something.
- Every \`<img>\` needs an \`alt\`: describe the image, or use \`alt=""\` if it is purely decorative.
- Every form field needs a \`<label>\` tied to it with \`for\` and \`id\`.
- Reach for \`<div>\` and \`<span>\` only when no meaningful element fits.`,
    estimatedMinutes: 90,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: Structuring content with HTML',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Structuring_content',
        kind: 'course',
      },
      { title: 'web.dev: Learn HTML', url: 'https://web.dev/learn/html', kind: 'course' },
      {
        title: 'freeCodeCamp: Responsive Web Design curriculum',
        url: 'https://www.freecodecamp.org/learn',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'css-layout',
    title: 'CSS Layout: Box Model, Flexbox and Grid',
    summary: 'Place elements exactly where you want them with the box model, Flexbox and CSS Grid.',
    contentMd: `### Everything is a box

Each element is a rectangle made of **content**, **padding**, **border** and **margin**. By default \`width\` sets only the content, so padding and border make the box bigger. Most projects start with:

\`\`\`css
*, *::before, *::after { box-sizing: border-box; }
\`\`\`

Now \`width\` includes padding and border, which is far easier to reason about. For example, \`width: 200px; padding: 20px; border: 5px solid\` makes a box 250px wide by default (200 + 2 × 20 + 2 × 5), but exactly 200px wide with \`border-box\`.

### Flexbox: one dimension

Flexbox lays items out in a **row or a column** and shares space between them.

\`\`\`css
.toolbar {
  display: flex;
  justify-content: space-between; /* along the main axis */
  align-items: center;            /* across it */
  gap: 1rem;
}
\`\`\`

Use it for navigation bars, button groups, centring something, or a card's inner layout.

### Grid: two dimensions

Grid defines **rows and columns** at once.

\`\`\`css
.gallery {
  display: grid;
  grid-template-columns: repeat(3, 1fr); /* three equal columns */
  gap: 1rem;
}
.gallery .featured { grid-column: span 2; }
\`\`\`

Use it for page layouts and galleries. The \`fr\` unit means "a fraction of the free space".

### Choosing

Start with normal flow (block elements stack, inline elements sit in lines). Add Flexbox when items sit in a line, Grid when they line up in both directions. You will often nest one inside the other. Avoid floats and absolute positioning for layout; they are for special cases.`,
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: CSS layout',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/CSS_layout',
        kind: 'course',
      },
      { title: 'web.dev: Learn CSS', url: 'https://web.dev/learn/css', kind: 'course' },
      {
        title: 'MDN: Flexbox',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/CSS_layout/Flexbox',
        kind: 'article',
      },
      {
        title: 'MDN: Grids',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/CSS_layout/Grids',
        kind: 'article',
      },
    ],
  },
  {
    key: 'responsive-design',
    title: 'Responsive Design',
    summary: 'Make one page that works well on a phone, a tablet and a wide desktop screen.',
    contentMd: `### One site, every screen

People will open your page on a 360px-wide phone and on a 2560px monitor. Responsive design means the layout adapts instead of forcing users to zoom and scroll sideways.

### Step 1: the viewport tag

Without this line in \`<head>\`, mobile browsers pretend to be a wide desktop and shrink everything:

\`\`\`html
<meta name="viewport" content="width=device-width, initial-scale=1">
\`\`\`

### Step 2: flexible building blocks

- Use relative units: \`rem\` for text and spacing, \`%\`, \`fr\` or \`max-width\` for widths.
- Make media fit: \`img { max-width: 100%; height: auto; }\`.
- Let Grid and Flexbox wrap: \`grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));\` creates as many columns as fit, with no media query at all.

### Step 3: media queries, mobile first

Write the simple, single-column styles first, then add layout for larger screens:

\`\`\`css
.layout { display: grid; gap: 1rem; }

@media (min-width: 48rem) {
  .layout { grid-template-columns: 16rem 1fr; } /* sidebar appears */
}
\`\`\`

Pick breakpoints where **your content** starts to look wrong, not at the sizes of particular devices.

### Beyond width

Touch targets should be at least about 44px tall, text should stay readable (around 60–75 characters per line), and \`prefers-color-scheme\` or \`prefers-reduced-motion\` media queries let you respect user settings.`,
    estimatedMinutes: 90,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: Responsive design',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/CSS_layout/Responsive_Design',
        kind: 'article',
      },
      { title: 'web.dev: Learn Responsive Design', url: 'https://web.dev/learn/design', kind: 'course' },
      {
        title: 'MDN: Using media queries',
        url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_media_queries/Using_media_queries',
        kind: 'docs',
      },
    ],
  },
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
  {
    key: 'web-accessibility',
    title: 'Web Accessibility',
    summary: 'Build pages that everyone can use, including people using keyboards, screen readers or zoom.',
    contentMd: `### Who you are building for

Roughly one in six people lives with a significant disability. Some use a **screen reader** that reads the page aloud, some navigate only with a **keyboard** or switch device, some zoom text to 200%, some cannot tell red from green. Accessibility (**a11y**) helps everyone, too: think of captions on a noisy train.

### The biggest wins

1. **Semantic HTML first.** Real \`<button>\`, \`<a>\`, \`<label>\`, headings and landmarks (\`<nav>\`, \`<main>\`) give you keyboard support and screen reader announcements for free.
2. **Text alternatives.** Meaningful \`alt\` text on images; visible labels on form fields; captions for video.
3. **Keyboard access.** Everything that works with a mouse must work with Tab, Enter, Space and the arrow keys, and the focused element must be visibly outlined. Never remove focus styles without replacing them. Tab follows the order of elements in the HTML, so keep the source order the same as the visual order.
4. **Colour and contrast.** WCAG (level AA) asks for a contrast ratio of at least 4.5:1 for normal text and 3:1 for large text. Do not use colour alone to show meaning (add an icon or text to errors).
5. **Clear errors.** Say what went wrong and how to fix it, next to the field.

### ARIA, carefully

ARIA attributes (\`aria-label\`, \`aria-expanded\`, \`role\`) add meaning when HTML cannot, for example on a custom tab widget. The first rule of ARIA: if a native element does the job, use it instead. Wrong ARIA is worse than none.

### Test it

Use your page with only the keyboard, run Lighthouse in Chrome DevTools, then try a screen reader (VoiceOver, NVDA or TalkBack). Automated tools such as Lighthouse find only some problems (missing labels, low contrast); whether a custom widget can really be operated is something only using it shows.`,
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: Accessibility',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Accessibility',
        kind: 'course',
      },
      { title: 'web.dev: Learn Accessibility', url: 'https://web.dev/learn/accessibility', kind: 'course' },
      {
        title: 'W3C WAI: Introduction to Web Accessibility',
        url: 'https://www.w3.org/WAI/fundamentals/accessibility-intro/',
        kind: 'article',
      },
      {
        title: 'W3C: How to Meet WCAG (Quick Reference)',
        url: 'https://www.w3.org/WAI/WCAG22/quickref/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'frontend-testing',
    title: 'Testing Frontend Code',
    summary: 'Write unit, component and end-to-end tests that catch bugs and let you change code without fear.',
    contentMd: `### Why test?

Tests are small programs that check your program. They catch regressions when you refactor, document how code is meant to behave, and let you ship on a Friday without worrying.

### Three levels

- **Unit tests** check one function in isolation. Fast and precise.
- **Component (integration) tests** render a component and interact with it like a user.
- **End-to-end (E2E) tests** drive a real browser through a full flow, such as signing up. Slowest, but closest to reality.

Write many fast tests and a handful of E2E tests for your most important flows.

### A unit test with Vitest

\`\`\`javascript
import { describe, it, expect } from 'vitest';
import { formatPrice } from './format-price.js';

describe('formatPrice', () => {
  it('shows two decimals and the currency', () => {
    expect(formatPrice(5, 'EUR')).toBe('€5.00');
  });
});
\`\`\`

### A component test with Testing Library

Testing Library encourages you to find elements the way users do: by role, label and text, not by CSS class.

\`\`\`jsx
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

it('increments the counter', async () => {
  render(<Counter />);
  await userEvent.click(screen.getByRole('button', { name: /clicked 0 times/i }));
  expect(screen.getByRole('button', { name: /clicked 1 times/i })).toBeInTheDocument();
});
\`\`\`

(\`toBeInTheDocument\` comes from \`@testing-library/jest-dom\`.)

### What makes a good test

Test **behaviour**, not implementation details: what the user sees and does, or what a function returns. A good test fails when the feature breaks and keeps passing when you merely refactor. Cover the edge cases where bugs hide, too: an empty list, a failed request, a very long name.`,
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    resources: [
      { title: 'Vitest: Getting Started', url: 'https://vitest.dev/guide/', kind: 'docs' },
      {
        title: 'React Testing Library: Introduction',
        url: 'https://testing-library.com/docs/react-testing-library/intro/',
        kind: 'docs',
      },
      { title: 'Testing Library: About Queries', url: 'https://testing-library.com/docs/queries/about', kind: 'docs' },
      { title: 'Playwright: Installation and first test', url: 'https://playwright.dev/docs/intro', kind: 'docs' },
    ],
  },
  {
    key: 'web-performance',
    title: 'Web Performance',
    summary: 'Measure and improve how fast your pages load and respond, using Core Web Vitals as a guide.',
    contentMd: `### Speed is a feature

Slow pages lose visitors, especially on mid-range phones and patchy mobile networks. Performance work is about two things: **loading** fewer bytes, sooner, and **responding** quickly when people interact.

### Measure first

Google's **Core Web Vitals** give you three numbers to watch:

- **LCP** (Largest Contentful Paint): when the main content appears. Aim for 2.5 s or less.
- **INP** (Interaction to Next Paint): how quickly the page responds to clicks and key presses. Aim for 200 ms or less.
- **CLS** (Cumulative Layout Shift): how much content jumps around while loading. Aim for 0.1 or less.

Run **Lighthouse** in Chrome DevTools for a lab report, and use the **Performance** and **Network** panels to see what is slow. Test with network and CPU throttling turned on; your laptop is much faster than your users' phones.

### Common fixes

- **Images:** serve modern formats (WebP, AVIF), the right size (\`srcset\`), and add \`loading="lazy"\` to images below the fold (never to the main image at the top: lazy-loading it delays LCP). Set \`width\` and \`height\` so the browser reserves space (this prevents layout shift).
- **JavaScript:** ship less of it. Split code by route, remove unused libraries, and \`defer\` scripts that are not needed for the first paint.
- **Caching:** let static files be cached for a long time with hashed file names.
- **Fonts:** limit the number of font files and use \`font-display: swap\`.
- **Long tasks:** break up heavy work so the main thread can respond to input.

\`\`\`html
<img src="hero-800.webp" srcset="hero-800.webp 800w, hero-1600.webp 1600w"
     sizes="100vw" width="800" height="450" alt="Team at work">
\`\`\``,
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    resources: [
      { title: 'web.dev: Learn Performance', url: 'https://web.dev/learn/performance', kind: 'course' },
      { title: 'web.dev: Web Vitals', url: 'https://web.dev/articles/vitals', kind: 'article' },
      {
        title: 'MDN: Web performance',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Extensions/Performance',
        kind: 'course',
      },
      {
        title: 'Chrome for Developers: Lighthouse overview',
        url: 'https://developer.chrome.com/docs/lighthouse/overview',
        kind: 'docs',
      },
    ],
  },
];
