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
  // user-research
  {
    key: 'ux-design-006',
    kind: 'single',
    prompt:
      'A team runs an A/B test: half of the visitors see a one-page checkout, half the existing three-step one, and it counts completed orders. Where does this sit in NN/g’s landscape of research methods?',
    options: opts(
      'Behavioural and quantitative',
      'Attitudinal and quantitative',
      'Behavioural and qualitative',
      'Attitudinal and qualitative',
    ),
    correct: ['a'],
    explanation:
      'It measures what people do (orders completed), not what they say, and it counts outcomes across many visitors. It shows which version wins, but not why.',
    moduleKey: 'user-research',
    section: 'Why research, and which kind',
  },
  {
    key: 'ux-design-007',
    kind: 'multiple',
    prompt:
      'A draft interview guide contains these questions. Which should be rewritten because they are leading or hypothetical? Choose all that apply.',
    options: opts(
      'How much easier would a dark mode make the app for you?',
      'Tell me about the last time you booked a train ticket.',
      'If we added a loyalty scheme, would you shop with us more often?',
      'What happened after you saw the error message?',
    ),
    correct: ['a', 'c'],
    explanation:
      'The first assumes dark mode helps and only asks how much; the third asks people to predict their future behaviour. Questions about a specific past event and what happened next produce evidence.',
    moduleKey: 'user-research',
    section: 'Interviews',
  },
  {
    key: 'ux-design-008',
    kind: 'output',
    prompt:
      'What does this print? (The worst-case 95 % margin of error, in percentage points, for three survey sizes.)',
    code: `for n in (100, 400, 1600):
    print(n, round(1.96 * (0.25 / n) ** 0.5 * 100, 1))`,
    language: 'python',
    options: opts(
      '100 9.8 400 4.9 1600 2.5',
      '100 9.8 400 2.5 1600 0.6',
      '100 2.5 400 4.9 1600 9.8',
      '100 9.8 400 7.4 1600 4.9',
    ),
    correct: ['a'],
    explanation:
      'The margin shrinks with the square root of the sample: four times as many answers halve it (9.8, 4.9, 2.5 points). Precision gets expensive quickly.',
    moduleKey: 'user-research',
    section: 'Observation, surveys, diaries and analytics',
  },
  {
    key: 'ux-design-009',
    kind: 'single',
    prompt:
      'Warehouse staff say in meetings that the stock system works fine, yet errors keep appearing in the data. Which method is most likely to reveal the workarounds behind the errors?',
    options: opts(
      'An online survey of all warehouse staff',
      'Contextual inquiry: watching and asking staff during real shifts on the warehouse floor',
      'A focus group with the warehouse managers',
      'A review of the system’s error logs only',
    ),
    correct: ['b'],
    explanation:
      'Contextual inquiry observes real work in its real setting, where unofficial workarounds (paper notes, shared logins, side spreadsheets) become visible. People rarely mention them when asked, because to them they are normal.',
    moduleKey: 'user-research',
    section: 'Observation, surveys, diaries and analytics',
  },
  {
    key: 'ux-design-010',
    kind: 'single',
    prompt: 'You need participants who have claimed a tax refund in the last year. Which screener question is best?',
    options: opts(
      'Have you claimed a tax refund in the last year? (Yes / No)',
      'Which of these have you done in the last 12 months? (Claimed a tax refund / Renewed a passport / Registered a car / Applied for a fishing licence / None of these)',
      'We are looking for people who claimed a tax refund recently. Is that you?',
      'How do you feel about the tax refund process?',
    ),
    correct: ['b'],
    explanation:
      'A list of several activities hides which answer qualifies, so people who want the incentive cannot simply say yes. The first and third give the game away, and the fourth does not screen at all.',
    moduleKey: 'user-research',
    section: 'Recruiting, consent and ethics',
  },
  // personas-and-jobs-to-be-done
  {
    key: 'ux-design-011',
    kind: 'single',
    prompt:
      'In every planning meeting, someone says "the user would love this" to defend a different feature, and nobody can disagree on evidence. What would help most?',
    options: opts(
      'Adding two more personas so every feature has someone who wants it',
      'Agreeing on a research-based primary persona whose needs win when needs conflict',
      'Replacing personas with a list of market segments',
      'Letting the most senior person in the room decide',
    ),
    correct: ['b'],
    explanation:
      'Without a primary persona "the user" stretches to justify anything (the elastic user). A primary persona grounded in research gives the team a shared reference for trade-offs.',
    moduleKey: 'personas-and-jobs-to-be-done',
    section: 'Personas: research-based, proto and their misuse',
  },
  {
    key: 'ux-design-012',
    kind: 'single',
    prompt:
      'In an interview a participant said "I always compare prices first", but in the session she booked the first hotel the site showed. Where do these two observations go on an empathy map?',
    options: opts(
      'Both under Thinks',
      'The quote under Says, the booking under Does',
      'The quote under Feels, the booking under Thinks',
      'Neither: contradictions are left off an empathy map',
    ),
    correct: ['b'],
    explanation:
      'What people say aloud goes under Says and what they were seen doing under Does. Putting them side by side is the point: the gap between them is an insight.',
    moduleKey: 'personas-and-jobs-to-be-done',
    section: 'Empathy maps',
  },
  {
    key: 'ux-design-013',
    kind: 'multiple',
    prompt: 'Which of these are jobs to be done, rather than tasks or features? Choose all that apply.',
    options: opts(
      'Get my deposit back when I move out of a rented flat',
      'Click "Upload photo" on the check-out form',
      'Feel confident that my elderly father took his medicine today',
      'A reminder widget on the home screen',
    ),
    correct: ['a', 'c'],
    explanation:
      'A job is the progress someone wants in a situation, independent of any solution; it can be functional or emotional. Clicking a button is a task inside one solution, and a widget is a feature.',
    moduleKey: 'personas-and-jobs-to-be-done',
    section: 'Jobs to be done and job stories',
  },
  {
    key: 'ux-design-014',
    kind: 'single',
    prompt:
      'A team will test a new connection-alert feature built for its primary persona, a commuter who changes trains every weekday. How should it recruit participants?',
    options: opts(
      'Screen for people aged 35–45, like the persona’s age',
      'Screen for people who regularly make a train connection on their commute',
      'Invite colleagues from the office, since they commute too',
      'Recruit anyone who has downloaded the app, regardless of how they travel',
    ),
    correct: ['b'],
    explanation:
      'Recruit for the behaviour and the job the persona stands for, not its demographics. People who never make a connection cannot show whether the alert helps with that job.',
    moduleKey: 'personas-and-jobs-to-be-done',
    section: 'Using them to decide',
  },
  {
    key: 'ux-design-015',
    kind: 'single',
    prompt: 'Which sentence rewrites the user story "As a traveller, I want a currency converter" as a job story?',
    options: opts(
      'As a traveller, I want a converter with all world currencies, so that the app is complete.',
      'When I am looking at a price tag in a foreign shop, I want to know roughly what it costs in my currency, so I can decide quickly whether to buy.',
      'Travellers need currency conversion.',
      'When I open the app, I want to see the converter, so I can use the converter.',
    ),
    correct: ['b'],
    explanation:
      'A job story starts from the triggering situation, then states the motivation and the outcome. That situation, in a shop and in a hurry, tells the designer the answer must be quick and approximate.',
    moduleKey: 'personas-and-jobs-to-be-done',
    section: 'Jobs to be done and job stories',
  },
  // usability-testing
  {
    key: 'ux-design-016',
    kind: 'single',
    prompt:
      'Mid-task, a participant turns to the moderator and asks: "Is it this button here?" What is the best reply?',
    options: opts(
      '"Yes, that one."',
      '"Not quite, try the menu at the top."',
      '"What would you do if I weren’t here?"',
      '"Let’s skip this task, it’s a known problem."',
    ),
    correct: ['c'],
    explanation:
      'The moderator observes without helping and hands the decision back, so the session shows what a real user would do alone. Confirming or redirecting would change the result.',
    moduleKey: 'usability-testing',
    section: 'Running sessions',
  },
  {
    key: 'ux-design-017',
    kind: 'output',
    prompt:
      'A moderator summarises one task across five participants: (participant, succeeded, SEQ rating). What does this print?',
    code: `results = [("P1", True, 6), ("P2", False, 3), ("P3", True, 5), ("P4", True, 7), ("P5", False, 4)]
success = sum(ok for _, ok, _ in results)
seq = sum(s for *_, s in results) / len(results)
print(f"{success}/{len(results)} succeeded, SEQ {seq:.1f}")`,
    language: 'python',
    options: opts(
      '3/5 succeeded, SEQ 5.0',
      '2/5 succeeded, SEQ 5.0',
      '3/5 succeeded, SEQ 6.0',
      '3/5 succeeded, SEQ 25.0',
    ),
    correct: ['a'],
    explanation:
      'True counts as 1 when summed, so three participants succeeded; the SEQ ratings add to 25, averaging 5.0. With five people these are counts to describe the session, not statistics to generalise from.',
    moduleKey: 'usability-testing',
    section: 'Metrics',
  },
  {
    key: 'ux-design-018',
    kind: 'multiple',
    prompt: 'When is an unmoderated usability test a good choice? Choose all that apply.',
    options: opts(
      'Collecting task success and time from 60 participants within a day',
      'Checking one specific question, such as whether people find a renamed menu item',
      'Exploring why people misunderstand an early, fragile paper prototype',
      'Sessions where participants will probably need rescuing from dead ends',
    ),
    correct: ['a', 'b'],
    explanation:
      'Unmoderated tests scale cheaply and suit clear, specific tasks and metrics. Exploring reasons, or keeping a fragile prototype session on track, needs a moderator who can ask and intervene.',
    moduleKey: 'usability-testing',
    section: 'Ways to run a test',
  },
  {
    key: 'ux-design-019',
    kind: 'single',
    prompt:
      'A team has budget for 15 usability-test participants this quarter. Following Nielsen’s advice, how should it spend them?',
    options: opts(
      'One study with all 15 at once, to find every problem',
      'Three rounds of five, fixing the design between rounds',
      'Fifteen rounds of one participant each',
      'Five rounds of three, without changing the design',
    ),
    correct: ['b'],
    explanation:
      'Five users find most of the problems in a design; spending the rest on later rounds checks the fixes and uncovers problems the first ones were hiding. Fifteen users at once mostly see the same problems again.',
    moduleKey: 'usability-testing',
    section: 'How many participants',
  },
  {
    key: 'ux-design-020',
    kind: 'single',
    prompt:
      'In a think-aloud session the participant has gone quiet for 30 seconds, scrolling up and down a long form. What should the moderator do?',
    options: opts(
      'Say nothing until the session ends',
      'Point to the field the participant is looking for',
      'Ask neutrally: "What are you thinking now?"',
      'Explain how the form is organised',
    ),
    correct: ['c'],
    explanation:
      'People often fall silent when they concentrate; a neutral prompt brings back the commentary that explains their behaviour, without hinting at the answer. Pointing or explaining would invalidate the task.',
    moduleKey: 'usability-testing',
    section: 'Tasks, scenarios and thinking aloud',
  },
  // usability-heuristics
  {
    key: 'ux-design-021',
    kind: 'single',
    prompt:
      'A podcast app shows no sign that an episode is downloading, so people tap "Download" again and again. Which heuristic does this violate?',
    options: opts(
      'Visibility of system status',
      'Consistency and standards',
      'Help and documentation',
      'Match between system and the real world',
    ),
    correct: ['a'],
    explanation:
      'People need timely feedback on what the system is doing; without it they repeat actions. A progress indicator on the episode fixes it.',
    moduleKey: 'usability-heuristics',
    section: "Nielsen's 10 usability heuristics",
  },
  {
    key: 'ux-design-022',
    kind: 'multiple',
    prompt: 'Which of these are good practice in a heuristic evaluation? Choose all that apply.',
    options: opts(
      'Evaluators review the interface alone before anyone compares notes',
      'Three to five evaluators take part',
      'The designer who made the screens is the only evaluator',
      'Each finding names the screen, the element and the heuristic it violates',
      'Evaluators discuss the interface together before looking at it',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Independent evaluators find different problems, and several of them find far more than one. The designer of the screens cannot see them fresh, and early discussion makes evaluators converge.',
    moduleKey: 'usability-heuristics',
    section: 'Running a heuristic evaluation',
  },
  {
    key: 'ux-design-023',
    kind: 'single',
    prompt: 'On Nielsen’s severity scale, what does a rating of 3 mean?',
    options: opts(
      'Cosmetic problem only: fix if extra time is available',
      'Minor usability problem: low priority',
      'Major usability problem: important to fix, high priority',
      'Usability catastrophe: imperative to fix before release',
    ),
    correct: ['c'],
    explanation:
      'The scale runs from 0 (not a usability problem) through 1 (cosmetic) and 2 (minor) to 3 (major) and 4 (catastrophe).',
    moduleKey: 'usability-heuristics',
    section: 'Severity ratings 0–4',
  },
  {
    key: 'ux-design-024',
    kind: 'output',
    prompt:
      'Three evaluators each list the problems they found (A to F). What does this print: the number of distinct problems, and the share of them the first evaluator found?',
    code: `const found = { ana: ['A', 'B', 'E'], ben: ['B', 'C'], caro: ['A', 'F'] };
const all = new Set(Object.values(found).flat());
console.log(all.size, Math.round((found.ana.length / all.size) * 100) + '%');`,
    language: 'javascript',
    options: opts('5 60%', '7 43%', '3 100%', '5 33%'),
    correct: ['a'],
    explanation:
      'The merged set holds five distinct problems (A, B, C, E, F); Ana found three of them, 60 %. Each evaluator misses problems the others find, which is why several evaluate independently and the lists are merged.',
    moduleKey: 'usability-heuristics',
    section: 'Running a heuristic evaluation',
  },
  {
    key: 'ux-design-025',
    kind: 'single',
    prompt:
      'In a cognitive walkthrough of a museum ticket kiosk, the only way to start is to swipe left on the welcome screen, which shows no button or hint. Which walkthrough question fails?',
    options: opts(
      'Will the user try to achieve the right result?',
      'Will the user notice that the correct action is available?',
      'After the action, will the user see that progress is being made?',
      'None: walkthroughs only check error messages',
    ),
    correct: ['b'],
    explanation:
      'Visitors know they want a ticket, but nothing shows that a swipe is possible, so they will not notice the action. A visible "Buy tickets" button answers the question.',
    moduleKey: 'usability-heuristics',
    section: 'Cognitive walkthroughs',
  },
  // html-semantics (shared lesson): the designer's side of semantic HTML
  {
    key: 'ux-design-026',
    kind: 'single',
    prompt:
      'In a mockup, the page title "Your order" is set in a modest 20px because the designer wanted a calm look. What heading level should the hand-off notes give it?',
    options: opts(
      'h4, because 20px matches the default size of an h4',
      'h1, because it is the main title of the page; its size is set with CSS',
      'No heading: bold paragraph text is enough for a short title',
      'h2, because a page should never start with its biggest heading',
    ),
    correct: ['b'],
    explanation:
      'Heading levels come from the structure of the page, not from how big the text looks; CSS decides the size. The main title is the page’s one h1, which screen reader users jump to first.',
    moduleKey: 'html-semantics',
    section: 'Rules of thumb',
  },
  {
    key: 'ux-design-027',
    kind: 'multiple',
    prompt:
      'A form design asks "Delivery speed" with three radio options: Standard, Express and Next day. What should the annotation ask the developers to build? Choose all that apply.',
    options: opts(
      'A <fieldset> whose <legend> is "Delivery speed"',
      'A <label> for each of the three radio buttons',
      'The question shown only as placeholder text in the first option',
      'Three <div> elements styled to look like radio buttons',
    ),
    correct: ['a', 'b'],
    explanation:
      'The legend names the group, so a screen reader announces the question with each option, and each label names its radio and makes the text clickable. Placeholders and styled divs give neither a name nor keyboard support.',
    moduleKey: 'html-semantics',
    section: 'Forms and text-level meaning',
  },
  {
    key: 'ux-design-028',
    kind: 'output',
    prompt: 'A designer checks the heading levels of a page, in order, for skipped levels. What does this print?',
    code: `const levels = [1, 2, 4, 2, 3];
const skips = levels.filter((l, i) => i > 0 && l > levels[i - 1] + 1);
console.log(skips.length, skips.join(','));`,
    language: 'javascript',
    options: opts('1 4', '2 4,3', '0', '1 2'),
    correct: ['a'],
    explanation:
      'Only the jump from h2 to h4 skips a level (h3 is missing); going back up from h4 to h2, or down one level from h2 to h3, is fine. Headings should go down one level at a time.',
    moduleKey: 'html-semantics',
    section: 'Rules of thumb',
  },
  {
    key: 'ux-design-029',
    kind: 'single',
    prompt:
      'Assistive technology never sees your visual design. From each meaningful element, what does the browser put in the accessibility tree for it to read?',
    options: opts(
      'Its colour, font and size',
      'Its role, its accessible name and its state',
      'Its CSS class names and id',
      'Its position on the screen in pixels',
    ),
    correct: ['b'],
    explanation:
      'The accessibility tree records what an element is (button, link, heading), what it is called (the text read out) and its state (checked, expanded, disabled). That is why choosing the right element matters more than how it looks.',
    moduleKey: 'html-semantics',
    section: 'Why meaning matters',
  },
  {
    key: 'ux-design-030',
    kind: 'single',
    prompt:
      'A news article page design has a box of related stories and a glossary beside the main story. Which element should that box be?',
    options: opts('<aside>', '<footer>', '<main>', '<section> with no heading'),
    correct: ['a'],
    explanation:
      'Content related to the main content but separate from it, such as a sidebar, related links or a glossary, is an <aside>, which screen readers list as a landmark. The page has only one <main>, and a section without a heading adds noise.',
    moduleKey: 'html-semantics',
    section: 'Landmarks and sectioning elements',
  },
];
