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
];
