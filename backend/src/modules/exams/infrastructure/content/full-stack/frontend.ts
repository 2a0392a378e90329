import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Full-Stack exam questions, part frontend (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const FULL_STACK_EXAM_FRONTEND: ExamQuestionContent[] = [
  // react-fundamentals
  {
    key: 'full-stack-011',
    kind: 'single',
    prompt:
      'A checkout page keeps `cart` in state. After `POST /api/cart/items` answers 201 with the new line item, the handler runs `cart.items.push(newItem); setCart(cart);` and the basket on screen does not change. Why?',
    options: opts(
      'The API should have answered 200 instead of 201',
      'setCart received the same object, so React saw no change and skipped the re-render',
      'push is asynchronous and has not finished when setCart runs',
      'React only re-renders after a full page reload',
    ),
    correct: ['b'],
    explanation:
      'React compares the new state with the old one using Object.is; mutating the object and passing it back looks like "no change". Build a new object instead, e.g. setCart({ ...cart, items: [...cart.items, newItem] }).',
    moduleKey: 'react-fundamentals',
    section: 'State',
  },
  {
    key: 'full-stack-012',
    kind: 'multiple',
    prompt:
      'A "Subscribe" form sends `POST /api/subscriptions` when the user clicks Submit. A teammate puts the request in a `useEffect` that runs when a `submitted` flag turns true. Which statements are right? Choose all that apply.',
    options: opts(
      'The request belongs in the submit event handler, because a user action causes it',
      'In development, StrictMode can run such an effect twice and send two POSTs',
      'An effect is required because components must never call fetch from event handlers',
      'Moving the call into the handler also removes the extra state flag and the extra render',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Work caused by a specific user action belongs in its event handler; effects are for keeping the component in sync with something outside React. StrictMode mounts components twice in development, which exposes effects that perform one-off actions.',
    moduleKey: 'react-fundamentals',
    section: 'Effects',
  },
  {
    key: 'full-stack-013',
    kind: 'single',
    prompt:
      'A table of invoices from `GET /api/invoices` renders each row with `key={index}`, and each row has a "note" text field with its own state. When the API starts returning the newest invoice first, typed notes appear next to the wrong invoices after a refresh of the list. What fixes it?',
    options: opts(
      'Use key={Math.random()} so every row is always fresh',
      'Use the invoice id from the API as the key',
      'Sort the invoices on the client in the old order',
      'Remove the key entirely; React will match rows by their content',
    ),
    correct: ['b'],
    explanation:
      'React matches old and new rows by key; with indexes, a new first row shifts every index, so state follows the position rather than the invoice. A stable id from the data keeps each row’s state with its invoice, whereas random keys would reset all state on every render.',
    moduleKey: 'react-fundamentals',
    section: 'Lists and keys',
  },
  {
    key: 'full-stack-014',
    kind: 'single',
    prompt:
      'A product page fetches `{ price, quantity }` from the API and also keeps `total` in state, updated by an effect whenever price or quantity changes. What does the lesson recommend instead?',
    options: opts(
      'Ask the API to send the total as well, so the client never calculates it',
      'Compute const total = price * quantity during render and drop the extra state and effect',
      'Store total in localStorage so it survives reloads',
      'Put total in a ref so changes do not re-render',
    ),
    correct: ['b'],
    explanation:
      'Anything you can compute from props or state is not state: calculating it during render means it can never disagree with its inputs. The effect version adds an extra render and a moment where the total is stale.',
    moduleKey: 'react-fundamentals',
    section: 'Thinking in React',
  },
  {
    key: 'full-stack-015',
    kind: 'single',
    prompt:
      'An order page shows `{order.unreadMessages && <Badge count={order.unreadMessages} />}` with data from `GET /api/orders/7`. For an order with no unread messages, the API returns `"unreadMessages": 0`. What appears on the page?',
    options: opts(
      'Nothing, because 0 is falsy',
      'A literal 0',
      'An empty badge',
      'React throws an error because 0 is not an element',
    ),
    correct: ['b'],
    explanation:
      'The && expression evaluates to 0, and React renders numbers, so the page shows a stray 0. Keep the left side a boolean: order.unreadMessages > 0 && <Badge ... />.',
    moduleKey: 'react-fundamentals',
    section: 'Components',
  },
];
