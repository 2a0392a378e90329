import type { RoadmapContent } from '../content-types.js';

/** The Frontend Developer roadmap. The slug and section keys are stable identifiers. */
export const FRONTEND_ROADMAP: RoadmapContent = {
  slug: 'frontend',
  title: 'Frontend Developer',
  summary: 'Go from zero to building accessible, responsive web apps with HTML, CSS, JavaScript, TypeScript and React.',
  descriptionMd: `This roadmap is for complete beginners and career changers who want to build what people see and use in the browser. You start with how the web works and the everyday tools of the trade (the terminal, Git and GitHub), then learn to structure pages with semantic HTML, lay them out with modern CSS, and make them interactive with JavaScript and TypeScript.

By the end you can build a **responsive, accessible React application** that talks to a real API, is covered by tests and loads fast, and you will have the habits and portfolio projects that junior frontend roles ask for.`,
  level: 'beginner',
  estimatedHours: 67,
  tags: ['frontend', 'html', 'css', 'javascript', 'react', 'typescript'],
  prerequisites: [
    'Basic computer skills: installing programs, managing files and folders',
    'No programming experience needed',
  ],
  sections: [
    {
      key: 'foundations',
      title: 'Foundations',
      modules: ['how-the-web-works', 'command-line-basics', 'git-basics', 'github-collaboration'],
    },
    {
      key: 'html-and-css',
      title: 'Structure and Style',
      modules: ['html-semantics', 'html-forms', 'css-fundamentals', 'css-layout', 'responsive-design'],
    },
    {
      key: 'javascript',
      title: 'The Language: JavaScript',
      modules: [
        'javascript-fundamentals',
        'javascript-functions-and-scope',
        'javascript-collections',
        'dom-and-events',
        'async-javascript',
        'http-and-apis',
        'browser-storage',
      ],
    },
    {
      key: 'building-interfaces',
      title: 'Building Interfaces',
      modules: [
        'typescript-basics',
        'react-fundamentals',
        'react-state-and-effects',
        'react-routing-and-data',
        'build-tools-and-bundlers',
      ],
    },
    {
      key: 'quality',
      title: 'Quality: Accessible, Tested, Fast',
      modules: [
        'web-accessibility',
        'frontend-testing',
        'web-performance',
        'web-security-owasp',
        'deploying-frontend-apps',
      ],
    },
  ],
};
