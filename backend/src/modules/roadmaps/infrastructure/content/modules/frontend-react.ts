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
];
