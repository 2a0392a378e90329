import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Frontend exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_EXAM_HTML_CSS: ExamQuestionContent[] = [
  {
    key: 'frontend-101',
    kind: 'single',
    prompt:
      'A screen reader user says your product page "has no way to jump to the content". The page wraps everything in <div class="header">, <div class="content"> and <div class="footer">. What is the most direct fix?',
    options: opts(
      'Add role="presentation" to every div so the reader ignores them',
      'Replace the divs with <header>, <main> and <footer> so they become landmarks',
      'Give each div a tabindex="0" so the user can tab to it',
      'Increase the font size of the content area',
    ),
    correct: ['b'],
    explanation:
      'Screen readers list landmarks such as banner, main and contentinfo so users can jump to them; generic divs expose none. Making divs focusable adds tab stops but no regions.',
    moduleKey: 'html-semantics',
    section: 'Landmarks and sectioning elements',
  },
  {
    key: 'frontend-102',
    kind: 'single',
    prompt:
      'A sign-up form uses only placeholder text ("Your email") inside its inputs and no labels. What is the main problem?',
    options: opts(
      'Placeholders are not valid HTML inside a form',
      'The hint disappears once the user types and often gives the field no reliable accessible name',
      'Placeholders stop the browser from submitting the form',
      'Search engines index placeholder text as spam',
    ),
    correct: ['b'],
    explanation:
      'A visible <label> tied with for and id stays on screen and names the field in the accessibility tree; clicking it also focuses the field. A placeholder is only a hint.',
    moduleKey: 'html-semantics',
    section: 'Forms and text-level meaning',
  },
  {
    key: 'frontend-103',
    kind: 'multiple',
    prompt: 'Which of these are good uses of <article>? Select all that apply.',
    options: opts(
      'A single blog post on its own page',
      'A user comment under that post',
      'A wrapper added only to give a grid a background colour',
      'A product card in a shop listing that makes sense on its own',
      'The whole page, in place of <main>',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'An article is a self-contained piece that would make sense if copied elsewhere: a post, a comment, a product card. A pure styling wrapper is a div, and the page content belongs in <main>.',
    moduleKey: 'html-semantics',
    section: 'Landmarks and sectioning elements',
  },
  {
    key: 'frontend-104',
    kind: 'single',
    prompt:
      'Which markup gives a phone user the right keyboard, a filled-in suggestion from the browser and a format check for an email field?',
    options: opts(
      '<input name="email" type="text" class="email">',
      '<input name="email" type="email" autocomplete="email">',
      '<input name="email" pattern="email" inputmode="none">',
      '<textarea name="email" rows="1"></textarea>',
    ),
    correct: ['b'],
    explanation:
      'type="email" brings the @ keyboard and built-in format validation, and autocomplete="email" lets the browser offer the saved address. A class name changes nothing about behaviour.',
    moduleKey: 'html-semantics',
    section: 'Forms and text-level meaning',
  },
  {
    key: 'frontend-105',
    kind: 'single',
    prompt:
      'In a code review you find <a href="#" onclick="openMenu()">Menu</a>, which opens a dropdown without changing the page. What should you suggest?',
    options: opts(
      'Keep it: a link with href="#" is the standard way to make a toggle',
      'Remove the href so the link no longer scrolls to the top',
      'Use <button type="button"> because it performs an action rather than navigating',
      'Wrap the link in a <nav> element so screen readers understand it',
    ),
    correct: ['c'],
    explanation:
      'Links go somewhere and buttons do something. A link without href is not even focusable, and href="#" adds a history entry and a jump to the top; a button is announced and operated correctly.',
    moduleKey: 'html-semantics',
    section: 'Common mistakes',
  },
  {
    key: 'frontend-106',
    kind: 'single',
    prompt:
      'Two sections stacked in normal flow: the first has margin-bottom: 32px, the second margin-top: 32px. A developer expects 64px between them but sees 32px. Why?',
    options: opts(
      'The browser caps every margin at 32px',
      'Adjacent vertical margins in normal flow collapse into the larger one',
      'Margins are ignored on block elements',
      'box-sizing: border-box subtracts the margin from the width',
    ),
    correct: ['b'],
    explanation:
      'When vertical margins of blocks in normal flow touch, only the larger is used. In a flex or grid container, or with gap, spacing does not collapse.',
    moduleKey: 'css-layout',
    section: 'Everything is a box',
  },
  {
    key: 'frontend-107',
    kind: 'single',
    prompt: 'A "NEW" badge must sit in the top-right corner of each product card. Which CSS is the usual approach?',
    options: opts(
      '.card { position: relative; } .badge { position: absolute; top: 0; right: 0; }',
      '.card { position: absolute; } .badge { position: relative; top: 0; right: 0; }',
      '.badge { position: fixed; top: 0; right: 0; }',
      '.badge { float: right; margin-top: -100%; }',
    ),
    correct: ['a'],
    explanation:
      'An absolutely positioned element is placed against its nearest positioned ancestor, so making the card position: relative keeps the badge inside each card. Fixed would pin it to the viewport.',
    moduleKey: 'css-layout',
    section: 'Normal flow and positioning',
  },
  {
    key: 'frontend-108',
    kind: 'single',
    prompt:
      'In a flex row, an icon should keep its 24px width while the label next to it takes all remaining space. Which pair of rules does that?',
    options: opts(
      '.icon { flex: 1 } .label { flex: none }',
      '.icon { flex: none } .label { flex: 1 }',
      '.icon { width: 50% } .label { width: 50% }',
      '.icon { order: 2 } .label { order: 1 }',
    ),
    correct: ['b'],
    explanation:
      'flex: none keeps an item at its own size without growing or shrinking, and flex: 1 lets the label grow into the free space.',
    moduleKey: 'css-layout',
    section: 'Flexbox: one dimension',
  },
  {
    key: 'frontend-109',
    kind: 'multiple',
    prompt:
      'A page uses grid-template-areas to show the sidebar before the main content on wide screens, while the HTML has <main> first. Which statements are true? Select all that apply.',
    options: opts(
      'The visual placement changes, but Tab still moves through the HTML order',
      'Screen readers read the sidebar first because it is shown first',
      'If the visual order and source order differ a lot, keyboard users can get confused',
      'grid-template-areas also rewrites the DOM order',
    ),
    correct: ['a', 'c'],
    explanation:
      'Grid placement is visual only; focus order and reading order follow the source. Large differences between the two disorient keyboard and screen reader users.',
    moduleKey: 'css-layout',
    section: 'Grid: two dimensions',
  },
  {
    key: 'frontend-110',
    kind: 'single',
    prompt:
      'Cards in a listing must line up in the same columns across every row, whatever the length of their titles. Which approach fits best?',
    options: opts(
      'A flex container with flex-wrap: wrap and no widths on the cards',
      'A grid container with repeat(auto-fill, minmax(16rem, 1fr)) columns',
      'Floats with a clearfix after every third card',
      'Each card absolutely positioned with calculated left values',
    ),
    correct: ['b'],
    explanation:
      'Grid defines the columns first and places items into them, so items line up in two dimensions. Wrapped flex items size from their content, so rows do not line up.',
    moduleKey: 'css-layout',
    section: 'Choosing',
  },
  {
    key: 'frontend-111',
    kind: 'single',
    prompt:
      'A full-screen hero on phones uses height: 100vh, and its call-to-action button ends up hidden behind the browser toolbar. Which change addresses this?',
    options: opts(
      'Use height: 100dvh so the height follows the dynamic viewport',
      'Use height: 100% on the body only',
      'Add user-scalable=no to the viewport meta tag',
      'Set the hero to position: fixed',
    ),
    correct: ['a'],
    explanation:
      'dvh tracks the dynamic viewport, which changes as mobile browser toolbars appear and disappear; 100vh can be taller than the visible area.',
    moduleKey: 'responsive-design',
    section: 'Step 2: flexible building blocks',
  },
  {
    key: 'frontend-112',
    kind: 'single',
    prompt:
      'Tooltips on a dashboard appear only on mouse hover, so tablet users never see them. Which media feature lets you detect that the main pointer cannot hover?',
    options: opts(
      '@media (orientation: portrait)',
      '@media (hover: none)',
      '@media (max-width: 1024px)',
      '@media (prefers-reduced-motion: reduce)',
    ),
    correct: ['b'],
    explanation:
      'The hover media feature reports whether the primary input can hover; width says nothing about touch, since many tablets are wider than small laptops.',
    moduleKey: 'responsive-design',
    section: 'Step 3: media queries, mobile first',
  },
  {
    key: 'frontend-113',
    kind: 'single',
    prompt:
      'Under WCAG 2.2, what is the level AA minimum size for a pointer target such as an icon button (unless it has enough spacing around it)?',
    options: opts('16 by 16 CSS pixels', '24 by 24 CSS pixels', '44 by 44 CSS pixels', '64 by 64 CSS pixels'),
    correct: ['b'],
    explanation:
      'Success criterion 2.5.8 (AA) asks for 24 by 24 CSS pixels or sufficient spacing; 44 by 44 is the stricter AAA criterion and a common design recommendation.',
    moduleKey: 'responsive-design',
    section: 'Beyond width',
  },
  {
    key: 'frontend-114',
    kind: 'multiple',
    prompt:
      'A card component is reused in a 300px sidebar and a 900px main column. Which statements about container queries are true? Select all that apply.',
    options: opts(
      'A parent of the card needs container-type: inline-size',
      'The card can switch to an image-beside-text layout when its container is at least 30rem wide',
      'The card can set container-type on itself and query its own width',
      'Container queries replace the viewport meta tag',
    ),
    correct: ['a', 'b'],
    explanation:
      'Container queries measure an ancestor declared as a query container, never the element itself, and they do not change what the viewport tag does.',
    moduleKey: 'responsive-design',
    section: 'Container queries',
  },
  {
    key: 'frontend-115',
    kind: 'single',
    prompt:
      'WCAG asks that content reflows without two-dimensional scrolling at a width of 320 CSS pixels. Which user situation does that requirement represent?',
    options: opts(
      'A smartwatch browser',
      'A 1280px-wide window zoomed to 400%',
      'A printer page in portrait mode',
      'A screen reader reading the page aloud',
    ),
    correct: ['b'],
    explanation:
      'At 400% zoom a 1280px window offers 320 CSS pixels, so a page that reflows to one column there works for people who magnify it.',
    moduleKey: 'responsive-design',
    section: 'One site, every screen',
  },
  {
    key: 'frontend-116',
    kind: 'single',
    prompt:
      'A toast saying "Item added to cart" appears for three seconds, but screen reader users never hear it. Focus stays on the Add button. What is the fix?',
    options: opts(
      'Move focus to the toast and then back after three seconds',
      'Insert the message into an element with role="status" that is already in the page',
      'Add tabindex="0" to the toast',
      'Make the toast red so it stands out',
    ),
    correct: ['b'],
    explanation:
      'A polite live region that exists before the text is inserted is announced without moving focus. Stealing focus is disruptive, and colour or tabindex do not make anything announced.',
    moduleKey: 'web-accessibility',
    section: 'Focus and dynamic content',
  },
  {
    key: 'frontend-117',
    kind: 'single',
    prompt:
      'A developer adds role="button" to a <div> that opens a menu. With a screen reader it is announced as a button, but keyboard users still cannot use it. Why?',
    options: opts(
      'The role is misspelled; it should be role="menu"',
      'ARIA changes only what is announced; focusability and key handling must still be added, or a real <button> used',
      'Screen readers ignore roles on div elements',
      'The div needs aria-hidden="true" as well',
    ),
    correct: ['b'],
    explanation:
      'ARIA adds meaning, not behaviour. A native button is focusable and reacts to Enter and Space; a div needs tabindex and key handlers to imitate that.',
    moduleKey: 'web-accessibility',
    section: 'ARIA, carefully',
  },
  {
    key: 'frontend-118',
    kind: 'multiple',
    prompt:
      'Which of these does a modal opened with the native <dialog> element and showModal() give you? Select all that apply.',
    options: opts(
      'Closing with the Escape key',
      'The rest of the page becomes inert while it is open',
      'Automatic translation of its content',
      'Automatic WCAG AAA contrast for its text',
    ),
    correct: ['a', 'b'],
    explanation:
      'A modal <dialog> handles Escape and makes content outside it inert, which keeps focus inside. Colours and language are still up to you.',
    moduleKey: 'web-accessibility',
    section: 'Focus and dynamic content',
  },
  {
    key: 'frontend-119',
    kind: 'single',
    prompt:
      'Since 28 June 2025, which EU law requires many private digital services such as online shops and banking to be accessible?',
    options: opts(
      'The General Data Protection Regulation',
      'The European Accessibility Act',
      'The Digital Markets Act',
      'The ePrivacy Directive',
    ),
    correct: ['b'],
    explanation:
      'The European Accessibility Act applies from 28 June 2025 to products and services such as e-commerce and banking; the others deal with data protection and competition.',
    moduleKey: 'web-accessibility',
    section: 'WCAG and the law',
  },
  {
    key: 'frontend-120',
    kind: 'single',
    prompt: 'A FAQ uses <details> and <summary> for its questions. What does that give compared with clickable divs?',
    options: opts(
      'Nothing: details and summary are only for styling',
      'A keyboard-operable toggle whose open or closed state is exposed to assistive technology, with no JavaScript',
      'Automatic text alternatives for the answers',
      'A modal dialog for each answer',
    ),
    correct: ['b'],
    explanation:
      'The native disclosure element is focusable, toggles with Enter and Space, and reports expanded or collapsed, which a div does only with added ARIA and scripts.',
    moduleKey: 'web-accessibility',
    section: 'Worked example',
  },
  {
    key: 'frontend-121',
    kind: 'single',
    prompt:
      'A test asserts that a success banner is NOT shown before the form is submitted. Which query fits that assertion?',
    options: opts(
      'expect(screen.getByRole("status")).toBeNull()',
      'expect(screen.queryByRole("status")).toBeNull()',
      'expect(await screen.findByRole("status")).toBeNull()',
      'expect(screen.getByTestId("banner")).toBeFalsy()',
    ),
    correct: ['b'],
    explanation:
      'queryBy returns null when nothing matches, so it can assert absence. getBy throws when nothing matches, and findBy waits for the element to appear and rejects if it never does.',
    moduleKey: 'frontend-testing',
    section: 'A component test with Testing Library',
  },
  {
    key: 'frontend-122',
    kind: 'output',
    prompt: 'node:assert/strict compares like Vitest: equal like toBe, deepEqual like toEqual. What does this print?',
    code: `import assert from 'node:assert/strict';
const cart = { items: [{ sku: 'A1', qty: 2 }] };
const copy = structuredClone(cart);
let out = '';
try { assert.equal(copy, cart); out += 'same '; } catch { out += 'different '; }
try { assert.deepEqual(copy, cart); out += 'equal'; } catch { out += 'unequal'; }
console.log(out);`,
    language: 'javascript',
    options: opts('same equal', 'different equal', 'different unequal', 'same unequal'),
    correct: ['b'],
    explanation:
      'structuredClone makes a new object, so an identity check fails, but every key and value matches, so the recursive comparison passes. This is why objects are compared with toEqual, not toBe.',
    moduleKey: 'frontend-testing',
    section: 'A unit test with Vitest',
  },
  {
    key: 'frontend-123',
    kind: 'single',
    prompt:
      'A component test of a weather widget calls the real weather API and fails whenever the API is slow. What is the usual fix?',
    options: opts(
      'Increase the test timeout to 60 seconds',
      'Intercept the request (for example with Mock Service Worker) and return a fixed answer, including an error case',
      'Delete the test and rely on manual checking',
      'Run the test only at night when the API is quiet',
    ),
    correct: ['b'],
    explanation:
      'Mocking at the network edge makes the test fast and deterministic while the component code still runs its real fetch logic, and it lets you test the failure path on purpose.',
    moduleKey: 'frontend-testing',
    section: 'Mocks and the network',
  },
  {
    key: 'frontend-124',
    kind: 'single',
    prompt:
      'A Playwright test does page.click("#submit") and then immediately reads a message with page.textContent(".msg"), which is sometimes empty. What should it use instead?',
    options: opts(
      'await page.waitForTimeout(3000) before reading the message',
      'await expect(page.getByRole("status")).toHaveText("Saved")',
      'A try/catch that ignores the failure',
      'Run the test three times and accept any pass',
    ),
    correct: ['b'],
    explanation:
      'Web-first assertions retry until the expected state appears or a timeout passes, so they are neither slow nor flaky, and role-based locators follow what users see.',
    moduleKey: 'frontend-testing',
    section: 'End-to-end tests with Playwright',
  },
  {
    key: 'frontend-125',
    kind: 'multiple',
    prompt:
      'A bug report says the cart total is wrong when a coupon is removed. Which steps match good testing practice? Select all that apply.',
    options: opts(
      'Write a test that reproduces the bug and see it fail before fixing the code',
      'Keep that test in the suite after the fix, so the bug cannot come back unnoticed',
      'Assert on the total the user sees rather than on internal state variables',
      'Make the test depend on the previous test having added the coupon',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'A failing test first proves it catches the bug, the passing test guards against regressions, and behaviour-level assertions survive refactoring. Tests that depend on each other cannot run alone or in another order.',
    moduleKey: 'frontend-testing',
    section: 'At work',
  },
  {
    key: 'frontend-126',
    kind: 'output',
    prompt:
      'Eight visits to a page had these LCP times in seconds. The snippet takes the 75th percentile as Core Web Vitals do. What does it print?',
    code: `const loads = [1.2, 1.9, 2.1, 2.4, 2.6, 2.8, 3.5, 5.0];
const sorted = [...loads].sort((a, b) => a - b);
const p75 = sorted[Math.ceil(0.75 * sorted.length) - 1];
const good = loads.filter((s) => s <= 2.5).length;
console.log(p75, p75 <= 2.5 ? 'good' : 'needs work', good + '/' + loads.length);`,
    language: 'javascript',
    options: opts('2.4 good 4/8', '2.8 needs work 4/8', '2.6 needs work 4/8', '2.8 good 5/8'),
    correct: ['b'],
    explanation:
      'The 6th of 8 sorted values is 2.8 s, above the 2.5 s threshold, so the page needs work even though half the visits were fast: the metric is judged on the 75th percentile, not the average or the median.',
    moduleKey: 'web-performance',
    section: 'Lab data and field data',
  },
  {
    key: 'frontend-127',
    kind: 'single',
    prompt:
      'A page scores 98 in Lighthouse on your laptop, but PageSpeed Insights shows a poor field INP for mobile users. What should you conclude?',
    options: opts(
      'The field data is wrong because the lab score is high',
      'Real users on slower phones have slow interactions that a lab page load does not exercise',
      'INP only counts the first click, so it can be ignored',
      'Lighthouse must be run without throttling to match the field',
    ),
    correct: ['b'],
    explanation:
      'Lab tests load the page once without interacting, on your hardware; field data shows what real visitors experience, and INP covers all their interactions. When the two disagree, the field wins.',
    moduleKey: 'web-performance',
    section: 'Lab data and field data',
  },
  {
    key: 'frontend-128',
    kind: 'single',
    prompt:
      'A third-party analytics script does not depend on any other script and nothing depends on it. Which way of loading it keeps it from blocking the HTML parser?',
    options: opts(
      '<script src="analytics.js"></script> at the top of <head>',
      '<script async src="analytics.js"></script>',
      '<link rel="stylesheet" href="analytics.js">',
      'Inline the whole script in the <head>',
    ),
    correct: ['b'],
    explanation:
      'An async script downloads in parallel and runs when ready, which suits independent scripts; a plain script in the head stops parsing until it has downloaded and run.',
    moduleKey: 'web-performance',
    section: 'The critical rendering path',
  },
  {
    key: 'frontend-129',
    kind: 'single',
    prompt:
      'Clicking "Apply filter" on a table of 20,000 rows freezes the page for 600 ms before anything changes. Which change most directly improves INP?',
    options: opts(
      'Compress the table HTML with Brotli',
      'Show the pressed state and a spinner first, then filter in chunks that yield to the main thread (or in a Web Worker)',
      'Add loading="lazy" to the table',
      'Preload the filter button icon',
    ),
    correct: ['b'],
    explanation:
      'INP measures the time until the next paint after an interaction. Giving feedback first and splitting the long task lets the browser paint and handle input in between.',
    moduleKey: 'web-performance',
    section: 'Responsiveness and long tasks',
  },
  {
    key: 'frontend-130',
    kind: 'multiple',
    prompt: 'Which of these are sensible parts of a performance budget checked in CI? Select all that apply.',
    options: opts(
      'A maximum size of compressed JavaScript on the first load',
      'A Lighthouse CI run that flags pull requests whose metrics get worse',
      'A rule that every page must score exactly 100 in Lighthouse',
      'A field LCP target per page type, watched on a monitoring dashboard',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Budgets limit bytes and metrics and catch regressions before they ship, with field targets showing real experience. A perfect lab score is not the goal and often not reachable.',
    moduleKey: 'web-performance',
    section: 'At work',
  },
];
