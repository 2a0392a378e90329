import type { ModuleContent } from '../content-types.js';

/** Modules of the Frontend Developer roadmap (some are reused by other roadmaps). Keys are stable. */
export const FRONTEND_MODULES: ModuleContent[] = [
  {
    key: 'html-semantics',
    title: 'Semantic HTML',
    summary: 'Structure pages with elements that describe their meaning, not just their look.',
    contentMd: `### Why meaning matters

HTML describes **what content is**. A \`<button>\` is something you press, a \`<nav>\` holds navigation links, an \`<h2>\` is a section heading. Browsers, search engines and screen readers rely on this meaning. A \`<div>\` styled to look like a button works for a mouse user but is invisible to a keyboard or screen reader user.

The browser turns your elements into two trees. The **DOM** is what your JavaScript and CSS work with. From it the browser also builds the **accessibility tree**: for each meaningful element it records a *role* (button, link, heading, textbox), a *name* (the text a screen reader reads out) and a *state* (checked, expanded, disabled). Assistive technology such as a screen reader never sees your CSS; it reads that tree. A \`<button>Save</button>\` arrives there as "button, Save" and is focusable and pressable with Enter and Space without one line of JavaScript. A \`<div class="btn">Save</div>\` arrives as plain text. Choosing the right element is therefore not pedantry: it is the cheapest way to get keyboard support, screen reader support, better search results and a page that still makes sense when the CSS fails to load.

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

### Landmarks and sectioning elements

Some elements divide a page into regions that assistive technology lists as **landmarks**, so a screen reader user can jump straight to them, much as a sighted user glances at the layout:

- \`<header>\` at the top of the page is the *banner*: logo, site title, maybe the main navigation.
- \`<nav>\` wraps a block of major navigation links. Not every group of links needs one; use it for the main menu, a table of contents or breadcrumbs.
- \`<main>\` holds the content unique to this page. Use exactly one visible \`<main>\` per page, which also lets a "Skip to content" link target it.
- \`<aside>\` is content related to the main content but separate from it: a sidebar, related links, a glossary box.
- \`<footer>\` at page level is the *contentinfo*: copyright, contact, legal links.

Inside \`<main>\` two elements group content. \`<article>\` is a self-contained piece that would make sense on its own if you copied it elsewhere: a blog post, a product card, a comment. \`<section>\` is a thematic part of something bigger and should normally start with a heading; if you cannot think of a heading for it, you probably want a \`<div>\`.

**Headings** give the page its outline. Screen reader users often move from heading to heading to skim, exactly like sighted readers scan bold titles. The HTML standard once described an "outline algorithm" in which nested \`<section>\` elements changed the level of their headings, but no browser ever implemented it and it was removed from the standard, so the level you write (\`h1\` to \`h6\`) is the level users get.

### Forms and text-level meaning

Forms are where semantics matter most, because they are where users act. Every field needs a \`<label>\`; clicking the label focuses the field and the label becomes the field's accessible name. Related radio buttons or checkboxes go in a \`<fieldset>\` with a \`<legend>\` that asks the question ("Delivery speed"). Pick the right \`type\`: \`type="email"\` gives phones an @ keyboard and built-in validation, \`type="tel"\` a number pad, \`type="date"\` a date picker. Add \`autocomplete\` values such as \`email\` or \`street-address\` so browsers and password managers can fill them in.

A \`<button>\` inside a \`<form>\` is a **submit** button unless you say otherwise, so write \`type="button"\` on buttons that only open a menu or toggle something.

Smaller elements carry meaning too: \`<strong>\` for importance and \`<em>\` for stress (not just bold and italics: use CSS when you only want the look), \`<time datetime="2026-11-27">\` for machine-readable dates, \`<figure>\` with \`<figcaption>\` for an image or code listing and its caption, \`<ul>\`/\`<ol>\` for lists (a screen reader announces "list, 5 items"), and \`<table>\` with \`<th scope="col">\` only for real tabular data, never for layout.

### Rules of thumb

- One \`<h1>\` per page, and headings in order (\`h2\` under \`h1\`, \`h3\` under \`h2\`). Choose heading levels by structure, not size; size is CSS's job.
- Use \`<a>\` to go somewhere and \`<button>\` to do something.
- Every \`<img>\` needs an \`alt\`: describe the image, or use \`alt=""\` if it is purely decorative.
- Every form field needs a \`<label>\` tied to it with \`for\` and \`id\`.
- Reach for \`<div>\` and \`<span>\` only when no meaningful element fits.

### Worked example

Here is a newsletter sign-up box as it often arrives in a code review:

\`\`\`html
<div class="box">
  <div class="title">Get our newsletter</div>
  <input id="email" placeholder="Email">
  <div class="btn" onclick="subscribe()">Subscribe</div>
</div>
\`\`\`

Walk through it with a keyboard and a screen reader in mind. The "title" is not a heading, so nobody skimming by headings finds the box. The input has only a placeholder: it disappears as soon as you type, and many screen readers announce just "edit text". The "button" cannot be reached with Tab or pressed with Enter, and pressing Enter in the field does nothing because there is no form. The fixed version:

\`\`\`html
<section aria-labelledby="newsletter-title">
  <h2 id="newsletter-title">Get our newsletter</h2>
  <form action="/newsletter" method="post">
    <label for="email">Email address</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <button type="submit">Subscribe</button>
  </form>
</section>
\`\`\`

Now the section is a named region, the heading appears in the outline, the field is announced as "Email address, edit text, required", phones show an email keyboard, the browser checks the address format, and both clicking the button and pressing Enter submit the form. JavaScript can still enhance the submission (listen for the form's \`submit\` event), but the page works without it. Open the browser's DevTools, select the button and look at the **Accessibility** pane: it now shows role \`button\` and name "Subscribe".

### Common mistakes

- **Clickable \`div\`s and \`span\`s.** They need \`tabindex\`, a role and key handlers to imitate what \`<button>\` does for free. Use the real element and restyle it.
- **Skipping heading levels for looks.** Choosing \`<h4>\` because it is smaller breaks the outline. Pick the level from the structure and size it with CSS.
- **Placeholder instead of label.** A placeholder is a hint that vanishes; keep a visible \`<label>\`.
- **\`<a href="#">\` or links without \`href\` as buttons.** If it does not navigate, it is a button; a link without \`href\` is not even focusable.
- **Wrapping everything in \`<section>\`.** A section without a heading adds noise. Use \`<div>\` for pure styling hooks.
- **Describing decoration, or leaving \`alt\` out.** "image of a line" is noise; a missing \`alt\` makes many screen readers read the file name.

### At work

On a frontend team, semantic HTML is part of every pull request review, not a separate project. A junior is typically asked to build a component from a design (a card, a form, a navigation menu) and will be asked in review "what element is this?" for each clickable thing. Linters catch some problems automatically: \`eslint-plugin-jsx-a11y\` in React projects flags clickable \`div\`s and missing \`alt\`, and the **W3C Markup Validator** finds invalid nesting such as a \`<div>\` inside a \`<p>\`. Designers and developers agree on heading levels in the design hand-off, and the browser's Accessibility pane or a quick pass with a screen reader confirms the result. Getting this right early is far cheaper than retrofitting it when an accessibility audit or a customer complaint arrives.`,
    estimatedMinutes: 120,
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

Margins are the space *outside* the border and behave differently from padding. Padding is inside the box, so it shows the element's background and is part of what you can click. Margin is always transparent. In normal flow, the vertical margins of two blocks that touch **collapse**: a paragraph with \`margin-bottom: 24px\` followed by one with \`margin-top: 16px\` ends up 24px apart, not 40px, because only the larger margin is used. Margins do not collapse inside a flex or grid container, which is one reason many teams space children with \`gap\` instead.

### Normal flow and positioning

Before any layout tool, the browser places elements in **normal flow**. Block elements (\`div\`, \`p\`, \`h1\`, \`section\`) start on a new line and stretch to fill the width of their container. Inline elements (\`a\`, \`span\`, \`strong\`) sit inside a line of text and wrap with it; \`width\` and vertical margins have no effect on them. \`display: inline-block\` is the hybrid: it sits in a line but accepts a width and height. Every \`display\` value you set later changes how a box takes part in this flow, or how it lays out its children.

The \`position\` property is for the special cases that should leave the flow or stay put:

- \`relative\` keeps the box in the flow and nudges it; more importantly, it becomes the reference point for absolutely positioned children.
- \`absolute\` takes the box out of the flow and places it against the nearest positioned ancestor: a badge in the corner of a card.
- \`fixed\` places it against the viewport: a cookie banner that stays while the page scrolls.
- \`sticky\` scrolls with the page until it reaches an offset such as \`top: 0\`, then sticks inside its container: table headers and section titles.

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

The direction (\`flex-direction: row\` or \`column\`) defines the **main axis**; \`justify-content\` distributes items along it and \`align-items\` aligns them across it. Items do not wrap unless you add \`flex-wrap: wrap\`. How each item grows and shrinks is set by the \`flex\` shorthand: \`flex: 1\` means "grow and shrink equally from a base size of zero", so three \`flex: 1\` items share a row equally; \`flex: none\` keeps an item at its natural size, good for an icon next to a text that should take the rest. A quirk trips almost everyone: a flex item will not shrink below the width of its content by default, because its automatic minimum width is its content size. A long URL or a wide table then pushes the layout wider than the screen; \`min-width: 0\` on the item lets it shrink.

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

A few more grid tools cover most real layouts. \`minmax(12rem, 1fr)\` gives a track a minimum and a maximum size. \`repeat(auto-fill, minmax(12rem, 1fr))\` makes as many columns as fit, so a card grid adapts to any width without a media query. Named areas make a page layout readable at a glance:

\`\`\`css
.page {
  display: grid;
  grid-template-columns: 14rem 1fr;
  grid-template-areas:
    "header header"
    "nav    main"
    "footer footer";
}
.page > header { grid-area: header; }
\`\`\`

The placement is visual only: screen readers and the Tab key still follow the HTML source order, so keep the source in a sensible order.

### Choosing

Start with normal flow (block elements stack, inline elements sit in lines). Add Flexbox when items sit in a line, Grid when they line up in both directions. You will often nest one inside the other. Avoid floats and absolute positioning for layout; they are for special cases.

A useful question is "does the content decide the size, or does the layout?" Flexbox is content-out: items take the space they need and share the rest, ideal for a toolbar whose buttons have different labels. Grid is layout-in: you define tracks and place items into them, ideal when cards in different rows must line up in the same columns.

### Worked example

A product card must show an image on the left and the text on the right, with the price and a button pinned to the bottom of the card, and cards in a row must be equally tall. First attempt:

\`\`\`css
.cards { display: flex; }
.card { display: flex; }
.card img { width: 160px; }
\`\`\`

Three problems appear in the browser. Long product names make some cards wider than others; the image gets squeezed when the text is long; and on a phone the row overflows to the right. Open DevTools, select \`.cards\` and use the **flex overlay** to see the items and their sizes. The fix uses each tool for what it does best:

\`\`\`css
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: 1.5rem;
}
.card {
  display: flex;
  gap: 1rem;
}
.card img { flex: none; align-self: start; width: 160px; height: auto; }
.card-body {
  display: flex;
  flex-direction: column;
  min-width: 0;           /* allow long names to wrap instead of widening the card */
}
.card-body .price { margin-top: auto; } /* push price and button to the bottom */
\`\`\`

Grid makes the columns equal and wraps them; grid items in one row stretch to the same height by default. Inside each card, Flexbox keeps the image at its fixed width with \`flex: none\` (and \`align-self: start\` stops it being stretched to the card's height), the column of text gets \`min-width: 0\`, and \`margin-top: auto\` on the price takes up all the free space above it, pinning it to the bottom.

### Common mistakes

- **Forgetting \`box-sizing: border-box\`**, then adding padding and wondering why a \`width: 100%\` box overflows its parent.
- **Using \`margin\` on every child for spacing** in flex and grid containers; \`gap\` spaces items without double margins at the edges.
- **Fighting the flex minimum size.** When a flex item refuses to shrink and causes horizontal scrolling, add \`min-width: 0\` (or \`overflow: hidden\`) rather than fixed widths.
- **Reordering visually with \`order\` or grid placement** so the Tab order no longer matches what users see. Change the HTML order instead.
- **Absolute positioning for layout.** It removes boxes from the flow, so nothing makes room for them and text overlaps at other screen sizes.

### At work

Frontend developers turn a designer's mock-up (often in Figma) into layout every day, and most review comments on CSS are about layout that breaks at some width or with some content. A junior is typically asked to build a component from a design, check it with long and short text, and make it work from a 320px phone to a wide monitor. The browser's DevTools are the main tool: the Layout panel shows flex and grid overlays, the box-model diagram shows margin, border and padding, and you can toggle properties live. Teams usually have a spacing scale and layout components (a stack, a cluster, a sidebar layout) so that the same problems are solved once.`,
    estimatedMinutes: 180,
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

It is not only about phones. The same person zooms the browser to 200% because the text is small, splits the screen between two windows, turns a tablet sideways or uses a laptop with a touch screen. The accessibility guidelines (WCAG) ask that content can be shown at a width of 320 CSS pixels without scrolling in two directions, which is what a 1280px window looks like at 400% zoom. So a responsive page is also an accessible one: it reflows into a single column rather than hiding content off to the right.

### Step 1: the viewport tag

Without this line in \`<head>\`, mobile browsers pretend to be a wide desktop and shrink everything:

\`\`\`html
<meta name="viewport" content="width=device-width, initial-scale=1">
\`\`\`

Do not add \`maximum-scale=1\` or \`user-scalable=no\` to it: they stop people from pinch-zooming, which many users with low vision depend on.

### Step 2: flexible building blocks

- Use relative units: \`rem\` for text and spacing, \`%\`, \`fr\` or \`max-width\` for widths.
- Make media fit: \`img { max-width: 100%; height: auto; }\`.
- Let Grid and Flexbox wrap: \`grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));\` creates as many columns as fit, with no media query at all.

Why \`rem\`? One \`rem\` equals the root font size, which by default follows the user's browser setting (usually 16px). Someone who sets a larger default font gets larger text *and* spacing that grows with it; a layout in fixed \`px\` ignores their choice. Fluid values go one step further: \`font-size: clamp(1.125rem, 1rem + 0.5vw, 1.5rem)\` grows smoothly with the viewport but never below or above the two limits. Keep a \`rem\` part in the middle value, because a size made only of \`vw\` does not grow when the user zooms.

For full-height sections on phones, prefer the newer viewport units: \`100dvh\` follows the *dynamic* viewport, which changes as the mobile browser's address bar appears and disappears, while the older \`100vh\` can leave content hidden behind the toolbar.

### Step 3: media queries, mobile first

Write the simple, single-column styles first, then add layout for larger screens:

\`\`\`css
.layout { display: grid; gap: 1rem; }

@media (min-width: 48rem) {
  .layout { grid-template-columns: 16rem 1fr; } /* sidebar appears */
}
\`\`\`

Pick breakpoints where **your content** starts to look wrong, not at the sizes of particular devices.

Why mobile first? The narrow layout is usually the simplest: everything in one column, in source order. Adding columns as space appears gives short, additive rules. Starting from the desktop means writing \`max-width\` queries that undo things, and the phone, often the slowest device, downloads and evaluates rules it then throws away. Modern browsers also accept the clearer range syntax, \`@media (width >= 48rem)\`. Breakpoints written in \`rem\` or \`em\` follow the user's default font size, so a user with larger text gets the roomier layout a little later, exactly when they need it.

Media queries can ask about more than width. \`(hover: hover)\` tells you the main pointer can hover (a mouse), \`(pointer: coarse)\` that it is imprecise (a finger), and \`(orientation: landscape)\` how the screen is turned. Use them to adapt interactions, for example to show controls that would otherwise appear only on hover.

### Container queries

A media query looks at the whole viewport, but a component does not know where it will be placed: the same product card might sit in a wide main column or a narrow sidebar. **Container queries** let a component respond to the size of its container instead. They have worked in all major browsers since 2023.

\`\`\`css
.card-slot { container-type: inline-size; }

.card { display: grid; gap: 0.75rem; }

@container (min-width: 30rem) {
  .card { grid-template-columns: 10rem 1fr; } /* image beside text */
}
\`\`\`

\`container-type: inline-size\` goes on a **parent** of the elements you style; an element cannot query its own size. Use media queries for the page layout (how many columns the page has) and container queries for reusable components inside it.

### Beyond width

Touch targets should be at least about 44px tall, text should stay readable (around 60–75 characters per line), and \`prefers-color-scheme\` or \`prefers-reduced-motion\` media queries let you respect user settings.

WCAG 2.2 sets a minimum target size of 24 by 24 CSS pixels at level AA (or enough space around smaller targets), and 44 by 44 at the stricter AAA level; 44px is the comfortable size most mobile design guidelines recommend. Limit line length with \`max-width: 65ch\` on text blocks; the \`ch\` unit is about the width of one character.

### Worked example

A marketing team reports that the pricing page "looks broken on phones". You open it in DevTools' **device toolbar** at 375px wide and see a horizontal scroll bar. The CSS:

\`\`\`css
.plans { display: flex; }
.plan { width: 380px; margin: 0 20px; }
.hero h1 { font-size: 64px; }
@media (max-width: 768px) { .plans { flex-direction: column; } }
\`\`\`

Step by step: the fixed \`380px\` plan is wider than the screen; the 64px heading breaks mid-word; and the \`max-width: 768px\` query was tuned to one tablet, so at 800px three plans are squeezed side by side. A rewrite, mobile first:

\`\`\`css
.plans {
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
}
.hero h1 { font-size: clamp(2rem, 1.5rem + 3vw, 4rem); }
.plan .cta { min-height: 44px; }
\`\`\`

The grid makes one column on a phone and two or three when they fit, without any breakpoint; \`min(100%, 18rem)\` stops the minimum from overflowing a very narrow screen. The heading scales between 2rem and 4rem. Finally you test at 320px, at 200% zoom, in landscape and with a long plan name in German, and the scroll bar is gone.

### Common mistakes

- **Fixed widths in \`px\`** on containers and cards; use \`max-width\`, \`%\`, \`fr\` and \`minmax()\` instead.
- **Device breakpoints** ("iPhone", "iPad") rather than content breakpoints; new devices arrive every year.
- **Disabling zoom** with \`user-scalable=no\` in the viewport tag.
- **Hiding content on mobile** with \`display: none\` because it does not fit. Phone users need the same information; restructure it instead.
- **Testing only in a resized desktop window.** Also try a real phone, zoom, landscape and the keyboard opening over a form.

### At work

Designers usually hand over at least a phone and a desktop version of each screen, and the frontend developer fills in everything between. A junior is often asked to "make this page responsive" or to fix a bug report with a screenshot from a particular phone. The daily tools are the DevTools device toolbar, real devices (or a cloud device lab), and visual regression tests in Playwright that take screenshots at several widths. Teams keep their breakpoints as shared tokens in the design system so every component uses the same ones.`,
    estimatedMinutes: 150,
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
      {
        title: 'MDN: Using container size and style queries',
        url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_containment/Container_size_and_style_queries',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'web-accessibility',
    title: 'Web Accessibility',
    summary: 'Build pages that everyone can use, including people using keyboards, screen readers or zoom.',
    contentMd: `### Who you are building for

Roughly one in six people lives with a significant disability. Some use a **screen reader** that reads the page aloud, some navigate only with a **keyboard** or switch device, some zoom text to 200%, some cannot tell red from green. Accessibility (**a11y**) helps everyone, too: think of captions on a noisy train.

Disabilities can be permanent (blindness, a missing arm), temporary (a broken wrist, an eye operation) or situational (a baby on one arm, bright sunlight on a phone screen). People also combine tools: a screen reader user may use a braille display, a person with a tremor may use voice control and speak the names of buttons, so the visible label and the accessible name should match. Designing for these users is not a niche feature; it is part of building a product that works.

### WCAG and the law

The **Web Content Accessibility Guidelines (WCAG)** from the W3C are the shared yardstick. The current version, WCAG 2.2, was published in October 2023. Its success criteria are grouped under four principles, remembered as **POUR**: content must be **Perceivable** (text alternatives, captions, contrast), **Operable** (keyboard access, enough time, no seizure-inducing flashes), **Understandable** (readable text, predictable behaviour, help with errors) and **Robust** (works with assistive technology, valid roles and names). Each criterion has a level: A is the minimum, **AA** is what laws and contracts usually require, AAA is the strictest.

Accessibility is also a legal requirement in many places. Public-sector sites in the EU must meet the standard EN 301 549, which builds on WCAG, and the **European Accessibility Act** has applied since 28 June 2025 to many private services such as online shops, banking and e-books. In the United States, courts apply the Americans with Disabilities Act to websites. For a developer this means accessibility bugs are real bugs, with the same priority as a broken checkout.

### The biggest wins

1. **Semantic HTML first.** Real \`<button>\`, \`<a>\`, \`<label>\`, headings and landmarks (\`<nav>\`, \`<main>\`) give you keyboard support and screen reader announcements for free.
2. **Text alternatives.** Meaningful \`alt\` text on images; visible labels on form fields; captions for video.
3. **Keyboard access.** Everything that works with a mouse must work with Tab, Enter, Space and the arrow keys, and the focused element must be visibly outlined. Never remove focus styles without replacing them. Tab follows the order of elements in the HTML, so keep the source order the same as the visual order.
4. **Colour and contrast.** WCAG (level AA) asks for a contrast ratio of at least 4.5:1 for normal text and 3:1 for large text. Do not use colour alone to show meaning (add an icon or text to errors).
5. **Clear errors.** Say what went wrong and how to fix it, next to the field.

### Focus and dynamic content

Single-page apps change the screen without loading a new page, and that is where keyboard and screen reader users most often get lost. Three habits help. When a dialog opens, move focus into it, keep it there while it is open, and return it to the button that opened it when it closes; the native \`<dialog>\` element opened with \`showModal()\` does most of this for you, including closing with Escape and making the rest of the page inert. When the route changes, move focus to the new page's main heading (or announce the new title) so users know something happened. When a message appears without focus moving, such as "Saved" or "3 results", put it in a **live region** (an element with \`role="status"\` or \`aria-live="polite"\` that exists before the text is inserted) so screen readers announce it. Also give long pages a "Skip to main content" link as the first focusable element.

### ARIA, carefully

ARIA attributes (\`aria-label\`, \`aria-expanded\`, \`role\`) add meaning when HTML cannot, for example on a custom tab widget. The first rule of ARIA: if a native element does the job, use it instead. Wrong ARIA is worse than none.

ARIA changes only what assistive technology is told; it adds no behaviour. \`role="button"\` on a \`div\` makes a screen reader say "button", but the \`div\` still cannot be focused or pressed with Enter until you add \`tabindex="0"\` and key handlers yourself. The W3C's **ARIA Authoring Practices Guide** shows the expected keyboard behaviour for patterns such as tabs, menus and comboboxes when you really must build one.

### Worked example

A FAQ page has answers that open when you click a question:

\`\`\`html
<div class="faq-q" onclick="toggle(this)">How do refunds work? ▾</div>
<div class="faq-a" style="display:none">Within 30 days...</div>
\`\`\`

With a keyboard, Tab skips the questions entirely. With a screen reader, each question is read as plain text, and nothing says it can be opened or whether it is open. The accessible version uses a button inside a heading and tells assistive technology the state:

\`\`\`html
<h3>
  <button type="button" aria-expanded="false" aria-controls="refunds">
    How do refunds work?
  </button>
</h3>
<div id="refunds" hidden>Within 30 days...</div>
\`\`\`

\`\`\`javascript
for (const button of document.querySelectorAll('button[aria-expanded]')) {
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') === 'true';
    button.setAttribute('aria-expanded', String(!open));
    document.getElementById(button.getAttribute('aria-controls')).hidden = open;
  });
}
\`\`\`

Now Tab reaches each question, Enter and Space toggle it, and a screen reader says "How do refunds work?, button, collapsed", then "expanded" after pressing it. The arrow character moved into CSS so it is not read aloud. For simple cases the native \`<details>\` and \`<summary>\` elements give the same result with no JavaScript at all.

### Test it

Use your page with only the keyboard, run Lighthouse in Chrome DevTools, then try a screen reader (VoiceOver, NVDA or TalkBack). Automated tools such as Lighthouse find only some problems (missing labels, low contrast); whether a custom widget can really be operated is something only using it shows.

A quick manual routine: unplug the mouse and Tab through the whole page (can you see where you are, and reach and use everything?); zoom to 200% and to a 320px-wide window; check contrast of text and of icons; turn on a screen reader and navigate by headings and landmarks.

### Common mistakes

- **\`outline: none\`** on focus with no replacement. Style \`:focus-visible\` instead of removing the indicator.
- **ARIA on top of the wrong element**, such as \`role="button"\` on a \`div\` without keyboard support, or \`aria-label\` that contradicts the visible text.
- **Colour-only status**, like a red border as the only sign of an error.
- **Images of text and icon buttons without names.** An icon-only button needs an accessible name, for example visually hidden text or \`aria-label\`.
- **Relying on the automated score.** A Lighthouse score of 100 does not mean the page is accessible.

### At work

On most teams accessibility is shared: designers check contrast and focus states in the design, developers build with semantic HTML and test with a keyboard, and QA or a specialist runs audits against WCAG 2.2 AA. Tools in daily use include axe DevTools and Lighthouse in the browser, \`eslint-plugin-jsx-a11y\` in React code, and axe checks inside Playwright tests in CI. A junior is often asked to fix issues from an audit report ("the filter menu cannot be closed with Escape", "the form errors are not announced") and to add a keyboard test to the pull request.`,
    estimatedMinutes: 180,
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

Manual checking does not scale: after the tenth feature nobody clicks through every old screen before each release, and the bug you fixed last month quietly comes back. An automated suite runs in seconds on every push, in continuous integration (CI), and blocks a pull request that breaks something. It also changes how you write code: a function that is hard to test is usually doing too much, so tests push you towards small, clear pieces.

### Three levels

- **Unit tests** check one function in isolation. Fast and precise.
- **Component (integration) tests** render a component and interact with it like a user.
- **End-to-end (E2E) tests** drive a real browser through a full flow, such as signing up. Slowest, but closest to reality.

Write many fast tests and a handful of E2E tests for your most important flows.

This is often drawn as a pyramid: a wide base of unit tests, fewer component tests, a small top of E2E tests. Many frontend teams put most weight on the middle layer, because a component test that renders a form and submits it catches far more real bugs than a unit test of a tiny helper, while still running in milliseconds. The exact shape matters less than the principle: each test should give the most confidence for its cost in speed and upkeep.

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

A test follows the **arrange, act, assert** rhythm: set up the input, call the code, check the result. Vitest (and Jest, whose API it shares) offers many matchers, and choosing the right one matters. \`toBe\` compares with \`Object.is\`, so it is right for strings, numbers and booleans, but two different arrays or objects never pass it, even with the same contents. For objects and arrays use \`toEqual\`, which compares recursively, key by key and element by element; the order of an object's keys does not matter. \`toThrow\` checks that a function throws, and \`toHaveBeenCalledWith\` checks how a mock was called.

\`\`\`javascript
expect([1, 2]).toBe([1, 2]);              // fails: two different arrays
expect({ id: 1, tags: ['a'] }).toEqual({ tags: ['a'], id: 1 }); // passes
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

The recommended order of queries is: \`getByRole\` first (with the accessible \`name\`), then \`getByLabelText\` for form fields, then \`getByText\`, and \`getByTestId\` only as a last resort. \`getByRole\` looks at the accessibility tree, so it skips elements hidden with \`display: none\`, and a test that cannot find a button by its role has often found an accessibility bug. Each query comes in three flavours:

- \`getBy...\` returns the one match and **throws** if there is none or more than one;
- \`queryBy...\` returns \`null\` when nothing matches, for asserting that something is *not* there;
- \`findBy...\` returns a promise and retries until the element appears (by default for up to one second), for content that shows up after a request or a timer.

### Mocks and the network

Components fetch data, and tests must not depend on a real server that may be slow, down or full of changing data. A **mock** replaces a dependency with a stand-in you control. \`vi.fn()\` creates a fake function that records its calls, so you can pass it as an \`onSubmit\` prop and assert \`expect(onSubmit).toHaveBeenCalledWith({ email: 'sam@example.com' })\`. For HTTP, many teams use Mock Service Worker (MSW), which intercepts requests at the network level, so the component's real \`fetch\` code runs against answers you define, including errors. Mock at the edges (network, time, randomness), not your own components, or the test stops testing anything real.

### End-to-end tests with Playwright

Playwright drives real Chromium, Firefox and WebKit browsers. Its locators mirror Testing Library (\`page.getByRole('button', { name: 'Sign up' })\`), it waits automatically for elements to be visible and enabled before clicking, and its assertions retry until they pass or time out:

\`\`\`javascript
import { test, expect } from '@playwright/test';

test('a visitor can sign up', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Password').fill('a long passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});
\`\`\`

When a test fails in CI, Playwright's trace viewer shows each step with screenshots and network calls.

### What makes a good test

Test **behaviour**, not implementation details: what the user sees and does, or what a function returns. A good test fails when the feature breaks and keeps passing when you merely refactor. Cover the edge cases where bugs hide, too: an empty list, a failed request, a very long name.

Good tests are also independent (each sets up its own data and can run alone, in any order) and deterministic (no real clock, no random data, no shared server): a test that fails one run in twenty, a *flaky* test, teaches the team to ignore red builds.

### Worked example

A login form shows "Wrong email or password" when the server answers 401. Here is a first test:

\`\`\`jsx
it('shows an error', async () => {
  const { container } = render(<LoginForm />);
  container.querySelector('.email-input').value = 'sam@example.com';
  container.querySelector('.btn-primary').click();
  await new Promise((r) => setTimeout(r, 2000));
  expect(container.querySelector('.error').textContent).toBe('Wrong email or password');
});
\`\`\`

It breaks when someone renames a CSS class, it sets the value without firing the events React listens to, it always waits two seconds, and it really calls the server. A better version:

\`\`\`jsx
it('tells the user when the credentials are wrong', async () => {
  const user = userEvent.setup();
  const login = vi.fn().mockRejectedValue(new Error('401'));
  render(<LoginForm login={login} />);

  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(login).toHaveBeenCalledWith('sam@example.com', 'nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
});
\`\`\`

It types like a user, the fake \`login\` fails on purpose, \`findByRole\` waits only as long as needed, and the \`alert\` role checks that the error is announced to screen reader users too.

### Common mistakes

- **Selecting by class names or DOM structure**; use roles, labels and text.
- **Fixed sleeps** such as \`setTimeout(2000)\`; use \`findBy...\` or Playwright's auto-waiting assertions.
- **\`toBe\` on objects and arrays**; use \`toEqual\`.
- **Testing implementation details**, such as a component's internal state or how many times it rendered.
- **Snapshot tests of whole pages** that everyone updates without reading; prefer a few explicit assertions.
- **Too many E2E tests** for things a component test covers; they are slow and brittle.

### At work

Most teams expect tests in the same pull request as the feature, and CI runs them on every push; a red build blocks merging. A junior is often asked to add tests for a bug before fixing it (a failing test that reproduces the bug, then the fix that makes it pass), to raise coverage on a module, or to fix a flaky E2E test. Typical tools are Vitest or Jest with Testing Library for units and components, MSW for network mocks, and Playwright for E2E flows. Coverage reports show untested lines, but a high percentage is not the goal: confidence that the important behaviour works is.`,
    estimatedMinutes: 210,
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

A fast site on your office fibre and new laptop can be a slow site for most of your users. A typical visitor may be on a three-year-old Android phone whose processor runs JavaScript several times slower than yours, over a mobile connection with high latency. Every extra request costs a round trip, and every extra kilobyte of JavaScript costs time twice: once to download it and again to parse and run it on the main thread, the same thread that must respond to taps.

### Measure first

Google's **Core Web Vitals** give you three numbers to watch:

- **LCP** (Largest Contentful Paint): when the main content appears. Aim for 2.5 s or less.
- **INP** (Interaction to Next Paint): how quickly the page responds to clicks and key presses. Aim for 200 ms or less.
- **CLS** (Cumulative Layout Shift): how much content jumps around while loading. Aim for 0.1 or less.

Run **Lighthouse** in Chrome DevTools for a lab report, and use the **Performance** and **Network** panels to see what is slow. Test with network and CPU throttling turned on; your laptop is much faster than your users' phones.

INP replaced the older First Input Delay (FID) as a Core Web Vital in March 2024. Unlike FID, it looks at all interactions during the visit, not only the first, and it includes the time until the screen actually updates. Two supporting metrics help you find the cause of a slow LCP: **TTFB** (Time to First Byte, how long the server takes to start answering) and **FCP** (First Contentful Paint, when anything at all appears).

### Lab data and field data

There are two kinds of measurement, and you need both. **Lab data** comes from a test you run in a controlled setting: Lighthouse, the DevTools Performance panel, WebPageTest. It is repeatable and detailed, so it is how you debug and compare before and after a change. But it is one device, one network, one page load, and nobody clicks anything, so INP cannot be measured there; Lighthouse reports Total Blocking Time as a stand-in.

**Field data** (real-user monitoring) comes from real visitors. The Chrome User Experience Report (CrUX) collects it from Chrome users, and PageSpeed Insights and Google Search Console show it for public sites. You can collect your own with the small \`web-vitals\` JavaScript library and send it to your analytics. The thresholds above are judged at the **75th percentile** of page loads, separately for mobile and desktop: a page has a good LCP when at least three out of four visits see the main content within 2.5 seconds. When lab and field disagree, trust the field: that is what your users get.

### The critical rendering path

Before the browser can paint, it needs the HTML, then the CSS (CSS is **render-blocking**: the browser will not paint with half the styles), and any synchronous \`<script>\` in the \`<head>\` stops HTML parsing until it is downloaded and run. That is why the order of the \`<head>\` matters:

- Put \`defer\` on scripts: they download in parallel and run in order after the HTML is parsed. \`async\` scripts run as soon as they arrive, in any order, which suits independent scripts such as analytics. Module scripts (\`type="module"\`) are deferred by default.
- Keep the CSS needed for the first screen small; load the rest later.
- Help the browser find the LCP resource early. If the main image is in the HTML as an \`<img>\`, the preload scanner finds it; if it is a CSS background or inserted by JavaScript, it is discovered late. \`<link rel="preload">\` can fetch it earlier, and \`fetchpriority="high"\` on the LCP image tells the browser to download it before less important images.

### Common fixes

- **Images:** serve modern formats (WebP, AVIF), the right size (\`srcset\`), and add \`loading="lazy"\` to images below the fold (never to the main image at the top: lazy-loading it delays LCP). Set \`width\` and \`height\` so the browser reserves space (this prevents layout shift).
- **JavaScript:** ship less of it. Split code by route, remove unused libraries, and \`defer\` scripts that are not needed for the first paint.
- **Caching:** let static files be cached for a long time with hashed file names.
- **Fonts:** limit the number of font files and use \`font-display: swap\`.
- **Long tasks:** break up heavy work so the main thread can respond to input.

\`\`\`html
<img src="hero-800.webp" srcset="hero-800.webp 800w, hero-1600.webp 1600w"
     sizes="100vw" width="800" height="450" alt="Team at work">
\`\`\`

### Responsiveness and long tasks

The browser's main thread runs your JavaScript, computes styles and layout, and paints, one task at a time. Any task longer than **50 ms** is a *long task*: a tap that arrives during it must wait, and the INP of that interaction grows. Typical causes are big framework re-renders, sorting or filtering thousands of rows in one go, and third-party scripts such as chat widgets and tag managers.

The cure is to do less and to split the rest. Show immediate feedback first (the button's pressed state, a spinner), then yield to the browser so it can paint, then continue. \`await scheduler.yield()\` does exactly that in Chromium-based browsers and Firefox; where it is missing, \`await new Promise((r) => setTimeout(r, 0))\` is the usual fallback. Work that does not touch the page at all, such as parsing a large file, can move to a **Web Worker**, which runs on another thread.

### Worked example

A shop's product page has a field LCP of 4.1 s on mobile in PageSpeed Insights. You open DevTools, choose the **Performance** panel, turn on 4x CPU slowdown and "Fast 4G", and record a reload. The LCP marker points at the hero image, and the timeline shows why:

\`\`\`text
TTFB               0.6 s   server answers
hero.jpg requested 2.2 s   only after app.js (480 KB) ran and inserted it
hero.jpg loaded    3.6 s   1.4 MB JPEG, 3000 px wide, loading="lazy"
LCP                3.9 s
\`\`\`

Three fixes follow, each measured separately. Render the hero as a normal \`<img>\` in the server HTML, so the preload scanner finds it immediately; remove \`loading="lazy"\` from it and add \`fetchpriority="high"\`. Serve it with \`srcset\` in AVIF and WebP at 800 and 1600 pixels wide, so a phone downloads about 90 KB instead of 1.4 MB. Add \`defer\` to \`app.js\` and split the reviews widget into a chunk loaded when it scrolls into view. The new lab run shows the image requested at 0.7 s and LCP at 1.8 s; two weeks later the field LCP at the 75th percentile is 2.3 s.

### Common mistakes

- **Optimising without measuring**, or measuring only on a fast laptop without throttling.
- **Lazy-loading the LCP image**, or hiding it in a CSS background or behind JavaScript.
- **Chasing a Lighthouse score of 100** instead of improving the field metrics real users experience.
- **Images and ads without reserved space**, which cause layout shift; set \`width\`/\`height\` or \`aspect-ratio\`, and a \`min-height\` for embeds.
- **Adding third-party scripts freely.** Each tag, widget and A/B tool costs main-thread time; audit them like your own code.

### At work

Performance is usually owned by the frontend team with a **performance budget**: for example, at most 170 KB of compressed JavaScript on the first load and a field LCP under 2.5 s, checked in CI with Lighthouse CI or bundle-size checks so a pull request that breaks the budget is flagged. Real-user monitoring dashboards show the field metrics per page type. A junior is often asked to investigate a regression ("LCP went up after the last release"), to optimise images, or to lazy-load a heavy component, and to back the change with before and after numbers.`,
    estimatedMinutes: 180,
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
