import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Frontend exam questions written for issue 29: React state and effects, routing and data, and top-ups for git-basics, http-and-apis and web-security-owasp. Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const FRONTEND_EXAM_REACT: ExamQuestionContent[] = [
  // react-state-and-effects
  {
    key: 'frontend-216',
    kind: 'single',
    prompt:
      'An FAQ accordion renders several `<Panel>` components, each keeping its own `isOpen` state. The designer now wants opening one panel to close the others. What is the right change?',
    options: opts(
      'Have each Panel read the other panels’ state through refs and close them',
      'Move an `activeIndex` state up into the Accordion and pass `isActive` and an `onShow` callback to each Panel',
      'Keep `isOpen` in each Panel and add an effect that closes the panel when another one opens',
      'Store the open panel in a global variable that every Panel reads during render',
    ),
    correct: ['b'],
    explanation:
      'State that several components must coordinate belongs to their closest common parent. With `activeIndex` in the Accordion the rule "only one open" lives in one place, and each Panel becomes a controlled component.',
    moduleKey: 'react-state-and-effects',
    section: 'Lifting state up',
  },
  {
    key: 'frontend-217',
    kind: 'output',
    prompt: 'Using the lesson’s model of React’s update queue, what does this print?',
    language: 'javascript',
    code: `function getFinalState(baseState, queue) {
  let state = baseState;
  for (const update of queue) {
    state = typeof update === 'function' ? update(state) : update;
  }
  return state;
}

const greeting = 'hi';
console.log(getFinalState(greeting, [(s) => s + '!', greeting + '?', (s) => s.toUpperCase()]));`,
    options: opts('HI!?', 'hi!?', 'HI?', 'hi?'),
    correct: ['c'],
    explanation:
      'The updater turns "hi" into "hi!", but the next entry is a plain value computed from the snapshot, "hi?", which replaces it. The last updater receives "hi?" and upper-cases it.',
    moduleKey: 'react-state-and-effects',
    section: 'Queued updates and updater functions',
  },
  {
    key: 'frontend-218',
    kind: 'multiple',
    prompt: 'Which statements about an effect’s dependency array are right? Choose all that apply.',
    options: opts(
      'React compares dependencies by their contents, so an equal object literal does not make the effect run again',
      'Without a dependency array, the effect runs after every render',
      'Every prop, state value or value computed from them that the effect reads must be listed',
      'With `[]`, the effect never runs in development',
      'With `[]`, the effect runs after the component first appears, and its cleanup when it is removed',
    ),
    correct: ['b', 'c', 'e'],
    explanation:
      'React compares each dependency with `Object.is`, so a new object created during render counts as changed every time. `[]` means "no reactive values", so the effect synchronises once per mount; in development Strict Mode adds one extra setup and cleanup, it does not skip the effect.',
    moduleKey: 'react-state-and-effects',
    section: 'Effects synchronise with the outside world',
  },
  {
    key: 'frontend-219',
    kind: 'single',
    prompt:
      'A header search and a sidebar filter each call `useDebouncedValue(text, 300)`, the custom hook from the lesson. The user types in the header. What happens to the sidebar’s debounced value?',
    options: opts(
      'It changes too, because both components use the same hook and therefore share its state',
      'It changes only if both components are rendered by the same parent',
      'React throws an error because a custom hook may be used by only one component',
      'Nothing: each call of a custom hook has its own independent state and effect',
    ),
    correct: ['d'],
    explanation:
      'Custom hooks share logic, not state. Every component that calls one gets its own state variables and effects, exactly as if it had written the hook’s code itself.',
    moduleKey: 'react-state-and-effects',
    section: 'Custom hooks',
  },
  {
    key: 'frontend-220',
    kind: 'single',
    prompt:
      'A "Like" button runs `likes.current += 1` in its click handler, where `likes` comes from `useRef(0)`, and the JSX shows `{likes.current}`. Clicking does not change the number on screen. Why?',
    options: opts(
      'Changing a ref’s `current` does not make React re-render, so the screen keeps the old value',
      'Refs can hold only DOM elements, so `likes.current` is reset to 0 on every render',
      'The handler must return the new value for React to update the ref',
      '`useRef` creates a new object on every render, so the increment is lost',
    ),
    correct: ['a'],
    explanation:
      'A ref is a plain object React does not watch: it returns the same object every render, and changing it triggers no render. A value that is shown on screen belongs in state.',
    moduleKey: 'react-state-and-effects',
    section: 'Refs: values that do not render',
  },
  // react-routing-and-data
  {
    key: 'frontend-221',
    kind: 'output',
    prompt:
      'This models an effect that fetches an order with an AbortController and aborts in its cleanup. The user opens order 1 and switches to order 2 before order 1 answers. What does it print?',
    language: 'javascript',
    code: `function fakeFetch(id, ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(\`order \${id}\`), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

const log = [];
function effect(orderId, ms) {
  const controller = new AbortController();
  fakeFetch(orderId, ms, controller.signal)
    .then((order) => log.push(\`show \${order}\`))
    .catch((err) => log.push(err.name === 'AbortError' ? \`aborted \${orderId}\` : 'error'));
  return () => controller.abort();
}

const cleanup = effect(1, 50); // order 1 is slow
cleanup(); // orderId changed before order 1 arrived
effect(2, 10);
setTimeout(() => console.log(log.join(', ')), 100);`,
    options: opts('show order 1, show order 2', 'show order 2', 'aborted 1, show order 2', 'show order 2, aborted 1'),
    correct: ['c'],
    explanation:
      'The cleanup aborts the first request at once, so its promise rejects with an AbortError long before order 2 answers after 10 ms. The catch recognises the abort by its name instead of showing an error, and only order 2 is shown.',
    moduleKey: 'react-routing-and-data',
    section: 'Fetching in an effect and the race condition',
  },
  {
    key: 'frontend-222',
    kind: 'single',
    prompt: 'With this route configuration, what is on screen at the URL `/orders`?',
    language: 'javascript',
    code: `<Routes>
  <Route element={<AppLayout />}>
    <Route index element={<Dashboard />} />
    <Route path="orders" element={<OrdersLayout />}>
      <Route index element={<OrderList />} />
      <Route path=":orderId" element={<OrderPage />} />
    </Route>
  </Route>
</Routes>`,
    options: opts(
      'Only OrdersLayout, because index routes render only at the root URL',
      'AppLayout with Dashboard inside it, because the first index route wins',
      'OrderList alone, without any layout around it',
      'AppLayout, with OrdersLayout in its outlet and OrderList in the outlet of OrdersLayout',
    ),
    correct: ['d'],
    explanation:
      'The route without a path is a layout route that wraps every page. `orders` matches, and its index route renders at the parent’s own URL, so each level renders the next one through its `<Outlet />`.',
    moduleKey: 'react-routing-and-data',
    section: 'Nested routes and layouts',
  },
  {
    key: 'frontend-223',
    kind: 'multiple',
    prompt: 'Which statements describe TanStack Query’s default behaviour for `useQuery`? Choose all that apply.',
    options: opts(
      'A query used by no component is removed from the cache as soon as its last component unmounts',
      'Freshly fetched data counts as stale straight away',
      'A stale query is refetched in the background when the window regains focus',
      'Two components that use the same query key each send their own request',
      'A failed query is retried three times before its error is shown',
    ),
    correct: ['b', 'c', 'e'],
    explanation:
      'By default `staleTime` is 0, stale queries refetch on mount, window focus and reconnect, and failures are retried three times with growing delays. Unused queries stay cached for five minutes (`gcTime`), and components sharing a key share one cache entry and request.',
    moduleKey: 'react-routing-and-data',
    section: 'Why a data library: TanStack Query',
  },
  {
    key: 'frontend-224',
    kind: 'single',
    prompt:
      'A React app deployed to a static host works when you start at the home page and click around, but reloading `/account/settings` shows the host’s 404 page. What fixes it?',
    options: opts(
      'Configure the host to answer every app path with index.html, so the router can take over in the browser',
      'Replace every `<Link>` with `<a href>` so the browser knows the pages exist',
      'Add a `<Route path="*">` for a not-found page to the router',
      'Call `navigate("/account/settings")` in an effect of the home page',
    ),
    correct: ['a'],
    explanation:
      'On a reload the host receives the path before any JavaScript runs, and there is no file with that name. A fallback to index.html lets the app load and its router match the URL; a catch-all route only helps once the app is running.',
    moduleKey: 'react-routing-and-data',
    section: 'Client-side routing',
  },
  {
    key: 'frontend-225',
    kind: 'single',
    prompt:
      'A shop keeps the cart in React state. The header links to the cart page with `<a href="/cart">Cart</a>`, and every time users click it, the cart is empty. What is the cause?',
    options: opts(
      'The cart route is missing the `index` prop',
      'A plain anchor makes the browser load the page again, which restarts the app and loses its state; `<Link to="/cart">` navigates inside the app',
      'Anchors cannot point to routes that have a dynamic segment',
      'React clears all state whenever the URL changes, whichever link is used',
    ),
    correct: ['b'],
    explanation:
      '`Link` renders a real anchor but handles a normal click in the app through the History API, so components that stay on screen keep their state. A plain anchor to an internal page performs a full page load.',
    moduleKey: 'react-routing-and-data',
    section: 'Routes, links and params',
  },
  // top-ups: git-basics
  {
    key: 'frontend-226',
    kind: 'single',
    prompt:
      'In the lesson’s clean-up of a leaked payment key, `git revert a41d9e0` was pushed, yet `git log -p -S "sk_live" --all` still finds the key. What does that mean?',
    options: opts(
      'The key is still in history, which is acceptable here only because it was already revoked',
      'The revert failed and has to be run again with `--hard`',
      '`git log -S` searches the files in the working directory, so the .env file must still be lying on disk somewhere',
      'The key is now in two commits, so it has to be rotated a second time',
    ),
    correct: ['a'],
    explanation:
      'A revert adds a commit that removes the file from the current version; the old commit, and the key in it, stay in every clone. Revoking the key first is what makes it harmless; purging history is a later clean-up step.',
    moduleKey: 'git-basics',
    section: 'Worked example',
  },
  {
    key: 'frontend-227',
    kind: 'single',
    prompt:
      'A teammate rewrites the message of a commit from last week on their local `main`. Afterwards that commit and every commit after it have new ids. Why?',
    options: opts(
      'Git renumbers every commit on the branch each time someone rewrites any part of its history',
      'Commit ids are random and are generated again whenever a commit is edited',
      'Only the edited commit really changes; the later ones just look different in `git log`',
      'Each id is computed from the commit’s content and its parent, so the change ripples forward',
    ),
    correct: ['d'],
    explanation:
      'A commit’s hash covers its content, message and parent. Changing one commit gives it a new id, which changes the parent of the next commit and so its id, all the way to the tip: that is why rewriting shared history causes trouble.',
    moduleKey: 'git-basics',
    section: 'What Git does',
  },
  // top-ups: http-and-apis
  {
    key: 'frontend-228',
    kind: 'single',
    prompt:
      'Signed in as customer 77, you request `GET /api/orders/1043`, which belongs to another customer. The API answers `404 Not Found` rather than `403 Forbidden`. Why is that a reasonable choice?',
    options: opts(
      'HTTP requires a 404 for every authorisation failure, whatever the caller is allowed to do',
      '403 may only be used for requests that carry no credentials at all',
      'A 404 does not even confirm to the caller that order 1043 exists',
      'Browsers cache 403 responses permanently, unlike 404',
    ),
    correct: ['c'],
    explanation:
      'Both codes are defensible, but 403 tells the caller "this exists and is not yours". Answering 404 for records the caller may not see hides which ids exist; 401, not 403, is the code for missing credentials.',
    moduleKey: 'http-and-apis',
    section: 'Status codes',
  },
  {
    key: 'frontend-229',
    kind: 'multiple',
    prompt:
      'An API answers every failure with `200 OK` and a body such as `{"ok": false, "error": "not found"}`. Which problems does this cause? Choose all that apply.',
    options: opts(
      'Monitoring that counts 5xx responses never sees the server failing',
      'Browsers refuse to display a body that arrives with status 200',
      '`response.ok` is true, so client code that checks it treats failures as success',
      'Caches may store and reuse an error as if it were a good answer',
      'Every request to the API becomes non-idempotent',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'Clients, monitoring and caches all rely on the status code, so hiding errors in a 200 blinds them. Idempotency depends on the method and what the server does, not on the status code it answers with.',
    moduleKey: 'http-and-apis',
    section: 'Common mistakes',
  },
  {
    key: 'frontend-230',
    kind: 'output',
    prompt:
      'Two PATCH requests are modelled as functions that change a record on the server, and a flaky network delivers each one twice. What does this print?',
    language: 'javascript',
    code: `const server = { email: 'a@example.com', visits: 0 };
const setEmail = (s) => {
  s.email = 'b@example.com'; // PATCH "set the email to b@example.com"
};
const addVisit = (s) => {
  s.visits += 1; // PATCH "add 1 to the visit counter"
};

// A flaky network makes the client send each PATCH twice
for (const patch of [setEmail, setEmail, addVisit, addVisit]) patch(server);
console.log(server.email, server.visits);`,
    options: opts('b@example.com 1', 'b@example.com 2', 'a@example.com 2', 'b@example.com 0'),
    correct: ['b'],
    explanation:
      '"Set the email to b@example.com" has the same effect whether it arrives once or twice, so it is idempotent. "Add 1 to the counter" counts each delivery, which is why PATCH need not be idempotent and is not safe to retry blindly.',
    moduleKey: 'http-and-apis',
    section: 'Methods: safe and idempotent',
  },
  // top-ups: web-security-owasp
  {
    key: 'frontend-231',
    kind: 'single',
    prompt:
      'A shop lets anyone try discount codes at checkout as often as they like, and a script finds a valid 50 % code within an hour. The code that checks each coupon has no bug. Which OWASP Top 10:2025 category fits best?',
    options: opts(
      'A07:2025 Authentication Failures',
      'A05:2025 Injection',
      'A06:2025 Insecure Design',
      'A02:2025 Security Misconfiguration',
    ),
    correct: ['c'],
    explanation:
      'No limit on attempts was ever designed, so correct code cannot help: that is Insecure Design, which threat modelling during design catches. Nothing here is about signing in, interpreters or configuration.',
    moduleKey: 'web-security-owasp',
    section: 'The OWASP Top 10',
  },
  {
    key: 'frontend-232',
    kind: 'single',
    prompt:
      'Eight categories of the OWASP Top 10:2025 were ranked from test data on applications. Why were the other two chosen through a survey of practitioners?',
    options: opts(
      'Some risks are hard to find with automated tests, so they stay under-counted in the data',
      'The data came only from mobile apps, so two web categories had to be added by hand afterwards',
      'OWASP reserves two places in every edition for risks proposed by tool vendors',
      'The survey picks the two categories that will be dropped in the next edition',
    ),
    correct: ['a'],
    explanation:
      'Test data only shows what tools and testers find. The community survey lets practitioners raise risks that they see in practice but that automated testing rarely detects.',
    moduleKey: 'web-security-owasp',
    section: 'What the Top 10 is',
  },
  {
    key: 'frontend-233',
    kind: 'multiple',
    prompt:
      'In the lesson’s first version of `GET /api/invoices/:id`, which findings are right? Choose all that apply.',
    options: opts(
      'Gluing `req.params.id` into the SQL text is A05 Injection',
      'Reading an invoice with GET instead of POST is a security flaw',
      'Nothing checks that the invoice belongs to the signed-in customer: A01 Broken Access Control',
      'Answering with JSON instead of HTML is an A04 Cryptographic Failure',
      'Sending `err.stack` to the client leaks internals: A10, with a touch of A02',
    ),
    correct: ['a', 'c', 'e'],
    explanation:
      'The review found three problems: string-built SQL, no ownership check and a stack trace in the response. GET is the right method for reading, and the response format has nothing to do with cryptography.',
    moduleKey: 'web-security-owasp',
    section: 'Worked example',
  },
  {
    key: 'frontend-234',
    kind: 'single',
    prompt:
      'A 2025 scan report lists a stored cross-site scripting finding. A colleague wants to file it under the separate XSS entry it had in the 2017 list. Under which OWASP Top 10:2025 category does it belong?',
    options: opts(
      'A07:2025 Authentication Failures',
      'A03:2025 Software Supply Chain Failures',
      'Its own XSS category, as in 2017',
      'A05:2025 Injection',
    ),
    correct: ['d'],
    explanation:
      'Categories move between editions: XSS has been part of Injection since 2021, because a script in a comment is untrusted input reaching an interpreter, the browser. Always say which edition a label comes from.',
    moduleKey: 'web-security-owasp',
    section: 'Common mistakes',
  },
  {
    key: 'frontend-235',
    kind: 'output',
    prompt: 'An endpoint validates its invoice id at the edge before anything else. What does this print?',
    language: 'javascript',
    code: `// Validate input at the edge: an invoice id is 1 to 9 digits, nothing else
const isInvoiceId = (s) => /^\\d{1,9}$/.test(s);
const inputs = ['1043', "1043' or '1'='1", ' 1043', '0001043', '1043x'];
console.log(inputs.map(isInvoiceId).join(' '));`,
    options: opts(
      'true false true true false',
      'true false false true false',
      'true false false false false',
      'true true false true false',
    ),
    correct: ['b'],
    explanation:
      'Only strings made entirely of 1 to 9 digits pass: the injection attempt, the leading space and the trailing letter are rejected, while leading zeros are still digits. Validation narrows what gets in; parameterised queries remain the real defence against injection.',
    moduleKey: 'web-security-owasp',
    section: 'Habits that prevent most of it',
  },
];
