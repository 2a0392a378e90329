import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** ux-design exam questions, part visual (issue 29). Keys are stable: never rename or reuse them. */
export const UX_DESIGN_EXAM_VISUAL: ExamQuestionContent[] = [
  // visual-design-basics
  {
    key: 'ux-design-201',
    kind: 'single',
    prompt:
      'On a checkout page the "Apply coupon" link is bright orange and bold, while the "Pay now" button is mid-grey. Users keep clicking the coupon link first. What is the best fix?',
    options: opts(
      'Make both elements bright orange and bold so that neither of them can be overlooked by anyone',
      'Move the coupon link below the footer',
      'Give "Pay now" the strongest emphasis and restyle the coupon as a normal link',
      'Add an arrow icon pointing at "Pay now"',
    ),
    correct: ['c'],
    explanation:
      'Visual hierarchy should match the order of importance: the main action gets the strongest weight and colour, and secondary actions recede. Making both loud flattens the hierarchy; hiding the link or adding arrows treats a symptom.',
    moduleKey: 'visual-design-basics',
    section: 'Visual hierarchy: size, weight, colour and position',
  },
  {
    key: 'ux-design-202',
    kind: 'multiple',
    prompt:
      'A pricing page shows three plans side by side. Which design choices make each plan’s price, features and button read as one group? Choose all that apply.',
    options: opts(
      'Each plan sits on its own card with a subtle background',
      'The space between plans is clearly larger than the space between items within a plan',
      'Every price uses the same size and weight across the three plans',
      'The three plan names use three different typefaces',
    ),
    correct: ['a', 'b'],
    explanation:
      'A card is a common region and the larger gap between plans uses proximity; both bind each plan’s content together. Identical price styling is similarity across plans (it links the prices to each other, not each price to its plan), and three typefaces only add noise.',
    moduleKey: 'visual-design-basics',
    section: 'Grouping: proximity, similarity and common region',
  },
  {
    key: 'ux-design-203',
    kind: 'single',
    prompt:
      'A mobile home screen shows a horizontal row of category tiles, and the last visible tile is deliberately cut in half by the screen edge. Which principle makes people guess that the row scrolls sideways?',
    options: opts('Similarity', 'Closure', 'Figure–ground', 'Symmetrical balance'),
    correct: ['b'],
    explanation:
      'The brain completes the partial tile and the row beyond it, so the cut-off tile signals that more content continues off screen. Similarity would only say the tiles are alike.',
    moduleKey: 'visual-design-basics',
    section: 'Closure and figure–ground',
  },
  {
    key: 'ux-design-204',
    kind: 'output',
    prompt: 'A design review script counts the distinct text sizes used on one screen. What does it print?',
    code: `sizes = [28, 16, 16, 14, 16, 20, 14, 16, 13]
distinct = sorted(set(sizes), reverse=True)
print(len(distinct), "too many" if len(distinct) > 3 else "ok")`,
    language: 'python',
    options: opts('9 too many', '4 too many', '5 too many', '3 ok'),
    correct: ['c'],
    explanation:
      'The set keeps 28, 20, 16, 14 and 13, five sizes, which is more than the rule of thumb of about three; 13 and 14 px in particular are too close to read as different levels.',
    moduleKey: 'visual-design-basics',
    section: 'Contrast and scale',
  },
  {
    key: 'ux-design-205',
    kind: 'single',
    prompt:
      'You blur a screenshot of a sign-up page. The largest, darkest shape is a stock photo; the form and its button barely show. What does this tell you?',
    options: opts(
      'The page is fine, because large photos always attract attention first on any page and that cannot be changed',
      'The blur was too strong to judge anything; the test only works on wireframes',
      'The button colour fails WCAG contrast and must be changed first',
      'Decoration leads instead of the page’s purpose: give the form more weight or the photo less',
    ),
    correct: ['d'],
    explanation:
      'The squint test shows what the eye notices first once words cannot be read. If the photo wins, the order of attention does not match the order of importance, and the designer rebalances size, weight or contrast.',
    moduleKey: 'visual-design-basics',
    section: 'The squint test',
  },
];
