/**
 * The shipped "community" tier: free, open learning projects we recommend to learners. None of
 * them sponsors or partners with DevPath, and the page says so; the descriptions say what each
 * one is, nothing more. No logos are shipped (their licences are theirs): the SPA draws a
 * neutral monogram.
 */
export interface ShippedPartner {
  key: string;
  name: string;
  websiteUrl: string;
  description: string;
}

export const COMMUNITY: readonly ShippedPartner[] = [
  {
    key: 'freecodecamp',
    name: 'freeCodeCamp',
    websiteUrl: 'https://www.freecodecamp.org/',
    description:
      'A non-profit with a free, self-paced curriculum of interactive lessons and projects, free certifications, and thousands of articles and video courses.',
  },
  {
    key: 'the-odin-project',
    name: 'The Odin Project',
    websiteUrl: 'https://www.theodinproject.com/',
    description:
      'An open-source, community-run full-stack curriculum that has you build real projects with real tools, with a friendly Discord community for help.',
  },
  {
    key: 'mdn-web-docs',
    name: 'MDN Web Docs',
    websiteUrl: 'https://developer.mozilla.org/',
    description:
      'Mozilla\'s open documentation of HTML, CSS, JavaScript and Web APIs, with a structured "Learn web development" course for beginners.',
  },
  {
    key: 'exercism',
    name: 'Exercism',
    websiteUrl: 'https://exercism.org/',
    description:
      'A not-for-profit platform with free coding exercises in more than 70 programming languages and optional feedback from volunteer mentors.',
  },
  {
    key: 'roadmap-sh',
    name: 'roadmap.sh',
    websiteUrl: 'https://roadmap.sh/',
    description:
      'A community project of open, visual roadmaps and guides for developer roles and skills, maintained on GitHub by thousands of contributors.',
  },
  {
    key: 'cs50',
    name: 'Harvard CS50',
    websiteUrl: 'https://cs50.harvard.edu/x/',
    description:
      "Harvard's introduction to computer science, with lectures, problem sets and tools that anyone can take online for free.",
  },
  {
    key: 'open-source-society-university',
    name: 'Open Source Society University',
    websiteUrl: 'https://github.com/ossu/computer-science',
    description:
      'A community-maintained path to a self-taught computer science education made entirely of free online courses.',
  },
  {
    key: 'first-contributions',
    name: 'First Contributions',
    websiteUrl: 'https://firstcontributions.github.io/',
    description:
      'A hands-on tutorial and repository that walks beginners through making their first open-source pull request.',
  },
];
