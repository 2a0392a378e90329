import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Frontend exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_EXAM_JAVASCRIPT: ExamQuestionContent[] = [
  {
    key: 'frontend-131',
    kind: 'output',
    prompt: 'What does this code print?',
    language: 'javascript',
    code: `const original = { name: 'Ada', tags: ['math'] };
const copy = { ...original };
copy.name = 'Grace';
copy.tags.push('code');
console.log(original.name, original.tags.length);`,
    options: opts('Grace 2', 'Ada 1', 'Ada 2', 'Grace 1'),
    correct: ['c'],
    explanation:
      'Spread makes a shallow copy: `name` is copied, so changing it on the copy leaves the original alone, but `tags` is still the same array in both objects. Use `structuredClone` for a deep copy.',
    moduleKey: 'javascript-fundamentals',
    section: 'Values and variables',
  },
  {
    key: 'frontend-132',
    kind: 'single',
    prompt:
      'A settings screen shows `const pageSize = saved.pageSize || 25;`. A user who saved a page size of 0 (meaning "show all") always gets 25. Which change fixes it?',
    options: opts(
      'const pageSize = saved.pageSize ?? 25;',
      'const pageSize = saved.pageSize && 25;',
      'const pageSize = saved?.pageSize || 25;',
      'const pageSize = Number(saved.pageSize) || 25;',
    ),
    correct: ['a'],
    explanation:
      '`??` only falls back when the value is `null` or `undefined`, so a saved 0 is kept. `||` falls back for every falsy value, and optional chaining or `Number()` do not change that.',
    moduleKey: 'javascript-fundamentals',
    section: 'Control flow',
  },
  {
    key: 'frontend-133',
    kind: 'output',
    prompt: 'What does this code print?',
    language: 'javascript',
    code: `function makeCounter() {
  let n = 0;
  return () => ++n;
}
const likes = makeCounter();
const views = makeCounter();
likes();
likes();
console.log(likes(), views());`,
    options: opts('3 1', '1 1', '3 4', '2 1'),
    correct: ['a'],
    explanation:
      'Each call of `makeCounter` creates its own `n`, and the returned function keeps it in a closure. `likes` has been called three times when it prints, `views` once.',
    moduleKey: 'javascript-fundamentals',
    section: 'Functions',
  },
  {
    key: 'frontend-134',
    kind: 'multiple',
    prompt:
      "A helper receives an array from its caller and must not change it. Which of these calls would change the caller's array? Select all that apply.",
    options: opts(
      'items.sort()',
      'items.map((x) => x * 2)',
      'items.reverse()',
      'items.filter(Boolean)',
      'items.toSorted()',
    ),
    correct: ['a', 'c'],
    explanation:
      '`sort` and `reverse` work in place on the same array. `map`, `filter` and `toSorted` return new arrays and leave the original as it was.',
    moduleKey: 'javascript-fundamentals',
    section: 'Arrays and objects',
  },
  {
    key: 'frontend-135',
    kind: 'output',
    prompt: 'What does this code print?',
    language: 'javascript',
    code: `const totals = new Map();
for (const [team, pts] of [['red', 3], ['blue', 5], ['red', 4]]) {
  totals.set(team, (totals.get(team) ?? 0) + pts);
}
console.log([...totals].map(([t, p]) => t + '=' + p).join(' '));`,
    options: opts('red=3 blue=5 red=4', 'blue=5 red=7', 'red=7 blue=5', 'red=4 blue=5'),
    correct: ['c'],
    explanation:
      "The loop adds each score to its team's running total, starting from 0 thanks to `?? 0`. A Map keeps keys in the order they were first inserted, so red (7) comes before blue (5).",
    moduleKey: 'javascript-fundamentals',
    section: 'Worked example',
  },
  {
    key: 'frontend-136',
    kind: 'single',
    prompt:
      "A table has 3 rows. The code runs `const rows = document.querySelectorAll('tr');`, then appends a fourth row to the table. What is `rows.length` now?",
    options: opts(
      '4, because the list updates itself',
      '3, because the list is a snapshot',
      '0, because appending clears it',
      'It throws, because the list is stale',
    ),
    correct: ['b'],
    explanation:
      '`querySelectorAll` returns a static NodeList: it holds the elements that matched when it was called. Select again after changing the page, or use a delegated listener that does not depend on the list.',
    moduleKey: 'dom-and-events',
    section: 'The DOM',
  },
  {
    key: 'frontend-137',
    kind: 'output',
    prompt: 'What does this code print? (EventTarget and AbortController behave as in the browser.)',
    language: 'javascript',
    code: `const target = new EventTarget();
const controller = new AbortController();
const log = [];
target.addEventListener('save', () => log.push('a'), { signal: controller.signal });
target.addEventListener('save', () => log.push('b'));
target.dispatchEvent(new Event('save'));
controller.abort();
target.dispatchEvent(new Event('save'));
console.log(log.join(''));`,
    options: opts('abab', 'ab', 'abb', 'aba'),
    correct: ['c'],
    explanation:
      'Both listeners run on the first event. `abort()` removes every listener added with that signal, so only the second listener runs on the next event.',
    moduleKey: 'dom-and-events',
    section: 'Events',
  },
  {
    key: 'frontend-138',
    kind: 'single',
    prompt:
      'A click listener is attached to a `<ul>`. The user clicks a `<span>` inside a `<button>` inside an `<li>` of that list. Inside the listener, what are `event.target` and `event.currentTarget`?',
    options: opts(
      'target is the <button>, currentTarget is the <li>',
      'target is the <ul>, currentTarget is the <span>',
      'target is the <li>, currentTarget is the <ul>',
      'target is the <span>, currentTarget is the <ul>',
    ),
    correct: ['d'],
    explanation:
      '`target` is the innermost element where the event started, and `currentTarget` is the element whose listener is running. That is why delegation walks up from the target with `closest`.',
    moduleKey: 'dom-and-events',
    section: 'Bubbling and delegation',
  },
  {
    key: 'frontend-139',
    kind: 'multiple',
    prompt:
      'One listener on a `<form>` should react to events from all its fields through bubbling. Which of these events reach it that way? Select all that apply.',
    options: opts('input', 'focus', 'change', 'focusin', 'blur'),
    correct: ['a', 'c', 'd'],
    explanation:
      '`input`, `change` and `focusin` bubble up from a field to the form. `focus` and `blur` do not bubble; their bubbling versions are `focusin` and `focusout`.',
    moduleKey: 'dom-and-events',
    section: 'Bubbling and delegation',
  },
  {
    key: 'frontend-140',
    kind: 'single',
    prompt:
      'A sign-up form saves its data in a `click` listener on its button. Testers report that pressing Enter in the email field reloads the page and nothing is saved. What is the right fix?',
    options: opts(
      'Add a keydown listener for Enter on every field',
      "Handle the form's submit event and call preventDefault() there",
      'Remove the button so Enter does nothing',
      'Call stopPropagation() in the click listener',
    ),
    correct: ['b'],
    explanation:
      'Pressing Enter submits the form without a click on the button. The `submit` event covers both ways, and `preventDefault()` stops the page reload so your code can handle the data.',
    moduleKey: 'dom-and-events',
    section: 'Events',
  },
  {
    key: 'frontend-141',
    kind: 'output',
    prompt: 'What does this code print?',
    language: 'javascript',
    code: `const log = [];
setTimeout(() => log.push('timeout'), 0);
queueMicrotask(() => log.push('micro'));
(async () => {
  log.push('async start');
  await null;
  log.push('after await');
})();
log.push('sync');
setTimeout(() => console.log(log.join(', ')), 5);`,
    options: opts(
      'async start, sync, micro, after await, timeout',
      'sync, async start, micro, after await, timeout',
      'async start, after await, sync, micro, timeout',
      'async start, sync, timeout, micro, after await',
    ),
    correct: ['a'],
    explanation:
      'An async function runs synchronously until its first `await`. Then the script finishes (sync), the microtasks run in the order they were queued (micro, then the rest of the async function), and only then the timer task.',
    moduleKey: 'async-javascript',
    section: 'The event loop in one sentence',
  },
  {
    key: 'frontend-142',
    kind: 'output',
    prompt: 'What does this code print? (Top-level await is allowed.)',
    language: 'javascript',
    code: `const results = await Promise.allSettled([
  Promise.resolve(1),
  Promise.reject(new Error('x')),
  3,
]);
console.log(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason.message)).join(' '));`,
    options: opts('1 3', '1 x 3', 'x', 'It throws Error: x'),
    correct: ['b'],
    explanation:
      '`allSettled` never rejects: it reports each input as fulfilled with a value or rejected with a reason, in the original order. A plain value such as 3 counts as fulfilled.',
    moduleKey: 'async-javascript',
    section: 'Running things in parallel',
  },
  {
    key: 'frontend-143',
    kind: 'single',
    prompt:
      'getUser() takes about 300 ms and getPosts() about 500 ms; neither needs the other. Roughly how long does `const [user, posts] = await Promise.all([getUser(), getPosts()]);` take?',
    options: opts('About 300 ms', 'About 500 ms', 'About 800 ms', 'About 150 ms'),
    correct: ['b'],
    explanation:
      'Both requests start at once, so the wait is as long as the slowest one. Awaiting them one after the other would take about 800 ms.',
    moduleKey: 'async-javascript',
    section: 'Running things in parallel',
  },
  {
    key: 'frontend-144',
    kind: 'multiple',
    prompt:
      'save(item) returns a promise. Which snippets print "done" only after every save has finished? Select all that apply.',
    options: opts(
      "for (const item of items) await save(item);\nconsole.log('done');",
      "items.forEach(async (item) => await save(item));\nconsole.log('done');",
      "await Promise.all(items.map(save));\nconsole.log('done');",
      "items.map(save);\nconsole.log('done');",
    ),
    correct: ['a', 'c'],
    explanation:
      'A `for...of` loop with `await` saves one at a time, and `Promise.all` waits for all of them together. `forEach` and a bare `map` start the saves but do not wait, so "done" prints too early.',
    moduleKey: 'async-javascript',
    section: 'Common mistakes',
  },
  {
    key: 'frontend-145',
    kind: 'single',
    prompt:
      'A search box fetches results on every keystroke. Sometimes the results for "re" arrive after those for "react" and replace them. What is a sound fix?',
    options: opts(
      'Wrap the rendering in setTimeout(..., 100) so the later answer wins',
      'Switch from fetch to async/await, which keeps answers in order',
      'Abort the previous request with an AbortController before starting the next one',
      "Use Promise.all on all the keystrokes' requests",
    ),
    correct: ['c'],
    explanation:
      'Answers can arrive in any order. Cancelling the stale request (or ignoring answers that are no longer current) guarantees that only the latest search updates the screen; guessed delays do not.',
    moduleKey: 'async-javascript',
    section: 'async / await',
  },
  {
    key: 'frontend-146',
    kind: 'output',
    prompt: 'Node.js runs this TypeScript by stripping its types. What does it print?',
    language: 'typescript',
    code: `interface Item {
  price: number;
}
const item = JSON.parse('{"price": "5"}') as Item;
console.log(item.price + 1);`,
    options: opts('6', '51', 'NaN', 'It throws a TypeError because price is not a number'),
    correct: ['b'],
    explanation:
      'The `as Item` assertion is erased and checks nothing, so `price` is still the string "5" and `+` concatenates. Data from JSON must be checked at runtime before you trust its type.',
    moduleKey: 'typescript-basics',
    section: 'Tips',
  },
  {
    key: 'frontend-147',
    kind: 'single',
    prompt:
      'Given `function byId<T extends { id: number }>(items: T[], id: number): T | undefined` and `const products: Product[]`, where Product has id, name and price, what is the type of `byId(products, 7)`?',
    options: opts('{ id: number } | undefined', 'Product | undefined', 'Product[]', 'unknown'),
    correct: ['b'],
    explanation:
      'The constraint only requires a numeric `id`; `T` is still inferred as the exact element type, `Product`, so the caller keeps `name` and `price`.',
    moduleKey: 'typescript-basics',
    section: 'Generics',
  },
  {
    key: 'frontend-148',
    kind: 'multiple',
    prompt:
      'A value has the type `string[] | Date | null`. Which conditions narrow it to `Date` inside the if? Select all that apply.',
    options: opts(
      'value instanceof Date',
      "typeof value === 'object'",
      'value !== null && !Array.isArray(value)',
      "typeof value === 'date'",
    ),
    correct: ['a', 'c'],
    explanation:
      '`instanceof` picks out the class instance, and ruling out null and arrays leaves only Date. `typeof` reports "object" for null, arrays and dates alike, and it never returns "date".',
    moduleKey: 'typescript-basics',
    section: 'Narrowing',
  },
  {
    key: 'frontend-149',
    kind: 'single',
    prompt:
      "With strict mode on, `const user = users.find((u) => u.id === id); console.log(user.name);` fails with \"'user' is possibly 'undefined'\". What is the best fix?",
    options: opts(
      'Write user!.name to tell the compiler the user exists',
      "Handle the missing case first, for example if (!user) return 'Not found';",
      'Write (user as User).name',
      'Set "strict": false in tsconfig.json',
    ),
    correct: ['b'],
    explanation:
      '`find` really can return undefined, and a check narrows `user` to `User` afterwards. The `!` operator and `as` only silence the compiler, and turning off strict hides the bug everywhere.',
    moduleKey: 'typescript-basics',
    section: 'Tips',
  },
  {
    key: 'frontend-150',
    kind: 'single',
    prompt:
      'With `type Point = [x: number, y: number];`, what does the compiler say about `const p: Point = [1, 2, 3];`?',
    options: opts(
      'Nothing: extra items are allowed in a tuple',
      'It is an error: the tuple allows only 2 elements',
      'It accepts it and drops the 3 at runtime',
      'It infers p as number[] instead',
    ),
    correct: ['b'],
    explanation:
      'A tuple type fixes the number of elements and the type at each position, so a third element is a compile error. A plain `number[]` would accept any length.',
    moduleKey: 'typescript-basics',
    section: 'Describing data',
  },
  {
    key: 'frontend-151',
    kind: 'single',
    prompt:
      '`count` is 0. A click handler runs `setCount(count + 5);` and then `setCount((c) => c + 1);`. What does the next render show?',
    options: opts('1', '5', '6', '11'),
    correct: ['c'],
    explanation:
      'React applies the queued updates in order: the first replaces the value with 0 + 5, then the updater function receives the latest value, 5, and returns 6.',
    moduleKey: 'react-fundamentals',
    section: 'State',
  },
  {
    key: 'frontend-152',
    kind: 'single',
    prompt:
      'A list uses the array index as key, and each row has a text field the user can type into. A new item is inserted at the top. What does the user see?',
    options: opts(
      'Every row is re-created empty, so all typed text is lost',
      'Each typed text stays at its position, so it now sits next to the wrong item',
      'React throws an error about duplicate keys',
      'Everything stays correct, because React compares the item contents',
    ),
    correct: ['b'],
    explanation:
      'React matches rows by key. After the insert, key 0 belongs to the new item, so the state of the old row 0 is shown next to it and every other row shifts. A stable id from the data keeps state with its item.',
    moduleKey: 'react-fundamentals',
    section: 'Lists and keys',
  },
  {
    key: 'frontend-153',
    kind: 'multiple',
    prompt: 'Which of these belong in a useEffect? Select all that apply.',
    options: opts(
      'Connecting to a chat room over a WebSocket while the chat is on screen',
      'Computing the total price of the items in the cart',
      'Starting a clock that updates every second',
      'Sending the order to the server when the user clicks "Buy"',
    ),
    correct: ['a', 'c'],
    explanation:
      'Effects synchronise with systems outside React, such as a connection or a timer, and clean them up. A total is derived during render, and work caused by a click belongs in the click handler.',
    moduleKey: 'react-fundamentals',
    section: 'Effects',
  },
  {
    key: 'frontend-154',
    kind: 'output',
    prompt: 'A to-do is ticked with an immutable update. What does this code print?',
    language: 'javascript',
    code: `const todos = [{ id: 1, done: false }, { id: 2, done: false }];
const next = todos.map((t) => (t.id === 2 ? { ...t, done: true } : t));
console.log(next === todos, next[0] === todos[0], next[1] === todos[1], todos[1].done);`,
    options: opts('false true false false', 'false false false false', 'true true false true', 'false true false true'),
    correct: ['a'],
    explanation:
      '`map` returns a new array; the untouched to-do is the same object, while the changed one is a new object made with spread. The original to-do is not modified, so `todos[1].done` is still false.',
    moduleKey: 'react-fundamentals',
    section: 'State',
  },
  {
    key: 'frontend-155',
    kind: 'single',
    prompt:
      'A `<FilterBar>` and a `<ProductList>` are siblings inside `<ShopPage>`. The list must show only the products matching the search text typed in the filter bar. Where should the search text live?',
    options: opts(
      'In FilterBar state, and ProductList reads it from the DOM',
      'In a module-level variable that both components import',
      'In ShopPage state, passed to ProductList as a prop and changed by FilterBar through a callback prop',
      'In ProductList state, and FilterBar changes its props directly',
    ),
    correct: ['c'],
    explanation:
      'State belongs in the closest common parent of the components that use it. Data then goes down as props and changes come back up through callbacks; props are never modified by a child.',
    moduleKey: 'react-fundamentals',
    section: 'Thinking in React',
  },
];
