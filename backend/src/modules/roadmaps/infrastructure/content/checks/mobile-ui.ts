import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/mobile-ui.ts. */
export const MOBILE_UI_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'mobile-layout-and-styling',
    questions: [
      {
        id: 'mobile-layout-and-styling-1',
        kind: 'multiple',
        section: 'Flexbox with mobile defaults',
        prompt: 'Which Flexbox defaults differ between React Native and CSS on the web? Pick all that apply.',
        options: [
          {
            text: '`flexDirection` is `column`',
            correct: true,
            why: 'On the web a flex container lays its children out in a row; React Native stacks them top to bottom by default.',
          },
          {
            text: '`flexShrink` is `0`',
            correct: true,
            why: 'On the web items shrink (`flex-shrink: 1`); in React Native they keep their natural size unless you allow shrinking.',
          },
          {
            text: '`alignContent` is `flex-start`',
            correct: true,
            why: 'The web default is `stretch`; React Native packs wrapped lines at the start of the cross axis.',
          },
          {
            text: '`alignItems` is `center`',
            correct: false,
            why: '`alignItems` defaults to `stretch` in React Native, the same behaviour as on the web.',
          },
          {
            text: '`justifyContent` is `space-between`',
            correct: false,
            why: '`justifyContent` defaults to `flex-start` on both: children start at the beginning of the main axis.',
          },
        ],
      },
      {
        id: 'mobile-layout-and-styling-2',
        kind: 'output',
        section: 'Flexbox with mobile defaults',
        prompt:
          'A column 600 points tall holds three children with `flex` 1, 2 and 3. This sketch shares the space the way Flexbox does. What does it print?',
        code: {
          language: 'javascript',
          source: `const height = 600;
const flexes = [1, 2, 3];
const total = flexes.reduce((sum, f) => sum + f, 0);
console.log(flexes.map((f) => (height * f) / total).join(' '));`,
        },
        options: [
          {
            text: '100 200 300',
            correct: true,
            why: 'The flex numbers add up to 6, so the children get 1/6, 2/6 and 3/6 of 600 points.',
          },
          {
            text: '200 200 200',
            correct: false,
            why: 'That would be equal flex values; here each child’s share is weighted by its own number.',
          },
          {
            text: '600 1200 1800',
            correct: false,
            why: 'Flex never hands out more than the parent has: the numbers are shares of the 600 points, not multipliers of it.',
          },
          {
            text: '1 2 3',
            correct: false,
            why: 'The flex values are ratios, not sizes; the code prints the points each child receives.',
          },
        ],
      },
      {
        id: 'mobile-layout-and-styling-3',
        kind: 'single',
        section: 'Flexbox with mobile defaults',
        prompt:
          'In a `flexDirection: "row"` with an avatar, a long name and a "Follow" button, the button is pushed off the right edge of the screen. What is the usual fix?',
        options: [
          {
            text: 'Give the name’s `Text` `flex: 1` so it takes the remaining space and wraps',
            correct: true,
            why: 'Children do not shrink by default (`flexShrink: 0`); letting the text flex makes it fit the space left by the avatar and the button.',
          },
          {
            text: 'Set a fixed width of 200 on the row so the three items always fit together',
            correct: false,
            why: 'A fixed width ignores the real screen width and does not make the long text shrink; the overflow simply moves.',
          },
          {
            text: 'Switch the row to `flexDirection: "column"`',
            correct: false,
            why: 'That stacks the items vertically and changes the design instead of fixing the overflow.',
          },
          {
            text: 'Add `alignItems: "stretch"` to the row',
            correct: false,
            why: '`stretch` is already the default and acts on the cross axis (height in a row), not on the width that overflows.',
          },
        ],
      },
      {
        id: 'mobile-layout-and-styling-4',
        kind: 'output',
        section: 'Sizes, density-independent pixels and the window',
        prompt:
          'A designer asks how many physical pixels a 48 × 48 icon covers on phones with different pixel ratios. What does this print?',
        code: {
          language: 'python',
          source: `size = 48
for ratio in [1, 2, 3]:
    print(size * ratio, end=" ")
print()`,
        },
        options: [
          {
            text: '48 96 144',
            correct: true,
            why: 'Layout sizes are density-independent; the device multiplies them by its pixel ratio, so the icon covers more pixels on denser screens.',
          },
          {
            text: '48 48 48',
            correct: false,
            why: 'That is the size in points, which stays the same; the question is about physical pixels, which grow with the ratio.',
          },
          {
            text: '48 96 192',
            correct: false,
            why: 'That doubles each time; the third ratio is 3, so the icon covers 48 × 3 = 144 pixels.',
          },
          {
            text: '1 2 3',
            correct: false,
            why: 'The loop prints the size multiplied by each ratio, not the ratios themselves.',
          },
        ],
      },
      {
        id: 'mobile-layout-and-styling-5',
        kind: 'fill',
        section: 'Sizes, density-independent pixels and the window',
        prompt:
          'To get a window width that updates when the phone rotates or a foldable opens, a component calls the hook `____()` from `react-native`.',
        answers: ['useWindowDimensions'],
        why: '`useWindowDimensions` re-renders the component with the new width, height, scale and font scale; `Dimensions.get` is read once and goes stale.',
      },
      {
        id: 'mobile-layout-and-styling-6',
        kind: 'single',
        section: 'Safe areas',
        prompt:
          'A list’s last row hides behind the iPhone home indicator, but its background should still run to the bottom edge. What fits best?',
        options: [
          {
            text: 'Add `useSafeAreaInsets().bottom` to the list’s bottom content padding',
            correct: true,
            why: 'The inset is exactly the covered height on this device, and applying it only as padding keeps the background full-bleed.',
          },
          {
            text: 'Add a bottom margin of 34 to the list on every device',
            correct: false,
            why: 'A hard-coded number is wrong on phones without a home indicator and on models where the inset differs.',
          },
          {
            text: 'Wrap the whole screen in React Native’s built-in `SafeAreaView`, which handles every device',
            correct: false,
            why: 'The built-in component is deprecated and iOS-only; the docs point to react-native-safe-area-context instead.',
          },
          {
            text: 'Hide the home indicator so nothing covers the row',
            correct: false,
            why: 'The home indicator belongs to the system; the app has to lay its content out around it.',
          },
        ],
      },
      {
        id: 'mobile-layout-and-styling-7',
        kind: 'output',
        section: 'Platform differences and dark mode',
        prompt:
          'This function follows the same order of keys as `Platform.select` (the platform itself, then `native`, then `default`). What does it print?',
        code: {
          language: 'javascript',
          source: `function select(os, spec) {
  const native = os === 'ios' || os === 'android';
  if (os in spec) return spec[os];
  if (native && 'native' in spec) return spec.native;
  return spec.default;
}
const padding = { ios: 20, native: 16, default: 8 };
console.log(select('ios', padding), select('android', padding), select('web', padding));`,
        },
        options: [
          {
            text: '20 16 8',
            correct: true,
            why: 'iOS has its own key; Android has none and falls back to `native`; web is not native and gets `default`.',
          },
          {
            text: '20 8 8',
            correct: false,
            why: 'Android is a native platform, so the `native` key applies before `default`.',
          },
          {
            text: '20 16 16',
            correct: false,
            why: 'Web is not a native platform, so the `native` key does not apply to it.',
          },
          {
            text: '16 16 8',
            correct: false,
            why: 'A platform’s own key (`ios`) wins over `native`.',
          },
        ],
      },
      {
        id: 'mobile-layout-and-styling-8',
        kind: 'multiple',
        section: 'Images at every density',
        prompt: 'Which statements about images in React Native are true? Pick all that apply.',
        options: [
          {
            text: 'With `icon.png`, `icon@2x.png` and `icon@3x.png`, the bundler picks the file that matches the screen density',
            correct: true,
            why: 'The density suffixes let each phone load a sharp image of the right size.',
          },
          {
            text: 'A network image (`{ uri: ... }`) needs a width and height, or a width with `aspectRatio`',
            correct: true,
            why: 'The app cannot know a remote image’s size before it loads, so without one it renders at 0 × 0.',
          },
          {
            text: "`require('./img/' + name + '.png')` is a good way to choose an icon at run time",
            correct: false,
            why: 'The bundler reads `require` paths at build time; they must be static strings. Choose between two full `require` calls instead.',
          },
          {
            text: 'The default `resizeMode` is `stretch`',
            correct: false,
            why: 'The default is `cover`, which keeps the aspect ratio, fills the box and crops; `stretch` distorts the image.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'mobile-lists-and-performance',
    questions: [
      {
        id: 'mobile-lists-and-performance-1',
        kind: 'single',
        section: 'Why a long ScrollView is slow',
        prompt:
          'A chat screen puts 1,500 messages into a `ScrollView` with `messages.map(...)`. It takes seconds to open on a cheap Android phone. Why?',
        options: [
          {
            text: 'A `ScrollView` renders every child, so all 1,500 message views are created before the screen appears',
            correct: true,
            why: 'The work and memory grow with the whole list, not with what fits on screen; a virtualised list mounts only the rows near the viewport.',
          },
          {
            text: 'A `ScrollView` re-downloads the messages from the server whenever it scrolls',
            correct: false,
            why: 'A `ScrollView` does no networking; it only lays out and scrolls the children it is given.',
          },
          {
            text: 'Android limits a `ScrollView` to 100 children and loads the rest from disk as the user scrolls down to them',
            correct: false,
            why: 'There is no such limit; the cost is that every child is rendered, however many there are.',
          },
          {
            text: 'The messages need `key` props, and without them rendering is always slow',
            correct: false,
            why: 'Keys matter for updates and reordering, but even with perfect keys a `ScrollView` still renders all 1,500 rows.',
          },
        ],
      },
      {
        id: 'mobile-lists-and-performance-2',
        kind: 'fill',
        section: 'FlatList and SectionList',
        prompt:
          'A `FlatList` highlights the row whose id equals `selectedId`, a state variable outside `data`. Tapping a row changes the state, but no row looks selected until you pass `selectedId` to the list’s `____` prop.',
        answers: ['extraData'],
        why: '`FlatList` is a pure component: it re-renders only when its props change. `extraData` tells it about values outside `data` that its rows depend on.',
      },
      {
        id: 'mobile-lists-and-performance-3',
        kind: 'output',
        section: 'Tuning the window',
        prompt:
          'Rows are 72 points tall with a 1-point separator between them. What does this `getItemLayout` print for rows 0, 1 and 10?',
        code: {
          language: 'javascript',
          source: `const ROW = 72;
const SEPARATOR = 1;
const getItemLayout = (data, index) => ({ length: ROW, offset: (ROW + SEPARATOR) * index, index });
console.log([0, 1, 10].map((i) => getItemLayout(null, i).offset).join(' '));`,
        },
        options: [
          {
            text: '0 73 730',
            correct: true,
            why: 'Each row before the target takes 72 points plus its 1-point separator, so row 10 starts at 73 × 10 = 730.',
          },
          {
            text: '0 72 720',
            correct: false,
            why: 'That forgets the separators; the docs warn to include their length in the offset, or scrolling to an index lands in the wrong place.',
          },
          {
            text: '72 145 802',
            correct: false,
            why: 'The offset is where a row starts, so row 0 starts at 0, not after itself.',
          },
          {
            text: '72 72 72',
            correct: false,
            why: 'That is each row’s `length`; the code prints the `offset` values.',
          },
        ],
      },
      {
        id: 'mobile-lists-and-performance-4',
        kind: 'multiple',
        section: 'Fast rows: memo, stable callbacks, light images',
        prompt:
          'Rows are wrapped in `React.memo`, yet every row re-renders when a new page arrives. Which changes help? Pick all that apply.',
        options: [
          {
            text: 'Define `renderItem` with `useCallback` instead of an inline arrow function in the JSX',
            correct: true,
            why: 'A function created on every render is a new prop each time; a stable callback lets the list and the rows skip work.',
          },
          {
            text: 'Pass each row a stable `onOpen` handler and its id, not `onPress={() => open(item.id)}` built in the parent',
            correct: true,
            why: 'A new inline function per render makes memo’s shallow comparison fail for every row.',
          },
          {
            text: 'Pass each row a new style object such as `style={{ padding: 12 }}` from the parent',
            correct: false,
            why: 'An inline object is also a new reference every render, so it defeats memo; keep such styles in `StyleSheet.create` or inside the row.',
          },
          {
            text: 'Use the array index as the key so React reuses rows more often',
            correct: false,
            why: 'Index keys break when items are inserted or removed: rows get reused for the wrong items. Stable ids are what let React keep rows.',
          },
        ],
      },
      {
        id: 'mobile-lists-and-performance-5',
        kind: 'output',
        section: 'Frames, threads and dropped frames',
        prompt: 'What frame budgets, in milliseconds, does this print for 60 Hz and 120 Hz screens?',
        code: {
          language: 'python',
          source: `for hz in (60, 120):
    print(round(1000 / hz, 1), end=" ")
print()`,
        },
        options: [
          {
            text: '16.7 8.3',
            correct: true,
            why: 'One second is 1000 ms, shared by 60 or 120 frames: all the work for one frame must fit in that time or the frame is dropped.',
          },
          {
            text: '60 120',
            correct: false,
            why: 'Those are the refresh rates in frames per second; the code divides 1000 ms by them.',
          },
          {
            text: '16.7 33.3',
            correct: false,
            why: 'A faster screen leaves less time per frame, not more: 33.3 ms would be a 30 Hz budget.',
          },
          {
            text: '17 8',
            correct: false,
            why: '`round(..., 1)` keeps one decimal place.',
          },
        ],
      },
      {
        id: 'mobile-lists-and-performance-6',
        kind: 'single',
        section: 'Frames, threads and dropped frames',
        prompt:
          'While a feed loads, the list still scrolls smoothly, but new rows show up blank for a moment and buttons react late to taps. Where is the problem most likely?',
        options: [
          {
            text: 'The JavaScript thread is overloaded, for example by heavy `renderItem` work or big state updates',
            correct: true,
            why: 'Scrolling runs on the UI thread and keeps going, but rendering rows and handling taps need JavaScript, which is busy.',
          },
          {
            text: 'The UI thread is overloaded, which is why scrolling keeps working',
            correct: false,
            why: 'Smooth scrolling shows the UI thread is keeping up; the delays are in the work JavaScript must do.',
          },
          {
            text: 'The phone’s network is slow, so rows cannot be drawn until every image and text has finished downloading',
            correct: false,
            why: 'Slow data would leave the list short, not make taps on existing buttons lag.',
          },
          {
            text: 'The screen refresh rate is too high for React Native to follow',
            correct: false,
            why: 'React Native targets at least 60 fps on every screen; the symptoms point to too much JavaScript per frame.',
          },
        ],
      },
      {
        id: 'mobile-lists-and-performance-7',
        kind: 'order',
        section: 'Profiling before optimising',
        prompt: 'Users report a janky orders list. Put the investigation in a sensible order.',
        steps: [
          'Make a release build and install it on a real mid-range Android phone',
          'Reproduce the scroll with the Perf Monitor open to see which thread drops frames',
          'Record a profile to find the components or work that take the time',
          'Fix the cause, for example memoise rows or shrink images',
          'Measure again on the same device and compare with the first numbers',
        ],
        why: 'Development builds are slower and hide the real picture, so measure a release build first; the Perf Monitor narrows it to a thread, the profile names the cause, and only a second measurement proves the fix worked.',
      },
      {
        id: 'mobile-lists-and-performance-8',
        kind: 'output',
        section: 'Pagination with onEndReached',
        prompt:
          '`onEndReached` fires twice while the first page is still loading, then once more after it arrives. With a loading guard, what does this print?',
        code: {
          language: 'javascript',
          source: `let loading = false;
let requests = 0;
function onEndReached() {
  if (loading) return;
  loading = true;
  requests += 1;
}
onEndReached();
onEndReached(); // fires again while the first request is in flight
loading = false; // the first page has arrived
onEndReached();
console.log(requests);`,
        },
        options: [
          {
            text: '2',
            correct: true,
            why: 'The second call returns early because a request is in flight; the third starts the next page after the first arrived.',
          },
          {
            text: '3',
            correct: false,
            why: 'That is what happens without the guard: the same page would be requested twice.',
          },
          {
            text: '1',
            correct: false,
            why: 'After `loading` is reset, the next call is allowed and counts as a second request.',
          },
          {
            text: '0',
            correct: false,
            why: 'The first call finds `loading` false, so it does send a request.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'mobile-forms-and-input',
    questions: [
      {
        id: 'mobile-forms-and-input-1',
        kind: 'single',
        section: 'Typing on a phone is expensive',
        prompt:
          'A sign-up form on mobile has nine fields and many people abandon it. Before tuning keyboards and messages, what is usually the most effective change?',
        options: [
          {
            text: 'Ask for fewer fields, leaving out what is not needed to create the account',
            correct: true,
            why: 'Every field costs taps and a chance to mistype on a small keyboard; the field you remove can never be filled wrongly.',
          },
          {
            text: 'Split the nine fields over nine screens with one field each and a progress bar at the top',
            correct: false,
            why: 'The user still has to fill all nine; splitting can help orientation but does not remove any of the work.',
          },
          {
            text: 'Make every field required so that people cannot skip any',
            correct: false,
            why: 'That adds errors and work; it makes abandoning more likely, not less.',
          },
          {
            text: 'Use a smaller font so all nine fields fit above the keyboard',
            correct: false,
            why: 'Small text is harder to read and tap, and the fields still have to be typed.',
          },
        ],
      },
      {
        id: 'mobile-forms-and-input-2',
        kind: 'multiple',
        section: 'TextInput props that do the work',
        prompt: 'Which props suit an email field? Pick all that apply.',
        options: [
          {
            text: '`inputMode="email"` (or `keyboardType="email-address"`)',
            correct: true,
            why: 'The email keyboard puts @ and . on the first layer.',
          },
          {
            text: '`autoCapitalize="none"`',
            correct: true,
            why: 'The default, `sentences`, would capitalise the first letter of the address.',
          },
          {
            text: '`autoCorrect={false}`',
            correct: true,
            why: 'Email addresses are not dictionary words; autocorrect would change them.',
          },
          {
            text: '`secureTextEntry`',
            correct: false,
            why: 'That hides the characters, which is for passwords; users need to see the email they type.',
          },
          {
            text: '`multiline`',
            correct: false,
            why: 'An email address is one line; `multiline` also changes what the return key does.',
          },
        ],
      },
      {
        id: 'mobile-forms-and-input-3',
        kind: 'output',
        section: 'TextInput props that do the work',
        prompt: 'A decimal pad in a French locale produced the string `"12,5"`. What does this print?',
        code: {
          language: 'javascript',
          source: `const typed = '12,5';
const naive = Number(typed);
const parsed = Number(typed.replace(',', '.'));
console.log(naive, parsed);`,
        },
        options: [
          {
            text: 'NaN 12.5',
            correct: true,
            why: '`Number` does not accept a comma as the decimal separator, so the naive parse fails; replacing it first gives 12.5.',
          },
          {
            text: '12.5 12.5',
            correct: false,
            why: '`Number` ignores the locale: `"12,5"` is not a valid number for it.',
          },
          {
            text: '12 12.5',
            correct: false,
            why: 'That is what `parseInt` or `parseFloat` would return (they stop at the comma); `Number` rejects the whole string.',
          },
          {
            text: '125 12.5',
            correct: false,
            why: 'The comma is not dropped; the whole string is rejected as not a number.',
          },
        ],
      },
      {
        id: 'mobile-forms-and-input-4',
        kind: 'single',
        section: 'When the keyboard covers the input',
        prompt:
          'With the keyboard open, the first tap on a form’s "Save" button only closes the keyboard, and the user has to tap again. The form is in a `ScrollView`. What fixes it?',
        options: [
          {
            text: '`keyboardShouldPersistTaps="handled"` on the `ScrollView`',
            correct: true,
            why: 'The default, `never`, makes a tap outside the input dismiss the keyboard instead of reaching the button; `handled` lets taps that children handle go through.',
          },
          {
            text: 'Calling `Keyboard.dismiss()` in the button’s own `onPress` handler before saving the form',
            correct: false,
            why: 'The handler never runs on the first tap, because the scroll view swallows that tap to close the keyboard.',
          },
          {
            text: 'Wrapping the button in a `KeyboardAvoidingView`',
            correct: false,
            why: 'That moves content away from the keyboard; it does not change who receives the tap.',
          },
          {
            text: 'Setting `returnKeyType="done"` on the last field',
            correct: false,
            why: 'That changes the return key’s label; the problem is a tap on the button.',
          },
        ],
      },
      {
        id: 'mobile-forms-and-input-5',
        kind: 'fill',
        section: 'When the keyboard covers the input',
        prompt:
          'A form sits under a 56-point navigation header, and `KeyboardAvoidingView` leaves the last field hidden by exactly that much. The fix is to pass 56 as its `____` prop.',
        answers: ['keyboardVerticalOffset'],
        why: '`keyboardVerticalOffset` is the distance between the top of the screen and the React Native view; without it the adjustment is short by the header’s height.',
      },
      {
        id: 'mobile-forms-and-input-6',
        kind: 'order',
        section: 'Moving through the form with the return key',
        prompt: 'Put the steps of signing in with only the keyboard in the order they happen.',
        steps: [
          'The user types their email and presses the return key labelled "Next"',
          'The email field’s `onSubmitEditing` runs',
          'It calls `passwordRef.current.focus()`, so the cursor moves to the password field',
          'The user types the password and presses the return key labelled "Go"',
          'The password field’s `onSubmitEditing` calls `submit()`',
        ],
        why: '`returnKeyType` only sets the key’s label; `onSubmitEditing` is what runs when it is pressed, moving focus with a ref on every field but the last, and submitting on the last.',
      },
      {
        id: 'mobile-forms-and-input-7',
        kind: 'output',
        section: 'Validation: when and how to say it',
        prompt:
          'This rule shows a field’s error only when the value is invalid and the user has left the field or submitted. What does it print for the three moments?',
        code: {
          language: 'javascript',
          source: `const showError = ({ blurred, submitted, valid }) => !valid && (blurred || submitted);
const moments = [
  { blurred: false, submitted: false, valid: false }, // still typing
  { blurred: true, submitted: false, valid: false }, // left the field
  { blurred: true, submitted: false, valid: true }, // came back and fixed it
];
console.log(moments.map(showError).join(' '));`,
        },
        options: [
          {
            text: 'false true false',
            correct: true,
            why: 'No error while the user is still typing, an error once they leave an invalid field, and none once the value is valid.',
          },
          {
            text: 'true true false',
            correct: false,
            why: 'The first moment has neither left the field nor submitted, so the rule holds the error back.',
          },
          {
            text: 'false true true',
            correct: false,
            why: 'A valid value never shows an error: `!valid` is false.',
          },
          {
            text: 'false false false',
            correct: false,
            why: 'The second moment is invalid and the field was left, so the error shows.',
          },
        ],
      },
      {
        id: 'mobile-forms-and-input-8',
        kind: 'single',
        section: 'Autofill and password managers',
        prompt:
          'On the sign-up screen, which `autoComplete` value should the password field have so the system can suggest a strong password and offer to save it?',
        options: [
          {
            text: '`new-password`',
            correct: true,
            why: 'It marks a password being created, which is what password managers look for to suggest and save one.',
          },
          {
            text: '`current-password`',
            correct: false,
            why: 'That is for signing in with an existing password; the manager would offer saved ones instead of suggesting a new one.',
          },
          {
            text: '`off`, because passwords are too sensitive for autofill',
            correct: false,
            why: 'Turning autofill off pushes users to weak, reused passwords; the hint is what lets the manager help safely.',
          },
          {
            text: '`one-time-code`',
            correct: false,
            why: 'That marks a field for a code sent by SMS, not a password.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'push-notifications',
    questions: [
      {
        id: 'push-notifications-1',
        kind: 'order',
        section: 'How a push reaches a phone',
        prompt:
          'Put the journey of an "order shipped" notification in order, from the app’s first start to the banner on screen.',
        steps: [
          'The app gets a device token from the operating system',
          'The app sends the token to your server, which stores it for the user',
          'Your server sends the message, addressed to that token, to APNs or FCM',
          'APNs or FCM delivers it over the device’s own connection when the phone is reachable',
          'The operating system shows the notification',
        ],
        why: 'Your server never connects to the phone: it needs the token first, then hands the message to the platform’s push service, which owns the one connection to the device.',
      },
      {
        id: 'push-notifications-2',
        kind: 'multiple',
        section: 'Device tokens and their lifecycle',
        prompt: 'Which are good ways to handle device tokens? Pick all that apply.',
        options: [
          {
            text: 'Send the token to the server on every app start',
            correct: true,
            why: 'Tokens can change after a reinstall or a restore to a new phone; registering each start is cheap and catches the change.',
          },
          {
            text: 'Keep several tokens per user',
            correct: true,
            why: 'One person can have the app on a phone and a tablet; each installation has its own token.',
          },
          {
            text: 'Delete a token when the push service reports it as not registered',
            correct: true,
            why: 'The app was uninstalled; sending on wastes work and can get your app throttled.',
          },
          {
            text: 'Save the token once at sign-up and never update it',
            correct: false,
            why: 'Tokens change and die; a token saved once eventually points nowhere.',
          },
          {
            text: 'Keep the token on the device after sign-out so the next user gets the same notifications',
            correct: false,
            why: 'The next person would receive the previous user’s notifications; remove the token from that user on sign-out.',
          },
        ],
      },
      {
        id: 'push-notifications-3',
        kind: 'single',
        section: 'Asking for permission',
        prompt:
          'A user installs your app, which targets Android 14, on a phone running Android 14. Before your app asks for anything, can it show notifications?',
        options: [
          {
            text: 'No: new installs start with notifications off until the user grants `POST_NOTIFICATIONS`',
            correct: true,
            why: 'Since Android 13 posting notifications is a runtime permission, and it is off by default for newly installed apps.',
          },
          {
            text: 'Yes: Android only asks for permission for the camera, the microphone and location',
            correct: false,
            why: 'That was true before Android 13; notifications are now a runtime permission too.',
          },
          {
            text: 'Yes, but only on the channel called "default"',
            correct: false,
            why: 'Without the permission, every channel is blocked.',
          },
          {
            text: 'Only after the app creates its first notification channel, which grants the permission automatically',
            correct: false,
            why: 'Creating a channel triggers the prompt only for apps that target 12L or lower; it never grants the permission by itself.',
          },
        ],
      },
      {
        id: 'push-notifications-4',
        kind: 'fill',
        section: 'Expo Notifications',
        prompt:
          'Nothing appears when a push arrives while the app is open. To decide whether foreground notifications show a banner, an Expo app calls `Notifications.____({ handleNotification })`.',
        answers: ['setNotificationHandler'],
        why: 'Without a handler, notifications received in the foreground are not shown; the handler returns whether to show a banner, list it, play a sound or set the badge.',
      },
      {
        id: 'push-notifications-5',
        kind: 'output',
        section: 'Notification and data payloads',
        prompt: 'Push payload limits count bytes, not characters. What does this print?',
        code: {
          language: 'javascript',
          source: `const title = 'Shipped 📦';
console.log(title.length, Buffer.byteLength(title, 'utf8'));`,
        },
        options: [
          {
            text: '10 12',
            correct: true,
            why: 'JavaScript counts the emoji as two UTF-16 code units (length 10), while UTF-8 encodes it in 4 bytes: 8 + 4 = 12.',
          },
          {
            text: '9 9',
            correct: false,
            why: 'Neither count treats the emoji as a single unit: it is two code units in JavaScript and four bytes in UTF-8.',
          },
          {
            text: '10 10',
            correct: false,
            why: 'The byte count is larger than the length here, because the emoji takes 4 bytes in UTF-8.',
          },
          {
            text: '9 12',
            correct: false,
            why: '`length` counts UTF-16 code units, and this emoji needs two of them, so it is 10.',
          },
        ],
      },
      {
        id: 'push-notifications-6',
        kind: 'single',
        section: 'Deep links from a notification',
        prompt:
          'Tapping a notification opens the right screen when the app is in the background, but when the app was fully closed it only opens the home screen. What is missing?',
        options: [
          {
            text: 'Reading the last notification response when the app starts, as the app was launched by the tap',
            correct: true,
            why: 'On a cold start the response listener is registered after the tap happened; the app must ask for the response that launched it.',
          },
          {
            text: 'A longer `data.url` with the full https address instead of the path',
            correct: false,
            why: 'The path works when the app is running, so the link is fine; the launch case is simply not handled.',
          },
          {
            text: 'A higher Android channel importance so the tap is delivered',
            correct: false,
            why: 'Importance affects how the notification is shown, not whether the app reads the tap after launch.',
          },
          {
            text: 'Sending the notification a second time a minute later, so that one copy arrives after the app has started',
            correct: false,
            why: 'Duplicates annoy users and do not fix the missing launch handling.',
          },
        ],
      },
      {
        id: 'push-notifications-7',
        kind: 'output',
        section: 'Sending from a server',
        prompt: 'A server checks its push receipts. Which token ids does it delete?',
        code: {
          language: 'javascript',
          source: `const receipts = {
  a: { status: 'ok' },
  b: { status: 'error', details: { error: 'DeviceNotRegistered' } },
  c: { status: 'error', details: { error: 'MessageRateExceeded' } },
};
const toDelete = Object.entries(receipts)
  .filter(([, r]) => r.details?.error === 'DeviceNotRegistered')
  .map(([id]) => id);
console.log(toDelete.join(',') || 'none');`,
        },
        options: [
          {
            text: 'b',
            correct: true,
            why: 'Only `DeviceNotRegistered` means the app is gone from that device; a rate error is temporary and calls for sending more slowly, not deleting.',
          },
          {
            text: 'b,c',
            correct: false,
            why: 'The filter keeps only `DeviceNotRegistered`; `MessageRateExceeded` is a reason to back off, not a dead token.',
          },
          {
            text: 'none',
            correct: false,
            why: 'Receipt `b` matches the filter, so the list is not empty.',
          },
          {
            text: 'a,b',
            correct: false,
            why: '`a` was delivered fine; its `details` is undefined, so the optional chaining yields undefined and it is filtered out.',
          },
        ],
      },
      {
        id: 'push-notifications-8',
        kind: 'multiple',
        section: 'Respectful frequency and opt-outs',
        prompt: 'Which practices keep users from turning off your notifications altogether? Pick all that apply.',
        options: [
          {
            text: 'Separate settings (order updates on, promotions off) that match Android channels',
            correct: true,
            why: 'Users can silence one kind without losing the ones they value.',
          },
          {
            text: 'Quiet hours in the user’s own time zone',
            correct: true,
            why: 'A 3 a.m. buzz for something that can wait is a fast way to lose the permission.',
          },
          {
            text: 'Collapsing five updates about one order into one notification',
            correct: true,
            why: 'Repeated small updates about the same thing feel like spam; one up-to-date notification does the job.',
          },
          {
            text: 'A daily promotion to every user who allowed notifications for order updates',
            correct: false,
            why: 'They agreed to order updates, not marketing; Apple’s guidelines also require explicit opt-in for promotional pushes.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'mobile-accessibility',
    questions: [
      {
        id: 'mobile-accessibility-1',
        kind: 'single',
        section: 'How a screen reader sees your app',
        prompt:
          'A share button shows only an icon and has no `accessibilityLabel` or text child. What does a VoiceOver user hear when it gets focus?',
        options: [
          {
            text: 'Little more than "button", with nothing saying what it does',
            correct: true,
            why: 'The role is known but there is no label to read, so the user has to guess or try it.',
          },
          {
            text: '"Share", because VoiceOver recognises common icons and reads their meaning',
            correct: false,
            why: 'The screen reader reads the label it is given; an icon without one tells it nothing it can rely on.',
          },
          {
            text: 'The icon’s colour and shape, described automatically by the system',
            correct: false,
            why: 'Screen readers do not describe how a control looks; they read its label, role and state.',
          },
          {
            text: 'Nothing: elements without labels are skipped',
            correct: false,
            why: 'Touchables are accessible by default, so it still gets focus; it just has nothing useful to say.',
          },
        ],
      },
      {
        id: 'mobile-accessibility-2',
        kind: 'multiple',
        section: 'Accessibility props in React Native',
        prompt: 'Which are fields of React Native’s `accessibilityState` object? Pick all that apply.',
        options: [
          {
            text: '`disabled`',
            correct: true,
            why: 'It tells the user the control exists but cannot be used right now.',
          },
          {
            text: '`selected`',
            correct: true,
            why: 'For tabs, chips and toggled items that are currently selected.',
          },
          {
            text: '`checked`',
            correct: true,
            why: "For checkboxes and switches; it can be true, false or `'mixed'`.",
          },
          {
            text: '`expanded`',
            correct: true,
            why: 'For sections and menus that open and close.',
          },
          {
            text: '`focused`',
            correct: false,
            why: 'Focus is managed by the screen reader itself; it is not a state you declare.',
          },
          {
            text: '`visible`',
            correct: false,
            why: 'There is no such field; to hide decoration you use `accessible={false}` or the platform hiding props.',
          },
        ],
      },
      {
        id: 'mobile-accessibility-3',
        kind: 'fill',
        section: 'Accessibility props in React Native',
        prompt:
          'So that screen reader users can jump from section title to section title, each title `Text` gets `accessibilityRole="____"`.',
        answers: ['header'],
        why: 'The `header` role marks a title for a section of content; screen readers offer navigation by headings.',
      },
      {
        id: 'mobile-accessibility-4',
        kind: 'output',
        section: 'Touch targets',
        prompt:
          'A 24-point icon sits in a `Pressable` with padding on every side. This checks two paddings against Android’s recommended minimum. What does it print?',
        code: {
          language: 'javascript',
          source: `const sizes = [{ icon: 24, padding: 8 }, { icon: 24, padding: 12 }].map(({ icon, padding }) => icon + 2 * padding);
console.log(sizes.map((s) => s + ':' + (s >= 48)).join(' '));`,
        },
        options: [
          {
            text: '40:false 48:true',
            correct: true,
            why: 'The tappable size is the icon plus padding on both sides: 24 + 16 = 40, too small; 24 + 24 = 48 meets the 48 dp recommendation.',
          },
          {
            text: '32:false 36:false',
            correct: false,
            why: 'That adds the padding on one side only; a `Pressable` with `padding` grows on both sides.',
          },
          {
            text: '40:true 48:true',
            correct: false,
            why: '40 is below 48, so the comparison is false for the first size.',
          },
          {
            text: '24:false 24:false',
            correct: false,
            why: 'The visible icon stays 24, but the target is the whole tappable area including padding.',
          },
        ],
      },
      {
        id: 'mobile-accessibility-5',
        kind: 'single',
        section: 'Text that scales',
        prompt:
          'At the largest system text size, a card’s title is cut off because the card has `height: 80`. What is the right fix?',
        options: [
          {
            text: 'Remove the fixed height so the card grows with its text, and let the title wrap',
            correct: true,
            why: 'Containers of text should size to their content; users who chose large text need to read all of it.',
          },
          {
            text: 'Set `allowFontScaling={false}` on the title so it keeps the size in the design',
            correct: false,
            why: 'That ignores a setting people rely on to read; the design has to adapt, not the user.',
          },
          {
            text: 'Add `numberOfLines={1}` so the title is cut with an ellipsis',
            correct: false,
            why: 'The title would still be cut off, just more neatly; the information is lost either way.',
          },
          {
            text: 'Set `maxFontSizeMultiplier={1}` on every `Text` of the app',
            correct: false,
            why: 'A multiplier of 1 turns scaling off as well; caps are for rare cases such as tab labels, not everything.',
          },
        ],
      },
      {
        id: 'mobile-accessibility-6',
        kind: 'output',
        section: 'Contrast and colour',
        prompt:
          'White text (relative luminance 1.0) on a grey with luminance 0.2. What does this contrast check print?',
        code: {
          language: 'python',
          source: `r = (1.0 + 0.05) / (0.2 + 0.05)
print(round(r, 1), r >= 4.5)`,
        },
        options: [
          {
            text: '4.2 False',
            correct: true,
            why: '1.05 / 0.25 = 4.2, below the 4.5:1 needed for normal-size text; it would pass only for large text (3:1).',
          },
          {
            text: '5.0 True',
            correct: false,
            why: 'That divides 1.0 by 0.2 and forgets the 0.05 added to each luminance.',
          },
          {
            text: '4.2 True',
            correct: false,
            why: '4.2 is less than 4.5, so the comparison is False.',
          },
          {
            text: '0.2 False',
            correct: false,
            why: 'The code divides the lighter luminance by the darker one, so the result is above 1.',
          },
        ],
      },
      {
        id: 'mobile-accessibility-7',
        kind: 'single',
        section: 'Motion and announcements',
        prompt:
          'A home screen has a parallax header that moves as the user scrolls. `AccessibilityInfo.isReduceMotionEnabled()` returns `true`. What should the app do?',
        options: [
          {
            text: 'Keep the header still, or use a simple fade instead of the movement',
            correct: true,
            why: 'Reduce motion asks for less movement; a static header or a fade keeps the design without the motion that causes discomfort.',
          },
          {
            text: 'Keep the parallax but make it twice as fast so that it is over sooner',
            correct: false,
            why: 'Faster movement is still movement, and often worse.',
          },
          {
            text: 'Show an alert asking the user to turn the setting off for a better experience of the app',
            correct: false,
            why: 'The user turned it on for a reason; the app should respect it, not argue.',
          },
          {
            text: 'Nothing: the operating system removes all animations automatically',
            correct: false,
            why: 'The system tones down its own animations, but animations your app draws are up to you.',
          },
        ],
      },
      {
        id: 'mobile-accessibility-8',
        kind: 'single',
        section: 'Focus order and grouping',
        prompt:
          'A product card has an image, a name, a price and a rating, and VoiceOver stops on each of them. How can the card be one stop?',
        options: [
          {
            text: 'Make the card `accessible` with a label that combines the name, price and rating',
            correct: true,
            why: 'An accessible view becomes one element; a label such as "Oat milk, €1.89, rated 4.5 out of 5" says it all in one swipe.',
          },
          {
            text: 'Remove the name, price and rating texts from the card and keep only the image',
            correct: false,
            why: 'That removes information for everyone instead of grouping it for screen reader users.',
          },
          {
            text: 'Put the four elements in reverse order in the view tree',
            correct: false,
            why: 'The order changes, but there are still four stops.',
          },
          {
            text: 'Give each of the four elements `accessibilityRole="none"`',
            correct: false,
            why: 'A role of none removes the role, not the focus stop, and the card still is not one element.',
          },
        ],
      },
    ],
  },
];
