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
];
