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
      'A percent-done bar or a step count',
      'A modal that blocks the page and says “Please wait” until the file is ready',
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
      'The icons use too many colours for a list',
      'The icons appear and disappear so quickly on hover that mouse users cannot notice them before moving on to the next row',
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
  // ux-writing
  {
    key: 'ux-design-306',
    kind: 'single',
    prompt:
      'A form asks “What is your National Insurance number?” and the person leaves it empty. Which error message follows the GOV.UK Design System’s guidance best?',
    options: opts(
      'Sorry, but this field is required before you can continue to the next page',
      'Enter your National Insurance number',
      'Invalid entry: please try again',
      'Oops! You forgot something',
    ),
    correct: ['b'],
    explanation:
      'It reuses the words of the question and tells the person what to do. The guidance asks to avoid “sorry”, “please”, “invalid”, “oops” and blaming phrases such as “you forgot”, and general messages like “This field is required”.',
    moduleKey: 'ux-writing',
    section: 'Error messages',
  },
  {
    key: 'ux-design-307',
    kind: 'multiple',
    prompt:
      'A settings page has a 400-word introduction that few people read. Which changes make it easier to scan? Choose all that apply.',
    options: opts(
      'Headings whose first words carry the meaning',
      'One idea per paragraph and lists for steps',
      'Putting the whole text in bold so nothing is missed',
      'Cutting sentences that repeat what the labels already say',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Scanners read headings and the starts of lines, so front-loaded headings, short paragraphs, lists and less text help. Bold on everything emphasises nothing.',
    moduleKey: 'ux-writing',
    section: 'Plain language and scannable text',
  },
  {
    key: 'ux-design-308',
    kind: 'single',
    prompt:
      'A budgeting app has a playful, casual voice. Which message fits when a user’s card payment has been declined?',
    options: opts(
      'Uh-oh, your card said nope! Time for a snack break?',
      'Your payment of €49 was declined by your bank. Check your card details or use another card.',
      'TRANSACTION FAILURE: CODE 05 DO NOT HONOR',
      'We regret to inform you that the aforementioned transaction could not be processed at this time.',
    ),
    correct: ['b'],
    explanation:
      'The voice stays the same but the tone shifts with the moment: a stressful situation needs a calm, clear message that says what happened and what to do, not jokes, codes or stiff formality.',
    moduleKey: 'ux-writing',
    section: 'Voice and tone',
  },
  {
    key: 'ux-design-309',
    kind: 'single',
    prompt:
      'A pricing page ends three feature sections with links that all read “Learn more”. Why is this a problem beyond style?',
    options: opts(
      'Links must always be shown as buttons',
      'In a screen reader’s list of links, the three are indistinguishable',
      'Search engines refuse to index pages whose links repeat the same text more than twice',
      'Browsers show only the first of several links that share exactly the same link text',
    ),
    correct: ['b'],
    explanation:
      'Link text must make sense out of context, because screen-reader users and scanners jump between links; “Compare plans” or “Read about security” say where each link leads.',
    moduleKey: 'ux-writing',
    section: 'Buttons and links',
  },
  {
    key: 'ux-design-310',
    kind: 'single',
    prompt:
      'A team designs a contact card with the sample name “Jo Lee” and a square photo. After launch, long names overflow and cards without photos look broken. Which practice would have caught this?',
    options: opts(
      'Choosing a larger font size for names',
      'Designing with realistic content, including the longest names and missing photos, before the layout is final',
      'Using dummy Latin filler for all text so that nobody is distracted by the words',
      'Asking developers to cut off any name longer than ten characters with an ellipsis and show the full name only in a tooltip on hover',
    ),
    correct: ['b'],
    explanation:
      'Content-first design shapes the layout around real data and its edge cases; short, perfect sample data hides exactly these problems.',
    moduleKey: 'ux-writing',
    section: 'Content first, with real data',
  },
  // measuring-ux
  {
    key: 'ux-design-311',
    kind: 'output',
    prompt:
      'Ten customers answered “How likely are you to recommend us?” from 0 to 10. What Net Promoter Score does this print?',
    code: `const scores = [10, 9, 9, 8, 7, 6, 10, 3, 9, 5];
const share = (test) => (100 * scores.filter(test).length) / scores.length;
const nps = share((s) => s >= 9) - share((s) => s <= 6);
console.log(nps);`,
    language: 'javascript',
    options: opts('20', '50', '-30', '7.6'),
    correct: ['a'],
    explanation:
      'Five answers are 9 or 10 (promoters, 50 %) and three are 0 to 6 (detractors, 30 %), so NPS = 50 − 30 = 20. The 7s and 8s (passives) count in neither group.',
    moduleKey: 'measuring-ux',
    section: 'Why NPS is a weak UX metric',
  },
  {
    key: 'ux-design-312',
    kind: 'single',
    prompt:
      'A new address form adds a postcode lookup. The designer wants to know after launch whether the lookup makes people give up. What should be agreed with developers while the feature is designed?',
    options: opts(
      'Analytics events for each step, such as the lookup being used, its errors and the form being completed, in a tracking plan',
      'Sending every customer’s full address to the analytics tool so the team can inspect failures',
      'Nothing yet: once the feature is live, the page views of the address page will show clearly whether the lookup is working for people',
      'A satisfaction survey on the home page',
    ),
    correct: ['a'],
    explanation:
      'A funnel can only be built from events that were recorded, so they are defined with the feature. Personal data such as addresses does not belong in analytics, and page views do not show where people give up.',
    moduleKey: 'measuring-ux',
    section: 'Funnels and analytics events',
  },
  {
    key: 'ux-design-313',
    kind: 'single',
    prompt:
      'A usability test has six tasks, and the team wants to know which of them people find hardest. Which measure fits best?',
    options: opts(
      'The Single Ease Question after each task',
      'One SUS questionnaire at the end of the session',
      'The Net Promoter Score at the end of the session',
      'Page views per task',
    ),
    correct: ['a'],
    explanation:
      'The SEQ is asked right after each task on a 7-point scale, so it compares tasks; SUS and NPS give one score for the whole product or relationship.',
    moduleKey: 'measuring-ux',
    section: 'SUS and SEQ: standard questionnaires',
  },
  {
    key: 'ux-design-314',
    kind: 'multiple',
    prompt: 'Which of these are behavioural metrics? Choose all that apply.',
    options: opts(
      'The share of participants who complete a checkout',
      'A SUS score of 72',
      'The number of wrong menu items opened before finding Settings',
      'How satisfied people say they are with search, from 1 to 5',
      'The share of new users still active four weeks later',
    ),
    correct: ['a', 'c', 'e'],
    explanation:
      'Completion, errors and retention record what people did. SUS and satisfaction ratings are attitudinal: what people say they think or feel.',
    moduleKey: 'measuring-ux',
    section: 'Behavioural and attitudinal metrics',
  },
  {
    key: 'ux-design-315',
    kind: 'single',
    prompt:
      'A report says the new onboarding has “an 80 % success rate” based on a test in which 4 of 5 participants succeeded. What is the main problem?',
    options: opts(
      'Five people cannot measure a rate: the uncertainty is huge, and NN/g advises about 40 for quantitative studies',
      'Success rates must always be reported as fractions such as 4/5, because percentages are reserved for surveys with hundreds of respondents',
      'A success rate of 80 % is too low to report',
      'Success rates only make sense for A/B tests',
    ),
    correct: ['a'],
    explanation:
      'Five-person tests are for finding problems, not for measuring: the true rate behind 4 of 5 could be anywhere from under 40 % to nearly 100 %. Quantitative usability studies need about 40 participants.',
    moduleKey: 'measuring-ux',
    section: 'Task success, time on task and errors',
  },
  // design-handoff
  {
    key: 'ux-design-316',
    kind: 'single',
    prompt:
      'A code review finds the colours #1A73E8, #1B74E8 and #1A72E6 used for the same kind of button across a product. Which handoff practice prevents this?',
    options: opts(
      'Writing every hex code in large text next to each frame so that developers cannot misread them',
      'Designing with the design system’s variables and components, so code uses token names',
      'Exporting each button as a PNG image for developers to place',
      'Asking developers to pick colours with an eyedropper from screenshots',
    ),
    correct: ['b'],
    explanation:
      'Named tokens shared by design and code remove the copying of raw values, which is how near-duplicate colours creep in; a rebrand then changes one value.',
    moduleKey: 'design-handoff',
    section: 'Tokens instead of hard-coded values',
  },
  {
    key: 'ux-design-317',
    kind: 'multiple',
    prompt:
      'A developer building a file-upload screen from a single mockup of a successful upload keeps messaging the designer. Which missing parts of the handoff most likely cause the questions? Choose all that apply.',
    options: opts(
      'What the screen shows while the upload is in progress',
      'The message for a file that is too large, and what happens to the form',
      'How the layout behaves on a narrow phone screen',
      'The designer’s personal notes on which fonts they considered last month',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Loading and error states, and responsive behaviour, are part of a complete handoff; without them developers must ask or guess. Old explorations do not belong in it.',
    moduleKey: 'design-handoff',
    section: 'What developers need from a design',
  },
  {
    key: 'ux-design-318',
    kind: 'single',
    prompt:
      'A toolbar has five icon-only buttons (bold, italic, link, list, undo). What should the accessibility annotations add for them?',
    options: opts(
      'Nothing, because icons are universally understood',
      'An accessible name for each, such as “Insert link”, and their focus order',
      'A larger drop shadow on each button, so that screen readers can detect where the buttons are',
      'A note that the buttons are decorative, so assistive technology can skip the toolbar',
    ),
    correct: ['b'],
    explanation:
      'Icon-only buttons have no text for screen readers unless the design names them, and the focus order tells developers how keyboard users move through the toolbar.',
    moduleKey: 'design-handoff',
    section: 'Accessibility annotations',
  },
  {
    key: 'ux-design-319',
    kind: 'single',
    prompt:
      'Inspect in Figma Dev Mode already shows a card’s padding, colours and font. What is the best use of an annotation on that card?',
    options: opts(
      'Repeating the padding, colour and font values in words, so developers do not need Inspect',
      'Behaviour that pixels cannot show, such as “truncates after two lines”',
      'Apologising for parts of the design that are not finished',
      'Listing the names of everyone who reviewed the design',
    ),
    correct: ['b'],
    explanation:
      'Annotations carry behaviour, decisions and accessibility notes; values that Inspect already shows only add noise and go out of date.',
    moduleKey: 'design-handoff',
    section: 'Figma Dev Mode and annotations',
  },
  {
    key: 'ux-design-320',
    kind: 'single',
    prompt: 'Which acceptance criterion for a password-reset link can QA actually test?',
    options: opts(
      'The reset experience should feel safe, effortless and on brand for every user, on every device',
      'Given a link over 60 minutes old, when I open it, then I see “This link has expired”',
      'The reset page matches the brand',
      'Users should not have any problems at all when they reset a password on any device or browser',
    ),
    correct: ['b'],
    explanation:
      'A Given–When–Then criterion names the situation, the action and an observable result, including the error path; the others are wishes nobody can pass or fail.',
    moduleKey: 'design-handoff',
    section: 'Acceptance criteria',
  },
  // design-portfolio
  {
    key: 'ux-design-321',
    kind: 'single',
    prompt: 'Which outcome statement belongs in a case study?',
    options: opts(
      'Users absolutely loved the new design, the client was thrilled and the whole team agreed it was a success',
      'In testing, 8 of 8 people completed checkout after the redesign, against 5 of 8 before',
      'The project was a huge success in every way',
      'I think the design is much better now than it was before',
    ),
    correct: ['b'],
    explanation:
      'A good outcome is specific, says how it was measured and does not overclaim; vague praise gives reviewers nothing to trust.',
    moduleKey: 'design-portfolio',
    section: 'The shape of a case study',
  },
  {
    key: 'ux-design-322',
    kind: 'single',
    prompt:
      'A hiring manager has a few minutes per candidate. What should the first screen of each case study give them?',
    options: opts(
      'A full-screen animated intro about the designer’s passion for design',
      'A short summary of the problem, what you did and the result, with your role, team and timeframe',
      'The complete research report with every interview transcript, so they can judge the full depth of the work',
      'A password prompt',
    ),
    correct: ['b'],
    explanation:
      'Portfolios are read by skimmers first; a summary at the top gives them the essentials, while the sections below serve those who read closely.',
    moduleKey: 'design-portfolio',
    section: 'What a portfolio is for',
  },
  {
    key: 'ux-design-323',
    kind: 'multiple',
    prompt:
      'You have permission to show a released health-app project as long as patients cannot be identified. Which steps are appropriate? Choose all that apply.',
    options: opts(
      'Replace real patient names and data with realistic fake data',
      'Blur or remove anything that could identify a person in screenshots',
      'Include the raw interview recordings so reviewers hear real patients',
      'Focus the story on the problem, your methods and your reasoning',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Anonymising data and focusing on process keep the case study useful without exposing anyone; raw recordings of participants are personal data and must not be published.',
    moduleKey: 'design-portfolio',
    section: 'Confidentiality and NDAs',
  },
  {
    key: 'ux-design-324',
    kind: 'single',
    prompt:
      'A company’s take-home exercise asks you to “redesign our whole checkout” with no time limit, and says the best ideas may be used. What is a reasonable response?',
    options: opts(
      'Work on it full-time for two weeks, so that your solution is more complete than every other candidate’s',
      'Ask about the expected scope, keep to a time box and state your assumptions',
      'Refuse to do any design exercise at all for any company',
      'Send your finished portfolio screens instead without explanation',
    ),
    correct: ['b'],
    explanation:
      'Fair exercises have a stated time limit of a few hours; asking about scope and working to a time box protects you from unpaid real work while still showing your process.',
    moduleKey: 'design-portfolio',
    section: 'Design exercises and whiteboard challenges',
  },
  {
    key: 'ux-design-325',
    kind: 'single',
    prompt:
      'At the end of your portfolio presentation, a panel member asks: “What would you do differently?” Which answer builds the most trust?',
    options: opts(
      '“Nothing really: the project went exactly as planned, from the first workshop to the launch.”',
      '“I’d test with the coordinator earlier; we learned her needs late and reworked the list.”',
      '“I would use a different design tool.”',
      '“I would have liked a bigger budget.”',
    ),
    correct: ['b'],
    explanation:
      'Interviewers expect honest reflection; naming a concrete mistake and what you learned shows judgement and growth, while “nothing” sounds rehearsed.',
    moduleKey: 'design-portfolio',
    section: 'Presenting a case study in an interview',
  },
  // responsive-design (shared lesson)
  {
    key: 'ux-design-326',
    kind: 'single',
    prompt:
      'A designer sets the layout breakpoints at 390 px and 820 px because those are the widths of this year’s most popular phone and tablet. What does the responsive design lesson recommend instead?',
    options: opts(
      'Add a separate breakpoint for every device model that appears in the analytics, updated each year',
      'Put breakpoints where the content starts to look wrong as the window narrows or widens',
      'Use only one breakpoint, at 1024 px, so phones and tablets share a layout',
      'Avoid breakpoints and let the browser zoom the desktop layout out',
    ),
    correct: ['b'],
    explanation:
      'Device widths change every year; content breakpoints follow where a line gets too long or a row gets cramped, so the layout works on devices nobody has measured yet.',
    moduleKey: 'responsive-design',
    section: 'Step 3: media queries, mobile first',
  },
  {
    key: 'ux-design-327',
    kind: 'multiple',
    prompt:
      'A product page design for phones is reviewed. Which decisions are common responsive-design mistakes? Choose all that apply.',
    options: opts(
      'The specifications table is hidden on phones because it does not fit',
      'The viewport tag includes user-scalable=no so the layout cannot be zoomed out of shape',
      'Text sizes and spacing are given in rem',
      'Product cards have a fixed width of 400 px',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Phone users need the same information (restructure it, do not hide it), many people rely on pinch-zoom, and fixed pixel widths overflow narrow screens. Sizes in rem follow the user’s font setting, which is good practice.',
    moduleKey: 'responsive-design',
    section: 'Common mistakes',
  },
  {
    key: 'ux-design-328',
    kind: 'output',
    prompt:
      'This script mimics font-size: clamp(1.125rem, 1rem + 0.5vw, 1.5rem) with a 16 px root, for viewports of 320, 800 and 2000 px. What does it print?',
    code: `def font_px(viewport, root=16.0):
    preferred = 1.0 * root + 0.005 * viewport
    return max(1.125 * root, min(preferred, 1.5 * root))

print([font_px(w) for w in (320, 800, 2000)])`,
    language: 'python',
    options: opts('[18.0, 20.0, 24.0]', '[17.6, 20.0, 26.0]', '[18.0, 20.0, 26.0]', '[16.0, 20.0, 24.0]'),
    correct: ['a'],
    explanation:
      'At 320 px the fluid value (17.6 px) is below the 18 px minimum, at 800 px it is 20 px, and at 2000 px it would be 26 px but stops at the 24 px maximum: the text scales smoothly between two limits.',
    moduleKey: 'responsive-design',
    section: 'Step 2: flexible building blocks',
  },
  {
    key: 'ux-design-329',
    kind: 'single',
    prompt:
      'On a 1440 px desktop, an article’s paragraphs run the full width of the window, about 180 characters per line. What should the design specify?',
    options: opts(
      'A larger font size until each line holds 180 characters comfortably',
      'A maximum width for the text column of roughly 65 characters, for example max-width: 65ch',
      'Two columns of text side by side, each about 90 characters wide, so that the whole screen is used',
      'Nothing, because wide screens are meant for long lines',
    ),
    correct: ['b'],
    explanation:
      'Lines of about 60 to 75 characters stay readable; the ch unit is about one character wide, so max-width: 65ch keeps the measure comfortable whatever the window size.',
    moduleKey: 'responsive-design',
    section: 'Beyond width',
  },
  {
    key: 'ux-design-330',
    kind: 'single',
    prompt:
      'Three squads each pick their own breakpoints for their components, and pages now change layout at five slightly different widths. What does the lesson say teams usually do?',
    options: opts(
      'Keep the breakpoints as shared tokens in the design system, so every component uses the same ones',
      'Let each developer choose the widths that look right on their own laptop and phone during development',
      'Design a separate mockup for every width between 320 and 2560 px',
      'Remove media queries from components entirely',
    ),
    correct: ['a'],
    explanation:
      'Shared breakpoint tokens keep components consistent; designers hand over a few key widths (at least phone and desktop) and developers fill in what lies between.',
    moduleKey: 'responsive-design',
    section: 'At work',
  },
];
