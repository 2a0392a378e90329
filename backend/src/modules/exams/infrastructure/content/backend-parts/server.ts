import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Backend exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const BACKEND_EXAM_SERVER: ExamQuestionContent[] = [
  {
    key: 'backend-101',
    kind: 'single',
    prompt:
      'An endpoint that resizes uploaded photos in plain JavaScript makes every other endpoint of the same Node.js process slow while it runs. What is the best fix?',
    options: opts(
      'Raise the server timeout so that the other requests wait longer',
      'Move the resizing to a worker thread or a background job so the event loop stays free',
      'Wrap the resizing code in an async function',
      'Add more setTimeout calls inside the resize loop so it runs faster',
    ),
    correct: ['b'],
    explanation:
      'CPU-heavy work occupies the single JavaScript thread; marking a function async does not move it elsewhere. Worker threads or a separate job run it off the event loop.',
    moduleKey: 'backend-language-node',
    section: 'Why Node.js',
  },
  {
    key: 'backend-102',
    kind: 'output',
    prompt: 'What does this code print?',
    code: "console.log('1');\nsetTimeout(() => console.log('2'), 0);\nPromise.resolve()\n  .then(() => console.log('3'))\n  .then(() => console.log('4'));\nconsole.log('5');",
    language: 'javascript',
    options: opts('1 5 3 4 2', '1 3 4 5 2', '1 5 2 3 4', '1 2 3 4 5'),
    correct: ['a'],
    explanation:
      'Synchronous code runs first (1, 5); then the promise callbacks run, each .then queued as the previous one settles (3, 4); the timer runs only after the microtasks are empty (2).',
    moduleKey: 'backend-language-node',
    section: 'Why Node.js',
  },
  {
    key: 'backend-103',
    kind: 'single',
    prompt: 'Your CI pipeline should install exactly the dependency versions that were reviewed. Which command fits?',
    options: opts('npm install', 'npm update', 'npm ci', 'npm audit fix'),
    correct: ['c'],
    explanation:
      'npm ci installs exactly what package-lock.json records and fails if it disagrees with package.json, instead of changing the lockfile.',
    moduleKey: 'backend-language-node',
    section: 'Projects and packages',
  },
  {
    key: 'backend-104',
    kind: 'single',
    prompt:
      'A handler awaits three independent lookups one after another; they take 100 ms, 120 ms and 80 ms. Rewritten with await Promise.all([...]), roughly how long does the handler wait?',
    options: opts('About 80 ms', 'About 120 ms', 'About 300 ms', 'About 360 ms'),
    correct: ['b'],
    explanation:
      'Run together, the lookups overlap, so the wait is about as long as the slowest one instead of the sum of all three.',
    moduleKey: 'backend-language-node',
    section: 'Errors and async code',
  },
  {
    key: 'backend-105',
    kind: 'multiple',
    prompt: 'Which of these would a reviewer flag in a Node.js request handler? Pick all that apply.',
    options: opts(
      'Calling readFileSync on every request',
      'An empty catch block around the database call',
      'Reading the database password from process.env',
      'Sending a 500 with a generic message and logging the details',
    ),
    correct: ['a', 'b'],
    explanation:
      'readFileSync blocks the event loop and an empty catch hides failures; reading secrets from the environment and logging details while answering generically are good practice.',
    moduleKey: 'backend-language-node',
    section: 'Common mistakes',
  },
];
