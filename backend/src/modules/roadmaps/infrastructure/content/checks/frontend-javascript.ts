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
      {
        id: 'javascript-fundamentals-7',
        kind: 'output',
        section: 'Control flow',
        prompt: 'A user set the volume to `0`. What does this print?',
        code: {
          language: 'javascript',
          source: `const volume = 0;
console.log(volume || 50, volume ?? 50, undefined ?? 50);`,
        },
        options: [
          {
            text: '50 0 50',
            correct: true,
            why: '`||` replaces every falsy value, including a real `0`; `??` only replaces `null` and `undefined`.',
          },
          {
            text: '0 0 50',
            correct: false,
            why: '`0` is falsy, so `volume || 50` falls through to `50`.',
          },
          {
            text: '50 50 50',
            correct: false,
            why: '`??` keeps `0` because it is neither `null` nor `undefined`.',
          },
          {
            text: '0 50 undefined',
            correct: false,
            why: 'The two operators are swapped here, and `undefined ?? 50` is `50`.',
          },
        ],
      },
      {
        id: 'javascript-fundamentals-8',
        kind: 'output',
        section: 'Common mistakes',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const scores = [10, 9, 1];
const a = scores.toSorted();
const b = scores.toSorted((x, y) => x - y);
console.log(a.join(','), b.join(','));`,
        },
        options: [
          {
            text: '1,9,10 1,9,10',
            correct: false,
            why: 'Without a comparator the items are compared as strings, and "10" comes before "9".',
          },
          {
            text: '1,10,9 1,9,10',
            correct: true,
            why: 'The default order compares strings ("1" < "10" < "9"); the comparator `x - y` sorts numbers.',
          },
          {
            text: '10,9,1 1,9,10',
            correct: false,
            why: '`toSorted` does sort; it just returns a copy instead of changing `scores`.',
          },
        ],
      },
      {
        id: 'javascript-fundamentals-9',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the revenue-by-category function in the order it performs them.',
        steps: [
          'Loop over the order lines, destructuring category and cents',
          'Add the cents to the running total for that category in a Map',
          'Turn the Map into [category, cents] pairs',
          'Sort the pairs by total, highest first, then by name',
          'Format each pair as a text line with the amount in euros',
        ],
        why: 'Totals must be complete before sorting, and formatting into strings comes last so the sort compares numbers, not text.',
      },
      {
        id: 'javascript-fundamentals-10',
        kind: 'single',
        section: 'Functions',
        prompt:
          'A function created inside another function still reads and updates a variable of the outer one after the outer call has returned. What is this called?',
        options: [
          {
            text: 'Hoisting',
            correct: false,
            why: 'Hoisting is about declarations being known before their line runs, not about remembering variables.',
          },
          {
            text: 'A callback',
            correct: false,
            why: 'A callback is a function passed to another function; it may or may not use a closure.',
          },
          {
            text: 'A closure',
            correct: true,
            why: 'The inner function keeps access to the variables around the place it was created.',
          },
          {
            text: 'A pure function',
            correct: false,
            why: 'A pure function changes nothing outside itself, the opposite of updating an outer variable.',
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
      {
        id: 'dom-and-events-7',
        kind: 'single',
        section: 'Bubbling and delegation',
        prompt:
          "A delegated listener on the `<ul>` runs `if (event.target.matches('button.delete'))`. The delete buttons contain an `<svg>` icon, and clicks on the icon do nothing. What fixes it?",
        options: [
          {
            text: "Use `event.target.closest('button.delete')`, which walks up to the button",
            correct: true,
            why: 'The target is the innermost element clicked, the icon; `closest` starts there and finds the enclosing button.',
          },
          {
            text: 'Call `event.stopPropagation()` in a listener on the icon, so that the click stays on the button',
            correct: false,
            why: 'Stopping propagation would keep the click from ever reaching the list, so nothing would run at all.',
          },
          {
            text: 'Use `event.currentTarget`, which is always the button that was pressed',
            correct: false,
            why: '`currentTarget` is the element the listener is on, here the `<ul>`, not the button.',
          },
        ],
      },
      {
        id: 'dom-and-events-8',
        kind: 'output',
        section: 'Events',
        prompt: 'What does this print? (`EventTarget` and `Event` work the same in Node.js as in the browser.)',
        code: {
          language: 'javascript',
          source: `const target = new EventTarget();
let calls = 0;
const onPing = () => { calls += 1; };
target.addEventListener('ping', onPing);
target.addEventListener('ping', () => { calls += 10; }, { once: true });
target.removeEventListener('ping', () => { calls += 1; });
target.dispatchEvent(new Event('ping'));
target.dispatchEvent(new Event('ping'));
console.log(calls);`,
        },
        options: [
          {
            text: '12',
            correct: true,
            why: '`onPing` was never removed (a new arrow function is a different object), so it runs twice; the `once` listener runs once.',
          },
          {
            text: '10',
            correct: false,
            why: 'The remove call passed a new function, not `onPing`, so `onPing` is still attached.',
          },
          {
            text: '22',
            correct: false,
            why: '`{ once: true }` removes that listener after its first call, so it adds 10 only once.',
          },
          {
            text: '11',
            correct: false,
            why: 'Both dispatches reach `onPing`, which adds 1 each time.',
          },
        ],
      },
      {
        id: 'dom-and-events-9',
        kind: 'single',
        section: 'Worked example',
        prompt: 'In the to-do example, why does each Delete button get `type="button"`?',
        options: [
          {
            text: 'Without it, delegation cannot see clicks on the button',
            correct: false,
            why: 'Clicks on any button bubble the same way; the type changes what the button does by default.',
          },
          {
            text: 'Inside a form, a button submits the form by default',
            correct: true,
            why: 'A plain `<button>` in a form defaults to `type="submit"`; `type="button"` gives it no default action.',
          },
          {
            text: 'Screen readers announce buttons only when they have an explicit type',
            correct: false,
            why: 'A `<button>` is announced as a button whatever its type; the type controls form submission.',
          },
        ],
      },
      {
        id: 'dom-and-events-10',
        kind: 'single',
        section: 'Common mistakes',
        prompt:
          'After a list has been re-rendered three times, one click on "Save" saves three times. What is the most likely cause?',
        options: [
          {
            text: 'The click bubbles to three ancestors, and each one runs the handler',
            correct: false,
            why: 'Bubbling only runs listeners that were added to those ancestors; it does not copy the handler.',
          },
          {
            text: 'The browser repeats click events when the page is slow',
            correct: false,
            why: 'A click fires once; repeats come from your code having several listeners.',
          },
          {
            text: 'Each render calls `addEventListener` and adds a listener',
            correct: true,
            why: 'Every call adds another listener; add it once, or remove the old ones (for example with an `AbortController`).',
          },
        ],
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
      {
        id: 'async-javascript-7',
        kind: 'output',
        section: 'Common mistakes',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const done = [];
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
[1, 2].forEach(async (n) => {
  await wait(10);
  done.push(n);
});
console.log(done.length);`,
        },
        options: [
          {
            text: '2',
            correct: false,
            why: '`forEach` does not wait for the promises its async callback returns, so nothing has been pushed yet.',
          },
          {
            text: '0',
            correct: true,
            why: 'Both callbacks are paused at `await wait(10)` when `console.log` runs; `forEach` ignored their promises.',
          },
          {
            text: '1',
            correct: false,
            why: 'Neither callback gets past its `await` before the synchronous `console.log` runs.',
          },
        ],
      },
      {
        id: 'async-javascript-8',
        kind: 'output',
        section: 'Promises',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `Promise.resolve(2)
  .then((n) => n * 3)
  .then((n) => {
    throw new Error('bad ' + n);
  })
  .then(() => console.log('skipped'))
  .catch((error) => error.message)
  .then((message) => console.log(message));`,
        },
        options: [
          {
            text: 'skipped',
            correct: false,
            why: 'A throw rejects the chain, so the next `.then` is skipped until a `.catch` handles the error.',
          },
          {
            text: 'bad 2',
            correct: false,
            why: 'The first `.then` returned `2 * 3`, and that value is what the next step receives.',
          },
          {
            text: 'bad 6',
            correct: true,
            why: 'Each step receives the previous return value; the throw skips to `.catch`, whose return value goes to the last `.then`.',
          },
          {
            text: 'undefined',
            correct: false,
            why: '`.catch` returned `error.message`, so the chain continues fulfilled with that string.',
          },
        ],
      },
      {
        id: 'async-javascript-9',
        kind: 'single',
        section: 'Running things in parallel',
        prompt:
          'An app asks three mirror servers for the same file and wants the first successful answer; it should fail only if all three fail. Which combinator fits?',
        options: [
          {
            text: '`Promise.race`',
            correct: false,
            why: '`race` settles like the first promise to settle, so one fast failure would fail the whole thing.',
          },
          {
            text: '`Promise.all`',
            correct: false,
            why: '`all` needs every mirror to succeed and rejects on the first failure.',
          },
          {
            text: '`Promise.any`',
            correct: true,
            why: '`any` fulfills with the first success and rejects with an `AggregateError` only when all reject.',
          },
          {
            text: '`Promise.allSettled`',
            correct: false,
            why: '`allSettled` waits for all three, which throws away the speed of the fastest mirror.',
          },
        ],
      },
      {
        id: 'async-javascript-10',
        kind: 'fill',
        section: 'async / await',
        prompt: 'To make `fetch` give up after five seconds, pass `{ signal: AbortSignal.____(5000) }`.',
        answers: ['timeout'],
        why: '`AbortSignal.timeout(ms)` returns a signal that aborts after that many milliseconds, so `fetch` rejects with a `TimeoutError`.',
      },
      {
        id: 'async-javascript-11',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the dashboard example, why is each widget request followed by `.then(onFulfilled, onRejected)` that turns an error into `{ ok: false }`?',
        options: [
          {
            text: 'So one broken widget cannot make `Promise.all` reject',
            correct: true,
            why: 'A rejection turned into a value cannot reject the surrounding `Promise.all`, which is how `allSettled` behaves.',
          },
          {
            text: 'So the pool can start more than four requests when some of them fail',
            correct: false,
            why: 'The limit of four lanes stays the same; error handling does not change how many run.',
          },
          {
            text: 'Because `fetch` cannot reject, so errors must be created by hand',
            correct: false,
            why: '`fetch` does reject on network errors and timeouts; `getJson` also throws on HTTP errors.',
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
      {
        id: 'typescript-basics-7',
        kind: 'output',
        section: 'Narrowing',
        prompt: "Why is `typeof x === 'object'` not enough to find plain objects? What does this print?",
        code: {
          language: 'javascript',
          source: `const values = [null, [], {}, 'x'];
const plain = values.filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
console.log(values.map((v) => typeof v === 'object').join(' '), plain.length);`,
        },
        options: [
          {
            text: 'false false true false 1',
            correct: false,
            why: '`typeof null` is `"object"` (a historical quirk), and arrays are objects too.',
          },
          {
            text: 'true true true false 1',
            correct: true,
            why: 'null, the array and the object all report `"object"`; only the full check leaves just `{}`.',
          },
          {
            text: 'true true true false 3',
            correct: false,
            why: 'The filter also rules out `null` and arrays, so only `{}` is left.',
          },
          {
            text: 'false true true false 2',
            correct: false,
            why: '`typeof null` is `"object"`, and the filter drops the array with `Array.isArray`.',
          },
        ],
      },
      {
        id: 'typescript-basics-8',
        kind: 'single',
        section: 'Tips',
        prompt: 'What does `const user = data as User;` do when the code runs?',
        options: [
          {
            text: 'It checks each property of `data` and throws a TypeError if one is wrong',
            correct: false,
            why: 'Types, assertions included, are erased; no check is generated.',
          },
          {
            text: 'Nothing: it only tells the compiler to trust you',
            correct: true,
            why: 'An assertion is erased with the other types, so wrong data goes through unnoticed.',
          },
          {
            text: 'It copies `data` into a new object that has only the properties of `User`',
            correct: false,
            why: 'No code is emitted for `as`; `user` is the very same value as `data`.',
          },
        ],
      },
      {
        id: 'typescript-basics-9',
        kind: 'fill',
        section: 'Narrowing',
        prompt:
          "A union such as `{ kind: 'ok'; user: User } | { kind: 'error'; message: string }`, whose variants share a literal field, is called a ____ union.",
        answers: ['discriminated', 'tagged'],
        caseInsensitive: true,
        why: 'Checking the shared field (here `kind`) narrows the value to exactly one variant.',
      },
      {
        id: 'typescript-basics-10',
        kind: 'single',
        section: 'What TypeScript adds',
        prompt:
          'A project builds with Vite and its dev server runs fine, yet `tsc --noEmit` reports a type error. How can both be true?',
        options: [
          {
            text: 'Vite fixes type errors automatically while bundling',
            correct: false,
            why: 'No tool repairs types; the error is still in the code.',
          },
          {
            text: 'Vite strips the types without checking them',
            correct: true,
            why: 'Stripping tools only remove types; only `tsc` checks them, which is why CI runs it.',
          },
          {
            text: 'Type errors only exist in production builds, never in development',
            correct: false,
            why: 'Type errors do not depend on the build mode; only `tsc` reports them.',
          },
        ],
      },
      {
        id: 'typescript-basics-11',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of safely loading a user from the API in order.',
        steps: [
          'Fetch the URL and return an error result if `response.ok` is false',
          'Parse the body and store it as `unknown`',
          'Check that it is a non-null, non-array object',
          'Check each required property with `typeof`',
          "Return `{ kind: 'ok', user }` so the caller handles both variants",
        ],
        why: 'HTTP errors are handled first; the body is untrusted until the guard has checked the object and then its properties.',
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
          'Build a static version that only renders props',
          'Find the minimal state the UI needs',
          'Decide which component owns each piece of state',
          'Pass data down as props and callbacks up',
        ],
        why: 'You need the components (and a static version of them) before you can place state in them, and the owner of the state before you can wire data down and events up.',
      },
      {
        id: 'react-fundamentals-7',
        kind: 'output',
        section: 'Components',
        prompt:
          'JSX `{count && <Badge />}` renders whatever the `&&` expression gives: React shows numbers but skips `false`. With strings in place of the JSX, what does this print?',
        code: {
          language: 'javascript',
          source: `const count = 0;
console.log(count && 'new', count > 0 && 'new');`,
        },
        options: [
          {
            text: 'false false',
            correct: false,
            why: '`&&` returns its left side when that is falsy, and the left side of the first is the number `0`.',
          },
          {
            text: 'new false',
            correct: false,
            why: '`0` is falsy, so `&&` stops there and never reaches `new`.',
          },
          {
            text: '0 false',
            correct: true,
            why: 'The first gives the number `0`, which React would show on screen; the comparison gives `false`, which React skips.',
          },
        ],
      },
      {
        id: 'react-fundamentals-8',
        kind: 'single',
        section: 'State',
        prompt:
          '`count` is 0. A click handler runs `setCount(count + 1)` three times in a row. What does the next render show?',
        options: [
          {
            text: '3, because each call adds one',
            correct: false,
            why: 'Each call computes `0 + 1` from the same snapshot; only updater functions chain.',
          },
          {
            text: '1, because every call used the same snapshot of count',
            correct: true,
            why: 'Within one render `count` stays 0, so all three ask for 1. `setCount((c) => c + 1)` would give 3.',
          },
          {
            text: '0, because React ignores repeated updates in one event',
            correct: false,
            why: 'React batches the updates and applies them; the result is 1, not 0.',
          },
        ],
      },
      {
        id: 'react-fundamentals-9',
        kind: 'single',
        section: 'Effects',
        prompt:
          'An effect starts a `setInterval` but returns no cleanup. In development the clock ticks twice as fast. Why?',
        options: [
          {
            text: 'StrictMode remounts it in development; the first interval is never cleared',
            correct: true,
            why: 'The double mount in development exposes the missing cleanup: two intervals run. Return `() => clearInterval(id)`.',
          },
          {
            text: 'Effects always run twice per render in React, in development and production alike',
            correct: false,
            why: 'Effects run after renders whose dependencies changed; the extra run is a development-only StrictMode check.',
          },
          {
            text: 'setInterval is not allowed inside an effect and must move to the render body',
            correct: false,
            why: 'An effect is the right place for a timer; creating it during render would start a new one on every render.',
          },
        ],
      },
      {
        id: 'react-fundamentals-10',
        kind: 'fill',
        section: 'Effects',
        prompt:
          "In `useEffect(fn, [roomId])`, the array `[roomId]` is the effect's ____ array: React re-runs the effect when a value in it changes.",
        answers: ['dependency', 'dependencies', 'deps'],
        caseInsensitive: true,
        why: 'The dependency array lists the reactive values the effect reads; when one changes, React cleans up and runs the effect again.',
      },
      {
        id: 'react-fundamentals-11',
        kind: 'single',
        section: 'Worked example',
        prompt: 'In the to-do example, why is `visible` computed during render instead of kept in its own state?',
        options: [
          {
            text: 'Because `useState` cannot hold arrays, only strings, numbers and objects',
            correct: false,
            why: '`todos` itself is an array in state; any value can be state.',
          },
          {
            text: 'It is derived from `todos` and `onlyOpen`, so it can never go stale',
            correct: true,
            why: 'A copy in state would need an effect to sync it, adding a render and a chance to show stale data.',
          },
          {
            text: 'Because filtering inside an event handler is not allowed in React',
            correct: false,
            why: 'Handlers may filter; the point is that derived values need no state of their own.',
          },
        ],
      },
    ],
  },
];
