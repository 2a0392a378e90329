import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** ux-design exam questions, part structure (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24 or python3. */
export const UX_DESIGN_EXAM_STRUCTURE: ExamQuestionContent[] = [
  // information-architecture
  {
    key: 'ux-design-101',
    kind: 'single',
    prompt:
      'A city council’s website groups its pages under “Pay”, “Apply”, “Report a problem” and “Book”. Which organisation scheme is this?',
    options: opts('By audience', 'By task', 'By topic', 'Chronological'),
    correct: ['b'],
    explanation:
      'Each group is something a resident comes to do, which is a task-based scheme. It suits services that people visit to get something done rather than to browse.',
    moduleKey: 'information-architecture',
    section: 'Organisation schemes and labels',
  },
  {
    key: 'ux-design-102',
    kind: 'multiple',
    prompt: 'Which statements about tree testing are true? Choose all that apply.',
    options: opts(
      'Participants see a text-only version of the hierarchy, without visual design or search',
      'It tells you what participants would call each category in their own words',
      'Directness is the share of participants who reached a correct answer without backtracking',
      'Because it is usually unmoderated and quantitative, it needs more participants than a typical think-aloud test',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'A tree test isolates the structure and labels and measures findability with success, directness and first clicks, so NN/g suggests around 50 participants or more. Finding the users’ own words for categories is what an open card sort does.',
    moduleKey: 'information-architecture',
    section: 'Tree testing',
  },
  {
    key: 'ux-design-103',
    kind: 'output',
    prompt: 'Four participants did an open card sort. What does this similarity calculation print?',
    code: `const sorts = [
  { Certificates: 'My stuff', Progress: 'My stuff', Blog: 'Community' },
  { Certificates: 'Account', Progress: 'Learning', Blog: 'News' },
  { Certificates: 'Profile', Progress: 'Profile', Blog: 'Profile' },
  { Certificates: 'Earned', Progress: 'Earned', Blog: 'Read' },
];
const together = (a, b) => sorts.filter((s) => s[a] === s[b]).length / sorts.length;
console.log(together('Certificates', 'Progress'), together('Progress', 'Blog'));`,
    language: 'javascript',
    options: opts('0.75 0.25', '0.5 0.25', '0.75 0', '3 1'),
    correct: ['a'],
    explanation:
      'Three of the four participants put Certificates and Progress in the same group (0.75), and only one put Progress and Blog together (0.25). A high similarity suggests the two items belong under one label.',
    moduleKey: 'information-architecture',
    section: 'Card sorting',
  },
  {
    key: 'ux-design-104',
    kind: 'single',
    prompt:
      'A designer wants to add breadcrumbs (Basket › Delivery › Payment › Confirm) to a four-step checkout so people see how far they are. What does the GOV.UK Design System advise?',
    options: opts(
      'Use them: breadcrumbs are the standard way to show progress through steps',
      'Do not use breadcrumbs to show progress through a linear journey; they show where a page sits in a site’s hierarchy',
      'Use them only on mobile, where space for a step indicator is short',
      'Use them, but leave out the current step so the trail stays short',
    ),
    correct: ['b'],
    explanation:
      'Breadcrumbs help people understand and move between the levels of a hierarchical site. The GOV.UK guidance says not to use them on flat sites or to show progress through a linear journey or transaction.',
    moduleKey: 'information-architecture',
    section: 'Navigation systems and search',
  },
  {
    key: 'ux-design-105',
    kind: 'single',
    prompt:
      'Site search logs show that “refund” is the most searched word, yet there is a top-level menu item “Billing & Entitlements” that contains the refund page. What does this most likely tell you?',
    options: opts(
      'The search engine needs better ranking, and the menu can stay as it is',
      'People do not use menus any more, so the menu item can be removed',
      'The label does not match the users’ words, so they cannot see that refunds live there',
      'Refunds are too popular, so the refund page should be hidden to reduce requests',
    ),
    correct: ['c'],
    explanation:
      'Frequent searches for something the menu already contains suggest that its label or position does not match people’s mental model. Use the users’ words, such as “Payments and refunds”, and test the change.',
    moduleKey: 'information-architecture',
    section: 'Navigation systems and search',
  },
];
