import { DOCUMENT_VERSION, type ResumeDocument } from './document.js';

/** The example resume a learner may start from: a junior frontend developer, every section filled as a real one would be. */
export const exampleDocument = (): ResumeDocument => ({
  version: DOCUMENT_VERSION,
  basics: {
    name: 'Maya Okafor',
    label: 'Junior Frontend Developer',
    email: 'maya.okafor@example.com',
    phone: '+44 20 7946 0321',
    url: 'https://mayaokafor.dev',
    summary:
      'Frontend developer with a year of hands-on work on accessible React interfaces. I turned a support-desk job into a coding career through DevPath roadmaps and now ship features end to end: components, tests and the API calls behind them.',
    location: { city: 'Manchester', countryCode: 'GB' },
    profiles: [
      { network: 'GitHub', username: 'mayaokafor', url: 'https://github.com/mayaokafor' },
      { network: 'LinkedIn', username: 'maya-okafor', url: 'https://www.linkedin.com/in/maya-okafor' },
    ],
  },
  sections: [
    { id: 'summary', kind: 'summary', title: 'Summary', hidden: false, entries: [] },
    {
      id: 'work',
      kind: 'work',
      title: 'Experience',
      hidden: false,
      entries: [
        {
          id: 'work-1',
          hidden: false,
          data: {
            name: 'Brightline Energy',
            position: 'Junior Frontend Developer',
            location: 'Manchester',
            url: 'https://brightline.example.com',
            startDate: '2025-09',
            endDate: '',
            highlights: [
              'Rebuilt the tariff comparison page in React and TypeScript; time to interactive fell from 4.1 s to 1.6 s.',
              'Fixed 37 accessibility issues found by axe and screen-reader testing, reaching WCAG 2.2 AA on the sign-up flow.',
              'Wrote the first Playwright tests for checkout, now run on every pull request.',
            ],
          },
        },
        {
          id: 'work-2',
          hidden: false,
          data: {
            name: 'Northway Telecom',
            position: 'Customer Support Specialist',
            location: 'Leeds',
            startDate: '2022-03',
            endDate: '2025-08',
            highlights: [
              'Built an internal FAQ site with HTML, CSS and a little JavaScript that cut repeat tickets by a fifth.',
            ],
          },
        },
      ],
    },
    {
      id: 'projects',
      kind: 'projects',
      title: 'Projects',
      hidden: false,
      entries: [
        {
          id: 'project-1',
          hidden: false,
          data: {
            name: 'Bus Buddy',
            description: 'A progressive web app showing live bus arrivals for the stops a rider saves, usable offline.',
            url: 'https://github.com/mayaokafor/bus-buddy',
            keywords: ['React', 'Vite', 'Service workers', 'Vitest'],
            startDate: '2025-01',
            endDate: '2025-04',
          },
        },
      ],
    },
    {
      id: 'skills',
      kind: 'skills',
      title: 'Skills',
      hidden: false,
      entries: [
        {
          id: 'skill-1',
          hidden: false,
          data: { name: 'Languages', keywords: ['TypeScript', 'JavaScript', 'HTML', 'CSS'] },
        },
        {
          id: 'skill-2',
          hidden: false,
          data: {
            name: 'Frameworks and tools',
            keywords: ['React', 'React Router', 'TanStack Query', 'Vite', 'Playwright', 'Git'],
          },
        },
        {
          id: 'skill-3',
          hidden: false,
          data: {
            name: 'Practices',
            keywords: ['Accessibility (WCAG 2.2)', 'Responsive design', 'Code review', 'Unit and end-to-end testing'],
          },
        },
      ],
    },
    {
      id: 'education',
      kind: 'education',
      title: 'Education',
      hidden: false,
      entries: [
        {
          id: 'edu-1',
          hidden: false,
          data: {
            institution: 'University of Salford',
            studyType: 'BA',
            area: 'English Language',
            startDate: '2018',
            endDate: '2021',
          },
        },
      ],
    },
    {
      id: 'languages',
      kind: 'languages',
      title: 'Languages',
      hidden: false,
      entries: [
        { id: 'lang-1', hidden: false, data: { language: 'English', fluency: 'Native' } },
        { id: 'lang-2', hidden: false, data: { language: 'Yoruba', fluency: 'Conversational' } },
      ],
    },
  ],
  meta: {},
  extra: {},
});

/**
 * The example with a second summary paragraph and an unbroken link, so its lines break between
 * words and within one: the document the tests render both ways, as the server's PDF
 * (backend/test/resume-lines.e2e-spec.ts) and as the SPA's preview (ResumePreview.test.tsx).
 */
export const wrappingExample = (): ResumeDocument => {
  const doc = exampleDocument();
  doc.basics.summary = `${doc.basics.summary}\n\nOutside work I mentor two evening cohorts of career changers, review pull requests for an open-source design system and write about accessibility testing at https://mayaokafor.dev/notes/accessible-forms-with-react-testing-library-and-axe-core-in-continuous-integration-pipelines.`;
  return doc;
};
