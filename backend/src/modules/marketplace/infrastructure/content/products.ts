import type { ProductContent } from '../../domain/product.js';

/**
 * The products DevPath ships (issue 16): small, real projects we wrote, each downloaded as a zip
 * built from `archives/<slug>/`. `since` is the content version that first shipped the product.
 * Covers are SVG files the SPA serves (`frontend/public/marketplace-covers/`).
 */
export interface ShippedProduct extends ProductContent {
  publishedAt: Date;
  since: number;
}

const md = (text: string) => `${text.trim()}\n`;
const cover = (slug: string, alt: string) => [{ url: `/marketplace-covers/${slug}.svg`, alt }];

export const PRODUCTS: ShippedProduct[] = [
  {
    slug: 'react-vite-starter',
    title: 'React + Vite starter',
    summary:
      'A React 19 project with Vite, strict TypeScript, routing and a first test: start building features in minutes, not hours.',
    kind: 'starter-kit',
    priceAmount: 1900,
    currency: 'USD',
    tags: ['react', 'vite', 'typescript', 'testing'],
    license: 'MIT',
    images: cover('react-vite-starter', 'A browser window with the React logo and the words React + Vite'),
    publishedAt: new Date('2026-11-02T09:00:00Z'),
    since: 1,
    descriptionMd: md(`
Setting up a React project well takes an afternoon of small decisions. This starter makes them for you, the way we would start a project today, and keeps nothing you would remove later.

## What is inside

- **Vite** for an instant dev server and a small production build
- **TypeScript** in strict mode, with unused code reported
- **React Router** with two pages and a "not found" page
- **Vitest + Testing Library** with one example test to copy
- A tiny CSS reset and design tokens instead of a UI library

## Who it is for

Learners who finished the basics of React and want a clean base for a portfolio project, and anyone who wants a project skeleton without a framework's conventions.

## Requirements

Node.js 20.19+ or 22.12+ (what Vite 7 needs). Run \`npm install\`, then \`npm run dev\`.
`),
  },
  {
    slug: 'nestjs-api-starter',
    title: 'NestJS API starter',
    summary: 'A REST API skeleton with validation, one error format, OpenAPI docs and a CRUD module to copy.',
    kind: 'starter-kit',
    priceAmount: 2900,
    currency: 'USD',
    tags: ['nestjs', 'node', 'typescript', 'api'],
    license: 'MIT',
    images: cover('nestjs-api-starter', 'A terminal window and an API route tree with the NestJS mark'),
    publishedAt: new Date('2026-11-03T09:00:00Z'),
    since: 1,
    descriptionMd: md(`
The parts every real API needs on day one, already wired together: request validation that refuses unknown fields, one error body for every error, OpenAPI documentation and a health check.

## What is inside

- A \`notes\` module (controller, service, DTO) as the pattern for your own resources
- \`ValidationPipe\` with \`whitelist\` and \`forbidNonWhitelisted\`
- A global exception filter answering \`{ statusCode, code, message }\`, with \`errors\` listing what is wrong when validation fails
- Swagger UI at \`/docs\`
- A TypeScript build, and a watch mode (\`nest start --watch\`) that keeps the decorator metadata Nest's injection needs
- End-to-end tests of every route with Node's test runner

## Requirements

Node.js 20.11 or newer.

## Next steps we suggest

1. Swap the in-memory service for a database.
2. Add authentication with a guard.
3. Add an end-to-end test for each route you add.
`),
  },
  {
    slug: 'developer-portfolio-template',
    title: 'Developer portfolio template',
    summary:
      'A one-page portfolio in plain HTML and CSS: introduction, projects, skills and contact. Accessible, responsive, dark mode included.',
    kind: 'template',
    priceAmount: 1200,
    currency: 'USD',
    tags: ['html', 'css', 'portfolio', 'accessibility'],
    license: 'MIT',
    images: cover('developer-portfolio-template', 'A portfolio page with a large greeting and three project cards'),
    publishedAt: new Date('2026-11-04T09:00:00Z'),
    since: 1,
    descriptionMd: md(`
Your first portfolio should show your projects, not fight a framework. This template is one HTML file and one stylesheet you can read in ten minutes.

## Features

- Hero, projects grid, skills and contact sections
- Responsive from 320 px phones to wide screens
- Light and dark schemes that follow the visitor's setting, both at WCAG AA contrast
- A skip link, visible focus and a print style
- No build step: publish the folder on GitHub Pages, Netlify or Cloudflare Pages

Look for \`TODO\` in \`index.html\` to replace the texts with yours.
`),
  },
  {
    slug: 'plain-css-ui-kit',
    title: 'Plain CSS UI kit',
    summary:
      'Buttons, forms, cards, alerts, badges and a grid in one small stylesheet, themed with CSS custom properties.',
    kind: 'ui-kit',
    priceAmount: 1500,
    currency: 'USD',
    tags: ['css', 'design-system', 'accessibility'],
    license: 'MIT',
    images: cover('plain-css-ui-kit', 'A palette of buttons, a form field and an alert in two colour schemes'),
    publishedAt: new Date('2026-11-05T09:00:00Z'),
    since: 1,
    descriptionMd: md(`
A UI kit without JavaScript and without a build step. Link one stylesheet and write readable HTML.

## Components

- Buttons (primary, default, danger, disabled)
- Form fields with hints and error texts
- Cards, alerts and badges
- A navigation bar and a responsive grid

## Qualities

- Every colour pair meets WCAG AA in the light and the dark scheme
- Focus rings on every interactive element
- Respects \`prefers-reduced-motion\`
- Themeable through a few tokens: \`--ui-accent\`, \`--ui-radius\`, \`--ui-font\`

Open \`demo.html\` to see every component.
`),
  },
  {
    slug: 'express-rest-api-project',
    title: 'Course project: tasks REST API with Express',
    summary:
      'Build a complete REST API step by step: the tests describe each goal, the solution is included for when you are stuck.',
    kind: 'course-project',
    priceAmount: 900,
    currency: 'USD',
    tags: ['node', 'express', 'api', 'testing'],
    license: 'MIT',
    images: cover('express-rest-api-project', 'A checklist of API routes next to passing test marks'),
    publishedAt: new Date('2026-11-06T09:00:00Z'),
    since: 1,
    descriptionMd: md(`
Learn REST by making failing tests pass. The starting code serves \`GET /tasks\`; the tests in \`test/\` describe creating, updating, filtering and deleting tasks, and the error format.

## You will practise

- Routing and status codes (200, 201, 204, 400, 404)
- Validating input and answering one error shape
- Query parameters for filters
- Testing an HTTP server with Node's built-in test runner

## Included

- The starting code and five tests
- Stretch goals (SQLite, pagination, OpenAPI)
- A complete solution in \`solution/\`
`),
  },
  {
    slug: 'saas-landing-page-template',
    title: 'Landing page template',
    summary:
      'A fast product landing page with hero, features, a pricing table with a monthly/yearly switch and an FAQ.',
    kind: 'template',
    priceAmount: 900,
    currency: 'USD',
    tags: ['html', 'css', 'javascript', 'landing-page'],
    license: 'MIT',
    images: cover(
      'saas-landing-page-template',
      'A landing page with a headline, a call-to-action button and two pricing cards',
    ),
    publishedAt: new Date('2026-11-07T09:00:00Z'),
    since: 1,
    descriptionMd: md(`
A landing page that loads fast on a phone and reads well with a screen reader.

## Sections

- Header with a call to action
- Hero with headline and promise
- Three feature blocks
- Pricing with a monthly/yearly switch (without JavaScript the page still works and shows monthly prices)
- FAQ built on \`<details>\`, no script needed

Change \`--brand\` in \`styles.css\` to your colour and replace the texts marked \`TODO\`.
`),
  },
  {
    slug: 'node-cli-starter',
    title: 'Node.js CLI starter',
    summary: 'A command-line tool skeleton using only Node built-ins: argument parsing, colours, exit codes and tests.',
    kind: 'starter-kit',
    priceAmount: 700,
    currency: 'USD',
    tags: ['node', 'cli', 'javascript', 'testing'],
    license: 'MIT',
    images: cover('node-cli-starter', 'A terminal prompt running the wordcount command'),
    publishedAt: new Date('2026-11-08T09:00:00Z'),
    since: 1,
    descriptionMd: md(`
Write the tool, not the plumbing. This starter uses \`util.parseArgs\`, \`node --test\` and nothing from npm.

## What is inside

- An example command, \`wordcount\`, reading files or standard input
- Flags with short and long names, and \`--help\`
- Colours that switch off in pipes or with \`NO_COLOR\`
- Exit codes scripts can rely on: 0, 1 and 2
- Tests and a \`package.json\` ready to publish
`),
  },
  {
    slug: 'vanilla-js-todo-project',
    title: 'Course project: accessible to-do app in vanilla JavaScript',
    summary:
      'Learn the DOM, events, forms and localStorage by building a to-do app keyboard and screen-reader users enjoy.',
    kind: 'course-project',
    priceAmount: 500,
    currency: 'USD',
    tags: ['javascript', 'dom', 'accessibility', 'beginner'],
    license: 'MIT',
    images: cover('vanilla-js-todo-project', 'A to-do list with checkboxes, one task struck through'),
    publishedAt: new Date('2026-11-09T09:00:00Z'),
    since: 1,
    descriptionMd: md(`
Six steps from an empty list to a complete app, each with a checklist. No framework: when you move to React you will know what it does for you.

## Steps

1. Render the list from an array
2. Add tasks from a form, with an announced error for empty titles
3. Toggle tasks with real checkboxes
4. Delete tasks and move focus sensibly
5. Keep tasks in \`localStorage\`
6. Filter with \`aria-pressed\` buttons

Steps 1 and 2 are done in the starting code so you can see the pattern.
`),
  },
];
