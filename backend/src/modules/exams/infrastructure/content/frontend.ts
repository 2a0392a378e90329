import type { ExamBankContent } from './exam-types.js';
import { FRONTEND_EXAM_HTML_CSS } from './frontend-parts/html-css.js';
import { FRONTEND_EXAM_JAVASCRIPT } from './frontend-parts/javascript.js';
import { opts } from './question-builders.js';

/** The Frontend Developer exam bank. Question keys are stable: never rename or reuse them. */
export const FRONTEND_EXAM: ExamBankContent = {
  roadmapSlug: 'frontend',
  questions: [
    // ---- single choice ----
    {
      key: 'frontend-001',
      kind: 'single',
      prompt: 'What does the Domain Name System (DNS) do when you visit a website?',
      options: opts(
        'It encrypts the connection between the browser and the server',
        'It translates a domain name such as example.com into an IP address',
        "It stores the website's HTML files close to the user",
        'It decides which HTTP method the browser uses',
      ),
      correct: ['b'],
      explanation:
        'Computers connect using IP addresses, so the browser first asks DNS which address belongs to the domain name. Encryption is the job of TLS, and storing copies near users is what a CDN does.',
      moduleKey: 'how-the-web-works',
    },
    {
      key: 'frontend-002',
      kind: 'single',
      prompt: 'What does HTTPS add compared with plain HTTP?',
      options: opts(
        'Faster page loads because files are compressed',
        "Encryption and verification of the server's identity using TLS",
        'Automatic caching of every response in the browser',
        'A guarantee that the website contains no bugs',
      ),
      correct: ['b'],
      explanation:
        'HTTPS is HTTP over TLS: traffic is encrypted so others on the network cannot read or alter it, and the certificate proves you are talking to the real server.',
      moduleKey: 'how-the-web-works',
    },
    {
      key: 'frontend-003',
      kind: 'single',
      prompt: 'Which command prints the full path of the directory you are currently in?',
      code: '$ ???\n/home/sam/projects/my-site',
      language: 'bash',
      options: opts('ls', 'cd', 'pwd', 'whoami'),
      correct: ['c'],
      explanation:
        '`pwd` stands for "print working directory". `ls` lists files, `cd` changes directory and `whoami` prints your user name.',
      moduleKey: 'command-line-basics',
    },
    {
      key: 'frontend-004',
      kind: 'single',
      prompt: 'You edited index.html. What does "git add index.html" do?',
      options: opts(
        'It saves a new commit containing the change',
        'It uploads the file to GitHub',
        'It stages the change so it will be included in the next commit',
        'It creates a new branch named index.html',
      ),
      correct: ['c'],
      explanation:
        '`git add` moves changes into the staging area; `git commit` then records the staged changes in history, and `git push` uploads commits to a remote.',
      moduleKey: 'git-basics',
    },
    {
      key: 'frontend-005',
      kind: 'single',
      prompt: 'When does Git report a merge conflict?',
      options: opts(
        'When the two branches being merged changed the same lines of the same file differently',
        'Whenever two branches have different commit messages',
        'When a branch has more than ten commits',
        'When you merge a branch that has already been pushed to GitHub',
      ),
      correct: ['a'],
      explanation:
        'Git merges changes to different lines automatically. It only stops and asks you to decide when both sides changed the same part of a file in different ways.',
      moduleKey: 'git-basics',
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
    },
    {
      key: 'frontend-007',
      kind: 'single',
      prompt:
        'Which element should you use for a control that deletes an item on the current page without navigating anywhere?',
      options: opts(
        '<a href="#">Delete</a>',
        '<div onclick="remove()">Delete</div>',
        '<button type="button">Delete</button>',
        '<span class="btn">Delete</span>',
      ),
      correct: ['c'],
      explanation:
        'Links navigate; buttons perform actions. A native `<button>` is focusable, works with Enter and Space, and is announced as a button by screen readers, which a `<div>` or `<span>` is not.',
      moduleKey: 'html-semantics',
    },
    {
      key: 'frontend-008',
      kind: 'single',
      prompt: 'What is the right alt text for a purely decorative divider image that adds no information?',
      options: opts(
        'Leave out the alt attribute entirely',
        'alt="" (an empty alt attribute)',
        'alt="image"',
        'alt="decorative divider image graphic"',
      ),
      correct: ['b'],
      explanation:
        'An empty `alt=""` tells screen readers to skip the image. Without any `alt`, many screen readers read the file name instead, and text like "image" is noise.',
      moduleKey: 'html-semantics',
    },
    {
      key: 'frontend-009',
      kind: 'single',
      prompt:
        'With box-sizing: border-box, what does width: 200px on an element with padding: 20px and border: 2px solid mean?',
      language: 'css',
      code: '.card {\n  box-sizing: border-box;\n  width: 200px;\n  padding: 20px;\n  border: 2px solid black;\n}',
      options: opts(
        'The content area is 200px wide, so the box is 244px wide',
        'The whole box including padding and border is 200px wide',
        'The box is 200px plus the margin',
        'The width is ignored because padding is set',
      ),
      correct: ['b'],
      explanation:
        'With `border-box`, `width` includes padding and border, so the element takes exactly 200px and the content area shrinks to 156px. With the default `content-box` it would be 244px wide.',
      moduleKey: 'css-layout',
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
    },
    {
      key: 'frontend-011',
      kind: 'single',
      prompt: 'What does <meta name="viewport" content="width=device-width, initial-scale=1"> do?',
      options: opts(
        'It makes the page load faster on slow networks',
        "It tells mobile browsers to use the device's width for layout instead of pretending to be a wide desktop screen",
        'It hides the page from search engines on mobile devices',
        'It prevents the user from zooming',
      ),
      correct: ['b'],
      explanation:
        'Without the viewport tag, mobile browsers lay the page out at a desktop width (often 980px) and shrink it, so your media queries and responsive styles do not apply as intended.',
      moduleKey: 'responsive-design',
    },
    {
      key: 'frontend-012',
      kind: 'single',
      prompt: 'In a mobile-first stylesheet, how are styles for larger screens usually added?',
      options: opts(
        'With @media (max-width: ...) queries that undo desktop styles',
        'With @media (min-width: ...) queries that build on the base mobile styles',
        'With a separate website on an m. subdomain',
        'With JavaScript that checks window.innerWidth on every scroll',
      ),
      correct: ['b'],
      explanation:
        'Mobile first means the base styles target small screens, and `min-width` media queries add layout as more space becomes available.',
      moduleKey: 'responsive-design',
    },
    {
      key: 'frontend-013',
      kind: 'single',
      prompt: "Why do we call event.preventDefault() in a form's submit handler in a single-page app?",
      code: "form.addEventListener('submit', (event) => {\n  event.preventDefault();\n  saveTask(form.elements.task.value);\n});",
      language: 'javascript',
      options: opts(
        "To stop the browser's default behaviour of submitting the form and reloading the page",
        'To stop the event from reaching other listeners on the same form',
        'To clear the form fields',
        'To validate the form fields automatically',
      ),
      correct: ['a'],
      explanation:
        "A submit event's default action sends the form and loads a new page. `preventDefault()` cancels that so your JavaScript can handle the data. Stopping propagation is a different method, `stopPropagation()`.",
      moduleKey: 'dom-and-events',
    },
    {
      key: 'frontend-014',
      kind: 'single',
      prompt: 'You show a comment typed by a user on the page. Which line is the safe choice?',
      options: opts(
        'commentEl.innerHTML = userComment;',
        'commentEl.textContent = userComment;',
        'document.write(userComment);',
        'commentEl.outerHTML = userComment;',
      ),
      correct: ['b'],
      explanation:
        "`textContent` inserts the text as plain text. The other options parse the string as HTML, so a comment containing markup such as an `<img onerror=...>` tag could run an attacker's script (cross-site scripting).",
      moduleKey: 'dom-and-events',
    },
    {
      key: 'frontend-015',
      kind: 'single',
      prompt: 'The server answers a fetch request with status 404. What happens to the promise returned by fetch?',
      options: opts(
        'It rejects with a NotFound error',
        'It resolves with a Response whose ok property is false',
        'It never settles',
        'It resolves with null',
      ),
      correct: ['b'],
      explanation:
        '`fetch` only rejects when the request cannot be made at all (for example, a network failure). Any HTTP response, including 404 or 500, resolves, so you must check `response.ok` or `response.status`.',
      moduleKey: 'async-javascript',
    },
    {
      key: 'frontend-016',
      kind: 'single',
      prompt: 'A POST request successfully created a new user. Which status code fits best?',
      options: opts('200 OK', '201 Created', '204 No Content', '304 Not Modified'),
      correct: ['b'],
      explanation:
        '201 Created says a new resource was created, often with a Location header pointing to it. 200 is a generic success, 204 has no body, and 304 is about caching.',
      moduleKey: 'http-and-apis',
    },
    {
      key: 'frontend-017',
      kind: 'single',
      prompt: 'What happens to TypeScript type annotations when your code runs in the browser?',
      options: opts(
        'The browser checks them and throws an error if a value has the wrong type',
        'They are removed when compiling, so they do not exist at runtime',
        'They are converted into runtime validation code automatically',
        'They make the JavaScript run faster',
      ),
      correct: ['b'],
      explanation:
        'TypeScript checks types while you develop and build, then erases them, producing plain JavaScript. To validate data at runtime (such as API responses), you need explicit checks.',
      moduleKey: 'typescript-basics',
    },
    {
      key: 'frontend-018',
      kind: 'single',
      prompt: 'What is the difference between the "any" and "unknown" types in TypeScript?',
      options: opts(
        'There is no difference; they are aliases',
        '`any` turns off type checking for the value, while `unknown` forces you to narrow the type before using it',
        '`unknown` can only hold strings',
        '`any` is only allowed in .js files',
      ),
      correct: ['b'],
      explanation:
        'With `any`, TypeScript lets you do anything with the value, hiding mistakes. An `unknown` value must be checked first (for example with `typeof`), which keeps the code safe.',
      moduleKey: 'typescript-basics',
    },
    {
      key: 'frontend-019',
      kind: 'single',
      prompt: 'Why does React need a key prop on items rendered from an array?',
      code: '{todos.map((todo) => (\n  <li key={todo.id}>{todo.title}</li>\n))}',
      language: 'javascript',
      options: opts(
        'To style each item differently',
        'To identify each item between renders so React can update, add, remove and reorder them correctly',
        'To make the list sortable by the user',
        'To make the items focusable with the keyboard',
      ),
      correct: ['b'],
      explanation:
        'Keys give each item a stable identity among its siblings. Without stable keys React may reuse the wrong element and its state when items are inserted, removed or reordered.',
      moduleKey: 'react-fundamentals',
    },
    {
      key: 'frontend-020',
      kind: 'single',
      prompt:
        'A React component stores an array called items with useState. Which line correctly adds a new item so the screen updates?',
      options: opts(
        'items.push(newItem);',
        'setItems([...items, newItem]);',
        'items = [...items, newItem];',
        'items.push(newItem); setItems(items);',
      ),
      correct: ['b'],
      explanation:
        'React re-renders when you call the setter with a new value. Mutating the existing array (even before calling the setter with the same array) does not give React a new value to compare, so the update can be skipped.',
      moduleKey: 'react-fundamentals',
    },
    {
      key: 'frontend-021',
      kind: 'single',
      prompt: 'What minimum contrast ratio does WCAG 2 level AA require for normal-sized body text?',
      options: opts('2:1', '3:1', '4.5:1', '7:1'),
      correct: ['c'],
      explanation:
        'WCAG AA asks for at least 4.5:1 for normal text. 3:1 is the minimum for large text, and 7:1 is the stricter AAA level.',
      moduleKey: 'web-accessibility',
    },
    {
      key: 'frontend-022',
      kind: 'single',
      prompt: 'Testing Library recommends which way of finding a "Save" button in a component test?',
      options: opts(
        "container.querySelector('.btn-primary')",
        "screen.getByRole('button', { name: 'Save' })",
        'container.firstChild.lastChild',
        "screen.getByTestId('save-button-3')",
      ),
      correct: ['b'],
      explanation:
        'Querying by role and accessible name finds elements the way users and assistive technology do, so the test survives styling changes and also checks the button is accessible.',
      moduleKey: 'frontend-testing',
    },
    {
      key: 'frontend-023',
      kind: 'single',
      prompt:
        'Images load without width and height attributes and push the text down as they appear. Which Core Web Vital gets worse?',
      options: opts(
        'Largest Contentful Paint (LCP)',
        'Interaction to Next Paint (INP)',
        'Cumulative Layout Shift (CLS)',
        'Time to First Byte (TTFB)',
      ),
      correct: ['c'],
      explanation:
        'CLS measures unexpected movement of content. Setting width and height (or aspect-ratio) lets the browser reserve the space before the image arrives.',
      moduleKey: 'web-performance',
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
    },
    {
      key: 'frontend-025',
      kind: 'multiple',
      prompt: 'Which of these values are falsy in JavaScript? Select all that apply.',
      options: opts('0', "''  (an empty string)", "'0'  (a string containing zero)", 'null', '[]  (an empty array)'),
      correct: ['a', 'b', 'd'],
      explanation:
        "The falsy values are `false`, `0`, `-0`, `0n`, `''`, `null`, `undefined` and `NaN`. A non-empty string like `'0'` and every object, including an empty array, are truthy.",
      moduleKey: 'javascript-fundamentals',
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
    },
    {
      key: 'frontend-029',
      kind: 'multiple',
      prompt: 'Which changes usually make a page load faster? Select all that apply.',
      options: opts(
        'Serving images at the size they are displayed, in modern formats such as WebP or AVIF',
        'Adding loading="lazy" to images far below the fold',
        'Deferring JavaScript that is not needed for the first render',
        'Loading six extra web font weights in case a designer needs them later',
        "Bundling every page's code into one large file loaded on the home page",
      ),
      correct: ['a', 'b', 'c'],
      explanation:
        'Fewer, smaller bytes on the critical path make pages faster. Extra font files and one giant bundle add bytes the first page does not need.',
      moduleKey: 'web-performance',
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
    },
    // ---- output ----
    {
      key: 'frontend-032',
      kind: 'output',
      prompt: 'What does this code print (in order)?',
      language: 'javascript',
      code: "console.log('A');\nsetTimeout(() => console.log('B'), 0);\nPromise.resolve().then(() => console.log('C'));\nconsole.log('D');",
      options: opts('A B C D', 'A D B C', 'A D C B', 'A C D B'),
      correct: ['c'],
      explanation:
        'Synchronous code runs first (A, D). Then the promise callback runs from the microtask queue (C), and only after that the timer callback from the task queue (B), even with a 0 ms delay.',
      moduleKey: 'async-javascript',
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
    },
    {
      key: 'frontend-038',
      kind: 'output',
      prompt: 'What does this code print?',
      language: 'javascript',
      code: "const items = ['a'];\nconst next = [...items, 'b'];\nconsole.log(items.length, next.length, items === next);",
      options: opts('2 2 true', '1 2 false', '1 2 true', '2 2 false'),
      correct: ['b'],
      explanation:
        'Spreading into a new array leaves the original untouched and creates a different array, so the lengths are 1 and 2 and the two are not the same object. This is how React state updates create new values.',
      moduleKey: 'react-fundamentals',
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
    },
    ...FRONTEND_EXAM_HTML_CSS,
    ...FRONTEND_EXAM_JAVASCRIPT,
  ],
};
