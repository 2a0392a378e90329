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
  // user-flows-and-journey-maps
  {
    key: 'ux-design-106',
    kind: 'single',
    prompt:
      'A diagram shows one path that every shopper takes: Basket → Address → Payment → Confirmation, with no branches and no entry points other than the basket. What is it?',
    options: opts('A task flow', 'A user flow', 'A wireflow', 'A service blueprint'),
    correct: ['a'],
    explanation:
      'A task flow is the single unbranched path for one task. A user flow would add a specific user’s entry points, decisions and alternative endings; a wireflow would show wireframes on the nodes.',
    moduleKey: 'user-flows-and-journey-maps',
    section: 'Task flows, user flows and wireflows',
  },
  {
    key: 'ux-design-107',
    kind: 'multiple',
    prompt: 'Which of these are among the five key components NN/g lists for a journey map? Choose all that apply.',
    options: opts(
      'The actor whose point of view the map takes',
      'The scenario and the actor’s expectations',
      'The colour palette and fonts of the product',
      'Opportunities to improve the experience',
      'The database tables each phase reads and writes',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'NN/g’s five components are the actor, the scenario and expectations, the journey phases, the actions, mindsets and emotions, and the opportunities. Visual styling and data storage are not part of a journey map.',
    moduleKey: 'user-flows-and-journey-maps',
    section: 'Customer journey maps',
  },
  {
    key: 'ux-design-108',
    kind: 'single',
    prompt:
      'In a service blueprint for a hotel stay, where does “housekeeping cleans and checks the room before the guest arrives” belong?',
    options: opts('Evidence', 'Customer actions', 'Frontstage actions', 'Backstage actions'),
    correct: ['d'],
    explanation:
      'Staff do this work out of the guest’s sight, below the line of visibility, so it is a backstage action. The clean room the guest later sees is the evidence.',
    moduleKey: 'user-flows-and-journey-maps',
    section: 'Service blueprints',
  },
  {
    key: 'ux-design-109',
    kind: 'output',
    prompt: 'This script follows the first exit of every step of a checkout flow. What does it print?',
    code: `const flow = { Start: ['Cart'], Cart: ['Address'], Address: ['Payment'], Payment: ['Done', 'Declined'], Declined: ['Payment', 'Help'] };
let step = 'Start';
let n = 0;
while (flow[step]) {
  step = flow[step][0];
  n++;
}
console.log(n, step);`,
    language: 'javascript',
    options: opts('4 Done', '5 Done', '4 Payment', 'It never stops, because Declined leads back to Payment'),
    correct: ['a'],
    explanation:
      'Taking the first exit each time gives Start → Cart → Address → Payment → Done: four moves, ending at Done, which has no exits and is an end state. The Declined error path loops back, but the first exit of Payment never enters it.',
    moduleKey: 'user-flows-and-journey-maps',
    section: 'Flow notation',
  },
  {
    key: 'ux-design-110',
    kind: 'single',
    prompt:
      'A team spent three weeks on a beautiful journey-map poster. Six months later nothing in the product has changed because of it. What does the lesson suggest was missing?',
    options: opts(
      'More phases, so that every screen of the product appears on the map',
      'Opportunities that someone owns and acts on',
      'A second poster showing the same map as a service blueprint',
      'A larger print format so the whole office can read it',
    ),
    correct: ['b'],
    explanation:
      'A map earns its cost only when it leads to opportunities with owners. Without them it becomes a decoration, however good it looks.',
    moduleKey: 'user-flows-and-journey-maps',
    section: 'Common mistakes',
  },
];
