import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/frontend.ts (issue 28). */
export const FRONTEND_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'html-semantics',
    questions: [
      {
        id: 'html-semantics-1',
        kind: 'single',
        section: 'Why meaning matters',
        prompt: 'Why is `<div onclick="save()">Save</div>` worse than `<button onclick="save()">Save</button>`?',
        options: [
          {
            text: 'Browsers refuse to run `onclick` handlers on a `div`',
            correct: false,
            why: 'The handler runs for mouse clicks; the problem is everyone who does not use a mouse.',
          },
          {
            text: 'A `div` cannot be styled to look like a button',
            correct: false,
            why: 'CSS can make a `div` look like anything; looks are not the problem, meaning is.',
          },
          {
            text: 'It is not focusable and has no button role, so keyboard and screen reader users miss it',
            correct: true,
            why: 'A `<button>` can be reached with Tab, pressed with Enter or Space, and is announced as a button; a `div` gets none of that.',
          },
          {
            text: '`div` is deprecated in HTML5, and `onclick` on it will stop working in future browsers',
            correct: false,
            why: '`div` is a valid, current element; use it when no meaningful element fits.',
          },
        ],
      },
      {
        id: 'html-semantics-2',
        kind: 'single',
        section: 'Rules of thumb',
        prompt: 'When is `alt=""` the right choice for an image?',
        options: [
          {
            text: 'When the image is purely decorative',
            correct: true,
            why: 'An empty `alt` tells screen readers to skip the image, which is right when it carries no information.',
          },
          {
            text: 'When you do not know yet what the image shows, as a placeholder',
            correct: false,
            why: 'An image that carries meaning needs a description; an empty `alt` hides it from screen reader users.',
          },
          {
            text: 'Never: every image must have descriptive alternative text, even a divider line',
            correct: false,
            why: 'Describing decoration adds noise; `alt=""` is the correct way to mark an image as decorative.',
          },
        ],
      },
      {
        id: 'html-semantics-3',
        kind: 'single',
        section: 'Rules of thumb',
        prompt: 'A "Delete comment" control removes the comment without leaving the page. Which element should it be?',
        options: [
          {
            text: '`<a href="#">Delete</a>`',
            correct: false,
            why: 'Links go somewhere; a link that only runs script confuses users who expect navigation.',
          },
          {
            text: '`<span class="delete">Delete</span>`',
            correct: false,
            why: 'A `span` has no meaning and no keyboard support; it is invisible to assistive technology as a control.',
          },
          {
            text: '`<button type="button">Delete</button>`',
            correct: true,
            why: 'Use `<button>` to do something and `<a>` to go somewhere; this control does something.',
          },
        ],
      },
      {
        id: 'html-semantics-4',
        kind: 'fill',
        section: 'A well-structured page',
        prompt: "The element that wraps a page's primary content, used once per page, is `<____>`.",
        answers: ['main'],
        why: '`<main>` holds the content that is unique to the page, apart from the header, navigation and footer; screen readers can jump straight to it.',
      },
      {
        id: 'html-semantics-5',
        kind: 'multiple',
        section: 'Rules of thumb',
        prompt: "Which of these follow the lesson's rules of thumb? Pick all that apply.",
        options: [
          {
            text: 'Tie each form field to a `<label>` with `for` and `id`',
            correct: true,
            why: 'The label is then announced with the field, and clicking it focuses the field.',
          },
          {
            text: 'Use an `<h4>` for a subtitle because its default size looks right',
            correct: false,
            why: 'Heading levels describe structure; choose the level by position in the outline and set the size with CSS.',
          },
          {
            text: 'Keep headings in order: `h2` under `h1`, `h3` under `h2`',
            correct: true,
            why: 'Screen reader users navigate by headings; skipped levels make the outline confusing.',
          },
          {
            text: 'Reach for `<div>` and `<span>` only when no meaningful element fits',
            correct: true,
            why: 'They are generic containers; a meaningful element gives browsers and assistive technology more information.',
          },
        ],
      },
      {
        id: 'html-semantics-6',
        kind: 'order',
        section: 'A well-structured page',
        prompt: "In the lesson's example page, order these elements from the outermost to the innermost.",
        steps: ['<body>', '<main>', '<article>', '<h1>'],
        why: "`<body>` holds `<main>`, which holds the `<article>`, whose heading is the `<h1>`: the nesting is the page's outline.",
      },
    ],
  },
  {
    moduleKey: 'css-layout',
    questions: [
      {
        id: 'css-layout-1',
        kind: 'single',
        section: 'Everything is a box',
        prompt:
          'With the default `box-sizing: content-box`, how wide is this box on screen (margin not counted)?\n\n`width: 200px; padding: 20px; border: 5px solid;`',
        options: [
          {
            text: '200px',
            correct: false,
            why: 'That is the width with `border-box`; by default `width` sets only the content.',
          },
          { text: '225px', correct: false, why: 'Padding and border are added on both sides: 2 × 20 + 2 × 5.' },
          { text: '250px', correct: true, why: '200 of content + 2 × 20 of padding + 2 × 5 of border = 250px.' },
          { text: '240px', correct: false, why: 'That counts the padding but forgets the 5px border on each side.' },
        ],
      },
      {
        id: 'css-layout-2',
        kind: 'fill',
        section: 'Everything is a box',
        prompt:
          'With `box-sizing: border-box`, `width: 300px; padding: 20px; border: 1px solid` is ____px wide on screen.',
        answers: ['300'],
        why: 'With `border-box`, `width` includes padding and border, so the box stays 300px and the content shrinks to 258px.',
      },
      {
        id: 'css-layout-3',
        kind: 'single',
        section: 'Flexbox: one dimension',
        prompt: 'In a `display: flex` row, which declaration centres the items vertically?',
        options: [
          {
            text: '`justify-content: center`',
            correct: false,
            why: '`justify-content` works along the main axis, which is horizontal in a row.',
          },
          {
            text: '`vertical-align: middle`',
            correct: false,
            why: '`vertical-align` applies to inline content and table cells, not to flex items.',
          },
          {
            text: '`align-items: center`',
            correct: true,
            why: '`align-items` works across the main axis, which is vertical in a row.',
          },
          {
            text: '`text-align: center`',
            correct: false,
            why: '`text-align` centres inline content horizontally inside a block; it does not move flex items.',
          },
        ],
      },
      {
        id: 'css-layout-4',
        kind: 'single',
        section: 'Grid: two dimensions',
        prompt: 'What does `grid-template-columns: repeat(3, 1fr)` create?',
        options: [
          {
            text: 'Three columns, each 1 pixel wide',
            correct: false,
            why: '`fr` is not a pixel unit; it is a share of the free space.',
          },
          {
            text: 'Three equal columns that share the free space',
            correct: true,
            why: 'Each column gets one fraction of the space left after gaps, so all three are equal.',
          },
          {
            text: 'Three rows of equal height',
            correct: false,
            why: 'Rows are set with `grid-template-rows`; this property defines columns.',
          },
          {
            text: 'One column that repeats three times on small screens',
            correct: false,
            why: '`repeat()` only saves typing: `repeat(3, 1fr)` is `1fr 1fr 1fr` on every screen.',
          },
        ],
      },
      {
        id: 'css-layout-5',
        kind: 'multiple',
        section: 'Choosing',
        prompt: 'For which layouts does the lesson recommend Flexbox? Pick all that apply.',
        options: [
          {
            text: 'A navigation bar of links in a row',
            correct: true,
            why: 'Items in one line: the one-dimensional case Flexbox is made for.',
          },
          {
            text: 'A group of buttons side by side',
            correct: true,
            why: 'A row of items sharing space is a typical Flexbox job.',
          },
          {
            text: 'A photo gallery whose items line up in rows and columns',
            correct: false,
            why: 'Lining up in both directions is two-dimensional: that is Grid.',
          },
          {
            text: 'A page layout built from floats',
            correct: false,
            why: 'Floats are for special cases such as text wrapping around an image, not for layout.',
          },
        ],
      },
      {
        id: 'css-layout-6',
        kind: 'order',
        section: 'Everything is a box',
        prompt: 'Order the parts of the CSS box from the inside out.',
        steps: ['content', 'padding', 'border', 'margin'],
        why: 'Padding is space inside the border around the content; margin is space outside the border, between boxes.',
      },
    ],
  },
  {
    moduleKey: 'responsive-design',
    questions: [
      {
        id: 'responsive-design-1',
        kind: 'single',
        section: 'Step 1: the viewport tag',
        prompt: 'What happens on a phone if the page has no viewport meta tag?',
        options: [
          {
            text: 'The browser lays the page out at a desktop width and shrinks it, so text is tiny',
            correct: true,
            why: 'Without `width=device-width`, mobile browsers pretend to be a wide screen and zoom out.',
          },
          {
            text: 'Media queries are ignored, but everything else looks exactly as it does with the tag',
            correct: false,
            why: 'Queries still run, but against the fake desktop width, so the mobile styles never apply and everything is small.',
          },
          {
            text: 'The page refuses to load and shows an error',
            correct: false,
            why: 'The page loads; it just renders as a shrunken desktop page.',
          },
        ],
      },
      {
        id: 'responsive-design-2',
        kind: 'single',
        section: 'Step 3: media queries, mobile first',
        prompt: 'Why write the small-screen styles first and add `min-width` queries afterwards?',
        options: [
          {
            text: 'Phones ignore `max-width` media queries, so only `min-width` works there',
            correct: false,
            why: 'Both kinds of query work everywhere; mobile first is about which styles are the base.',
          },
          {
            text: '`min-width` queries are downloaded later, which makes the first paint faster on every device',
            correct: false,
            why: 'All CSS in the file is downloaded together; the order of the rules does not change what is fetched.',
          },
          {
            text: 'The simple layout is the base, and larger screens only add to it',
            correct: true,
            why: 'Small screens get simple styles with nothing to undo, and each `min-width` query layers more layout on top.',
          },
        ],
      },
      {
        id: 'responsive-design-3',
        kind: 'single',
        section: 'Step 2: flexible building blocks',
        prompt: 'What does `grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr))` do?',
        options: [
          {
            text: 'Always makes 16 columns, whatever the screen width',
            correct: false,
            why: '`16rem` is the minimum width of a column, not a number of columns.',
          },
          {
            text: 'Fits as many columns of at least 16rem as there is room for, and lets them grow to fill the row',
            correct: true,
            why: '`auto-fill` repeats columns while they fit and `minmax(16rem, 1fr)` keeps each between 16rem and an equal share: no media query needed.',
          },
          {
            text: 'Makes one column on phones and sixteen columns on desktops, switching at a preset breakpoint chosen by the browser',
            correct: false,
            why: 'There is no breakpoint: the number of columns follows the available width continuously.',
          },
        ],
      },
      {
        id: 'responsive-design-4',
        kind: 'fill',
        section: 'Step 2: flexible building blocks',
        prompt: 'So images never overflow their container: `img { max-width: ____; height: auto; }`',
        answers: ['100%'],
        why: '`max-width: 100%` lets an image shrink with its container but never grow past its natural size; `height: auto` keeps its proportions.',
      },
      {
        id: 'responsive-design-5',
        kind: 'single',
        section: 'Step 3: media queries, mobile first',
        prompt: 'Where should you put your breakpoints?',
        options: [
          {
            text: 'At the widths of the most popular phones and tablets',
            correct: false,
            why: 'Devices change every year; breakpoints tied to them break with the next model.',
          },
          {
            text: 'Where your content starts to look wrong',
            correct: true,
            why: 'Widen the window until the layout breaks, and add a breakpoint there: it follows your content, not a device list.',
          },
          {
            text: 'Every 100px, so every width has its own layout',
            correct: false,
            why: 'Flexible layouts handle the space between breakpoints; more breakpoints only add code to maintain.',
          },
        ],
      },
      {
        id: 'responsive-design-6',
        kind: 'multiple',
        section: 'Beyond width',
        prompt: 'Which of these belong to responsive design beyond the screen width? Pick all that apply.',
        options: [
          {
            text: 'Touch targets at least about 44px tall',
            correct: true,
            why: 'Fingers are less precise than a mouse pointer; small targets cause mis-taps.',
          },
          {
            text: 'Respecting `prefers-reduced-motion`',
            correct: true,
            why: 'Users who get dizzy from animation can ask for less; the media query lets you honour it.',
          },
          {
            text: 'Fixing font sizes in `px` so users cannot enlarge the text',
            correct: false,
            why: "The opposite: use `rem` so text follows the user's settings; blocking enlargement hurts readability.",
          },
          {
            text: 'Keeping lines around 60 to 75 characters long',
            correct: true,
            why: "Very long lines are hard to read on wide screens, so limit the text column's width.",
          },
        ],
      },
    ],
  },
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
  {
    moduleKey: 'web-accessibility',
    questions: [
      {
        id: 'web-accessibility-1',
        kind: 'fill',
        section: 'The biggest wins',
        prompt: 'WCAG level AA asks for a contrast ratio of at least ____:1 for normal body text.',
        answers: ['4.5'],
        why: '4.5:1 is the AA minimum for normal text; large text needs 3:1, and the stricter AAA level asks 7:1.',
      },
      {
        id: 'web-accessibility-2',
        kind: 'single',
        section: 'ARIA, carefully',
        prompt: 'Why is a native `<button>` better than `<div role="button">`?',
        options: [
          {
            text: '`role="button"` is not valid HTML and browsers ignore it completely',
            correct: false,
            why: 'The role is valid and announced; but it only changes what is announced, not how the element behaves.',
          },
          {
            text: 'The button is focusable and works with Enter and Space on its own; the div needs all of that added',
            correct: true,
            why: 'ARIA adds meaning, not behaviour: the div still needs `tabindex` and key handlers, which the first rule of ARIA avoids.',
          },
          {
            text: 'A `<div>` cannot receive click events when it has a role attribute, so mouse users would be stuck as well',
            correct: false,
            why: 'Clicks still work; it is keyboard users who are stuck unless you add focus and key handling yourself.',
          },
        ],
      },
      {
        id: 'web-accessibility-3',
        kind: 'multiple',
        section: 'The biggest wins',
        prompt: 'A form field is invalid. Which of these make the error accessible? Pick all that apply.',
        options: [
          {
            text: 'A message next to the field saying what is wrong and how to fix it',
            correct: true,
            why: 'Clear errors say what went wrong and how to fix it, where the user is looking.',
          },
          {
            text: 'A red border as the only sign of the error',
            correct: false,
            why: 'Colour alone fails people who cannot tell red from green and is not announced by screen readers.',
          },
          {
            text: 'An icon or text alongside the colour',
            correct: true,
            why: 'A second signal besides colour works for everyone, including colour-blind users.',
          },
          {
            text: 'Removing the focus outline so the red border stands out more',
            correct: false,
            why: 'Keyboard users need to see where focus is; never remove focus styles without replacing them.',
          },
        ],
      },
      {
        id: 'web-accessibility-4',
        kind: 'single',
        section: 'ARIA, carefully',
        prompt: 'What is the first rule of ARIA?',
        options: [
          {
            text: 'Add `aria-label` to every element so screen readers have something to say',
            correct: false,
            why: 'Labels on everything add noise and can override good visible text; wrong ARIA is worse than none.',
          },
          {
            text: 'If a native HTML element does the job, use it instead',
            correct: true,
            why: 'Native elements come with keyboard support and the right semantics; ARIA is for what HTML cannot express.',
          },
          {
            text: 'Use `role` attributes in place of headings and landmarks',
            correct: false,
            why: 'Real headings and landmarks (`<nav>`, `<main>`) already carry those roles.',
          },
        ],
      },
      {
        id: 'web-accessibility-5',
        kind: 'single',
        section: 'Test it',
        prompt: 'How do you find out whether a custom dropdown can be opened and used without a mouse?',
        options: [
          {
            text: 'Use it with only the keyboard: Tab, Enter, Space and the arrow keys',
            correct: true,
            why: 'Automated tools cannot tell whether a widget really works; using it with the keyboard does.',
          },
          {
            text: 'Run Lighthouse: a score of 100 proves that every control works with a keyboard',
            correct: false,
            why: 'Lighthouse finds only some problems, such as missing labels or low contrast; a perfect score does not prove that any widget can be operated.',
          },
          {
            text: 'Check that it has the right colours',
            correct: false,
            why: 'Contrast matters, but it says nothing about whether the keyboard can reach and operate the widget.',
          },
        ],
      },
      {
        id: 'web-accessibility-6',
        kind: 'multiple',
        section: 'Who you are building for',
        prompt: 'Which of these are ways people use the web that your pages should support? Pick all that apply.',
        options: [
          {
            text: 'A screen reader reading the page aloud',
            correct: true,
            why: 'Blind and low-vision users rely on screen readers, which need semantic HTML and text alternatives.',
          },
          {
            text: 'Only a keyboard or a switch device',
            correct: true,
            why: 'Many people cannot use a mouse; every control must work from the keyboard.',
          },
          {
            text: 'Text zoomed to 200%',
            correct: true,
            why: 'Low-vision users enlarge text; layouts must not break or hide content when they do.',
          },
          {
            text: 'Only with a mouse, since assistive technology users are too few to matter',
            correct: false,
            why: 'Roughly one in six people lives with a significant disability, and accessibility helps everyone else too.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'frontend-testing',
    questions: [
      {
        id: 'frontend-testing-1',
        kind: 'single',
        section: 'A component test with Testing Library',
        prompt: "Why prefer `getByRole('button', { name: /save/i })` over selecting `.btn-primary`?",
        options: [
          {
            text: 'Role queries run faster than CSS selectors',
            correct: false,
            why: 'They are usually slower; the reason is what they test, not speed.',
          },
          {
            text: 'It finds the element as users do, so it survives a class rename and checks the role',
            correct: true,
            why: 'Users and screen readers see roles and names, not classes; the test breaks only when what the user sees breaks.',
          },
          {
            text: 'Testing Library cannot select elements by CSS class at all, so there is no other choice',
            correct: false,
            why: 'You can still use `container.querySelector`; Testing Library recommends against it, it does not forbid it.',
          },
        ],
      },
      {
        id: 'frontend-testing-2',
        kind: 'order',
        section: 'Three levels',
        prompt: 'Order the three levels of tests from the fastest (and most numerous) to the slowest (and fewest).',
        steps: ['Unit tests', 'Component (integration) tests', 'End-to-end tests'],
        why: 'Unit tests check one function in isolation, component tests render and interact, and E2E tests drive a real browser through a whole flow.',
      },
      {
        id: 'frontend-testing-3',
        kind: 'output',
        section: 'A unit test with Vitest',
        prompt:
          "Node's built-in `assert` works like Vitest's `expect`: the first failing assertion stops the test. What does this print?",
        code: {
          language: 'javascript',
          source: `import assert from 'node:assert/strict';
const formatPrice = (amount) => \`€\${amount.toFixed(2)}\`;
try {
  assert.equal(formatPrice(5), '€5.00');
  assert.equal(formatPrice(0.1 + 0.2), '€0.30');
  assert.equal(formatPrice(-1), '-€1.00');
  console.log('all passed');
} catch (error) {
  console.log('failed:', error.actual);
}`,
        },
        options: [
          {
            text: 'failed: €0.30000000000000004',
            correct: false,
            why: '`0.1 + 0.2` is 0.30000000000000004, but `toFixed(2)` rounds it to `"0.30"`, so that assertion passes.',
          },
          {
            text: 'all passed',
            correct: false,
            why: 'The negative case fails: the function puts the minus sign after the currency symbol.',
          },
          {
            text: 'failed: €-1.00',
            correct: true,
            why: 'The edge case catches a real bug: `formatPrice(-1)` returns `"€-1.00"`, and `actual` holds what the code returned.',
          },
          {
            text: 'failed: -€1.00',
            correct: false,
            why: '`-€1.00` is the expected value; `error.actual` holds what the function really returned.',
          },
        ],
      },
      {
        id: 'frontend-testing-4',
        kind: 'single',
        section: 'What makes a good test',
        prompt: 'Which test is most likely to fail when you merely refactor, without changing behaviour?',
        options: [
          {
            text: 'One that checks `formatPrice(5, \'EUR\')` returns `"€5.00"`',
            correct: false,
            why: 'It checks what the function returns, which a refactor keeps the same.',
          },
          {
            text: 'One that checks an internal helper `padDecimals` was called exactly once',
            correct: true,
            why: 'That is an implementation detail: inline the helper and the test fails although nothing is broken.',
          },
          {
            text: 'One that clicks the "Add" button and expects the new item to appear in the list',
            correct: false,
            why: 'It tests what the user sees and does, so it keeps passing as long as the feature works.',
          },
        ],
      },
      {
        id: 'frontend-testing-5',
        kind: 'multiple',
        section: 'Three levels',
        prompt: 'Which statements about the three levels are true? Pick all that apply.',
        options: [
          {
            text: 'Unit tests check one function in isolation and are fast',
            correct: true,
            why: 'No browser, no network: they run in milliseconds and point at the exact function.',
          },
          {
            text: 'Component tests render a component and interact with it like a user',
            correct: true,
            why: 'Testing Library renders it and `userEvent` clicks and types as a user would.',
          },
          {
            text: 'End-to-end tests drive a real browser through a full flow',
            correct: true,
            why: 'They are the slowest and closest to reality, e.g. signing up from the first page to the dashboard.',
          },
          {
            text: 'Every feature should be covered mainly by end-to-end tests, because they are the most realistic',
            correct: false,
            why: 'E2E tests are slow; write many fast tests and a handful of E2E tests for the most important flows.',
          },
        ],
      },
      {
        id: 'frontend-testing-6',
        kind: 'fill',
        section: 'A component test with Testing Library',
        prompt: 'To click like a real user in a component test, call `await ____.click(button)`.',
        answers: ['userEvent'],
        why: '`userEvent` from `@testing-library/user-event` simulates the whole interaction (pointer, focus, click), as a user would trigger it.',
      },
    ],
  },
  {
    moduleKey: 'web-performance',
    questions: [
      {
        id: 'web-performance-1',
        kind: 'single',
        section: 'Common fixes',
        prompt: 'Which Core Web Vital gets worse when images have no `width` and `height`?',
        options: [
          {
            text: 'INP (Interaction to Next Paint)',
            correct: false,
            why: 'INP measures how quickly the page responds to input, not whether content moves.',
          },
          {
            text: 'CLS (Cumulative Layout Shift)',
            correct: true,
            why: 'Without dimensions the browser reserves no space, so content jumps when the image arrives.',
          },
          {
            text: 'LCP (Largest Contentful Paint)',
            correct: false,
            why: 'LCP is about when the main content appears; missing dimensions make things move, not load later.',
          },
        ],
      },
      {
        id: 'web-performance-2',
        kind: 'single',
        section: 'Measure first',
        prompt: 'What does INP measure?',
        options: [
          {
            text: 'When the largest piece of content appears',
            correct: false,
            why: 'That is LCP, Largest Contentful Paint.',
          },
          {
            text: 'How much content jumps around while loading',
            correct: false,
            why: 'That is CLS, Cumulative Layout Shift.',
          },
          {
            text: 'How long the server takes to send back the first byte of the response',
            correct: false,
            why: 'That is time to first byte, a loading measure; it is not one of the three Core Web Vitals.',
          },
          {
            text: 'How quickly the page responds to clicks and key presses',
            correct: true,
            why: 'Interaction to Next Paint: aim for 200 ms or less.',
          },
        ],
      },
      {
        id: 'web-performance-3',
        kind: 'fill',
        section: 'Measure first',
        prompt: 'A good Largest Contentful Paint is ____ seconds or less.',
        answers: ['2.5'],
        why: "Google's thresholds: LCP 2.5 s or less, INP 200 ms or less, CLS 0.1 or less.",
      },
      {
        id: 'web-performance-4',
        kind: 'single',
        section: 'Measure first',
        prompt: 'Why test with network and CPU throttling turned on?',
        options: [
          {
            text: 'Lighthouse refuses to run without throttling',
            correct: false,
            why: 'It runs either way; throttling is about making the measurement realistic.',
          },
          {
            text: "Your laptop and connection are much faster than your users' phones and networks",
            correct: true,
            why: 'Throttling shows what mid-range phones on patchy mobile networks experience.',
          },
          {
            text: 'Throttling makes the browser cache files, so the numbers are more stable from run to run',
            correct: false,
            why: 'Throttling slows the network and CPU; it has nothing to do with caching.',
          },
        ],
      },
      {
        id: 'web-performance-5',
        kind: 'multiple',
        section: 'Common fixes',
        prompt: 'Which of these make a page faster? Pick all that apply.',
        options: [
          {
            text: '`loading="lazy"` on images below the fold',
            correct: true,
            why: 'Images the user may never scroll to are not downloaded up front.',
          },
          {
            text: '`loading="lazy"` on the large hero image at the top',
            correct: false,
            why: 'That image is usually the LCP element; lazy-loading it delays the main content.',
          },
          {
            text: '`defer` on scripts not needed for the first paint',
            correct: true,
            why: 'Deferred scripts download without blocking parsing and run after the document is parsed.',
          },
          {
            text: 'Long cache lifetimes for static files with hashed names',
            correct: true,
            why: 'A changed file gets a new name, so old copies can be cached for a long time safely.',
          },
        ],
      },
      {
        id: 'web-performance-6',
        kind: 'single',
        section: 'Common fixes',
        prompt: 'What does `srcset="hero-800.webp 800w, hero-1600.webp 1600w"` let the browser do?',
        options: [
          {
            text: 'Download both files and show the sharper one',
            correct: false,
            why: 'The point is to download only one, the file that fits.',
          },
          {
            text: 'Convert the image to WebP or AVIF automatically when the browser supports it',
            correct: false,
            why: 'Both files are already WebP; `srcset` chooses between sizes, it converts nothing.',
          },
          {
            text: "Pick the file whose width fits the layout and the screen's density",
            correct: true,
            why: 'With `sizes`, the browser knows how wide the image will be and picks the smallest file that looks sharp.',
          },
        ],
      },
    ],
  },
];
