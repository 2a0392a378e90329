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
            text: 'It prints `5`, because declarations are moved to the top with their values',
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
            text: 'Write the method with method syntax, `add(item) { this.items.push(item); }`',
            correct: true,
            why: 'A regular method gets `this` from the call `cart.add(...)`. The arrow had no `this` of its own and used the outer one, which is not `cart`.',
          },
          {
            text: 'Call it as `cart.add.call(book)`',
            correct: false,
            why: '`call` cannot set `this` for an arrow function, and here it would pass `book` as `this` and no item at all.',
          },
          {
            text: 'Replace `this` with `self`',
            correct: false,
            why: '`self` is not a special word in an object literal; in a browser it is the window, which has no `items`.',
          },
          {
            text: 'Add `use strict` at the top of the file',
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
            why: 'The two declarations are in different scopes (the module and the function), which is allowed; the inner one shadows the outer.',
          },
        ],
      },
    ],
  },
];
