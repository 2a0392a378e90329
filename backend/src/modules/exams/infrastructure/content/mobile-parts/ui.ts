import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** mobile exam questions for the lessons added in issue 29. Keys are stable: never rename or reuse them. Every output question was run with Node 24 or python3. */
export const MOBILE_EXAM_UI: ExamQuestionContent[] = [
  // mobile-layout-and-styling
  {
    key: 'mobile-036',
    kind: 'single',
    prompt:
      'To switch a whole settings screen to a serif font, a developer sets `fontFamily` on the screen’s root `View`. What happens to the `Text` components inside it?',
    options: opts(
      'They all switch to the serif font, as text inherits from any ancestor',
      'Nothing changes: a `View` passes no text styles down; only a `Text` nested in another `Text` inherits them',
      'The app throws, because `fontFamily` is not allowed on a `View` at all',
      'Only the first `Text` child changes, the others keep the system font',
    ),
    correct: ['b'],
    explanation:
      'React Native has no cascade: styles do not flow from a `View` to its children, and only nested `Text` inherits from its parent `Text`. A shared `AppText` component or a theme is the usual way to apply one font everywhere.',
    moduleKey: 'mobile-layout-and-styling',
    section: 'Styles are objects, not a cascade',
  },
  {
    key: 'mobile-037',
    kind: 'output',
    prompt:
      'This flattens a style array the way React Native merges one (later entries win, false entries are skipped). What does it print?',
    code: `const flatten = (styles) => Object.assign({}, ...styles.filter(Boolean));
const base = { padding: 12, backgroundColor: 'blue' };
const disabled = { backgroundColor: 'gray', opacity: 0.5 };
const isDisabled = false;
const s = flatten([base, isDisabled && disabled, { padding: 16 }]);
console.log(s.padding, s.backgroundColor, s.opacity);`,
    language: 'javascript',
    options: opts('12 blue undefined', '16 gray 0.5', '16 blue undefined', '16 blue 0.5'),
    correct: ['c'],
    explanation:
      'The `disabled` entry is `false` and is skipped, so neither its colour nor its opacity applies; the last entry overrides `padding` with 16.',
    moduleKey: 'mobile-layout-and-styling',
    section: 'Styles are objects, not a cascade',
  },
  {
    key: 'mobile-038',
    kind: 'single',
    prompt:
      'A hero banner must span the full width of any phone and always be twice as wide as it is tall, on a 360-dp Android phone as on a 430-point iPhone. Which style does it with the least code?',
    options: opts(
      '`{ width: 360, height: 180 }`',
      "`{ width: '100%', aspectRatio: 2 }`",
      '`{ flex: 2 }`',
      "`{ width: '100%', height: '50%' }`",
    ),
    correct: ['b'],
    explanation:
      '`aspectRatio` computes the missing dimension from the known one, so the height is always half the actual width. Fixed numbers fit one screen only, and a percentage height depends on the parent, not on the banner’s width.',
    moduleKey: 'mobile-layout-and-styling',
    section: 'Sizes, density-independent pixels and the window',
  },
  {
    key: 'mobile-039',
    kind: 'multiple',
    prompt:
      'In an Expo app, a tester turns on dark mode in the phone’s settings, but the app stays light. Which of these can cause it? Choose all that apply.',
    options: opts(
      'The app config’s `userInterfaceStyle` is missing or set to `"light"`',
      'The screens hard-code colours such as `"#ffffff"` instead of choosing a palette from `useColorScheme()`',
      'An Android development build was made without `expo-system-ui` installed',
      '`useColorScheme()` only works in release builds from the stores',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Without `userInterfaceStyle: "automatic"` the app stays light, Android development builds ignore that setting unless `expo-system-ui` is installed, and hard-coded colours never change whatever the scheme. `useColorScheme` works in every build.',
    moduleKey: 'mobile-layout-and-styling',
    section: 'Platform differences and dark mode',
  },
  {
    key: 'mobile-040',
    kind: 'single',
    prompt:
      'A screen’s coloured header should fill the area behind the status bar and notch, but its title must sit below them. Which approach fits?',
    options: opts(
      'Give the header `paddingTop: 44`, the notch height of recent iPhones',
      'Give the header `paddingTop: insets.top`, with `insets` from `useSafeAreaInsets()`',
      'Wrap the whole screen, header included, in a safe-area view with all edges so nothing reaches the notch',
      'Hide the status bar on every screen so that the header can start at the very top',
    ),
    correct: ['b'],
    explanation:
      'The top inset is the covered height on the current device, so padding the header by it keeps the colour under the status bar and the title below it. A fixed number is wrong on other models, and wrapping everything would leave the area behind the notch uncoloured.',
    moduleKey: 'mobile-layout-and-styling',
    section: 'Safe areas',
  },
];
