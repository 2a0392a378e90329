import type { ModuleContent } from '../content-types.js';

/** Frontend lessons: React state and effects, routing and data (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_REACT_MODULES: ModuleContent[] = [
  {
    key: 'react-state-and-effects',
    title: 'React State and Effects',
    summary:
      'Reason about state as a snapshot, queue updates, lift and derive state, and use effects, refs and custom hooks only where they belong.',
    contentMd: `### State is a snapshot

React Fundamentals showed that calling a setter asks React for a new render instead of changing the variable. It helps to see why. When React renders a component it calls your function, and everything that render creates, its JSX, its local variables and its event handlers, closes over the state values **of that render**. React keeps state outside your function, "on a shelf", and hands you a fixed copy each time it calls you.

That is why code that runs later still sees the old value:

\`\`\`jsx
function Inbox() {
  const [unread, setUnread] = useState(3);

  function markAllRead() {
    setUnread(0);
    setTimeout(() => alert(\`You had \${unread} unread\`), 2000); // shows 3
  }
  // ...
}
\`\`\`

The timeout was created by the render in which \`unread\` was 3, so it shows 3, even though the screen already shows 0 two seconds later. This is not a bug: every render is a consistent picture, and an event handler never sees state change under its feet halfway through. When you need the value you are about to set, keep it in a local variable (\`const next = 0; setUnread(next); send(next);\`).

### Queued updates and updater functions

React **batches**: it waits until all the code in an event handler has run before it re-renders, so three setter calls in one click cause one render, not three. Until then, each call only adds an entry to a queue for that state variable. During the next render, React works through the queue in order. You can model it in a few lines of plain JavaScript, as react.dev's own challenge does:

\`\`\`javascript
function getFinalState(baseState, queue) {
  let state = baseState;
  for (const update of queue) {
    state = typeof update === 'function' ? update(state) : update;
  }
  return state;
}

const number = 0; // the snapshot this render sees
console.log(getFinalState(number, [number + 1, number + 1, number + 1])); // 1
console.log(getFinalState(number, [(n) => n + 1, (n) => n + 1, (n) => n + 1])); // 3
console.log(getFinalState(number, [number + 5, (n) => n + 1, 42])); // 42
\`\`\`

A plain value **replaces** whatever is in the queue so far; an **updater function** receives the result of the previous entry and returns the next. Use an updater whenever the next value depends on the previous one and several updates may be queued (a "+3" button, a counter updated by a timer). Name its argument after the state (\`setCount((c) => c + 1)\`) and keep it pure: in development, Strict Mode calls updaters twice to catch side effects hidden in them.

### Lifting state up

When two components must show or change the same data, neither should keep its own copy. Move the state to their **closest common parent** and pass it down as props, together with functions that change it. The classic example is an accordion where only one panel may be open: if each \`Panel\` kept its own \`isOpen\`, opening one could not close the other. Keep \`activeIndex\` in the \`Accordion\`, pass \`isActive={activeIndex === 0}\` and \`onShow={() => setActiveIndex(0)}\` to each panel, and the rule "only one open" is enforced in one place.

After lifting, \`Panel\` is **controlled**: its parent decides what it shows. A component that keeps the value in its own state is **uncontrolled**. Neither is better in general; controlled components are easier to coordinate, uncontrolled ones need less wiring. For every unique piece of state, decide which single component owns it: that component is the **single source of truth** for it.

### Derive, don't duplicate

Good state is minimal. Before adding a state variable, ask whether you can compute the value from props or other state during render; if you can, it is not state. Three patterns cause most of the bugs:

- **Redundant state.** \`fullName\` next to \`firstName\` and \`lastName\` must be updated in every handler, and one day it will not be. Compute \`const fullName = firstName + ' ' + lastName;\`.
- **Duplicated objects.** Storing \`selectedItem\` (a copy of an object from \`items\`) means that renaming the item in \`items\` leaves the selection showing the old name. Store \`selectedId\` and find the item during render.
- **Mirrored props.** \`useState(props.color)\` uses the prop only for the first render; later changes to the prop are ignored. Read the prop directly, or name it \`initialColor\` if ignoring later changes is what you want.

If a calculation is expensive, wrap it in \`useMemo\` rather than copying it into state: the value stays derived, and React skips recomputing it while its inputs are unchanged.

### Effects synchronise with the outside world

An effect lets a component stay in sync with a system React does not control: a chat connection, a browser API, a timer, a third-party widget. React runs it **after** the screen has been updated. Its dependency array says when to synchronise again:

\`\`\`jsx
useEffect(() => {
  const connection = createConnection(serverUrl, roomId);
  connection.connect();
  return () => connection.disconnect();
}, [serverUrl, roomId]);
\`\`\`

- No array: the effect runs after every render.
- \`[]\`: it runs once when the component appears (and cleans up when it disappears).
- \`[serverUrl, roomId]\`: it runs again only when one of them changed since the last render. React compares each dependency with \`Object.is\`, so an object or function created during render is "new" every time and makes the effect run after every render; create such objects inside the effect instead.

The **cleanup** runs before the effect runs again and when the component is removed. Think of each effect as "start synchronising" plus "stop synchronising", not as a lifecycle event: when \`roomId\` changes from \`general\` to \`travel\`, React disconnects from \`general\` and connects to \`travel\`.

The dependencies are not yours to choose: every reactive value the effect reads (props, state, and variables computed from them) must be listed, and the \`react-hooks/exhaustive-deps\` lint rule checks it. If the effect re-runs too often, change the code so it needs fewer values; do not silence the linter.

In development, \`<StrictMode>\` mounts each component, unmounts it and mounts it again, so every effect runs **setup, cleanup, setup** at once. With a correct cleanup the user cannot tell; without one you see two connections or two intervals immediately instead of in production. The answer is always to fix the cleanup, never to block the second run with a flag.

### You might not need an effect

Effects are an escape hatch. react.dev's guide lists the common cases where an effect only adds an extra render and room for bugs:

- **Transforming data for display** (filtering, sorting, totals): compute it during render, with \`useMemo\` if it is slow.
- **Resetting all state when a prop changes** (a comment box when you move to another user's profile): give the component a \`key\`, e.g. \`<Profile userId={id} key={id} />\`, and React treats it as a new component with fresh state.
- **Reacting to a user action** (send a form, show a toast after buying): do it in the event handler, because only the handler knows *why* it happened.
- **Chains of effects** that set state which triggers another effect: compute the next state in the handler, all at once.
- **Telling a parent about a change**: call the parent's callback in the same handler that changes the state.

What remains for effects is genuine synchronisation: subscriptions, timers, the DOM outside React, analytics for a page view, and fetching data (which needs its own care, covered in the next lesson).

### Refs: values that do not render

\`useRef(initial)\` returns an object \`{ current: initial }\`, and React gives you **the same object** on every render. You may change \`ref.current\` freely, and changing it does **not** cause a re-render. That makes refs right for values the event handlers need but the screen does not show: a timer id, the previous value of something, a request in flight. The other use is holding a DOM node: \`<input ref={inputRef} />\` puts the element in \`inputRef.current\` so you can call \`inputRef.current.focus()\`.

The rule of thumb: if the value appears in the JSX, it is state; if only handlers and effects use it, it can be a ref. Do not read or write \`ref.current\` during rendering (except to initialise it once): React does not know when it changes, so anything rendered from it goes stale.

### Custom hooks

When two components repeat the same stateful logic, move it into a **custom hook**: a function whose name starts with \`use\` followed by a capital letter, which calls other hooks.

\`\`\`jsx
import { useEffect, useState } from 'react';

export function useDebouncedValue(value, delayMs) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id); // a newer value cancels the pending one
  }, [value, delayMs]);
  return debounced;
}
\`\`\`

Custom hooks share **logic, not state**: two components calling \`useDebouncedValue\` each get their own independent state and effect. The \`use\` prefix tells readers and the linter that the function follows the rules of hooks: call hooks only at the top level of a component or custom hook, never inside conditions, loops or nested functions, because React matches each hook to its state by call order. Keep hooks focused on one concrete purpose (\`useOnlineStatus\`, \`useDebouncedValue\`); a hook named \`useMount\` that just wraps an effect hides what is being synchronised.

### Worked example

A product page has a search box and a list. Requirements: the list filters as you type, but only after typing pauses for 300 ms; pressing \`/\` anywhere focuses the search box.

\`\`\`jsx
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

export function ProductPage({ products }) {
  const [query, setQuery] = useState(''); // lifted: both children need it
  const debouncedQuery = useDebouncedValue(query, 300);
  const searchRef = useRef(null);

  useEffect(() => {
    function onKeyDown(event) {
      if (event.key === '/' && document.activeElement !== searchRef.current) {
        event.preventDefault();
        searchRef.current.focus();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const q = debouncedQuery.trim().toLowerCase();
  const visible = products.filter((p) => p.name.toLowerCase().includes(q)); // derived

  return (
    <>
      <SearchBox ref={searchRef} value={query} onChange={setQuery} />
      <ProductList products={visible} />
    </>
  );
}
\`\`\`

Step by step: \`query\` lives in \`ProductPage\` because \`SearchBox\` writes it and the list depends on it, so it is lifted to their common parent and \`SearchBox\` is controlled. The debounce is a custom hook whose effect's cleanup cancels the pending timer whenever \`query\` changes again, so only the last value after a pause gets through. \`visible\` is computed during render, never stored. The keyboard shortcut is a true effect: it subscribes to a browser event and its cleanup removes exactly the same function, so Strict Mode's extra setup and cleanup leave one listener, not two. The input's DOM node is reached through a ref, since focusing is not something to render. (\`SearchBox\` receives \`ref\` as a normal prop, which React 19 allows; older versions needed \`forwardRef\`.)

### Common mistakes

- **Expecting the new value right after setting it.** The handler's \`count\` is the snapshot; keep the next value in a variable or use an updater.
- **Copying props or derived values into state.** The copy goes stale; compute it during render or store an id instead of an object.
- **Lying about dependencies.** An effect that reads \`roomId\` but lists \`[]\` keeps using the first room forever. List everything and restructure if it runs too often.
- **Missing cleanup, then blaming Strict Mode.** Two listeners in development mean the cleanup is missing; the same leak happens in production when the user navigates away and back.
- **Using a ref for something shown on screen.** Updating \`ref.current\` does not re-render, so the screen shows an old value; use state.
- **Calling hooks conditionally.** \`if (user) useEffect(...)\` breaks the call order React relies on; put the condition inside the hook.

### At work

Reviewers on React teams spend much of their time on exactly these questions: is this state minimal, does this effect have the right dependencies and a cleanup, could this effect be an event handler or a calculation? The \`eslint-plugin-react-hooks\` rules (\`rules-of-hooks\` and \`exhaustive-deps\`) run in CI and catch many slips before review. Teams keep shared custom hooks (\`useDebouncedValue\`, \`useMediaQuery\`, \`useOnlineStatus\`) in one folder with tests written with React Testing Library's \`renderHook\`. A junior is typically asked to fix a stale value caused by a missing dependency, remove an effect that only copies props into state, or extract repeated logic from two components into a hook.`,
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    resources: [
      { title: 'React: State as a Snapshot', url: 'https://react.dev/learn/state-as-a-snapshot', kind: 'docs' },
      {
        title: 'React: Synchronizing with Effects',
        url: 'https://react.dev/learn/synchronizing-with-effects',
        kind: 'docs',
      },
      {
        title: 'React: Reusing Logic with Custom Hooks',
        url: 'https://react.dev/learn/reusing-logic-with-custom-hooks',
        kind: 'docs',
      },
      {
        title: 'React: Queueing a Series of State Updates (with challenges to solve in the browser)',
        url: 'https://react.dev/learn/queueing-a-series-of-state-updates',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'react-routing-and-data',
    title: 'Routing and Data Fetching in React',
    summary:
      'Route between pages with React Router, design loading, error and empty states, fetch without races, and cache server data with TanStack Query.',
    contentMd: `### Client-side routing

A classic website asks the server for a new HTML page on every link. A single-page application (SPA) loads one HTML page and its JavaScript once; after that, a **router** watches the URL and decides which components to render. Clicking a link changes the address with the browser's History API and re-renders only what changed, so moving around is fast and state such as a half-filled sidebar survives.

The URL is still the source of truth. A good SPA keeps everything a user might want to bookmark, share or reload in it: which page, which record (\`/orders/1042\`) and which filters (\`?status=open\`). Two consequences follow. First, the back and forward buttons must work, which the router handles for you. Second, when someone reloads \`/orders/1042\`, the **server** receives that path. Because there is no such file, the server (or the static host) must be configured to answer every app path with \`index.html\`, and the router then takes over in the browser; otherwise deep links end in a 404.

This lesson uses **React Router** version 7, a widely used router for React apps. It can run in three modes: *declarative* (routes written as JSX, shown here), *data* (routes defined as objects with loaders and actions) and *framework* (data mode wrapped in a Vite plugin that adds type-safe route modules, code splitting and server or static rendering). The ideas below, routes, params, nested layouts and navigation, are the same in all three. Everything is imported from the \`react-router\` package.

### Routes, links and params

\`\`\`jsx
import { BrowserRouter, Routes, Route, Link, useParams } from 'react-router';

function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route index element={<Home />} />
        <Route path="orders/:orderId" element={<OrderPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}

function OrderPage() {
  const { orderId } = useParams(); // "1042" for /orders/1042
  return <h1>Order {orderId}</h1>;
}
\`\`\`

\`<Routes>\` picks the route whose \`path\` matches the URL and renders its \`element\`. A segment starting with a colon is a **dynamic segment**: its value arrives through \`useParams()\`. Params are always **strings**, so convert them (\`Number(orderId)\`) before comparing with numeric ids. A \`*\` path catches everything else, which is where a "page not found" screen goes.

Link with \`<Link to="/orders/1042">\`. It renders a real \`<a href>\`, so opening in a new tab, copying the address and keyboard use all work, but a normal click is handled inside the app instead of reloading the page. A plain \`<a href>\` to an internal page would throw away the whole app and its state and download everything again. \`<NavLink>\` is a \`Link\` that knows whether it is active: it gets an \`active\` class, and its \`className\` can be a function of \`{ isActive }\`, which is what navigation menus use. Values after the \`?\` are read with \`useSearchParams()\`, which returns the browser's \`URLSearchParams\` object plus a setter.

### Nested routes and layouts

Routes can be nested. A child's path is added to its parent's, and the parent renders its matching child through \`<Outlet />\`:

\`\`\`jsx
<Routes>
  <Route element={<AppLayout />}>
    <Route index element={<Dashboard />} />
    <Route path="orders" element={<OrdersLayout />}>
      <Route index element={<OrderList />} />
      <Route path=":orderId" element={<OrderPage />} />
    </Route>
  </Route>
</Routes>
\`\`\`

A route **without a path** is a **layout route**: it adds no URL segment, only shared UI, such as a header and navigation around every page. An **index route** renders at its parent's own URL, like a default child: \`/orders\` shows \`OrderList\` inside \`OrdersLayout\`. Layouts stay mounted while the user moves between their children, so the header does not flicker and state inside it survives.

### Navigating from code

\`useNavigate()\` returns a function that changes the URL from code. React Router's docs keep it for navigation the user did not click: after a form submission completes, when the user is logged out after a period of inactivity, or when a timed quiz ends. \`navigate('/orders/1042')\` adds a history entry, \`navigate('/login', { replace: true })\` replaces the current one (so Back does not return to a page the user should leave), and \`navigate(-1)\` goes back. For anything the user clicks, use \`Link\` or \`NavLink\`: they give right-click menus, "open in new tab" and correct semantics for free.

### Loading, error and empty states

Every screen that shows remote data has at least four states, and each needs a design, not only the happy path:

- **Loading**: the first request has not answered. Show a skeleton or a spinner in the area that is loading, not a blank page.
- **Error**: the request failed, or the server answered with an error status. Say what went wrong in plain words and offer a way out, usually a Retry button.
- **Empty**: the request worked and returned nothing. "No orders yet" with a link to the shop is information; an empty table looks broken.
- **Success**: the data.

A fifth often matters too: **refreshing**, when old data is on screen while newer data loads. Keep showing the old data with a small indicator instead of replacing the page with a spinner.

Remember from HTTP and APIs that \`fetch\` rejects only when the request itself fails, for example on a network error. A \`404\` or \`500\` resolves normally, so code that does not check \`response.ok\` shows an error page as if it were data. Turn bad statuses into errors yourself.

### Fetching in an effect and the race condition

Without a library, data is loaded in an effect that depends on what is being fetched:

\`\`\`jsx
function OrderPage() {
  const { orderId } = useParams();
  const [order, setOrder] = useState(null);
  const [error, setError] = useState(null);

  useEffect(() => {
    let ignore = false;
    setOrder(null);
    setError(null);
    fetch(\`/api/orders/\${orderId}\`)
      .then((res) => {
        if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
        return res.json();
      })
      .then((data) => { if (!ignore) setOrder(data); })
      .catch((err) => { if (!ignore) setError(err); });
    return () => { ignore = true; };
  }, [orderId]);
  // render error, loading (order === null) or the order
}
\`\`\`

The \`ignore\` flag fixes a **race condition**. Say the user opens order 1 and quickly switches to order 2. Both requests are in flight, and responses do not have to arrive in the order they were sent: if order 1's answer comes last, a version without the flag would show order 1 on the page for order 2. With the flag, changing \`orderId\` runs the previous effect's cleanup, which marks the old request's result as stale, so only the latest answer is used. Strict Mode's extra setup and cleanup in development is handled the same way.

An \`AbortController\` goes one step further and cancels the request itself: create one in the effect, pass \`controller.signal\` to \`fetch\`, and call \`controller.abort()\` in the cleanup. The aborted \`fetch\` rejects with a \`DOMException\` named \`AbortError\`, which the \`catch\` should ignore rather than show as an error. This saves bandwidth on slow connections, but the ignore flag alone already keeps the screen correct. Aborting only stops the browser waiting: the server may already have received the request and done its work.

### Why a data library: TanStack Query

The effect above still lacks a lot. Go back to a page you saw a moment ago and it loads again from scratch. Two components needing the same order send two requests. Nothing refreshes stale data when the user returns to the tab, nothing retries a failed request, and after you change data on the server every screen showing it is out of date. Server data is a **cache of something you do not own**, and React state is not a cache. Frameworks with loaders (React Router's data mode, Next.js) solve part of this; in client-rendered apps the usual tool is **TanStack Query** (formerly React Query):

\`\`\`jsx
import { useQuery } from '@tanstack/react-query';

function OrderPage() {
  const { orderId } = useParams();
  const { data: order, isPending, isError, error, refetch } = useQuery({
    queryKey: ['orders', orderId],
    queryFn: async ({ signal }) => {
      const res = await fetch(\`/api/orders/\${orderId}\`, { signal });
      if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
      return res.json();
    },
  });
  if (isPending) return <OrderSkeleton />;
  if (isError) return <ErrorBox message={error.message} onRetry={refetch} />;
  return <OrderDetails order={order} />;
}
\`\`\`

The app is wrapped once in \`<QueryClientProvider client={queryClient}>\`. The **query key** is an array that identifies the data in the cache, and it must contain every variable the query function uses: \`['orders', orderId]\` gives each order its own entry, and a new \`orderId\` simply selects another entry. Components using the same key share one entry and one request. The \`signal\` handed to \`queryFn\` lets the library cancel requests, and races are handled for you.

Its defaults, from the "Important Defaults" page of its docs, are worth knowing: cached data counts as **stale** at once (\`staleTime\` is 0), and stale queries are refetched in the background when a component using them mounts, when the window regains focus and when the network reconnects; the old data stays on screen meanwhile. Queries nobody uses any more stay in the cache for five minutes (\`gcTime\`). Failed queries are retried three times, with growing delays, before the error is shown. Raise \`staleTime\` for data that rarely changes.

### Mutations and invalidation

Changing data goes through \`useMutation\`. After a change succeeds, tell the cache which queries are now out of date with \`invalidateQueries\`:

\`\`\`jsx
const queryClient = useQueryClient();
const cancelOrder = useMutation({
  mutationFn: (id) => fetch(\`/api/orders/\${id}/cancel\`, { method: 'POST' }).then((res) => {
    if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
  }),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
});
// <button disabled={cancelOrder.isPending} onClick={() => cancelOrder.mutate(order.id)}>Cancel</button>
\`\`\`

Invalidation matches by **prefix**: \`{ queryKey: ['orders'] }\` marks \`['orders']\`, \`['orders', '1042']\` and \`['orders', { status: 'open' }]\` as stale, and those currently on screen refetch immediately. That is why keys are designed from general to specific. Invalidating is simpler and safer than editing the cache by hand, because the server's answer stays the single source of truth.

### Worked example

An orders section: a list filtered by status, a detail page, and a Cancel button that brings the user back to the list.

\`\`\`jsx
async function getJson(url, signal) {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
  return res.json();
}

function OrdersLayout() {
  return (
    <section>
      <h1>Orders</h1>
      <p>
        Show: <Link to="/orders">all</Link> · <Link to="/orders?status=open">open</Link>
      </p>
      <Outlet />
    </section>
  );
}

function OrderList() {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status') ?? 'all';
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['orders', { status }],
    queryFn: ({ signal }) => getJson(\`/api/orders?status=\${encodeURIComponent(status)}\`, signal),
  });
  if (isPending) return <ListSkeleton />;
  if (isError) return <ErrorBox onRetry={refetch} />;
  if (data.length === 0) return <p>No orders match this filter yet.</p>;
  return <ul>{data.map((o) => <li key={o.id}><Link to={\`/orders/\${o.id}\`}>#{o.id}</Link></li>)}</ul>;
}
\`\`\`

Walk through it. \`getJson\` is the one place that turns a bad status into an error, so every query's error state works. The layout's heading and filter links stay on screen while its \`<Outlet />\` switches between the list and a detail page. The filter lives in the URL, so "open orders" can be bookmarked and survives a reload, and it is part of the query key, so each filter has its own cache entry and switching back is instant. The list handles loading, error and empty explicitly. On the detail page (the \`OrderPage\` above), the Cancel mutation's \`onSuccess\` invalidates \`['orders']\`, which covers the detail and every filtered list, then calls \`navigate('/orders')\`: a navigation caused by a completed action, not by a click on a link. When the list mounts, its entry is stale and refetches, so the cancelled order shows its new status.

### Common mistakes

- **Internal links as \`<a href>\`.** Each click reloads the app and loses its state; use \`Link\`.
- **Comparing params with numbers.** \`useParams()\` gives strings, so \`orderId === 1042\` is always false; convert first.
- **No server fallback.** Deep links work in development but return 404 in production until the host serves \`index.html\` for app paths.
- **Fetching in an effect without cleanup.** Fast clicks show the wrong record; add the ignore flag or abort the request.
- **Treating every resolved \`fetch\` as data.** Check \`response.ok\` and throw, so error states actually appear.
- **Query keys missing a variable.** \`queryKey: ['orders']\` with a \`status\` filter in \`queryFn\` makes every filter share one cache entry and show each other's data.

### At work

Most React codebases have a routes file or folder and a \`queries\` module that defines query keys and fetch functions in one place, so mutations know what to invalidate. Designers provide loading, error and empty states as part of each screen, and reviewers ask for them. TanStack Query's Devtools panel shows every cache entry, its key and whether it is fresh or stale, which is the first place to look when a screen shows old data. A junior is typically asked to add a page with a route and params, fix a screen that flashes the wrong record, add an empty state, or make a list refresh after an edit by invalidating the right key.`,
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'React Router: Routing (declarative mode)',
        url: 'https://github.com/remix-run/react-router/blob/main/docs/start/declarative/routing.md',
        kind: 'docs',
      },
      {
        title: 'TanStack Query: Important Defaults',
        url: 'https://tanstack.com/query/latest/docs/framework/react/guides/important-defaults',
        kind: 'docs',
      },
      {
        title: 'TanStack Query: Invalidations from Mutations',
        url: 'https://tanstack.com/query/latest/docs/framework/react/guides/invalidations-from-mutations',
        kind: 'docs',
      },
      {
        title: 'MDN: AbortController',
        url: 'https://developer.mozilla.org/en-US/docs/Web/API/AbortController',
        kind: 'docs',
      },
    ],
  },
];
