import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Full-Stack exam questions, part deploying (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const FULL_STACK_EXAM_DEPLOYING: ExamQuestionContent[] = [
  // deploying-full-stack-apps
  {
    key: 'full-stack-006',
    kind: 'single',
    prompt:
      'The API’s liveness endpoint runs `select 1` against PostgreSQL. The managed database fails over and is unreachable for 40 seconds. What is the most likely effect?',
    options: opts(
      'Nothing, because liveness probes are only checked while a container starts',
      'Only new deploys are paused until the database is back',
      'Every API instance fails its liveness probe and is restarted, adding start-up load to the outage',
      'The load balancer sends traffic only to instances whose database still answers',
    ),
    correct: ['c'],
    explanation:
      'A failing liveness probe makes the platform restart the container, and a restart cannot fix the database. Checking the database belongs in readiness, which only takes an instance out of traffic.',
    moduleKey: 'deploying-full-stack-apps',
    section: 'Health checks and zero-downtime rollouts',
  },
  {
    key: 'full-stack-007',
    kind: 'multiple',
    prompt:
      'PostgreSQL accepts 100 connections. The API runs as 3 instances with a pool of 20 each, and a rolling deploy starts 3 new instances before stopping the old ones. Which statements are right? Choose all that apply.',
    options: opts(
      'During the rollout the instances may try to open up to 120 connections, more than the database accepts',
      'Connection pools are shared between instances, so the total stays at 20',
      'max_connections is counted per API instance, so each may open 100',
      'Pool sizes should be chosen from the database’s total limit, including the overlap during deploys',
    ),
    correct: ['a', 'd'],
    explanation:
      'Each instance keeps its own pool, and old and new instances run side by side during a rollout: 6 × 20 = 120. The database’s limit is one number for all clients together, so pools are sized from it.',
    moduleKey: 'deploying-full-stack-apps',
    section: 'The database in production',
  },
  {
    key: 'full-stack-008',
    kind: 'output',
    prompt: 'The API validates its configuration at start-up like this. What does the code print?',
    code: `function loadConfig(env) {
  const missing = ['DATABASE_URL', 'SESSION_SECRET', 'MAIL_API_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(\`Missing config: \${missing.join(', ')}\`);
  return { port: Number(env.PORT ?? 3000) };
}
try {
  console.log(loadConfig({ DATABASE_URL: 'postgres://db/app', SESSION_SECRET: '', PORT: '8080' }).port);
} catch (err) {
  console.log(err.message);
}`,
    language: 'javascript',
    options: opts('8080', 'Missing config: MAIL_API_KEY', '3000', 'Missing config: SESSION_SECRET, MAIL_API_KEY'),
    correct: ['d'],
    explanation:
      'An empty string is falsy, so SESSION_SECRET counts as missing just like the absent MAIL_API_KEY, and the function throws before returning a port. Failing at start-up with every missing name is the point of validating configuration.',
    moduleKey: 'deploying-full-stack-apps',
    section: 'Configuration and secrets',
  },
  {
    key: 'full-stack-009',
    kind: 'single',
    prompt:
      'The SPA is served from one registrable domain and the API from a completely unrelated one. Sign-in works in some browsers, but in Safari the session cookie is never sent to the API. What explains it, and what is the sturdiest fix?',
    options: opts(
      'Seen from the page, the API’s cookie is a third-party cookie, which Safari blocks by default; serve the SPA and API from the same site',
      'Safari does not support HttpOnly cookies; store the session token in localStorage instead',
      'The API forgot Access-Control-Max-Age; add it so Safari caches the preflight',
      'Safari only sends cookies over HTTP/1.1; disable HTTP/2 on the API',
    ),
    correct: ['a'],
    explanation:
      'Cookies are scoped by site. A cookie for an unrelated domain is third-party from the page’s point of view and needs SameSite=None; Secure, and Safari blocks such cookies by default anyway. Serving both from one site (or one origin) avoids the problem.',
    moduleKey: 'deploying-full-stack-apps',
    section: 'Serving the SPA: one origin or two',
  },
  {
    key: 'full-stack-010',
    kind: 'single',
    prompt:
      'The Dockerfile ends with `CMD node dist/main.js`. The API has a SIGTERM handler that drains requests, yet on every deploy the handler never runs and requests are cut off when the container is killed after the grace period. Why?',
    options: opts(
      'Node.js cannot handle SIGTERM; only SIGINT can be caught',
      'In the shell form the main process is /bin/sh, which does not pass the signal on to Node',
      'The grace period is too long, so the platform skips SIGTERM and sends SIGKILL',
      'SIGTERM is only sent to containers that have a HEALTHCHECK instruction',
    ),
    correct: ['b'],
    explanation:
      'The shell form runs the command under /bin/sh -c, which does not forward signals, so Node never receives SIGTERM. The exec form, CMD ["node", "dist/main.js"], makes Node the main process that receives the signal.',
    moduleKey: 'deploying-full-stack-apps',
    section: 'Running the API as a process',
  },
];
