import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ux-practice.ts. */
export const UX_PRACTICE_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'interaction-design',
    questions: [
      {
        id: 'interaction-design-1',
        kind: 'single',
        section: 'Affordances, signifiers, mapping and constraints',
        prompt:
          'In testing, people do not realise that cards on a board can be dragged between columns. In Norman’s terms, what is missing?',
        options: [
          {
            text: 'An affordance, because the cards cannot really be moved by the people who use the board',
            correct: false,
            why: 'The cards can be dragged: the action is possible. What people lack is a cue that tells them so.',
          },
          {
            text: 'A signifier, such as grip dots or a grab cursor on hover',
            correct: true,
            why: 'A signifier is a perceivable cue that says what can be done and where; the drag affordance exists but nothing shows it.',
          },
          {
            text: 'A constraint',
            correct: false,
            why: 'Constraints limit what can be done to prevent mistakes; here the problem is that a possible action goes unnoticed.',
          },
          {
            text: 'A mapping between the columns and the keyboard arrow keys',
            correct: false,
            why: 'Mapping relates controls to their effects; a keyboard alternative is useful, but it does not tell mouse users that dragging exists.',
          },
        ],
      },
      {
        id: 'interaction-design-2',
        kind: 'fill',
        section: 'Feedback and response times',
        prompt:
          'According to NN/g, about ____ seconds is the limit for people to feel that the system reacts instantaneously.',
        answers: ['0.1', '.1', '0,1'],
        why: 'The three limits are 0.1 s (feels instantaneous), 1 s (flow of thought uninterrupted) and 10 s (attention kept on the task).',
      },
      {
        id: 'interaction-design-3',
        kind: 'output',
        section: "Fitts's law and Hick's law",
        prompt: 'Two buttons sit 300 px from the pointer, one 20 px wide and one 60 px wide. What does this print?',
        code: {
          language: 'python',
          source: `import math

def difficulty(distance, width):
    return math.log2(distance / width + 1)

small = difficulty(300, 20)
large = difficulty(300, 60)
print(round(small, 1), round(large, 1))`,
        },
        options: [
          {
            text: '4.0 2.6',
            correct: true,
            why: 'log2(300/20 + 1) = log2(16) = 4 bits; log2(300/60 + 1) = log2(6) ≈ 2.585, rounded to 2.6. The wider button is easier to hit.',
          },
          {
            text: '15.0 5.0',
            correct: false,
            why: 'These are the ratios D/W before adding 1 and taking the logarithm; Fitts’s law grows with the logarithm, not the ratio.',
          },
          {
            text: '4 3',
            correct: false,
            why: '`round(x, 1)` keeps one decimal and returns a float, so 4 prints as 4.0 and 2.585 as 2.6.',
          },
          {
            text: '2.6 4.0',
            correct: false,
            why: 'The order is reversed: the narrow 20 px button has the higher difficulty and is printed first.',
          },
        ],
      },
      {
        id: 'interaction-design-4',
        kind: 'multiple',
        section: 'Component states',
        prompt:
          'You hand off a search results list that loads from the server. Which states should be designed besides the normal list of results? Pick all that apply.',
        options: [
          {
            text: 'Loading, while the request is in flight',
            correct: true,
            why: 'Anything that loads needs a visible loading state, or people think nothing happened.',
          },
          {
            text: 'No results, with a way forward such as checking the spelling',
            correct: true,
            why: 'The empty state is one of the most common screens a search shows; it should help, not just say “0 results”.',
          },
          {
            text: 'Error, when the request fails',
            correct: true,
            why: 'Networks fail; the error state says what happened and offers a retry.',
          },
          {
            text: 'Very long content, such as a 60-character product name',
            correct: true,
            why: 'Real data is longer than the sample text; deciding whether it wraps or truncates is part of the design.',
          },
          {
            text: 'A separate design for every screen width from 320 to 2560 px',
            correct: false,
            why: 'Responsive behaviour is specified with a few layouts and rules, not one drawing per pixel width; it is also not a component state.',
          },
        ],
      },
      {
        id: 'interaction-design-5',
        kind: 'single',
        section: 'Microinteractions and motion',
        prompt:
          'A side panel slides in over 250 ms when opened. What is the right behaviour when the user has turned on “reduce motion”?',
        options: [
          {
            text: 'The panel does not open at all, because opening it would count as motion on the screen',
            correct: false,
            why: 'Reduced motion removes non-essential movement, never the function itself.',
          },
          {
            text: 'The panel opens without sliding, for example instantly or with a short fade',
            correct: true,
            why: '`prefers-reduced-motion: reduce` asks for less movement; the state change and its feedback stay.',
          },
          {
            text: 'The panel slides more slowly, over two seconds, so the movement is gentler',
            correct: false,
            why: 'Slower large movement is still movement, and it now delays the task as well.',
          },
          {
            text: 'Nothing changes: the preference only applies to video',
            correct: false,
            why: 'The media feature covers animations and transitions in the interface, such as sliding, zooming and parallax.',
          },
        ],
      },
      {
        id: 'interaction-design-6',
        kind: 'order',
        section: 'Worked example',
        prompt:
          'Put the states of the redesigned “Save changes” button in the order a user sees them during a successful save.',
        steps: [
          'Default: “Save changes”',
          'Pressed: darker fill within 0.1 s',
          'Loading: “Saving…” with a spinner, further presses ignored',
          'Success: “Saved”, announced as a status message',
          'Back to default after a few seconds',
        ],
        why: 'Each step answers the user’s question at that moment: can I press it, did it register, is it working, did it work, and can I continue.',
      },
      {
        id: 'interaction-design-7',
        kind: 'multiple',
        section: 'Designing for keyboard and touch',
        prompt: 'Which of these are keyboard behaviours people expect? Pick all that apply.',
        options: [
          {
            text: 'Escape closes a dialog and focus returns to the control that opened it',
            correct: true,
            why: 'Returning focus keeps keyboard and screen-reader users where they were in the page.',
          },
          {
            text: 'Space toggles a checkbox',
            correct: true,
            why: 'Space activates buttons and checkboxes; Enter follows links and presses buttons.',
          },
          {
            text: 'Tab moves focus in the visual reading order',
            correct: true,
            why: 'A focus order that jumps around the page disorients people; it should follow the reading order.',
          },
          {
            text: 'Focus outlines are hidden so that the page looks the same as with a mouse',
            correct: false,
            why: 'Without a visible focus indicator keyboard users cannot see where they are; WCAG 2.4.7 requires it.',
          },
        ],
      },
      {
        id: 'interaction-design-8',
        kind: 'single',
        section: "Fitts's law and Hick's law",
        prompt:
          'A pricing page offers 7 equally plausible plans instead of 3. By Hick’s law, `b × log2(n + 1)`, how does the decision time change?',
        options: [
          {
            text: 'By about one bit: log2 8 = 3 instead of log2 4 = 2',
            correct: true,
            why: 'The growth is logarithmic: going from 3 to 7 choices adds one bit, so time rises by about half, not by 7/3.',
          },
          {
            text: 'In proportion to the number of options, so choosing among 7 plans takes 7/3 of the time',
            correct: false,
            why: 'That would be linear growth; Hick’s law is logarithmic for simple, equally likely choices.',
          },
          {
            text: 'It does not change, because people only look at the first plan',
            correct: false,
            why: 'More equally likely choices do cost time; the law describes how much.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'ux-writing',
    questions: [
      {
        id: 'ux-writing-1',
        kind: 'single',
        section: 'Plain language and scannable text',
        prompt: 'Which help-centre heading is best **front-loaded** for people who scan?',
        options: [
          {
            text: 'Information regarding the procedures applicable to returning items you have purchased',
            correct: false,
            why: 'The meaningful word, “returning”, is buried; scanners read only the first two or three words.',
          },
          {
            text: 'Returns: how to send an item back',
            correct: true,
            why: 'The key word comes first and the rest is in plain words, so a scanner recognises it at a glance.',
          },
          {
            text: 'Everything you ever wanted to know (and more!)',
            correct: false,
            why: 'A clever heading with no information scent: nothing tells the reader what the section is about.',
          },
          {
            text: 'FAQ section 4.2',
            correct: false,
            why: 'A number and an acronym say nothing about the content.',
          },
        ],
      },
      {
        id: 'ux-writing-2',
        kind: 'fill',
        section: 'Voice and tone',
        prompt:
          'A product’s voice stays the same everywhere, while its ____ adapts to the situation and to how the reader feels.',
        answers: ['tone'],
        caseInsensitive: true,
        why: 'Voice is the constant personality; tone shifts, for example lighter after a success and calm and direct when a payment fails.',
      },
      {
        id: 'ux-writing-3',
        kind: 'multiple',
        section: 'Error messages',
        prompt: 'Which error messages follow the GOV.UK Design System’s guidance? Pick all that apply.',
        options: [
          {
            text: 'Enter how many hours you work a week',
            correct: true,
            why: 'It reuses the words of the question and says exactly what to do.',
          },
          {
            text: 'Oops! Please enter a valid value',
            correct: false,
            why: 'The guidance asks to avoid “oops”, “please” and “valid”; the message also does not say what is wrong.',
          },
          {
            text: 'Date of birth must be in the past',
            correct: true,
            why: 'A specific description of the problem that tells the person how to fix it.',
          },
          {
            text: 'This field is required',
            correct: false,
            why: 'Too general: out of context (in an error summary, or read by a screen reader) it does not say which answer is missing.',
          },
          {
            text: 'Illegal character in name',
            correct: false,
            why: 'Words such as “illegal” and “forbidden” blame and alarm; say which characters the name can contain instead.',
          },
        ],
      },
      {
        id: 'ux-writing-4',
        kind: 'single',
        section: 'Buttons and links',
        prompt: 'A dialog asks “Discard the changes to this invoice?” Which pair of buttons is best?',
        options: [
          {
            text: '“OK” and “Cancel”',
            correct: false,
            why: 'People must reread the question to know what “OK” does; generic labels invite mistakes in destructive dialogs.',
          },
          {
            text: '“Yes” and “No”',
            correct: false,
            why: 'Same problem: the labels only make sense together with the question.',
          },
          {
            text: '“Discard changes” and “Keep editing”',
            correct: true,
            why: 'Each label names its action with a specific verb, so the choice is clear even without reading the question.',
          },
          {
            text: '“Proceed” and “Go back to the previous screen”',
            correct: false,
            why: '“Proceed” does not say what happens, and the long second label hides the real choice.',
          },
        ],
      },
      {
        id: 'ux-writing-5',
        kind: 'single',
        section: 'Empty states, onboarding and confirmations',
        prompt: 'A new user opens the Projects page for the first time. What should the empty state say?',
        options: [
          {
            text: '“No data.”',
            correct: false,
            why: 'True but useless: it neither explains what will appear here nor how to start.',
          },
          {
            text: '“No projects yet. Create a project to start tracking your tasks.” with a “Create project” button',
            correct: true,
            why: 'It says what belongs here and gives the one action that fills the page: the empty state works as onboarding.',
          },
          {
            text: 'A seven-slide product tour that starts automatically and explains every feature before the list appears',
            correct: false,
            why: 'Long tours are usually skipped; help in context, at the moment it is useful, works better.',
          },
        ],
      },
      {
        id: 'ux-writing-6',
        kind: 'multiple',
        section: 'Inclusive language',
        prompt: 'Which wordings are more inclusive choices? Pick all that apply.',
        options: [
          {
            text: 'One “Full name” field instead of “First name” and “Last name”',
            correct: true,
            why: 'Naming customs vary: not everyone has a family name, or puts it last.',
          },
          {
            text: '“Press the green button on the right”',
            correct: false,
            why: 'An instruction by colour and position alone fails colour-blind and screen-reader users; name the button.',
          },
          {
            text: '“People with diabetes” rather than “diabetics”',
            correct: true,
            why: 'Describing people rather than conditions is what inclusive language guides, including the UK government’s, recommend.',
          },
          {
            text: '“Allowlist” and “blocklist”',
            correct: true,
            why: 'They say what the list does without tying good and bad to colours.',
          },
        ],
      },
      {
        id: 'ux-writing-7',
        kind: 'order',
        section: 'Content first, with real data',
        prompt: 'Put the steps of content-first design for a new product card in order.',
        steps: [
          'Find out what people need to know to choose a product (research, support tickets)',
          'Draft the real words and collect realistic data, including the longest and shortest values',
          'Lay out the card around that content',
          'Test the card with real content and the edge cases, then refine both words and layout',
        ],
        why: 'Content-first means the message shapes the layout: the needs come first, then the words and data, then the layout, then a test with real values.',
      },
      {
        id: 'ux-writing-8',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the sign-up rewrite, why did the password rule move from the error message into a hint under the field?',
        options: [
          {
            text: 'So people meet the rule before they type, instead of only after they fail',
            correct: true,
            why: 'Telling people the requirement up front prevents the error; the message after failing is a second line of help.',
          },
          {
            text: 'Because hints are not read by screen readers, which shortens the form for them',
            correct: false,
            why: 'A hint linked to its field is read by screen readers, and hiding rules from some users would be the opposite of the goal.',
          },
          {
            text: 'Because error messages must never mention what the user has to type',
            correct: false,
            why: 'Error messages should say how to fix the problem; the rewrite keeps one: “Password must be 12 characters or more”.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'measuring-ux',
    questions: [
      {
        id: 'measuring-ux-1',
        kind: 'single',
        section: 'Behavioural and attitudinal metrics',
        prompt:
          'In a test, a participant books the wrong date without noticing, then rates the task 6 out of 7 for ease. How should you read this?',
        options: [
          {
            text: 'The task was a success, because the rating is the participant’s own judgement of the experience',
            correct: false,
            why: 'What people say does not change what happened: the booking was wrong, so the task failed.',
          },
          {
            text: 'Record a failure and note the rating: the error went unnoticed, which is a finding',
            correct: true,
            why: 'Behaviour tells you what happened and attitude how it felt; a confident failure points to a design that hides mistakes.',
          },
          {
            text: 'Discard the participant, since the two answers contradict each other',
            correct: false,
            why: 'Such contradictions are common and informative; dropping them biases the results.',
          },
        ],
      },
      {
        id: 'measuring-ux-2',
        kind: 'output',
        section: 'SUS and SEQ: standard questionnaires',
        prompt: 'This scores one participant’s SUS answers. What does it print?',
        code: {
          language: 'python',
          source: `def sus(responses):
    converted = [(r - 1) if i % 2 == 0 else (5 - r) for i, r in enumerate(responses)]
    return sum(converted) * 2.5

print(sus([5, 1, 4, 2, 5, 1, 4, 2, 4, 3]))`,
        },
        options: [
          {
            text: '82.5',
            correct: true,
            why: 'Odd items give 4+3+4+3+3 = 17, even items give 4+3+4+3+2 = 16; (17 + 16) × 2.5 = 82.5.',
          },
          {
            text: '77.5',
            correct: false,
            why: 'That is the raw sum of answers (31) times 2.5, without converting odd and even items.',
          },
          {
            text: '17.5',
            correct: false,
            why: 'That would come from reversing the wrong items: odd items are positive, so they are the ones reduced by 1, not subtracted from 5.',
          },
          {
            text: '33',
            correct: false,
            why: '33 is the converted total before multiplying by 2.5, and Python would print a float from `* 2.5` anyway.',
          },
        ],
      },
      {
        id: 'measuring-ux-3',
        kind: 'fill',
        section: 'SUS and SEQ: standard questionnaires',
        prompt: 'Across about 500 studies, MeasuringU puts the average SUS score at ____.',
        answers: ['68', '68.0'],
        why: 'A SUS of 68 sits at the 50th percentile; it is not a percentage, so 68 means “average”, not “68 % usable”.',
      },
      {
        id: 'measuring-ux-4',
        kind: 'order',
        section: 'HEART: goals, signals, metrics',
        prompt: 'Put the HEART process for choosing metrics for a new recipe search in order.',
        steps: [
          'Goal: people find a recipe they want to cook quickly',
          'Signals: searches followed by opening a recipe, few repeated searches',
          'Metric: share of searches that lead to a recipe opened within a minute',
          'Track it before and after the change and review it against the goal',
        ],
        why: 'Goals come first so that signals and metrics follow from what users want, not from what is easy to count.',
      },
      {
        id: 'measuring-ux-5',
        kind: 'single',
        section: 'A/B tests',
        prompt:
          'Version B of a checkout has a new layout, new button wording and free delivery, and it wins the A/B test. What can the team conclude?',
        options: [
          {
            text: 'That the new layout works better, because layout changes have the largest effect',
            correct: false,
            why: 'Nothing in the test separates the layout from the other two changes.',
          },
          {
            text: 'That the package as a whole did better, but not which change caused it',
            correct: true,
            why: 'With three changes in one variant, the win cannot be attributed to any single one; test one idea at a time.',
          },
          {
            text: 'Nothing at all, because A/B tests cannot measure checkouts',
            correct: false,
            why: 'Completed checkouts are a classic A/B metric; the problem is the design of the variant, not the method.',
          },
        ],
      },
      {
        id: 'measuring-ux-6',
        kind: 'multiple',
        section: 'Why NPS is a weak UX metric',
        prompt: 'Why is the Net Promoter Score a weak measure of a product’s UX? Pick all that apply.',
        options: [
          {
            text: 'Willingness to recommend depends on price, brand and habits as well as on the experience',
            correct: true,
            why: 'Many things besides usability drive recommendations, so the score mixes them together.',
          },
          {
            text: 'It is a single number that does not say which task is hard or what to change',
            correct: true,
            why: 'Without a diagnostic follow-up, NPS cannot guide design decisions.',
          },
          {
            text: 'Grouping an 11-point scale into three groups throws information away and makes the score noisy',
            correct: true,
            why: 'Small shifts of people across 6/7 or 8/9 make the number jump, especially in small samples.',
          },
          {
            text: 'It can only be collected in a moderated usability lab',
            correct: false,
            why: 'NPS is usually collected by email or in-product surveys at scale.',
          },
        ],
      },
      {
        id: 'measuring-ux-7',
        kind: 'single',
        section: 'Task success, time on task and errors',
        prompt:
          'Eight participants finish a task in 40, 45, 50, 52, 55, 60, 65 and 400 seconds. Which summary of time on task does the lesson recommend?',
        options: [
          {
            text: 'The arithmetic mean, about 96 seconds',
            correct: false,
            why: 'One slow attempt drags the mean far above what most people experienced; task times are skewed.',
          },
          {
            text: 'The median or the geometric mean, which resist the one long time',
            correct: true,
            why: 'For skewed task times, the median or (for small samples) the geometric mean describes the typical time better.',
          },
          {
            text: 'The fastest time, 40 seconds, because it shows what the design makes possible',
            correct: false,
            why: 'The best case hides what most people experience.',
          },
        ],
      },
      {
        id: 'measuring-ux-8',
        kind: 'single',
        section: 'Combining qualitative and quantitative',
        prompt:
          'Analytics show that 40 % of users leave a sign-up flow at the “verify your phone” step. What is the best next step?',
        options: [
          {
            text: 'Remove the step immediately, since the data proves it is the problem',
            correct: false,
            why: 'The data shows where people leave, not why; the step may be required, and the real fix may be small.',
          },
          {
            text: 'Watch a few people go through that step to learn why they leave, then fix and measure again',
            correct: true,
            why: 'Numbers find the where and how much; observation finds the why; measuring again confirms the fix.',
          },
          {
            text: 'Send an NPS survey to everyone who left, asking how likely they would be to recommend the product to a friend',
            correct: false,
            why: 'A recommendation score will not explain a specific drop-off.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'design-handoff',
    questions: [
      {
        id: 'design-handoff-1',
        kind: 'multiple',
        section: 'What developers need from a design',
        prompt:
          'You hand off a “team members” list with an avatar, a name and a role per row. Which edge cases should the design show? Pick all that apply.',
        options: [
          {
            text: 'A member with no photo',
            correct: true,
            why: 'Missing images are common; the design should say what appears instead, such as initials.',
          },
          {
            text: 'A 70-character name and a long translated role',
            correct: true,
            why: 'Real content is longer than sample data; show where text wraps or truncates.',
          },
          {
            text: 'A team of one and a team of 400',
            correct: true,
            why: 'Very short and very long lists change the layout and may need search or paging.',
          },
          {
            text: 'The same list in five different brand colours to choose from later',
            correct: false,
            why: 'Open explorations do not belong in a ready-for-dev handoff; they create several versions of the truth.',
          },
        ],
      },
      {
        id: 'design-handoff-2',
        kind: 'single',
        section: 'Figma Dev Mode and annotations',
        prompt: 'Why mark a section of a Figma file as **Ready for dev**?',
        options: [
          {
            text: 'It tells developers which designs are final, apart from explorations still in progress',
            correct: true,
            why: 'A clear status stops developers building from an old or unfinished version.',
          },
          {
            text: 'It turns the selected frames into production-ready React code that developers can merge directly',
            correct: false,
            why: 'Dev Mode offers code snippets for inspection, but it does not build the feature.',
          },
          {
            text: 'It locks the file so that the designer can no longer change it',
            correct: false,
            why: 'Designs can still change; Dev Mode itself is read-only for developers, and changes can be compared between versions.',
          },
          {
            text: 'It is required before anyone can leave comments on the file',
            correct: false,
            why: 'Comments work anywhere in a file; the status is about what is final.',
          },
        ],
      },
      {
        id: 'design-handoff-3',
        kind: 'output',
        section: 'Tokens instead of hard-coded values',
        prompt: 'Tokens can refer to other tokens. After a rebrand changes one base colour, what does this print?',
        code: {
          language: 'javascript',
          source: `const tokens = {
  'color.blue.600': '#1a73e8',
  'color.action.primary': '{color.blue.600}',
  'color.link': '{color.action.primary}',
};
function resolve(name) {
  const value = tokens[name];
  return value.startsWith('{') ? resolve(value.slice(1, -1)) : value;
}
tokens['color.blue.600'] = '#1557b0';
console.log(resolve('color.link'));`,
        },
        options: [
          {
            text: '#1557b0',
            correct: true,
            why: '`color.link` points to `color.action.primary`, which points to `color.blue.600`; changing the base value changes every token that refers to it.',
          },
          {
            text: '#1a73e8',
            correct: false,
            why: 'The lookup happens after the base colour was changed, so the old value is gone.',
          },
          {
            text: '{color.action.primary}',
            correct: false,
            why: '`resolve` follows references recursively until it reaches a value that is not a reference.',
          },
          {
            text: 'undefined',
            correct: false,
            why: 'Every name in the chain exists in the object, so each lookup finds a value.',
          },
        ],
      },
      {
        id: 'design-handoff-4',
        kind: 'multiple',
        section: 'Accessibility annotations',
        prompt: 'Which belong in the accessibility annotations of a sign-in dialog? Pick all that apply.',
        options: [
          {
            text: 'Where focus goes when the dialog opens, and where it returns when it closes',
            correct: true,
            why: 'Focus management decides whether keyboard and screen-reader users can use the dialog at all.',
          },
          {
            text: 'The accessible name of the icon-only close button, such as “Close sign-in”',
            correct: true,
            why: 'An icon has no text for assistive technology unless the design names it.',
          },
          {
            text: 'The heading level of the dialog title',
            correct: true,
            why: 'Heading levels are structure, not visual size; annotate them so they are built correctly.',
          },
          {
            text: 'The exact hex code of the dialog’s drop shadow',
            correct: false,
            why: 'Dev Mode already shows visual values (ideally as tokens); it is not an accessibility note.',
          },
        ],
      },
      {
        id: 'design-handoff-5',
        kind: 'single',
        section: 'Acceptance criteria',
        prompt: 'Which is a good acceptance criterion for a newsletter sign-up form?',
        options: [
          {
            text: 'The form looks clean and modern, as in the Figma file',
            correct: false,
            why: 'Not testable: two people can disagree on “clean”, and it says nothing about behaviour.',
          },
          {
            text: 'Given an email without “@”, when I select “Subscribe”, then “Enter an email address in the correct format” appears and my entry is kept',
            correct: true,
            why: 'It describes a specific situation, action and observable result, including the error path.',
          },
          {
            text: 'The developers should make sure the form works well and looks right on all the devices and browsers that our customers use',
            correct: false,
            why: 'Too vague to test; say which behaviour is expected at which widths.',
          },
        ],
      },
      {
        id: 'design-handoff-6',
        kind: 'single',
        section: 'Design QA of the built result',
        prompt: 'During design QA on staging you find four differences. Which one should block the release?',
        options: [
          {
            text: 'A card’s padding is 14 px instead of 16 px',
            correct: false,
            why: 'Worth a ticket, but a small visual difference does not stop anyone from completing the task.',
          },
          {
            text: 'The date picker cannot be used with the keyboard, so keyboard users cannot book',
            correct: true,
            why: 'A blocked task for a group of users is a broken flow and an accessibility failure: it blocks release.',
          },
          {
            text: 'The developer used a slightly smoother animation curve than the one specified in the prototype',
            correct: false,
            why: 'Implementations may improve on details; the goal is the intended experience, not pixel identity.',
          },
          {
            text: 'A success message wraps onto two lines at 360 px',
            correct: false,
            why: 'Wrapping text is expected on narrow screens as long as it stays readable.',
          },
        ],
      },
      {
        id: 'design-handoff-7',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the “Edit profile” handoff in order.',
        steps: [
          'Design with early input from developers on constraints',
          'Go through the handoff checklist: states, edge cases, responsive rules, content, accessibility',
          'Mark the section Ready for dev and link it from the tickets with acceptance criteria',
          'Walk the developers through the design and settle their questions',
          'Review the built feature on staging (design QA) and file tickets for what differs',
        ],
        why: 'The design is completed and checked before it is marked ready, explained before it is built, and reviewed after it is built.',
      },
      {
        id: 'design-handoff-8',
        kind: 'fill',
        section: 'Working in sprints with engineers',
        prompt:
          'In many agile teams, design works about one ____ ahead of development, while staying available for questions on what is being built now.',
        answers: ['sprint', 'iteration'],
        caseInsensitive: true,
        why: 'Designing the next stories while the current ones are built keeps developers from waiting, as long as designers and developers stay in close contact.',
      },
    ],
  },
  {
    moduleKey: 'design-portfolio',
    questions: [
      {
        id: 'design-portfolio-1',
        kind: 'single',
        section: 'Choosing 2 to 4 projects',
        prompt:
          'A career changer has nine projects: six similar course exercises, a volunteer app tested with real users, a researched redesign and a poster series. What should the portfolio show for product design roles?',
        options: [
          {
            text: 'All nine, so that reviewers can see how much work they have done since starting',
            correct: false,
            why: 'Nobody reads nine case studies, and similar weak projects pull down the impression of the strong ones.',
          },
          {
            text: 'The volunteer app and the researched redesign, plus at most one course project that shows something different',
            correct: true,
            why: 'Two to four strong, relevant projects with real users and decisions make a better case than volume.',
          },
          {
            text: 'Only the poster series, because it is the most visually striking',
            correct: false,
            why: 'Posters show visual skill but not the research, flows and decisions a product design role needs.',
          },
        ],
      },
      {
        id: 'design-portfolio-2',
        kind: 'order',
        section: 'The shape of a case study',
        prompt: 'Put the parts of a case study in the usual order.',
        steps: [
          'Summary: problem, what you did, result, role and timeframe',
          'Context: product, users and situation',
          'The problem, with the evidence that showed it',
          'Process with evidence: research, sketches, tests',
          'Decisions and trade-offs',
          'Outcome and what you learned',
        ],
        why: 'Skimmers get everything from the summary; careful readers then follow the story from context and problem through evidence and decisions to the result.',
      },
      {
        id: 'design-portfolio-3',
        kind: 'multiple',
        section: 'Show research and iteration, not just final screens',
        prompt: 'Which items make a case study more convincing? Pick all that apply.',
        options: [
          {
            text: 'A before-and-after pair with the test finding that led to the change',
            correct: true,
            why: 'It connects evidence to a decision, which is exactly what reviewers look for.',
          },
          {
            text: 'An abandoned early sketch, with a note on why it was dropped',
            correct: true,
            why: 'Showing rejected options proves that you explored and chose, rather than drew the first idea.',
          },
          {
            text: 'Twenty uncaptioned photos of sticky notes on a wall',
            correct: false,
            why: 'They show activity, not insight; caption a few and say what you learned from them.',
          },
          {
            text: 'Ten variations of the final screen in different colour themes',
            correct: false,
            why: 'Polish without a problem or decision behind it adds length, not evidence.',
          },
        ],
      },
      {
        id: 'design-portfolio-4',
        kind: 'single',
        section: 'Confidentiality and NDAs',
        prompt:
          'Your best project is an internal banking tool covered by an NDA. What is the right way to use it in your portfolio?',
        options: [
          {
            text: 'Show the real screens anyway, since the tool is internal and the public will never see it',
            correct: false,
            why: 'Breaking an NDA can cost you your current job, and hiring managers notice candidates who show what they should not.',
          },
          {
            text: 'Ask what you may show, then anonymise it or tell the process without confidential details',
            correct: true,
            why: 'Permission first, then anonymisation or a process-focused story, keeps the work usable and the agreement intact.',
          },
          {
            text: 'Leave it out entirely and never mention it, even in interviews',
            correct: false,
            why: 'You can usually talk about the problem and your approach in general terms, which still shows how you work.',
          },
        ],
      },
      {
        id: 'design-portfolio-5',
        kind: 'single',
        section: 'Presenting a case study in an interview',
        prompt:
          'Why does the lesson advise saying “I” for your own work and “we” for the team’s during a portfolio presentation?',
        options: [
          {
            text: 'Because interviewers need to know what you personally did, and they will ask follow-ups to find out',
            correct: true,
            why: 'Hiring is about your skills; a clear split between your work and the team’s makes your contribution visible and honest.',
          },
          {
            text: 'Because saying “we” is considered impolite in design interviews',
            correct: false,
            why: 'Crediting the team is good; the point is to separate it from what you did.',
          },
          {
            text: 'Because it makes the presentation shorter',
            correct: false,
            why: 'Length is not the reason; clarity about your role is.',
          },
        ],
      },
      {
        id: 'design-portfolio-6',
        kind: 'fill',
        section: 'Design exercises and whiteboard challenges',
        prompt:
          'Given the prompt “design a way for a library to lend tools”, the first step in a whiteboard challenge is to ask ____ questions about users, goals, constraints and success.',
        answers: ['clarifying', 'clarification'],
        caseInsensitive: true,
        why: 'Interviewers assess your process; understanding the problem before sketching is the first thing they look for.',
      },
      {
        id: 'design-portfolio-7',
        kind: 'multiple',
        section: 'Junior roles and getting real projects',
        prompt:
          'Which are good ways for someone without a design job to get real project experience? Pick all that apply.',
        options: [
          {
            text: 'Volunteering to redesign a charity’s volunteer sign-up, with their coordinator',
            correct: true,
            why: 'Real users, real constraints and a reference: the best raw material for a case study.',
          },
          {
            text: 'Testing an app you use with five people, then redesigning and retesting one flow, labelled as a concept',
            correct: true,
            why: 'A researched redesign shows process and evidence, as long as it is clearly self-initiated.',
          },
          {
            text: 'Restyling a famous app’s home screen with new colours and calling it a case study',
            correct: false,
            why: 'A new skin without research or a problem shows little of what product design roles need.',
          },
          {
            text: 'Improving a form or internal tool in your current non-design job',
            correct: true,
            why: 'Designing inside your current job gives real users and outcomes, and often a path to a design role there.',
          },
        ],
      },
      {
        id: 'design-portfolio-8',
        kind: 'single',
        section: 'Worked example',
        prompt: 'Which line of Sam’s case study outline best shows a decision with its trade-off?',
        options: [
          {
            text: 'The line giving her role: sole designer for 6 weeks, with a volunteer developer, in Figma and Maze',
            correct: false,
            why: 'This is her role and the project’s constraints, useful context but not a decision.',
          },
          {
            text: '“No accounts, a magic link by SMS instead, because half the volunteers had no email”',
            correct: true,
            why: 'It names an option, the alternative rejected and the evidence behind the choice.',
          },
          {
            text: '“4 interviews, spreadsheet analysis, journey map”',
            correct: false,
            why: 'These are process steps; the decisions are what she did with what they revealed.',
          },
        ],
      },
    ],
  },
];
