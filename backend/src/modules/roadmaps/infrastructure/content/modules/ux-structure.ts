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
  {
    key: 'wireframing',
    title: 'Sketching and Wireframing',
    summary:
      'Turn a flow into screens cheaply: sketch many ideas with Crazy 8s, wireframe at the lowest fidelity that answers the question, with real content, annotated states and a small screen first.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### What wireframes are for
A **wireframe** is a simplified drawing of a screen that shows what is on it, in what order and how important each part is, without final colours, fonts or images. It is the step between the flow (which screens exist and how people move between them) and the visual design (how each screen looks). Its value is speed: a wireframe can be redrawn in minutes, so a team can compare three layouts for a booking page in a morning instead of arguing about one polished mock-up for a week.

Wireframes answer questions of **structure**: Is everything the user needs on this screen? What do they see first? Where is the main action? What happens when the list is empty? They deliberately leave out questions of **style**, because style is expensive to change and distracts reviewers: show people a finished-looking screen and the discussion turns to the shade of blue.

### Fidelity: from sketch to high fidelity
**Fidelity** is how close a drawing is to the finished product. Designers usually speak of four levels:

- **Sketch**: pen on paper or a tablet, a few minutes per screen. Boxes, scribbled lines for text, arrows. For exploring many ideas.
- **Low-fidelity wireframe**: grey boxes drawn in a tool, real headings and labels, no styling. For agreeing on layout and content with the team.
- **Mid-fidelity wireframe**: consistent spacing, real components (buttons, inputs, tabs) in greyscale, most of the real copy. For walkthroughs with developers and for early usability tests.
- **High-fidelity mock-up**: final type, colour, imagery and spacing, ideally built from the design system. For visual sign-off and handoff.

Start low because the cost of change grows with fidelity, and so does people's reluctance to change. A sketch invites "what if we tried…"; a polished screen invites "looks done". Raise fidelity only when the question you need answered requires it: you cannot test whether a button is noticeable in a grey box, but you can test whether people understand the steps of a form.

### Sketching and Crazy 8s
Your first idea is rarely your best, so sketch many before choosing. **Crazy 8s**, an exercise from the Google Ventures design sprint, forces this: fold a sheet of A4 paper three times to make eight panels, set a timer for eight minutes and sketch one different idea per panel, about a minute each. The time limit stops perfectionism, and by panel five you are past the obvious solutions. Nobody needs drawing skills: rectangles, lines for text and short labels are enough.

Crazy 8s works well in a group, including developers and product managers: everyone sketches alone and silently, then the team puts the sheets on a wall, each person explains theirs in a minute, and people mark the parts they like with dot stickers. The best wireframe often combines panels from different people.

### Content first: real words, not filler
Design with the real content, or realistic content, from the first wireframe. Filler Latin text and "Headline goes here" hide the problems that real content brings: a course title that wraps to three lines, a German button label twice as long as the English one, a product with no photo, a price of €1,249.99, an error message that needs two sentences. Filler also hides missing content: a box labelled "text" does not tell anyone that nobody has written the refund rules yet.

Content first means starting from what people need to know and do on the screen, in priority order, and then drawing a layout around that list. Realistic copy comes from the research, the existing product, support tickets and the database: use the longest real name and the emptiest real account as test cases. The UX writing lesson covers how to write the words themselves.

### Annotating behaviour and states
A static wireframe cannot show what happens when someone taps, waits or makes a mistake, so you add **annotations**: numbered notes in the margin that explain behaviour, rules and open questions. Good annotations say things like "1. Tapping a course opens its page; the back button returns to the same scroll position" or "3. Show at most 3 lines of the description, then 'More'".

Each screen also has **states**, and each one needs a wireframe or at least a note:

- **Empty**: nothing here yet (a new account, no search results).
- **Loading**: data is on its way.
- **Partial** or typical: some data, the usual case.
- **Error**: the request failed, or the input is invalid.
- **Success**: the action worked; what does the user see next?

Developers build every state whether you design it or not, so a missing state is not avoided, only left to chance.

### Responsive wireframes: small screen first
Most people will see your screens at several widths. Wireframe the **smallest screen first**: a narrow column forces you to rank the content, because only one thing fits across and everything else goes below it. Widening that layout later is easy; squeezing a three-column desktop page into a phone usually means rethinking it.

Plan a few widths, not every device. Material Design 3, for example, defines window size classes by width: **compact** below 600dp (most phones upright), **medium** from 600dp to 839dp (tablets upright, unfolded foldables) and **expanded** from 840dp (tablets on their side, small laptop windows), with larger classes above 1200dp. For each class, note what changes: navigation moves from a bottom bar to a side rail, a list and its detail appear side by side, cards go from one column to three. The responsive design lesson covers how developers build this.

### Common wireframe components
Most screens reuse a small set of patterns, and using the common one lets people rely on what they already know: a header with the logo and global navigation; a bottom tab bar or side navigation; breadcrumbs; search fields; lists and cards; tables; forms with labels, hints and error messages; buttons (one primary action per screen); tabs; accordions; modal dialogs; toasts and banners for messages; pagination. Public design systems such as the GOV.UK Design System document when to use each component and when not to, which makes them a good reference while wireframing. Draw a component the same way every time, or use a wireframe kit in Figma, so that reviewers recognise it at a glance.

### Reviewing wireframes with stakeholders
A review is useful when it has a clear goal and feedback is tied to users' goals, not personal taste. NN/g's guidance on design critiques suggests stating what the design is trying to achieve and what kind of feedback you need before showing it. In practice: walk through one user task from start to end rather than showing screens one by one, say what is settled and what is open ("the order of the steps is decided; the layout of the summary is not"), ask developers early what is hard to build, and write down every decision and who made it. When someone says "I don't like it", ask which user goal it gets in the way of.

### Worked example
A team designs the "My courses" screen of a learning app. The designer runs Crazy 8s with a developer and the product manager; the wall shows a list, a card grid, a calendar view and a "continue where you left off" hero. The team combines the hero with a list.

The first low-fidelity wireframe for the compact width, with real data from a test account:

\`\`\`text
┌────────────────────────────┐
│ My courses          [🔍]   │
├────────────────────────────┤
│ Continue: CSS Layout       │  (1)
│ Lesson 4 of 9 · 12 min left│
│ [ Resume lesson ]          │
├────────────────────────────┤
│ JavaScript Functions and   │  (2)
│ Scope for Beginners  33%   │
│ HTML Forms           100% ✓│
├────────────────────────────┤
│ Home  Courses  Progress  Me│
└────────────────────────────┘
(1) Shows the course with the most recent activity; hidden when no course is started.
(2) Titles wrap to two lines at most, then truncate; finished courses go last.
Empty state: "No courses yet" and [ Browse courses ].
\`\`\`

The long real title immediately shows that a one-line layout would not work, and annotation (1) reveals an open question (what if two courses were used today?) that the product manager answers in the review. The expanded-width version moves the tab bar to a side rail and shows the list and the selected course side by side.

### Common mistakes
- **Jumping to high fidelity.** Polished screens get approved or rejected on looks, and changing them feels wasteful.
- **Filler text.** It hides long names, missing content and the real length of labels.
- **Happy-path screens only.** Empty, loading and error states are left to chance.
- **Desktop first.** The phone version becomes a cramped afterthought.
- **Unstructured reviews.** "Any thoughts?" invites taste; a task walkthrough with clear questions gets decisions.

### At work
Wireframing is a daily activity for product designers. A junior is typically given a flow and asked to produce low- or mid-fidelity wireframes in Figma for a small feature, including the empty and error states and the phone layout, then walk developers and the product manager through them. Many teams wireframe directly with greyscale versions of their design system's components, which makes the later jump to high fidelity quicker. Expect your first wireframes to change a lot in review; that is the point of making them cheap.`,
    resources: [
      {
        title: 'GOV.UK Design System: Components',
        url: 'https://design-system.service.gov.uk/components/',
        kind: 'docs',
      },
      {
        title: 'Material Design 3: Window size classes',
        url: 'https://m3.material.io/foundations/layout/applying-layout/window-size-classes',
        kind: 'docs',
      },
      {
        title: 'NN/g: Design Critiques: Encourage a Positive Culture to Improve Products',
        url: 'https://www.nngroup.com/articles/design-critiques/',
        kind: 'article',
      },
      {
        title: 'web.dev: Responsive web design basics',
        url: 'https://web.dev/articles/responsive-web-design-basics',
        kind: 'article',
      },
    ],
  },
  {
    key: 'figma-basics',
    title: 'Figma Essentials',
    summary:
      'Work in Figma like a product designer: files and pages, frames and constraints, auto layout, components with variants and properties, styles and variables, libraries, comments, sharing and Dev Mode.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Files, pages and frames
**Figma** is the design tool most product teams use today. It runs in the browser or as a desktop app, and several people can work in the same file at once, which is why it became the place where designers, developers and product managers meet. A free account is enough to follow this lesson; the names below are the ones Figma's own help centre uses, so you can look each one up there.

A **file** is one document, usually one product area or project ("Checkout redesign"). Inside a file, **pages** split the work: many teams keep a page for exploration, one for the agreed designs, one for components and one for archived ideas. On each page you work on an infinite **canvas**.

On the canvas you draw **frames**. A frame is a container with its own size, and usually it represents a screen: Figma offers presets such as common phone, tablet and desktop sizes. Frames can hold other frames (a card inside a screen), can clip the content that spills out of them, and can have fills, strokes, layout grids and auto layout.

A **group** also holds layers together, but it has no size of its own: it is always exactly as big as its contents, and it has no layout, padding or clipping. Use groups to move a few layers around together; use frames for anything that should behave like a box in the interface. A beginner's habit of grouping everything is the first thing to unlearn.

### Constraints: how layers react to resizing
When a frame changes size, for example from a 360-pixel-wide phone to a 412-pixel one, what should happen to the layers inside it? **Constraints** answer that for layers placed freely inside a frame. Horizontally a layer can stick to the **Left**, the **Right**, **Left and right** (it stretches), the **Center**, or **Scale** with the frame; vertically it can stick to the **Top**, **Bottom**, **Top and bottom**, **Center** or **Scale**.

A close button pinned to the top right keeps its distance from that corner; a header set to Left and right stretches with the screen. Constraints work on layers inside frames, not inside groups, and children of an auto layout frame follow auto layout instead, unless you set one to absolute position. Designing with constraints lets you check a screen at several sizes by resizing one frame instead of redrawing it.

### Auto layout
**Auto layout** turns a frame into a box that arranges its children for you, much like CSS Flexbox (and, with the grid option, CSS Grid). Select layers and press Shift+A, or add it from the right sidebar. Its main settings:

- **Direction**: vertical (a stack), horizontal (a row), or wrap (a row that wraps onto new lines); newer versions also offer a grid.
- **Gap** between items: one spacing value instead of nudging each layer.
- **Padding**: space between the frame's edge and its children, set for all sides or each side separately.
- **Alignment**: where the children sit inside the frame.
- **Resizing**, set for width and height separately: **Hug contents** (the frame is as big as its children plus padding and gaps), **Fill container** (a child stretches to fill its parent auto layout frame) or **Fixed** (a set size).

Auto layout is what makes designs behave like real interfaces: type a longer label into a button with Hug contents and the button grows; add an item to a list and the items below move down. Because the concepts map closely to CSS, auto layout also makes handoff easier: padding, gap and direction mean the same to a developer.

### Components, instances, variants and properties
A **component** is a reusable element, such as a button, an input or a card. The original is the **main component**; every copy you place is an **instance**. Change the main component and every instance updates, while each instance can still override some things, such as its text. This is how a team changes the corner radius of every button in a product with one edit.

Most components come in versions: a button can be primary or secondary, small or large, enabled, hovered or disabled. **Variants** group those versions into one **component set**, described by properties such as \`Type=Primary, Size=Small, State=Disabled\`, so people pick options from a menu instead of hunting through dozens of separate components.

**Component properties** make instances easier to adjust without multiplying variants. Figma has four common kinds: **variant** properties (the options above), **boolean** properties (show or hide a layer, such as an optional icon), **text** properties (edit a label from the properties panel) and **instance swap** properties (choose which icon or nested component appears). A button with a boolean "Has icon" property needs half as many variants as one where every icon combination is drawn separately.

### Styles and variables
**Styles** save a set of visual properties under a name so they can be reused: colour styles, text styles (font, size, weight, line height), effect styles (shadows, blurs) and grid styles (called layout guide styles in newer versions). Apply the "Heading / Large" text style everywhere, and a later change to it updates every heading.

**Variables** store single values, of type **colour**, **number**, **string** or **boolean**, that can be bound to properties of layers: a fill, a gap, a corner radius, a text. Variables live in **collections** and can have **modes**, so one variable such as \`surface/background\` can be white in a Light mode and near-black in a Dark mode; switch the mode of a frame and its whole design changes theme. Number variables are a natural home for a spacing scale (4, 8, 12, 16, 24…). Variables are Figma's way of working with **design tokens**, which the design systems lesson covers.

### Libraries, comments and sharing
A **library** is a file whose components, styles and variables are **published** so other files can use them. When the design system team updates the library and publishes again, people using it receive the updates and choose when to accept them. This keeps dozens of product files consistent without copying anything by hand.

Figma is collaborative by default. Press C to leave a **comment** pinned to a spot on the canvas, mention a colleague with @, and resolve the thread when it is handled; comments keep feedback next to the design instead of in a chat nobody can find later. **Sharing** works with links and permissions: people can be given **can view** or **can edit** access to a file or project, and you can share a link to a single frame or prototype. Check who can see a file before pasting its link into a public channel.

### Dev Mode for developers
**Dev Mode** is a separate view of a Figma file designed for the people who build it. In it, a developer selects a layer and sees its measurements, spacing to neighbours, colours and typography (with the variable and style names rather than raw values), the component and variant used, and code snippets such as CSS. Designers can mark a frame or section **Ready for dev**, so developers know which designs are final, and see what changed since. Dev Mode is part of Figma's paid plans. It does not replace talking to each other, but it removes the guessing about "how many pixels is that gap?", and it rewards designers who used auto layout, styles and variables, because those names are exactly what appears there.

### Worked example
Build a primary button that behaves like the real thing:

1. Draw a text layer "Save changes" and press Shift+A. The auto layout frame now hugs the text. Set horizontal padding to 16, vertical padding to 10 and the fill to the colour variable \`brand/primary\`.
2. Add a 20-pixel icon before the text; set the gap to 8. The button's width is now worked out for you:

\`\`\`javascript
const hugWidth = (padding, gap, children) =>
  padding * 2 + children.reduce((sum, w) => sum + w, 0) + gap * (children.length - 1);
console.log(hugWidth(16, 8, [20, 64])); // 124: 16 + 20 + 8 + 64 + 16
\`\`\`

3. Turn the frame into a component. Add a boolean property "Has icon" bound to the icon's visibility, and a text property "Label" bound to the text.
4. Add variants for \`State=Default, Hover, Disabled\`, each using different colour variables.
5. Place an instance inside a form frame set to Fill container: on a phone it stretches across the screen; in a desktop dialog it sits at the right with Hug contents.
6. Publish the file as a library, then mark the form frame Ready for dev. In Dev Mode the developer sees padding 10/16, gap 8 and \`brand/primary\`, names that match the tokens in the code.

### Common mistakes
- **Groups instead of frames.** Groups cannot have padding or auto layout, so the design cannot adapt.
- **Detaching instances** to make a quick change. A detached copy no longer receives updates; use a property or a variant instead.
- **Hard-coded colours and sizes.** Raw hex values and spacing typed by hand drift apart; use styles and variables.
- **One variant for every combination.** Booleans and instance swaps keep a component set small.
- **Unnamed layers** ("Frame 412", "Rectangle 7"). Developers read layer names in Dev Mode, so name the meaningful ones.

### At work
Figma is where a product designer spends most of the day: exploring in a scratch page, building screens from the team's library, prototyping, and answering comments from developers and product managers. In a junior role you are expected to use the existing components and variables rather than draw your own, to structure screens with auto layout so they survive real content, and to leave files tidy: named pages, named frames, designs marked Ready for dev. Many teams test this in interviews with a short exercise, so practise building a small screen entirely from auto layout and components.`,
    resources: [
      {
        title: 'Figma Learn: Guide to auto layout',
        url: 'https://help.figma.com/hc/en-us/articles/360040451373-Guide-to-auto-layout',
        kind: 'docs',
      },
      {
        title: 'Figma Learn: Guide to components in Figma',
        url: 'https://help.figma.com/hc/en-us/articles/360038662654-Guide-to-components-in-Figma',
        kind: 'docs',
      },
      {
        title: 'Figma Learn: Guide to variables in Figma',
        url: 'https://help.figma.com/hc/en-us/articles/15339657135383-Guide-to-variables-in-Figma',
        kind: 'docs',
      },
      {
        title: 'Figma Learn: Guide to Dev Mode',
        url: 'https://help.figma.com/hc/en-us/articles/15023124644247-Guide-to-Dev-Mode',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'prototyping',
    title: 'Prototyping',
    summary:
      'Answer design questions cheaply before building: paper, click-through, high-fidelity and coded prototypes, Figma connections, triggers, actions, overlays, Smart Animate and flows, and how to test with a prototype’s limits in mind.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Why prototype: answer a question cheaply
A **prototype** is a version of a design that people can try, made before the real thing is built. Its purpose is learning: every prototype should answer a question that would be expensive to answer with production code. Can people find the discount code field? Do they understand that the exam must be booked 48 hours ahead? Does the new navigation make the settings easier to reach? The GOV.UK Service Manual puts it plainly: make prototypes to explore, share and test designs before you commit to building anything, and throw away the ones that do not test well.

So start every prototype by writing down its question, and make only as much as the question needs. A prototype for "do people understand the pricing tiers?" needs the pricing page and the page after it, not a working login. Prototypes also align teams: a product manager, a developer and a designer who have all clicked through the same flow argue about the same thing.

### Kinds of prototype
Prototypes range, in the GOV.UK wording, from a quick pen and paper sketch to a code prototype that works like a real website:

- **Paper prototypes**: sketched screens on cards. In a test, a facilitator "plays the computer", swapping the card when the participant taps a drawn button. They take an hour to make and invite honest criticism, because nobody thinks the design is finished.
- **Click-through prototypes**: static screens, often wireframes, linked by clickable hotspots in a design tool. Good for testing a flow's steps and labels.
- **High-fidelity prototypes**: screens with the final visual design, real content, transitions and some state, made in a design tool such as Figma. Good for testing detailed interactions, visual hierarchy and the overall feel.
- **Coded prototypes**: built in HTML, CSS and JavaScript, or with a kit such as the GOV.UK Prototype Kit. They run on the participant's own phone, work with screen readers, accept real typing and can branch on what people enter. GOV.UK calls code prototypes the best choice for user research because they are the most realistic. Prototype code does not need production quality: it need not be secure or fast at scale, and it is rewritten when the real service is built.

NN/g describes fidelity along several dimensions (interactivity, visuals, content) rather than one scale: a prototype can have real content and rough visuals, which is often the best combination for early tests.

### Prototyping in Figma: connections, triggers and actions
In Figma you switch the right sidebar to the **Prototype** tab and drag a **connection** (the blue arrow, often called a noodle) from a layer to a destination frame. Each connection is an **interaction** made of:

- a **trigger**: what the user does, such as **On click** (or tap), **On drag**, **While hovering**, **While pressing**, **Mouse enter** and **Mouse leave**, **Key/Gamepad**, or **After delay** for things that happen on their own, such as a splash screen;
- an **action**: what happens, such as **Navigate to** another frame, **Back**, **Scroll to** a layer in the same frame, **Open link**, **Open overlay**, **Swap overlay**, **Close overlay**, or **Change to**, which switches a component instance to another variant (a checkbox to its checked state). Newer versions add **Set variable** and **Conditional** actions, so a prototype can remember a value, such as the number of items in a basket, and branch on it;
- an **animation**: how the change looks, from **Instant** and **Dissolve** to **Move in**, **Push**, **Slide in** and **Smart animate**, with a duration and easing.

Interactive components put interactions inside a component's variants, so every button instance in the file gets its hover and pressed states without wiring each one.

### Overlays and Smart Animate
An **overlay** opens a frame on top of the current screen instead of replacing it: a menu, a bottom sheet, a dialog, a toast. You choose its position (centred, at the bottom, or next to the element that opened it), whether clicking outside closes it, and whether the screen behind dims. Overlays keep prototypes small: one "Delete this lesson?" dialog can open from any screen.

**Smart animate** looks for layers with the same name in the starting and destination frames and animates the differences in position, size, rotation, opacity and fill. Name the card "Course card" in both frames, make it larger in the second, and the prototype shows the card expanding smoothly instead of cutting between two screens. Mismatched layer names are the usual reason Smart animate falls back to a plain dissolve.

### Flows, presenting and sharing
A **flow** is a set of connected frames that forms one prototype experience, and it begins at a **flow starting point** on a top-level frame. One page can hold several flows: "Sign up", "Book exam", "Cancel plan". Figma creates a starting point when you draw the first connection from an unconnected frame; you can rename it and add a description, which appears in the sidebar of **presentation view**, a convenient place for the task a test participant should try.

Press the play button to open the prototype in presentation view, or preview it inline in the editor. To share it, copy the link to a flow and give people view access; they can play it in a browser or in the Figma mobile app on a real phone, which matters for touch interactions. Check the permissions before a test: participants should see the prototype, not your comments and exploration pages.

### Choosing fidelity for a test
Match the fidelity to the question, not to how much time you have:

| Question | Enough fidelity |
| --- | --- |
| Do the steps and labels make sense? | Paper or click-through wireframes |
| Can people find and use a specific control? | Click-through with real content |
| Does the visual hierarchy guide attention? | High fidelity |
| Does a complex form with validation and branching work, also with a screen reader? | Coded |

Low fidelity gets more honest feedback on structure and costs little to throw away; high fidelity is needed when the look or the detailed behaviour is the question. Content should be realistic at every level, because people react to words as much as to layout.

### Limits of prototypes and testing with them
Every prototype is partly fake, and participants will find the edges. A click-through only responds where you placed hotspots; the search box does not search; typed text does not appear unless you built it; a design-tool prototype may ignore the screen reader and the keyboard. Plan for it:

- Build the **paths your tasks need**, including the likely wrong turns, and give unbuilt areas a simple "not available in this prototype" screen rather than nothing.
- Tell participants at the start that it is a prototype and some parts will not work, and ask them to say what they expected to happen: that expectation is often the finding.
- Do not count a prototype-only failure (a missing hotspot) as a usability problem of the design, and do not treat success in a simplified prototype as proof that the built product will work.
- Accessibility, performance and real data need testing in code, so plan a coded prototype or an early build for them.

The usability testing lesson covers running the sessions themselves.

### Worked example
A learning platform wants to know whether learners will notice that exam slots must be booked 48 hours ahead. The question goes at the top of the file: "Do learners choose a valid slot on the first try?"

The designer builds one flow, "Book exam", from four frames: course page, calendar, confirm, booked. The calendar uses a date component with variants (available, unavailable, selected) and **Change to** interactions, so tapping a date selects it. Dates within 48 hours are greyed, and tapping one opens an **overlay** explaining why. Smart animate expands the chosen slot into the confirmation card. A quick simulation of the wiring shows what a participant meets when they tap something that is not linked:

\`\`\`javascript
const links = {
  'Course page': { 'Book exam': 'Calendar' },
  Calendar: { '14 May': 'Confirm' },
  Confirm: { 'Confirm booking': 'Booked' },
};
let screen = 'Course page';
for (const tap of ['Book exam', 'Search', 'Confirm booking', '14 May']) screen = links[screen]?.[tap] ?? screen;
console.log(screen); // 'Confirm': the taps on Search and on a button of another screen did nothing
\`\`\`

In five test sessions on participants' phones, four of five choose a valid slot at once; one taps a greyed date, reads the overlay and recovers. Two people try to type a date into the search field, which was not built; the team records that as a question for the next version rather than a failure.

### Common mistakes
- **No question.** A prototype made "to show the idea" tends to grow until it is a second product that nobody tests.
- **Too much fidelity too early.** Weeks of polish make the team reluctant to throw it away.
- **Only the happy path.** Participants wander, and a prototype that dead-ends on the first wrong turn ends the session.
- **Mistaking prototype limits for findings**, or the reverse: treating a smooth prototype session as proof the built product is usable.
- **Treating prototype code as production code**, or promising stakeholders that the prototype is "almost done".

### At work
Designers prototype every week: a quick click-through to settle a debate in a meeting, a high-fidelity flow for a usability test, an animated prototype to show developers how a transition should feel. A junior is typically asked to turn a set of screens into a testable Figma flow with a clear starting point and task description, wire the interactive components, check the paths on a real phone, and sit in on the test sessions to note where the prototype, rather than the design, got in the way. In teams that follow the GOV.UK way of working, designers also learn enough HTML to build coded prototypes.`,
    resources: [
      {
        title: 'GOV.UK Service Manual: Making prototypes',
        url: 'https://www.gov.uk/service-manual/design/making-prototypes',
        kind: 'docs',
      },
      {
        title: 'NN/g: UX Prototypes: Low Fidelity vs. High Fidelity',
        url: 'https://www.nngroup.com/articles/ux-prototype-hi-lo-fidelity/',
        kind: 'article',
      },
      {
        title: 'Figma Learn: Guide to prototyping in Figma',
        url: 'https://help.figma.com/hc/en-us/articles/360040314193-Guide-to-prototyping-in-Figma',
        kind: 'docs',
      },
      {
        title: 'Figma Learn: Create and manage prototype flows',
        url: 'https://help.figma.com/hc/en-us/articles/360039823894-Create-and-manage-prototype-flows',
        kind: 'docs',
      },
    ],
  },
];
