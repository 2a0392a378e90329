import type { RoadmapContent } from '../content-types.js';

/** Built from the frontend and backend roadmaps' modules: a module done on either counts here too. */
export const FULL_STACK_ROADMAP: RoadmapContent = {
  slug: 'full-stack',
  title: 'Full-Stack Developer',
  summary:
    'Build complete web applications: the interface in the browser, the API and database behind it, and the pipeline that ships them.',
  descriptionMd:
    'For learners who want to build a whole product on their own or in a small team. You will write semantic, ' +
    'accessible pages and a React interface, design a REST API in Node.js backed by PostgreSQL, secure it with ' +
    'proper authentication, and ship it in a container through a CI pipeline.\n\n' +
    'Modules shared with the **Frontend** and **Backend** roadmaps count on all of them: finish one once and it is ' +
    'done everywhere. At the end you can take a small idea from a blank folder to a deployed application.',
  level: 'intermediate',
  estimatedHours: 67,
  tags: ['javascript', 'react', 'node', 'sql', 'web'],
  prerequisites: [
    'Comfort using a computer and a text editor',
    'No programming experience needed, but the pace is brisker than the Frontend roadmap',
  ],
  sections: [
    { key: 'foundations', title: 'Foundations', modules: ['how-the-web-works', 'command-line-basics', 'git-basics'] },
    {
      key: 'the-browser',
      title: 'The browser side',
      modules: [
        'html-semantics',
        'html-forms',
        'css-layout',
        'javascript-fundamentals',
        'async-javascript',
        'typescript-basics',
        'react-fundamentals',
        'react-state-and-effects',
        'react-routing-and-data',
      ],
    },
    {
      key: 'the-server',
      title: 'The server side',
      modules: [
        'http-and-apis',
        'backend-language-node',
        'relational-databases-sql',
        'orm-and-migrations',
        'rest-api-design',
        'authentication-and-sessions',
      ],
    },
    { key: 'whole-application', title: 'The whole application', modules: ['full-stack-architecture'] },
    {
      key: 'shipping',
      title: 'Shipping safely',
      modules: [
        'web-security-owasp',
        'backend-testing',
        'containers-docker',
        'ci-cd-pipelines',
        'deploying-full-stack-apps',
      ],
    },
  ],
};
