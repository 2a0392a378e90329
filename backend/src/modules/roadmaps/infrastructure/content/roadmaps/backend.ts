import type { RoadmapContent } from '../content-types.js';

export const BACKEND_ROADMAP: RoadmapContent = {
  slug: 'backend',
  title: 'Backend Developer',
  summary: 'Build the servers, APIs and databases behind applications, and make them secure, tested and reliable.',
  descriptionMd:
    'For beginners and career changers who enjoy logic, data and making things work behind the scenes. You start with how ' +
    'the web works and the everyday tools (the terminal and Git), then learn **Node.js**, **SQL** and data modelling, ' +
    'design REST APIs, sign users in safely and decide what each of them may do, and test what you build.\n\n' +
    'By the end you can build a secure, tested API backed by PostgreSQL, with caching and background jobs, ship it in a ' +
    'container through a CI/CD pipeline and watch it with logs, metrics and traces: the core of what junior backend roles ask for.',
  level: 'beginner',
  estimatedHours: 74,
  tags: ['node', 'sql', 'api', 'security', 'javascript'],
  prerequisites: [
    'Basic computer skills',
    'Some JavaScript helps (the first modules of the Frontend roadmap), but is not required',
  ],
  sections: [
    {
      key: 'foundations',
      title: 'Foundations',
      modules: [
        'how-the-web-works',
        'command-line-basics',
        'linux-fundamentals',
        'git-basics',
        'github-collaboration',
        'http-and-apis',
      ],
    },
    {
      key: 'language-and-data',
      title: 'A language and your data',
      modules: [
        'backend-language-node',
        'regular-expressions',
        'relational-databases-sql',
        'data-modeling',
        'sql-joins-and-aggregation',
        'database-indexes-and-transactions',
        'orm-and-migrations',
      ],
    },
    {
      key: 'building-apis',
      title: 'Building APIs',
      modules: [
        'rest-api-design',
        'api-validation-and-errors',
        'graphql-basics',
        'real-time-apis',
        'authentication-and-sessions',
        'access-control',
        'backend-testing',
      ],
    },
    {
      key: 'production-ready',
      title: 'Ready for production',
      modules: ['web-security-owasp', 'caching-basics', 'background-jobs-and-queues', 'system-design-basics'],
    },
    {
      key: 'ship-and-operate',
      title: 'Ship it and keep it running',
      modules: ['containers-docker', 'ci-cd-pipelines', 'observability'],
    },
  ],
};
