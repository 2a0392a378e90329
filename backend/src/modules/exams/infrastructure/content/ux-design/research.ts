import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** ux-design exam questions, part research (issue 29). Keys are stable: never rename or reuse them. Every output question was run with python3 or Node 24. */
export const UX_DESIGN_EXAM_RESEARCH: ExamQuestionContent[] = [
  // ux-design-process
  {
    key: 'ux-design-001',
    kind: 'single',
    prompt:
      'A team has finished its interviews and is clustering the findings on a wall so it can agree on one clearly worded challenge to work on. Which Double Diamond phase is it in?',
    options: opts('Discover', 'Define', 'Develop', 'Deliver'),
    correct: ['b'],
    explanation:
      'Making sense of research and narrowing it to a stated problem is Define, the converging half of the first diamond. Discover gathered the findings; Develop would start generating solutions.',
    moduleKey: 'ux-design-process',
    section: 'The Double Diamond: two rounds of diverge and converge',
  },
  {
    key: 'ux-design-002',
    kind: 'multiple',
    prompt:
      'A product team lists its goals for the quarter. Which of them are outcomes rather than deliverables? Choose all that apply.',
    options: opts(
      'Support tickets about password resets fall by a third',
      'A clickable prototype of the new sign-up flow',
      'The median time to file an expense claim drops from six minutes to three',
      'A research report summarising twelve interviews',
    ),
    correct: ['a', 'c'],
    explanation:
      'Outcomes are measurable changes in what people do or experience. A prototype and a report are things the team makes on the way there.',
    moduleKey: 'ux-design-process',
    section: 'Deliverables versus outcomes',
  },
  {
    key: 'ux-design-003',
    kind: 'single',
    prompt: 'Which of these is written the way Lean UX asks a team to frame its work?',
    options: opts(
      'Build a saved-searches page with filters, sorting and export by the end of March',
      'We believe that frequent buyers will reorder more often if they can repeat a past order in one tap; we will know when repeat orders per buyer rise',
      'Users want a better experience, so we will redesign the home page',
      'The design team will deliver wireframes for all twelve screens before development starts',
    ),
    correct: ['b'],
    explanation:
      'Lean UX replaces requirements with testable hypotheses that name the users, the change and the measurable signal of success. The others are fixed requirements, vague wishes or deliverables.',
    moduleKey: 'ux-design-process',
    section: 'Design thinking and Lean UX',
  },
  {
    key: 'ux-design-004',
    kind: 'output',
    prompt:
      'Of 800 visitors, 320 finished sign-up before a redesign and 392 after it (same traffic). What does this print?',
    code: `visits = 800
before, after = 320, 392
print(round((after - before) / visits * 100), "points")`,
    language: 'python',
    options: opts('9 points', '22 points', '72 points', '40 points'),
    correct: ['a'],
    explanation:
      'The completion rate went from 40 % to 49 %: 72 more sign-ups out of 800 visitors is 9 percentage points. 22 would be the relative rise (72 / 320), which the code does not compute.',
    moduleKey: 'ux-design-process',
    section: 'Deliverables versus outcomes',
  },
  {
    key: 'ux-design-005',
    kind: 'single',
    prompt:
      'In a product trio, who normally owns the decision about which customer problem the team tackles next and why it matters to the business?',
    options: opts(
      'The product manager',
      'The designer',
      'The engineering lead',
      'Whoever joined the team most recently',
    ),
    correct: ['a'],
    explanation:
      'The product manager owns the why and the what: goals, priorities and the roadmap. The designer owns how it works for people and the engineering lead how it is built, and good trios decide the big questions together.',
    moduleKey: 'ux-design-process',
    section: 'Working in a product team',
  },
];
