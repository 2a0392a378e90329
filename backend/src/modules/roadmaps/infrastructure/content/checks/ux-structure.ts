import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ux-structure.ts. */
export const UX_STRUCTURE_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'information-architecture',
    questions: [
      {
        id: 'information-architecture-1',
        kind: 'single',
        section: 'What information architecture is',
        prompt:
          'A team moves its site from a top menu bar on desktop to a bottom tab bar on phones. Groups, names and page hierarchy stay the same. What changed?',
        options: [
          {
            text: 'The information architecture, because people now reach the sections in a different way',
            correct: false,
            why: 'The structure underneath (what is grouped with what, and what it is called) did not change at all.',
          },
          {
            text: 'The navigation design only',
            correct: true,
            why: 'Navigation is the visible way of moving through the structure; the same IA can be shown with different menus on different screens.',
          },
          {
            text: 'The organisation scheme, from topic-based to task-based',
            correct: false,
            why: 'The groups stayed the same, so the rule that decides which items sit together did not change.',
          },
          {
            text: 'The users’ mental model of the content',
            correct: false,
            why: 'A mental model belongs to the users and is not changed by a redesign; the design should match it.',
          },
        ],
      },
      {
        id: 'information-architecture-2',
        kind: 'multiple',
        section: 'Organisation schemes and labels',
        prompt:
          'Which of these lists use an **exact** organisation scheme, with one right place for each item? Pick all that apply.',
        options: [
          {
            text: 'A glossary of design terms from A to Z',
            correct: true,
            why: 'Alphabetical order is exact: each term has one place, and it works because people know the word they look up.',
          },
          {
            text: 'Release notes listed newest first',
            correct: true,
            why: 'Chronological order is exact: every note has a date, and people think of releases by when they happened.',
          },
          {
            text: 'A help centre grouped into “Get started”, “Pay” and “Cancel”',
            correct: false,
            why: 'Grouping by task is an ambiguous scheme: someone has to judge which task an article belongs to.',
          },
          {
            text: 'A site split into “For students”, “For teachers” and “For schools”',
            correct: false,
            why: 'Grouping by audience is ambiguous: a teacher who studies does not know which section is theirs.',
          },
          {
            text: 'A store finder grouped by region',
            correct: true,
            why: 'A geographical scheme is exact: every store is in one region.',
          },
        ],
      },
      {
        id: 'information-architecture-3',
        kind: 'single',
        section: 'Navigation systems and search',
        prompt:
          'At the end of each lesson, a learning site shows “Next: Flexbox” and “Try the Flexbox exercise”. Which kind of navigation is this?',
        options: [
          {
            text: 'Global navigation',
            correct: false,
            why: 'Global navigation appears on every page and leads to the top-level sections, such as the header menu.',
          },
          {
            text: 'Breadcrumbs, because the two links follow the order in which the lessons are learned',
            correct: false,
            why: 'Breadcrumbs show where the page sits in the hierarchy and lead up a level; these links lead to related content.',
          },
          {
            text: 'Contextual navigation',
            correct: true,
            why: 'Links inside the content to related things, chosen for this page, are contextual navigation.',
          },
          {
            text: 'Local navigation',
            correct: false,
            why: 'Local navigation lists the pages of the current section, such as a course sidebar; it is the same for every page of the section.',
          },
        ],
      },
      {
        id: 'information-architecture-4',
        kind: 'fill',
        section: 'Card sorting',
        prompt:
          'Early in a project, you ask participants to group 40 cards and to name each group in their own words. This is an ____ card sort.',
        answers: ['open'],
        caseInsensitive: true,
        why: 'In an open sort participants create and name their own groups, which shows how they think and which words they use; a closed sort gives them the categories.',
      },
      {
        id: 'information-architecture-5',
        kind: 'order',
        section: 'Tree testing',
        prompt: 'Put the steps of restructuring a site’s information architecture in a sensible order.',
        steps: [
          'List the content and features in an inventory',
          'Run an open card sort with representative users',
          'Draft a hierarchy and labels from the groupings',
          'Tree test the hierarchy with findability tasks',
          'Revise the labels and test the weak tasks again',
        ],
        why: 'You need to know what exists before users can sort it; card sorting generates a structure, and tree testing then evaluates it, so fixes can be checked with a second round.',
      },
      {
        id: 'information-architecture-6',
        kind: 'output',
        section: 'Tree testing',
        prompt: 'Eight participants tried one tree-test task. What does this print?',
        code: {
          language: 'python',
          source: `results = ["direct", "direct", "backtracked", "failed",
           "direct", "backtracked", "direct", "failed"]
success = sum(r != "failed" for r in results) / len(results)
directness = results.count("direct") / len(results)
print(f"{success:.0%} {directness:.0%}")`,
        },
        options: [
          {
            text: '75% 50%',
            correct: true,
            why: 'Six of eight ended at a correct node (success 75%), and four of eight went there without backtracking (directness 50%).',
          },
          {
            text: '50% 75%',
            correct: false,
            why: 'The numbers are swapped: directness can never exceed success, because a direct path is also a success.',
          },
          {
            text: '75% 67%',
            correct: false,
            why: 'This divides the direct paths by the successes (4 of 6); the code divides by all eight participants.',
          },
          {
            text: '0.75 0.5',
            correct: false,
            why: 'The `%` format specifier multiplies by 100 and adds a percent sign, and `.0` drops the decimals.',
          },
        ],
      },
      {
        id: 'information-architecture-7',
        kind: 'single',
        section: 'Sitemaps',
        prompt:
          'A sitemap shows 18 items at the top level and almost nothing below them. What does the lesson call this, and what is the risk?',
        options: [
          {
            text: 'A deep tree: people need too many clicks down narrow paths to reach anything',
            correct: false,
            why: 'A deep tree has many levels with few items each; this one has almost no levels.',
          },
          {
            text: 'An XML sitemap: it is meant for search engines, so it is correct that it has no hierarchy',
            correct: false,
            why: 'An XML sitemap lists URLs for crawlers; a UX sitemap diagrams the hierarchy, and this is a problem with the hierarchy itself.',
          },
          {
            text: 'A broad tree: people must scan and compare many top-level choices at once',
            correct: true,
            why: 'A sitemap shows breadth at a glance; 18 sibling choices are hard to scan and compare, so grouping them is usually the fix.',
          },
        ],
      },
      {
        id: 'information-architecture-8',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt:
          'A redesign review lists these decisions. Which ones are mistakes the lesson warns about? Pick all that apply.',
        options: [
          {
            text: 'Top-level sections named “Partnerships team”, “Content team” and “Support team”',
            correct: true,
            why: 'This copies the org chart; visitors do not know or care which team owns a page.',
          },
          {
            text: 'Renaming “Resources” to “Certificates” after a tree test showed people missed it',
            correct: false,
            why: 'A specific label that tested better is exactly the fix the lesson recommends.',
          },
          {
            text: 'Shipping the structure from an open card sort without any findability test',
            correct: true,
            why: 'A card sort suggests a grouping; only a tree test or usability test shows that people can find things in it.',
          },
          {
            text: 'Skipping a clear category because “search will handle it”',
            correct: true,
            why: 'Search depends on the same labels and does not serve the many people who browse first.',
          },
          {
            text: 'Logging site searches to find labels that people do not recognise',
            correct: false,
            why: 'Frequent searches for something already in the menu point to a weak label or position: useful evidence, not a mistake.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'user-flows-and-journey-maps',
    questions: [
      {
        id: 'user-flows-and-journey-maps-1',
        kind: 'single',
        section: 'Why map before you design screens',
        prompt:
          'You want to understand how parents choose a school over several weeks: visits, emails, a website and phone calls. Which map has the right scope?',
        options: [
          {
            text: 'A user journey map, because the experience spans channels and time and feelings matter',
            correct: true,
            why: 'Journeys cover longer experiences across several channels, including thoughts and emotions; a flow covers one task in one product.',
          },
          {
            text: 'A user flow of the website’s application form',
            correct: false,
            why: 'The form is one moment inside one channel; the question is about the whole multi-week experience.',
          },
          {
            text: 'A task flow, because choosing a school is one task',
            correct: false,
            why: 'A task flow is a single unbranched path inside a product; it cannot hold weeks of visits, calls and emails.',
          },
          {
            text: 'A sitemap of the school’s website',
            correct: false,
            why: 'A sitemap shows where content lives, not how people move or feel over time.',
          },
        ],
      },
      {
        id: 'user-flows-and-journey-maps-2',
        kind: 'single',
        section: 'Task flows, user flows and wireflows',
        prompt:
          'In a photo app, one screen changes a lot: a filter panel slides in, a photo gets selected, a toolbar appears. The team wants to discuss what the user sees at each step. Which artefact fits best?',
        options: [
          {
            text: 'A task flow with one box per step',
            correct: false,
            why: 'Plain boxes would all say “Gallery screen” and hide the very changes the team wants to discuss.',
          },
          {
            text: 'A service blueprint of the photo service',
            correct: false,
            why: 'A blueprint shows what the organisation does behind the experience, not how a screen changes state.',
          },
          {
            text: 'A journey map for the persona',
            correct: false,
            why: 'A journey map works at the level of phases and emotions, far above individual screen states.',
          },
          {
            text: 'A wireflow',
            correct: true,
            why: 'A wireflow puts small wireframes on the nodes, so each state of the changing screen is visible with the interaction that leads to it.',
          },
        ],
      },
      {
        id: 'user-flows-and-journey-maps-3',
        kind: 'multiple',
        section: 'Flow notation',
        prompt: 'You review a teammate’s user flow. Which findings are real problems? Pick all that apply.',
        options: [
          {
            text: 'A diamond “Code valid?” has only one arrow leaving it, unlabelled',
            correct: true,
            why: 'A decision needs at least two labelled exits; the missing branch is usually the error path nobody designed.',
          },
          {
            text: 'The flow has three entry points: an email link, the home page and a push notification',
            correct: false,
            why: 'Several entry points are normal and useful: many people never start at the home page.',
          },
          {
            text: 'A “Link expired” box has no arrow out and is not marked as an end state',
            correct: true,
            why: 'An error path that leads nowhere is a dead end; it should lead back to a step or to help, or be an honest end state.',
          },
          {
            text: 'One end state is “Gave up at payment”',
            correct: false,
            why: 'Failure end states are honest and useful: they show where people drop out.',
          },
          {
            text: 'The diagram has no legend explaining its shapes',
            correct: true,
            why: 'There is no single official flow notation, so a small legend prevents misreadings.',
          },
        ],
      },
      {
        id: 'user-flows-and-journey-maps-4',
        kind: 'output',
        section: 'Flow notation',
        prompt: 'A password-reset flow is stored as data. What does this print?',
        code: {
          language: 'python',
          source: `flow = {
    "Forgot password link": ["Enter email"],
    "Sign-in error": ["Enter email"],
    "Settings page": ["Enter email"],
    "Enter email": ["Account found?"],
    "Account found?": ["Email sent", "No account message"],
    "No account message": ["Enter email", "Sign up"],
}
targets = {t for nexts in flow.values() for t in nexts}
entries = [s for s in flow if s not in targets]
ends = sorted(t for t in targets if t not in flow)
decisions = [s for s, nexts in flow.items() if len(nexts) > 1]
print(len(entries), ends, len(decisions))`,
        },
        options: [
          {
            text: "3 ['Email sent', 'Sign up'] 2",
            correct: true,
            why: 'Three steps are never targets (the entry points), two targets lead nowhere (the end states), and two steps have more than one exit (the decisions).',
          },
          {
            text: "3 ['Email sent', 'No account message', 'Sign up'] 1",
            correct: false,
            why: '“No account message” has exits of its own, so it is not an end state, and it has two of them, which makes it a decision too.',
          },
          {
            text: "2 ['Email sent', 'Sign up'] 2",
            correct: false,
            why: 'The settings page is also never a target, so it counts as an entry point: there are three.',
          },
          {
            text: "3 ['Sign up', 'Email sent'] 2",
            correct: false,
            why: '`sorted` puts the end states in alphabetical order, so “Email sent” comes first.',
          },
        ],
      },
      {
        id: 'user-flows-and-journey-maps-5',
        kind: 'order',
        section: 'Customer journey maps',
        prompt:
          'Put the key components of an NN/g-style journey map in their usual order, from the top of the map to the bottom.',
        steps: [
          'Actor: the one persona whose point of view the map takes',
          'Scenario and expectations',
          'Journey phases',
          'Actions, mindsets and emotions in each phase',
          'Opportunities, ideally with owners',
        ],
        why: 'The map first says whose journey it is and in which situation, then lays out the phases, fills them with what the actor does, thinks and feels, and ends with what the team can improve.',
      },
      {
        id: 'user-flows-and-journey-maps-6',
        kind: 'fill',
        section: 'Service blueprints',
        prompt:
          'In a service blueprint, everything drawn below the line of ____ happens out of the customer’s sight, such as backstage actions and support processes.',
        answers: ['visibility'],
        caseInsensitive: true,
        why: 'The line of visibility separates frontstage actions, which the customer sees, from backstage actions and support processes, which they do not.',
      },
      {
        id: 'user-flows-and-journey-maps-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked example, learners saw “Card declined” although their bank had taken the money. Why did a service blueprint find the cause when screen mock-ups could not?',
        options: [
          {
            text: 'The payment form’s layout confused people into typing the wrong card number',
            correct: false,
            why: 'A layout problem would show up in mock-ups and usability tests; here the card was actually charged.',
          },
          {
            text: 'The cause was backstage: the provider confirmed some payments late and the page timed out first',
            correct: true,
            why: 'The failure happened below the line of visibility, in a support process, which only a blueprint makes visible next to the customer’s steps.',
          },
          {
            text: 'The journey map had the wrong persona, so the emotions were misread',
            correct: false,
            why: 'The persona was right; the problem was in how the service worked behind the screen.',
          },
          {
            text: 'The user flow had no entry points, so the team could not see how learners arrived',
            correct: false,
            why: 'The flow had two entry points; how people arrived was not the problem.',
          },
        ],
      },
      {
        id: 'user-flows-and-journey-maps-8',
        kind: 'single',
        section: 'Common mistakes',
        prompt:
          'A team’s journey map shows “the user” booking a course: some quotes come from students, others from the teachers who book for their classes. What should they do?',
        options: [
          {
            text: 'Keep one map, because an average of both groups represents the product’s users better than either',
            correct: false,
            why: 'An average of two different experiences is an experience nobody has; the pain points of each group get blurred.',
          },
          {
            text: 'Remove the emotions row, since the two groups feel differently',
            correct: false,
            why: 'Emotions are one of the most useful parts of a journey map; the problem is the mixed actor, not the row.',
          },
          {
            text: 'Turn the map into a service blueprint, which can hold several user types',
            correct: false,
            why: 'A blueprint adds the organisation’s side; it does not fix a map that mixes two actors.',
          },
          {
            text: 'Make two maps, one per actor, each from that group’s research',
            correct: true,
            why: 'One actor per map gives a clear point of view and a story that matches real people.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'wireframing',
    questions: [
      {
        id: 'wireframing-1',
        kind: 'single',
        section: 'What wireframes are for',
        prompt: 'Which question is a wireframe meant to answer?',
        options: [
          {
            text: 'Whether the brand’s blue works well with the photography',
            correct: false,
            why: 'That is a question of style, which wireframes leave out on purpose because it is expensive to change and distracts reviewers.',
          },
          {
            text: 'Which typeface and size the headings of the page should use',
            correct: false,
            why: 'Type choices belong to visual design, after the structure is agreed.',
          },
          {
            text: 'Whether the screen holds what the user needs, in a sensible order, with a clear main action',
            correct: true,
            why: 'Wireframes answer questions of structure: content, priority, layout and the main action.',
          },
          {
            text: 'How fast the page loads on a slow mobile connection',
            correct: false,
            why: 'Performance depends on how the page is built; a drawing cannot measure it.',
          },
        ],
      },
      {
        id: 'wireframing-2',
        kind: 'order',
        section: 'Fidelity: from sketch to high fidelity',
        prompt: 'Put the levels of fidelity in the order a design usually moves through them.',
        steps: [
          'Sketch on paper',
          'Low-fidelity wireframe with grey boxes and real headings',
          'Mid-fidelity wireframe with greyscale components and most of the real copy',
          'High-fidelity mock-up with final type, colour and imagery',
        ],
        why: 'Fidelity rises only as the questions require it, because the cost of change, and people’s reluctance to change, grow with each level.',
      },
      {
        id: 'wireframing-3',
        kind: 'single',
        section: 'Fidelity: from sketch to high fidelity',
        prompt:
          'A marketing lead worries that a new “Free trial” banner will be overlooked on a busy, colourful home page. What fidelity do you need to test that?',
        options: [
          {
            text: 'A paper sketch, because low fidelity is always best for testing',
            correct: false,
            why: 'Low fidelity is the default, not a rule: whether something stands out depends on colour, size and imagery that a sketch does not have.',
          },
          {
            text: 'High fidelity, because noticeability depends on the real visual design around the banner',
            correct: true,
            why: 'Raise fidelity when the question requires it; a grey box among grey boxes tells you nothing about a colourful page.',
          },
          {
            text: 'A low-fidelity wireframe with the banner drawn as a labelled box',
            correct: false,
            why: 'A labelled box cannot compete visually with anything, so the test could not show whether people overlook it.',
          },
        ],
      },
      {
        id: 'wireframing-4',
        kind: 'fill',
        section: 'Sketching and Crazy 8s',
        prompt: 'In Crazy 8s you fold a sheet into eight panels and sketch eight different ideas in ____ minutes.',
        answers: ['8', 'eight'],
        caseInsensitive: true,
        why: 'About a minute per idea: the time limit stops perfectionism and pushes you past the first, obvious solutions.',
      },
      {
        id: 'wireframing-5',
        kind: 'multiple',
        section: 'Content first: real words, not filler',
        prompt:
          'A wireframe uses filler text and “Product name” in every card. Which problems can this hide? Pick all that apply.',
        options: [
          {
            text: 'Real product names that wrap to three lines and break the card layout',
            correct: true,
            why: 'Short placeholders always fit; the longest real names show whether the layout holds.',
          },
          {
            text: 'Content that nobody has written yet, such as the delivery rules',
            correct: true,
            why: 'A box labelled “text” looks finished, so missing content is only discovered late.',
          },
          {
            text: 'A translated button label much longer than the English one',
            correct: true,
            why: 'Realistic content includes the languages the product ships in; labels can double in length.',
          },
          {
            text: 'Whether the grid has the right number of columns on a wide screen',
            correct: false,
            why: 'The number of columns is a layout decision you can judge with any content; filler does not hide it.',
          },
        ],
      },
      {
        id: 'wireframing-6',
        kind: 'single',
        section: 'Annotating behaviour and states',
        prompt:
          'A developer asks what the “My orders” screen shows for a customer who has never ordered. The wireframes only show a list of five orders. What is missing?',
        options: [
          {
            text: 'The loading state',
            correct: false,
            why: 'Loading is what shows while data is on its way; this customer’s data arrives and is simply empty.',
          },
          {
            text: 'A high-fidelity version of the screen',
            correct: false,
            why: 'Fidelity is not the issue: the missing design is a whole state of the screen, which can be drawn at any fidelity.',
          },
          {
            text: 'The empty state',
            correct: true,
            why: 'The empty state covers “nothing here yet”; left undesigned, it is built by chance, often as a blank screen.',
          },
          {
            text: 'The error state',
            correct: false,
            why: 'Nothing failed: the request worked and returned no orders.',
          },
        ],
      },
      {
        id: 'wireframing-7',
        kind: 'output',
        section: 'Responsive wireframes: small screen first',
        prompt: 'This function follows Material Design 3’s width classes. What does it print?',
        code: {
          language: 'python',
          source: `def size_class(width_dp):
    if width_dp < 600:
        return "compact"
    if width_dp < 840:
        return "medium"
    return "expanded"

print([size_class(w) for w in (360, 600, 839, 1024)])`,
        },
        options: [
          {
            text: "['compact', 'compact', 'medium', 'expanded']",
            correct: false,
            why: 'Compact is below 600dp only; a width of exactly 600 is already medium.',
          },
          {
            text: "['compact', 'medium', 'medium', 'expanded']",
            correct: true,
            why: '360 is under 600 (compact), 600 and 839 fall in 600 to 839 (medium), and 1024 is 840 or more (expanded).',
          },
          {
            text: "['compact', 'medium', 'expanded', 'expanded']",
            correct: false,
            why: 'Expanded starts at 840dp; 839 is still medium.',
          },
          {
            text: 'compact medium medium expanded',
            correct: false,
            why: 'Printing a Python list shows the brackets, quotes and commas.',
          },
        ],
      },
      {
        id: 'wireframing-8',
        kind: 'single',
        section: 'Reviewing wireframes with stakeholders',
        prompt:
          'In a wireframe review, a stakeholder says: “I just don’t like the summary page.” What is the most useful response?',
        options: [
          {
            text: 'Ask which user goal or step the summary page gets in the way of',
            correct: true,
            why: 'Tying feedback to users’ goals turns taste into something the team can act on and test.',
          },
          {
            text: 'Redesign the page before the next meeting so the stakeholder is happy',
            correct: false,
            why: 'Without knowing what the problem is, a redesign is a guess and may break what worked.',
          },
          {
            text: 'Explain that wireframes are not supposed to be liked, then move on',
            correct: false,
            why: 'Dismissing feedback loses information; the stakeholder may have noticed a real problem.',
          },
          {
            text: 'Switch to high-fidelity mock-ups so the page looks more finished',
            correct: false,
            why: 'Polish moves the discussion further towards looks, the opposite of what a structural review needs.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'figma-basics',
    questions: [
      {
        id: 'figma-basics-1',
        kind: 'single',
        section: 'Files, pages and frames',
        prompt:
          'You need a card with 16px of padding on every side that grows taller when its text gets longer. What should hold the card’s layers?',
        options: [
          {
            text: 'A group, because it always fits its contents exactly',
            correct: false,
            why: 'A group fits its contents but has no padding, fill of its own or auto layout, so it cannot keep 16px around the text.',
          },
          {
            text: 'A frame with auto layout',
            correct: true,
            why: 'Frames can have padding and auto layout, so the card keeps its padding and grows with its content.',
          },
          {
            text: 'A separate page for the card',
            correct: false,
            why: 'Pages organise a file’s work; they do not lay out layers.',
          },
          {
            text: 'A rectangle drawn behind the text and resized by hand each time',
            correct: false,
            why: 'It works until the text changes; then someone must remember to resize it, on every copy.',
          },
        ],
      },
      {
        id: 'figma-basics-2',
        kind: 'single',
        section: 'Constraints: how layers react to resizing',
        prompt:
          'A search bar placed freely inside a phone frame has 16px margins on both sides. When the frame is resized from 360 to 412 pixels wide, it should stretch and keep exactly 16px on each side. Which horizontal constraint does that?',
        options: [
          {
            text: 'Left',
            correct: false,
            why: 'Left keeps the distance to the left edge but not the width, so the right margin grows.',
          },
          {
            text: 'Center',
            correct: false,
            why: 'Center keeps the bar centred at its original width, so both margins grow.',
          },
          {
            text: 'Left and right',
            correct: true,
            why: 'Pinning both sides keeps both 16px distances, so the bar stretches with the frame.',
          },
          {
            text: 'Scale',
            correct: false,
            why: 'Scale resizes position and size in proportion to the frame, so the 16px margins would grow too.',
          },
        ],
      },
      {
        id: 'figma-basics-3',
        kind: 'output',
        section: 'Auto layout',
        prompt:
          'A vertical auto layout frame with Hug contents has 24px padding, a 12px gap and three children 40, 120 and 48px tall. This models its height. What does it print?',
        code: {
          language: 'javascript',
          source: `const hug = (padding, gap, children) =>
  padding * 2 + children.reduce((sum, h) => sum + h, 0) + gap * (children.length - 1);
console.log(hug(24, 12, [40, 120, 48]));`,
        },
        options: [
          {
            text: '292',
            correct: false,
            why: 'That counts three gaps; three children have only two gaps between them.',
          },
          {
            text: '256',
            correct: false,
            why: 'That counts the padding only once; padding applies at both the top and the bottom.',
          },
          {
            text: '208',
            correct: false,
            why: 'That is only the children’s heights; the padding and gaps are missing.',
          },
          {
            text: '280',
            correct: true,
            why: '24 + 40 + 12 + 120 + 12 + 48 + 24 = 280: padding on both ends, the children, and one gap between each pair.',
          },
        ],
      },
      {
        id: 'figma-basics-4',
        kind: 'fill',
        section: 'Auto layout',
        prompt:
          'A search field inside a horizontal auto layout toolbar should take all the width the buttons leave. Its width resizing is set to ____ container.',
        answers: ['Fill'],
        caseInsensitive: true,
        why: 'Fill container makes a child of an auto layout frame stretch into the available space; Hug contents would keep it only as wide as its own content.',
      },
      {
        id: 'figma-basics-5',
        kind: 'multiple',
        section: 'Components, instances, variants and properties',
        prompt: 'Which of these are kinds of component property in Figma? Pick all that apply.',
        options: [
          {
            text: 'Boolean, to show or hide a layer such as an optional icon',
            correct: true,
            why: 'Boolean properties toggle a layer’s visibility and save a variant per combination.',
          },
          {
            text: 'Text, to edit a label from the properties panel',
            correct: true,
            why: 'Text properties expose a text layer’s content on every instance.',
          },
          {
            text: 'Instance swap, to choose which nested component appears',
            correct: true,
            why: 'Instance swap properties let people pick, for example, a different icon inside a button.',
          },
          {
            text: 'Breakpoint, to switch the component between phone and desktop layouts',
            correct: false,
            why: 'There is no breakpoint property; responsive behaviour comes from auto layout, constraints and, if needed, variants.',
          },
          {
            text: 'Variant, to choose an option such as Size=Small',
            correct: true,
            why: 'Variant properties describe the versions in a component set.',
          },
        ],
      },
      {
        id: 'figma-basics-6',
        kind: 'single',
        section: 'Styles and variables',
        prompt:
          'A product needs a light and a dark theme, and the team wants to switch a whole screen between them in one step. Which Figma feature is built for this?',
        options: [
          {
            text: 'Colour variables in a collection with Light and Dark modes',
            correct: true,
            why: 'A variable holds one value per mode; switching the frame’s mode swaps every bound colour at once.',
          },
          {
            text: 'Two copies of every screen, with the colours changed by hand',
            correct: false,
            why: 'This doubles the work and the copies drift apart with every change.',
          },
          {
            text: 'Effect styles',
            correct: false,
            why: 'Effect styles store shadows and blurs, not themes of colours.',
          },
          {
            text: 'A separate page named “Dark mode”',
            correct: false,
            why: 'A page only organises frames; it does not change any colours.',
          },
        ],
      },
      {
        id: 'figma-basics-7',
        kind: 'order',
        section: 'Libraries, comments and sharing',
        prompt: 'Put the life of a shared button component in order.',
        steps: [
          'Build the button as a component in the design system file',
          'Publish the file as a library',
          'Product designers enable the library and place instances',
          'The design system team changes the button and publishes again',
          'Product designers review and accept the update in their files',
        ],
        why: 'Only published components can be used from other files, and updates reach those files only after a new publish, when each file accepts them.',
      },
      {
        id: 'figma-basics-8',
        kind: 'single',
        section: 'Common mistakes',
        prompt:
          'To change one button’s label quickly, a designer detaches the instance and edits it. What is the main problem?',
        options: [
          {
            text: 'Detaching deletes the main component for everyone',
            correct: false,
            why: 'The main component is untouched; only this copy loses its link to it.',
          },
          {
            text: 'A detached button can no longer be seen in Dev Mode',
            correct: false,
            why: 'Detached layers are still visible and inspectable; they just no longer point to the component.',
          },
          {
            text: 'Labels cannot be changed on instances at all, so detaching was the only way',
            correct: false,
            why: 'Instances can override text, and a text property makes it even easier, so detaching was unnecessary.',
          },
          {
            text: 'The copy no longer receives updates from the main component, so it silently drifts from the design system',
            correct: true,
            why: 'A detached instance is plain layers; the next library change will not reach it.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'prototyping',
    questions: [
      {
        id: 'prototyping-1',
        kind: 'single',
        section: 'Why prototype: answer a question cheaply',
        prompt: 'A product manager asks you for “a prototype of the new checkout”. What should you pin down first?',
        options: [
          {
            text: 'Which animation style the transitions between the checkout steps should use',
            correct: false,
            why: 'Animation is a detail you may not need at all; it depends on what the prototype must answer.',
          },
          {
            text: 'The question the prototype has to answer',
            correct: true,
            why: 'The question decides which screens, how much fidelity and what kind of prototype you need, and stops it growing into a second product.',
          },
          {
            text: 'The full list of screens in the live product, so that nothing is missing from the prototype',
            correct: false,
            why: 'A prototype needs only the screens its question requires, not the whole product.',
          },
          {
            text: 'Which developer will turn the prototype into production code',
            correct: false,
            why: 'Prototype code or files are meant to be thrown away; production is rebuilt properly.',
          },
        ],
      },
      {
        id: 'prototyping-2',
        kind: 'multiple',
        section: 'Kinds of prototype',
        prompt:
          'Which are advantages of coded prototypes for user research, as the GOV.UK guidance describes them? Pick all that apply.',
        options: [
          {
            text: 'They run on the participant’s own device, on mobile as well as desktop',
            correct: true,
            why: 'A coded prototype is a real web page, so people can use their own phone.',
          },
          {
            text: 'They can be tested with assistive technology such as a screen reader',
            correct: true,
            why: 'Real HTML works with screen readers, which design-tool prototypes often do not.',
          },
          {
            text: 'They can show different pages depending on what the participant enters',
            correct: true,
            why: 'Branching on real input lets you test journeys as they will really behave.',
          },
          {
            text: 'Their code already meets production standards for security and performance',
            correct: false,
            why: 'Prototype code does not need to meet production standards; it is rewritten when the service is built.',
          },
        ],
      },
      {
        id: 'prototyping-3',
        kind: 'single',
        section: 'Prototyping in Figma: connections, triggers and actions',
        prompt:
          'A checkbox component has the variants Checked=false and Checked=true. In the prototype, clicking it should switch to the checked variant in place. Which action does that?',
        options: [
          {
            text: 'Navigate to a copy of the whole screen with the box ticked',
            correct: false,
            why: 'That works but multiplies screens for every combination of boxes; the component can change itself.',
          },
          {
            text: 'Open overlay',
            correct: false,
            why: 'An overlay opens a frame on top of the screen; it does not change the checkbox.',
          },
          {
            text: 'Scroll to',
            correct: false,
            why: 'Scroll to moves the view to a layer in the same frame.',
          },
          {
            text: 'Change to',
            correct: true,
            why: 'Change to switches an instance to another variant of its component set, which is how interactive components work.',
          },
        ],
      },
      {
        id: 'prototyping-4',
        kind: 'fill',
        section: 'Prototyping in Figma: connections, triggers and actions',
        prompt:
          'A splash screen should move on to the home screen by itself after two seconds. In Figma, its interaction uses the ____ trigger.',
        answers: ['After delay'],
        caseInsensitive: true,
        why: 'After delay fires when the set time has passed without any user action, which suits splash screens and timed messages.',
      },
      {
        id: 'prototyping-5',
        kind: 'single',
        section: 'Overlays and Smart Animate',
        prompt:
          'A designer sets Smart animate between two frames, expecting a card to grow smoothly, but the prototype shows a plain fade. The card is called “Card” in one frame and “Course card” in the other. What is the likely cause?',
        options: [
          {
            text: 'Smart animate only works on overlays',
            correct: false,
            why: 'Smart animate is a transition for navigations, overlays and swaps alike.',
          },
          {
            text: 'The frames have different background colours',
            correct: false,
            why: 'Different fills are animated too; they do not stop the card from matching.',
          },
          {
            text: 'The layer names do not match, so Smart animate cannot pair the two cards',
            correct: true,
            why: 'Smart animate pairs layers by name; unmatched layers are not animated as one object.',
          },
          {
            text: 'The animation duration is too short',
            correct: false,
            why: 'A short duration makes the growth fast, not a fade.',
          },
        ],
      },
      {
        id: 'prototyping-6',
        kind: 'order',
        section: 'Flows, presenting and sharing',
        prompt: 'Put the steps of preparing a Figma prototype flow for a remote test in order.',
        steps: [
          'Connect the frames with interactions',
          'Name the flow starting point and describe the participant’s task',
          'Play the flow in presentation view and on a real phone to check every path',
          'Copy the flow link and share it with view access only',
        ],
        why: 'A flow exists once frames are connected from a starting point; its name and description appear in presentation view; checking before sharing avoids dead ends in the session, and view access keeps your working pages private.',
      },
      {
        id: 'prototyping-7',
        kind: 'output',
        section: 'Limits of prototypes and testing with them',
        prompt: 'This models a click-through quiz prototype and the taps of one participant. What does it print?',
        code: {
          language: 'javascript',
          source: `const links = { Home: { 'Start quiz': 'Question 1' }, 'Question 1': { Next: 'Question 2' }, 'Question 2': { Finish: 'Result' } };
let screen = 'Home';
for (const tap of ['Start quiz', 'Skip', 'Finish', 'Next']) screen = links[screen]?.[tap] ?? screen;
console.log(screen);`,
        },
        options: [
          {
            text: 'Result',
            correct: false,
            why: '“Finish” was tapped while the participant was still on Question 1, where it has no link, so it did nothing.',
          },
          {
            text: 'Question 1',
            correct: false,
            why: 'The last tap, “Next”, is linked on Question 1 and moves the participant on.',
          },
          {
            text: 'Question 2',
            correct: true,
            why: '“Start quiz” leads to Question 1; “Skip” and “Finish” have no link there, so nothing happens; “Next” leads to Question 2.',
          },
          {
            text: 'TypeError: Cannot read properties of undefined',
            correct: false,
            why: 'Optional chaining (`?.`) and `??` keep the current screen when a tap has no link, so nothing throws.',
          },
        ],
      },
      {
        id: 'prototyping-8',
        kind: 'single',
        section: 'Choosing fidelity for a test',
        prompt:
          'You need to test a long application form with inline validation and branching questions, including with screen-reader users. Which prototype fits best?',
        options: [
          {
            text: 'A paper prototype, because low fidelity gets more honest feedback',
            correct: false,
            why: 'Paper cannot validate typed input or work with a screen reader, which is exactly what you need to test.',
          },
          {
            text: 'A coded prototype',
            correct: true,
            why: 'Real inputs, validation, branching and assistive technology all need a prototype built in code.',
          },
          {
            text: 'A click-through of static high-fidelity screens',
            correct: false,
            why: 'Hotspots cannot accept typing or branch on answers, and screen readers get little from a design-tool prototype.',
          },
          {
            text: 'A set of wireframes printed on one sheet',
            correct: false,
            why: 'Nobody can interact with a printed overview; it answers none of the questions.',
          },
        ],
      },
    ],
  },
];
