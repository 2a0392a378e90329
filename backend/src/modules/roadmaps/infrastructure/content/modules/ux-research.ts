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
  {
    key: 'user-research',
    title: 'User Research Methods',
    summary:
      'Choose and run the right research: generative or evaluative, what people say or do, interviews without leading questions, contextual inquiry, surveys, diaries and analytics, with consent, ethics and affinity-map synthesis.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Why research, and which kind
User research replaces guesses about people with evidence. Everyone on a team has a mental picture of "the user", and it is usually a picture of themselves or of the loudest customer. Research is cheap compared with building the wrong thing: a week of interviews costs less than a month of development spent on a feature nobody uses.

Methods differ along a few dimensions, and choosing well starts with knowing them. Nielsen Norman Group's "landscape of user research methods" (Christian Rohrer) places about twenty methods on three axes:

- **Attitudinal vs behavioural**: what people *say* (opinions, beliefs, stated preferences) versus what they *do*. The two often disagree: people say they read the terms and conditions, and the analytics show they scroll past them in two seconds. When you need to know what people do, watch them or measure it.
- **Qualitative vs quantitative**: qualitative methods (interviews, observation, usability tests with a few people) tell you *why* and *how*, from direct observation; quantitative methods (surveys, analytics, A/B tests) tell you *how many* and *how much*, from data counted in bulk. Qualitative work finds the problems; quantitative work sizes them.
- **Context of use**: whether people use the product naturally in their own setting, follow a script you gave them, or do not use it at all (as in an interview about their week).

A fourth distinction is about timing. **Generative** (or exploratory) research happens before you have a solution and asks what people need and what problems exist; it feeds the first diamond of the design process. **Evaluative** research tests something you have made, a sketch, a prototype or a live product, and asks how well it works. Teams that only ever evaluate keep polishing answers to questions nobody checked.

### Interviews
A one-to-one interview of 30 to 60 minutes is the workhorse of generative research. You prepare an **interview guide**: a short introduction, a few warm-up questions, the main topics in a sensible order, and a close. It is a guide, not a script; follow what the participant says.

Good interview questions are **open** and ask about **real past behaviour**, not hypothetical futures:

- Weak: "Would you use an app to split bills with flatmates?" (hypothetical; people are bad at predicting themselves and kind to interviewers).
- Better: "Tell me about the last time you and your flatmates paid a shared bill. What happened?"

Avoid **leading questions**, which contain the answer you hope for ("Don't you find the current form confusing?"), and double questions ("How do you plan and pay for trips?"). Ask one thing at a time, then wait: a few seconds of silence often brings the most honest part of an answer. Follow-ups such as "Can you show me?" and "What did you do next?" keep the conversation on facts. When something seems important, dig for the cause with the **five whys**, a technique from Toyota's production system: ask "why?" of each answer in turn until you reach a root cause. You rarely need exactly five, and you should word them gently ("What made that difficult?") so the participant does not feel interrogated.

### Observation, surveys, diaries and analytics
**Contextual inquiry**, described by Hugh Beyer and Karen Holtzblatt, combines observation with interview: you visit people where they work or live, watch them do real tasks and ask about what you see, like an apprentice learning from a master. It reveals the workarounds nobody mentions in a meeting room: the sticky note with a password, the spreadsheet kept beside the official system.

**Surveys** reach hundreds of people cheaply, but they only measure what you thought to ask. Two things decide their value:

- **Sampling**: who answers. A pop-up survey on your website only hears from current visitors, and volunteers are often the most enthusiastic or most annoyed. A survey shared in a fan forum says little about people who left.
- **Wording**: closed questions with balanced scales ("very difficult" to "very easy", with a neutral middle), one idea per question, no jargon, and an "other" or "not applicable" option. Pilot the survey with two or three people before sending it.

The number of responses sets the precision of a percentage. With simple random sampling, the 95 % margin of error of a proportion is about 1.96 × √(p(1 − p) / n):

\`\`\`python
n, p = 400, 0.5          # 400 answers; 50 % is the worst case
moe = 1.96 * (p * (1 - p) / n) ** 0.5
print(f"±{moe:.1%}")     # ±4.9%
\`\`\`

So 52 % of 400 people preferring option A is statistically indistinguishable from a tie. Quadrupling the sample only halves the margin.

A **diary study** asks participants to log their experiences over days or weeks, for example every time they cook dinner, with a short text entry and a photo. It captures behaviour that unfolds over time and that nobody remembers accurately in a single interview.

**Analytics** record what everybody does on a live product: page views, funnels, where people drop out, what they search for. They are behavioural and quantitative, so they answer "where" and "how many" well and "why" not at all. The classic pairing is analytics to find the step where 40 % of people give up, then five interviews or usability sessions to learn why.

### Recruiting, consent and ethics
Research is only as good as its participants. Write a **screener**, a short questionnaire that checks people match the profile you need (for example, "renewed a passport in the last two years") without revealing what answer qualifies them. Recruit from your own customers, a recruiting panel, or places your users really are, and include people who are often missed: older users, people with disabilities, people with low digital confidence. Pay them for their time.

Every participant gives **informed consent** before you start: they know who you are, what the session is for, what you will record, who will see it, how long you keep it and that they can stop at any time without giving a reason. The GOV.UK Service Manual asks teams to get consent in a form people understand and to keep it on record. Personal data falls under data protection law such as the GDPR: collect only what you need, store recordings securely, remove names from notes you share, and delete on schedule. Take extra care with children, patients and other vulnerable people, and never let research become a sales pitch.

### Synthesis with affinity mapping
Raw notes are not findings. **Synthesis** turns them into insights the team can act on. The most common method is **affinity mapping** (the KJ method, after the Japanese anthropologist Jiro Kawakita): write each observation on its own sticky note, one fact or quote per note, then group notes that belong together, name each group with a statement, and look for patterns across groups. Doing it as a team, on a wall or a digital whiteboard, spreads the understanding and limits one person's bias. A good finding is specific and sourced ("4 of 6 participants kept their own spreadsheet because the system cannot export"), not a vague theme ("usability issues").

**ResearchOps** is the practice of making research repeatable at scale: shared consent forms and screeners, a participant panel, templates, a searchable repository of past findings, and the tools and budget behind them. It means the next team can learn from your study instead of repeating it.

### Worked example
A bike-sharing scheme sees that many new members cancel within a month and asks its designer why.

1. **Analytics (behavioural, quantitative)** show where: 35 % of cancelling members never completed a second ride, and most first rides ended with a long search for a dock.
2. **Interviews (attitudinal, qualitative)** with eight members who cancelled, recruited with a screener ("cancelled in the last three months"), show why. A typical exchange: "Tell me about your last ride." "I got to the office and the station was full, so I rode around for ten minutes and was late." Five whys from "I was late" lead past "the station was full" to "I had no way to know before leaving".
3. **Contextual inquiry** at two busy stations at 8:45 confirms that docks fill within minutes near offices.
4. **Affinity mapping** of 140 notes produces five groups; the strongest: *members cannot predict whether they will find a free dock at the end of a trip*.
5. A **survey** of 600 current members sizes it: 58 % had met a full station in the last month (margin about ±4 %).

The team now has a sourced, sized problem to frame as a "How might we" question, and the consent forms and notes sit in the research repository for the next study.

### Common mistakes
- **Asking people what they want.** Feature wish lists are attitudinal and hypothetical; ask about past behaviour and observe.
- **Leading and double questions.** "Wouldn't it be easier if…?" gets a polite yes.
- **Treating five interviews as statistics.** "60 % of participants" from five people is three people; use numbers from qualitative studies as counts, not percentages.
- **Surveying the wrong sample.** A survey of today's loyal users cannot tell you why others left.
- **Skipping synthesis.** Sharing raw recordings or a list of quotes leaves the thinking to others, who rarely do it.
- **Recording without consent**, or keeping names and videos longer than needed.

### At work
In a product team a junior designer usually does research alongside a researcher or a product manager: drafting a discussion guide, taking notes in sessions, running a few interviews, and joining synthesis. Invite engineers and the product manager to watch at least one session each; hearing a user struggle persuades in a way no report can. Keep research small and frequent rather than large and rare, and always end a study with a short readout: what you asked, whom you asked, what you found, how confident you are, and what you recommend next.`,
    resources: [
      {
        title: 'Nielsen Norman Group: When to use which user-experience research methods',
        url: 'https://www.nngroup.com/articles/which-ux-research-methods/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: User interviews 101',
        url: 'https://www.nngroup.com/articles/user-interviews/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: Affinity diagramming',
        url: 'https://www.nngroup.com/articles/affinity-diagram/',
        kind: 'article',
      },
      {
        title: "GOV.UK Service Manual: Getting users' consent for research",
        url: 'https://www.gov.uk/service-manual/user-research/getting-users-consent-for-research',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'personas-and-jobs-to-be-done',
    title: 'Personas and Jobs to Be Done',
    summary:
      'Turn research into models a team can decide with: research-based personas and proto-personas (and how they get misused), empathy maps, jobs to be done and job stories.',
    estimatedMinutes: 125,
    reviewedOn: '2026-11',
    contentMd: `### Why teams need a model of their users
After research, a team holds dozens of interviews, hundreds of sticky notes and a handful of survey charts. Nobody can keep all of that in mind while deciding what to build on a Tuesday afternoon. Personas, empathy maps and jobs to be done are ways of **compressing research into something a team can reason with**. Each keeps a different part of the evidence: personas keep *who* people are and how they behave, jobs keep *what progress* they are trying to make, and empathy maps keep *what we heard and saw* from them. Used well, they end arguments that start with "I think users want…"; used badly, they are decoration.

### Personas: research-based, proto and their misuse
A **persona** is a fictional but realistic description of a typical user of a product, built from patterns in research. Alan Cooper popularised them for software in *The Inmates Are Running the Asylum* (1999). A useful persona has:

- a name and a photo or sketch, so the team can talk about "Amira" rather than "the user";
- the **goals** and the **context** that matter for the product (what she is trying to achieve, where, on which device, with what time pressure);
- the **behaviours and pain points** seen in research ("checks three sites before booking", "books late at night on her phone");
- her level of skill and confidence with this kind of task;
- a short quote in her own words, taken from the research.

Demographic trivia ("likes yoga, has a cat") adds nothing unless it changes a design decision. Most products need three to five personas, with one marked as the **primary persona**: the one whose needs win when they conflict, because a design that serves her will serve the others reasonably well.

Nielsen Norman Group distinguishes three kinds by the evidence behind them. **Qualitative personas** come from interviews and observation, the usual kind. **Statistical personas** also use survey data and clustering to size each group. **Proto-personas** (or lightweight personas) are written from the team's existing knowledge and assumptions, with no new research, often in a one-hour workshop. Proto-personas are fine as a starting hypothesis: they surface what the team believes and show where research is needed. They become a problem when they are framed, printed and treated as facts.

Common ways personas are misused:

- **Marketing segments presented as personas.** "Women 25–34, urban, high income" says who buys; it says nothing about how people use the product.
- **The elastic user.** Without a primary persona, "the user" stretches to justify any feature anyone wants.
- **Stereotypes.** Personas built on assumptions about age, gender or ethnicity reinforce bias. Describe behaviour, and consider whether a photo helps or hurts.
- **Write once, never use.** A persona that does not appear in design reviews, backlog discussions or test recruitment has no effect.

### Empathy maps
An **empathy map** summarises what the team learned about one user or one type of user on a board with four quadrants:

- **Says**: what they said aloud in the research, ideally as quotes.
- **Thinks**: what they seem to think but may not say (doubts, priorities), inferred carefully from the research.
- **Does**: actions and behaviour observed.
- **Feels**: emotions, with what triggers them ("worried about being charged twice").

Dave Gray created the format, and NN/g describes it as a quick first step in design thinking. The value is in the contradictions it reveals: someone *says* price matters most but *does* pick the most expensive option because it arrives tomorrow. An empathy map is quicker and rougher than a persona, and it is often the raw material for one.

### Jobs to be done and job stories
**Jobs to be done (JTBD)** looks at the same research from another angle: people do not want products, they want progress in a particular situation, and they "hire" a product to get it. Clayton Christensen's best-known example is a fast-food chain that wanted to sell more milkshakes. Improving the milkshake for the typical customer did little; observing who bought them showed that many were bought early in the morning by people commuting alone, who wanted something that lasted the whole boring drive and kept hunger away until mid-morning. The job was "make my long commute less dull and keep me going until the morning break", and the competition was bananas, bagels and doughnuts, not other milkshakes.

A job has a **functional** side (what must get done), an **emotional** side (how the person wants to feel) and a **social** side (how they want to be seen). Jobs are stable: people needed to "get cash to someone quickly" long before mobile payment apps, which is why jobs help teams see competitors and solutions that a feature list hides.

A **job story**, a format popularised by Intercom and Alan Klement, writes a job down for a design team:

\`\`\`text
When [situation], I want to [motivation], so I can [expected outcome].

When I realise at the station that my train is cancelled,
I want to see the next ways to reach my destination right away,
so I can still make my 10:00 meeting.
\`\`\`

Compare a typical user story, "As a commuter, I want a journey planner, so that I can plan journeys." The user story centres on a role and a feature. The job story centres on the **situation** that triggers the need, which is where the design insight lives: at the station, in a hurry, on a phone, probably stressed. That situation tells you what the screen must show first.

### Personas and jobs together
The two are not rivals. NN/g's view is that personas are at their best when they include the jobs and goals of the people they describe, and that JTBD is at its best when you remember who has the job. A practical combination: a small set of personas, each with the few jobs that matter most, and job stories for the situations you are designing for now. When a persona is not helping a decision, ask which job the feature serves; when a job story feels abstract, ask which persona is in that situation and what they know.

### Using them to decide
These artefacts exist for moments of decision:

- **Prioritising**: "This feature serves no job for our primary persona; it goes to the bottom."
- **Reviewing designs**: "Amira is on her phone at the station with one hand free; can she do this in two taps?"
- **Writing problem statements**: the persona and job supply the *who* and the *need*, and the research supplies the *because*.
- **Recruiting for tests**: screen for people who match the persona's behaviour and have the job, not for demographics.
- **Saying no**: a named persona lets a team reject a stakeholder's pet feature politely and with evidence.

### Worked example
A team builds an app for a city's public transport. Research included 12 interviews and two days of observation in stations.

**Empathy map** for commuters who change trains: *Says* "I just need to know if I will make it." *Does* checks the app three times between stations, asks staff when the screen is slow. *Thinks* the app's alerts arrive too late. *Feels* anxious when a delay appears with no alternative.

**Primary persona**: *Daniel, 41, commuter with a connection*. Takes the 8:05 train and the 8:50 bus every weekday; uses his phone one-handed while standing; knows his route by heart but not the alternatives; goal: arrive by 9:15 without thinking about it. Quote: "When it goes wrong I have about a minute to decide."

**Job story**: When my first train is late and I might miss my connection, I want to know at once whether I will make it and what else I can take, so I can decide before I reach the platform.

**Decision**: a stakeholder asks for a redesigned ticket shop on the home screen. The team checks it against Daniel's job. Ticket buying happens once a month for him; the connection risk happens weekly, under time pressure. The home screen gets a "Will I make my connection?" card with the next alternatives. The ticket shop stays one tap away.

### Common mistakes
- **Treating a proto-persona as research.** Label it as assumptions and plan the research that will test it.
- **Too many personas.** Eight personas with equal weight means no one is primary and nothing is decided.
- **Personas full of irrelevant detail** and empty of goals, context and behaviour.
- **Writing job stories that are features in disguise.** "When I open the app, I want a map button" names a solution; the situation and the outcome are missing.
- **Confusing jobs with tasks.** "Tap the refresh button" is a task; "find out whether I will be on time" is the job.
- **Filing them away.** If nobody can name the primary persona a month later, they were not used.

### At work
In practice you will inherit personas more often than you create them; check what research they came from and when, and update them if the product or its users have changed. Put the primary persona and key jobs at the top of design files and discussion documents, and bring them to planning. When a team is new to this, start small: one empathy map per research round, a couple of job stories per feature, and a primary persona agreed by product, design and engineering together.`,
    resources: [
      {
        title: 'Nielsen Norman Group: Personas vs. jobs-to-be-done',
        url: 'https://www.nngroup.com/articles/personas-jobs-be-done/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: 3 persona types: lightweight, qualitative and statistical',
        url: 'https://www.nngroup.com/articles/persona-types/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: Empathy mapping, the first step in design thinking',
        url: 'https://www.nngroup.com/articles/empathy-mapping/',
        kind: 'article',
      },
    ],
  },
  {
    key: 'usability-testing',
    title: 'Usability Testing',
    summary:
      'Watch real people try realistic tasks: moderated or unmoderated, remote or in person, think-aloud, how many participants (and the limits of five), pilot sessions, neutral moderation, task success, time, errors, the Single Ease Question and severity.',
    estimatedMinutes: 125,
    reviewedOn: '2026-11',
    contentMd: `### What a usability test is for
In a **usability test** you give real people realistic tasks with a product or prototype and watch where they succeed, hesitate and fail. It is the most direct evidence a designer can get: not what people say they would do, but what they do. A test does not ask "do you like it?"; it asks "can people who match our users do the things they came to do, without help?"

Testing works at every fidelity. Paper sketches and clickable Figma prototypes reveal problems with structure, labels and flow before any code exists, when fixing them costs minutes. Testing the live product finds what the prototype could not show, such as slow pages, real data and error states. Most teams test **iteratively**: a few sessions, fix what they found, test again.

### Ways to run a test
Two choices shape every study.

- **Moderated or unmoderated.** In a *moderated* test a facilitator runs the session live, can ask follow-up questions and can rescue a participant who is completely stuck. In an *unmoderated* test participants work alone through a testing platform that records their screen and voice while they follow written instructions. Unmoderated tests are cheaper, faster and scale to dozens of people overnight, but nobody can ask "what were you expecting there?", and unclear instructions ruin the data.
- **Remote or in person.** In-person sessions let you see body language and test physical devices or settings (a kiosk, a car, a phone used one-handed). Remote sessions over video reach people anywhere, including those who cannot travel, and people use their own devices.

A moderated remote test over a video call is the common default for product teams today; unmoderated tests are good for quick checks of specific questions and for collecting metrics from more people.

### Tasks, scenarios and thinking aloud
A test is only as good as its **tasks**. A good task is realistic, gives a goal rather than instructions, and does not contain the words on the screen:

- Weak: "Click on 'Manage subscriptions' and cancel your plan." (It names the button, so you learn only that people can read.)
- Better: "You are moving abroad next month and won't need the service any more. Make sure you won't be charged after that."

A short **scenario** gives the motivation and the details needed (a delivery address, a budget), so participants do not invent their own. Order tasks as a real user would meet them, and include at least one task where success has a clear end state you can check, such as "the booking appears in My bookings".

Most moderated tests use the **think-aloud protocol**: participants say what they are looking at, thinking and trying to do as they work. Jakob Nielsen has called thinking aloud the single most valuable usability engineering method, because it shows *why* people act as they do, which is exactly what you need to fix a design. Some people fall silent when concentrating; a neutral prompt such as "What are you thinking now?" brings them back.

### How many participants
In 2000 Jakob Nielsen showed that, across earlier projects, a single test user found on average about 31 % of the usability problems in a design, and that the share found by *n* users follows roughly 1 − (1 − L)ⁿ with L = 0.31. Five users reach about 85 % (the formula gives 84 %, which Nielsen rounded up):

\`\`\`python
L = 0.31
for n in (1, 3, 5, 10, 15):
    print(n, f"{1 - (1 - L) ** n:.0%}")
# 1 31%  3 67%  5 84%  10 98%  15 100%
\`\`\`

His advice was not "test once with five people" but "spend the budget on several small rounds": test with five, fix the problems, test the new design with five more. Each round checks the fixes and finds problems that the first round's bigger problems were hiding.

The finding has limits that matter:

- **L varies.** 31 % was an average; a complex product, a diverse audience or rare problems need more people to find most issues.
- **Different user groups** (buyers and sellers, patients and doctors) each need their own participants, often three or four per group.
- **Qualitative only.** Five people find problems; they cannot give reliable numbers. For metrics with tolerable margins of error, NN/g recommends about 40 participants in most quantitative studies (Nielsen's 2006 rule of thumb was 20).

### Running sessions
Before the real sessions, run a **pilot test** with a colleague or one extra participant. It finds tasks that are unclear, prototypes with broken links, and a session that runs 20 minutes over. Fixing those before participant number one saves the whole study.

During a moderated session:

1. Welcome the participant, get consent for recording, and explain that you are testing the design, not them: "There are no wrong answers; if something is confusing, that is exactly what we need to find."
2. Ask a few background questions, then give tasks one at a time, on paper or in the chat, so they can reread them.
3. **Observe without helping.** Do not explain, point or say "nearly there". When asked "Should I click this?", answer "What would you do if I weren't here?" Only step in if the participant is stuck so long that the rest of the session is at risk, and note that the task failed.
4. After each task, ask a short rating question; after all tasks, ask open questions about the whole experience.

Invite the team to observe live in a separate call or room, with one person taking notes per session. Observers who watch just two sessions stop arguing about whether a problem is real.

### Metrics
Even a qualitative test records a few simple measures:

- **Task success**: did the participant reach the correct end state? Record success, partial success or failure, defined before testing.
- **Time on task**: how long it took. Meaningful mainly in larger or comparative studies; thinking aloud slows people down.
- **Errors**: wrong paths, mis-taps, misreadings, each with what caused it.
- **Single Ease Question (SEQ)**: right after each task, "Overall, how difficult or easy was the task to complete?" on a 7-point scale from 1 (very difficult) to 7 (very easy). Across many studies MeasuringU reports an average of about 5.5, so a task scoring 4 is harder than typical, even though 4 is the middle of the scale.

Watch for mismatches: a participant who fails a task and rates it 7 did not notice they failed, which is a finding in itself.

### Reporting findings
After the sessions, list each problem with how many participants met it, what happened, and why you think it happened. Rate **severity** so the team fixes the right things first, considering how many people it affects, how badly it blocks them and whether they can recover. A simple scale: *critical* (prevents task completion), *serious* (causes major delay or frustration), *minor* (annoying but people get through). The next lesson covers Nielsen's 0–4 severity scale used in expert reviews.

A good report is short: the goal and method, who took part, the top findings with severity, a short video clip or quote for each, and a recommendation. Also report what worked well, so that nobody "fixes" it.

### Worked example
A team tests a prototype of a grocery app's new checkout with five moderated remote sessions.

Task: "You're cooking for friends on Saturday. Get the items in your basket delivered on Saturday morning, paying with the card saved in your account."

| Participant | Success | Time | SEQ | Note |
| --- | --- | --- | --- | --- |
| P1 | Yes | 2:10 | 6 | — |
| P2 | Partial | 4:40 | 3 | Chose Friday; the date chips show only weekday numbers |
| P3 | Yes | 2:45 | 5 | Hesitated at "Slot" |
| P4 | No | 5:00 | 2 | Could not find the saved card, added a new one |
| P5 | Partial | 3:55 | 4 | Chose Friday, like P2 |

Findings: two of five picked the wrong day because the chips read "14 15 16" without day names (serious: wrong deliveries cost money and trust); one could not find the saved card, hidden under "Other payment methods" (serious for that user; check with more people); "Slot" is unclear jargon (minor). The team adds day names to the chips, shows the saved card first and renames "Slot" to "Delivery time", then tests again with five new participants.

### Common mistakes
- **Leading tasks** that use the interface's own words or give the steps.
- **Helping participants**, even with a nod, so the test no longer shows what real users would do alone.
- **Testing with colleagues or friends**, who know the product or want to please you.
- **Reporting five-person numbers as statistics** ("60 % failed" from three people).
- **Skipping the pilot**, then discovering in session one that the prototype's key link is broken.
- **Testing too late**, when the findings can no longer change anything.

### At work
Teams that do this well make testing routine: a few sessions every sprint or two, recruited in advance, with the product manager and developers watching. A junior designer is often asked to write the task scenarios, run the pilot, moderate some sessions and draft the findings. The best habit to build early is neutrality: write tasks that do not give the answer, sit on your hands while someone struggles, and treat each struggle as a gift of information rather than a verdict on your design.`,
    resources: [
      {
        title: 'GOV.UK Service Manual: Using moderated usability testing',
        url: 'https://www.gov.uk/service-manual/user-research/using-moderated-usability-testing',
        kind: 'docs',
      },
      {
        title: 'Nielsen Norman Group: Why you only need to test with 5 users',
        url: 'https://www.nngroup.com/articles/why-you-only-need-to-test-with-5-users/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: Quantitative studies: how many users to test?',
        url: 'https://www.nngroup.com/articles/quantitative-studies-how-many-users/',
        kind: 'article',
      },
      {
        title: 'MeasuringU: 10 things to know about the Single Ease Question (SEQ)',
        url: 'https://measuringu.com/seq10/',
        kind: 'article',
      },
    ],
  },
  {
    key: 'usability-heuristics',
    title: 'Usability Heuristics and Expert Review',
    summary:
      "Review an interface like an expert: Nielsen's 10 usability heuristics with examples, a heuristic evaluation with three to five independent evaluators, severity ratings from 0 to 4, cognitive walkthroughs, and what expert review cannot replace.",
    estimatedMinutes: 125,
    reviewedOn: '2026-11',
    contentMd: `### Expert review: finding problems without users
Usability testing needs participants, scheduling and time. An **expert review** (or usability inspection) is faster: people who know usability principles go through the interface themselves and note where it breaks them. It cannot replace watching real users, but it catches many obvious problems cheaply, so your test sessions can uncover the deeper ones instead of everyone tripping over the same broken "Back" button. The two best-known inspection methods are **heuristic evaluation** and the **cognitive walkthrough**.

### Nielsen's 10 usability heuristics
A heuristic is a rule of thumb. Jakob Nielsen and Rolf Molich published a first set in 1990, and in 1994 Nielsen refined them from an analysis of 249 usability problems into the ten that Nielsen Norman Group still publishes:

1. **Visibility of system status.** Keep people informed about what is going on, with timely feedback. A progress bar during an upload, "Saved" after an edit, the current step "2 of 4" in a checkout. Violation: pressing "Pay" and seeing nothing for eight seconds, so people press it again.
2. **Match between system and the real world.** Speak the users' language and follow real-world conventions. "Delivery address", not "Consignee location"; a calendar starting on the day your users expect. Violation: an error that says "Entity validation failed".
3. **User control and freedom.** People make mistakes and need a clearly marked way out: undo, cancel, back, edit. Gmail's "Undo send" is the classic example. Violation: a multi-step form where "Back" loses everything entered.
4. **Consistency and standards.** The same words and actions mean the same thing everywhere, and the product follows platform conventions people learned elsewhere (internal and external consistency). Violation: "Remove" on one screen and "Delete" on another for the same action; a logo that is not a link to the home page.
5. **Error prevention.** Better than a good error message is a design that prevents the error: constraints, good defaults, confirmation before destructive actions. A date picker that disables past dates for a flight; a warning "You mentioned an attachment but none is attached".
6. **Recognition rather than recall.** Minimise memory load by making options, actions and information visible when needed. Recently viewed items, autocomplete, the order summary visible while entering payment. Violation: asking users to type a product code they saw three screens earlier.
7. **Flexibility and efficiency of use.** Shortcuts that experts can use without getting in novices' way: keyboard shortcuts, saved searches, "reorder" buttons, sensible defaults that can be personalised.
8. **Aesthetic and minimalist design.** Every extra element competes with the relevant ones and dilutes them. This is about focus, not a flat visual style: a booking page where the "Book" button competes with six promotional banners violates it.
9. **Help users recognize, diagnose, and recover from errors.** Error messages in plain language, saying precisely what went wrong and how to fix it, shown where the problem is. "Card number must have 16 digits; you entered 15" next to the field, not "Invalid input" at the top.
10. **Help and documentation.** Best if the system needs none, but help should be easy to find, focused on the task and concrete: contextual tips, searchable help articles with steps.

The heuristics are broad on purpose. They do not tell you what to design; they give you a vocabulary to notice and explain problems.

### Running a heuristic evaluation
Nielsen's own studies found that a single evaluator finds only about a third of the usability problems (about 35 % on average across six projects), and different evaluators find different problems. His recommendation is **three to five evaluators**; five found about 75 % in his data, and more adds little for the cost. The method:

1. **Plan.** Decide the scope (the whole app, or the sign-up and first-run flows), the user type, and the key tasks. Give evaluators a short brief about users and context.
2. **Evaluate independently.** Each evaluator goes through the interface alone, usually twice: once to get a feel for the flow, once to examine each element. For every problem they note where it is, which heuristic it violates and why, with a screenshot. Working alone matters, because evaluators who talk too early converge on the same findings.
3. **Merge.** Combine the lists into one, removing duplicates; the facilitator keeps the wording specific.
4. **Rate severity.** Each evaluator rates every problem on the merged list, then the ratings are averaged.
5. **Debrief.** Discuss with the team what to fix and how, and what needs testing with users.

Evaluators do not need to be senior; trained non-specialists find problems too, though usability experts who also know the domain find the most.

### Severity ratings 0–4
Nielsen's severity scale helps the team spend effort where it matters:

- **0**: I don't agree that this is a usability problem at all.
- **1**: Cosmetic problem only; fix only if extra time is available.
- **2**: Minor usability problem; fixing it is low priority.
- **3**: Major usability problem; important to fix, high priority.
- **4**: Usability catastrophe; imperative to fix before release.

Severity combines three factors: **frequency** (common or rare?), **impact** (easy or hard to overcome?) and **persistence** (a one-time problem people learn to avoid, or one that bothers them every time?). Nielsen also mentions market impact, since some problems damage a product's reputation out of proportion to their frequency. Because single ratings are unreliable, average the ratings of several evaluators:

\`\`\`javascript
const ratings = { 'no undo after delete': [4, 3, 4], 'jargon in filter labels': [2, 2, 1] };
for (const [problem, r] of Object.entries(ratings)) {
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  console.log(problem, mean.toFixed(1));
}
// no undo after delete 3.7
// jargon in filter labels 1.7
\`\`\`

### Cognitive walkthroughs
A **cognitive walkthrough** focuses on **learnability**: can a new user work out what to do, step by step, without training? Developed by Cathleen Wharton, John Rieman, Clayton Lewis and Peter Polson in the early 1990s, it starts from a task and the correct sequence of actions, and for each action the evaluators ask four questions:

1. Will the user try to achieve the right result (do they know this step is needed)?
2. Will the user notice that the correct action is available?
3. Will the user associate the correct action with the result they want?
4. After the action, will the user see that progress is being made?

A "no" to any question is a problem, written as a story ("A first-time user won't know that the cloud icon means 'save to account'"). Walkthroughs suit new products, first-run experiences and anything walk-up-and-use, such as kiosks.

### What expert review cannot do
Expert reviews are cheap, fast and usable on sketches. But they find *potential* problems, and experts are not your users: they miss problems that come from users' real goals, vocabulary and context, and they flag some "problems" that real users never meet (false alarms). They cannot tell you whether people want the product at all. Treat the results as hypotheses: fix the clear ones, and confirm the important uncertain ones in a usability test. The strongest practice combines both: a heuristic evaluation to clean up a design, then testing to find what only users can show.

### Worked example
Three evaluators review a small online pharmacy's repeat-prescription flow, independently, then merge their lists. Extract from the merged report:

| # | Problem | Heuristic | Ratings | Mean |
| --- | --- | --- | --- | --- |
| 1 | After "Submit request" the page reloads with no confirmation or request number | Visibility of system status | 4, 3, 4 | 3.7 |
| 2 | Medicines must be typed from memory; no list of past prescriptions | Recognition rather than recall | 3, 3, 4 | 3.3 |
| 3 | Error "Field 7 invalid" when the date of birth format is wrong | Help users recognize, diagnose, and recover from errors | 3, 2, 3 | 2.7 |
| 4 | Cancel button styled as the main action, next to Submit | Error prevention | 2, 3, 2 | 2.3 |
| 5 | Footer shows four partner logos in bright colours | Aesthetic and minimalist design | 1, 1, 2 | 1.3 |

Problem 1 (a catastrophe: people submit twice or phone the pharmacy) and 2 are fixed first. Problem 3 gets a clear message and a format hint. The team then runs five usability sessions to check the fixes and to explore what the evaluators could not know, such as whether patients understand which medicines count as "repeat".

### Common mistakes
- **One evaluator, no merge.** A single reviewer finds about a third of the problems and carries personal bias.
- **Vague findings.** "Navigation is confusing" is not actionable; name the screen, the element and the heuristic.
- **Using heuristics as a substitute for testing**, then shipping.
- **Everything rated 4.** If all problems are catastrophes, the scale helps nobody choose.
- **Reviewing your own design.** You know how it is supposed to work, so you cannot see it fresh.
- **Citing heuristics as rules**, as in "heuristic 8 says remove this", rather than explaining the effect on users.

### At work
Heuristic evaluations are a common first task for a junior designer joining a team: review an existing flow, report problems with heuristics and severity, and propose fixes. They are also used to audit competitors, to prepare for a usability test, and in design critiques ("this violates recognition rather than recall: where does the user see their basket?"). Keep a shared template (screen, problem, heuristic, severity, recommendation, screenshot) so reviews from different people can be merged in minutes.`,
    resources: [
      {
        title: 'Nielsen Norman Group: 10 usability heuristics for user interface design',
        url: 'https://www.nngroup.com/articles/ten-usability-heuristics/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: How to conduct a heuristic evaluation',
        url: 'https://www.nngroup.com/articles/how-to-conduct-a-heuristic-evaluation/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: Severity ratings for usability problems',
        url: 'https://www.nngroup.com/articles/how-to-rate-the-severity-of-usability-problems/',
        kind: 'article',
      },
      {
        title: 'Nielsen Norman Group: Evaluate interface learnability with cognitive walkthroughs',
        url: 'https://www.nngroup.com/articles/cognitive-walkthroughs/',
        kind: 'article',
      },
    ],
  },
];
