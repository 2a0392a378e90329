import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/frontend-react.ts. */
export const FRONTEND_REACT_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'react-state-and-effects',
    questions: [
      {
        id: 'react-state-and-effects-1',
        kind: 'output',
        section: 'Queued updates and updater functions',
        prompt:
          'This is the lesson’s model of how React works through the updates queued during one event. One click queued an updater, a plain value and another updater. What does it print?',
        code: {
          language: 'javascript',
          source: `function getFinalState(baseState, queue) {
  let state = baseState;
  for (const update of queue) {
    state = typeof update === 'function' ? update(state) : update;
  }
  return state;
}

const price = 10; // the snapshot this render sees
console.log(getFinalState(price, [(p) => p + 1, 5, (p) => p * 2]));`,
        },
        options: [
          {
            text: '22',
            correct: false,
            why: 'That would skip the plain value 5. A plain value replaces whatever the queue produced so far, so the 11 is thrown away.',
          },
          {
            text: '5',
            correct: false,
            why: 'The plain value 5 is not the last entry: the updater after it still receives 5 and doubles it.',
          },
          {
            text: '10',
            correct: true,
            why: '10 becomes 11 through the first updater, the plain value replaces it with 5, and the last updater doubles 5 to 10.',
          },
          {
            text: '20',
            correct: false,
            why: 'That doubles the snapshot 10 directly. Updaters receive the result of the previous entry in the queue, which here is 5.',
          },
        ],
      },
      {
        id: 'react-state-and-effects-2',
        kind: 'single',
        section: 'State is a snapshot',
        prompt:
          'A chat form keeps `to` in state (initially `"Alice"`). Its Send handler runs `setTimeout(() => alert("Sent to " + to), 5000)`. The user clicks Send, then switches the recipient to Bob two seconds later. What does the alert show?',
        options: [
          {
            text: '"Sent to Bob", because the timeout reads whatever the state is at the moment it fires',
            correct: false,
            why: 'The timeout does not read state when it fires: it closed over the `to` of the render in which Send was clicked.',
          },
          {
            text: '"Sent to Alice", because the handler belongs to the render in which `to` was Alice',
            correct: true,
            why: 'Every render has its own fixed state values, and callbacks created during it keep seeing them, even after later renders.',
          },
          {
            text: 'Nothing: React cancels pending timeouts when state changes',
            correct: false,
            why: 'React does not know about your timers; only an effect cleanup or your own code can clear them.',
          },
          {
            text: '"Sent to undefined", because the old render was discarded',
            correct: false,
            why: 'The old render’s values stay alive in the closure for as long as the callback exists.',
          },
        ],
      },
      {
        id: 'react-state-and-effects-3',
        kind: 'output',
        section: 'Effects synchronise with the outside world',
        prompt:
          'React compares each dependency of an effect with its value from the previous render using `Object.is`. These are the dependencies `[roomId, options]` of two renders, where `options` is an object literal written in the component body. What does the code print?',
        code: {
          language: 'javascript',
          source: `const before = ['general', { secure: true }];
const after = ['general', { secure: true }];
console.log(before.map((dep, i) => Object.is(dep, after[i])));`,
        },
        options: [
          {
            text: '[ true, true ]',
            correct: false,
            why: 'The two objects look alike but are different objects; `Object.is` compares identity for objects, not contents.',
          },
          {
            text: '[ false, false ]',
            correct: false,
            why: 'Strings are compared by value, so the two `"general"` strings are the same.',
          },
          {
            text: '[ false, true ]',
            correct: false,
            why: 'This swaps the results: the string matches and the object does not.',
          },
          {
            text: '[ true, false ]',
            correct: true,
            why: 'The string is equal, the freshly created object is not, so an effect depending on `options` would re-run after every render. Create the object inside the effect instead.',
          },
        ],
      },
      {
        id: 'react-state-and-effects-4',
        kind: 'order',
        section: 'Effects synchronise with the outside world',
        prompt:
          'A `ChatRoom` component connects in an effect with dependencies `[roomId]` and disconnects in its cleanup. In development, under `<StrictMode>`, it mounts with `roomId = "general"`, then the user switches to `"travel"`. Put what React runs in order.',
        steps: [
          'Setup: connect to general (first mount)',
          'Cleanup: disconnect from general (Strict Mode’s simulated unmount)',
          'Setup: connect to general again (the remount)',
          'Cleanup: disconnect from general (roomId changed)',
          'Setup: connect to travel',
        ],
        why: 'Strict Mode adds one extra setup and cleanup cycle on mount in development only. After that, a changed dependency always runs the previous cleanup before the next setup.',
      },
      {
        id: 'react-state-and-effects-5',
        kind: 'multiple',
        section: 'You might not need an effect',
        prompt:
          'Which of these are real uses for an effect, rather than code to move into render or an event handler? Pick all that apply.',
        options: [
          {
            text: 'Computing the total of the items in the cart',
            correct: false,
            why: 'A total can be calculated from the cart during render; storing it through an effect adds a render and can go stale.',
          },
          {
            text: 'Listening to the window’s `resize` event while the component is on screen',
            correct: true,
            why: 'A browser event subscription is an external system: subscribe in the effect and unsubscribe in its cleanup.',
          },
          {
            text: 'Sending the order when the user clicks Buy',
            correct: false,
            why: 'A specific user action belongs in its event handler, which knows why it happened.',
          },
          {
            text: 'Keeping a connection to the chat server for the current room',
            correct: true,
            why: 'Staying connected to the room that the props name is exactly what effects are for: synchronisation with a system outside React.',
          },
          {
            text: 'Clearing a comment draft when the profile shown changes to another user',
            correct: false,
            why: 'Give the component a `key` of the user id instead; React then starts it with fresh state.',
          },
        ],
      },
      {
        id: 'react-state-and-effects-6',
        kind: 'single',
        section: 'Refs: values that do not render',
        prompt:
          'A stopwatch shows the elapsed seconds and has Start and Stop buttons. Start calls `setInterval`; Stop must clear that interval. Where should the interval id live?',
        options: [
          {
            text: 'In a ref, because only the handlers need it and changing it should not re-render',
            correct: true,
            why: 'A ref keeps the same object across renders and can be changed without a render, which fits a timer id.',
          },
          {
            text: 'In a local `let` variable inside the component',
            correct: false,
            why: 'Every render runs the component again and creates a fresh variable, so Stop would not see the id Start stored.',
          },
          {
            text: 'In a variable at the top of the module, outside the component',
            correct: false,
            why: 'It would be shared by every stopwatch on the page, so two stopwatches would stop each other’s intervals.',
          },
          {
            text: 'In state, so that the screen can always show which interval is currently running on the page',
            correct: false,
            why: 'The id is never shown, so storing it in state only causes a useless re-render; the elapsed time is the state.',
          },
        ],
      },
      {
        id: 'react-state-and-effects-7',
        kind: 'fill',
        section: 'Custom hooks',
        prompt:
          'A reusable function that calls `useState` and `useEffect` is a custom hook, and its name must start with ____ followed by a capital letter.',
        answers: ['use'],
        why: 'The `use` prefix tells readers and the hooks linter that the function follows the rules of hooks, so it is checked like a component’s hook calls.',
      },
      {
        id: 'react-state-and-effects-8',
        kind: 'single',
        section: "Derive, don't duplicate",
        prompt:
          'A list keeps `items` in state and, when a row is clicked, stores that whole item object in `selectedItem`. After the user renames the selected item in the list, the details panel still shows the old name. What is the best fix?',
        options: [
          {
            text: 'Add an effect that copies the renamed item into `selectedItem`',
            correct: false,
            why: 'That keeps two copies in sync by hand, with an extra render; the next change will miss it again.',
          },
          {
            text: 'Store `selectedId` and find the item in `items` during render',
            correct: true,
            why: 'With one source of truth for the item, the panel always shows the current data.',
          },
          {
            text: 'Mutate `selectedItem.name` in the rename handler as well',
            correct: false,
            why: 'Mutating state objects hides the change from React and keeps the duplication that caused the bug.',
          },
          {
            text: 'Give the details panel a `key` of the item name',
            correct: false,
            why: 'A key only resets a component’s own state; the panel would still receive the stale object.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'react-routing-and-data',
    questions: [
      {
        id: 'react-routing-and-data-1',
        kind: 'output',
        section: 'Fetching in an effect and the race condition',
        prompt:
          'This models an effect that fetches the order named by the URL but whose cleanup does nothing. The user opens order 1 and quickly switches to order 2, and order 1’s response happens to arrive last. What does it print?',
        code: {
          language: 'javascript',
          source: `// A stand-in for fetch that answers after \`ms\` milliseconds
function fakeFetch(id, ms) {
  return new Promise((resolve) => setTimeout(() => resolve(\`order \${id}\`), ms));
}

let shown = 'nothing';

// What an effect with dependencies [orderId] does when its cleanup does nothing
function effect(orderId, ms) {
  fakeFetch(orderId, ms).then((order) => {
    shown = order;
  });
  return () => {};
}

const cleanup = effect(1, 50); // order 1 answers slowly
cleanup(); // the user switched to order 2
effect(2, 10);
setTimeout(() => console.log(shown), 100);`,
        },
        options: [
          {
            text: 'order 2',
            correct: false,
            why: 'That is what the ignore flag would give. Here the cleanup does nothing, so the late answer for order 1 still sets the value.',
          },
          {
            text: 'nothing',
            correct: false,
            why: 'Both requests answer within 100 ms, so the value has been set twice by the time it is printed.',
          },
          {
            text: 'order 1',
            correct: true,
            why: 'Order 2 arrives after 10 ms, then order 1 after 50 ms overwrites it: the page for order 2 shows order 1. That is the race the ignore flag or an AbortController prevents.',
          },
          {
            text: 'order 1 order 2',
            correct: false,
            why: 'Each response replaces the value rather than adding to it, and only the final value is printed.',
          },
        ],
      },
      {
        id: 'react-routing-and-data-2',
        kind: 'single',
        section: 'Routes, links and params',
        prompt:
          'The route is `<Route path="orders/:orderId" element={<OrderPage />} />`. At `/orders/1042`, `OrderPage` runs `const { orderId } = useParams();` and then `orders.find((o) => o.id === orderId)`, where the ids in `orders` are numbers. The result is always `undefined`. Why?',
        options: [
          {
            text: '`useParams` only works inside a `<Link>`',
            correct: false,
            why: 'Any component rendered by a matching route can call `useParams`.',
          },
          {
            text: 'The path must be written with `{orderId}` in braces instead of `:orderId` for params to work',
            correct: false,
            why: 'React Router marks dynamic segments with a colon; the param is read correctly here.',
          },
          {
            text: 'Params are only available after an effect has run',
            correct: false,
            why: 'Params are ready during the first render; timing is not the problem.',
          },
          {
            text: 'Params are strings, so `"1042" === 1042` is false; convert with `Number(orderId)` first',
            correct: true,
            why: 'Everything parsed from a URL is text. Strict equality between a string and a number is always false.',
          },
        ],
      },
      {
        id: 'react-routing-and-data-3',
        kind: 'fill',
        section: 'Nested routes and layouts',
        prompt:
          'In a nested route configuration, the parent route’s component shows its matching child route wherever it renders the ____ component.',
        answers: ['Outlet', '<Outlet />', '<Outlet/>'],
        why: '`<Outlet />` is the slot in a parent layout where React Router renders the child route that matches the URL, or the index route at the parent’s own URL.',
      },
      {
        id: 'react-routing-and-data-4',
        kind: 'multiple',
        section: 'Loading, error and empty states',
        prompt:
          'A screen lists the user’s invoices from an API. Which statements about its states are right? Pick all that apply.',
        options: [
          {
            text: 'A `200` response with an empty array deserves its own message, such as "No invoices yet"',
            correct: true,
            why: 'An empty result is a success with nothing to show; an empty table without explanation looks broken.',
          },
          {
            text: 'A `500` response makes `fetch` reject, so the `catch` shows the error state without further checks',
            correct: false,
            why: '`fetch` resolves for any HTTP status; only checking `response.ok` and throwing turns a `500` into an error.',
          },
          {
            text: 'While newer data loads, keeping the old list on screen with a small indicator beats a full-page spinner',
            correct: true,
            why: 'The refreshing state keeps the page usable and stable instead of blanking it on every refetch.',
          },
          {
            text: 'The error state should say what went wrong in plain words and offer a way out, such as Retry',
            correct: true,
            why: 'A message with a next step lets the user recover instead of reloading or leaving.',
          },
          {
            text: 'Loading and empty can share one spinner, since in both cases there is nothing to show',
            correct: false,
            why: 'They mean different things: loading will end with data, empty already ended with none. A spinner that never stops for an empty list misleads the user.',
          },
        ],
      },
      {
        id: 'react-routing-and-data-5',
        kind: 'order',
        section: 'Client-side routing',
        prompt:
          'A user reloads `https://shop.example.com/orders/1042` in a single-page app whose host is correctly configured. Put what happens in order.',
        steps: [
          'The browser asks the server for the path /orders/1042',
          'The server has no such file and answers with index.html',
          'The browser loads the app’s JavaScript bundle',
          'The router reads the URL and renders the order page',
          'The order page requests order 1042 from the API',
        ],
        why: 'On a reload the server, not the router, sees the path first; the fallback to index.html lets the app start, and only then can the router match the URL and the page fetch its data.',
      },
      {
        id: 'react-routing-and-data-6',
        kind: 'output',
        section: 'Mutations and invalidation',
        prompt:
          'This models how `invalidateQueries({ queryKey })` chooses which cached queries to mark stale. What does it print?',
        code: {
          language: 'javascript',
          source: `// A model of how invalidateQueries({ queryKey }) picks cached queries: by key prefix
const cached = [['todos'], ['todos', 7], ['todos', { status: 'done' }], ['users', 7], ['todo-stats']];
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const matches = (prefix, key) => prefix.every((part, i) => same(part, key[i]));

const count = (prefix) => cached.filter((key) => matches(prefix, key)).length;
console.log(count(['todos']), count(['todos', 7]));`,
        },
        options: [
          {
            text: '3 1',
            correct: true,
            why: "`['todos']` is a prefix of the first three keys; `['todo-stats']` is a different first element, not a longer string. `['todos', 7]` matches only itself.",
          },
          {
            text: '4 1',
            correct: false,
            why: "Matching compares whole array elements, so `'todo-stats'` does not start with the element `'todos'` in this sense.",
          },
          {
            text: '1 1',
            correct: false,
            why: "Matching is by prefix, not exact key: `['todos']` also covers every key that starts with it.",
          },
          {
            text: '3 2',
            correct: false,
            why: "`['users', 7]` has a different first element, so it never matches a key starting with `'todos'`.",
          },
        ],
      },
      {
        id: 'react-routing-and-data-7',
        kind: 'single',
        section: 'Navigating from code',
        prompt: 'Which of these is a good use of `useNavigate` rather than `<Link>` or `<NavLink>`?',
        options: [
          {
            text: 'The items of the main navigation menu',
            correct: false,
            why: 'Menus are clicked by users; `NavLink` gives them an active state, right-click menus and open in a new tab.',
          },
          {
            text: 'Taking the user to the welcome page once the sign-up form has been saved',
            correct: true,
            why: 'The navigation follows a completed action rather than a click on a link, which is what React Router’s docs keep `useNavigate` for.',
          },
          {
            text: 'The order numbers in a table of orders, each one opening the detail page of its order',
            correct: false,
            why: 'These are ordinary links the user clicks; `Link` renders a real anchor users can open in a new tab.',
          },
          {
            text: 'A breadcrumb trail at the top of the page',
            correct: false,
            why: 'Breadcrumbs are links too, and should behave like links for keyboard and assistive technology users.',
          },
        ],
      },
      {
        id: 'react-routing-and-data-8',
        kind: 'single',
        section: 'Why a data library: TanStack Query',
        prompt:
          'A list uses `useQuery({ queryKey: [\'orders\'], queryFn: () => getJson("/api/orders?status=" + status) })`, where `status` comes from the URL. After switching the filter from open to all, the list still shows only open orders. What is the fix?',
        options: [
          {
            text: 'Call `refetch()` in an effect whenever `status` changes',
            correct: false,
            why: 'It would refetch into the same cache entry, so both filters would still overwrite each other’s data.',
          },
          {
            text: 'Set `staleTime` to 0 so the data is always refetched',
            correct: false,
            why: 'Data is already stale at once by default; the problem is that both filters share one entry.',
          },
          {
            text: "Put `status` in the key: `queryKey: ['orders', { status }]`",
            correct: true,
            why: 'The key must contain every variable the query function uses; then each filter has its own cache entry and a new status fetches its own data.',
          },
          {
            text: 'Wrap the list in a new `QueryClientProvider`',
            correct: false,
            why: 'A second cache would hide the symptom for this list only and lose the sharing between components.',
          },
        ],
      },
    ],
  },
];
