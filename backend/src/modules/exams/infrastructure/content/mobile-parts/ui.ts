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
  // mobile-lists-and-performance
  {
    key: 'mobile-041',
    kind: 'single',
    prompt:
      'A settings screen shows eight fixed rows (account, notifications, privacy and so on) that do not change while the screen is open. Which container fits?',
    options: opts(
      'A `FlatList` with `getItemLayout`, because every list should be virtualised',
      'A `ScrollView`, because a short, fixed set of rows costs little to render all at once',
      'A `SectionList` with one section per row so that headers stick on iOS',
      'A plain `View` with `overflow: "scroll"`, the React Native version of CSS scrolling',
    ),
    correct: ['b'],
    explanation:
      'A `ScrollView` renders all its children, which is a problem only when there are many; for a short, fixed list it is the simplest choice. `View` has no scrolling of its own.',
    moduleKey: 'mobile-lists-and-performance',
    section: 'Why a long ScrollView is slow',
  },
  {
    key: 'mobile-042',
    kind: 'multiple',
    prompt: 'Which statements about `FlatList` and `SectionList` are true? Choose all that apply.',
    options: opts(
      'Text typed into an input inside a row can be lost when the row scrolls far out of the window and is unmounted',
      'Without a `keyExtractor`, the list uses `item.key`, then `item.id`, and only then the index',
      '`SectionList` headers stick to the top by default on iOS but not on Android',
      'A `FlatList` renders every item once and then hides the ones off screen with `display: "none"`',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Virtualisation unmounts rows outside the window, so state kept inside a row is lost; the default keys and the iOS-only sticky headers are documented behaviour. Rows outside the window are never rendered at all, which is the point of virtualising.',
    moduleKey: 'mobile-lists-and-performance',
    section: 'FlatList and SectionList',
  },
  {
    key: 'mobile-043',
    kind: 'output',
    prompt:
      'A `FlatList` is 700 points tall and keeps the default `windowSize` of 21. This computes how many points of content it keeps mounted in total and above the viewport. What does it print?',
    code: `viewport = 700
window_size = 21
above = (window_size - 1) // 2
print(window_size * viewport, above * viewport)`,
    language: 'python',
    options: opts('14700 7000', '21 10', '14700 7350', '700 7000'),
    correct: ['a'],
    explanation:
      '`windowSize` is measured in viewport heights: 21 means 10 screens above, 10 below and the visible one, so 21 × 700 = 14,700 points, of which 10 × 700 = 7,000 are above.',
    moduleKey: 'mobile-lists-and-performance',
    section: 'Tuning the window',
  },
  {
    key: 'mobile-044',
    kind: 'single',
    prompt:
      'A developer wants to know whether a stutter comes from JavaScript or from native drawing before touching any code. Which tool answers that first?',
    options: opts(
      'The Perf Monitor in the Dev Menu, which shows the JS and UI frame rates separately',
      'A `console.log` of `Date.now()` in every row component',
      'The store’s crash reports from the previous release',
      'Running the app in development mode on the newest iPhone to see if the stutter disappears',
    ),
    correct: ['a'],
    explanation:
      'The Perf Monitor shows the two threads’ frame rates side by side, so you see which one drops frames. Logging in every row slows the JavaScript thread itself, and development mode on a fast phone hides the problem.',
    moduleKey: 'mobile-lists-and-performance',
    section: 'Profiling before optimising',
  },
  {
    key: 'mobile-045',
    kind: 'single',
    prompt: 'A feed sets `onEndReachedThreshold={0.5}`. When is `onEndReached` called?',
    options: opts(
      'When the user has scrolled through half of all the items loaded so far',
      'When the end of the content is within half of the list’s visible length',
      'Every 0.5 seconds while the user keeps scrolling down the list',
      'When the last item is at least 50 % visible on screen',
    ),
    correct: ['b'],
    explanation:
      'The threshold is measured in visible lengths of the list: 0.5 means the trailing edge is within half a screen of the end of the content. The default, 2, starts loading two screens early.',
    moduleKey: 'mobile-lists-and-performance',
    section: 'Pagination with onEndReached',
  },
  // mobile-forms-and-input
  {
    key: 'mobile-046',
    kind: 'single',
    prompt:
      'A verification screen asks for the 6-digit code sent by SMS. Which prop lets the keyboard offer the code from the message, so the user does not have to copy it?',
    options: opts(
      '`maxLength={6}`',
      '`autoComplete="one-time-code"`',
      '`keyboardType="number-pad"`',
      '`secureTextEntry`',
    ),
    correct: ['b'],
    explanation:
      'The `one-time-code` hint tells the system the field expects a code, so it can suggest one that just arrived by SMS. A number pad and a maximum length help too, but neither enables autofill.',
    moduleKey: 'mobile-forms-and-input',
    section: 'TextInput props that do the work',
  },
  {
    key: 'mobile-047',
    kind: 'multiple',
    prompt: 'Which of these stop password managers from helping on a sign-in screen? Choose all that apply.',
    options: opts(
      'Blocking paste in the password field',
      'Leaving out the `autoComplete` hints on the username and password fields',
      'Marking the sign-in password field `new-password`',
      'Using `secureTextEntry` on the password field',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Managers paste or fill values, need hints to know which field is which, and treat `new-password` as sign-up, where they suggest a new password instead of filling the saved one. Hiding the password with `secureTextEntry` is expected and does not get in their way.',
    moduleKey: 'mobile-forms-and-input',
    section: 'Autofill and password managers',
  },
  {
    key: 'mobile-048',
    kind: 'output',
    prompt:
      'Following the advice to accept information in different formats when it is not ambiguous, a form normalises UK postcodes. What does this print?',
    code: `def normalise(postcode):
    p = postcode.replace(" ", "").upper()
    return p[:-3] + " " + p[-3:]

print(normalise("sw1a1aa") == normalise("SW1A 1AA"), normalise("ec1a 1bb"))`,
    language: 'python',
    options: opts('False EC1A 1BB', 'True EC1A 1BB', 'True ec1a 1bb', 'True EC1A1BB'),
    correct: ['b'],
    explanation:
      'Spaces are removed and letters upper-cased before one space is put back before the last three characters, so both spellings give the same value and "ec1a 1bb" becomes "EC1A 1BB". The user is never told off for a missing space.',
    moduleKey: 'mobile-forms-and-input',
    section: 'Validation: when and how to say it',
  },
  {
    key: 'mobile-049',
    kind: 'single',
    prompt:
      'A 12-field address form is wrapped in a `KeyboardAvoidingView`. With the keyboard open, the user cannot reach the last four fields at all. What is missing?',
    options: opts(
      'A `ScrollView` around the fields inside the `KeyboardAvoidingView`, so the shrunken area can scroll',
      'A bigger `keyboardVerticalOffset`, so the view moves the fields further up the screen',
      '`returnKeyType="done"` on each of the twelve fields',
      'Setting `enabled={false}` on the `KeyboardAvoidingView` so the keyboard can be ignored',
    ),
    correct: ['a'],
    explanation:
      'The keyboard-avoiding view makes room for the keyboard, but a long form then needs to scroll inside the space that is left. An offset only corrects for a header, and the return-key label changes nothing about reaching fields.',
    moduleKey: 'mobile-forms-and-input',
    section: 'When the keyboard covers the input',
  },
  {
    key: 'mobile-050',
    kind: 'single',
    prompt:
      'Pressing "Next" moves the cursor to the following field, but the keyboard visibly closes and reopens each time. Which `TextInput` prop avoids it?',
    options: opts('`blurOnSubmit={true}`', '`submitBehavior="submit"`', '`returnKeyType="next"`', '`autoFocus`'),
    correct: ['b'],
    explanation:
      'By default a single-line input blurs and submits, so the keyboard starts to close before the next field takes focus. `submitBehavior="submit"` only sends the submit event and keeps the input focused until `.focus()` moves on.',
    moduleKey: 'mobile-forms-and-input',
    section: 'Moving through the form with the return key',
  },
  // push-notifications
  {
    key: 'mobile-051',
    kind: 'single',
    prompt:
      'A courier app pushes every status change of a delivery. A driver’s phone is switched off for two days. What should the app count on when it comes back online?',
    options: opts(
      'Every missed push arrives in order, so the app can rebuild the history from them',
      'Perhaps only the latest push arrives, or none, so the app fetches the current state from the API',
      'The pushes are stored in the app’s local database by the operating system until it opens',
      'APNs and FCM return the missed pushes to the server, which must send them again',
    ),
    correct: ['b'],
    explanation:
      'Push delivery is best effort: messages for an unreachable device may be collapsed or dropped. The data lives in the API, and the push is only a nudge to look.',
    moduleKey: 'push-notifications',
    section: 'How a push reaches a phone',
  },
  {
    key: 'mobile-052',
    kind: 'single',
    prompt: 'A bank app notifies users about incoming transfers. Which notification text is appropriate?',
    options: opts(
      '"You received €1,250.00 from J. Smith. New balance: €3,410.17"',
      '"You have a new transfer. Open the app to see the details."',
      '"Transfer received. Your one-time code for the next login is 482913"',
      '"Account 4421 0087 1933: credit of €1,250.00"',
    ),
    correct: ['b'],
    explanation:
      'Notification text can appear on a locked screen that anyone nearby can read, so amounts, balances, account numbers and codes stay inside the app, behind its sign-in.',
    moduleKey: 'push-notifications',
    section: 'Notification and data payloads',
  },
  {
    key: 'mobile-053',
    kind: 'output',
    prompt:
      'A sender keeps quiet hours from 22:00 to 07:00 in each user’s local time. What does this print for local hours 21, 23, 6 and 7?',
    code: `def allowed(hour, start=22, end=7):
    return not (hour >= start or hour < end)

print(*[allowed(h) for h in (21, 23, 6, 7)])`,
    language: 'python',
    options: opts('True False False True', 'True True False True', 'False False False True', 'True False True True'),
    correct: ['a'],
    explanation:
      'Quiet hours wrap past midnight, so an hour is quiet if it is 22 or later, or earlier than 7: 23 and 6 are held back, while 21 and 7 may send.',
    moduleKey: 'push-notifications',
    section: 'Respectful frequency and opt-outs',
  },
  {
    key: 'mobile-054',
    kind: 'multiple',
    prompt: 'Which statements about push notifications with `expo-notifications` are true? Choose all that apply.',
    options: opts(
      'Remote push needs a physical device, not a simulator or emulator',
      'On Android, remote push needs a development build: since SDK 53 Expo Go no longer supports it there',
      'Android notification channels let users turn off one kind of notification while keeping others',
      'A notification received while the app is open is always shown as a banner, with no code needed',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Push needs real hardware, Android needs a development build since SDK 53, and channels are the categories in the app’s notification settings. In the foreground nothing is shown until `setNotificationHandler` says so.',
    moduleKey: 'push-notifications',
    section: 'Expo Notifications',
  },
  {
    key: 'mobile-055',
    kind: 'single',
    prompt: 'What does iOS **provisional** notification authorisation give an app?',
    options: opts(
      'The right to show banners and sounds without ever asking the user',
      'Quiet delivery to the Notification Centre without a prompt, so the user can decide from there whether to keep them',
      'A second chance to show the system prompt after the user tapped "Don’t Allow"',
      'Notifications that bypass Focus and Do Not Disturb settings',
    ),
    correct: ['b'],
    explanation:
      'Provisional notifications arrive quietly, without banners or sounds, and let the user keep or turn them off from the Notification Centre. They do not replace the prompt for full alerts, and a refusal can only be changed in Settings.',
    moduleKey: 'push-notifications',
    section: 'Asking for permission',
  },
  // mobile-accessibility
  {
    key: 'mobile-056',
    kind: 'single',
    prompt: 'A photo viewer has a trash-can icon button. Which `accessibilityLabel` is best?',
    options: opts('"Delete photo"', '"Delete button"', '"Trash can icon"', '"Tap here to delete"'),
    correct: ['a'],
    explanation:
      'A label names the action and its object; the role (button) is announced anyway, so repeating it is noise. Describing the icon’s look or telling people to "tap" does not fit screen reader gestures.',
    moduleKey: 'mobile-accessibility',
    section: 'Accessibility props in React Native',
  },
  {
    key: 'mobile-057',
    kind: 'multiple',
    prompt: 'Which statements about testing a React Native app’s accessibility are true? Choose all that apply.',
    options: opts(
      'VoiceOver is not available in the iOS Simulator, so screen reader testing needs a real iPhone',
      'Google’s Accessibility Scanner app flags small touch targets, low contrast and missing labels on Android',
      'An automated scanner that reports no issues means the app works with a screen reader',
      'TalkBack users can turn off hints, so hints on Android are never read',
    ),
    correct: ['a', 'b'],
    explanation:
      'The simulator has no VoiceOver, and Accessibility Scanner catches common issues; but scanners miss problems such as confusing order or labels, so the main tasks must be tried with the screen reader. Hints cannot be turned off on Android.',
    moduleKey: 'mobile-accessibility',
    section: 'Testing with the screen readers',
  },
  {
    key: 'mobile-058',
    kind: 'output',
    prompt:
      'This contrast function takes two relative luminances. What does it print for white on black, and for a check of white on a colour of luminance 0.3 against the large-text minimum?',
    code: `def ratio(l1, l2):
    hi, lo = max(l1, l2), min(l1, l2)
    return round((hi + 0.05) / (lo + 0.05), 2)

print(ratio(1.0, 0.0), ratio(1.0, 0.3) >= 3)`,
    language: 'python',
    options: opts('21.0 True', '20.0 True', '21.0 False', '1.0 True'),
    correct: ['a'],
    explanation:
      'White on black is (1.05) / (0.05) = 21, the maximum ratio; (1.05) / (0.35) = 3.0, which meets the 3:1 minimum for large text but not the 4.5:1 for normal text.',
    moduleKey: 'mobile-accessibility',
    section: 'Contrast and colour',
  },
  {
    key: 'mobile-059',
    kind: 'single',
    prompt:
      'A custom bottom sheet opens over a screen, but VoiceOver users keep swiping into the buttons behind it. Which React Native prop helps on iOS?',
    options: opts(
      '`accessibilityViewIsModal` on the sheet',
      '`accessibilityRole="alert"` on the screen behind it',
      '`accessibilityHint="This is a sheet"` on the sheet',
      '`allowFontScaling={false}` on the sheet',
    ),
    correct: ['a'],
    explanation:
      '`accessibilityViewIsModal` tells VoiceOver to ignore the sibling views of the sheet, so focus stays inside it. A hint or a role on the wrong element does not change where focus can go.',
    moduleKey: 'mobile-accessibility',
    section: 'Focus order and grouping',
  },
  {
    key: 'mobile-060',
    kind: 'single',
    prompt:
      'Tapping "Add to basket" shows a small "Added" toast for two seconds, but screen reader users never learn that it worked. What is the simplest fix?',
    options: opts(
      "Call `AccessibilityInfo.announceForAccessibility('Added to basket')` when the item is added",
      'Make the toast stay on screen for ten seconds',
      'Give the toast a red background so it stands out',
      'Move screen reader focus to the basket tab after every addition',
    ),
    correct: ['a'],
    explanation:
      'An announcement tells screen reader users about a change that does not move focus, without disturbing where they are. A longer or brighter toast helps only people who can see it, and jumping focus away loses their place in the list.',
    moduleKey: 'mobile-accessibility',
    section: 'Motion and announcements',
  },
];
