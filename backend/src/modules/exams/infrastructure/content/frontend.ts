import type { ExamBankContent } from './exam-types.js';
import { FRONTEND_EXAM_REACT } from './frontend-parts/react.js';
import { FRONTEND_EXAM_JS_DEEP } from './frontend-parts/js-deep.js';
import { FRONTEND_EXAM_COLLABORATION } from './frontend-parts/collaboration.js';
import { FRONTEND_EXAM_HTML_CSS } from './frontend-parts/html-css.js';
import { FRONTEND_EXAM_JAVASCRIPT } from './frontend-parts/javascript.js';
import { FRONTEND_EXAM_PLATFORM } from './frontend-parts/platform.js';
import { opts } from './question-builders.js';

/** The Frontend Developer exam bank. Question keys are stable: never rename or reuse them. */
export const FRONTEND_EXAM: ExamBankContent = {
  roadmapSlug: 'frontend',
  questions: [
    // ---- single choice ----
    {
      key: 'frontend-001',
      kind: 'single',
      prompt:
        'You moved your site to a new server and changed its DNS record. For the next hour some visitors still reach the old server. What is the most likely reason?',
      options: opts(
        'The TLS certificate still names the old server',
        'Resolvers and browsers keep the old DNS answer until its time to live (TTL) runs out',
        'The old server keeps redirecting visitors with a 302 response',
        'Browsers only look up a domain once, the first time it is visited',
      ),
      correct: ['b'],
      explanation:
        "A DNS answer is cached by the browser, the operating system and the network's resolver for its TTL, so a changed record reaches everyone only once the old answers expire. Browsers do look names up again after that.",
      moduleKey: 'how-the-web-works',
      section: 'From a URL to a page',
    },
    {
      key: 'frontend-002',
      kind: 'single',
      prompt: 'A shop page shows a padlock and a valid certificate for its address. What does that tell you?',
      options: opts(
        'The shop is a legitimate, honest business',
        "The site's code has been checked for security bugs",
        'The connection is encrypted and the server controls that domain name',
        'Nobody on the network can tell which site you are visiting',
      ),
      correct: ['c'],
      explanation:
        'HTTPS gives confidentiality, integrity and proof that the server holds the name. A phishing site can get a valid certificate for its own domain, and the site name usually stays visible to the network.',
      moduleKey: 'how-the-web-works',
      section: 'What HTTPS protects and what it does not',
    },
    {
      key: 'frontend-003',
      kind: 'single',
      prompt: 'What does the last command of this session print?',
      language: 'bash',
      code: '$ cd /var/www\n$ cd ..\n$ pwd',
      options: opts('/var/www', '/var', '/home/sam', '..'),
      correct: ['b'],
      explanation: '`cd ..` moves up one level, from /var/www to /var, and `pwd` prints the directory you are now in.',
      moduleKey: 'command-line-basics',
      section: 'Moving around',
    },
    {
      key: 'frontend-004',
      kind: 'single',
      prompt:
        'You changed index.html and style.css, then ran the two commands below. Where is your change to style.css now?',
      language: 'bash',
      code: 'git add index.html\ngit commit -m "Fix the heading"',
      options: opts(
        'In the new commit, together with index.html',
        'Still in your working directory, not staged and not committed',
        'Staged, waiting for the next commit',
        'Lost, because Git discards changes that are not staged',
      ),
      correct: ['b'],
      explanation:
        '`git add` stages only the files you name, and `git commit` saves only what is staged. The style.css edit stays as a change in your working directory until you add it.',
      moduleKey: 'git-basics',
      section: 'The everyday loop',
    },
    {
      key: 'frontend-005',
      kind: 'single',
      prompt:
        'On one branch you changed line 3 of app.js; on another a teammate changed line 80 of app.js and added a new file. What happens when you merge the two branches?',
      options: opts(
        'Git stops with a merge conflict because both branches touched app.js',
        'Git merges both changes automatically, since they touch different lines',
        'Git keeps only the branch that was committed last',
        'Git refuses because the new file exists on one branch only',
      ),
      correct: ['b'],
      explanation:
        'Changes to different lines, or to different files, merge automatically. Git only stops with a conflict when both sides changed the same lines differently.',
      moduleKey: 'git-basics',
      section: 'Branches',
    },
    {
      key: 'frontend-006',
      kind: 'single',
      prompt:
        'You want to fix a typo in an open-source project on GitHub where you have no write access. What is the usual workflow?',
      options: opts(
        'Clone the repository and push directly to its main branch',
        'Fork the repository, push a branch to your fork, and open a pull request to the original',
        'Email the maintainers a zip file of the whole project',
        'Open an issue and paste the entire corrected file into it',
      ),
      correct: ['b'],
      explanation:
        'Without write access you cannot push to the original repository. A fork is your own copy on GitHub; a pull request from it lets maintainers review and merge your change.',
      moduleKey: 'github-collaboration',
      section: "Contributing to someone else's project",
    },
    {
      key: 'frontend-007',
      kind: 'single',
      prompt: 'Which of these controls should be a link (`<a href>`) rather than a `<button>`?',
      options: opts(
        '"Add to basket", which updates the basket on the same page',
        '"Show filters", which opens a panel on the same page',
        '"Order history", which takes the user to the /orders page',
        '"Delete", which removes a row from the current list',
      ),
      correct: ['c'],
      explanation:
        'Use `<a>` to go somewhere and `<button>` to do something. Only "Order history" navigates to another page; the others act on the current page.',
      moduleKey: 'html-semantics',
      section: 'Rules of thumb',
    },
    {
      key: 'frontend-008',
      kind: 'single',
      prompt:
        'A product page shows a single photo of a shoe, and the photo is the only place the page shows its colour. Which `alt` fits best?',
      options: opts('alt=""', 'No alt attribute at all', 'alt="red running shoe, side view"', 'alt="shoe.jpg"'),
      correct: ['c'],
      explanation:
        'An informative image needs an alt text that describes what it shows. `alt=""` is for purely decorative images, and a missing alt makes many screen readers read the file name.',
      moduleKey: 'html-semantics',
      section: 'Rules of thumb',
    },
    {
      key: 'frontend-009',
      kind: 'single',
      prompt:
        'This panel overflows its parent by 32px. Which single declaration fixes it without changing the padding?',
      language: 'css',
      code: '.panel {\n  width: 100%;\n  padding: 16px;\n}',
      options: opts('box-sizing: border-box;', 'margin: 0;', 'display: flex;', 'position: relative;'),
      correct: ['a'],
      explanation:
        'By default `width` sizes only the content, so 100% plus 2 × 16px of padding is wider than the parent. With `border-box`, width includes padding and border.',
      moduleKey: 'css-layout',
      section: 'Everything is a box',
    },
    {
      key: 'frontend-010',
      kind: 'single',
      prompt:
        'You need a photo gallery where items line up in both rows and columns. Which layout tool is designed for this?',
      options: opts('CSS Grid', 'Floats', 'position: absolute on every item', 'The <table> element'),
      correct: ['a'],
      explanation:
        'CSS Grid controls two dimensions (rows and columns) at once. Flexbox handles one dimension, and floats, absolute positioning or tables are not meant for page layout.',
      moduleKey: 'css-layout',
      section: 'Grid: two dimensions',
    },
    {
      key: 'frontend-011',
      kind: 'single',
      prompt: 'Which viewport tag should a responsive page use?',
      options: opts(
        '<meta name="viewport" content="width=1024">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="viewport" content="width=device-width, user-scalable=no">',
        '<meta name="viewport" content="width=device-width, maximum-scale=1">',
      ),
      correct: ['b'],
      explanation:
        "`width=device-width, initial-scale=1` lays the page out at the device's width. A fixed width makes phones shrink a desktop layout, and `user-scalable=no` or `maximum-scale=1` stop people from zooming.",
      moduleKey: 'responsive-design',
      section: 'Step 1: the viewport tag',
    },
    {
      key: 'frontend-012',
      kind: 'single',
      prompt:
        'The base styles show the plans in one column. Written mobile first, which rule adds three columns on wider screens?',
      language: 'css',
      code: '.plans {\n  display: grid;\n  gap: 1rem;\n}',
      options: opts(
        '@media (max-width: 48rem) { .plans { grid-template-columns: 1fr; } }',
        '@media (min-width: 48rem) { .plans { grid-template-columns: repeat(3, 1fr); } }',
        '@media (max-width: 48rem) { .plans { grid-template-columns: repeat(3, 1fr); } }',
        '@media (orientation: portrait) { .plans { grid-template-columns: repeat(3, 1fr); } }',
      ),
      correct: ['b'],
      explanation:
        'Mobile first means the base rules are for narrow screens and `min-width` queries add layout as space appears. `max-width` queries are how desktop-first stylesheets undo things.',
      moduleKey: 'responsive-design',
      section: 'Step 3: media queries, mobile first',
    },
    {
      key: 'frontend-013',
      kind: 'single',
      prompt:
        "A search form's submit listener logs the query, but the page reloads at once and the log disappears. What is missing?",
      language: 'javascript',
      code: "form.addEventListener('submit', (event) => {\n  console.log(form.elements.q.value);\n});",
      options: opts(
        'event.stopPropagation() in the listener',
        'event.preventDefault() in the listener',
        'A click listener on the submit button instead',
        'type="button" on the submit button',
      ),
      correct: ['b'],
      explanation:
        'Submitting a form makes the browser load a new page; `preventDefault()` cancels that default action. Listening for `submit` on the form is right, and `type="button"` would stop Enter and the button from submitting at all.',
      moduleKey: 'dom-and-events',
      section: 'Events',
    },
    {
      key: 'frontend-014',
      kind: 'single',
      prompt:
        'A product name arrives from an API as `Tea <img src=x onerror=alert(1)>`. Which line shows it on the page as plain text?',
      options: opts(
        'title.innerHTML = product.name;',
        'title.textContent = product.name;',
        "title.insertAdjacentHTML('beforeend', product.name);",
        'title.outerHTML = product.name;',
      ),
      correct: ['b'],
      explanation:
        '`textContent` puts the string in as text, so the markup is shown, not run. The other three parse the string as HTML, which runs the `onerror` script: cross-site scripting.',
      moduleKey: 'dom-and-events',
      section: 'The DOM',
    },
    {
      key: 'frontend-015',
      kind: 'single',
      prompt: 'This code shows "Saved!" even when the server answers 500. Why?',
      language: 'javascript',
      code: "try {\n  await fetch('/api/notes', { method: 'POST', body });\n  show('Saved!');\n} catch {\n  show('Could not save');\n}",
      options: opts(
        '`await` ignores errors unless you add `.catch`',
        '`fetch` fulfills for any HTTP response, so a 500 never reaches `catch`',
        'A POST request cannot fail once it has been sent',
        'The `catch` block only runs for errors thrown in synchronous code',
      ),
      correct: ['b'],
      explanation:
        '`fetch` rejects only when no response arrives at all (network down, blocked, aborted). A 404 or 500 is still a response, so check `response.ok` and throw yourself.',
      moduleKey: 'async-javascript',
      section: 'Promises',
    },
    {
      key: 'frontend-016',
      kind: 'single',
      prompt:
        'The client sends `DELETE /tasks/8`. The server deletes the task and has nothing to send back. Which status fits best?',
      options: opts('200 OK with an empty body is required', '201 Created', '204 No Content', '304 Not Modified'),
      correct: ['c'],
      explanation:
        '`204 No Content` says the request succeeded and there is no body. `201` is for a newly created resource and `304` tells the client to use its cached copy.',
      moduleKey: 'http-and-apis',
      section: 'Status codes',
    },
    {
      key: 'frontend-017',
      kind: 'single',
      prompt:
        'A TypeScript function is declared as `function greet(name: string)`. After compiling, plain JavaScript elsewhere calls `greet(42)` with a value read from JSON. What happens at runtime?',
      options: opts(
        'The browser throws a TypeError because 42 is not a string',
        'The call runs with 42, because the types were removed when compiling',
        'The compiled code converts 42 to "42" automatically',
        'The call is skipped and returns undefined',
      ),
      correct: ['b'],
      explanation:
        'The compiler checks types and then erases them; nothing checks them at runtime. Data from outside (JSON, an API) must be checked by your own code.',
      moduleKey: 'typescript-basics',
      section: 'What TypeScript adds',
    },
    {
      key: 'frontend-018',
      kind: 'single',
      prompt: 'Which of these snippets does the TypeScript compiler reject?',
      options: opts(
        'const a: any = JSON.parse(text); a.name.toUpperCase();',
        'const u: unknown = JSON.parse(text); u.name;',
        "const u: unknown = JSON.parse(text); if (typeof u === 'string') u.toUpperCase();",
        'const u: unknown = JSON.parse(text); console.log(u);',
      ),
      correct: ['b'],
      explanation:
        '`unknown` lets you store and pass on any value but not use its properties until you narrow it. `any` switches checking off, so the first line compiles even though it may crash.',
      moduleKey: 'typescript-basics',
      section: 'Tips',
    },
    {
      key: 'frontend-019',
      kind: 'single',
      prompt:
        "A to-do list uses the array index as each item's key. A user ticks the checkbox of the first item, then a new to-do is added at the top. What goes wrong?",
      options: opts(
        'Nothing: indexes are unique among siblings, which is all React needs',
        'The tick now appears next to the new to-do, because it took key 0',
        'React throws an error because two renders used the same keys',
        'The whole list is unmounted and every checkbox is cleared',
      ),
      correct: ['b'],
      explanation:
        'React matches items between renders by key. After an insert at the top every index shifts, so the state that belonged to key 0 shows next to a different to-do; use a stable id from the data.',
      moduleKey: 'react-fundamentals',
      section: 'Lists and keys',
    },
    {
      key: 'frontend-020',
      kind: 'single',
      prompt:
        'A to-do list is kept in state as `todos`. Which line correctly marks the to-do with id 7 as done so the screen updates?',
      options: opts(
        'todos.find((t) => t.id === 7).done = true;',
        'todos.find((t) => t.id === 7).done = true; setTodos(todos);',
        'setTodos(todos.map((t) => (t.id === 7 ? { ...t, done: true } : t)));',
        'todos[todos.findIndex((t) => t.id === 7)] = { done: true };',
      ),
      correct: ['c'],
      explanation:
        'State must be replaced, not changed: the setter needs a new array. Passing the same mutated array is the same object by `Object.is`, so React skips the re-render.',
      moduleKey: 'react-fundamentals',
      section: 'State',
    },
    {
      key: 'frontend-021',
      kind: 'single',
      prompt: 'Body text at 16px is grey on white with a contrast ratio of 3.2:1. Does it meet WCAG level AA?',
      options: opts(
        'Yes: 3:1 is enough for all text',
        'No: normal-sized text needs at least 4.5:1',
        'Yes: contrast only matters for links and buttons',
        'No: AA requires 7:1 for every text size',
      ),
      correct: ['b'],
      explanation:
        'Level AA asks for 4.5:1 for normal text and 3:1 only for large text. 7:1 is the stricter AAA level.',
      moduleKey: 'web-accessibility',
      section: 'The biggest wins',
    },
    {
      key: 'frontend-022',
      kind: 'single',
      prompt: 'In a Testing Library test, when should you find an element with `getByTestId`?',
      options: opts(
        'Always, because test ids never change',
        'Only as a last resort, when no role, label or text identifies it',
        'Whenever the element is a button',
        'Before trying `getByRole`, because it is faster',
      ),
      correct: ['b'],
      explanation:
        'The recommended order is `getByRole`, then `getByLabelText`, then `getByText`, and `getByTestId` last, because the first ones find elements the way users and assistive technology do.',
      moduleKey: 'frontend-testing',
      section: 'A component test with Testing Library',
    },
    {
      key: 'frontend-023',
      kind: 'single',
      prompt:
        'On a news page the "Read more" button jumps down just as readers tap it, because an ad above it loads late. Which metric does this hurt, and what fixes it?',
      options: opts(
        'LCP; lazy-load the ad',
        "CLS; reserve the ad's space with a min-height",
        'INP; split the ad script into smaller tasks',
        'TTFB; serve the ad from a CDN',
      ),
      correct: ['b'],
      explanation:
        'Content that moves while the page loads is layout shift, measured by CLS. Reserving the space (width and height, aspect-ratio, or a min-height for embeds) stops the jump.',
      moduleKey: 'web-performance',
      section: 'Common mistakes',
    },
    // ---- multiple choice ----
    {
      key: 'frontend-024',
      kind: 'multiple',
      prompt: 'Which of these elements carry semantic meaning about the page structure? Select all that apply.',
      options: opts('<nav>', '<main>', '<div>', '<footer>', '<span>'),
      correct: ['a', 'b', 'd'],
      explanation:
        '`<nav>`, `<main>` and `<footer>` describe navigation, the main content and the footer, and screen readers expose them as landmarks. `<div>` and `<span>` are generic containers with no meaning.',
      moduleKey: 'html-semantics',
      section: 'Landmarks and sectioning elements',
    },
    {
      key: 'frontend-025',
      kind: 'multiple',
      prompt: 'Which of these `if` conditions run their body? Select all that apply.',
      options: opts("if ('false')", 'if (NaN)', 'if ({})', 'if (-0)', "if (' ')"),
      correct: ['a', 'c', 'e'],
      explanation:
        "Only `false`, `0`, `-0`, `0n`, `''`, `null`, `undefined` and `NaN` are falsy. A non-empty string (even 'false' or a space) and any object are truthy.",
      moduleKey: 'javascript-fundamentals',
      section: 'Control flow',
    },
    {
      key: 'frontend-026',
      kind: 'multiple',
      prompt:
        'Which HTTP status codes are client errors, meaning the problem is with the request? Select all that apply.',
      options: opts('400 Bad Request', '401 Unauthorized', '404 Not Found', '500 Internal Server Error', '302 Found'),
      correct: ['a', 'b', 'c'],
      explanation:
        'The 4xx range means the problem is with the request. 5xx codes mean the server failed, and 3xx codes are redirects.',
      moduleKey: 'http-and-apis',
      section: 'Status codes',
    },
    {
      key: 'frontend-027',
      kind: 'multiple',
      prompt: "Which of these should normally be listed in a web project's .gitignore? Select all that apply.",
      options: opts(
        'node_modules/ (installed dependencies)',
        '.env (local secrets such as API keys)',
        'dist/ (build output generated from the source)',
        'package.json',
        'src/ (your source code)',
      ),
      correct: ['a', 'b', 'c'],
      explanation:
        'Dependencies and build output can be regenerated, and secrets must never enter history. `package.json` and your source code are exactly what the repository is for.',
      moduleKey: 'git-basics',
      section: 'Good habits',
    },
    {
      key: 'frontend-028',
      kind: 'multiple',
      prompt: 'Which practices help people who navigate with a keyboard only? Select all that apply.',
      options: opts(
        'Using native <button> and <a> elements for controls',
        'Keeping a clearly visible focus indicator',
        'Setting outline: none on :focus with no replacement style',
        'Keeping the tab order the same as the visual order',
        'Attaching click handlers to <div> elements instead of buttons',
      ),
      correct: ['a', 'b', 'd'],
      explanation:
        'Native controls are focusable and work with Enter and Space; a visible focus indicator and a logical tab order show users where they are. Removing outlines and clickable divs lock keyboard users out.',
      moduleKey: 'web-accessibility',
      section: 'The biggest wins',
    },
    {
      key: 'frontend-029',
      kind: 'multiple',
      prompt:
        "Which of these make a page's Largest Contentful Paint worse when the hero image is the largest element? Select all that apply.",
      options: opts(
        'Adding loading="lazy" to the hero image',
        'Showing the hero as a CSS background image',
        'Adding fetchpriority="high" to the hero <img>',
        'Inserting the hero with JavaScript after the page loads',
        'Serving the hero with srcset at the sizes it is displayed',
      ),
      correct: ['a', 'b', 'd'],
      explanation:
        'Lazy-loading the LCP image delays it, and a CSS background or a script-inserted image is found late by the browser. `fetchpriority="high"` and right-sized `srcset` images bring it in earlier.',
      moduleKey: 'web-performance',
      section: 'Common mistakes',
    },
    {
      key: 'frontend-030',
      kind: 'multiple',
      prompt: 'Which statements about TypeScript are true? Select all that apply.',
      options: opts(
        "It can infer many types without annotations, for example from a variable's initial value",
        'Browsers run .ts files directly without any build step',
        'The "strict" option in tsconfig.json enables a set of stricter checks',
        "A union type such as 'idle' | 'loading' | 'error' limits a value to those options",
      ),
      correct: ['a', 'c', 'd'],
      explanation:
        'TypeScript infers types, `strict` turns on stricter checks such as strict null checks, and literal unions restrict values. Browsers only understand JavaScript, so TypeScript is compiled first.',
      moduleKey: 'typescript-basics',
      section: 'Describing data',
    },
    {
      key: 'frontend-031',
      kind: 'multiple',
      prompt: 'Which of these are good habits for tests of frontend code? Select all that apply.',
      options: opts(
        'Test behaviour the user can see rather than internal implementation details',
        'Keep a few end-to-end tests for the most important user flows',
        'Make every test depend on the previous test having run',
        'Cover edge cases such as empty lists and failed requests',
      ),
      correct: ['a', 'b', 'd'],
      explanation:
        'Behaviour-focused tests survive refactoring, end-to-end tests guard key flows, and edge cases are where bugs hide. Tests that depend on each other break in confusing ways and cannot run alone.',
      moduleKey: 'frontend-testing',
      section: 'What makes a good test',
    },
    // ---- output ----
    {
      key: 'frontend-032',
      kind: 'output',
      prompt: 'What does this code print (its lines in order, separated by spaces)?',
      language: 'javascript',
      code: "console.log('1');\nsetTimeout(() => console.log('2'), 0);\n(async () => {\n  console.log('3');\n  await null;\n  console.log('4');\n})();\nconsole.log('5');",
      options: opts('1 3 5 4 2', '1 5 3 4 2', '1 3 4 5 2', '1 3 5 2 4'),
      correct: ['a'],
      explanation:
        'The async function runs synchronously until its first `await`, so 3 prints before 5. The code after `await` is a microtask and runs before the `setTimeout` callback, which is a task.',
      moduleKey: 'async-javascript',
      section: 'The event loop in one sentence',
    },
    {
      key: 'frontend-033',
      kind: 'output',
      prompt: 'What does this code print?',
      language: 'javascript',
      code: 'const numbers = [1, 2, 3, 4];\nconst result = numbers.filter((n) => n % 2 === 0).map((n) => n * 10);\nconsole.log(result.join(","));',
      options: opts('10,30', '20,40', '10,20,30,40', '2,4'),
      correct: ['b'],
      explanation:
        '`filter` keeps the even numbers [2, 4], then `map` multiplies each by 10, giving [20, 40], which `join` prints as "20,40".',
      moduleKey: 'javascript-fundamentals',
      section: 'Arrays and objects',
    },
    {
      key: 'frontend-034',
      kind: 'output',
      prompt: 'What does this code print?',
      language: 'javascript',
      code: 'console.log(typeof null, typeof [], typeof undefined);',
      options: opts(
        'null array undefined',
        'object object undefined',
        'null object undefined',
        'object array undefined',
      ),
      correct: ['b'],
      explanation:
        '`typeof null` is "object" (a historical quirk of JavaScript), arrays are objects, and `typeof undefined` is "undefined". Use `Array.isArray()` to check for arrays.',
      moduleKey: 'javascript-fundamentals',
      section: 'Values and variables',
    },
    {
      key: 'frontend-035',
      kind: 'output',
      prompt: 'What does this code print?',
      language: 'javascript',
      code: 'const fns = [];\nfor (var i = 0; i < 3; i++) {\n  fns.push(() => i);\n}\nconsole.log(fns.map((f) => f()).join(" "));',
      options: opts('0 1 2', '3 3 3', '2 2 2', 'undefined undefined undefined'),
      correct: ['b'],
      explanation:
        '`var` is function-scoped, so all three arrow functions share one `i`, which is 3 when they are finally called. With `let`, each iteration gets its own binding and the output would be "0 1 2".',
      moduleKey: 'javascript-fundamentals',
      section: 'Values and variables',
    },
    {
      key: 'frontend-036',
      kind: 'output',
      prompt: 'What does this code print?',
      language: 'javascript',
      code: 'const a = { count: 1 };\nconst b = a;\nb.count++;\nconsole.log(a.count);',
      options: opts('1', '2', 'undefined', 'It throws a TypeError because a is a const'),
      correct: ['b'],
      explanation:
        '`b` and `a` refer to the same object, so changing `b.count` changes what `a.count` shows. `const` only stops the variable from being reassigned; the object itself can still be changed.',
      moduleKey: 'javascript-fundamentals',
      section: 'Values and variables',
    },
    {
      key: 'frontend-037',
      kind: 'output',
      prompt: 'What does this code print (its lines in order, separated by spaces)?',
      language: 'javascript',
      code: "async function run() {\n  try {\n    await Promise.reject(new Error('boom'));\n    console.log('after');\n  } catch (error) {\n    console.log('caught ' + error.message);\n  } finally {\n    console.log('done');\n  }\n}\nrun();",
      options: opts('after done', 'caught boom done', 'after caught boom done', 'caught boom'),
      correct: ['b'],
      explanation:
        'Awaiting a rejected promise throws inside the async function, so the line printing "after" is skipped and the catch block runs. The finally block always runs afterwards.',
      moduleKey: 'async-javascript',
      section: 'async / await',
    },
    {
      key: 'frontend-038',
      kind: 'output',
      prompt: "This is how the lesson's to-do list toggles an item. What does it print?",
      language: 'javascript',
      code: 'const todo = { id: 1, done: false };\nconst todos = [todo];\nconst next = todos.map((t) => (t.id === 1 ? { ...t, done: true } : t));\nconsole.log(todo.done, next[0].done, next[0] === todo);',
      options: opts('true true true', 'false true false', 'true true false', 'false true true'),
      correct: ['b'],
      explanation:
        '`map` builds a new array, and the spread makes a new object for the changed to-do, so the old object is untouched and the new one is a different object. That new identity is how React sees the change.',
      moduleKey: 'react-fundamentals',
      section: 'Worked example',
    },
    {
      key: 'frontend-039',
      kind: 'output',
      prompt: 'What does this code print?',
      language: 'javascript',
      code: "console.log(0 == '', 0 === '', null == undefined);",
      options: opts('true false true', 'false false true', 'true false false', 'false false false'),
      correct: ['a'],
      explanation:
        "`==` converts types, so `0 == ''` is true and `null == undefined` is true by a special rule. `===` never converts, so `0 === ''` is false; prefer `===` to avoid surprises.",
      moduleKey: 'javascript-fundamentals',
      section: 'Values and variables',
    },
    ...FRONTEND_EXAM_HTML_CSS,
    ...FRONTEND_EXAM_JAVASCRIPT,
    ...FRONTEND_EXAM_COLLABORATION,
    ...FRONTEND_EXAM_PLATFORM,
    ...FRONTEND_EXAM_REACT,
    ...FRONTEND_EXAM_JS_DEEP,
  ],
};
