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
      {
        id: 'html-semantics-7',
        kind: 'single',
        section: 'Landmarks and sectioning elements',
        prompt: 'A blog page lists related posts in a box beside the main post. Which element fits that box best?',
        options: [
          {
            text: '`<aside>`',
            correct: true,
            why: 'Related content that sits apart from the main content is what `<aside>` is for, and it becomes a landmark.',
          },
          {
            text: '`<main>`',
            correct: false,
            why: 'There is one `<main>` per page, for the content unique to it: the post itself, not the box beside it.',
          },
          {
            text: '`<footer>` placed in the middle of the page',
            correct: false,
            why: 'A footer holds information about its section (author, copyright), not a list of related posts.',
          },
          {
            text: '`<section>` with no heading at all',
            correct: false,
            why: 'A section should start with a heading; without one, and for side content, `<aside>` says more.',
          },
        ],
      },
      {
        id: 'html-semantics-8',
        kind: 'single',
        section: 'Forms and text-level meaning',
        prompt:
          'A "Show password" button inside a login `<form>` submits the form every time it is clicked. What is the fix?',
        options: [
          {
            text: 'Replace it with a `<div>` that has a click handler',
            correct: false,
            why: 'That removes the submit, and keyboard and screen reader support with it.',
          },
          {
            text: 'Add `type="button"` to it',
            correct: true,
            why: 'A `<button>` in a form defaults to `type="submit"`; `type="button"` makes it an ordinary button.',
          },
          {
            text: 'Move the button outside the `<form>` and position it back with CSS',
            correct: false,
            why: 'It works by accident but separates the control from its field in the source order.',
          },
          {
            text: 'Call `event.preventDefault()` on the whole form every time it submits',
            correct: false,
            why: 'That also blocks the real submit button and pressing Enter.',
          },
        ],
      },
      {
        id: 'html-semantics-9',
        kind: 'multiple',
        section: 'Worked example',
        prompt:
          'In the newsletter example, what did replacing the `div`s with a `<form>`, a `<label>` and a `<button type="submit">` give users? Pick all that apply.',
        options: [
          {
            text: 'Pressing Enter in the email field submits the form',
            correct: true,
            why: 'Implicit submission comes with a real form and a submit button.',
          },
          {
            text: 'The field is announced with its name, "Email address"',
            correct: true,
            why: 'The label tied with `for`/`id` becomes the accessible name.',
          },
          {
            text: 'The email is checked on the server automatically',
            correct: false,
            why: '`type="email"` checks the format in the browser only; the server must still validate.',
          },
          {
            text: 'Keyboard users can reach and press the button',
            correct: true,
            why: 'A native button is focusable and works with Enter and Space.',
          },
        ],
      },
      {
        id: 'html-semantics-10',
        kind: 'fill',
        section: 'Forms and text-level meaning',
        prompt:
          'To group three radio buttons that answer "Delivery speed", wrap them in a `<fieldset>` and put the question in its `<____>` element.',
        answers: ['legend'],
        why: 'The `<legend>` names the group, so screen readers announce the question together with each option.',
      },
      {
        id: 'html-semantics-11',
        kind: 'single',
        section: 'Common mistakes',
        prompt:
          'A designer wants a small grey heading under an `<h2>`. The developer picks `<h5>` because it is small. What should they do instead?',
        options: [
          {
            text: 'Keep `<h5>`: the browser adjusts the level automatically',
            correct: false,
            why: 'No browser implements automatic levels; the outline shows a jump from 2 to 5.',
          },
          {
            text: 'Use a bold `<p>`, because headings should all look alike',
            correct: false,
            why: 'If it titles a subsection it is a heading; only its looks should change.',
          },
          {
            text: 'Use `<h3>` and make it small and grey with CSS',
            correct: true,
            why: 'The level follows the structure (a subsection of the `h2`), and CSS handles size and colour.',
          },
        ],
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
      {
        id: 'css-layout-7',
        kind: 'single',
        section: 'Everything is a box',
        prompt:
          'In normal flow, a paragraph with `margin-bottom: 24px` is followed by one with `margin-top: 16px`. How far apart are they?',
        options: [
          {
            text: '40px',
            correct: false,
            why: 'That would be true for padding, or inside a flex or grid container, but vertical margins in normal flow collapse.',
          },
          {
            text: '24px',
            correct: true,
            why: 'Touching vertical margins collapse: only the larger of the two is used.',
          },
          {
            text: '16px',
            correct: false,
            why: 'The smaller margin is the one that disappears, not the larger.',
          },
          {
            text: '20px, the average of the two',
            correct: false,
            why: 'Margins are never averaged; when they collapse, the larger one wins.',
          },
        ],
      },
      {
        id: 'css-layout-8',
        kind: 'single',
        section: 'Normal flow and positioning',
        prompt:
          'A table header should scroll with the page until it reaches the top of the screen, then stay there. Which value do you use?',
        options: [
          {
            text: '`position: fixed; top: 0`',
            correct: false,
            why: 'Fixed takes the header out of the flow and pins it to the viewport from the start.',
          },
          {
            text: '`position: absolute; top: 0`',
            correct: false,
            why: 'Absolute places it against a positioned ancestor and removes it from the flow; it does not follow scrolling.',
          },
          {
            text: '`position: sticky; top: 0`',
            correct: true,
            why: 'Sticky behaves normally until the offset is reached, then sticks within its container.',
          },
          {
            text: '`position: relative; top: 0`',
            correct: false,
            why: 'Relative only nudges the box from its normal place; it never sticks.',
          },
        ],
      },
      {
        id: 'css-layout-9',
        kind: 'single',
        section: 'Flexbox: one dimension',
        prompt:
          'A flex item holding a very long URL makes the whole page scroll sideways on a phone. Which one line on the item usually fixes it?',
        options: [
          {
            text: '`min-width: 0`',
            correct: true,
            why: 'A flex item cannot shrink below its content width by default; `min-width: 0` removes that automatic minimum.',
          },
          {
            text: '`flex: none`',
            correct: false,
            why: '`flex: none` stops the item shrinking at all, which makes the overflow certain.',
          },
          {
            text: '`justify-content: center`',
            correct: false,
            why: 'That moves items along the main axis; it cannot make an item narrower.',
          },
          {
            text: '`position: absolute`',
            correct: false,
            why: 'It takes the item out of the flow, so its neighbours overlap it; the URL is still too wide.',
          },
        ],
      },
      {
        id: 'css-layout-10',
        kind: 'fill',
        section: 'Grid: two dimensions',
        prompt:
          'Complete the track list that makes as many columns of at least 12rem as fit: `grid-template-columns: repeat(auto-fill, ____(12rem, 1fr));`',
        answers: ['minmax'],
        why: '`minmax(min, max)` gives each track a minimum of 12rem and lets it grow to share the free space.',
      },
      {
        id: 'css-layout-11',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the product card example, the text column is a flex column. What pins the price and button to the bottom of the card?',
        options: [
          {
            text: '`position: absolute; bottom: 0` on the price',
            correct: false,
            why: 'That removes the price from the flow, so long descriptions would run underneath it.',
          },
          {
            text: '`margin-top: auto` on the price',
            correct: true,
            why: 'In a flex container an auto margin takes all the free space on that side, pushing the price down.',
          },
          {
            text: '`align-items: flex-end` on the whole cards grid',
            correct: false,
            why: 'That aligns whole cards in their grid area; it does not move content inside a card.',
          },
        ],
      },
      {
        id: 'css-layout-12',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these are layout habits to avoid? Pick all that apply.',
        options: [
          {
            text: 'Changing the visual order with `order` so it differs from the HTML order',
            correct: true,
            why: 'Keyboard and screen reader users follow the source order, which then no longer matches the screen.',
          },
          {
            text: 'Spacing flex and grid children with `gap`',
            correct: false,
            why: 'That is the recommended way: no doubled or leftover margins at the edges.',
          },
          {
            text: 'Positioning page sections with `position: absolute`',
            correct: true,
            why: 'Absolutely positioned boxes leave the flow, so nothing makes room for them at other sizes.',
          },
          {
            text: 'Setting `box-sizing: border-box` on all elements',
            correct: false,
            why: 'That is the usual reset: widths then include padding and border.',
          },
        ],
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
      {
        id: 'responsive-design-7',
        kind: 'single',
        section: 'Container queries',
        prompt:
          'The same card sits in a wide main column and in a narrow sidebar on one page. Why does a media query not help it pick the right layout?',
        options: [
          {
            text: 'Media queries only work on phones',
            correct: false,
            why: 'Media queries work on any screen; the issue is what they measure.',
          },
          {
            text: 'A media query sees the viewport, which is the same for both cards',
            correct: true,
            why: 'Both cards share one viewport; a container query measures the space each card actually has.',
          },
          {
            text: 'Cards cannot use CSS Grid inside a sidebar',
            correct: false,
            why: 'Grid works anywhere; the card just needs to know its own available width.',
          },
          {
            text: 'Media queries are deprecated in favour of container queries in modern CSS',
            correct: false,
            why: 'Both are current: media queries for the page, container queries for components.',
          },
        ],
      },
      {
        id: 'responsive-design-8',
        kind: 'fill',
        section: 'Container queries',
        prompt:
          'To let its children use `@container` rules, a parent element needs `container-type: ____;` (for width-based queries).',
        answers: ['inline-size'],
        why: '`inline-size` makes the element a query container for its inline (horizontal) size, the usual case.',
      },
      {
        id: 'responsive-design-9',
        kind: 'single',
        section: 'Step 2: flexible building blocks',
        prompt:
          'Why should a fluid font size such as `clamp(1rem, 1rem + 0.5vw, 1.5rem)` keep a `rem` part in the middle value?',
        options: [
          {
            text: 'Browsers reject any `clamp()` value whose middle part uses only `vw` units',
            correct: false,
            why: '`clamp(1rem, 3vw, 2rem)` is valid CSS; the issue is how it behaves under zoom.',
          },
          {
            text: 'So the text still grows when the user zooms or enlarges the default font',
            correct: true,
            why: "A size made only of `vw` follows the viewport, not the user's settings; the `rem` part keeps zoom working.",
          },
          {
            text: '`rem` makes the text load faster than `vw`',
            correct: false,
            why: 'Units have no effect on loading; they only decide how the size is computed.',
          },
        ],
      },
      {
        id: 'responsive-design-10',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these are responsive-design mistakes? Pick all that apply.',
        options: [
          {
            text: '`user-scalable=no` in the viewport tag',
            correct: true,
            why: 'It blocks pinch-zoom, which people with low vision rely on.',
          },
          {
            text: 'Breakpoints chosen where the content starts to break',
            correct: false,
            why: 'That is the recommended way to pick breakpoints.',
          },
          {
            text: 'Hiding a product description on phones because it is long',
            correct: true,
            why: 'Phone users need the same information; restructure it rather than remove it.',
          },
          {
            text: 'A card width of `380px` in a single-column phone layout',
            correct: true,
            why: 'A fixed width wider than a 360px screen forces sideways scrolling.',
          },
        ],
      },
      {
        id: 'responsive-design-11',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the pricing page fix, what does `minmax(min(100%, 18rem), 1fr)` add compared with `minmax(18rem, 1fr)`?',
        options: [
          {
            text: 'It makes exactly three equal columns on every screen, whatever its width',
            correct: false,
            why: '`auto-fit` still decides the number of columns from the space available.',
          },
          {
            text: 'It lets the plans shrink below 18rem when the screen is narrower than that',
            correct: true,
            why: '`min()` picks the smaller value, so on a 280px screen the minimum becomes 100% instead of overflowing.',
          },
          {
            text: 'It turns the grid into a flex container',
            correct: false,
            why: 'It is still a grid track size; only the minimum changes.',
          },
        ],
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
      {
        id: 'web-accessibility-7',
        kind: 'order',
        section: 'WCAG and the law',
        prompt: 'Put the four WCAG principles in the order of the POUR acronym.',
        steps: ['Perceivable', 'Operable', 'Understandable', 'Robust'],
        why: 'POUR: users must be able to perceive the content, operate the interface, understand both, and it must work robustly with assistive technology.',
      },
      {
        id: 'web-accessibility-8',
        kind: 'single',
        section: 'WCAG and the law',
        prompt: 'Which WCAG conformance level do laws and contracts most often require?',
        options: [
          {
            text: 'Level A, because it is the minimum',
            correct: false,
            why: 'Level A leaves out important criteria such as text contrast; it is rarely the target.',
          },
          {
            text: 'Level AA',
            correct: true,
            why: 'AA is the usual legal and contractual target, for example through EN 301 549 in the EU.',
          },
          {
            text: 'Level AAA for every page of a site',
            correct: false,
            why: 'AAA is the strictest level and is not required for whole sites; some criteria cannot be met for all content.',
          },
        ],
      },
      {
        id: 'web-accessibility-9',
        kind: 'single',
        section: 'Focus and dynamic content',
        prompt: 'A modal dialog closes after the user confirms. Where should keyboard focus go?',
        options: [
          {
            text: 'Back to the button that opened the dialog',
            correct: true,
            why: "Returning focus keeps the user's place; otherwise focus falls to the top of the page.",
          },
          {
            text: 'To the top of the document, so the user can start again',
            correct: false,
            why: 'That makes keyboard and screen reader users tab through the whole page to get back.',
          },
          {
            text: 'Nowhere: focus is only a concern while a dialog is open',
            correct: false,
            why: 'Focus always sits somewhere; if you do not place it, the browser resets it to the body.',
          },
        ],
      },
      {
        id: 'web-accessibility-10',
        kind: 'fill',
        section: 'Worked example',
        prompt:
          'A FAQ toggle button tells screen readers whether its answer is open with the attribute `aria-____="true"`.',
        answers: ['expanded'],
        why: "`aria-expanded` reports the collapsed or expanded state, and the script must keep it in sync with the answer's visibility.",
      },
      {
        id: 'web-accessibility-11',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these are accessibility mistakes? Pick all that apply.',
        options: [
          {
            text: 'An icon-only "×" close button with no accessible name',
            correct: true,
            why: 'A screen reader then says only "button" or "times"; give it a name such as "Close".',
          },
          {
            text: 'Styling `:focus-visible` with a clear outline in brand colours',
            correct: false,
            why: 'That keeps a visible focus indicator, which is exactly what keyboard users need.',
          },
          {
            text: 'Showing form errors only with a red border',
            correct: true,
            why: 'Colour alone fails people who cannot see red; add text next to the field.',
          },
          {
            text: 'Treating a Lighthouse accessibility score of 100 as proof the page is accessible',
            correct: true,
            why: 'Automated checks find only some problems; keyboard and screen reader testing find the rest.',
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
      {
        id: 'frontend-testing-7',
        kind: 'output',
        section: 'A unit test with Vitest',
        prompt:
          "In `node:assert/strict`, `equal` compares like Vitest's `toBe` (`Object.is`) and `deepEqual` like `toEqual` (recursively, types included). What does this print?",
        code: {
          language: 'javascript',
          source: `import assert from 'node:assert/strict';
const results = [];
const checks = {
  same: () => assert.equal([1, 2], [1, 2]),
  deep: () => assert.deepEqual({ id: 1, tags: ['a'] }, { tags: ['a'], id: 1 }),
  loose: () => assert.deepEqual({ id: 1 }, { id: '1' }),
};
for (const [name, check] of Object.entries(checks)) {
  try {
    check();
    results.push(name + ':pass');
  } catch {
    results.push(name + ':fail');
  }
}
console.log(results.join(' '));`,
        },
        options: [
          {
            text: 'same:pass deep:pass loose:fail',
            correct: false,
            why: 'Two array literals are two different objects, so an `Object.is` comparison fails even with equal contents.',
          },
          {
            text: 'same:fail deep:pass loose:fail',
            correct: true,
            why: 'Identity fails for separate arrays, the deep comparison ignores key order, and the number 1 is not the string "1".',
          },
          {
            text: 'same:fail deep:fail loose:fail',
            correct: false,
            why: 'Key order does not matter in a deep comparison, so `deep` passes.',
          },
          {
            text: 'same:fail deep:pass loose:pass',
            correct: false,
            why: 'The strict deep comparison checks types: `1` and `"1"` differ.',
          },
        ],
      },
      {
        id: 'frontend-testing-8',
        kind: 'single',
        section: 'A component test with Testing Library',
        prompt:
          'After clicking "Load more", new rows arrive from a request a moment later. Which query should the test use to get the first new row?',
        options: [
          {
            text: '`getByRole`, right after the click',
            correct: false,
            why: '`getBy` checks once and throws immediately, before the rows have arrived.',
          },
          {
            text: '`queryByRole`, which waits for `null` to change',
            correct: false,
            why: '`queryBy` also checks once; it returns `null` instead of throwing, but it does not wait.',
          },
          {
            text: '`await findByRole`',
            correct: true,
            why: '`findBy` returns a promise that retries until the element appears or the timeout passes.',
          },
          {
            text: '`getByTestId`, after a two-second `setTimeout`',
            correct: false,
            why: 'A fixed sleep is slow and still flaky, and test ids are the last-resort query.',
          },
        ],
      },
      {
        id: 'frontend-testing-9',
        kind: 'single',
        section: 'Mocks and the network',
        prompt: 'Why pass `vi.fn()` as the `onSubmit` prop of a form under test?',
        options: [
          {
            text: 'To record the call, so the test can check what the form submitted',
            correct: true,
            why: 'A mock function records its calls and arguments, so `toHaveBeenCalledWith` can check them.',
          },
          {
            text: 'Because React requires every prop to be a mock in tests',
            correct: false,
            why: 'Real props work in tests; the mock is there to observe the call.',
          },
          {
            text: 'To send the form data to the real API faster than `fetch` would',
            correct: false,
            why: 'A mock sends nothing anywhere; that is the point of replacing the dependency.',
          },
        ],
      },
      {
        id: 'frontend-testing-10',
        kind: 'multiple',
        section: 'End-to-end tests with Playwright',
        prompt: 'Which statements about Playwright are true? Pick all that apply.',
        options: [
          {
            text: 'It can run the same test in Chromium, Firefox and WebKit',
            correct: true,
            why: 'Playwright ships and drives all three browser engines.',
          },
          {
            text: 'It waits for an element to be actionable before clicking it',
            correct: true,
            why: 'Auto-waiting is built in, so tests need no manual sleeps.',
          },
          {
            text: 'It renders components in jsdom without a browser',
            correct: false,
            why: 'That describes component tests with Vitest or Jest; Playwright drives real browsers.',
          },
          {
            text: '`await expect(locator).toBeVisible()` retries until it passes or times out',
            correct: true,
            why: 'Web-first assertions retry, which makes them robust against slow rendering.',
          },
        ],
      },
      {
        id: 'frontend-testing-11',
        kind: 'multiple',
        section: 'Worked example',
        prompt: 'What was wrong with the first login-form test? Pick all that apply.',
        options: [
          {
            text: 'It found elements by CSS class, so a rename breaks it',
            correct: true,
            why: 'Class names are styling details; roles and labels are what users rely on.',
          },
          {
            text: 'It waited a fixed two seconds',
            correct: true,
            why: 'Fixed sleeps make the suite slow and still fail on a slow machine.',
          },
          {
            text: 'It used `async` for the test function',
            correct: false,
            why: 'Async tests are normal; the better version is async too.',
          },
          {
            text: 'It depended on the real server answering',
            correct: true,
            why: 'The fixed test passes a fake `login` that fails on purpose, so the result is deterministic.',
          },
        ],
      },
      {
        id: 'frontend-testing-12',
        kind: 'fill',
        section: 'What makes a good test',
        prompt: 'A test that sometimes passes and sometimes fails without any code change is called a ____ test.',
        answers: ['flaky'],
        caseInsensitive: true,
        why: 'Flaky tests come from timing, shared state or real networks, and they teach the team to ignore failures.',
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
      {
        id: 'web-performance-7',
        kind: 'single',
        section: 'Lab data and field data',
        prompt: 'Lighthouse reports Total Blocking Time but no INP. Why?',
        options: [
          {
            text: 'INP needs real interactions, and a lab page load has none',
            correct: true,
            why: 'INP is measured from real clicks, taps and key presses, so it comes from field data; TBT is the lab stand-in.',
          },
          {
            text: 'INP is only measured on desktop computers, never on phones',
            correct: false,
            why: 'Field INP is reported for both mobile and desktop, separately.',
          },
          {
            text: 'INP was replaced by Total Blocking Time in March 2024',
            correct: false,
            why: 'In March 2024 INP replaced FID as a Core Web Vital; TBT is a lab metric, not a Core Web Vital.',
          },
        ],
      },
      {
        id: 'web-performance-8',
        kind: 'fill',
        section: 'Lab data and field data',
        prompt: 'Core Web Vitals thresholds are judged at the ____th percentile of page loads.',
        answers: ['75'],
        why: 'A page passes a metric when at least three out of four visits meet the threshold, separately for mobile and desktop.',
      },
      {
        id: 'web-performance-9',
        kind: 'single',
        section: 'The critical rendering path',
        prompt:
          'Your app is split into `vendor.js` and `app.js`, and `app.js` needs `vendor.js` to have run first. How should both be loaded in the `<head>`?',
        options: [
          {
            text: 'Both with `async`',
            correct: false,
            why: '`async` scripts run as soon as they arrive, in any order, so `app.js` might run first.',
          },
          {
            text: 'Both with `defer`, in that order',
            correct: true,
            why: 'Deferred scripts download in parallel and run in document order after parsing, without blocking the HTML.',
          },
          {
            text: 'Both as plain `<script src>` tags with no attributes, which keep the page fast',
            correct: false,
            why: 'They run in order but block HTML parsing while each downloads and runs.',
          },
        ],
      },
      {
        id: 'web-performance-10',
        kind: 'output',
        section: 'Responsiveness and long tasks',
        prompt:
          'Tasks over 50 ms are long tasks; the time beyond 50 ms is what blocks input (the idea behind Total Blocking Time). What does this print?',
        code: {
          language: 'javascript',
          source: `const tasks = [12, 48, 50, 51, 230];
const long = tasks.filter((ms) => ms > 50);
const blocking = long.reduce((sum, ms) => sum + (ms - 50), 0);
console.log(long.length + ' long, ' + blocking + ' ms blocking');`,
        },
        options: [
          {
            text: '3 long, 181 ms blocking',
            correct: false,
            why: 'A task of exactly 50 ms is not longer than 50 ms, so it is not counted.',
          },
          {
            text: '2 long, 281 ms blocking',
            correct: false,
            why: 'Only the part beyond 50 ms of each long task counts: 1 + 180.',
          },
          {
            text: '2 long, 181 ms blocking',
            correct: true,
            why: 'The 51 ms and 230 ms tasks are long; they block for 1 ms and 180 ms beyond the 50 ms budget.',
          },
          {
            text: '5 long, 391 ms blocking',
            correct: false,
            why: 'Short tasks are not long tasks; 391 is simply the sum of all durations.',
          },
        ],
      },
      {
        id: 'web-performance-11',
        kind: 'multiple',
        section: 'Worked example',
        prompt: 'Which changes in the product page example brought the hero image in earlier? Pick all that apply.',
        options: [
          {
            text: 'Rendering it as an `<img>` in the server HTML instead of inserting it with JavaScript',
            correct: true,
            why: 'The preload scanner can find it as soon as the HTML arrives.',
          },
          {
            text: 'Removing `loading="lazy"` and adding `fetchpriority="high"`',
            correct: true,
            why: 'The LCP image should load at once and before less important images.',
          },
          {
            text: 'Adding `loading="lazy"` to the hero to save bandwidth',
            correct: false,
            why: 'Lazy-loading the LCP image delays it; that was one of the causes.',
          },
          {
            text: 'Serving smaller AVIF and WebP files through `srcset`',
            correct: true,
            why: 'A phone downloads about 90 KB instead of 1.4 MB.',
          },
        ],
      },
    ],
  },
];
