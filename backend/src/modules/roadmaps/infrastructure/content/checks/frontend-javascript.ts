import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/frontend-javascript.ts. */
export const FRONTEND_JAVASCRIPT_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'javascript-fundamentals',
    questions: [
      {
        id: 'javascript-fundamentals-1',
        kind: 'output',
        section: 'Values and variables',
        prompt: 'What does this print?',
        code: { language: 'javascript', source: "console.log('5' == 5, '5' === 5, typeof 10n);" },
        options: [
          {
            text: 'true false number',
            correct: false,
            why: '`10n` is a BigInt, its own primitive type, so `typeof` says `"bigint"`.',
          },
          {
            text: 'false false bigint',
            correct: false,
            why: "`==` converts the string to a number before comparing, so `'5' == 5` is true.",
          },
          {
            text: 'true false bigint',
            correct: true,
            why: '`==` converts types (true), `===` never does (false), and `10n` is a BigInt.',
          },
          {
            text: 'true true number',
            correct: false,
            why: '`===` compares type as well as value, and a string is not a number.',
          },
        ],
      },
      {
        id: 'javascript-fundamentals-2',
        kind: 'output',
        section: 'Arrays and objects',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const prices = [5, 12, 30];
const cheap = prices.filter((p) => p < 20);
const total = prices.reduce((sum, p) => sum + p, 0);
console.log(cheap, total, prices.length);`,
        },
        options: [
          {
            text: '[ 5, 12 ] 47 2',
            correct: false,
            why: '`filter` returns a new array and leaves `prices` alone, so it still has 3 items.',
          },
          {
            text: '[ 5, 12 ] 47 3',
            correct: true,
            why: '`filter` keeps the items under 20 in a new array, `reduce` sums all three, and the original is unchanged.',
          },
          {
            text: '[ 30 ] 47 3',
            correct: false,
            why: '`filter` keeps the items for which the callback returns true, here those below 20.',
          },
          {
            text: '[ 5, 12 ] 17 3',
            correct: false,
            why: '`reduce` runs over the original `prices` (5 + 12 + 30), not over `cheap`.',
          },
        ],
      },
      {
        id: 'javascript-fundamentals-3',
        kind: 'output',
        section: 'Control flow',
        prompt: 'How many of these values count as true in a condition?',
        code: {
          language: 'javascript',
          source: `const values = [0, '0', '', [], null, 0n, 'false'];
console.log(values.filter((v) => v).length);`,
        },
        options: [
          {
            text: '2',
            correct: false,
            why: 'An empty array is an object, and every object is truthy, so `[]` counts too.',
          },
          {
            text: '4',
            correct: false,
            why: '`0n` is the BigInt zero and is falsy like `0`.',
          },
          {
            text: '3',
            correct: true,
            why: "`'0'`, `[]` and `'false'` are truthy; `0`, `''`, `null` and `0n` are falsy.",
          },
          {
            text: '1',
            correct: false,
            why: "Only the empty string is a falsy string; `'0'` and `'false'` are non-empty, so truthy.",
          },
        ],
      },
      {
        id: 'javascript-fundamentals-4',
        kind: 'single',
        section: 'Values and variables',
        prompt: 'Why does `const list = []; list.push(1);` work although `list` is a constant?',
        options: [
          {
            text: '`const` only forbids reassigning `list`; the array itself can still change',
            correct: true,
            why: '`list = [2]` would throw, but changing the contents of the same array is allowed.',
          },
          {
            text: '`push` makes a copy of the array behind the scenes, so the constant is never touched',
            correct: false,
            why: '`push` changes the array in place and returns the new length; it does not copy.',
          },
          {
            text: 'It only works outside strict mode; modules would throw a TypeError here',
            correct: false,
            why: 'It works everywhere: `const` protects the binding, not the object, in strict and sloppy mode alike.',
          },
        ],
      },
      {
        id: 'javascript-fundamentals-5',
        kind: 'fill',
        section: 'Values and variables',
        prompt: 'Declare variables with ____ by default, and with `let` only when the value must change.',
        answers: ['const'],
        why: '`const` tells the reader the name will not be reassigned; `var` should be avoided because it ignores block scope.',
      },
      {
        id: 'javascript-fundamentals-6',
        kind: 'output',
        section: 'Functions',
        prompt: 'Functions are values. What does this print?',
        code: {
          language: 'javascript',
          source: `const double = (n) => n * 2;
const apply = (fn, x) => fn(x);
console.log(apply(double, 21), typeof double);`,
        },
        options: [
          {
            text: '42 object',
            correct: false,
            why: 'Functions are objects, but `typeof` reports them specially as `"function"`.',
          },
          {
            text: 'NaN function',
            correct: false,
            why: '`apply` calls `double` with `21`, a number, so the result is `42`.',
          },
          {
            text: '42 function',
            correct: true,
            why: '`double` is passed like any value and called inside `apply`; `typeof` a function is `"function"`.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'dom-and-events',
    questions: [
      {
        id: 'dom-and-events-1',
        kind: 'single',
        section: 'The DOM',
        prompt: 'Why set `textContent` rather than `innerHTML` when showing text a user typed?',
        options: [
          {
            text: '`innerHTML` is slower, and that is its only drawback',
            correct: false,
            why: 'Speed is minor; the real danger is that `innerHTML` parses the text as HTML.',
          },
          {
            text: '`innerHTML` parses the text as HTML, so typed input could inject scripts (XSS)',
            correct: true,
            why: 'Input like `<img src=x onerror=...>` would run as code through `innerHTML`; `textContent` shows it literally.',
          },
          {
            text: '`innerHTML` does not work on elements created with `createElement`, which makes it unreliable',
            correct: false,
            why: '`innerHTML` works on any element; the problem is what it does with untrusted text.',
          },
        ],
      },
      {
        id: 'dom-and-events-2',
        kind: 'single',
        section: 'Events',
        prompt: "Why call `event.preventDefault()` in a form's `submit` handler?",
        options: [
          {
            text: 'To stop other listeners on the form from running',
            correct: false,
            why: "That would be `stopImmediatePropagation()`; `preventDefault()` cancels the browser's default action.",
          },
          {
            text: "To clear the form's fields after submitting",
            correct: false,
            why: 'The fields stay as they are; you clear them yourself (for example with `form.reset()`).',
          },
          {
            text: "To stop the browser's default full page reload so your code handles the data",
            correct: true,
            why: "By default a submit navigates to the form's action; preventing it keeps the page and its state.",
          },
          {
            text: 'To validate the inputs before they are sent to the server',
            correct: false,
            why: 'It validates nothing; it only cancels the default action, and the validation is up to you.',
          },
        ],
      },
      {
        id: 'dom-and-events-3',
        kind: 'output',
        section: 'Events',
        prompt:
          'Node.js has the same `EventTarget` and `Event` as the browser. Two listeners are added to one element. What does this print?',
        code: {
          language: 'javascript',
          source: `const button = new EventTarget();
const seen = [];
button.addEventListener('click', () => seen.push('first'));
button.addEventListener('click', (event) => {
  seen.push('second');
  event.preventDefault();
});
const click = new Event('click', { cancelable: true });
button.dispatchEvent(click);
console.log(seen.join(' then '), click.defaultPrevented);`,
        },
        options: [
          {
            text: 'second true',
            correct: false,
            why: '`addEventListener` adds a listener; only assigning `onclick` replaces the previous handler.',
          },
          {
            text: 'first then second true',
            correct: true,
            why: 'Both listeners run, in the order they were added, and the second cancels the default action.',
          },
          {
            text: 'second then first true',
            correct: false,
            why: 'Listeners of one element run in the order they were added, not the reverse.',
          },
          {
            text: 'first then second false',
            correct: false,
            why: 'The second listener called `preventDefault()` on a cancelable event, so `defaultPrevented` is true.',
          },
        ],
      },
      {
        id: 'dom-and-events-4',
        kind: 'order',
        section: 'Bubbling and delegation',
        prompt:
          'A user clicks a `<button>` inside an `<li>` inside `<ul id="tasks">`. Each has a click listener. In what order do they receive the bubbling click?',
        steps: ['the <button>', 'the <li>', 'the <ul id="tasks">', 'document'],
        why: 'An event starts at the element that was clicked and bubbles up through each ancestor to the document.',
      },
      {
        id: 'dom-and-events-5',
        kind: 'single',
        section: 'Bubbling and delegation',
        prompt:
          'Why does one click listener on the `<ul>` also handle delete buttons in items that were added after the listener?',
        options: [
          {
            text: 'The click bubbles up from the new button to the list, which checks `event.target`',
            correct: true,
            why: 'Delegation relies on bubbling: the listener sits on a parent that exists from the start.',
          },
          {
            text: "The browser copies the list's listeners onto every child that is appended later on",
            correct: false,
            why: 'Listeners are never copied; the new button has none. The click reaches the list by bubbling.',
          },
          {
            text: '`querySelectorAll` re-runs automatically whenever new items appear',
            correct: false,
            why: '`querySelectorAll` returns a static list at the moment it is called; delegation does not use it.',
          },
        ],
      },
      {
        id: 'dom-and-events-6',
        kind: 'fill',
        section: 'The DOM',
        prompt: "`document.____('.item')` returns every element with the class `item`.",
        answers: ['querySelectorAll'],
        why: '`querySelectorAll` returns all matches; `querySelector` returns only the first one.',
      },
    ],
  },
  {
    moduleKey: 'async-javascript',
    questions: [
      {
        id: 'async-javascript-1',
        kind: 'output',
        section: 'The event loop in one sentence',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const order = [];
order.push('A');
setTimeout(() => {
  order.push('B');
  console.log(order.join(' '));
});
Promise.resolve().then(() => order.push('C'));
order.push('D');`,
        },
        options: [
          {
            text: 'A B C D',
            correct: false,
            why: 'Callbacks never interrupt synchronous code: `D` is pushed before any callback runs.',
          },
          {
            text: 'A D B C',
            correct: false,
            why: 'A zero-delay timer is still a task; it waits for the promise callbacks (microtasks) to finish.',
          },
          {
            text: 'A C D B',
            correct: false,
            why: 'Even an already-resolved promise runs its `.then` callback later, after the synchronous code.',
          },
          {
            text: 'A D C B',
            correct: true,
            why: 'Synchronous code first (A, D), then the promise callback (C), then the timer (B).',
          },
        ],
      },
      {
        id: 'async-javascript-2',
        kind: 'output',
        section: 'async / await',
        prompt: 'What does this print? (The module allows `await` at the top level.)',
        code: {
          language: 'javascript',
          source: `async function getAnswer() {
  return 42;
}
const result = getAnswer();
console.log(result instanceof Promise, await result);`,
        },
        options: [
          {
            text: 'false 42',
            correct: false,
            why: 'An `async` function always returns a promise, even when it returns a plain value.',
          },
          {
            text: 'true 42',
            correct: true,
            why: 'The return value is wrapped in a promise; `await` unwraps it back to `42`.',
          },
          {
            text: 'true undefined',
            correct: false,
            why: 'The promise is fulfilled with the returned value, so awaiting it gives `42`.',
          },
        ],
      },
      {
        id: 'async-javascript-3',
        kind: 'output',
        section: 'Running things in parallel',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `try {
  const [user, posts] = await Promise.all([
    Promise.resolve('user'),
    Promise.reject(new Error('posts failed')),
  ]);
  console.log(user, posts);
} catch (error) {
  console.log('caught:', error.message);
}`,
        },
        options: [
          {
            text: 'user undefined',
            correct: false,
            why: '`Promise.all` does not fill failed slots with `undefined`; it rejects as a whole.',
          },
          {
            text: 'caught: posts failed',
            correct: true,
            why: '`Promise.all` rejects as soon as one promise rejects, and `await` throws that error into the `catch`.',
          },
          {
            text: 'user Error: posts failed',
            correct: false,
            why: 'Reporting each result, error included, is what `Promise.allSettled` does, not `Promise.all`.',
          },
        ],
      },
      {
        id: 'async-javascript-4',
        kind: 'single',
        section: 'async / await',
        prompt: 'What does `await` pause?',
        options: [
          {
            text: 'The whole page, until the promise settles',
            correct: false,
            why: 'If it did, the page would freeze during every request, which is what async code avoids.',
          },
          {
            text: 'Every other `async` function running at the same time, until this one resumes',
            correct: false,
            why: 'Other functions keep going; each `await` only suspends its own function.',
          },
          {
            text: 'Only the `async` function it is in; the rest of the page keeps running',
            correct: true,
            why: 'The function resumes when the promise settles; meanwhile the event loop runs other work.',
          },
        ],
      },
      {
        id: 'async-javascript-5',
        kind: 'fill',
        section: 'Promises',
        prompt: 'A promise that is neither fulfilled nor rejected yet is ____.',
        answers: ['pending'],
        caseInsensitive: true,
        why: 'A promise starts pending and settles once: fulfilled with a value or rejected with an error.',
      },
      {
        id: 'async-javascript-6',
        kind: 'single',
        section: 'Why asynchronous?',
        prompt: 'Why does browser JavaScript not simply wait for a network request to finish?',
        options: [
          {
            text: 'It runs on a single thread, so waiting would freeze the whole page',
            correct: true,
            why: 'Clicks, typing and painting share that thread; starting the request and being told later keeps them working.',
          },
          {
            text: 'Browsers limit each script to one second of run time and stop it after that',
            correct: false,
            why: 'There is no such limit; long scripts freeze the page, which is exactly the problem.',
          },
          {
            text: 'Network requests are always answered in random order, so waiting could not work',
            correct: false,
            why: 'Order is not the reason; the single thread is. Waiting would block everything else on the page.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'typescript-basics',
    questions: [
      {
        id: 'typescript-basics-1',
        kind: 'single',
        section: 'What TypeScript adds',
        prompt: 'Do TypeScript types exist when the code runs in the browser?',
        options: [
          {
            text: 'Yes: the browser checks each argument against its annotation',
            correct: false,
            why: 'Browsers run JavaScript; they never see the annotations.',
          },
          {
            text: 'No: the compiler checks them, then removes them from the output',
            correct: true,
            why: 'Types are a safety net while writing code; the emitted JavaScript has none, so data from outside still needs runtime checks.',
          },
          {
            text: 'Only interfaces are kept at runtime, so you can test `x instanceof User`',
            correct: false,
            why: 'Interfaces are erased like every other type; `instanceof` works with classes, which are real JavaScript.',
          },
        ],
      },
      {
        id: 'typescript-basics-2',
        kind: 'output',
        section: 'Narrowing',
        prompt:
          "This is the lesson's `format` with its types removed, which is what the compiler emits. What does it print?",
        code: {
          language: 'javascript',
          source: `function format(value) {
  if (typeof value === 'number') return value.toFixed(2);
  return value.toUpperCase();
}
console.log(format(3.14159), format('ok'));`,
        },
        options: [
          {
            text: '3.14159 OK',
            correct: false,
            why: 'The number branch calls `toFixed(2)`, which rounds to two decimals.',
          },
          {
            text: '3.14 ok',
            correct: false,
            why: 'A string takes the second branch and is upper-cased.',
          },
          {
            text: '3.14 OK',
            correct: true,
            why: 'The `typeof` check runs at runtime too: numbers get `toFixed(2)`, strings `toUpperCase()`.',
          },
          {
            text: 'TypeError: value.toUpperCase is not a function',
            correct: false,
            why: 'The number returns early from the first branch, so `toUpperCase` is only called on the string.',
          },
        ],
      },
      {
        id: 'typescript-basics-3',
        kind: 'single',
        section: 'Tips',
        prompt: 'What is the difference between `any` and `unknown`?',
        options: [
          {
            text: '`any` switches checking off; `unknown` must be narrowed before you use it',
            correct: true,
            why: 'With `unknown` you must check (`typeof`, `in`, ...) first, so mistakes are still caught.',
          },
          {
            text: 'There is none: `unknown` is only a newer spelling of `any`',
            correct: false,
            why: 'They behave oppositely: anything goes with `any`, almost nothing is allowed on `unknown` until narrowed.',
          },
          {
            text: '`unknown` is for values that may be `undefined`; `any` is for values of every other type',
            correct: false,
            why: '`unknown` can hold any value at all; it is the type-safe counterpart of `any`, unrelated to `undefined`.',
          },
        ],
      },
      {
        id: 'typescript-basics-4',
        kind: 'single',
        section: 'Describing data',
        prompt: "With `type Status = 'idle' | 'loading' | 'error'`, which line does the compiler reject?",
        options: [
          {
            text: "`const s: Status = 'loading';`",
            correct: false,
            why: "`'loading'` is one of the three literal types in the union.",
          },
          {
            text: "`const s: Status = 'done';`",
            correct: true,
            why: "A union of literal types allows exactly those strings; `'done'` is not one of them.",
          },
          {
            text: "`const s: Status = 'idle';`",
            correct: false,
            why: "`'idle'` is listed in the union, so it is allowed.",
          },
          {
            text: "`const s: Status = 'error';`",
            correct: false,
            why: "`'error'` is a member of the union; it is a string literal here, not an exception.",
          },
        ],
      },
      {
        id: 'typescript-basics-5',
        kind: 'fill',
        section: 'Describing data',
        prompt: 'In an interface, `email?: string` makes the property ____.',
        answers: ['optional'],
        caseInsensitive: true,
        why: 'The `?` means an object may leave `email` out; its type is then `string | undefined` when you read it.',
      },
      {
        id: 'typescript-basics-6',
        kind: 'single',
        section: 'Generics',
        prompt: "Given `function first<T>(items: T[]): T | undefined`, what type does `first(['a', 'b'])` have?",
        options: [
          {
            text: '`any`',
            correct: false,
            why: 'Generics keep the type connected; nothing is lost to `any`.',
          },
          {
            text: '`string[] | undefined`',
            correct: false,
            why: '`T` is the element type (`string`), not the array type, so the result is one element or `undefined`.',
          },
          {
            text: '`string | undefined`',
            correct: true,
            why: '`T` is inferred as `string` from the argument, and an empty array would give `undefined`.',
          },
          {
            text: '`T`',
            correct: false,
            why: '`T` is a placeholder that is filled in at each call; here it becomes `string`.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'react-fundamentals',
    questions: [
      {
        id: 'react-fundamentals-1',
        kind: 'output',
        section: 'State',
        prompt:
          'React compares old and new state with `Object.is`. What does this print, and why does it explain that `items.push(x)` never updates the screen?',
        code: {
          language: 'javascript',
          source: `const items = ['a'];
const pushed = items;
pushed.push('b');
const copied = [...items, 'c'];
console.log(Object.is(items, pushed), Object.is(items, copied), items.length);`,
        },
        options: [
          {
            text: 'false false 2',
            correct: false,
            why: '`push` changes the array in place: `pushed` and `items` are the same object.',
          },
          {
            text: 'true false 2',
            correct: true,
            why: 'A pushed array is still the same object, so React sees no change; a spread makes a new one.',
          },
          {
            text: 'true true 3',
            correct: false,
            why: 'The spread builds a new array, so `copied` is a different object and `items` keeps 2 items.',
          },
          {
            text: 'true false 1',
            correct: false,
            why: '`pushed` is not a copy: pushing onto it pushed onto `items`, which now has 2 items.',
          },
        ],
      },
      {
        id: 'react-fundamentals-2',
        kind: 'single',
        section: 'Lists and keys',
        prompt: 'Why do the items of a rendered list need a `key`?',
        options: [
          {
            text: 'So the browser can style each item separately with CSS',
            correct: false,
            why: 'Keys never reach the DOM; CSS cannot see them.',
          },
          {
            text: 'So React can match each item to its element when items are added, removed or reordered',
            correct: true,
            why: 'With a stable key React keeps the right element (and its state) for each item between renders.',
          },
          {
            text: 'So React can send the list to the server in the right order when the form is submitted',
            correct: false,
            why: 'Keys are only used by React while rendering; they are not part of any data sent anywhere.',
          },
        ],
      },
      {
        id: 'react-fundamentals-3',
        kind: 'single',
        section: 'Lists and keys',
        prompt: 'Which key is best for to-dos that can be reordered and deleted?',
        options: [
          {
            text: 'The array index',
            correct: false,
            why: 'Indexes change when items move, so React would attach the wrong element to an item.',
          },
          {
            text: '`Math.random()`',
            correct: false,
            why: 'A new key every render makes React throw away and recreate every item each time.',
          },
          {
            text: '`todo.id`',
            correct: true,
            why: 'A stable ID unique among siblings follows the item wherever it moves.',
          },
          {
            text: '`todo.title`',
            correct: false,
            why: 'Two to-dos can share a title, and editing the title would change the key.',
          },
        ],
      },
      {
        id: 'react-fundamentals-4',
        kind: 'single',
        section: 'Effects',
        prompt: 'A component has `firstName` and `lastName` in state and shows the full name. What should it do?',
        options: [
          {
            text: 'Keep `fullName` in state too and update it in a `useEffect`',
            correct: false,
            why: 'That adds a redundant state and an extra render; values derived from state need no effect.',
          },
          {
            text: "Compute `const fullName = firstName + ' ' + lastName` during render",
            correct: true,
            why: 'Values you can calculate from props or state should simply be calculated while rendering.',
          },
          {
            text: 'Store `fullName` in a global variable outside the component and update it on every change',
            correct: false,
            why: 'React would not know to re-render, and the component would no longer be a pure function of its props and state.',
          },
        ],
      },
      {
        id: 'react-fundamentals-5',
        kind: 'fill',
        section: 'Components',
        prompt: "A React component's name must start with a(n) ____ letter, like `Greeting`.",
        answers: ['capital', 'uppercase', 'upper-case', 'upper case'],
        caseInsensitive: true,
        why: 'JSX treats lower-case names such as `<greeting>` as HTML tags; a capital letter tells it to call your component.',
      },
      {
        id: 'react-fundamentals-6',
        kind: 'order',
        section: 'Thinking in React',
        prompt: 'Put the steps of "thinking in React" in order.',
        steps: [
          'Break the UI into components',
          'Find the minimal state the UI needs',
          'Decide which component owns each piece of state',
          'Pass data down as props and callbacks up',
        ],
        why: 'You need the components before you can place state in them, and the owner of the state before you can wire data down and events up.',
      },
    ],
  },
];
