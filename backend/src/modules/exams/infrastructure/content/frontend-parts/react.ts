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
];
