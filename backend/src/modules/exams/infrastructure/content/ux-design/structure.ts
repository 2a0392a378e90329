import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** ux-design exam questions, part structure (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24 or python3. */
export const UX_DESIGN_EXAM_STRUCTURE: ExamQuestionContent[] = [
  // information-architecture
  {
    key: 'ux-design-101',
    kind: 'single',
    prompt:
      'A city council’s website groups its pages under “Pay”, “Apply”, “Report a problem” and “Book”. Which organisation scheme is this?',
    options: opts('By audience', 'By task', 'By topic', 'Chronological'),
    correct: ['b'],
    explanation:
      'Each group is something a resident comes to do, which is a task-based scheme. It suits services that people visit to get something done rather than to browse.',
    moduleKey: 'information-architecture',
    section: 'Organisation schemes and labels',
  },
  {
    key: 'ux-design-102',
    kind: 'multiple',
    prompt: 'Which statements about tree testing are true? Choose all that apply.',
    options: opts(
      'Participants see a text-only version of the hierarchy, without visual design or search',
      'It tells you what participants would call each category in their own words',
      'Directness is the share of participants who reached a correct answer without backtracking',
      'Because it is usually unmoderated and quantitative, it needs more participants than a typical think-aloud test',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'A tree test isolates the structure and labels and measures findability with success, directness and first clicks, so NN/g suggests around 50 participants or more. Finding the users’ own words for categories is what an open card sort does.',
    moduleKey: 'information-architecture',
    section: 'Tree testing',
  },
  {
    key: 'ux-design-103',
    kind: 'output',
    prompt: 'Four participants did an open card sort. What does this similarity calculation print?',
    code: `const sorts = [
  { Certificates: 'My stuff', Progress: 'My stuff', Blog: 'Community' },
  { Certificates: 'Account', Progress: 'Learning', Blog: 'News' },
  { Certificates: 'Profile', Progress: 'Profile', Blog: 'Profile' },
  { Certificates: 'Earned', Progress: 'Earned', Blog: 'Read' },
];
const together = (a, b) => sorts.filter((s) => s[a] === s[b]).length / sorts.length;
console.log(together('Certificates', 'Progress'), together('Progress', 'Blog'));`,
    language: 'javascript',
    options: opts('0.75 0.25', '0.5 0.25', '0.75 0', '3 1'),
    correct: ['a'],
    explanation:
      'Three of the four participants put Certificates and Progress in the same group (0.75), and only one put Progress and Blog together (0.25). A high similarity suggests the two items belong under one label.',
    moduleKey: 'information-architecture',
    section: 'Card sorting',
  },
  {
    key: 'ux-design-104',
    kind: 'single',
    prompt:
      'A designer wants to add breadcrumbs (Basket › Delivery › Payment › Confirm) to a four-step checkout so people see how far they are. What does the GOV.UK Design System advise?',
    options: opts(
      'Use them: breadcrumbs are the standard way to show progress through steps',
      'Do not use breadcrumbs to show progress through a linear journey; they show where a page sits in a site’s hierarchy',
      'Use them only on mobile, where space for a step indicator is short',
      'Use them, but leave out the current step so the trail stays short',
    ),
    correct: ['b'],
    explanation:
      'Breadcrumbs help people understand and move between the levels of a hierarchical site. The GOV.UK guidance says not to use them on flat sites or to show progress through a linear journey or transaction.',
    moduleKey: 'information-architecture',
    section: 'Navigation systems and search',
  },
  {
    key: 'ux-design-105',
    kind: 'single',
    prompt:
      'Site search logs show that “refund” is the most searched word, yet there is a top-level menu item “Billing & Entitlements” that contains the refund page. What does this most likely tell you?',
    options: opts(
      'The search engine needs better ranking, and the menu can stay as it is',
      'People do not use menus any more, so the menu item can be removed',
      'The label does not match the users’ words, so they cannot see that refunds live there',
      'Refunds are too popular, so the refund page should be hidden to reduce requests',
    ),
    correct: ['c'],
    explanation:
      'Frequent searches for something the menu already contains suggest that its label or position does not match people’s mental model. Use the users’ words, such as “Payments and refunds”, and test the change.',
    moduleKey: 'information-architecture',
    section: 'Navigation systems and search',
  },
  // user-flows-and-journey-maps
  {
    key: 'ux-design-106',
    kind: 'single',
    prompt:
      'A diagram shows one path that every shopper takes: Basket → Address → Payment → Confirmation, with no branches and no entry points other than the basket. What is it?',
    options: opts('A task flow', 'A user flow', 'A wireflow', 'A service blueprint'),
    correct: ['a'],
    explanation:
      'A task flow is the single unbranched path for one task. A user flow would add a specific user’s entry points, decisions and alternative endings; a wireflow would show wireframes on the nodes.',
    moduleKey: 'user-flows-and-journey-maps',
    section: 'Task flows, user flows and wireflows',
  },
  {
    key: 'ux-design-107',
    kind: 'multiple',
    prompt: 'Which of these are among the five key components NN/g lists for a journey map? Choose all that apply.',
    options: opts(
      'The actor whose point of view the map takes',
      'The scenario and the actor’s expectations',
      'The colour palette and fonts of the product',
      'Opportunities to improve the experience',
      'The database tables each phase reads and writes',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'NN/g’s five components are the actor, the scenario and expectations, the journey phases, the actions, mindsets and emotions, and the opportunities. Visual styling and data storage are not part of a journey map.',
    moduleKey: 'user-flows-and-journey-maps',
    section: 'Customer journey maps',
  },
  {
    key: 'ux-design-108',
    kind: 'single',
    prompt:
      'In a service blueprint for a hotel stay, where does “housekeeping cleans and checks the room before the guest arrives” belong?',
    options: opts('Evidence', 'Customer actions', 'Frontstage actions', 'Backstage actions'),
    correct: ['d'],
    explanation:
      'Staff do this work out of the guest’s sight, below the line of visibility, so it is a backstage action. The clean room the guest later sees is the evidence.',
    moduleKey: 'user-flows-and-journey-maps',
    section: 'Service blueprints',
  },
  {
    key: 'ux-design-109',
    kind: 'output',
    prompt: 'This script follows the first exit of every step of a checkout flow. What does it print?',
    code: `const flow = { Start: ['Cart'], Cart: ['Address'], Address: ['Payment'], Payment: ['Done', 'Declined'], Declined: ['Payment', 'Help'] };
let step = 'Start';
let n = 0;
while (flow[step]) {
  step = flow[step][0];
  n++;
}
console.log(n, step);`,
    language: 'javascript',
    options: opts('4 Done', '5 Done', '4 Payment', 'It never stops, because Declined leads back to Payment'),
    correct: ['a'],
    explanation:
      'Taking the first exit each time gives Start → Cart → Address → Payment → Done: four moves, ending at Done, which has no exits and is an end state. The Declined error path loops back, but the first exit of Payment never enters it.',
    moduleKey: 'user-flows-and-journey-maps',
    section: 'Flow notation',
  },
  {
    key: 'ux-design-110',
    kind: 'single',
    prompt:
      'A team spent three weeks on a beautiful journey-map poster. Six months later nothing in the product has changed because of it. What does the lesson suggest was missing?',
    options: opts(
      'More phases, so that every screen of the product appears on the map',
      'Opportunities that someone owns and acts on',
      'A second poster showing the same map as a service blueprint',
      'A larger print format so the whole office can read it',
    ),
    correct: ['b'],
    explanation:
      'A map earns its cost only when it leads to opportunities with owners. Without them it becomes a decoration, however good it looks.',
    moduleKey: 'user-flows-and-journey-maps',
    section: 'Common mistakes',
  },
  // css-layout (shared with the Frontend roadmap)
  {
    key: 'ux-design-111',
    kind: 'output',
    prompt:
      'A card in the design is 320px wide including 24px padding and a 1px border. This function models how CSS computes the rendered width. What does it print?',
    code: `const box = (width, padding, border, sizing) =>
  sizing === 'border-box' ? width : width + 2 * padding + 2 * border;
console.log(box(320, 24, 1, 'content-box'), box(320, 24, 1, 'border-box'));`,
    language: 'javascript',
    options: opts('370 320', '320 320', '345 320', '370 370'),
    correct: ['a'],
    explanation:
      'With the default content-box, width sets only the content, so padding and border are added on both sides: 320 + 48 + 2 = 370. With border-box the 320px already includes them, which matches how design tools measure a frame.',
    moduleKey: 'css-layout',
    section: 'Everything is a box',
  },
  {
    key: 'ux-design-112',
    kind: 'single',
    prompt:
      'In a long settings page, each group title should scroll normally until it reaches the top of the viewport, then stay there while its group scrolls underneath. Which position value does that?',
    options: opts('relative', 'absolute', 'fixed', 'sticky'),
    correct: ['d'],
    explanation:
      'A sticky element scrolls with the page until it reaches its offset, such as top: 0, then sticks inside its container. Fixed would pin it to the viewport all the time, whatever group is on screen.',
    moduleKey: 'css-layout',
    section: 'Normal flow and positioning',
  },
  {
    key: 'ux-design-113',
    kind: 'single',
    prompt:
      'A designer reviews a build on a phone: a card whose title is a long unbroken URL pushes the whole page wider than the screen. The card is an item in a flex row. Which fix does the lesson suggest?',
    options: opts(
      'Give the card a fixed width of 320px',
      'Add min-width: 0 to the flex item so it can shrink below its content’s width',
      'Change the row to position: absolute',
      'Remove the gap between the flex items',
    ),
    correct: ['b'],
    explanation:
      'A flex item’s automatic minimum width is its content size, so a long word or URL stops it from shrinking. min-width: 0 lets it shrink and the text wrap; a fixed width breaks on other screens.',
    moduleKey: 'css-layout',
    section: 'Flexbox: one dimension',
  },
  {
    key: 'ux-design-114',
    kind: 'multiple',
    prompt:
      'A card gallery uses grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)). Which statements are true? Choose all that apply.',
    options: opts(
      'The grid creates as many columns as fit in the container',
      'Each column is at least 12rem wide and shares the leftover space',
      'The number of columns adapts to the screen width without a media query',
      'The grid always has exactly 12 columns',
      'Cards placed by the grid are also reordered for keyboard users',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'minmax(12rem, 1fr) gives each track a 12rem minimum and a share of the free space, and auto-fill repeats the track as often as it fits. Grid placement is visual only, so the Tab order still follows the HTML.',
    moduleKey: 'css-layout',
    section: 'Grid: two dimensions',
  },
  {
    key: 'ux-design-115',
    kind: 'single',
    prompt:
      'A toolbar holds buttons whose labels differ in length (“Save”, “Export as PDF”, “Share”). Each should be as wide as its label, with the spare space shared out. What does the lesson recommend?',
    options: opts(
      'Grid with three equal 1fr columns, because the layout should decide the sizes',
      'Flexbox, because the content decides the size of each item',
      'Floats, because the buttons sit next to each other in a line',
      'Absolute positioning with a left offset for each button',
    ),
    correct: ['b'],
    explanation:
      'Flexbox is content-out: items take the space they need and share the rest, which suits a toolbar. Grid is layout-in, better when items in several rows must line up in the same columns.',
    moduleKey: 'css-layout',
    section: 'Choosing',
  },
  // wireframing
  {
    key: 'ux-design-116',
    kind: 'single',
    prompt:
      'On Monday morning, the team wants to compare several quite different ideas for a new checkout page by the afternoon. Which fidelity fits best?',
    options: opts(
      'High-fidelity mock-ups of each idea built from the design system',
      'A coded prototype of the most promising idea',
      'Quick sketches of many ideas, then a low-fidelity wireframe of the chosen one',
      'Mid-fidelity wireframes of every idea with all the final copy',
    ),
    correct: ['c'],
    explanation:
      'Sketches cost minutes, so many ideas can be explored and compared in a morning; fidelity rises only once a direction is chosen. Polished or coded versions would allow one idea at most and discourage change.',
    moduleKey: 'wireframing',
    section: 'Fidelity: from sketch to high fidelity',
  },
  {
    key: 'ux-design-117',
    kind: 'multiple',
    prompt: 'Why does the lesson recommend wireframing the smallest screen first? Choose all that apply.',
    options: opts(
      'A narrow column forces you to rank the content, since only one thing fits across',
      'Widening a small-screen layout later is easier than squeezing a wide one into a phone',
      'Desktop layouts do not need wireframes once the phone version exists',
      'It avoids a cramped phone version designed as an afterthought',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Starting small makes priorities explicit and scales up cleanly. Wider window sizes still need their own decisions, such as moving navigation to a rail or showing a list and detail side by side.',
    moduleKey: 'wireframing',
    section: 'Responsive wireframes: small screen first',
  },
  {
    key: 'ux-design-118',
    kind: 'output',
    prompt: 'A designer checks which screen states are still undrawn. What does this print?',
    code: `const screens = { Search: ['typical', 'empty', 'loading'], Basket: ['typical', 'empty', 'error'], Checkout: ['typical'] };
const needed = ['typical', 'empty', 'loading', 'error'];
const missing = Object.entries(screens).map(([name, states]) => name + ':' + needed.filter((s) => !states.includes(s)).length);
console.log(missing.join(' '));`,
    language: 'javascript',
    options: opts(
      'Search:1 Basket:1 Checkout:3',
      'Search:3 Basket:3 Checkout:1',
      'Search:1 Basket:1 Checkout:4',
      'Checkout:3',
    ),
    correct: ['a'],
    explanation:
      'Search lacks the error state, Basket lacks loading, and Checkout has only the typical state, so empty, loading and error are missing. Every state will be built by developers whether or not it is designed.',
    moduleKey: 'wireframing',
    section: 'Annotating behaviour and states',
  },
  {
    key: 'ux-design-119',
    kind: 'single',
    prompt:
      'You run Crazy 8s with two developers and a product manager. How does the lesson suggest running the group part?',
    options: opts(
      'The designer sketches while the others call out ideas',
      'Everyone sketches alone and silently, then the sheets go on a wall, each person explains theirs briefly, and people mark the parts they like',
      'The group discusses for eight minutes, then one person sketches the agreed idea',
      'Only people with drawing skills sketch; the others vote',
    ),
    correct: ['b'],
    explanation:
      'Sketching alone first gives every person’s ideas a chance before the loudest voice shapes the discussion. Drawing skill does not matter: boxes, lines and labels are enough.',
    moduleKey: 'wireframing',
    section: 'Sketching and Crazy 8s',
  },
  {
    key: 'ux-design-120',
    kind: 'single',
    prompt:
      'You wireframe a product listing for an online shop. Which sample data best follows the content-first approach?',
    options: opts(
      'Six identical cards reading “Product name” and “€00.00”',
      'The shop’s real products, including the longest name, one item with no photo and the highest price',
      'Short invented names so that every card looks tidy',
      'No text at all, only grey boxes, until the visual design is approved',
    ),
    correct: ['b'],
    explanation:
      'Realistic and extreme real values reveal wrapping titles, missing images and wide prices while changes are cheap. Identical or tidy placeholders always fit and hide those problems.',
    moduleKey: 'wireframing',
    section: 'Content first: real words, not filler',
  },
  // figma-basics
  {
    key: 'ux-design-121',
    kind: 'single',
    prompt:
      'A developer opens a Figma file and asks which of the twelve checkout screens are final and which are still being explored. What helps most?',
    options: opts(
      'Marking the final frames or sections Ready for dev, which Dev Mode shows to developers',
      'Exporting every screen as a PNG into a shared folder',
      'Giving the developer edit access so they can tidy the file themselves',
      'Adding the word “final” to the colour of each frame’s background',
    ),
    correct: ['a'],
    explanation:
      'Ready for dev is Dev Mode’s signal that a design is ready to build, and developers can see what changed since. Exported images lose the measurements, variables and component names Dev Mode shows.',
    moduleKey: 'figma-basics',
    section: 'Dev Mode for developers',
  },
  {
    key: 'ux-design-122',
    kind: 'multiple',
    prompt: 'Which statements about auto layout in Figma are true? Choose all that apply.',
    options: opts(
      'A button frame set to Hug contents gets wider when its label gets longer',
      'Fill container is a setting for a child of an auto layout frame',
      'The gap setting spaces all children evenly without moving each layer by hand',
      'A frame set to Fixed width grows automatically when text is added',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Hug contents sizes a frame to its children plus padding and gaps, Fill container stretches a child into its auto layout parent, and gap replaces manual spacing. Fixed keeps the size you set, whatever the content.',
    moduleKey: 'figma-basics',
    section: 'Auto layout',
  },
  {
    key: 'ux-design-123',
    kind: 'output',
    prompt: 'This models two colour variables with Light and Dark modes. What does it print?',
    code: `variables = {
    "surface/bg": {"Light": "#FFFFFF", "Dark": "#121212"},
    "text/primary": {"Light": "#1A1A1A", "Dark": "#F5F5F5"},
}
frame_mode = "Dark"
print(variables["surface/bg"][frame_mode], variables["text/primary"]["Light"])`,
    language: 'python',
    options: opts('#121212 #1A1A1A', '#121212 #F5F5F5', '#FFFFFF #1A1A1A', "KeyError: 'Dark'"),
    correct: ['a'],
    explanation:
      'The background is read in the frame’s Dark mode (#121212), while the text colour is read explicitly in Light mode (#1A1A1A): dark text on a dark background, the kind of mismatch that binding both layers to the same mode avoids.',
    moduleKey: 'figma-basics',
    section: 'Styles and variables',
  },
  {
    key: 'ux-design-124',
    kind: 'single',
    prompt:
      'The brand team decides that every button in the product should have a corner radius of 8 instead of 4. The buttons are instances of one component. What is the right change?',
    options: opts(
      'Select all the instances on every page and change their radius',
      'Change the radius on the main component, so every instance updates',
      'Detach the instances and redraw them with the new radius',
      'Add a new variant called “Radius 8” and swap each instance to it by hand',
    ),
    correct: ['b'],
    explanation:
      'Instances inherit from their main component, so one edit there updates every copy, unless an instance overrode that property. That is the point of components.',
    moduleKey: 'figma-basics',
    section: 'Components, instances, variants and properties',
  },
  {
    key: 'ux-design-125',
    kind: 'single',
    prompt:
      'A product designer notices that the icons in her file still look old, although the design system team changed them in the library last week. What is the most likely reason?',
    options: opts(
      'Library changes only reach other files after they are published and the file accepts the update',
      'Icons can never be shared through libraries',
      'Her file is on a different page of the library',
      'Figma updates instances only once a month',
    ),
    correct: ['a'],
    explanation:
      'Changes in a library file reach the files that use it only when the library is published again, and each file then reviews and accepts the updates. Until then the old version stays in place.',
    moduleKey: 'figma-basics',
    section: 'Libraries, comments and sharing',
  },
  // prototyping
  {
    key: 'ux-design-126',
    kind: 'single',
    prompt: 'In a paper-prototype test, what does the facilitator usually do while the participant works?',
    options: opts(
      'Records the screen and stays silent in another room',
      'Plays the computer, swapping in the next sketched screen when the participant taps a drawn control',
      'Explains each screen before the participant sees it',
      'Lets the participant redraw the screens they dislike',
    ),
    correct: ['b'],
    explanation:
      'A paper prototype has no software, so a facilitator acts as the computer and shows the screen that would follow each tap. The rough look invites honest criticism of the structure.',
    moduleKey: 'prototyping',
    section: 'Kinds of prototype',
  },
  {
    key: 'ux-design-127',
    kind: 'multiple',
    prompt:
      'You test a Figma click-through prototype in which search does not work. Which practices does the lesson recommend? Choose all that apply.',
    options: opts(
      'Tell participants at the start that some parts of the prototype will not work',
      'Ask participants what they expected when they tap something that was not built',
      'Count every tap on an unbuilt area as a usability problem of the design',
      'Give unbuilt areas a simple “not available in this prototype” screen instead of nothing',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Setting expectations and asking what people expected turns the prototype’s edges into findings. A missing hotspot is a limit of the prototype, not evidence against the design.',
    moduleKey: 'prototyping',
    section: 'Limits of prototypes and testing with them',
  },
  {
    key: 'ux-design-128',
    kind: 'output',
    prompt: 'A designer checks a prototype’s connections before a test. What does this print?',
    code: `connections = {
    "Cart": ["Delivery"],
    "Delivery": ["Payment", "Cart"],
    "Payment": ["Confirmation"],
    "Edit address": [],
    "Confirmation": [],
}
ends = {"Confirmation"}
dead = [f for f, targets in connections.items() if not targets and f not in ends]
unreachable = [f for f in connections if f != "Cart" and all(f not in t for t in connections.values())]
print(dead, unreachable)`,
    language: 'python',
    options: opts(
      "['Edit address'] ['Edit address']",
      "['Edit address', 'Confirmation'] ['Edit address']",
      "['Edit address'] []",
      "[] ['Edit address']",
    ),
    correct: ['a'],
    explanation:
      'Edit address has no outgoing connection and is not an intended end, so it is a dead end; no other frame links to it either, so participants can never reach it. Confirmation is a deliberate end state and is excluded.',
    moduleKey: 'prototyping',
    section: 'Limits of prototypes and testing with them',
  },
  {
    key: 'ux-design-129',
    kind: 'single',
    prompt:
      'In a Figma prototype, tapping “Filters” should slide a panel up over the bottom half of the search results, which stay visible and dimmed behind it. Which action fits?',
    options: opts('Navigate to', 'Open overlay', 'Scroll to', 'Back'),
    correct: ['b'],
    explanation:
      'An overlay opens a frame on top of the current screen, with a chosen position and an optional dimmed background, instead of replacing it. Navigate to would replace the results screen.',
    moduleKey: 'prototyping',
    section: 'Overlays and Smart Animate',
  },
  {
    key: 'ux-design-130',
    kind: 'single',
    prompt:
      'Early in a project, the team wants to know whether customers understand the order of the steps in a new returns process. What fidelity is enough?',
    options: opts(
      'A coded prototype with real validation',
      'High-fidelity screens with final colours and animations',
      'Paper or click-through wireframes with realistic wording',
      'No prototype: ask customers in a survey which order they prefer',
    ),
    correct: ['c'],
    explanation:
      'Whether steps and labels make sense is a question of structure, which low fidelity answers cheaply and with honest feedback. Realistic wording still matters, because people react to the words.',
    moduleKey: 'prototyping',
    section: 'Choosing fidelity for a test',
  },
];
