import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Full-Stack exam questions written for issue 29: React state and effects, routing and data. Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const FULL_STACK_EXAM_REACT: ExamQuestionContent[] = [
  // react-state-and-effects
  {
    key: 'full-stack-121',
    kind: 'single',
    prompt:
      'The page `/users/:id` renders `<Profile userId={id} />`, which loads the user from `GET /api/users/:id` and keeps a comment draft in state. When the user follows a link from one profile to another, the half-written draft stays in the box. Which fix does the lesson recommend?',
    options: opts(
      'An effect with dependencies `[userId]` that calls `setDraft("")`',
      'Reading the draft from the API response instead of from state',
      'Rendering `<Profile userId={id} key={id} />` so React starts a fresh Profile for each user',
      'Reloading the page with `window.location.reload()` whenever the id changes',
    ),
    correct: ['c'],
    explanation:
      'A different `key` tells React that this is a different component, so all of its state starts over. The effect would work only after rendering the stale draft once, and would have to be repeated for every piece of state.',
    moduleKey: 'react-state-and-effects',
    section: 'You might not need an effect',
  },
  {
    key: 'full-stack-122',
    kind: 'single',
    prompt:
      'A Save handler runs `setStatus("saving"); await fetch("/api/notes", { method: "POST", body }); if (status === "saving") setStatus("saved");`. `status` was `"idle"` when the button was clicked. The request succeeds, but the label never says "saved". Why?',
    options: opts(
      '`status` in the handler is the snapshot of the render the click came from, so it is still "idle" after the await',
      'React cancels state updates that are made after an `await`',
      'The POST request must return 201 for the condition to be true',
      '`setStatus("saving")` is applied only after the handler finishes, so the fetch is never sent',
    ),
    correct: ['a'],
    explanation:
      'State does not change inside a running handler; the new value appears in the next render. Decide from what the handler itself knows, e.g. call `setStatus("saved")` after the awaited response is ok.',
    moduleKey: 'react-state-and-effects',
    section: 'State is a snapshot',
  },
  {
    key: 'full-stack-123',
    kind: 'output',
    prompt:
      'A list of products from the API is kept in state, and the selection is kept either as a copy of the item or as its id. After the API renames item 2, what does this print?',
    language: 'javascript',
    code: `let items = [
  { id: 1, name: 'Desk' },
  { id: 2, name: 'Lamp' },
];
const selectedItem = items[1]; // a copy kept in state
const selectedId = 2; // an id kept in state

// the API renames item 2 and the list is replaced immutably
items = items.map((it) => (it.id === 2 ? { ...it, name: 'Floor lamp' } : it));

console.log(selectedItem.name, '|', items.find((it) => it.id === selectedId).name);`,
    options: opts('Floor lamp | Floor lamp', 'Lamp | Floor lamp', 'Lamp | Lamp', 'Floor lamp | Lamp'),
    correct: ['b'],
    explanation:
      'The immutable update creates a new object for item 2, so the stored copy keeps the old name. Looking the item up by its id during render always finds the current one, which is why the lesson stores ids, not copies.',
    moduleKey: 'react-state-and-effects',
    section: "Derive, don't duplicate",
  },
  {
    key: 'full-stack-124',
    kind: 'multiple',
    prompt:
      'An order-tracking page opens a WebSocket to `/ws/orders/:orderId` in a `useEffect`. In development the server log shows two connections for each page view, and one stays open. Which statements are right? Choose all that apply.',
    options: opts(
      'The effect needs a cleanup that closes the socket it opened',
      'Removing `<StrictMode>` is the proper fix, since the double connection only happens in development',
      'Strict Mode runs an extra setup and cleanup on mount in development, which exposes the missing cleanup',
      'A ref flag that skips the second setup is the recommended fix',
      '`orderId` must be in the dependency array, so the page reconnects when the order changes',
    ),
    correct: ['a', 'c', 'e'],
    explanation:
      'Strict Mode shows early the leak that would also happen in production when a user leaves and comes back. The fix is a cleanup that undoes the setup, plus correct dependencies; hiding the second run hides the bug.',
    moduleKey: 'react-state-and-effects',
    section: 'Effects synchronise with the outside world',
  },
  {
    key: 'full-stack-125',
    kind: 'single',
    prompt:
      'A component starts with `if (!user) return null;` and then calls `const orders = useOrders(user.id);`, a custom hook that fetches `/api/orders`. After sign-in React reports that it rendered more hooks than during the previous render. What is the fix?',
    options: opts(
      'Wrap `useOrders` in a `try`/`catch` block',
      'Rename the hook to `getOrders` so React does not count it',
      'Call `useOrders` inside a `useEffect` instead',
      'Call `useOrders(user?.id)` before the early return and let the hook skip fetching when the id is missing',
    ),
    correct: ['d'],
    explanation:
      'Hooks must be called at the top level in the same order on every render, because React matches them to their state by call order. Put the condition inside the hook instead of around it.',
    moduleKey: 'react-state-and-effects',
    section: 'Custom hooks',
  },
  // react-routing-and-data
  {
    key: 'full-stack-126',
    kind: 'single',
    prompt:
      'A detail page changes an order with `PATCH /api/orders/7` through `useMutation`. The request succeeds, but going back to the list (`queryKey: ["orders", { status }]`) still shows the old status until the page is reloaded. What should the mutation do?',
    options: opts(
      'Set `gcTime: 0` on every query so nothing is cached',
      'Call `window.location.reload()` after the PATCH',
      'Call `queryClient.invalidateQueries({ queryKey: ["orders"] })` in its `onSuccess`',
      'Return the new order from `mutationFn`; the lists update themselves',
    ),
    correct: ['c'],
    explanation:
      'Invalidation marks every query whose key starts with `"orders"` as stale, including all the filtered lists, and those on screen refetch. The server’s answer stays the single source of truth, without turning off caching.',
    moduleKey: 'react-routing-and-data',
    section: 'Mutations and invalidation',
  },
  {
    key: 'full-stack-127',
    kind: 'single',
    prompt:
      'A query function is `() => fetch("/api/orders/" + id).then((res) => res.json())`. For an id that does not exist the API answers `404` with `{"error":"not found"}`. What does the page built on `useQuery` show?',
    options: opts(
      'The error state, because a 404 makes the query fail',
      'The loading state forever, because the query never resolves',
      'The error state after three retries',
      'The success state with `{ error: "not found" }` as its data, because nothing turned the 404 into an error',
    ),
    correct: ['d'],
    explanation:
      '`fetch` resolves for every HTTP status, so the promise succeeds with the error body. The query function must check `res.ok` and throw; only then does the query report an error (after its retries).',
    moduleKey: 'react-routing-and-data',
    section: 'Loading, error and empty states',
  },
  {
    key: 'full-stack-128',
    kind: 'output',
    prompt:
      'This models how `invalidateQueries({ queryKey: ["cart"] })` picks cached queries after adding an item to the cart. What does it print?',
    language: 'javascript',
    code: `// A model of how invalidateQueries({ queryKey }) picks cached queries: by key prefix
const cached = [['cart'], ['cart', 'items'], ['carts-admin'], ['user', { id: 3 }]];
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const matches = (prefix, key) => prefix.every((part, i) => same(part, key[i]));

const invalidated = cached.filter((key) => matches(['cart'], key));
console.log(invalidated.map((key) => JSON.stringify(key)).join(' '));`,
    options: opts(
      '["cart"] ["cart","items"]',
      '["cart"]',
      '["cart"] ["cart","items"] ["carts-admin"]',
      '["cart"] ["cart","items"] ["user",{"id":3}]',
    ),
    correct: ['a'],
    explanation:
      'Keys are compared element by element from the start: `["cart"]` is a prefix of itself and of `["cart", "items"]`. `"carts-admin"` is a different first element, even though the string starts with "cart".',
    moduleKey: 'react-routing-and-data',
    section: 'Mutations and invalidation',
  },
  {
    key: 'full-stack-129',
    kind: 'multiple',
    prompt:
      'A product page fetches `GET /api/products/:id` in an effect. Which statements about its cleanup are right? Choose all that apply.',
    options: opts(
      'Responses always arrive in the order the requests were sent, so no cleanup is needed',
      'An ignore flag set in the cleanup does not stop the HTTP request; it only discards its result',
      'After `controller.abort()`, the `fetch` rejects with an `AbortError` that should not be shown as a failure',
      'Aborting guarantees that the server stops working on the request',
      'Without a cleanup, a slow earlier response can overwrite the product the user switched to',
    ),
    correct: ['b', 'c', 'e'],
    explanation:
      'Responses can arrive in any order, which is the race the cleanup prevents. Aborting stops the browser waiting and frees the connection, but the server may already have processed the request.',
    moduleKey: 'react-routing-and-data',
    section: 'Fetching in an effect and the race condition',
  },
  {
    key: 'full-stack-130',
    kind: 'single',
    prompt:
      'After `POST /api/sessions` succeeds, the login page calls `navigate("/dashboard", { replace: true })`. What does `replace: true` achieve?',
    options: opts(
      'It reloads the dashboard from the server instead of rendering it in the app',
      'The login page’s history entry is replaced, so Back does not return the signed-in user to the login form',
      'It clears the session cookie that the POST set',
      'It stops the dashboard from fetching its data twice',
    ),
    correct: ['b'],
    explanation:
      'By default `navigate` adds a history entry. Replacing the current one suits pages the user should leave behind, such as a login form after signing in.',
    moduleKey: 'react-routing-and-data',
    section: 'Navigating from code',
  },
];
