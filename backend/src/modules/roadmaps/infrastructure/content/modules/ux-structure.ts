import type { ModuleContent } from '../content-types.js';

/** UX / Product Designer lessons: structure, flows, wireframes and prototypes (issue 29). Keys are stable: never rename or reuse them. */
export const UX_STRUCTURE_MODULES: ModuleContent[] = [
  {
    key: 'information-architecture',
    title: 'Information Architecture',
    summary:
      'Decide what goes where and what it is called: organisation schemes, labels, navigation and search, checked with card sorting and tree testing and drawn as a sitemap.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### What information architecture is
**Information architecture** (IA) is the structure underneath a product: which content and features exist, how they are grouped, what each group is called and how the groups connect. Good IA lets people answer three questions on any screen: where am I, what can I do here, and where can I go next. When people say "I couldn't find it" or "I didn't know you had that", the cause is usually the IA, not the colours or the buttons.

IA is not the same thing as navigation. Nielsen Norman Group describes the IA as the backbone and the navigation as the visible part of it: the menus, links and tabs that let people move through the structure. The same IA can be shown with a top bar on a laptop and a bottom tab bar on a phone. Fix the structure first; the navigation design follows from it.

Everything in IA is measured against the user's **mental model**: what people believe about how a thing is organised, built from every other site and shop they have used. A learner looking for a certificate expects it near their account or their finished course, not under "Resources". The most common IA mistake is to copy the organisation chart, with a section per department ("Content team", "Partnerships", "Support"), because that is how the company thinks, not how visitors think.

### Organisation schemes and labels
An **organisation scheme** is the rule that decides which items sit together. Some schemes are exact, with one right answer per item:

- **Alphabetical**: a glossary, a staff directory, a list of countries. It works only when people already know the name they want.
- **Chronological**: news, release notes, a course schedule, where the date is what people think in.
- **Geographical**: store finders, regional offices.

Other schemes are ambiguous and need judgement, but they match how people think about open-ended needs:

- **By topic**: "HTML", "CSS", "JavaScript" on a learning site.
- **By task**: "Start learning", "Get a certificate", "Cancel my plan". Tasks suit products people come to in order to do something.
- **By audience**: "For students", "For teachers", "For companies". It helps only when the groups are clearly distinct and people know which one they belong to; a teacher who is also studying does not know where to click.

Mixing schemes in one menu ("HTML", "For teachers", "What's new") makes people compare things that are not alike, so keep one scheme per level and use a different one elsewhere if needed.

**Labels** are the words on those groups: menu items, headings, link text, buttons. A label is a promise of what lies behind it. Prefer the user's words over internal jargon ("Prices", not "Plans & Entitlements"), be specific ("Certificates" beats "Resources", which could mean anything), and use the same word for the same thing everywhere. An icon alone is rarely a clear label; pair it with text.

### Navigation systems and search
Most sites combine several kinds of navigation, each with its own job:

- **Global navigation** appears on every page and leads to the top-level sections: the header menu.
- **Local navigation** moves within one section: the sidebar listing the lessons of the course you are in.
- **Contextual navigation** sits inside the content and links to related things: "Next lesson", "Related exercises", a link from a lesson to the glossary.
- **Breadcrumbs** show where the current page sits in the hierarchy (Home › Courses › CSS) and let people move up a level. The GOV.UK Design System recommends them for sites with several levels and advises against them on flat sites or to show progress through a linear transaction such as a checkout.

**Search** serves people who know what they want and can name it. It does not replace a structure: results are only as good as the titles and descriptions behind them, many visitors browse before they search, and a search that returns nothing for "certificate" when the page is called "Credentials" is the labelling problem again. Log what people search for; frequent searches for something that is in the menu tell you the label or the position is wrong.

### Card sorting
**Card sorting** asks representative users to group content into categories that make sense to them, revealing their mental model. Write each item (a page or a feature) on a card, then:

- **Open sort**: participants create and name their own groups. Use it early, to discover how people group things and which words they use.
- **Closed sort**: participants place cards into categories you give them. Use it to see whether existing categories work and which ones get ignored.
- **Hybrid sort**: categories are given, but participants may add their own when nothing fits.

The main output is a **similarity** score per pair of cards: the share of participants who put the two in the same group. Jakob Nielsen recommended about 15 participants for most card sorts, three times the usual number for a qualitative usability test, because you are looking for a consensus rather than for problems. A card sort tells you how people group things; it does not prove they can find anything in the structure you then build.

### Tree testing
**Tree testing** checks findability. Participants see only a text version of the hierarchy, with no visual design and no search, and get tasks such as "Where would you download the certificate for a course you finished?". They click down the tree until they pick an answer. Because it is usually unmoderated and quantitative, NN/g suggests at least 50 participants per tree and no more than about 10 tasks each.

Two metrics matter most per task:

- **Success rate**: the percentage of participants who ended at a correct node.
- **Directness**: the percentage who went there without backtracking. A task with high success but low directness works, but people wandered first: the first label they tried looked right and was not.

The first click is worth reading too: when most people start in the wrong top-level section, no amount of tidying lower down will help. Card sorting generates a structure; tree testing evaluates it. Run them in that order.

### Sitemaps
A **sitemap** in UX is a diagram of the hierarchy: one box per page or screen, arranged by level, with lines to the parent. It is the shared picture the team agrees on before anyone wireframes a page, and it shows at a glance whether the tree is too **deep** (many clicks down narrow paths) or too **broad** (a top level with twenty items). It is not the XML sitemap that a site gives search engines, which lists URLs for crawling and says nothing about how people think.

### Worked example
A small coding school wants to restructure its site. The inventory lists about 40 items: 24 lessons in three courses, a blog, pricing, FAQ, account settings, certificates, a community forum and a contact page. Today's menu follows the company: "Academy", "Content Hub", "Member Services", "About".

An open card sort with 16 learners groups the lessons by technology, puts certificates next to progress ("the stuff I earned"), and names the blog and forum "Community". A first tree follows:

\`\`\`text
Home
├── Courses
│   ├── HTML
│   ├── CSS
│   └── JavaScript
├── Pricing
├── Community
│   ├── Blog
│   └── Forum
├── Help
│   ├── FAQ
│   └── Contact
└── My learning
    ├── Progress
    ├── Certificates
    └── Settings
\`\`\`

A tree test with 60 participants follows. Task 3, "download the certificate for the CSS course you finished", gives these results:

\`\`\`python
counts = {"direct": 33, "backtracked": 15, "failed": 12}
total = sum(counts.values())
success = (counts["direct"] + counts["backtracked"]) / total
directness = counts["direct"] / total
print(f"success {success:.0%}, directness {directness:.0%}")  # success 80%, directness 55%
\`\`\`

Success is acceptable, but directness is low, and the first clicks show why: 27 people started under Courses › CSS. The team adds a contextual link "Your certificate" on each finished course page, keeps the canonical home under My learning, and reruns the task with a new group: directness rises, and the sitemap goes into the wireframing phase.

### Common mistakes
- **Copying the org chart.** Sections named after teams make sense to staff only. Start from users' tasks and words.
- **Clever or vague labels.** "Explore", "Solutions" and "Resources" hide what is inside; a specific word wins almost every time.
- **Treating a card sort as proof.** It suggests a grouping; only a tree test or a usability test shows that people can find things in it.
- **Counting clicks instead of certainty.** People do not mind an extra click when each step clearly leads closer to the goal; they give up when a label makes them guess.
- **Relying on search to fix the structure.** Poor labels make poor search results too.

### At work
IA work appears whenever a product grows: a redesign, a migration to a new content system, an app with too many features in one menu. A junior designer is typically asked to build a content inventory in a spreadsheet, set up and analyse a card sort or a tree test in a tool such as Optimal Workshop or Maze, draw the sitemap in Figma or FigJam and present the findings with the evidence: the similarity matrix, the success and directness per task and the proposed labels. The sitemap then feeds the next lesson's user flows and the wireframes.`,
    resources: [
      {
        title: 'NN/g: Card Sorting: Uncover Users’ Mental Models',
        url: 'https://www.nngroup.com/articles/card-sorting-definition/',
        kind: 'article',
      },
      {
        title: 'NN/g: Tree Testing: Fast, Iterative Evaluation of Menu Labels and Categories',
        url: 'https://www.nngroup.com/articles/tree-testing/',
        kind: 'article',
      },
      {
        title: 'NN/g: The Difference Between Information Architecture and Navigation',
        url: 'https://www.nngroup.com/articles/ia-vs-navigation/',
        kind: 'article',
      },
      {
        title: 'GOV.UK Design System: Breadcrumbs',
        url: 'https://design-system.service.gov.uk/components/breadcrumbs/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'user-flows-and-journey-maps',
    title: 'User Flows and Journey Maps',
    summary:
      'Map how people move: task flows, user flows and wireflows for paths through a product, journey maps for the whole experience, and service blueprints for what happens behind it.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Why map before you design screens
A sitemap shows where things live; it says nothing about how people move. Real people arrive from an email, a search result or a friend's link, stop to decide, make mistakes, leave and come back tomorrow on their phone. The maps in this lesson make that movement visible before anyone draws a screen, so the team can spot a missing step, a dead end or a confusing decision while fixing it costs a sticky note.

They differ mainly in **scope**. Nielsen Norman Group puts it this way: a user journey covers a longer experience across several channels and over time, including what people think and feel, while a user flow covers the steps of one task inside one product. Use them together: the journey tells you which moments matter, and the flows detail how those moments work on screen.

### Task flows, user flows and wireflows
Three close relatives, from simplest to richest:

- A **task flow** is the single path for one task, with no branches: Open course → Choose date → Pay → See confirmation. It is useful to agree on the happy path and to count its steps.
- A **user flow** follows one kind of user from the point where they enter, through the decisions they make, to every way it can end. It shows that a returning learner arriving from a reminder email skips sign-up while a new visitor from an advert does not.
- A **wireflow**, a term NN/g uses, puts small wireframes of the actual screens on the flow's nodes, with arrows for the interactions between them. It suits apps where one screen changes state (a filter panel opens, an item is added to a list) and a plain box would hide what the user sees.

Start with the simplest that answers your question. A task flow fits on an index card; a wireflow takes hours and is worth it when the screens themselves are the open question.

### Flow notation
Flows borrow the conventions of flowcharts. There is no single official standard, so put a small legend on every diagram, but most teams use:

- **Entry points**: where the flow can start, such as a home page, a campaign link, a push notification or a search result. Listing several entry points reminds you that many people never see your home page.
- **Steps or screens**: rectangles, each named with a verb or the screen's name.
- **Decisions**: diamonds with a yes/no or multi-way question, such as "Signed in?" or "Card accepted?". Every branch leaving a diamond is labelled.
- **End states**: where the flow stops, both success ("Exam booked") and the honest failures ("Gave up at payment").
- **Error paths**: what happens when something goes wrong: a declined card, an expired link, a lost connection, an empty search. Designers who draw only the happy path ship products that strand people at the first error.
- **Arrows**: one direction each, labelled with the action when it is not obvious ("taps Pay").

A quick quality check: every decision has at least two labelled exits, every error path leads somewhere useful (back to a step, or to help), and no box is a dead end unless it is a deliberate end state.

### Customer journey maps
A **journey map** visualises the process a person goes through to reach a goal, usually across channels and days. NN/g lists five key components:

1. **Actor**: one persona, or one real type of user, whose point of view the map takes. One actor per map: a student and a teacher have different journeys.
2. **Scenario and expectations**: the situation and goal, such as "get certified in CSS before applying for jobs", and what the actor expects along the way.
3. **Journey phases**: the high-level stages, for example Discover, Prepare, Book, Take exam, Share.
4. **Actions, mindsets and emotions** per phase: what they do, what they think (often as real quotes from research) and how they feel, usually drawn as a line rising and falling.
5. **Opportunities**: what the team can improve, ideally with an owner.

Many maps also show **touchpoints** (where the person meets the organisation: an email, a page, a support chat) and **channels** (web, app, phone). A **current-state** map shows today's experience and should be built from research: interviews, support tickets, analytics. A **future-state** map describes the experience you intend to create. A map made from the team's assumptions alone can start a conversation, but label it as a hypothesis.

### Service blueprints
A journey map shows what the customer experiences; a **service blueprint** shows what the organisation does to deliver it. The method goes back to G. Lynn Shostack's 1984 article in the Harvard Business Review, and NN/g describes a blueprint as a companion to a journey map. Its rows, top to bottom:

- **Evidence**: what the customer sees or touches: the confirmation email, the certificate PDF.
- **Customer actions**: the steps from the journey.
- **Frontstage actions**: what people and systems do in front of the customer: the support agent's reply, the booking page.
- **Backstage actions**: work the customer does not see: a reviewer checking the exam, a batch job that renders certificates.
- **Support processes**: the systems and teams behind it: the payment provider, the email service, the database.

Three lines separate them: the **line of interaction** (customer and organisation meet), the **line of visibility** (everything below it is invisible to the customer) and the **line of internal interaction** (between the staff who serve the customer, seen or unseen, and the support processes behind them). Blueprints are at their best when a problem the customer feels is caused below the line of visibility.

### Worked example
A learning platform hears that learners "get stuck booking the certification exam". The designer first sketches a current-state journey for one persona, Dana, a career changer:

\`\`\`text
Phase      | Prepare          | Book the exam           | Take it        | Share
Actions    | finishes course  | gets reminder, pays     | joins at 10:00 | downloads PDF
Thinking   | "Am I ready?"    | "Did my payment work?"  | "Good."        | "Where is it?"
Feeling    | hopeful          | anxious  (lowest point) | focused        | annoyed
Opportunity| practice quiz    | clear payment feedback  |                | link in email
\`\`\`

The lowest point is booking, so she zooms in with a user flow, written here as data so the team can check it:

\`\`\`python
flow = {
    "Reminder email": ["Choose date"],
    "Course page": ["Choose date"],
    "Choose date": ["Pay"],
    "Pay": ["Booked", "Card declined"],
    "Card declined": ["Pay", "Gave up"],
}
targets = {t for nexts in flow.values() for t in nexts}
entries = [s for s in flow if s not in targets]
ends = sorted(t for t in targets if t not in flow)
print(entries, ends)  # ['Reminder email', 'Course page'] ['Booked', 'Gave up']
\`\`\`

Two entry points, two end states and one error path. Support tickets show that "Card declined" often appears although the bank took the money. A blueprint row explains it: backstage, the payment provider confirms some cards a few seconds late, and the booking page times out first. The fix is partly design (a "checking your payment" state instead of an error) and partly engineering (waiting for the provider's confirmation), which no screen mock-up alone would have revealed.

### Common mistakes
- **Happy path only.** A flow with no error paths or failure end states hides where people actually drop out.
- **Several actors on one map.** Mixing students and teachers averages two different experiences into one that nobody has.
- **Journey maps from assumptions, presented as facts.** Build current-state maps from research, or label them as hypotheses.
- **Beautiful artefacts nobody uses.** A map earns its cost only when it produces opportunities with owners.
- **Drawing a blueprint to fix a screen.** When the problem is one form's layout, a wireframe is faster.

### At work
Product teams use journey maps in kick-offs and strategy workshops to agree on which moments matter, and flows at the start of every feature to agree on scope before wireframing. A junior designer is typically asked to turn research notes into a first current-state map, draw the user flow of a feature including its error states (a favourite question of the developers who build it), or join a service designer on a blueprint workshop with support and operations staff. Tools are usually FigJam, Miro or plain sticky notes; what matters is that the steps are labelled and the team keeps the map up to date.`,
    resources: [
      {
        title: 'NN/g: Journey Mapping 101',
        url: 'https://www.nngroup.com/articles/journey-mapping-101/',
        kind: 'article',
      },
      {
        title: 'NN/g: Service Blueprints: Definition',
        url: 'https://www.nngroup.com/articles/service-blueprints-definition/',
        kind: 'article',
      },
      {
        title: 'NN/g: Wireflows: A UX Deliverable for Workflows and Apps',
        url: 'https://www.nngroup.com/articles/wireflows/',
        kind: 'article',
      },
      {
        title: 'NN/g: User Journeys vs. User Flows (video)',
        url: 'https://www.youtube.com/watch?v=dsviXwJwslI',
        kind: 'video',
      },
    ],
  },
];
