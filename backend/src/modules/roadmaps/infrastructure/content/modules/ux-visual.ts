import type { ModuleContent } from '../content-types.js';

/** UX / Product Designer lessons: visual design and design systems (issue 29). Keys are stable: never rename or reuse them. */
export const UX_VISUAL_MODULES: ModuleContent[] = [
  {
    key: 'visual-design-basics',
    title: 'Visual Design Basics',
    summary:
      'Make a screen readable at a glance: visual hierarchy through size, weight, colour and position, contrast, alignment, the Gestalt grouping principles, consistency and white space, checked with the squint test.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### What visual design is for
Visual design in a product is not decoration. Its job is to make the structure of a screen visible: what this page is, what matters most on it, which things belong together and what you can do next. A user who opens a settings page does not read it from top to bottom; they scan for the one thing they came to change. If the layout shows them where to look, they find it in seconds. If every label, link and button looks equally loud, they have to read everything, and many give up or pick the wrong control.

The tools are few and you already know them from everyday life: size, weight, colour, position, spacing and alignment. Nielsen Norman Group's introduction to visual design names five principles built from them: **scale**, **visual hierarchy**, **balance**, **contrast** and **Gestalt** (the way the brain groups what it sees). This lesson explains each one and the quick checks designers use to see whether a screen gets them right. Typography, colour and grids get lessons of their own later in this section; here we stay with the principles those lessons rely on.

### Visual hierarchy: size, weight, colour and position
**Visual hierarchy** is the order in which the eye notices things. A good hierarchy matches the order of importance: the page title and the main action first, the supporting content next, the fine print last. You build it with four levers:

- **Size.** Bigger things are seen first. A heading at 28 px above body text at 16 px is noticed before any word of the body.
- **Weight.** Bold text and filled shapes carry more visual weight than regular text and outlines. That is why a primary button is usually filled and a secondary one is outlined or plain text.
- **Colour and value.** A saturated or dark element on a light page stands out; grey text recedes. One strong accent colour, used sparingly, tells the eye where the action is.
- **Position.** In left-to-right languages people start near the top left, and things at the top of a screen are seen before things further down. Put the most important content where attention already goes.

The levers add up, so you rarely need all of them at once. A heading that is larger *and* bold *and* coloured *and* underlined is shouting. Hierarchy is relative: making one thing important means making other things less important. If the marketing team asks for five elements to "stand out", none of them will.

### Contrast and scale
**Contrast** is difference. The eye is drawn to whatever differs most from its surroundings: a dark button on a pale card, a large number in a row of small ones, a filled icon among outlined ones. Contrast is what makes hierarchy work, and a weak difference is worse than none: text at 15 px next to text at 16 px looks like a mistake, not a level. Make differences clear, for example by stepping sizes from 14 to 16 to 20 to 28 px rather than 15, 16 and 17.

Contrast also has an accessibility side: text must differ enough in lightness from its background to be legible, which WCAG measures as a contrast ratio. That rule is taught in the Colour and Contrast lesson.

**Scale** is the relative size of elements and is the most direct way to signal importance. NN/g's rule of thumb is that a visually pleasing design generally uses no more than three different sizes, with the most important element the largest. Fewer sizes mean each size carries a meaning (title, section, body) instead of being noise, so a product defines a few text sizes once and reuses them, rather than inventing a new one for every screen.

### Grouping: proximity, similarity and common region
Gestalt psychologists showed in the early twentieth century that people perceive groups and wholes before separate parts. Three of their principles do most of the work in interfaces:

- **Proximity.** Items close together are seen as one group. A label belongs to the field it sits nearest to, so the gap between a label and its own field must be clearly smaller than the gap to the next field. Space is the cheapest grouping tool there is: it needs no lines or boxes.
- **Similarity.** Items that look alike (same colour, shape, size or style) are seen as related and assumed to behave alike. If links are blue and underlined, a blue underlined word that does nothing breaks a promise. Consistent styling is similarity used on purpose.
- **Common region.** Items inside a shared boundary, such as a card, a panel or a background colour, are seen as one group, strongly enough to override proximity. Use it when space alone cannot show the grouping, but sparingly: boxes inside boxes inside boxes create clutter.

### Closure and figure–ground
Two more principles explain everyday patterns. **Closure**: the brain completes shapes that are incomplete, so a row of cards cut off at the right edge of the screen is read as a longer row that continues, which invites scrolling sideways. Icons drawn with a few strokes rely on it too. **Figure–ground**: we separate what we look at (the figure) from what lies behind it (the ground). A modal dialog works because a dimmed overlay pushes the page into the background and the dialog becomes the figure. When figure and ground are ambiguous, for example light-grey text on a busy photo, people struggle to see what is in front.

### Alignment, repetition and white space
**Alignment** places elements along shared edges. When labels, fields and buttons line up on one left edge, the eye travels down a straight line; when every element starts at a slightly different position, the screen looks careless and is slower to scan. Pick a few edges and reuse them.

**Repetition**, or consistency, means the same thing always looks and behaves the same way: every primary button the same colour and shape, every card with its title in the same place. Users learn a pattern once and reuse that knowledge everywhere, which is the idea behind design systems later in this section.

**White space** (negative space) is the empty area between and around elements. It is not wasted room: it separates groups, gives important elements breathing space and makes text readable. Removing space to fit more in usually makes a screen harder to use, because grouping disappears.

**Balance** is how visual weight is spread across the layout. A symmetrical layout feels stable and formal; an asymmetrical one, such as a large image on the left balanced by a block of text and a button on the right, feels more dynamic. Either works if the weight feels intentional.

### The squint test
You cannot judge hierarchy while reading, because reading forces you through the words in order. The **squint test** removes the words: step back from the screen and squint, or blur a screenshot (a Gaussian blur of 5 to 10 px in Figma does it), and look at what remains. You should still see the main blocks, the groups, and the one or two things that stand out most. Ask:

1. What do I see first, second and third? Is that the order of importance?
2. Can I tell where one group ends and the next begins?
3. Does the main action stand out, and only the main action?

If the first thing you notice is a decorative banner instead of the page's purpose, or the screen turns into an even grey wash, the hierarchy needs work.

### Worked example
A notification settings card in an app was built by adding one request at a time. It looks like this:

\`\`\`text
┌───────────────────────────────────────────────┐
│ NOTIFICATION SETTINGS (bold, blue, 16 px)     │
│ Email (bold, 16 px)                           │
│ Weekly summary (bold, 16 px)   [ON]           │
│ Product news (bold, 16 px)   [OFF]            │
│ Push (bold, 16 px)                            │
│ Replies to me (bold, 16 px)     [ON]          │
│ Learn more about notifications (blue, bold)   │
│ [Save] (blue) [Reset] (blue) [Cancel] (blue)  │
└───────────────────────────────────────────────┘
\`\`\`

Squinting at it shows an even block of bold text and three identical buttons: nothing leads. The designer works through the principles:

1. **Hierarchy.** The title becomes 20 px semibold in the normal text colour; the group names "Email" and "Push" become 14 px semibold; the settings themselves are 16 px regular. Three clear levels instead of one.
2. **Proximity.** Each setting sits 8 px from the next within its group, and each group is 24 px from the next, so "Email" and "Push" read as two groups without any divider lines.
3. **Alignment.** All labels start on one left edge and all toggles line up on one right edge, so the eye runs down two straight columns.
4. **Similarity and contrast.** Only **Save** stays a filled blue button; **Cancel** becomes a plain text button, and **Reset** moves into a menu because people rarely need it. The link is restyled as a normal link, not bold.
5. **White space.** The card gets 24 px of padding, and the toggles' helper text ("Every Monday, 08:00") appears in grey at 14 px under its label.

After the change, the squint test shows a title, two clear groups and one strong button, which matches the order in which a user needs them.

### Common mistakes
- **Emphasising everything.** When every label is bold, bold stops meaning anything. Save emphasis for the few things that need it.
- **Differences too small to see.** 15 px against 16 px, or two nearly identical greys, look like errors. Make each level clearly different.
- **Equal spacing everywhere.** If the gap between groups equals the gap inside them, proximity cannot show the groups. Space within groups must be smaller than space between them.
- **A box around every group.** Cards inside panels inside sections add noise; try space first and add a boundary only where it helps.
- **Inconsistent styles for the same thing.** Two styles of primary button, or links that sometimes look like plain text, make users doubt what is clickable.
- **Judging your own design only while reading it.** You know what every word says. Blur it, or ask someone who has never seen it what they notice first.

### At work
Product designers apply these principles in every file they hand over, and they defend them in design critiques, where "what should I see first?" is the most common question. A junior designer is often given a screen that "feels cluttered" and asked to propose a cleaner version: they blur a screenshot, list what the eye notices in order, regroup content with spacing, reduce the number of text styles, and present a before-and-after with the reasons. Developers and designers also run the squint test together in review, and the styles that result (text sizes, spacing steps, one primary button style) become the shared rules of the team's design system.`,
    resources: [
      {
        title: 'Nielsen Norman Group: 5 Principles of Visual Design in UX',
        url: 'https://www.nngroup.com/articles/principles-visual-design/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: Visual Hierarchy in UX: Definition',
        url: 'https://www.nngroup.com/articles/visual-hierarchy-ux-definition/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: The Principle of Common Region',
        url: 'https://www.nngroup.com/articles/common-region/',
        kind: 'article',
      },
      {
        title: 'Laws of UX: Law of Proximity',
        url: 'https://lawsofux.com/law-of-proximity/',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'typography',
    title: 'Typography for Interfaces',
    summary:
      'Set text that people can read and scan: type anatomy, choosing and pairing typefaces, system font stacks, modular type scales, line length and spacing, rem sizes that survive zoom, web font loading and tabular numbers.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Why typography carries the interface
Most of what people see in a product is text: labels, buttons, headings, error messages, prices, tables. Typography is the set of decisions about how that text looks: which typeface, what sizes, how long the lines are and how much space sits between them. Good interface typography is mostly invisible. Nobody praises a readable settings page, but everyone notices when text is too small on a phone, when a line runs so wide that the eye loses its place, or when columns of numbers wobble because each digit has a different width. The goal is **readability** (comfortable reading of longer text) and **legibility** (telling individual characters apart, such as 1, l and I, or 0 and O), at every size and on every screen.

### Type anatomy in five terms
A few words make every other typography conversation easier:

- **Baseline**: the invisible line the letters sit on.
- **x-height**: the height of lowercase letters such as x, measured from the baseline. At the same font size, a typeface with a large x-height looks bigger and stays readable at small sizes, which is why interface fonts such as Inter or Roboto have generous x-heights.
- **Ascenders and descenders**: the parts of letters that rise above the x-height (b, d, h, k, l) or drop below the baseline (g, p, y). They give words their shape and need room, which is one reason line height must be more than the font size.
- **Serif and sans-serif**: serifs are the small strokes at the ends of letters, as in Georgia or Merriweather; sans-serif faces such as Helvetica, Arial or Inter have none. Both work on modern screens. Sans-serifs dominate interfaces because they stay clean at small sizes; serifs are common for long reading and for a more editorial voice.
- **Weight and style**: regular, medium, semibold, bold; roman and italic. A family with several weights gives you hierarchy without needing a second typeface.

### Choosing and pairing typefaces
For a product interface, choose a typeface for the job before you choose it for personality. Check that it has a large enough x-height, clearly different shapes for 1, l and I, the weights you need (at least regular and a semibold or bold), the languages and characters your users write, and figures that line up in tables. Then check its licence: the families on Google Fonts are free to use, and many others require a paid licence for the web.

One family is often enough: it has all the weights, sizes and italics for a complete hierarchy. If you want two, pair faces that clearly differ in one way and match in another, for example a serif for headings with a sans-serif for body text that has a similar x-height and proportions. Two sans-serifs that look almost the same create the "is this a mistake?" effect described in Visual Design Basics. Avoid more than two families in a product.

A **system font stack** skips web fonts altogether and uses the operating system's own interface font: San Francisco on Apple devices, Segoe UI on Windows, Roboto on Android. The text loads instantly and looks native, which is why GitHub and many design systems use one:

\`\`\`css
body {
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
\`\`\`

The trade-off is less control: the text looks slightly different on every platform.

### Type scales
A **type scale** is the small, fixed set of sizes a product uses. Instead of picking 15, 17 and 22 px by eye on each screen, you start from a base size (usually 16 px for body text, the browser default) and multiply by a ratio for each step up. This is a **modular scale**. Common ratios have musical names: 1.125 (major second), 1.2 (minor third), 1.25 (major third), 1.333 (perfect fourth) and 1.5 (perfect fifth). With a base of 16 and a ratio of 1.25, the steps are 16, 20, 25, 31.25 and about 39 px, usually rounded to whole pixels.

Small ratios suit dense applications such as dashboards, where many levels must fit on one screen; large ratios suit marketing pages with a few dramatic headings. Many products use a larger ratio on desktop than on mobile, because a 48 px heading that looks right on a laptop fills half a phone screen. Design systems often name the steps by role rather than by size (Material 3 has display, headline, title, body and label styles, each in large, medium and small), so designers pick "title medium" rather than a number.

### Line length, line height and paragraph spacing
**Line length** (the measure) strongly affects reading comfort. If a line is too long, the eye struggles to find the start of the next one; if it is too short, reading becomes choppy. Robert Bringhurst's *The Elements of Typographic Style* treats 45 to 75 characters as a satisfactory line for a single column of text, with 66 often cited as ideal; [Baymard Institute's summary](https://baymard.com/blog/line-length-readability) of the research recommends 50 to 75. WCAG 1.4.8 (level AAA) asks that blocks of text can be shown no wider than 80 characters. In CSS the \`ch\` unit (the width of the zero character) makes this easy: \`max-width: 65ch\` on a paragraph keeps the measure in range at any font size.

**Line height** (leading) is the distance from one baseline to the next. Body text usually needs about 1.4 to 1.6 times the font size; headings, set larger and with fewer lines, look better tighter, around 1.1 to 1.3. Longer lines need a little more line height so the eye can track back.

WCAG 2.2 criterion **1.4.12 Text Spacing** (level AA) does not force you to use particular values. It requires that nothing is lost or broken when a user overrides them: line height to at least 1.5 times the font size, spacing after paragraphs to at least 2 times, letter spacing to at least 0.12 times and word spacing to at least 0.16 times. People with dyslexia or low vision use browser extensions that do exactly this. Designs fail when text sits in boxes with fixed heights, so the extra spacing makes it overflow or get clipped. Let containers grow with their text.

### Sizes in rem and user zoom
Many people set a larger default text size in their browser or phone, or zoom in. WCAG criterion **1.4.4 Resize Text** (level AA) requires that text can be resized up to 200 percent without assistive technology and without losing content or functionality. Two habits make this work:

- **Size text in rem, not px.** \`1rem\` equals the root font size, which is the user's chosen default (16 px unless they changed it). If body text is \`1rem\` and a heading is \`1.5rem\`, both grow when a user raises the default to 20 px; sizes fixed in px ignore that setting.
- **Design for the grown text.** At 200 percent, a label that fit in a 120 px button no longer does. Let buttons and cards expand, and let text wrap instead of truncating it with "…".

In design tools you still work in px (Figma has no rem), so write the scale down in both: 16 px = 1rem, 20 px = 1.25rem, 24 px = 1.5rem.

### Web fonts and font-display
A custom typeface is downloaded as a font file, usually WOFF2, and until it arrives the browser must decide what to show. The CSS descriptor \`font-display\` in \`@font-face\` controls that choice:

- \`block\`: hide the text for a short period (browsers use about 3 seconds) while waiting, then show a fallback, and swap in the font whenever it arrives. Users may stare at invisible text.
- \`swap\`: show the fallback font almost immediately and swap when the web font loads. Text is always readable, but it may visibly jump.
- \`fallback\`: a very short invisible period, then the fallback; the web font is swapped in only if it arrives within a short window (about 3 seconds), otherwise the fallback stays.
- \`optional\`: a very short invisible period, and the web font is used only if it is ready almost at once (for example, from the cache); no late swap, so no layout jump.

Designers influence performance here: every extra weight and style is another file to download. Use a variable font (one file with all weights) or limit the family to the two or three weights you really use, and pick a fallback font with similar proportions so the swap moves little.

### Numbers in interfaces
In many typefaces, digits are **proportional**: a 1 is narrower than an 8. In running text that looks natural, but in a table, a price list or a timer, the columns no longer line up and a counting timer jitters as its digits change width. **Tabular figures** give every digit the same width. If the font supports them, CSS turns them on with \`font-variant-numeric: tabular-nums\`. Right-align numeric columns too, so units line up with units and thousands with thousands.

### Worked example
A designer sets the type for a budgeting app's web dashboard. She picks Inter (free, large x-height, many weights, tabular figures) with a system font stack as fallback, and builds a scale from 16 px with a ratio of 1.2:

\`\`\`python
base, ratio = 16, 1.2
for step, role in enumerate(["body", "title", "headline", "display"]):
    px = round(base * ratio ** step)
    print(f"{role:9} {px:3} px  {px / 16:.3f}rem")
\`\`\`

This gives body 16 px (1rem), title 19 px, headline 23 px and display 28 px, plus a 14 px "label" step below body for table headers and captions. Body text gets a line height of 1.5; headings 1.2. The transaction description column is limited to \`65ch\`. The amounts column uses \`font-variant-numeric: tabular-nums\` and is right-aligned, so €1,204.50 sits exactly above €98.00. She tests the design by raising the browser's default font size to 32 px (200 percent) and by applying a text-spacing bookmarklet: one card with a fixed height clips its last line, so its height becomes automatic. Finally, the font loads with \`font-display: swap\` and only the regular, medium and semibold weights.

### Common mistakes
- **Too many sizes and styles.** Nine sizes and four weights on one screen make hierarchy impossible. Define a scale and stay on it.
- **Light grey, thin text for elegance.** Thin weights at small sizes and low-contrast grey fail readers and often fail WCAG contrast too.
- **Line length left to the window.** Text that runs the full width of a 1,440 px screen makes 150-character lines. Cap the measure.
- **Sizes and heights fixed in px.** Text sized in px ignores the user's default size, and fixed-height boxes clip text when users zoom or add spacing.
- **All caps for long labels.** Capitals remove word shapes and slow reading; keep them for very short labels, if at all.
- **Centring long text.** Centred paragraphs give every line a different starting point; left-align anything longer than two lines in left-to-right languages.

### At work
Designers define the type scale as **text styles** in Figma and as tokens in the design system, and developers implement the same steps in CSS, ideally in rem. A junior designer is often asked to audit a product's type: list every size, weight and line height in use, map them to a shorter scale, and flag text that fails contrast or breaks at 200 percent zoom. Questions you will hear in review: "Is that on the scale?", "What happens to this label in German?" (German words are often much longer than English ones) and "Do these numbers line up?"`,
    resources: [
      {
        title: 'web.dev: Learn Responsive Design: Typography',
        url: 'https://web.dev/learn/design/typography',
        kind: 'course',
      },
      {
        title: 'W3C: Understanding SC 1.4.12 Text Spacing',
        url: 'https://www.w3.org/WAI/WCAG22/Understanding/text-spacing.html',
        kind: 'docs',
      },
      {
        title: 'MDN: font-display',
        url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/@font-face/font-display',
        kind: 'docs',
      },
      {
        title: 'Google Fonts Knowledge: free lessons on type',
        url: 'https://fonts.google.com/knowledge',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'color-and-contrast',
    title: 'Colour and Contrast',
    summary:
      'Choose colours that work for everyone: RGB, hex, HSL and perceptual OKLCH, palettes of tints and shades, semantic colours, WCAG 2.2 contrast for text and components with the contrast-ratio formula, never colour alone, colour-vision deficiencies and dark mode.',
    estimatedMinutes: 140,
    reviewedOn: '2026-11',
    contentMd: `### What colour does in an interface
Colour in a product has three jobs. It carries the **brand**, so people recognise the product at a glance. It builds **hierarchy**, because one saturated accent among neutral greys tells the eye where the main action is. And it carries **meaning**: red for an error, green for success, blue for a link. All three jobs only work if people can actually see the difference, which is where contrast comes in. This lesson covers how colours are described, how a palette is built, and the contrast rules of WCAG 2.2 that every product designer is expected to know by heart.

### RGB, hex and HSL
Screens mix light from red, green and blue sub-pixels, so every screen colour is a mix of three channels. In **RGB** each channel runs from 0 to 255: \`rgb(255, 0, 0)\` is pure red, \`rgb(255, 255, 255)\` white. **Hex** notation writes the same three numbers in base 16: \`#FF0000\` is red, \`#FFFFFF\` white and \`#767676\` a mid grey (118 in each channel). Design tools and code use hex most often, but it is hard to reason about: can you tell what \`#3B82F6\` looks like, or how to make it a bit darker?

**HSL** describes a colour by **hue** (its position on the colour wheel, 0 to 360 degrees: 0 red, 120 green, 240 blue), **saturation** (0 % grey to 100 % full colour) and **lightness** (0 % black to 100 % white). It is easier to adjust by hand: to darken a blue you lower its lightness. All three notations describe the same sRGB colours, the standard colour space of the web.

### Perceptual lightness and OKLCH
HSL has a trap: its lightness is not the lightness people see. Pure yellow \`hsl(60 100% 50%)\` and pure blue \`hsl(240 100% 50%)\` both have a lightness of 50 %, yet yellow looks almost as bright as white and blue looks dark. Measured the way WCAG does it, white text on that yellow has a contrast of about 1.07:1 (unreadable) and on that blue about 8.6:1 (excellent). A palette built by giving every hue the "same" HSL lightness therefore has wildly different contrast from hue to hue.

**Perceptual colour spaces** fix this. **OKLCH**, supported in all modern browsers through the CSS function \`oklch()\`, describes a colour by **L**ightness (0 to 1, or 0 % to 100 %, matching perceived lightness), **C**hroma (how colourful, from 0 for grey up to about 0.4) and **H**ue (0 to 360). Two colours with the same OKLCH lightness look about equally light whatever their hue, so you can build a blue, a green and a red scale whose matching steps have similar contrast against white. Material 3 does something similar with its own HCT colour space, in which a colour's **tone** runs from 0 (black) to 100 (white).

\`\`\`css
:root {
  --blue-600: oklch(0.55 0.2 260);
  --green-600: oklch(0.55 0.15 150); /* same L: similar perceived lightness */
}
\`\`\`

### Building a palette: tints, shades and roles
A product palette usually has three parts:

- **Neutrals**: a scale of greys (often slightly tinted towards the brand hue) for text, borders, backgrounds and dividers. Most pixels on a screen are neutral.
- **Brand or primary colour**: one hue, sometimes two, for primary actions, links, selected states and focus.
- **Semantic colours**: for status, described below.

Each colour becomes a **scale** of about 10 steps: **tints** (lighter, mixed towards white) for backgrounds and hover fills, and **shades** (darker, mixed towards black) for text and pressed states. Many systems number steps from 50 (almost white) to 900 or 950 (almost black), so "blue 600" and "blue 100" name a button colour and a selected-row background. Then assign **roles**: which step is body text, which is a border, which is the primary button. Designers use roles (such as "text-secondary" or "surface") in their designs rather than raw hex values, which makes a later change, or a dark theme, one edit instead of hundreds. The Design Systems lesson returns to this idea as design tokens.

A useful rule of thumb is to use colour sparingly: a mostly neutral interface with one accent for actions lets that accent mean "you can do something here".

### Semantic colours
**Semantic colours** carry a status: **success** (usually green), **warning** (amber or orange), **danger** or error (red) and **info** (blue). Keep their meaning strict: if red means "error or destructive", a red "Sale" banner confuses it. Each needs several steps: a strong one for icons and text, a pale tint for the background of an alert, and a border in between. Amber and yellow are the hardest: bright yellows have so little contrast against white that warning text must use a dark amber or brown shade, or sit on a pale yellow background with dark text.

### Contrast: what WCAG 2.2 asks
WCAG measures contrast as a **ratio** from 1:1 (the same colour) to 21:1 (black on white). Three success criteria at level AA matter most:

- **1.4.3 Contrast (Minimum)**: text and images of text need at least **4.5:1** against their background. **Large text** needs **3:1**; WCAG defines large as at least 18 point, or 14 point bold, which is roughly 24 CSS px regular or 18.5 px bold. Text in logos, purely decorative text and text in disabled controls are exempt.
- **1.4.11 Non-text Contrast**: the visual parts needed to identify **user interface components and their states** (an input's border, a checkbox's outline, a toggle's on state, a focus indicator) and the parts of **graphics** needed to understand them (lines in a chart, an icon with no text) need at least **3:1** against adjacent colours.
- **1.4.6 Contrast (Enhanced)**, at the stricter level AAA, raises the text ratios to 7:1 and 4.5:1.

Contrast depends only on lightness, not hue, which is why it also helps people who cannot distinguish certain hues.

### Calculating the contrast ratio
Tools calculate the ratio for you, but knowing the formula explains why some colours surprise you. First, each colour's **relative luminance** \`L\` (0 for black, 1 for white):

1. Divide each channel by 255 to get a value from 0 to 1.
2. Linearise it: if the value is at most 0.04045, divide by 12.92; otherwise compute \`((value + 0.055) / 1.055) ^ 2.4\`. This undoes the gamma encoding of sRGB.
3. Weight the channels by how sensitive the eye is to each: \`L = 0.2126 R + 0.7152 G + 0.0722 B\`. Green counts ten times as much as blue, which is why pure yellow (red plus green) is so light and pure blue so dark.

Then the **contrast ratio** is \`(L1 + 0.05) / (L2 + 0.05)\`, with L1 the lighter colour. The 0.05 stands for the glare of a real screen. In JavaScript:

\`\`\`javascript
const channel = (c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
console.log(ratio('#767676', '#FFFFFF').toFixed(2)); // 4.54: the lightest grey that passes on white
\`\`\`

Do not round up: a ratio of 4.48:1 (\`#777777\` on white) fails 4.5:1.

### Never colour alone
WCAG **1.4.1 Use of Color** (level A) says colour must not be the **only** visual means of conveying information, indicating an action, prompting a response or distinguishing an element. A form field with only a red border for "error", a chart whose lines differ only in hue, or links inside a paragraph that differ from the text only by colour all fail. Add a second cue: an icon and an error message, direct labels or different line patterns on the chart, an underline on links. The second cue helps everyone: it works in sunlight, on a greyscale e-reader and on a cheap projector.

### Colour-vision deficiencies
According to the NHS, colour vision deficiency affects about 1 in 12 men and 1 in 200 women. The most common forms make reds and greens hard to tell apart; blue–yellow deficiency is rarer, and seeing no colour at all is very rare. This is why a red/green "bad/good" pair is risky without labels or icons. Figma plugins and the rendering tools in Chrome DevTools can simulate the common deficiencies; look at your key screens through them, especially charts, status badges and maps.

### Dark mode
A dark theme is not the light theme inverted. Backgrounds are usually a very dark grey rather than pure black, so that elevated surfaces can be shown as slightly lighter greys and large areas of white text do not glare. Saturated brand colours that work on white often vibrate or fail contrast on dark backgrounds, so dark themes use lighter, less saturated steps of the same hues (Material 3's dark scheme takes its primary colour from a light tone of the palette). Every pair of colours must be checked again, because contrast in the light theme says nothing about the dark one. If your colours are defined by roles, a dark theme is a second mapping of the same roles to different steps.

### Worked example
A designer audits the sign-up form of a fitness app. The contrast checker reports:

\`\`\`text
Pair                                   Ratio   Needs   Result
Placeholder #9CA3AF on #FFFFFF         2.54    4.5     fail (text)
Input border #D1D5DB on #FFFFFF        1.47    3.0     fail (component)
Button text #FFFFFF on green #22C55E   2.28    4.5     fail (text)
Error: red border only                 n/a     1.4.1   fail (colour alone)
Body text #374151 on #FFFFFF           10.31   4.5     pass
\`\`\`

Her fixes: the placeholder text becomes \`#6B7280\` (4.83:1), and because placeholders disappear on typing, the hint moves into a visible label anyway. Input borders darken to \`#8A8F98\` (3.25:1), so the fields can be seen without relying on their shadows. The button keeps the brand hue but uses a darker shade, \`#15803D\`, with white text at 5.02:1; the bright green stays for illustrations, where contrast rules do not apply. The error state gets an icon and a message under the field ("Enter a password of at least 8 characters") as well as the red border. She records every pair in the design system's colour documentation so developers can check them in code too.

### Common mistakes
- **Trusting your eyes or your monitor.** A grey that looks fine on a bright, calibrated display fails on a phone in sunlight. Measure every text and component pair.
- **Rounding up.** 4.48:1 is a fail; WCAG thresholds are minimums with no tolerance.
- **Light grey text for "subtle" content.** Secondary text still has to be read; keep it at 4.5:1.
- **Brand colour everywhere.** When headings, icons, links and buttons all share one accent, it stops pointing at the action.
- **Red and green as the only difference** between states, lines or badges.
- **Checking only the light theme.** Every pair needs checking in every theme and every state (hover, focus, disabled, selected).

### At work
Designers check contrast continuously with plugins in Figma and with the WebAIM checker, and accessibility audits report contrast failures more than almost any other issue. A junior designer might be asked to build the tints and shades of a new brand colour, map them to roles for light and dark themes, document which text and component pairs pass at AA, and fix the failing pairs in an existing product without changing its look more than necessary. Expect questions such as "Does this meet 1.4.11?" in design reviews, and expect developers to run automated contrast checks (axe, Lighthouse) that will flag your colours if you did not.`,
    resources: [
      {
        title: 'W3C: Understanding SC 1.4.3 Contrast (Minimum)',
        url: 'https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html',
        kind: 'docs',
      },
      {
        title: 'W3C: Understanding SC 1.4.11 Non-text Contrast',
        url: 'https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html',
        kind: 'docs',
      },
      {
        title: 'WebAIM: Contrast Checker',
        url: 'https://webaim.org/resources/contrastchecker/',
        kind: 'interactive',
      },
      {
        title: 'MDN: oklch()',
        url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/color_value/oklch',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'layout-and-grids',
    title: 'Layout, Grids and Spacing',
    summary:
      'Place things where people expect them: column grids with gutters and margins, 8-point spacing scales, baseline rhythm, breakpoints and Material 3 window size classes, content width, touch target sizes from WCAG 2.2, Apple and Material, and F- and Z-pattern scanning.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Why layouts need a system
Every screen is a set of decisions about where things go and how far apart they sit. Made one at a time, by eye, those decisions drift: a card 13 px from its neighbour here, 17 px there, a button that starts 3 px to the right of the text above it. Each drift is small, but together they make a product look untidy and make it slower to scan, because nothing lines up and the spacing no longer tells you what belongs together. A **layout system** replaces hundreds of small guesses with a few rules: a grid for placing things horizontally, a spacing scale for the gaps, a few breakpoints for different window sizes, and minimum sizes for anything people tap. Designers decide faster, developers implement the same numbers, and the result looks consistent without anyone checking every pixel.

### Column grids: columns, gutters and margins
A **column grid** divides the width of the layout into equal columns. It has three parts:

- **Columns**: the vertical strips content is placed on. Content spans whole columns: a sidebar might take 3 of 12, the main area the other 9.
- **Gutters**: the fixed gaps between columns, for example 24 px. Gutters keep content in neighbouring columns from touching.
- **Margins**: the space between the outer columns and the edge of the screen or container, for example 16 px on a phone and 32 px or more on a laptop.

**Twelve columns** are popular on wide screens because 12 divides evenly into halves, thirds, quarters and sixths, so most layouts fit. Phones typically use 4 columns and tablets 8. The width of a column follows from the others: in a 1,200 px container with 12 columns and 24 px gutters, there are 11 gutters (264 px), so each column is (1,200 − 264) / 12 = 78 px, and a card spanning 4 columns is 4 × 78 + 3 × 24 = 384 px wide.

Grids can be **fluid** (columns stretch with the window, gutters stay fixed) or **fixed** (the whole grid has a maximum width and is centred, with margins growing on wide screens). Most products combine them: fluid up to a maximum content width, then fixed and centred. In Figma you add a layout grid to a frame; in CSS, \`display: grid\` with \`grid-template-columns: repeat(12, 1fr)\` and \`gap: 24px\` builds the same structure, as the CSS Layout lesson shows.

### Spacing scales and the 8-point grid
For vertical and horizontal gaps, most teams use a **spacing scale**: a short list of allowed values, usually based on 8 with 4 for fine adjustments:

\`\`\`text
4  8  12  16  24  32  48  64  96
\`\`\`

This is often called the **8-point grid**. Why 8? It is small enough for fine steps and large enough that the steps are visibly different; many common screen widths divide by 8; and multiples of 8 stay whole pixels at the usual 1.5×, 2× and 3× pixel densities (8 × 1.5 = 12), so edges stay crisp. The real benefit, though, is fewer decisions: instead of debating 14 or 15 px, you choose between 12 and 16.

The scale works together with the proximity principle from Visual Design Basics: **smaller steps inside a group, larger steps between groups**. A common pattern is 4 or 8 px between a label and its field, 16 px between fields, 32 or 48 px between sections. Design systems publish their scales as tokens: IBM's Carbon, for example, uses a spacing scale built on 8 with 2 and 4 px mini-steps.

### Baseline rhythm and alignment
**Alignment to the grid** means every element's edges sit on column lines or on the spacing scale, so things line up across the page: the left edge of a heading, its paragraph, the image below and the button under that share one line. When edges agree, the eye can scan straight down.

**Baseline rhythm** applies the same idea vertically to text. If every line height is a multiple of 4 (16 px text on a 24 px line, 22 px headings on 28 px lines) and spacing comes from the same scale, then text in neighbouring columns tends to sit on a shared rhythm, and the page feels calm. Material 3's type scale follows this: all of its line heights are multiples of 4. Strict baseline grids, where every baseline across the page lands exactly on a 4 or 8 px line, are common in print but hard to keep on the web, where content and fonts vary; most teams aim for the rhythm, not perfection.

### Breakpoints and window size classes
A layout that works at 390 px wide (a phone) cannot simply stretch to 1,440 px (a laptop); at some widths it has to change shape. Those widths are **breakpoints**. Rather than inventing them per device, Material 3 defines **window size classes** by the width available to the app, in density-independent pixels (dp, roughly CSS px):

| Class | Width | Typical case |
| --- | --- | --- |
| Compact | under 600 dp | a phone held upright |
| Medium | 600–839 dp | a tablet upright, an unfolded foldable |
| Expanded | 840–1,199 dp | a tablet sideways, a small desktop window |
| Large | 1,200–1,599 dp | a laptop or large tablet |
| Extra-large | 1,600 dp and up | a desktop monitor |

Each class suggests a layout: in compact windows a single pane with a bottom navigation bar; in medium a navigation rail; from expanded up, two panes side by side, such as a list and its detail, with more space for navigation. Notice that the classes are about the **window**, not the device: a desktop browser window can be compact. Design each screen at least for compact and expanded, and decide what happens in between; the Responsive Design lesson covers how the code switches.

### Content width
Wide screens tempt designers to fill the space, but text lines should stay within about 45 to 75 characters, as the Typography lesson explains, and forms become hard to follow when a label sits 800 px from its field. Give the main content a **maximum width** (for example around 1,200 px for an app, much narrower for reading) and let the margins grow. The GOV.UK Design System, for instance, centres its pages in a 960 px container and puts body text in a two-thirds column so lines stay short.

### Touch targets
Fingers are less precise than a mouse pointer, and many people have tremors, large fingers or use their phone one-handed on a bus. Three numbers guide the size of anything people tap or click:

- **WCAG 2.2 SC 2.5.8 Target Size (Minimum)**, level AA: targets are at least **24 by 24 CSS px**. A smaller target can still pass if it has enough space around it: a 24 px circle centred on it must not overlap another target or another small target's circle. Inline links in a sentence are exempt, and so are controls whose size the browser sets. The AAA criterion 2.5.5 asks for 44 by 44.
- **Apple's Human Interface Guidelines** recommend a minimum hit area of **44 by 44 points** for controls on iPhone and iPad.
- **Material Design** recommends touch targets of at least **48 by 48 dp**.

The hit area can be larger than what you see: a 24 px icon with padding can have a 48 px target. Spacing counts too: two small icons placed edge to edge will be mis-tapped even if each one is large enough.

### How people scan: F and Z patterns
Eyetracking studies by Nielsen Norman Group found that on pages of text, people often read in an **F-shaped pattern**: across the top, then across a bit lower, then down the left edge, skipping most of the right side. NN/g stresses that the F-pattern is a symptom of text that is hard to scan, not a goal: when pages have clear headings, short paragraphs, bullet lists and meaningful first words, people scan more effectively. For layout this means putting the key words at the start of headings and lines, and placing important content on the left and top, where attention goes first in left-to-right languages.

Pages with little text, such as a landing page with a headline, an image and one button, are often designed around a **Z-pattern**: logo top left, navigation or a secondary action top right, then diagonally down to the content, ending with the main call to action at the bottom right. Treat it as a convention for sparse pages rather than a law; your squint test and your usability tests decide.

### Worked example
A designer lays out a "My orders" page for an online shop that must work on phones and laptops:

1. **Grid.** Expanded and larger windows: 12 columns, 24 px gutters, content capped at 1,200 px and centred. Compact: 4 columns, 16 px gutters, 16 px margins.
2. **Regions.** On laptops, a filter panel spans 3 columns on the left and the order list 9; the selected order's details open on the right in a second pane on very wide windows. On phones, filters move behind a "Filter" button and the list takes the full width; tapping an order opens its details as a new screen.
3. **Spacing.** Inside each order card: 8 px between the date and the order number, 16 px between rows of information, 24 px padding. Between cards: 16 px. Between the page title and the list: 32 px. Every value is on the scale.
4. **Touch targets.** The "Track parcel" link becomes a button 48 px tall; the small "⋯" menu icon (20 px) gets a 44 by 44 px hit area, clearing both WCAG's 24 px and Apple's 44 pt.
5. **Scanning.** Each card leads with what people look for first, the status ("Arriving Thursday"), in bold at the top left, followed by items and price; the designer squints to confirm the statuses form a clear left column.

### Common mistakes
- **Values off the scale.** 13, 15 and 22 px gaps creep in one by one; round them to the scale and the layout calms down.
- **The same gap everywhere.** Equal spacing inside and between groups hides the structure; use small and large steps deliberately.
- **Designing only for one width.** A design that exists only at 1,440 px is half a design. Draw compact and expanded at least.
- **Tiny tap targets.** A 16 px close icon with no padding fails people with tremors and annoys everyone else. Enlarge the hit area.
- **Full-width text on large screens.** Cap the content width; empty margins are better than 150-character lines.
- **Ignoring the grid for "special" elements.** A hero banner that starts 10 px off the column line breaks the alignment of everything below it.

### At work
Designers set up layout grids and spacing variables in their Figma files, build components with auto layout so padding comes from the scale, and annotate breakpoint behaviour for developers ("at medium, the filters become a bottom sheet"). Developers implement the same numbers as spacing tokens and CSS grid. A junior designer is often asked to adapt an existing desktop screen to mobile, to clean up a screen whose spacing drifted, or to check that every tappable element meets 24 by 24 CSS px and the platform's own guidance before a release.`,
    resources: [
      {
        title: 'Material 3: Window size classes',
        url: 'https://m3.material.io/foundations/layout/applying-layout/window-size-classes',
        kind: 'docs',
      },
      {
        title: 'W3C: Understanding SC 2.5.8 Target Size (Minimum)',
        url: 'https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html',
        kind: 'docs',
      },
      {
        title: 'Nielsen Norman Group: F-Shaped Pattern of Reading on the Web',
        url: 'https://www.nngroup.com/articles/f-shaped-pattern-reading-web-content/',
        kind: 'article',
      },
      {
        title: 'GOV.UK Design System: Layout',
        url: 'https://design-system.service.gov.uk/styles/layout/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'design-systems',
    title: 'Design Systems',
    summary:
      'Design at scale with shared parts: what a design system contains, primitive and semantic design tokens in the Design Tokens Community Group format, component anatomy and states, documentation, public systems such as GOV.UK, Carbon, Material 3 and Polaris, contribution, versioning, and when a team needs one.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### What a design system is
Picture a product built by six teams. Over two years each team has designed its own buttons: there are now fourteen slightly different blues, five ways to show an error and three date pickers, each with its own bugs. Every new screen starts with the same questions, and every answer differs a little. A **design system** is the answer to that drift. Nielsen Norman Group defines it as a complete set of standards intended to manage design at scale using reusable components and patterns. It is not just a Figma library and not just a code library: it is both, plus the rules for using them, plus the people and process that keep them alive.

The payoff is consistency for users (things that look the same behave the same, across the whole product) and speed for teams (nobody redesigns a button; designers spend their time on the real problem). A good system also raises quality for free: if the shared button is accessible, every screen that uses it starts accessible.

### The parts: principles, tokens, components, patterns, guidelines
Most mature systems have the same layers, from abstract to concrete:

- **Principles**: a few statements that guide decisions when the rules run out. the UK Government Digital Service's design principles begin with "Start with user needs"; a fintech system might say "Clarity over cleverness".
- **Foundations and tokens**: the visual decisions everything else is built from: colour, typography, spacing, radius, elevation, motion, stored as named **design tokens**.
- **Components**: reusable interface pieces with defined behaviour: buttons, text inputs, checkboxes, tabs, modals, tables. Each exists in the design tool and in code, with the same name and the same options.
- **Patterns**: recurring solutions to user tasks, built from components: how to ask for a date of birth, how to confirm a destructive action, how a multi-step form shows progress, how errors are summarised at the top of a page.
- **Guidelines and content**: when to use what, and how to write for it: voice and tone, accessibility requirements, do and don't examples.
- **Governance**: who owns the system, how people contribute, how changes are released.

### Design tokens: primitive and semantic
A **design token** is a named design decision: instead of \`#0B57D0\` scattered through files, the system has a token called \`color.blue.600\` whose value is \`#0B57D0\`. Tokens come in layers:

- **Primitive** (also called base, core or global) tokens name raw values: \`color.blue.600\`, \`space.4\` = 16 px, \`font.size.300\` = 20 px. They say *what* a value is, not where to use it.
- **Semantic** (alias) tokens name a purpose and point to a primitive: \`color.action.primary\` → \`color.blue.600\`, \`color.text.danger\` → \`color.red.700\`, \`space.inset.card\` → \`space.4\`. Designers and developers use these.
- Some systems add **component** tokens, such as \`button.primary.background\` → \`color.action.primary\`, for fine control.

The indirection is the point. When the brand blue changes, you change one primitive and every semantic token that points to it follows. For a dark theme, you keep the semantic names and point them at different primitives: \`color.surface\` is \`color.grey.0\` in light mode and \`color.grey.900\` in dark mode, and no component changes. Figma stores tokens as **variables** with **modes** for exactly this; in code they typically become CSS custom properties such as \`--color-action-primary\`.

### The design tokens format
Tokens are only useful if every tool can read them: Figma, the build pipeline that generates CSS, iOS and Android code, documentation sites. The **Design Tokens Community Group** (DTCG), a W3C community group, publishes a vendor-neutral JSON format for this; its first stable version, 2025.10, was released in October 2025. A token is a JSON object with a \`$value\`, usually a \`$type\`, and optionally a \`$description\`; groups nest tokens; and an alias refers to another token by its path in curly braces:

\`\`\`json
{
  "color": {
    "blue": {
      "600": {
        "$type": "color",
        "$value": { "colorSpace": "srgb", "components": [0.043, 0.341, 0.816], "hex": "#0b57d0" }
      }
    },
    "action": {
      "primary": {
        "$type": "color",
        "$value": "{color.blue.600}",
        "$description": "Fill of primary buttons and other main actions"
      }
    }
  },
  "space": {
    "4": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } }
  }
}
\`\`\`

Tools such as Style Dictionary or Terrazzo turn files like this into CSS variables, Swift and Kotlin constants, so one source of truth feeds every platform. You will not write much JSON as a designer, but knowing the shape helps you name tokens well and talk to the engineers who maintain them.

### Components: anatomy, variants and states
A component is documented like a small product. Its **anatomy** names the parts: a text input has a label, optional hint text, the field itself, an optional prefix or suffix, and an error message. Its **variants** are the deliberate options: a button might be primary, secondary or tertiary, in medium or small size, with or without an icon. Its **states** describe how it looks and behaves in every situation:

- default, hover, focus (a visible focus indicator with at least 3:1 contrast), active or pressed;
- disabled, and whether it can still be focused or explained;
- loading, selected or checked, error, read-only;
- with long content, translated content, and at 200 percent text size.

Designing a component means designing all of its states, not just the happy default. Each state should map to one token set, and each variant should have a reason to exist: five button styles that differ by 2 px of radius are five chances for inconsistency.

### Documentation that people use
A component nobody understands will be copied and modified, which brings the drift back. Good documentation pages, such as those of the GOV.UK Design System, answer in order: what it is, **when to use it and when not to**, how it works, its variants and states with live examples, accessibility notes (keyboard behaviour, screen-reader announcements), content guidance (how to word a button), code, and the research behind it. Developers often browse components in **Storybook**, a workshop where each component and state renders in isolation; designers browse the published Figma library. Keep the two in sync: the same names, the same variants.

### Learning from public design systems
Many large organisations publish their systems for free, and they are the best way to learn how experienced teams make these decisions:

- **GOV.UK Design System** (UK government): styles, components and patterns backed by user research on public services, with unusually clear "when not to use this" guidance.
- **Carbon** (IBM): an open-source system for enterprise software, with detailed token, grid and data-visualisation guidance.
- **Material 3** (Google): the system behind Android and many Google products, with dynamic colour, tonal palettes and adaptive layouts.
- **Polaris** (Shopify): a system for merchants' admin tools, known for its content and voice guidance.

Compare how two of them document the same component, such as a text input or a modal, and note what each decided and why.

### Governance, contribution and versioning
A system needs an owner, usually a small core team, and a way for everyone else to take part. Common models are **centralised** (the core team builds everything), **federated** (product teams contribute, the core team reviews and maintains) or a mix. Contribution needs clear criteria so the system does not bloat: the GOV.UK Design System, for example, asks that a new component or pattern be **useful** (a need shared by several services) and **unique** (not already met by something in the system) before it is proposed, and **usable**, **consistent** and **versatile** before it is published.

Released code and libraries carry **version numbers**, usually following **semantic versioning**: \`MAJOR.MINOR.PATCH\`. A bug fix is a patch (2.4.1 → 2.4.2), a new backwards-compatible variant is a minor release (2.4.2 → 2.5.0), and a breaking change, such as removing a token or renaming a component property, is a major release (2.5.0 → 3.0.0). Teams then upgrade when they are ready, with a changelog that explains what changed and how to migrate. Deprecate before you delete: mark the old token or component as deprecated (the DTCG format has a \`$deprecated\` property for this), tell people what to use instead, and remove it in the next major version.

### When a team needs one
A design system has a cost: people to maintain it, time to document, process to agree changes. A startup with one designer and one product usually needs only the start of one: a small set of tokens, a shared component library, and a page of principles. The full system pays off when several teams or products must look and behave as one, when the same components are rebuilt again and again, or when accessibility and brand consistency must be guaranteed at scale. Signs that you need more: repeated inconsistencies found in usability tests or audits, slow design reviews spent on details, and developers asking "which button is the real one?". Whatever the size, start by **auditing** what exists: screenshot every button, input and colour in the product, group them, and count the variations.

### Worked example
A junior designer at a travel company is asked to bring order to its buttons. The audit finds 11 button styles across the booking site and app: four blues, two greens, various radii and heights from 32 to 52 px. She works through the system layers:

1. **Tokens first.** She proposes primitives for the blue scale and three semantic tokens, \`color.action.primary\`, \`color.action.primary-hover\` and \`color.focus\`, each checked for contrast (white text on the primary blue at 6.39:1, the focus ring at 3:1 or more against white).
2. **One component, three variants.** Primary (filled), secondary (outlined) and tertiary (text only), in two sizes: 48 px and 40 px tall, both above WCAG's 24 px target minimum. The 11 styles map onto these six combinations.
3. **All the states.** Default, hover, focus, pressed, disabled and loading, each from tokens, plus a version with a long German label and one at 200 percent text size.
4. **Documentation.** A page with when to use each variant ("one primary button per screen"), when not to (navigation uses links, not buttons), keyboard behaviour, and wording guidance ("start with a verb: Book room, not Submit").
5. **Release.** The library ships as version 1.0.0 in Figma and in code; the old styles are marked deprecated with a mapping table, and each team replaces them as it touches its screens.

### Common mistakes
- **Building a library before an audit.** Without knowing what exists and why, the new system just adds a twelfth button.
- **Only primitive tokens.** If components use \`blue.600\` directly, a dark theme or rebrand means editing every component. Put semantic tokens in between.
- **Designing only the default state.** Focus, error, disabled and loading states are where users get stuck, and where accessibility is won or lost.
- **Figma and code drifting apart.** Different names or variants in design and code break trust in both. Review them together.
- **No owner, no process.** A system that nobody maintains is abandoned within a year, and teams go back to copying.
- **Treating the system as a cage.** Systems encode known solutions; new problems still need design, and what you learn should flow back as contributions.

### At work
Junior product designers mostly **use** a design system before they build one: they design with the library's components, follow its patterns, notice where it falls short, and report or propose fixes. Design-system roles (design systems designer, design engineer) work on tokens, component specs, documentation and releases with front-end developers. Day to day you will hear "Is that a system component or a one-off?", "Which token is that?" and "Can we contribute this back?". Reading the public systems above, and rebuilding one of their components with all its states in Figma, is an excellent portfolio exercise.`,
    resources: [
      {
        title: 'Nielsen Norman Group: Design Systems 101',
        url: 'https://www.nngroup.com/articles/design-systems-101/',
        kind: 'article',
      },
      {
        title: 'Design Tokens Community Group: Design Tokens Format Module 2025.10',
        url: 'https://www.designtokens.org/TR/2025.10/format/',
        kind: 'docs',
      },
      {
        title: 'GOV.UK Design System',
        url: 'https://design-system.service.gov.uk/',
        kind: 'docs',
      },
      {
        title: 'Carbon Design System (IBM)',
        url: 'https://carbondesignsystem.com/',
        kind: 'docs',
      },
    ],
  },
];
