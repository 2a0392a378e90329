import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ux-visual.ts. */
export const UX_VISUAL_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'visual-design-basics',
    questions: [
      {
        id: 'visual-design-basics-1',
        kind: 'single',
        section: 'Visual hierarchy: size, weight, colour and position',
        prompt:
          'A product page has a filled blue **Buy now** button and an outlined **Add to wishlist** button of the same size. Which hierarchy lever makes **Buy now** read as the main action?',
        options: [
          {
            text: 'Position, because buttons are always read from right to left',
            correct: false,
            why: 'Both buttons sit side by side and neither reading direction is what ranks them here; the difference between them is their fill.',
          },
          {
            text: 'Weight: a filled shape carries more visual weight than an outline',
            correct: true,
            why: 'Same size, same place, but the filled button is visually heavier, so it is noticed first and reads as the primary action.',
          },
          {
            text: 'Scale',
            correct: false,
            why: 'The buttons are the same size, so scale does not separate them.',
          },
          {
            text: 'Closure',
            correct: false,
            why: 'Closure is about completing unfinished shapes; it does not rank two complete buttons.',
          },
        ],
      },
      {
        id: 'visual-design-basics-2',
        kind: 'single',
        section: 'Contrast and scale',
        prompt:
          'A designer sets the card title at 17 px and the body at 16 px, and reviewers say the card "looks off". What is the most likely problem?',
        options: [
          {
            text: 'The sizes differ too little to read as two levels, so the difference looks like a mistake',
            correct: true,
            why: 'Contrast works through clear differences; a 1 px step is noticed as inconsistency rather than hierarchy.',
          },
          {
            text: 'A title must always be at least twice the size of the body text, so 17 px is far too small for a title',
            correct: false,
            why: 'There is no such fixed rule; the step must simply be large enough to be seen as deliberate.',
          },
          {
            text: 'The title should use a different typeface from the body',
            correct: false,
            why: 'A second typeface is not needed for hierarchy; size and weight within one family are enough when the steps are clear.',
          },
        ],
      },
      {
        id: 'visual-design-basics-3',
        kind: 'multiple',
        section: 'Grouping: proximity, similarity and common region',
        prompt: 'Which of these use a **Gestalt grouping principle** on purpose? Pick all that apply.',
        options: [
          {
            text: 'Each form label sits 4 px above its field, and each label–field pair is 24 px from the next',
            correct: true,
            why: 'Proximity: the small gap binds a label to its field, the larger gap separates the pairs.',
          },
          {
            text: 'Filters for price, size and colour share a light-grey panel next to the product list',
            correct: true,
            why: 'Common region: the shared background makes the filters one group, separate from the results.',
          },
          {
            text: 'Every clickable link in the app is blue and underlined, and nothing else is',
            correct: true,
            why: 'Similarity: things that look alike are read as alike, so users learn that this style means "link".',
          },
          {
            text: 'The heading is larger than the body text',
            correct: false,
            why: 'That is scale used for hierarchy (what to see first), not a principle of grouping.',
          },
          {
            text: 'All paragraphs are left-aligned',
            correct: false,
            why: 'Alignment creates a clean edge for scanning; on its own it does not say which items belong together.',
          },
        ],
      },
      {
        id: 'visual-design-basics-4',
        kind: 'fill',
        section: 'Closure and figure–ground',
        prompt:
          'A modal dialog stands out because a dimmed overlay pushes the page behind it into the background. The Gestalt principle at work is figure–____.',
        answers: ['ground'],
        caseInsensitive: true,
        why: 'Figure–ground separates what we look at (the dialog, the figure) from what lies behind it (the page, the ground); the overlay makes the split unambiguous.',
      },
      {
        id: 'visual-design-basics-5',
        kind: 'output',
        section: 'Alignment, repetition and white space',
        prompt:
          'A designer checks a form’s spacing: the gap inside each label–field pair must be smaller than the gap between pairs. What does this print?',
        code: {
          language: 'javascript',
          source: `const gaps = [
  { name: 'email', inside: 4, after: 24 },
  { name: 'password', inside: 8, after: 8 },
  { name: 'phone', inside: 12, after: 16 },
];
const unclear = gaps.filter((g) => g.inside >= g.after).map((g) => g.name);
console.log(unclear.length, unclear.join(','));`,
        },
        options: [
          {
            text: '1 password',
            correct: true,
            why: 'Only `password` has an inside gap (8) that is not smaller than the gap after it (8); `phone` has 12 < 16, so it passes.',
          },
          {
            text: '2 password,phone',
            correct: false,
            why: '`phone` passes the check: 12 is smaller than 16, even if the difference is modest.',
          },
          {
            text: '0',
            correct: false,
            why: '`password` fails because `>=` is true when both gaps are 8.',
          },
          {
            text: '1 phone',
            correct: false,
            why: 'The filter keeps pairs whose inside gap is at least the outside gap; for `phone` that is 12 >= 16, which is false.',
          },
        ],
      },
      {
        id: 'visual-design-basics-6',
        kind: 'order',
        section: 'The squint test',
        prompt: 'Put the steps of a squint test on a screen design in order.',
        steps: [
          'Blur a screenshot of the screen (or step back and squint) so the words cannot be read',
          'Note what you see first, second and third',
          'Compare that order with the order of importance for the user’s task',
          'Change size, weight, colour or spacing where the two orders differ, then blur again',
        ],
        why: 'The blur hides the words so only hierarchy remains; you record what stands out, compare it with what should, fix the differences and test again.',
      },
      {
        id: 'visual-design-basics-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the settings card redesign, why did **Cancel** become a plain text button and **Reset** move into a menu?',
        options: [
          {
            text: 'To leave one filled button, so the main action (Save) clearly stands out',
            correct: true,
            why: 'Three identical blue buttons competed; demoting the secondary and rare actions restores a single primary action.',
          },
          {
            text: 'Because text buttons are easier for screen-reader and keyboard users to find than filled buttons',
            correct: false,
            why: 'Neither style is inherently more accessible; the change was about hierarchy, not accessibility.',
          },
          {
            text: 'To save horizontal space on small screens',
            correct: false,
            why: 'Space was not the problem the squint test revealed; the buttons were equally loud, so nothing led.',
          },
          {
            text: 'Because a card may only contain one button',
            correct: false,
            why: 'There is no such rule; a card can hold several actions as long as their importance is visible.',
          },
        ],
      },
      {
        id: 'visual-design-basics-8',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt:
          'A stakeholder wants a dashboard to "pop". Which changes would **weaken** its hierarchy? Pick all that apply.',
        options: [
          {
            text: 'Making every card title bold and coloured',
            correct: true,
            why: 'When everything is emphasised, emphasis stops meaning anything and nothing leads.',
          },
          {
            text: 'Putting a border around every number, card and section',
            correct: true,
            why: 'Boxes inside boxes add noise and compete with the content; space usually groups better.',
          },
          {
            text: 'Using the same spacing inside and between groups to make it look even',
            correct: true,
            why: 'Equal spacing removes proximity as a cue, so groups disappear.',
          },
          {
            text: 'Making the single most important metric larger and leaving the rest as they are',
            correct: false,
            why: 'One clear step in scale for the one thing that matters most strengthens the hierarchy.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'typography',
    questions: [
      {
        id: 'typography-1',
        kind: 'single',
        section: 'Type anatomy in five terms',
        prompt:
          'Two typefaces are both set at 14 px, but one looks clearly bigger and easier to read in a dense table. Which property most likely explains it?',
        options: [
          {
            text: 'It has a larger x-height',
            correct: true,
            why: 'At the same font size, taller lowercase letters make text look bigger and stay readable at small sizes.',
          },
          {
            text: 'It has serifs, which always make small text larger on screen',
            correct: false,
            why: 'Serifs do not change the size of letters; both serif and sans-serif faces can be readable at 14 px.',
          },
          {
            text: 'It has longer descenders that drop further below the baseline',
            correct: false,
            why: 'Long descenders take vertical room but do not make the main body of lowercase letters look larger.',
          },
          {
            text: 'It is an italic style',
            correct: false,
            why: 'Italics slant letters; they do not make text look larger and are usually harder to read in long runs.',
          },
        ],
      },
      {
        id: 'typography-2',
        kind: 'multiple',
        section: 'Choosing and pairing typefaces',
        prompt:
          'You are choosing the one typeface for a banking app used in English, Polish and Turkish. Which checks matter? Pick all that apply.',
        options: [
          {
            text: 'It includes the characters of all three languages, such as ł, ş and ğ',
            correct: true,
            why: 'A font missing characters falls back to another font for single letters, which looks broken.',
          },
          {
            text: 'The digit 1, lowercase l and capital I are easy to tell apart',
            correct: true,
            why: 'Legibility of similar characters matters in account numbers, codes and passwords.',
          },
          {
            text: 'It has tabular figures for amounts and tables',
            correct: true,
            why: 'A banking app is full of columns of numbers, which only line up when every digit has the same width.',
          },
          {
            text: 'It has at least six different display styles for headings',
            correct: false,
            why: 'An interface needs a few weights, not many decorative styles; a regular and a semibold or bold usually suffice.',
          },
          {
            text: 'It is the most distinctive face the team can find, for brand recognition',
            correct: false,
            why: 'For interface text the job (readability, characters, weights) comes before personality; brand can show in a few headings.',
          },
        ],
      },
      {
        id: 'typography-3',
        kind: 'output',
        section: 'Type scales',
        prompt: 'A designer builds a modular scale from a 16 px base with the major third ratio. What does this print?',
        code: {
          language: 'javascript',
          source: `const base = 16;
const ratio = 1.25;
const steps = [0, 1, 2, 3].map((n) => Math.round(base * ratio ** n));
console.log(steps.join(' '));`,
        },
        options: [
          {
            text: '16 20 24 28',
            correct: false,
            why: 'That adds 4 px per step; a modular scale multiplies by the ratio, so the gaps grow with each step.',
          },
          {
            text: '16 20 25 31',
            correct: true,
            why: '16 × 1.25 = 20, × 1.25 = 25, × 1.25 = 31.25, which rounds to 31.',
          },
          {
            text: '16 20 25 32',
            correct: false,
            why: '31.25 rounds down to 31, not up to 32.',
          },
          {
            text: '20 25 31 39',
            correct: false,
            why: 'Step 0 is `ratio ** 0`, which is 1, so the first size is the base itself, 16.',
          },
        ],
      },
      {
        id: 'typography-4',
        kind: 'fill',
        section: 'Line length, line height and paragraph spacing',
        prompt:
          'To keep paragraphs at a comfortable measure at any font size, a developer writes `max-width: 65____;` using the CSS unit based on the width of the zero character.',
        answers: ['ch'],
        why: 'One `ch` is the width of the "0" glyph, so `65ch` is roughly 65 characters, inside the 45–75 range.',
      },
      {
        id: 'typography-5',
        kind: 'multiple',
        section: 'Line length, line height and paragraph spacing',
        prompt:
          'Under WCAG 2.2 SC 1.4.12 Text Spacing, nothing may be lost when a user overrides spacing to which values? Pick all that apply.',
        options: [
          {
            text: 'Line height of at least 1.5 times the font size',
            correct: true,
            why: 'This is the first of the four values the criterion lists.',
          },
          {
            text: 'Spacing after paragraphs of at least 2 times the font size',
            correct: true,
            why: 'Paragraph spacing of 2 × the font size is one of the four overrides.',
          },
          {
            text: 'Letter spacing of at least 0.12 times the font size',
            correct: true,
            why: 'Letter spacing (tracking) of 0.12 × is part of the criterion.',
          },
          {
            text: 'Font size of at least 200 percent',
            correct: false,
            why: 'Resizing text to 200 % is a different criterion, 1.4.4 Resize Text.',
          },
          {
            text: 'Line length of at most 45 characters',
            correct: false,
            why: 'Text spacing says nothing about line length; WCAG 1.4.8 (AAA) limits width to 80 characters.',
          },
        ],
      },
      {
        id: 'typography-6',
        kind: 'single',
        section: 'Sizes in rem and user zoom',
        prompt:
          'A user sets their browser’s default font size to 20 px. Body text is styled `font-size: 1rem` and captions `font-size: 12px`. What happens?',
        options: [
          {
            text: 'Both grow by 25 percent, because browsers scale all text equally',
            correct: false,
            why: 'Changing the default font size changes the root size that rem refers to; px values ignore it.',
          },
          {
            text: 'Body text becomes 20 px; captions stay 12 px',
            correct: true,
            why: '1rem follows the root font size, now 20 px, while a px size is fixed. That is why text should be sized in rem.',
          },
          {
            text: 'Nothing changes: rem and px are both fixed',
            correct: false,
            why: 'rem is relative to the root font size, which comes from the user’s default unless a page overrides it.',
          },
          {
            text: 'Captions become 15 px and body text stays 16 px',
            correct: false,
            why: 'This reverses the behaviour: px does not follow the user’s setting, rem does.',
          },
        ],
      },
      {
        id: 'typography-7',
        kind: 'single',
        section: 'Web fonts and font-display',
        prompt:
          'A news site wants text readable immediately and **no** late font swap that shifts the layout while people read. Which `font-display` value fits?',
        options: [
          {
            text: '`block`',
            correct: false,
            why: '`block` hides text for up to about 3 seconds and then swaps whenever the font arrives: invisible text and a late jump.',
          },
          {
            text: '`swap`',
            correct: false,
            why: '`swap` shows text at once but swaps whenever the font arrives, however late, which can shift the layout mid-read.',
          },
          {
            text: '`optional`',
            correct: true,
            why: 'It shows the fallback almost immediately and uses the web font only if it is ready at once; there is no swap period.',
          },
        ],
      },
      {
        id: 'typography-8',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps the designer followed to set the dashboard’s type in order.',
        steps: [
          'Choose a typeface that fits the job and a fallback stack',
          'Build the type scale from a 16 px base and a ratio',
          'Set line heights, the measure and tabular figures for amounts',
          'Test at 200 percent text size and with increased text spacing',
          'Fix what broke, such as a fixed-height card that clipped text',
        ],
        why: 'The scale depends on the chosen face, spacing and figures are set on the scale, and testing comes before the fixes it reveals.',
      },
    ],
  },
  {
    moduleKey: 'color-and-contrast',
    questions: [
      {
        id: 'color-and-contrast-1',
        kind: 'single',
        section: 'Perceptual lightness and OKLCH',
        prompt:
          'A designer gives every status colour the same HSL lightness of 50 % and expects them to have the same contrast on white. Why does this fail?',
        options: [
          {
            text: 'HSL lightness is not perceived lightness: at 50 % yellow looks far lighter than blue',
            correct: true,
            why: 'HSL is a simple transform of RGB; equal HSL lightness can give contrast from about 1:1 (yellow) to over 8:1 (blue) on white.',
          },
          {
            text: 'HSL cannot describe colours in the sRGB colour space used by browsers',
            correct: false,
            why: 'HSL, RGB and hex all describe the same sRGB colours; the problem is what its lightness number means.',
          },
          {
            text: 'Contrast depends on saturation too, so every status colour must also be given exactly the same saturation',
            correct: false,
            why: 'WCAG contrast depends on relative luminance only; equal saturation would not fix the mismatch.',
          },
          {
            text: 'Browsers round HSL values, which shifts every colour slightly',
            correct: false,
            why: 'Rounding is tiny; the difference between yellow and blue at the same HSL lightness is enormous.',
          },
        ],
      },
      {
        id: 'color-and-contrast-2',
        kind: 'output',
        section: 'Calculating the contrast ratio',
        prompt: 'What does this contrast check of pure red text on white print?',
        code: {
          language: 'python',
          source: `def channel(c):
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

def luminance(r, g, b):
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

red, white = luminance(255, 0, 0), luminance(255, 255, 255)
ratio = (white + 0.05) / (red + 0.05)
print(f"{ratio:.2f}", ratio >= 4.5)`,
        },
        options: [
          {
            text: '4.00 False',
            correct: true,
            why: 'Red’s luminance is 0.2126 (only the red weight), so the ratio is 1.05 / 0.2626 = 4.00, below 4.5.',
          },
          {
            text: '4.50 True',
            correct: false,
            why: 'Pure red is a common near miss: its ratio on white is exactly 4.00, not 4.5.',
          },
          {
            text: '21.00 True',
            correct: false,
            why: '21:1 is black on white; red has a luminance of 0.2126, not 0.',
          },
          {
            text: '0.25 False',
            correct: false,
            why: 'The lighter colour (white) is divided by the darker one, so the ratio is always at least 1.',
          },
        ],
      },
      {
        id: 'color-and-contrast-3',
        kind: 'multiple',
        section: 'Contrast: what WCAG 2.2 asks',
        prompt:
          'Which of these need a contrast of at least **3:1** (and not 4.5:1) under WCAG 2.2 AA? Pick all that apply.',
        options: [
          {
            text: 'A text field’s border, when it is the only thing that shows where the field is',
            correct: true,
            why: 'Visual information needed to identify a component falls under 1.4.11 Non-text Contrast: 3:1 against adjacent colours.',
          },
          {
            text: 'A heading set at 32 px regular weight',
            correct: true,
            why: '32 px is above 18 pt (about 24 px), so it is large text and needs 3:1.',
          },
          {
            text: 'The line of a single-series chart that users must see to read the trend',
            correct: true,
            why: 'Graphical objects needed to understand content need 3:1 under 1.4.11.',
          },
          {
            text: 'A 14 px caption under a photo',
            correct: false,
            why: '14 px regular is normal-size text, so it needs 4.5:1.',
          },
          {
            text: 'The placeholder hint inside an empty input',
            correct: false,
            why: 'Placeholder text is text at normal size, so 4.5:1 applies.',
          },
        ],
      },
      {
        id: 'color-and-contrast-4',
        kind: 'fill',
        section: 'Contrast: what WCAG 2.2 asks',
        prompt:
          'Under WCAG 2.2 SC 1.4.3, normal-size body text needs a contrast ratio of at least ____:1 against its background.',
        answers: ['4.5'],
        why: '1.4.3 Contrast (Minimum) asks for 4.5:1 for text, with 3:1 allowed only for large text (18 pt, or 14 pt bold).',
      },
      {
        id: 'color-and-contrast-5',
        kind: 'single',
        section: 'Never colour alone',
        prompt:
          'A delivery tracker shows each order’s status as a coloured dot: green delivered, amber on the way, red delayed. What is the best fix for WCAG 1.4.1?',
        options: [
          {
            text: 'Use darker shades of the same three colours so they meet 4.5:1',
            correct: false,
            why: 'Better contrast does not help someone who cannot tell red from green; the information is still in colour alone.',
          },
          {
            text: 'Add the status as a text label next to each dot',
            correct: true,
            why: 'A second cue that does not depend on colour (text, or a distinct icon) carries the meaning for everyone.',
          },
          {
            text: 'Replace the colours with shades of blue from light to dark so that nobody is left out',
            correct: false,
            why: 'Shades of one hue are still only colour, and three similar blues are hard for anyone to tell apart.',
          },
          {
            text: 'Add a legend at the bottom of the page explaining the three colours',
            correct: false,
            why: 'A legend explains the colours but users must still distinguish them to use it.',
          },
        ],
      },
      {
        id: 'color-and-contrast-6',
        kind: 'order',
        section: 'Building a palette: tints, shades and roles',
        prompt: 'Put the steps of building a product palette from a new brand colour in order.',
        steps: [
          'Pick the brand hue and the neutral greys',
          'Generate a scale of tints and shades for each, from about 50 to 900',
          'Assign roles such as primary button, body text, border and surface to steps',
          'Check the contrast of every text and component pair the roles create',
          'Map the same roles to other steps for the dark theme and check again',
        ],
        why: 'Scales come from the chosen hues, roles pick steps from the scales, contrast is checked on real role pairs, and a dark theme remaps the same roles.',
      },
      {
        id: 'color-and-contrast-7',
        kind: 'single',
        section: 'Dark mode',
        prompt: 'A team adds dark mode by inverting every colour of the light theme. What is the main problem?',
        options: [
          {
            text: 'Inverted colours are not allowed in sRGB',
            correct: false,
            why: 'Any sRGB colour can be inverted; the problem is how the result looks and reads.',
          },
          {
            text: 'Pure black backgrounds and saturated brand colours glare or fail contrast, and every pair still needs checking',
            correct: true,
            why: 'Dark themes use dark greys, lighter and less saturated accents, and their own contrast checks; inversion does none of that.',
          },
          {
            text: 'Dark mode must reuse the exact light-mode colour values everywhere, or users will no longer recognise the brand',
            correct: false,
            why: 'The same values would put dark text on dark backgrounds; dark mode maps the same roles to different steps.',
          },
        ],
      },
      {
        id: 'color-and-contrast-8',
        kind: 'multiple',
        section: 'Worked example',
        prompt: 'In the sign-up form audit, which fixes addressed a failure? Pick all that apply.',
        options: [
          {
            text: 'Darkening the input borders to about 3.25:1',
            correct: true,
            why: 'The borders identify the fields, so they need 3:1 under 1.4.11; the old 1.47:1 failed.',
          },
          {
            text: 'Using a darker green, #15803D, behind the white button text',
            correct: true,
            why: 'White on the bright green was 2.28:1; the darker shade gives 5.02:1 and keeps the hue.',
          },
          {
            text: 'Adding an icon and a message to the error state',
            correct: true,
            why: 'A red border alone failed 1.4.1 Use of Color; the icon and text add non-colour cues.',
          },
          {
            text: 'Changing the body text colour',
            correct: false,
            why: 'Body text was already 10.31:1 and passed, so it did not need to change.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'layout-and-grids',
    questions: [
      {
        id: 'layout-and-grids-1',
        kind: 'output',
        section: 'Column grids: columns, gutters and margins',
        prompt: 'A designer computes a 12-column grid inside a 1,200 px container. What does this print?',
        code: {
          language: 'javascript',
          source: `const container = 1200;
const columns = 12;
const gutter = 24;
const column = (container - (columns - 1) * gutter) / columns;
const span = (n) => n * column + (n - 1) * gutter;
console.log(column, span(4));`,
        },
        options: [
          {
            text: '100 400',
            correct: false,
            why: '100 px ignores the gutters: 12 columns of 100 px fill the container with no gaps at all.',
          },
          {
            text: '78 384',
            correct: true,
            why: '11 gutters take 264 px, leaving 936 / 12 = 78 px per column; 4 columns plus 3 gutters are 312 + 72 = 384 px.',
          },
          {
            text: '76 376',
            correct: false,
            why: 'That subtracts 12 gutters; between 12 columns there are only 11.',
          },
          {
            text: '78 312',
            correct: false,
            why: '312 is four columns without the three gutters between them, which the span includes.',
          },
        ],
      },
      {
        id: 'layout-and-grids-2',
        kind: 'fill',
        section: 'Spacing scales and the 8-point grid',
        prompt:
          'A team uses the scale 4, 8, 12, 16, 24, 32. A developer measured a 15 px gap in an old screen; on the scale it becomes ____ px.',
        answers: ['16'],
        why: '16 is the nearest value on the scale; rounding stray values to the scale is how drifting spacing gets cleaned up.',
      },
      {
        id: 'layout-and-grids-3',
        kind: 'single',
        section: 'Baseline rhythm and alignment',
        prompt: 'A product keeps a 4 px vertical rhythm. Which line height fits 18 px body text?',
        options: [
          {
            text: '27 px',
            correct: false,
            why: '27 is 1.5 × 18, a fine ratio, but it is not a multiple of 4 and breaks the rhythm.',
          },
          {
            text: '28 px',
            correct: true,
            why: '28 is a multiple of 4 and about 1.56 × 18, comfortable for body text.',
          },
          {
            text: '30 px',
            correct: false,
            why: '30 divided by 4 is 7.5, so it is off the 4 px rhythm.',
          },
          {
            text: '18 px',
            correct: false,
            why: 'A line height equal to the font size is far too tight for body text, and 18 is not a multiple of 4 either.',
          },
        ],
      },
      {
        id: 'layout-and-grids-4',
        kind: 'single',
        section: 'Breakpoints and window size classes',
        prompt: 'An app window is 700 dp wide. Which Material 3 window size class is it?',
        options: [
          {
            text: 'Compact',
            correct: false,
            why: 'Compact is under 600 dp, a phone held upright.',
          },
          {
            text: 'Medium',
            correct: true,
            why: 'Medium covers 600 to 839 dp, such as a tablet held upright or an unfolded foldable.',
          },
          {
            text: 'Expanded',
            correct: false,
            why: 'Expanded starts at 840 dp.',
          },
          {
            text: 'It depends on whether the device is a phone or a tablet',
            correct: false,
            why: 'Window size classes describe the space available to the app, not the device type.',
          },
        ],
      },
      {
        id: 'layout-and-grids-5',
        kind: 'multiple',
        section: 'Touch targets',
        prompt: 'Which of these targets pass WCAG 2.2 SC 2.5.8 Target Size (Minimum)? Pick all that apply.',
        options: [
          {
            text: 'A 32 × 32 CSS px "close" button',
            correct: true,
            why: 'It is larger than the 24 × 24 CSS px minimum.',
          },
          {
            text: 'A link inside a sentence of body text, 16 px tall',
            correct: true,
            why: 'Inline targets in a sentence are an exception to 2.5.8.',
          },
          {
            text: 'A 20 × 20 px icon button with no other target within 30 px',
            correct: true,
            why: 'The spacing exception: a 24 px circle centred on it overlaps no other target or circle.',
          },
          {
            text: 'Two 16 × 16 px icon buttons placed edge to edge',
            correct: false,
            why: 'They are under 24 px and their 24 px circles would overlap the neighbouring target, so no exception applies.',
          },
        ],
      },
      {
        id: 'layout-and-grids-6',
        kind: 'single',
        section: 'Content width',
        prompt:
          'On a 2,560 px monitor, a help article stretches to full width and lines run to about 200 characters. What should the designer do?',
        options: [
          {
            text: 'Increase the font size until the lines are shorter',
            correct: false,
            why: 'Huge text to fill the width is a workaround that hurts hierarchy; the fix is to limit the width.',
          },
          {
            text: 'Give the text a maximum width and let the margins grow',
            correct: true,
            why: 'Capping the content width keeps lines near 45–75 characters whatever the screen size.',
          },
          {
            text: 'Split the article into as many columns as fit the screen, like a newspaper',
            correct: false,
            why: 'Multiple columns on a scrolling screen force readers up and down; one capped column is easier.',
          },
          {
            text: 'Nothing; long lines are fine on large screens',
            correct: false,
            why: 'Very long lines make it hard to find the start of the next line, on any screen.',
          },
        ],
      },
      {
        id: 'layout-and-grids-7',
        kind: 'single',
        section: 'How people scan: F and Z patterns',
        prompt: 'What does Nielsen Norman Group conclude about the F-shaped reading pattern?',
        options: [
          {
            text: 'Designers should arrange every page in an F shape to match how people read',
            correct: false,
            why: 'NN/g presents the F-pattern as something to design against, not a layout to copy.',
          },
          {
            text: 'It is a symptom of pages that are hard to scan, not a layout to copy',
            correct: true,
            why: 'People fall into the F when a page gives them no better way to scan it; headings, short paragraphs and strong first words help.',
          },
          {
            text: 'It only happens on mobile phones',
            correct: false,
            why: 'It was first observed on desktop pages, and NN/g later found it on mobile too.',
          },
        ],
      },
      {
        id: 'layout-and-grids-8',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the designer’s steps for the "My orders" page in order.',
        steps: [
          'Set up the grids for compact and expanded windows',
          'Decide the regions: filters, list and details, per window size',
          'Space the cards and sections with values from the scale',
          'Enlarge small tap targets and their hit areas',
          'Squint to check that each card’s status leads',
        ],
        why: 'Regions are placed on the grid, spacing works inside the regions, targets are sized on the laid-out components, and the scan check comes last.',
      },
    ],
  },
  {
    moduleKey: 'design-systems',
    questions: [
      {
        id: 'design-systems-1',
        kind: 'single',
        section: 'What a design system is',
        prompt:
          'A manager says "We have a design system: it is our Figma file of buttons." What is missing from that description?',
        options: [
          {
            text: 'Nothing: a shared component file is a complete design system',
            correct: false,
            why: 'A component file is one part; without rules, code and ownership, teams still drift apart.',
          },
          {
            text: 'Coded components, guidance on using them, and the people and process behind them',
            correct: true,
            why: 'A design system is a complete set of standards for designing at scale: design and code components, usage guidance and governance together.',
          },
          {
            text: 'Only a brand logo and a colour palette',
            correct: false,
            why: 'A logo and palette are a brand style guide, a smaller thing than a design system.',
          },
          {
            text: 'A second Figma file for the mobile app, since every platform needs its own separate system',
            correct: false,
            why: 'Platforms may need platform variants, but the missing parts are code, guidance and governance, not more files.',
          },
        ],
      },
      {
        id: 'design-systems-2',
        kind: 'multiple',
        section: 'Design tokens: primitive and semantic',
        prompt: 'Which of these are **semantic** tokens? Pick all that apply.',
        options: [
          {
            text: '`color.text.danger` pointing to `color.red.700`',
            correct: true,
            why: 'It names a purpose (danger text) and refers to a primitive for its value.',
          },
          {
            text: '`color.surface` pointing to `color.grey.0` in light mode and `color.grey.900` in dark mode',
            correct: true,
            why: 'A semantic token keeps its name across themes while the primitive it points to changes.',
          },
          {
            text: '`color.blue.600` with the value `#0B57D0`',
            correct: false,
            why: 'This is a primitive: it names a raw value, not where to use it.',
          },
          {
            text: '`space.4` with the value 16 px',
            correct: false,
            why: 'A step on the spacing scale is a primitive; `space.inset.card` pointing to it would be semantic.',
          },
        ],
      },
      {
        id: 'design-systems-3',
        kind: 'output',
        section: 'The design tokens format',
        prompt: 'This script resolves aliases in a DTCG-style token file. What does it print?',
        code: {
          language: 'javascript',
          source: `const tokens = {
  space: { 2: { $type: 'dimension', $value: { value: 8, unit: 'px' } }, 4: { $type: 'dimension', $value: { value: 16, unit: 'px' } } },
  inset: { card: { $value: '{space.4}' }, chip: { $value: '{inset.tight}' }, tight: { $value: '{space.2}' } },
};
const get = (path) => path.split('.').reduce((node, key) => node[key], tokens);
function resolve(path) {
  const v = get(path).$value;
  return typeof v === 'string' && v.startsWith('{') ? resolve(v.slice(1, -1)) : v;
}
const show = (p) => { const d = resolve(p); return d.value + d.unit; };
console.log(show('inset.card'), show('inset.chip'));`,
        },
        options: [
          {
            text: '16px 8px',
            correct: true,
            why: '`inset.card` → `space.4` = 16px; `inset.chip` → `inset.tight` → `space.2` = 8px, following two aliases.',
          },
          {
            text: '16px {space.2}',
            correct: false,
            why: '`resolve` calls itself again whenever the value is an alias, so chains of aliases are followed to the end.',
          },
          {
            text: '4px 2px',
            correct: false,
            why: 'The 4 and 2 are token names (steps of the scale), not their values.',
          },
          {
            text: '16px undefinedpx',
            correct: false,
            why: 'Every alias points to an existing token, so each resolves to an object with a value and a unit.',
          },
        ],
      },
      {
        id: 'design-systems-4',
        kind: 'fill',
        section: 'Governance, contribution and versioning',
        prompt:
          'A component library at version 2.5.0 removes a colour token that teams use. Following semantic versioning, the release is numbered ____.',
        answers: ['3.0.0'],
        why: 'Removing something people depend on is a breaking change, so the MAJOR number goes up and MINOR and PATCH reset to 0.',
      },
      {
        id: 'design-systems-5',
        kind: 'multiple',
        section: 'Components: anatomy, variants and states',
        prompt:
          'A designer hands over a new "Save" button specified only in its default look. Which states are still missing? Pick all that apply.',
        options: [
          {
            text: 'Focus, with a visible indicator',
            correct: true,
            why: 'Keyboard users need to see where they are, and 1.4.11 asks for 3:1 contrast on the indicator.',
          },
          {
            text: 'Loading, while the save is in progress',
            correct: true,
            why: 'Without it, people press again and save twice, or think nothing happened.',
          },
          {
            text: 'Disabled, and how the reason is explained',
            correct: true,
            why: 'If the button can be unavailable, its look and explanation must be designed too.',
          },
          {
            text: 'A second typeface for the label',
            correct: false,
            why: 'Typefaces come from the system’s typography tokens; a state does not need a new one.',
          },
          {
            text: 'A separate colour for every page the button appears on',
            correct: false,
            why: 'That is the drift a design system exists to prevent; the same component looks the same everywhere.',
          },
        ],
      },
      {
        id: 'design-systems-6',
        kind: 'single',
        section: 'Documentation that people use',
        prompt:
          'Why do strong component pages, such as the GOV.UK Design System’s, include "when **not** to use this"?',
        options: [
          {
            text: 'To keep pages short by hiding the advanced options',
            correct: false,
            why: 'The section adds guidance; it does not hide options.',
          },
          {
            text: 'Because accessibility laws require a written warning on every component page of a public system',
            correct: false,
            why: 'There is no such legal requirement; the reason is practical.',
          },
          {
            text: 'To stop a component being used for the wrong job, which is how inconsistency creeps back',
            correct: true,
            why: 'Misuse (a button for navigation, a modal for a long form) creates new problems even when the component itself is right.',
          },
        ],
      },
      {
        id: 'design-systems-7',
        kind: 'single',
        section: 'When a team needs one',
        prompt:
          'A two-person startup with one product and one designer asks whether to build a full design system with a governance board. What is the best advice?',
        options: [
          {
            text: 'Yes: every product needs a complete system with governance from the first day',
            correct: false,
            why: 'A full system has real costs; at this size they outweigh the benefits.',
          },
          {
            text: 'Start small with a few tokens, shared components and principles, then grow',
            correct: true,
            why: 'The full system pays off when several teams or products must look and behave as one; early on, the basics prevent drift cheaply.',
          },
          {
            text: 'No: design systems are only for companies with more than 1,000 employees',
            correct: false,
            why: 'There is no size threshold; what matters is how many teams and products must stay consistent.',
          },
          {
            text: 'Skip tokens and components entirely and copy screens from an existing app',
            correct: false,
            why: 'Copying brings no shared source of truth; even a tiny team benefits from a few tokens and components.',
          },
        ],
      },
      {
        id: 'design-systems-8',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the designer’s steps for consolidating the travel company’s buttons in order.',
        steps: [
          'Audit every button style in the products',
          'Define primitive and semantic colour tokens and check their contrast',
          'Design one button component with three variants and two sizes',
          'Specify every state, long labels and 200 percent text size',
          'Document usage and release the library, deprecating the old styles',
        ],
        why: 'You need the audit to know what to replace, tokens before the component that uses them, states on the finished variants, and documentation with the release.',
      },
    ],
  },
];
