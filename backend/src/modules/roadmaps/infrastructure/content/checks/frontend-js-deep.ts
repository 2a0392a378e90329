import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/frontend-js-deep.ts. */
export const FRONTEND_JS_DEEP_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'javascript-functions-and-scope',
    questions: [
      {
        id: 'javascript-functions-and-scope-1',
        kind: 'single',
        section: 'Hoisting and the temporal dead zone',
        prompt:
          'What happens when a function body starts with `console.log(total);` and declares `let total = 5;` on the next line?',
        options: [
          {
            text: 'It prints `undefined`, because the declaration is hoisted',
            correct: false,
            why: 'That is what a `var` would do. A `let` is registered but stays uninitialised until its line runs.',
          },
          {
            text: 'It prints `5`, because declarations are moved to the top together with their values',
            correct: false,
            why: 'Hoisting registers names, never the values assigned to them; only function declarations are created in full.',
          },
          {
            text: 'It throws a `ReferenceError`, because `total` is still in its temporal dead zone',
            correct: true,
            why: 'Between the start of the scope and the `let` line, any access throws "Cannot access \'total\' before initialization".',
          },
          {
            text: 'It is a `SyntaxError` and nothing in the file runs',
            correct: false,
            why: 'The code parses fine; the error only happens at run time, when the line that reads `total` is reached.',
          },
        ],
      },
      {
        id: 'javascript-functions-and-scope-2',
        kind: 'output',
        section: 'Parameters and return values',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `function greet(name = 'guest') {
  return 'hi ' + name;
}
console.log([greet(), greet(undefined), greet(null), greet(0)].join('|'));`,
        },
        options: [
          {
            text: 'hi guest|hi guest|hi guest|hi guest',
            correct: false,
            why: 'A default is not used for every "empty-looking" value: `null` and `0` are real arguments and are kept.',
          },
          {
            text: 'hi guest|hi undefined|hi null|hi 0',
            correct: false,
            why: 'Passing `undefined` explicitly is treated exactly like leaving the argument out, so the default applies.',
          },
          {
            text: 'hi guest|hi guest|hi guest|hi 0',
            correct: false,
            why: 'That would be the `??` rule. A default parameter only replaces `undefined`, so `null` stays `null`.',
          },
          {
            text: 'hi guest|hi guest|hi null|hi 0',
            correct: true,
            why: 'The default is used only when the argument is `undefined`, whether missing or passed as `undefined`; `null` and `0` are kept.',
          },
        ],
      },
      {
        id: 'javascript-functions-and-scope-3',
        kind: 'output',
        section: 'Closures',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `function makeTally() {
  let n = 0;
  return { add: () => ++n, get: () => n };
}
const a = makeTally();
const b = a;
const c = makeTally();
a.add();
b.add();
c.add();
console.log(a.get(), c.get());`,
        },
        options: [
          {
            text: '1 1',
            correct: false,
            why: '`b` is not a new tally: `const b = a` copies a reference to the same object, whose functions close over the same `n`.',
          },
          {
            text: '2 1',
            correct: true,
            why: '`a` and `b` are the same object, so both `add` calls raise the same `n` to 2; `c` came from a separate call and has its own `n`.',
          },
          {
            text: '3 3',
            correct: false,
            why: 'Each call of `makeTally` creates a fresh `n`, so `c` never shares its count with `a`.',
          },
          {
            text: '0 0',
            correct: false,
            why: 'Closures see the current value of the variable, not a snapshot taken when the function was created.',
          },
        ],
      },
      {
        id: 'javascript-functions-and-scope-4',
        kind: 'single',
        section: 'The this keyword',
        prompt:
          'A teammate wrote `const cart = { items: [], add: (item) => { this.items.push(item); } };` and `cart.add(book)` throws. What is the best fix?',
        options: [
          {
            text: 'Use method syntax: `add(item) { this.items.push(item); }`',
            correct: true,
            why: 'A regular method gets `this` from the call `cart.add(...)`. The arrow had no `this` of its own and used the outer one, which is not `cart`.',
          },
          {
            text: 'Call it as `cart.add.call(book)` so that the item becomes `this`',
            correct: false,
            why: '`call` cannot set `this` for an arrow function, and here it would pass `book` as `this` and no item at all.',
          },
          {
            text: 'Replace `this` with `self`',
            correct: false,
            why: '`self` is not a special word in an object literal; in a browser it is the window, which has no `items`.',
          },
          {
            text: 'Add `use strict` at the top of the file so `this` is set correctly',
            correct: false,
            why: 'Strict mode changes `this` for plain function calls, not for arrows, which never have their own `this`.',
          },
        ],
      },
      {
        id: 'javascript-functions-and-scope-5',
        kind: 'fill',
        section: 'Higher-order functions and callbacks',
        prompt:
          'In `button.addEventListener("click", save)`, `save` is handed over to be called later by the receiver. A function passed like this is called a ____.',
        answers: ['callback', 'callback function', 'call-back'],
        caseInsensitive: true,
        why: 'A callback is a function passed as an argument; the function receiving it (here a higher-order function) decides when to call it.',
      },
      {
        id: 'javascript-functions-and-scope-6',
        kind: 'multiple',
        section: 'Pure functions',
        prompt: 'Which of these functions are pure? Select all that apply.',
        options: [
          {
            text: '`const total = (prices) => prices.reduce((s, p) => s + p, 0);`',
            correct: true,
            why: 'Its result depends only on its argument and it changes nothing: the same array always gives the same total.',
          },
          {
            text: '`const addTag = (tags, t) => { tags.push(t); return tags; };`',
            correct: false,
            why: 'It changes the array it was given, a side effect the caller can see.',
          },
          {
            text: '`const label = (n) => (n === 1 ? "1 item" : n + " items");`',
            correct: true,
            why: 'Same input, same output, and nothing outside is touched.',
          },
          {
            text: '`const stamp = (msg) => new Date().toISOString() + " " + msg;`',
            correct: false,
            why: 'It reads the clock, so the same message gives a different result each time it runs.',
          },
          {
            text: '`let count = 0; const next = () => ++count;`',
            correct: false,
            why: 'It writes to a variable outside itself, and each call returns a different value.',
          },
        ],
      },
      {
        id: 'javascript-functions-and-scope-7',
        kind: 'order',
        section: 'Worked example',
        prompt:
          'Put the life of the `debounce` helper from the lesson in order, from creating it to the search running.',
        steps: [
          '`debounce(search, 300)` runs once, creates its own `timer` variable and returns a new function',
          'The user types and the returned function is called with the current text',
          'It clears the timer planned by the previous call',
          'It plans a new timer that will call `search` with the same arguments after 300 ms',
          'No further call comes for 300 ms, so the last timer fires and `search` runs once',
        ],
        why: 'The closure keeps `timer` between calls; each call cancels the previous plan, so only the last call within the quiet period reaches `search`.',
      },
      {
        id: 'javascript-functions-and-scope-8',
        kind: 'output',
        section: 'Scope: block, function and module',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const label = 'outer';
function show() {
  return label;
}
function run() {
  const label = 'inner';
  return show();
}
console.log(run(), label);`,
        },
        options: [
          {
            text: 'inner outer',
            correct: false,
            why: 'That would be dynamic scope. JavaScript scope is lexical: `show` sees the variables of the place where it was written.',
          },
          {
            text: 'inner inner',
            correct: false,
            why: 'The inner `label` exists only inside `run`; it neither leaks out nor changes the outer one.',
          },
          {
            text: 'outer outer',
            correct: true,
            why: '`show` was written at the top level, so it reads the top-level `label`, whoever calls it; the `label` in `run` only shadows the name inside `run`.',
          },
          {
            text: 'It throws, because `label` is declared twice',
            correct: false,
            why: 'The two declarations are in different scopes (the top level and the function), which is allowed; the inner one shadows the outer.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'javascript-collections',
    questions: [
      {
        id: 'javascript-collections-1',
        kind: 'output',
        section: 'Sorting with a comparator',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const nums = [10, 9, 100];
const sorted = nums.toSorted((a, b) => a - b);
nums.sort();
console.log(sorted.join(','), nums.join(','));`,
        },
        options: [
          {
            text: '9,10,100 9,10,100',
            correct: false,
            why: 'Without a comparator `sort` compares the numbers as strings, and "100" comes before "9".',
          },
          {
            text: '10,100,9 10,100,9',
            correct: false,
            why: '`toSorted` was given a numeric comparator, so its copy is in numeric order; only the plain `sort` compares strings.',
          },
          {
            text: '9,10,100 10,100,9',
            correct: true,
            why: '`toSorted` returns a numerically sorted copy. The later `sort()` has no comparator, so it sorts `nums` in place as strings: "10" < "100" < "9".',
          },
          {
            text: '9,10,100 10,9,100',
            correct: false,
            why: '`nums.sort()` does change `nums`: it sorts in place, here in string order.',
          },
        ],
      },
      {
        id: 'javascript-collections-2',
        kind: 'output',
        section: 'Copying versus mutating',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const user = { name: 'Ada', address: { city: 'Paris' } };
const shallow = { ...user };
const deep = structuredClone(user);
shallow.address.city = 'Lyon';
deep.address.city = 'Nice';
console.log(user.address.city, shallow.address.city, deep.address.city);`,
        },
        options: [
          {
            text: 'Lyon Lyon Nice',
            correct: true,
            why: 'Spread copies only the top level, so `shallow.address` is the same object as `user.address`. `structuredClone` copied the nested object, so its change stays in `deep`.',
          },
          {
            text: 'Paris Lyon Nice',
            correct: false,
            why: 'That would need a deep copy in `shallow`. Spread shares nested objects with the original.',
          },
          {
            text: 'Nice Lyon Nice',
            correct: false,
            why: '`structuredClone` makes a deep copy, so changing `deep.address` never reaches `user`.',
          },
          {
            text: 'Nice Nice Nice',
            correct: false,
            why: 'Only the spread copy shares `address` with `user`; the structured clone has its own.',
          },
        ],
      },
      {
        id: 'javascript-collections-3',
        kind: 'single',
        section: 'Searching and testing: find, some, every and includes',
        prompt:
          'A form has no fields yet, so `fields` is `[]`. What does `fields.every((f) => f.valid)` return, and why does it matter?',
        options: [
          {
            text: '`false`, because there is nothing valid in the list',
            correct: false,
            why: 'That is what `some` returns on an empty array. `every` asks whether any item breaks the rule, and none does.',
          },
          {
            text: '`true`; an empty form passes unless you also check the length',
            correct: true,
            why: 'On an empty array `every` is `true` because no item fails. If "no fields" should not count as valid, test `fields.length > 0` as well.',
          },
          {
            text: '`undefined`, because the callback never runs',
            correct: false,
            why: '`every` always returns a boolean, even when the callback is never called.',
          },
          {
            text: 'It throws a `TypeError`, just like `reduce` without a start value',
            correct: false,
            why: 'Only `reduce` without a starting value throws on an empty array; `every` and `some` simply return.',
          },
        ],
      },
      {
        id: 'javascript-collections-4',
        kind: 'fill',
        section: 'Sets for unique values',
        prompt:
          'To remove the duplicates from an array `tags` while keeping first-seen order, write `[...new ____(tags)]`.',
        answers: ['Set'],
        why: 'A `Set` keeps each value once, in the order it was first added; spreading it gives an array again.',
      },
      {
        id: 'javascript-collections-5',
        kind: 'multiple',
        section: 'JSON round-trips and what they lose',
        prompt:
          '`const back = JSON.parse(JSON.stringify(data))`. Which of these are true of `back`? Select all that apply.',
        options: [
          {
            text: 'A `Date` in `data` is now an ISO string',
            correct: true,
            why: 'A `Date` is written as its ISO string and `JSON.parse` does not turn it back into a `Date`.',
          },
          {
            text: 'A `Map` in `data` is now an empty object `{}`',
            correct: true,
            why: 'A `Map` has no enumerable own properties, so it is written as `{}`; convert it with `Object.fromEntries` first.',
          },
          {
            text: 'A property whose value was `undefined` is gone',
            correct: true,
            why: 'Properties with `undefined` (or function) values are left out of the JSON text.',
          },
          {
            text: 'Numbers such as `NaN` are kept exactly',
            correct: false,
            why: 'JSON has no `NaN` or `Infinity`; they become `null`.',
          },
          {
            text: 'It is a safe deep copy of any value',
            correct: false,
            why: 'Because of the losses above, and because `BigInt` values or circular references make `JSON.stringify` throw. Use `structuredClone` to copy.',
          },
        ],
      },
      {
        id: 'javascript-collections-6',
        kind: 'single',
        section: 'Map versus plain objects',
        prompt:
          'A word counter uses `const counts = {}` and `counts[word] = (counts[word] || 0) + 1`. On a text containing the word "constructor" the count for it is nonsense. What is the fix?',
        options: [
          {
            text: 'Lower-case every word before counting, so the keys always match',
            correct: false,
            why: '"constructor" is already lower case; the problem is the key, not its spelling.',
          },
          {
            text: 'Use `??` instead of `||` so a count of 0 is not replaced',
            correct: false,
            why: '`counts.constructor` is an inherited function, not `null` or `undefined`, so `??` would keep it too.',
          },
          {
            text: 'Sort the words first, so that equal words are counted together',
            correct: false,
            why: 'Order does not matter: the very first look-up of "constructor" already finds the inherited function.',
          },
          {
            text: 'Count with a `Map` and `get`/`set` instead of an object',
            correct: true,
            why: 'A plain object inherits keys such as `constructor`, so `counts.constructor` is a function from the start. A `Map` has no inherited keys.',
          },
        ],
      },
      {
        id: 'javascript-collections-7',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps that compute the money per status in the worked example in order.',
        steps: [
          'Group the orders by status with `Object.groupBy`',
          'Turn the groups into `[status, orders]` pairs with `Object.entries`',
          "Sum each group's `totalCents` with `reduce`, starting at 0",
          'Turn the `[status, cents]` pairs back into an object with `Object.fromEntries`',
        ],
        why: 'Each step needs the result of the one before: groups, then pairs you can `map`, then a sum per pair, then an object again.',
      },
      {
        id: 'javascript-collections-8',
        kind: 'output',
        section: 'Destructuring',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const settings = { theme: null, lang: undefined };
const { theme = 'light', lang = 'en', size: fontSize = 16 } = settings;
console.log(theme, lang, fontSize);`,
        },
        options: [
          {
            text: 'light en 16',
            correct: false,
            why: 'A destructuring default replaces only `undefined`; `theme` is `null`, which is a real value.',
          },
          {
            text: 'null undefined 16',
            correct: false,
            why: '`lang` is `undefined`, which is exactly when the default `en` is used.',
          },
          {
            text: 'null en 16',
            correct: true,
            why: '`null` is kept, the `undefined` `lang` takes its default, and the missing `size` is read into `fontSize` with its default 16.',
          },
          {
            text: 'It throws, because `size` does not exist',
            correct: false,
            why: 'Reading a missing property gives `undefined`, so the default applies; only destructuring `null` or `undefined` itself throws.',
          },
        ],
      },
    ],
  },
];
