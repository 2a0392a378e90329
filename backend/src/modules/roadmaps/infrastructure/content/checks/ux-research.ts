import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ux-research.ts. */
export const UX_RESEARCH_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'ux-design-process',
    questions: [
      {
        id: 'ux-design-process-1',
        kind: 'single',
        section: 'UX, UI, product and service design',
        prompt:
          'A council wants to fix how residents report a broken streetlight: the web form, the phone script, the text message sent afterwards and the tool the repair crew uses. Which kind of designer is this brief written for?',
        options: [
          {
            text: 'A UI designer, because the web form needs a new visual style',
            correct: false,
            why: 'The form is one touchpoint of many; the brief covers phone calls, messages and a staff tool that no visual restyle reaches.',
          },
          {
            text: 'A service designer',
            correct: true,
            why: 'The brief spans every channel and the backstage tool, front to back: the whole service, which is what service design looks at.',
          },
          {
            text: 'A graphic designer, because residents need clearer printed instructions',
            correct: false,
            why: 'Printed material is not even in the brief; the problem is how the parts of the service fit together.',
          },
          {
            text: 'Nobody: it is an operations problem, not a design problem',
            correct: false,
            why: 'Designing how people and systems work together to deliver a service is exactly what service design is for.',
          },
        ],
      },
      {
        id: 'ux-design-process-2',
        kind: 'order',
        section: 'The Double Diamond: two rounds of diverge and converge',
        prompt: 'Put the four phases of the Design Council’s Double Diamond in order.',
        steps: ['Discover', 'Define', 'Develop', 'Deliver'],
        why: 'The first diamond explores the problem (Discover) and narrows it to a clear challenge (Define); the second explores answers (Develop) and narrows to what is tested and shipped (Deliver).',
      },
      {
        id: 'ux-design-process-3',
        kind: 'multiple',
        section: 'The Double Diamond: two rounds of diverge and converge',
        prompt: 'Which of these activities are **convergent** thinking? Pick all that apply.',
        options: [
          {
            text: 'Choosing one problem statement from the themes the research produced',
            correct: true,
            why: 'Narrowing many findings to one stated problem is the convergent end of the first diamond (Define).',
          },
          {
            text: 'Sketching twenty different ideas for the sign-up step in half an hour',
            correct: false,
            why: 'Producing many options without judging them is divergent thinking, the widening half of a diamond.',
          },
          {
            text: 'Dropping two of three prototypes after testing them with users',
            correct: true,
            why: 'Testing and rejecting what does not work narrows the options: convergence at the end of the second diamond.',
          },
          {
            text: 'Interviewing people from groups the team had not thought of before',
            correct: false,
            why: 'Widening who you learn from opens the problem up; that is Discover, a divergent phase.',
          },
        ],
      },
      {
        id: 'ux-design-process-4',
        kind: 'fill',
        section: 'Design thinking and Lean UX',
        prompt: 'Lean UX borrows its loop from The Lean Startup: build, measure, ____.',
        answers: ['learn'],
        caseInsensitive: true,
        why: 'You build the smallest thing that tests a hypothesis, measure what people do, and learn whether to continue, change course or stop.',
      },
      {
        id: 'ux-design-process-5',
        kind: 'single',
        section: 'Framing the problem: problem statements and "How might we"',
        prompt:
          'Research shows that many people who rent a bike abandon it half-way because they cannot find a free dock near their destination. Which "How might we" question is the most useful start for ideation?',
        options: [
          {
            text: 'How might we add a dock map to the app?',
            correct: false,
            why: 'It already contains the answer (a map), which shuts out other ideas such as reserving a dock or rewards for returning elsewhere.',
          },
          {
            text: 'How might we improve the bike rental experience?',
            correct: false,
            why: 'Too broad: it ignores what the research found and invites ideas that solve nothing in particular.',
          },
          {
            text: 'How might we help riders be sure of a free dock near where they are going?',
            correct: true,
            why: 'It is grounded in the finding, states the outcome riders need and leaves the solution open.',
          },
          {
            text: 'How might we stop riders from abandoning their bikes half-way through a trip in the city centre?',
            correct: false,
            why: 'It frames the riders as the problem and names a symptom; the need behind the behaviour (a free dock) is missing.',
          },
        ],
      },
      {
        id: 'ux-design-process-6',
        kind: 'single',
        section: 'Deliverables versus outcomes',
        prompt: 'Which of these is an **outcome** rather than a deliverable?',
        options: [
          {
            text: 'A tested high-fidelity prototype of the new checkout',
            correct: false,
            why: 'However polished, a prototype is something the team makes: an output on the way to a result.',
          },
          {
            text: 'Calls to the help desk about invoices fall from 300 to 120 a week',
            correct: true,
            why: 'It is a measurable change in what people do, which is what an outcome means.',
          },
          {
            text: 'A set of four personas printed for the office wall',
            correct: false,
            why: 'Personas are deliverables; they matter only if they change decisions.',
          },
          {
            text: 'A 25-page usability report, presented to the whole company at the quarterly meeting',
            correct: false,
            why: 'A report is an output; whether anything changes because of it is the outcome.',
          },
        ],
      },
      {
        id: 'ux-design-process-7',
        kind: 'output',
        section: 'Worked example',
        prompt:
          'A designer finds the step of a booking funnel where most people give up. What does this print? (How many people reached each step.)',
        code: {
          language: 'python',
          source: `funnel = {"start": 2000, "details": 1700, "account": 1100, "confirm": 1100}
steps = list(funnel.items())
worst = max(range(1, len(steps)), key=lambda i: steps[i - 1][1] - steps[i][1])
print(steps[worst][0], steps[worst - 1][1] - steps[worst][1])`,
        },
        options: [
          {
            text: 'details 300',
            correct: false,
            why: '300 people leave between start and details, but twice as many leave at the next step.',
          },
          {
            text: 'account 600',
            correct: true,
            why: 'The loss into each step is 300, 600 and 0; the largest is 1,700 − 1,100 = 600 at the account step.',
          },
          {
            text: 'account 1100',
            correct: false,
            why: '1,100 is how many reached the account step; the code prints the drop from the step before, 600.',
          },
          {
            text: 'confirm 0',
            correct: false,
            why: 'Nobody is lost at confirm, so it has the smallest drop; `max` picks the largest.',
          },
        ],
      },
      {
        id: 'ux-design-process-8',
        kind: 'single',
        section: 'At work',
        prompt:
          'Six weeks into a discovery, a public-sector team learns that the service it was asked to build would duplicate one that already works well. Following the GOV.UK Service Manual, what is the right move?',
        options: [
          {
            text: 'Move to alpha anyway, so that the six weeks of discovery work are not wasted on nothing',
            correct: false,
            why: 'Spending more to build something you know is not needed is the sunk-cost trap the discovery exists to avoid.',
          },
          {
            text: 'Stop, and report what was learned: ending after discovery is a valid result',
            correct: true,
            why: 'The service manual says plainly that deciding not to go on after discovery is not a failure; it saved the cost of building the wrong thing.',
          },
          {
            text: 'Extend the discovery until a reason to build is found',
            correct: false,
            why: 'Research that looks for a predetermined answer is no longer research.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'user-research',
    questions: [
      {
        id: 'user-research-1',
        kind: 'multiple',
        section: 'Why research, and which kind',
        prompt:
          'Which of these methods are **behavioural**, measuring what people do rather than what they say? Pick all that apply.',
        options: [
          {
            text: 'Funnel analytics showing where visitors leave the checkout',
            correct: true,
            why: 'Analytics record actions people actually took, in bulk: behavioural and quantitative.',
          },
          {
            text: 'A survey asking how often people use the search box',
            correct: false,
            why: 'A survey records self-reported answers, which are attitudinal and often differ from what people really do.',
          },
          {
            text: 'An A/B test comparing two versions of a sign-up button',
            correct: true,
            why: 'It counts what each group did with each version, not what anyone said about them.',
          },
          {
            text: 'Watching a nurse use the ward’s drug-ordering system during a real shift',
            correct: true,
            why: 'Observing real use in context is behavioural, even though it is also qualitative.',
          },
          {
            text: 'An interview in which people describe what they would want from a new app',
            correct: false,
            why: 'Stated wishes about a hypothetical app are attitudinal, and hypothetical on top.',
          },
        ],
      },
      {
        id: 'user-research-2',
        kind: 'single',
        section: 'Why research, and which kind',
        prompt:
          'A startup has no product yet and wants to learn how small landlords keep track of repairs today. What kind of research is this?',
        options: [
          {
            text: 'Evaluative research, because it will judge the landlords’ current tools',
            correct: false,
            why: 'Evaluative research tests something the team has made; there is nothing of theirs to test yet.',
          },
          {
            text: 'Generative research',
            correct: true,
            why: 'It explores needs and problems before any solution exists, to find what is worth designing.',
          },
          {
            text: 'Quantitative research, because landlords are a large group',
            correct: false,
            why: 'The size of the population does not decide it; learning how and why people work is a qualitative question.',
          },
          {
            text: 'A usability test of competitors’ products',
            correct: false,
            why: 'Testing other products is evaluative and narrower than the question, which is about how landlords work today.',
          },
        ],
      },
      {
        id: 'user-research-3',
        kind: 'single',
        section: 'Interviews',
        prompt: 'Which interview question is most likely to produce useful, honest evidence?',
        options: [
          {
            text: 'Don’t you find it annoying to re-enter your address every time?',
            correct: false,
            why: 'It is leading: it tells the participant which answer you expect, and most people politely agree.',
          },
          {
            text: 'Would you pay for faster delivery?',
            correct: false,
            why: 'It is hypothetical and closed; people are poor predictors of their own future behaviour, especially about money.',
          },
          {
            text: 'Walk me through the last time you ordered groceries online.',
            correct: true,
            why: 'It is open and anchored in a real past event, so the answer describes behaviour rather than opinions.',
          },
          {
            text: 'How do you choose and pay for groceries, and do you like our app?',
            correct: false,
            why: 'It packs three questions into one, and the last invites a polite yes.',
          },
        ],
      },
      {
        id: 'user-research-4',
        kind: 'fill',
        section: 'Interviews',
        prompt:
          'Asking "why?" of each answer in turn until you reach the root cause, a technique from Toyota’s production system, is called the ____.',
        answers: ['five whys', '5 whys', 'five why', '5 why'],
        caseInsensitive: true,
        why: 'The five whys follows each answer with another "why?" so you get past the symptom to its cause; the number five is a rule of thumb, not a law.',
      },
      {
        id: 'user-research-5',
        kind: 'output',
        section: 'Observation, surveys, diaries and analytics',
        prompt:
          '30 of 100 randomly sampled customers say they use the mobile app weekly. What does this print (the 95 % margin of error)?',
        code: {
          language: 'python',
          source: `n, p = 100, 0.3
moe = 1.96 * (p * (1 - p) / n) ** 0.5
print(f"{p:.0%} ± {moe:.1%}")`,
        },
        options: [
          {
            text: '30% ± 9.0%',
            correct: true,
            why: '√(0.3 × 0.7 / 100) ≈ 0.0458, times 1.96 ≈ 0.090: the true share is plausibly anywhere from about 21 % to 39 %.',
          },
          {
            text: '30% ± 9.8%',
            correct: false,
            why: '9.8 % is the worst case at p = 0.5; at p = 0.3 the product p(1 − p) is smaller (0.21 instead of 0.25).',
          },
          {
            text: '30% ± 4.6%',
            correct: false,
            why: '4.6 % is the standard error before multiplying by 1.96 for 95 % confidence.',
          },
          {
            text: '0.3 ± 0.09',
            correct: false,
            why: 'The format specifiers `.0%` and `.1%` print percentages, not decimals.',
          },
        ],
      },
      {
        id: 'user-research-6',
        kind: 'single',
        section: 'Observation, surveys, diaries and analytics',
        prompt:
          'A team wants to understand how families decide what to cook across a normal three-week stretch, including the evenings when plans fall apart. Which method fits best?',
        options: [
          {
            text: 'A diary study with short entries each time they plan or cook a meal',
            correct: true,
            why: 'Diaries capture behaviour as it unfolds over weeks, including the moments nobody remembers accurately later.',
          },
          {
            text: 'One 45-minute interview per family',
            correct: false,
            why: 'A single interview relies on memory of three weeks of small decisions, which is unreliable.',
          },
          {
            text: 'Analytics from the team’s recipe website',
            correct: false,
            why: 'Analytics only see what happens on the site, not the decisions made in the kitchen or the shop.',
          },
          {
            text: 'A survey asking each family to rate how well their meal planning works, from 1 to 5',
            correct: false,
            why: 'A rating gives an attitude at one moment; it says nothing about how decisions happen over time.',
          },
        ],
      },
      {
        id: 'user-research-7',
        kind: 'order',
        section: 'Synthesis with affinity mapping',
        prompt: 'Put the steps of an affinity mapping session in order.',
        steps: [
          'Write each observation or quote on its own note',
          'Group notes that belong together',
          'Name each group with a statement of what it says',
          'Look for patterns across the groups and agree the key findings',
        ],
        why: 'You start from single, atomic observations, cluster them bottom-up, label the clusters as statements, and only then compare clusters to draw findings.',
      },
      {
        id: 'user-research-8',
        kind: 'multiple',
        section: 'Recruiting, consent and ethics',
        prompt:
          'Before an interview starts, what should the participant know for their consent to be informed? Pick all that apply.',
        options: [
          {
            text: 'That the session will be recorded, and who will see the recording',
            correct: true,
            why: 'People can only agree to a recording if they know it exists and who will watch it.',
          },
          {
            text: 'That they can stop at any time without giving a reason',
            correct: true,
            why: 'Consent must be freely given, which includes being free to withdraw.',
          },
          {
            text: 'The exact hypothesis the team hopes to confirm',
            correct: false,
            why: 'Telling participants the answer you hope for biases them; they need to know the purpose, not your expected result.',
          },
          {
            text: 'How long their data will be kept',
            correct: true,
            why: 'Data protection law such as the GDPR expects people to know how long their personal data is kept.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'personas-and-jobs-to-be-done',
    questions: [
      {
        id: 'personas-and-jobs-to-be-done-1',
        kind: 'single',
        section: 'Personas: research-based, proto and their misuse',
        prompt:
          'A new team writes three personas in a one-hour workshop from what its members already believe, with no new research. What are they, and how should the team treat them?',
        options: [
          {
            text: 'Qualitative personas; they can be printed and used as the basis for design decisions',
            correct: false,
            why: 'Qualitative personas come from interviews and observation; these came from the team’s assumptions.',
          },
          {
            text: 'Proto-personas: a labelled set of assumptions that shows what research is needed',
            correct: true,
            why: 'Proto-personas are useful hypotheses; the mistake is presenting them as facts instead of testing them.',
          },
          {
            text: 'Statistical personas, because three of them cover most of the market',
            correct: false,
            why: 'Statistical personas are built from survey data and clustering, which this team did not do.',
          },
          {
            text: 'Worthless; they should be deleted before anyone sees them',
            correct: false,
            why: 'Writing down assumptions is a good start: it shows what the team believes and where it disagrees.',
          },
        ],
      },
      {
        id: 'personas-and-jobs-to-be-done-2',
        kind: 'multiple',
        section: 'Personas: research-based, proto and their misuse',
        prompt: 'Which of these belong in a useful persona for a meal-kit delivery app? Pick all that apply.',
        options: [
          {
            text: 'Goal: get a healthy dinner on the table in 30 minutes on weekdays',
            correct: true,
            why: 'Goals tell the team what the product must help with.',
          },
          {
            text: 'Observed behaviour: skips the delivery whenever the week gets busy, then forgets to restart it',
            correct: true,
            why: 'Behaviour and pain points seen in research are what make a persona useful for design decisions.',
          },
          {
            text: 'Favourite film genre and star sign',
            correct: false,
            why: 'Trivia that changes no design decision adds noise and makes the persona feel less credible.',
          },
          {
            text: 'A quote from an interview: "By Thursday I’m just too tired to chop anything"',
            correct: true,
            why: 'A real quote keeps the persona anchored in evidence and makes the need memorable.',
          },
          {
            text: 'Segment: women 25–34, household income above the national median',
            correct: false,
            why: 'A marketing segment says who buys, not how people use the product or why.',
          },
        ],
      },
      {
        id: 'personas-and-jobs-to-be-done-3',
        kind: 'fill',
        section: 'Empathy maps',
        prompt: 'The four quadrants of an empathy map are Says, Thinks, Does and ____.',
        answers: ['Feels', 'Feel'],
        caseInsensitive: true,
        why: 'Feels holds the person’s emotions and what triggers them, next to what they said, thought and did.',
      },
      {
        id: 'personas-and-jobs-to-be-done-4',
        kind: 'single',
        section: 'Jobs to be done and job stories',
        prompt: 'For a banking app, which of these is a **job to be done** rather than a task or a feature?',
        options: [
          {
            text: 'Tap "Transfer" and choose a payee',
            correct: false,
            why: 'That is a task: steps inside one particular solution.',
          },
          {
            text: 'A split-the-bill button on the payments screen, next to the transfer button',
            correct: false,
            why: 'That is a feature: one possible way to serve a job.',
          },
          {
            text: 'Settle up with friends after a shared dinner without awkwardness',
            correct: true,
            why: 'It describes the progress the person wants, with a functional side (settle up) and a social and emotional side (no awkwardness), independent of any feature.',
          },
          {
            text: 'Customers aged 18–30 who eat out twice a week',
            correct: false,
            why: 'That is a segment of people, not the progress they are trying to make.',
          },
        ],
      },
      {
        id: 'personas-and-jobs-to-be-done-5',
        kind: 'order',
        section: 'Jobs to be done and job stories',
        prompt: 'Put the parts of a job story in order.',
        steps: ['When [situation]', 'I want to [motivation]', 'so I can [expected outcome]'],
        why: 'A job story starts with the situation that triggers the need, then the motivation, then the outcome the person expects.',
      },
      {
        id: 'personas-and-jobs-to-be-done-6',
        kind: 'single',
        section: 'Jobs to be done and job stories',
        prompt: 'Which of these is a well-formed **job story**?',
        options: [
          {
            text: 'As a patient who books often, I want a calendar view with every clinic’s free slots for the next month, so that I can book appointments and manage my family’s bookings in one place.',
            correct: false,
            why: 'This is a user story built around a role and a feature; the triggering situation is missing.',
          },
          {
            text: 'When my child wakes up with a fever on a school day, I want to see today’s free appointments near me, so I can get her seen before I must call work.',
            correct: true,
            why: 'It names the situation, the motivation and the expected outcome, and leaves the solution open.',
          },
          {
            text: 'When I open the app, I want a big green Book button, so I can click it.',
            correct: false,
            why: 'A feature in disguise: the situation is trivial and the outcome restates the button.',
          },
          {
            text: 'Patients need a better booking experience.',
            correct: false,
            why: 'Too vague to design for: no situation, no motivation, no outcome.',
          },
        ],
      },
      {
        id: 'personas-and-jobs-to-be-done-7',
        kind: 'output',
        section: 'Using them to decide',
        prompt:
          'A team ranks candidate features by how often the primary persona has the jobs each one serves (times a month). What does this print?',
        code: {
          language: 'python',
          source: `jobs = {"check connection": 5, "buy ticket": 1, "plan weekend trip": 2}
features = {
    "connection card": ["check connection"],
    "ticket shop": ["buy ticket"],
    "trip planner": ["plan weekend trip", "check connection"],
}
ranked = sorted(features, key=lambda f: -sum(jobs[j] for j in features[f]))
print(ranked[0], "/", ranked[-1])`,
        },
        options: [
          {
            text: 'connection card / ticket shop',
            correct: false,
            why: 'The connection card scores 5, but the trip planner serves two jobs and scores 2 + 5 = 7.',
          },
          {
            text: 'trip planner / ticket shop',
            correct: true,
            why: 'Scores are 5, 1 and 7; sorting by the negative score puts the highest first (trip planner) and the lowest last (ticket shop).',
          },
          {
            text: 'ticket shop / trip planner',
            correct: false,
            why: 'That would be ascending order; the key is the negative sum, so the order is descending.',
          },
          {
            text: 'trip planner / connection card',
            correct: false,
            why: 'The connection card (5) is in the middle; the ticket shop (1) is last.',
          },
        ],
      },
      {
        id: 'personas-and-jobs-to-be-done-8',
        kind: 'single',
        section: 'Personas and jobs together',
        prompt: 'A team argues about whether to use personas or jobs to be done. What does the lesson suggest?',
        options: [
          {
            text: 'Pick one: using both confuses stakeholders',
            correct: false,
            why: 'They answer different questions (who, and what progress), so they combine well.',
          },
          {
            text: 'Use jobs only, because personas are always stereotypes that mislead the team about who its users are',
            correct: false,
            why: 'Personas built from research describe behaviour and goals; the stereotype problem comes from building them on assumptions.',
          },
          {
            text: 'Combine them: a few personas, each with the jobs that matter most to them',
            correct: true,
            why: 'Personas remind you who has the job and in what context; jobs keep personas focused on the progress people want.',
          },
          {
            text: 'Use personas only, because jobs ignore who the user is',
            correct: false,
            why: 'Jobs deliberately focus on the situation and the progress; pairing them with personas restores the who.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'usability-testing',
    questions: [
      {
        id: 'usability-testing-1',
        kind: 'single',
        section: 'What a usability test is for',
        prompt: 'What is the core question a usability test answers?',
        options: [
          {
            text: 'Do people like the look of the new design?',
            correct: false,
            why: 'Preference is an attitude; a usability test watches whether people can actually do things.',
          },
          {
            text: 'Can people who match our users complete realistic tasks without help?',
            correct: true,
            why: 'That is the point of a usability test: observed behaviour on real tasks, with no one guiding.',
          },
          {
            text: 'Which features should we build next year?',
            correct: false,
            why: 'Choosing features is a product decision informed by generative research, not by a usability test.',
          },
          {
            text: 'How many people will sign up in the first month after the new design is launched?',
            correct: false,
            why: 'A handful of test sessions cannot forecast sign-ups; that needs live data or experiments.',
          },
        ],
      },
      {
        id: 'usability-testing-2',
        kind: 'single',
        section: 'Ways to run a test',
        prompt:
          'A team has a rough, fragile Figma prototype of a new claims process and wants to understand *why* people hesitate at each step. Which setup fits best?',
        options: [
          {
            text: 'Unmoderated, with 50 participants overnight',
            correct: false,
            why: 'Nobody could ask follow-up questions or rescue someone stuck on a broken prototype link.',
          },
          {
            text: 'Moderated sessions, remote or in person, with think-aloud',
            correct: true,
            why: 'A facilitator can probe the reasons behind hesitation and keep a fragile prototype session on track.',
          },
          {
            text: 'A survey sent to 500 customers with a link to the prototype and a rating question',
            correct: false,
            why: 'A survey collects opinions afterwards; it does not show where or why people hesitated.',
          },
          {
            text: 'An A/B test on the live site',
            correct: false,
            why: 'There is no live version to test yet, and an A/B test shows which wins, not why.',
          },
        ],
      },
      {
        id: 'usability-testing-3',
        kind: 'single',
        section: 'Tasks, scenarios and thinking aloud',
        prompt: 'Which task is best for testing whether people can change their delivery address in a shopping app?',
        options: [
          {
            text: 'Go to Account, then Addresses, and edit your default address.',
            correct: false,
            why: 'It gives the steps and the screen labels, so it only tests whether people can read.',
          },
          {
            text: 'Do you think changing your delivery address is easy in this app, compared with other shopping apps?',
            correct: false,
            why: 'This asks for an opinion instead of observing behaviour.',
          },
          {
            text: 'You have just moved to 14 Park Road. Make sure your next order comes to your new home.',
            correct: true,
            why: 'It gives a realistic goal and the details needed, without naming the screens or buttons.',
          },
          {
            text: 'Find the "Edit address" button.',
            correct: false,
            why: 'It names the interface element, which turns the task into a search for a word.',
          },
        ],
      },
      {
        id: 'usability-testing-4',
        kind: 'output',
        section: 'How many participants',
        prompt:
          'On a complex product each user finds on average 25 % of the problems. Using Nielsen’s model, what share do three users find? What does this print?',
        code: {
          language: 'python',
          source: `L = 0.25
print(f"{1 - (1 - L) ** 3:.0%}")`,
        },
        options: [
          {
            text: '75%',
            correct: false,
            why: 'That adds 25 % three times; the users overlap, so each one finds fewer new problems.',
          },
          {
            text: '58%',
            correct: true,
            why: '0.75³ ≈ 0.42 of problems are missed by all three, so 1 − 0.42 ≈ 58 % are found.',
          },
          {
            text: '42%',
            correct: false,
            why: '42 % is the share that all three users miss, (1 − L)³.',
          },
          {
            text: '25%',
            correct: false,
            why: 'That is one user; more users find more, with diminishing returns.',
          },
        ],
      },
      {
        id: 'usability-testing-5',
        kind: 'multiple',
        section: 'How many participants',
        prompt: 'In which situations is "five users are enough" **not** a good plan? Pick all that apply.',
        options: [
          {
            text: 'You need a task success rate to report to management with a reasonable margin of error',
            correct: true,
            why: 'Five people find problems but cannot give reliable numbers; quantitative studies need far more (NN/g suggests about 40).',
          },
          {
            text: 'The marketplace has two very different groups, buyers and sellers',
            correct: true,
            why: 'Each distinct user group needs its own participants, often three or four per group.',
          },
          {
            text: 'You want to find the main usability problems in a prototype before the next design iteration',
            correct: false,
            why: 'This is exactly what small qualitative rounds are for.',
          },
          {
            text: 'You have budget for 15 sessions this quarter',
            correct: false,
            why: 'Five users is still the plan, three times over: test, fix, and test again.',
          },
        ],
      },
      {
        id: 'usability-testing-6',
        kind: 'order',
        section: 'Running sessions',
        prompt: 'Put the steps of a moderated usability study in order.',
        steps: [
          'Run a pilot session and fix the tasks and prototype',
          'Welcome the participant and get consent to record',
          'Ask a few background questions',
          'Give the tasks one at a time while the participant thinks aloud',
          'Ask closing questions about the whole experience',
        ],
        why: 'The pilot comes before any real participant; each session then moves from consent and warm-up to the tasks and ends with open reflection.',
      },
      {
        id: 'usability-testing-7',
        kind: 'fill',
        section: 'Metrics',
        prompt: 'The Single Ease Question is answered on a scale with ____ points.',
        answers: ['7', 'seven'],
        caseInsensitive: true,
        why: 'The SEQ runs from 1 (very difficult) to 7 (very easy) and is asked right after each task; the average across studies is about 5.5.',
      },
      {
        id: 'usability-testing-8',
        kind: 'single',
        section: 'Reporting findings',
        prompt:
          'In a test of a parking app, three of five participants could not finish paying because the "Pay" button was hidden behind the phone keyboard. How severe is this finding?',
        options: [
          {
            text: 'Minor: most participants eventually closed the keyboard',
            correct: false,
            why: 'Three of five could not finish at all, so most did not get through.',
          },
          {
            text: 'Critical: it prevents completing the main task for most participants',
            correct: true,
            why: 'It blocks the core task and affects many people, which are the two factors that make a problem critical.',
          },
          {
            text: 'Not a finding, because it depends on the phone model',
            correct: false,
            why: 'Real users have those phones; a problem on common devices is a real problem.',
          },
          {
            text: 'Serious but low priority, because it is a development bug rather than a design problem',
            correct: false,
            why: 'Users do not care whose fault it is; severity is about impact on them.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'usability-heuristics',
    questions: [
      {
        id: 'usability-heuristics-1',
        kind: 'single',
        section: "Nielsen's 10 usability heuristics",
        prompt:
          'An email app shows "Undo" for a few seconds after you press Send, so you can take the message back. Which heuristic does this support most directly?',
        options: [
          {
            text: 'Visibility of system status',
            correct: false,
            why: 'The message does confirm sending, but its purpose is to give people a way out of a mistake.',
          },
          {
            text: 'User control and freedom',
            correct: true,
            why: 'Undo is the clearly marked emergency exit this heuristic asks for: people act by mistake and need to reverse it.',
          },
          {
            text: 'Flexibility and efficiency of use',
            correct: false,
            why: 'That heuristic is about shortcuts for experts, not about reversing mistakes.',
          },
          {
            text: 'Aesthetic and minimalist design',
            correct: false,
            why: 'Minimalism is about focus and clutter; an undo link is not about either.',
          },
        ],
      },
      {
        id: 'usability-heuristics-2',
        kind: 'multiple',
        section: "Nielsen's 10 usability heuristics",
        prompt: 'Which of these designs apply **error prevention**? Pick all that apply.',
        options: [
          {
            text: 'A flight search that greys out dates in the past',
            correct: true,
            why: 'A constraint makes the wrong choice impossible, which beats any error message.',
          },
          {
            text: 'A clear message, next to the field, explaining that the postcode has a letter missing',
            correct: false,
            why: 'A good error message helps people recover after an error (heuristic 9); prevention stops the error happening.',
          },
          {
            text: 'Typing the project name to confirm before deleting a project with all its files',
            correct: true,
            why: 'A deliberate confirmation before a destructive, irreversible action prevents costly slips.',
          },
          {
            text: 'Keyboard shortcuts for frequent actions',
            correct: false,
            why: 'Shortcuts make experts faster (flexibility and efficiency of use); they prevent nothing.',
          },
          {
            text: 'A warning when you write "attached" in an email that has no attachment',
            correct: true,
            why: 'It catches a likely slip before it is committed.',
          },
        ],
      },
      {
        id: 'usability-heuristics-3',
        kind: 'fill',
        section: 'Running a heuristic evaluation',
        prompt: 'Nielsen recommends a heuristic evaluation with three to ____ evaluators.',
        answers: ['five', '5'],
        caseInsensitive: true,
        why: 'One evaluator finds only about a third of the problems; around five find about 75 %, and more adds little for the cost.',
      },
      {
        id: 'usability-heuristics-4',
        kind: 'order',
        section: 'Running a heuristic evaluation',
        prompt: 'Put the steps of a heuristic evaluation in order.',
        steps: [
          'Agree the scope, the users and the key tasks',
          'Each evaluator reviews the interface alone',
          'Merge the findings into one list without duplicates',
          'Each evaluator rates the severity of every problem on the merged list',
          'Debrief with the team on fixes and what to test with users',
        ],
        why: 'Independent review before merging keeps evaluators from converging on the same problems; severity is rated on the merged list so everyone rates every problem.',
      },
      {
        id: 'usability-heuristics-5',
        kind: 'output',
        section: 'Severity ratings 0–4',
        prompt: 'A team fixes first every problem whose mean severity is 3 or more. What does this print?',
        code: {
          language: 'javascript',
          source: `const problems = [['no confirmation', [4, 3, 4]], ['logo colours', [1, 1, 2]], ['date error', [3, 2, 3]]];
const fixFirst = problems.filter(([, r]) => r.reduce((a, b) => a + b) / r.length >= 3).map(([p]) => p);
console.log(fixFirst.join(', ') || 'none');`,
        },
        options: [
          {
            text: 'no confirmation',
            correct: true,
            why: 'The means are 3.7, 1.3 and 2.7; only the first reaches 3 (a major problem or worse).',
          },
          {
            text: 'no confirmation, date error',
            correct: false,
            why: 'The date error averages (3 + 2 + 3) / 3 ≈ 2.7, just under the threshold.',
          },
          {
            text: 'none',
            correct: false,
            why: '`none` is printed only when the filtered list is empty, and one problem passes.',
          },
          {
            text: 'logo colours',
            correct: false,
            why: 'The logo problem averages 1.3, cosmetic to minor.',
          },
        ],
      },
      {
        id: 'usability-heuristics-6',
        kind: 'single',
        section: 'Severity ratings 0–4',
        prompt: 'Which three factors does Nielsen combine into the severity of a usability problem?',
        options: [
          {
            text: 'Frequency, impact and persistence',
            correct: true,
            why: 'How often it occurs, how hard it is to overcome, and whether it keeps bothering people each time.',
          },
          {
            text: 'The number of screens, the number of clicks and the page weight',
            correct: false,
            why: 'These describe the interface, not how much a problem hurts its users.',
          },
          {
            text: 'The evaluator’s seniority, the designer’s opinion and the deadline',
            correct: false,
            why: 'Severity is about the effect on users; who found it and when the release is do not change that.',
          },
          {
            text: 'Which heuristic it breaks, its colour and its position on the page',
            correct: false,
            why: 'The heuristic explains the problem; it does not say how severe it is.',
          },
        ],
      },
      {
        id: 'usability-heuristics-7',
        kind: 'single',
        section: 'Cognitive walkthroughs',
        prompt: 'What is a cognitive walkthrough best at finding?',
        options: [
          {
            text: 'Whether a new user can work out each step of a task without training',
            correct: true,
            why: 'It checks learnability step by step with four questions about knowing, noticing, associating and seeing progress.',
          },
          {
            text: 'How many users will buy the product',
            correct: false,
            why: 'No inspection method predicts demand.',
          },
          {
            text: 'Whether colours meet contrast requirements',
            correct: false,
            why: 'Contrast is checked against WCAG with a tool, not by walking through a task.',
          },
          {
            text: 'How fast expert users can complete the tasks they do many times every day',
            correct: false,
            why: 'Walkthroughs focus on first-time users; expert speed is measured in other ways.',
          },
        ],
      },
      {
        id: 'usability-heuristics-8',
        kind: 'multiple',
        section: 'What expert review cannot do',
        prompt:
          'Which are real limits of a heuristic evaluation compared with testing with users? Pick all that apply.',
        options: [
          {
            text: 'It can flag problems that real users never meet (false alarms)',
            correct: true,
            why: 'Experts predict problems; some predictions do not happen with real users.',
          },
          {
            text: 'It misses problems rooted in users’ own goals, vocabulary and context',
            correct: true,
            why: 'Experts are not the users and cannot know what they do not know about them.',
          },
          {
            text: 'It cannot be used on sketches or early prototypes',
            correct: false,
            why: 'It can: one of its strengths is that it works on any fidelity, early and cheaply.',
          },
          {
            text: 'It cannot tell whether people want the product at all',
            correct: true,
            why: 'Heuristics judge usability, not whether the product meets a real need.',
          },
        ],
      },
    ],
  },
];
