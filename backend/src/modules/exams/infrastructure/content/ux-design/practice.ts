import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** ux-design exam questions, part practice (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24 or python3. */
export const UX_DESIGN_EXAM_PRACTICE: ExamQuestionContent[] = [
  // interaction-design
  {
    key: 'ux-design-301',
    kind: 'single',
    prompt:
      'Exporting a year of invoices to a spreadsheet takes 30 to 40 seconds. Which feedback fits NN/g’s response-time guidance best?',
    options: opts(
      'None, the file appears when it is ready',
      'A looped spinner until the download starts',
      'A percent-done bar or step count, so people can decide whether to wait or do something else',
      'A modal that blocks the page and says “Please wait”',
    ),
    correct: ['c'],
    explanation:
      'Beyond about 10 seconds people lose attention and want to know how long the wait will be, so a percent-done indicator fits; looped spinners suit waits of a few seconds.',
    moduleKey: 'interaction-design',
    section: 'Feedback and response times',
  },
  {
    key: 'ux-design-302',
    kind: 'multiple',
    prompt: 'Which of these are signifiers in a web interface? Choose all that apply.',
    options: opts(
      'The underline on a text link',
      'The blinking caret inside a focused text field',
      'The fact that the server accepts a POST request on the form’s URL',
      'The pointer changing to a grab hand over a draggable row',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Signifiers are perceivable cues that say what can be done and where. What the server accepts is part of the hidden affordance, not something a person can perceive.',
    moduleKey: 'interaction-design',
    section: 'Affordances, signifiers, mapping and constraints',
  },
  {
    key: 'ux-design-303',
    kind: 'output',
    prompt: 'This script computes the Hick’s-law term log2(n + 1) for three menu sizes. What does it print?',
    code: `const bits = (n) => Math.log2(n + 1);
console.log([3, 7, 15].map(bits).join(' '));`,
    language: 'javascript',
    options: opts('2 3 4', '3 7 15', '1.58 2.81 3.91', '4 8 16'),
    correct: ['a'],
    explanation:
      'log2(4) = 2, log2(8) = 3 and log2(16) = 4: each doubling of the choices (plus one) adds a single bit, which is why decision time grows slowly with more equally likely options.',
    moduleKey: 'interaction-design',
    section: "Fitts's law and Hick's law",
  },
  {
    key: 'ux-design-304',
    kind: 'single',
    prompt:
      'In a file list, the “Delete” and “Rename” icons appear only when the mouse hovers over a row. What is the main interaction problem?',
    options: opts(
      'Touch-screen users have no hover, so they cannot find the actions at all',
      'The icons use too many colours',
      'Hovering is too fast for people to notice the icons',
      'Icons can never be used for actions',
    ),
    correct: ['a'],
    explanation:
      'Touch screens have no hover state, and keyboard users may not trigger it either, so hover-only controls hide functions from many people; show them on focus and keep a visible alternative such as a row menu.',
    moduleKey: 'interaction-design',
    section: 'Designing for keyboard and touch',
  },
  {
    key: 'ux-design-305',
    kind: 'single',
    prompt:
      'In Dan Saffer’s model of a microinteraction, what is the pull-down gesture that starts “pull to refresh” in a mail app?',
    options: opts('The trigger', 'The rules', 'The feedback', 'The loops and modes'),
    correct: ['a'],
    explanation:
      'The trigger starts the microinteraction; the rules decide what happens (fetch new mail), the feedback shows it (the spinner, new messages) and loops and modes cover what changes over time.',
    moduleKey: 'interaction-design',
    section: 'Microinteractions and motion',
  },
];
