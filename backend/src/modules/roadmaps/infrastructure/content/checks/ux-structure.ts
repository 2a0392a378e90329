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
];
