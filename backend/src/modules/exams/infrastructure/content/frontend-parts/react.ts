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
];
