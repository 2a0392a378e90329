import type { ModuleContent } from '../content-types.js';

/** UX / Product Designer lessons: the design process and research (issue 29). Keys are stable: never rename or reuse them. */
export const UX_RESEARCH_MODULES: ModuleContent[] = [
  {
    key: 'ux-design-process',
    title: 'The UX Design Process',
    summary:
      'How UX, UI, product and service design differ, and how teams move from a vague request to a measured result with the Double Diamond, design thinking, Lean UX and well-framed problems.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### UX, UI, product and service design
**User experience (UX)** is everything a person meets when they deal with a product or an organisation: finding it, learning it, using it, getting stuck, asking for help, paying, leaving. Don Norman coined the term at Apple in the 1990s precisely because "interface" felt too narrow. The screens are only part of it; a flawless checkout page still gives a bad experience if the parcel never arrives and the support line is closed.

The job titles you will see divide that territory differently:

- A **UX designer** works out how something should work: who uses it, what they are trying to do, which steps and screens get them there, and whether real people can actually get through them. The main materials are research findings, flows, wireframes and prototypes.
- A **UI designer** (user interface) shapes what those screens look like and how their controls behave: layout, typography, colour, icons, states such as hover, error and disabled. The output is high-fidelity design and often a design system.
- A **product designer** is the most common title in software companies today. It usually means one person owns both of the above for a product area, and also takes part in deciding *what* to build, next to a product manager.
- A **service designer** looks at the whole service, including the parts no screen shows: the call centre script, the paper letter, the staff tool, the rules behind a decision. GOV.UK gives a classic example: "Learn to drive a car" is one journey for the user, from the provisional licence to the practical test, even though several agencies and systems sit behind it, so GOV.UK presents it as a single step-by-step page.

At a small company one person may do all four. The labels matter less than the question each one asks, and knowing which question you are answering at a given moment.

### The Double Diamond: two rounds of diverge and converge
In 2004 a team at the UK's Design Council looked at how designers in very different fields actually worked and drew what they had in common as two diamonds side by side. The **Double Diamond** has four phases:

1. **Discover**: go out and understand the problem instead of assuming it. Talk to and observe the people affected, read what already exists, look at data.
2. **Define**: make sense of what you found and narrow it down to a clearly stated problem worth solving. The challenge you end with is often different from the brief you started with.
3. **Develop**: produce many possible answers to that defined problem, borrow ideas from elsewhere and work on them with users and colleagues.
4. **Deliver**: test solutions at small scale, drop the ones that do not work, improve the ones that do, and ship.

Each diamond widens and then narrows. Widening is **divergent** thinking (more options, more questions, no judging yet); narrowing is **convergent** thinking (compare, choose, commit). The shape carries the main lesson: spend real effort on the *problem* diamond before jumping to the *solution* diamond. Most failed features are good answers to the wrong question.

The diamonds are not a one-way conveyor belt. Testing in Deliver often sends you back to Discover. In 2019 the Design Council published its **Framework for Innovation**, which keeps the Double Diamond at its centre and adds four principles (put people first; communicate visually and inclusively; collaborate and co-create; iterate, iterate, iterate), a bank of methods, and the leadership and engagement that let teams work this way. Its later **Systemic Design Framework** (2021) keeps the diverge-converge idea, renames the phases explore, reframe, create and catalyse, and wraps them in work such as setting a shared vision, for large problems like climate where no single product is the answer.

### Design thinking and Lean UX
You will hear the same idea under other names. **Design thinking**, popularised by IDEO and Stanford's d.school, is described by Nielsen Norman Group in six phases: empathize, define, ideate, prototype, test and implement. Map them onto the diamonds and they fit almost exactly.

**Lean UX**, from Jeff Gothelf and Josh Seiden's book of the same name, brings the loop of Eric Ries's *The Lean Startup* to design: **build, measure, learn**. Instead of a requirement ("build a saved-cart feature"), the team writes a testable hypothesis, for example: *We believe that returning shoppers will complete more orders if they can see the cart they left last time.* Then it builds the smallest thing that can test that belief, measures what people do, and learns whether to continue, change course or stop. Lean UX fits teams that ship every week or two, because it swaps thick specifications for short cycles and shared understanding.

None of these models is a recipe to follow step by step. They are maps that help a team agree where it is: "we are still discovering" is a useful thing to be able to say in a meeting.

### Framing the problem: problem statements and "How might we"
The bridge between the two diamonds is a written **problem statement**: who has the problem, what they are trying to do, what gets in the way, and why it matters. A weak one names a solution ("users need a chatbot"); a strong one names a need backed by evidence ("first-time patients abandon online booking at the account step because they only want to book once").

From a problem statement the team writes **"How might we…"** questions to start ideation. The phrase goes back to Procter & Gamble in the 1970s and was spread by IDEO. "How" assumes an answer exists, "might" allows ideas that may not work, "we" makes it shared. A good question is broad enough to invite many answers but grounded in the research: "How might we let a first-time patient book without committing to an account?" invites more ideas than "How might we add a guest button?" and is far more focused than "How might we improve the UX?"

### Working in a product team
A typical product team is a **trio**: a product manager who owns *why* and *what* (the business goal, priorities, the roadmap), a designer who owns *how it works for people*, and an engineering lead who owns *how it is built* and what is feasible. Developers, a researcher, a content designer or a data analyst may join. Good teams make the big decisions together: engineers watch research sessions, the product manager sketches in ideation, the designer sits in planning. Bad teams pass documents over walls, and each handover loses context.

### Deliverables versus outcomes
A **deliverable** (or output) is something you make: a persona, a flow diagram, a prototype, a specification. An **outcome** is a change in what people do: more patients complete booking, fewer support calls about passwords, a task that took four minutes now takes two. Deliverables are means; outcomes are the point. Lean UX puts it bluntly: the team's goal is not to ship a deliverable but to change something measurable in the world. A beautiful 40-page research report that nobody reads has no outcome; a one-page summary that changes the roadmap does.

### Worked example
A dental clinic chain asks its new designer to "add a chatbot to online booking". Rather than start drawing, she runs one small pass through the diamonds.

**Discover.** Analytics for the last month show 2,000 people started a booking and 1,100 finished, a completion rate of 55 %. The biggest drop, 600 people, is on the "create an account" step. She interviews six recent patients and listens to ten calls to the reception desk.

**Define.** Most people who called had already tried to book online; first-time patients did not want an account to book one check-up. Her problem statement: *First-time patients abandon online booking at the account step because they expect to book once, not join a service.* The "How might we" question: *How might we let first-time patients book without committing to an account?*

**Develop.** With the product manager and two developers she sketches a dozen ideas in an hour, then converges on three: guest booking with an email confirmation, sign-in with a phone code, and a "call me back" option. Paper prototypes of each go in front of five patients.

**Deliver.** Guest booking wins clearly in the tests. The team ships it to half of the visitors first, as an experiment. The target outcome was written down before anything was built:

\`\`\`python
started, finished_before, finished_after = 2000, 1100, 1460
print(f"before: {finished_before / started:.0%}")   # before: 55%
print(f"after:  {finished_after / started:.0%}")    # after:  73%
\`\`\`

No chatbot was built. The deliverables were modest (notes, sketches, one prototype); the outcome was a rise from 55 % to 73 % of bookings completed, which is what the clinic actually wanted.

### Common mistakes
- **Starting in the second diamond.** Taking "add a chatbot" as the problem and polishing the chatbot. Rephrase every request as a problem statement first and check it against evidence.
- **Treating the process as a waterfall.** Discover, then Define, then never look back. The arrows go both ways; a failed test is new discovery.
- **Diverging forever.** Endless research and fifty ideas with no decision. Each diamond must also converge, with a clear choice and the reasons for it.
- **Solutions hidden in the question.** "How might we add a guest button?" already picked the answer. Keep the solution out of the problem and the HMW.
- **Measuring deliverables.** Counting screens designed or personas written instead of the change in behaviour you set out to cause.

### At work
On the job you will rarely be asked to "run a Double Diamond". You will be handed a request from a stakeholder, a metric that went the wrong way, or a deadline. The process shows up in small habits: asking "what problem does this solve, and how will we know?" in the first meeting, inviting the developers to the research, writing the problem statement and success measure at the top of the design file, and showing rough work early. Public-sector teams work in named phases; the GOV.UK Service Manual calls them discovery, alpha, beta and live, and it is explicit that stopping after discovery, because you learned the idea is not worth building, is a good result and not a failure. In interviews for junior roles, being able to tell the story of one problem from discovery to a measured outcome is worth more than any list of tools.`,
    resources: [
      {
        title: 'Design Council: The Double Diamond',
        url: 'https://www.designcouncil.org.uk/our-resources/the-double-diamond/',
        kind: 'docs',
      },
      {
        title: 'Nielsen Norman Group: Design Thinking 101',
        url: 'https://www.nngroup.com/articles/design-thinking/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: Using "How Might We" questions to ideate on the right problems',
        url: 'https://www.nngroup.com/articles/how-might-we-questions/',
        kind: 'article',
      },
      {
        title: 'GOV.UK Service Manual: How the discovery phase works',
        url: 'https://www.gov.uk/service-manual/agile-delivery/how-the-discovery-phase-works',
        kind: 'docs',
      },
    ],
  },
];
