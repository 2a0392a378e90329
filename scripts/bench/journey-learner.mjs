// One learner's visit, as the SPA makes it, for the whole-journey bench (scripts/bench/journey.mjs).
// Each step is what one screen or one click asks of the API: its requests, in parallel where the
// SPA sends them together (the dashboard's queries), one after the other where one needs the
// answer of another (add to cart, then read the cart). A step's latency runs from when it was due
// (the learner's previous step finished, or the learner arrived) until its last answer: a learner
// waiting on a slow server starts the next step late, which the next step does not hide.
// A step whose answer is not what the SPA needs (a non-2xx status, a verdict other than Accepted,
// a payment not succeeded) is an error with its request and response; the steps that need it are
// counted as not reached, the others still run.
import { randomUUID } from 'node:crypto';

/**
 * The SPA reads a submission again every 700 ms until it is judged (an order every 1,500 ms). The
 * bench reads every 100 ms during the first second, for a resolution that can tell 300 ms from
 * 500 ms, then every 700 ms as the SPA does: a waiting learner asks no more of an overloaded API
 * than a real one (hundreds of learners polling ten times a second would overload it themselves).
 */
const POLL_FAST_MS = 100;
const POLL_FAST_FOR_MS = 1000;
const POLL_MS = 700;
/** A request, or a wait for a verdict or a payment, not answered by then is an error. */
const REQUEST_TIMEOUT_MS = 60_000;
const WAIT_LIMIT_MS = 120_000;

/** The steps, in order: `needs` are the earlier steps whose answers this one uses. */
export const STEPS = [
  { key: 'signIn', label: 'sign in', calls: 'GET /api/csrf-token, POST /api/users/login', needs: [] },
  {
    key: 'dashboard',
    label: 'dashboard',
    calls:
      'in parallel: GET /api/users/me, /api/users/stats, /api/progress/me/streak, /api/progress/me/calendar?days=365, /api/progress/me/xp, /api/roadmaps/me, /api/certificates/me, /api/review/summary; POST /api/update-user-activity',
    needs: ['signIn'],
  },
  {
    key: 'roadmap',
    label: 'open a roadmap',
    calls: 'GET /api/roadmaps/frontend + /progress in parallel, then POST /api/roadmaps/frontend/enrolment',
    needs: ['signIn'],
  },
  {
    key: 'lesson',
    label: 'read a lesson',
    calls:
      'in parallel: GET /api/roadmaps/frontend/modules/git-basics, …/checks, …/checks/attempts/latest, /api/practice/problems?module=git-basics',
    needs: ['signIn'],
  },
  {
    key: 'checks',
    label: "answer the lesson's checks",
    calls: 'POST /api/roadmaps/frontend/modules/git-basics/checks/attempts (every answer right: a first pass, XP)',
    needs: ['signIn'],
  },
  {
    key: 'problem',
    label: 'open a practice problem',
    calls: 'GET /api/practice/problems/{slug} + its /submissions in parallel',
    needs: ['signIn'],
  },
  {
    key: 'run',
    label: 'practice run',
    calls: 'POST /api/practice/problems/{slug}/runs (202, queued)',
    needs: ['signIn'],
  },
  {
    key: 'runResult',
    label: 'run result (judge)',
    calls:
      'GET /api/practice/submissions/{id} until judged (every 100 ms for a second, then 700 ms as the SPA), Accepted on the samples',
    needs: ['run'],
  },
  {
    key: 'submit',
    label: 'practice submit',
    calls: 'POST /api/practice/problems/{slug}/submissions (202, queued)',
    needs: ['signIn'],
  },
  {
    key: 'verdict',
    label: 'verdict (judge)',
    calls: 'GET /api/practice/submissions/{id} until judged (the same), Accepted',
    needs: ['submit'],
  },
  {
    key: 'leaderboard',
    label: 'leaderboard',
    calls: "GET /api/leaderboard?board=week&page=1&pageSize=50 (signed in: with the learner's rank)",
    needs: ['signIn'],
  },
  {
    key: 'resume',
    label: 'create a resume',
    calls: 'POST /api/resumes (from the example)',
    needs: ['signIn'],
  },
  { key: 'resumePdf', label: 'resume PDF', calls: 'GET /api/resumes/{id}/pdf', needs: ['resume'] },
  {
    key: 'cart',
    label: 'browse and add to cart',
    calls: 'GET /api/marketplace/products, GET …/products/{slug}, PUT /api/cart/items/{id}, GET /api/cart',
    needs: ['signIn'],
  },
  {
    key: 'checkout',
    label: 'checkout',
    calls: 'POST /api/cart/checkout, GET /api/test-payments/sessions/{id}',
    needs: ['cart'],
  },
  {
    key: 'pay',
    label: 'pay with the test card',
    calls: 'POST /api/test-payments/sessions/{id}/pay (4242 4242 4242 4242)',
    needs: ['checkout'],
  },
  {
    key: 'orderPaid',
    label: 'order paid (receipt)',
    calls: 'GET /api/payments/orders/{id} until paid (the same)',
    needs: ['pay'],
  },
];

class StepError extends Error {}

const sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * The learner's visit, against the API at `base`.
 * fixtures: { checkAnswers, problemSlug, solution, products: [{ id, slug }] } (read from the database by the bench).
 * counters: { requests } (incremented per HTTP request, for the request rate).
 * Resolves when the visit is over; `record(stepKey, outcome)` gets each step's
 * `{ ms }`, `{ error }` or `{ notReached: true }`.
 */
export function learnerVisit({ base, fixtures, counters }) {
  return async function visit({ n, due, record, signal }) {
    // Each learner comes from an address of their own (behind one proxy, TRUST_PROXY=1), as real
    // learners do: the per-address limits of sign-in, checkout and payment apply per learner.
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    let token;
    let csrf;
    const timed = () =>
      signal
        ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
        : AbortSignal.timeout(REQUEST_TIMEOUT_MS);

    /** One request; its parsed answer (JSON, or the bytes with `as: 'bytes'`), or a StepError. */
    const call = async (method, path, { body, as = 'json' } = {}) => {
      counters.requests += 1;
      const headers = { 'x-forwarded-for': ip };
      if (token) headers.authorization = `Bearer ${token}`;
      if (method !== 'GET' && csrf) Object.assign(headers, { 'x-csrf-token': csrf.token, cookie: csrf.cookie });
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: timed(),
      });
      if (!res.ok) {
        const text = await res.text().catch(() => '');
        throw new StepError(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
      }
      if (as === 'bytes')
        return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
      return res.status === 204 ? null : res.json();
    };
    /** Reads `path` until `done(answer)`: every POLL_FAST_MS for a second, then every POLL_MS. */
    const until = async (path, done, what) => {
      const started = performance.now();
      for (;;) {
        const answer = await call('GET', path);
        if (done(answer)) return answer;
        if (performance.now() - started > WAIT_LIMIT_MS)
          throw new StepError(`${what}: still ${JSON.stringify(answer.status)} after ${WAIT_LIMIT_MS / 1000} s`);
        await sleep(performance.now() - started < POLL_FAST_FOR_MS ? POLL_FAST_MS : POLL_MS, signal);
      }
    };
    const expect = (condition, message) => {
      if (!condition) throw new StepError(message);
    };

    const { checkAnswers, problemSlug, solution, products } = fixtures;
    const product = products[n % products.length];
    const encodedSlug = encodeURIComponent(problemSlug);
    let user;
    let runId;
    let submissionId;
    let resumeId;
    let cartTotal;
    let orderId;
    let sessionId;
    const work = {
      signIn: async () => {
        const res = await fetch(`${base}/api/csrf-token`, { headers: { 'x-forwarded-for': ip }, signal: timed() });
        counters.requests += 1;
        if (!res.ok) throw new StepError(`GET /api/csrf-token → ${res.status}`);
        csrf = { token: (await res.json()).csrfToken, cookie: res.headers.get('set-cookie')?.split(';')[0] };
        const login = await call('POST', '/api/users/login', {
          body: { username: `bench_${n}`, password: 'bench passphrase' },
        });
        expect(login?.token, `POST /api/users/login → no token in ${JSON.stringify(login).slice(0, 200)}`);
        token = login.token;
        user = login.user;
      },
      dashboard: async () => {
        await Promise.all([
          call('GET', '/api/users/me'),
          call('GET', '/api/users/stats'),
          call('GET', '/api/progress/me/streak'),
          call('GET', '/api/progress/me/calendar?days=365'),
          call('GET', '/api/progress/me/xp'),
          call('GET', '/api/roadmaps/me'),
          call('GET', '/api/certificates/me'),
          call('GET', '/api/review/summary'),
          call('POST', '/api/update-user-activity', {
            body: {
              userId: user.id,
              username: user.username,
              timestamp: Date.now(),
              source: 'web',
              firebaseUid: user.firebaseUid ?? null,
              email: user.email ?? null,
              role: user.role,
              verificationKey: `${user.id}-${(user.email ?? '').split('@')[0]}-${new Date(user.updatedAt).getTime()}`,
            },
          }),
        ]);
      },
      roadmap: async () => {
        await Promise.all([call('GET', '/api/roadmaps/frontend'), call('GET', '/api/roadmaps/frontend/progress')]);
        await call('POST', '/api/roadmaps/frontend/enrolment');
      },
      lesson: async () => {
        await Promise.all([
          call('GET', '/api/roadmaps/frontend/modules/git-basics'),
          call('GET', '/api/roadmaps/frontend/modules/git-basics/checks'),
          call('GET', '/api/roadmaps/frontend/modules/git-basics/checks/attempts/latest'),
          call('GET', '/api/practice/problems?module=git-basics&pageSize=50'),
        ]);
      },
      checks: async () => {
        const result = await call('POST', '/api/roadmaps/frontend/modules/git-basics/checks/attempts', {
          body: { answers: checkAnswers },
        });
        const { attempt } = result;
        const wrong = attempt?.results?.filter((r) => !r.correct).map((r) => r.questionId);
        expect(
          attempt?.passed && attempt.score === attempt.total,
          `checks: ${attempt?.score} of ${attempt?.total} right (wrong: ${wrong?.join(', ')})`,
        );
      },
      problem: async () => {
        await Promise.all([
          call('GET', `/api/practice/problems/${encodedSlug}`),
          call('GET', `/api/practice/problems/${encodedSlug}/submissions?page=1&pageSize=10`),
        ]);
      },
      run: async () => {
        runId = (await call('POST', `/api/practice/problems/${encodedSlug}/runs`, { body: solution })).id;
      },
      runResult: async () => {
        const done = await until(`/api/practice/submissions/${runId}`, (s) => s.status === 'done', 'the run');
        expect(done.verdict === 'Accepted', `the run's verdict: ${done.verdict}`);
      },
      submit: async () => {
        submissionId = (await call('POST', `/api/practice/problems/${encodedSlug}/submissions`, { body: solution })).id;
      },
      verdict: async () => {
        const done = await until(
          `/api/practice/submissions/${submissionId}`,
          (s) => s.status === 'done',
          'the verdict',
        );
        expect(done.verdict === 'Accepted', `the verdict: ${done.verdict}`);
      },
      leaderboard: async () => {
        await call('GET', '/api/leaderboard?board=week&page=1&pageSize=50');
      },
      resume: async () => {
        resumeId = (await call('POST', '/api/resumes', { body: { title: 'My resume', start: 'example' } })).id;
      },
      resumePdf: async () => {
        const pdf = await call('GET', `/api/resumes/${resumeId}/pdf`, { as: 'bytes' });
        expect(
          pdf.type?.startsWith('application/pdf') && new TextDecoder().decode(pdf.bytes.slice(0, 5)) === '%PDF-',
          `GET /api/resumes/{id}/pdf → ${pdf.type}, ${pdf.bytes.length} bytes, not a PDF`,
        );
      },
      cart: async () => {
        await call('GET', '/api/marketplace/products');
        await call('GET', `/api/marketplace/products/${encodeURIComponent(product.slug)}`);
        await call('PUT', `/api/cart/items/${product.id}`);
        cartTotal = (await call('GET', '/api/cart')).total;
      },
      checkout: async () => {
        const order = await call('POST', '/api/cart/checkout', {
          body: { expectedTotal: cartTotal, idempotencyKey: randomUUID().replaceAll('-', '') },
        });
        orderId = order.orderId;
        sessionId = new URL(order.redirectUrl, base).searchParams.get('session');
        expect(sessionId, `POST /api/cart/checkout → no test payment session in ${order.redirectUrl}`);
        await call('GET', `/api/test-payments/sessions/${encodeURIComponent(sessionId)}`);
      },
      pay: async () => {
        const outcome = await call('POST', `/api/test-payments/sessions/${encodeURIComponent(sessionId)}/pay`, {
          body: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: `Bench Learner ${n}` },
        });
        expect(outcome.status === 'succeeded', `the payment: ${JSON.stringify(outcome).slice(0, 200)}`);
      },
      orderPaid: async () => {
        const order = await until(`/api/payments/orders/${orderId}`, (o) => o.status !== 'pending', 'the order');
        expect(order.status === 'paid', `the order: ${order.status} (${order.failureCode})`);
      },
    };

    const failed = new Set();
    let stepDue = due;
    for (const step of STEPS) {
      // Stopped (the bench's wait for the stragglers is over): the step in hand is the error, the rest not reached.
      if (step.needs.some((k) => failed.has(k)) || signal?.aborted) {
        failed.add(step.key);
        record(step.key, { notReached: true });
        continue;
      }
      try {
        await work[step.key]();
        const now = performance.now();
        record(step.key, { ms: now - stepDue });
        stepDue = now;
      } catch (error) {
        failed.add(step.key);
        const message =
          error instanceof StepError
            ? error.message
            : signal?.aborted
              ? `unfinished: ${signal.reason?.message ?? 'stopped'}`
              : `${error?.name ?? 'Error'}: ${error?.message ?? error}${error?.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}`;
        record(step.key, { error: message });
        stepDue = performance.now();
      }
    }
  };
}
