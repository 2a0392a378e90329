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
            text: 'How might we help riders be sure they can end their trip close to where they are going?',
            correct: true,
            why: 'It is grounded in the finding, states the outcome riders need and leaves the solution open.',
          },
          {
            text: 'How might we stop riders from abandoning bikes?',
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
            text: 'A 25-page usability report shared with the whole company',
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
            text: 'Move to alpha anyway so the six weeks are not wasted',
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
];
