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
];
