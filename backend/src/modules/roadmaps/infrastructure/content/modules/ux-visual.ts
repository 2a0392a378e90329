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
];
