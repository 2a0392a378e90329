import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Mobile exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const MOBILE_EXAM_APPS: ExamQuestionContent[] = [
  {
    key: 'mobile-001',
    kind: 'single',
    prompt:
      'A startup has three web developers who know React well and needs one app on both iOS and Android within three months. The app is forms, lists and a camera upload. Which approach fits best?',
    options: opts(
      'Two native apps, Swift for iOS and Kotlin for Android',
      'React Native with Expo, sharing one codebase for both platforms',
      'An iOS app only, since Android users can install it from the App Store',
      'A desktop app packaged for phones',
    ),
    correct: ['b'],
    explanation:
      'React Native builds on the JavaScript and React the team already knows and ships one codebase to both platforms, while still reaching the camera. Two native apps would be roughly twice the work.',
    moduleKey: 'mobile-platforms-overview',
    section: 'Ways to build an app',
  },
  {
    key: 'mobile-002',
    kind: 'multiple',
    prompt: 'A web developer joins a mobile team. Which of their web habits need to change? Select all that apply.',
    options: opts(
      'Expecting every user to run the latest version right after a deploy',
      'Assuming a fast, always-on connection',
      'Writing the UI with components and state',
      'Saving a draft only when the user presses "close"',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Store releases reach users slowly, mobile networks drop, and the OS may kill a backgrounded app without warning. Components and state carry over unchanged to React Native.',
    moduleKey: 'mobile-platforms-overview',
    section: 'What is different from the web',
  },
  {
    key: 'mobile-003',
    kind: 'single',
    prompt:
      'A team writes its app on Windows laptops and wants to produce and sign iOS builds without buying hardware. What is the constraint they run into, and the usual way around it?',
    options: opts(
      'iOS builds need Android Studio; install it on Windows',
      'Xcode runs only on macOS; use a cloud build service that provides Macs',
      'iOS apps cannot be built from JavaScript at all',
      'Apple requires a physical iPhone to compile the app',
    ),
    correct: ['b'],
    explanation:
      'Apple’s IDE, Xcode, is macOS only, so building and signing iOS apps needs a Mac; cloud build services rent one for each build.',
    moduleKey: 'mobile-platforms-overview',
    section: 'Two platforms',
  },
  {
    key: 'mobile-004',
    kind: 'output',
    prompt: 'This simulates the app-state events a user triggers. What does it print?',
    language: 'javascript',
    code: `const events = ['active', 'inactive', 'active', 'background', 'active', 'background'];
let saves = 0;
for (const state of events) {
  if (state === 'background') saves++;
}
console.log(saves);`,
    options: opts('1', '2', '3', '6'),
    correct: ['b'],
    explanation:
      'Only the transitions to background trigger a save, and there are two. An inactive interruption such as an incoming call leaves the app visible, so it is not the moment the lesson saves.',
    moduleKey: 'mobile-platforms-overview',
    section: 'Worked example',
  },
  {
    key: 'mobile-005',
    kind: 'single',
    prompt:
      'Your backend team wants to rename the JSON field `userName` to `displayName` today, as the new app release uses it. What should you advise?',
    options: opts(
      'Rename it now; the app stores force every user to update the same day',
      'Send both fields (or version the API) until old app versions have mostly gone',
      'Rename it and ask users in a push notification to reinstall',
      'Never change any API field once an app has shipped',
    ),
    correct: ['b'],
    explanation:
      'Users update slowly and some never do, so old app versions keep calling the API for months. Keep the old field alongside the new one or version the API, and remove it when usage drops.',
    moduleKey: 'mobile-platforms-overview',
    section: 'Common mistakes',
  },
  {
    key: 'mobile-006',
    kind: 'output',
    prompt:
      'React Native merges a style array like this: later entries win, falsy entries are skipped. What does this code print?',
    language: 'javascript',
    code: `const base = { padding: 12, color: 'black' };
const danger = { color: 'red' };
const disabled = { opacity: 0.5 };
const isDisabled = false;
const merged = Object.assign({}, ...[base, danger, isDisabled && disabled].filter(Boolean));
console.log(merged.color, merged.opacity);`,
    options: opts('black undefined', 'red 0.5', 'red undefined', 'black 0.5'),
    correct: ['c'],
    explanation:
      'The later `danger` style overrides `color`, and `isDisabled && disabled` is `false`, which is skipped, so no opacity is set.',
    moduleKey: 'react-native-basics',
    section: 'Core components',
  },
  {
    key: 'mobile-007',
    kind: 'single',
    prompt:
      'An app lists 20,000 products in a `ScrollView` with `products.map(...)`. It takes seconds to open and crashes on older phones. What is the right change?',
    options: opts(
      'Wrap each product in `React.memo`',
      'Use a `FlatList` with `data`, `renderItem` and a stable `keyExtractor`',
      'Put the `ScrollView` inside a second `ScrollView`',
      'Load the products in a `useEffect` instead of at render',
    ),
    correct: ['b'],
    explanation:
      'A `ScrollView` creates every child at once; a `FlatList` renders only the rows near the screen, so the memory and time stay small however long the data is.',
    moduleKey: 'react-native-basics',
    section: 'Lists with FlatList',
  },
  {
    key: 'mobile-008',
    kind: 'single',
    prompt: 'Your app needs a native Bluetooth library that Expo Go does not include. What does the lesson recommend?',
    options: opts(
      'Give up on Expo and rewrite the app natively',
      'Make a development build: your own app binary with that native code and fast reloading',
      'Ask users to install the library from the App Store',
      'Call the library through a WebView',
    ),
    correct: ['b'],
    explanation:
      'Expo Go ships a fixed set of native modules. A development build is your own version of the app containing the native code you need, and you stay with Expo.',
    moduleKey: 'react-native-basics',
    section: 'Getting started with Expo',
  },
  {
    key: 'mobile-009',
    kind: 'multiple',
    prompt:
      'A card shows a title and price, but its text is not bold even though the parent `View` has `fontWeight: "bold"`. Which statements explain React Native styling here? Select all that apply.',
    options: opts(
      'Styles do not cascade from a `View` to its children',
      'A nested `Text` inherits text styles from its parent `Text`',
      '`fontWeight` only works in a CSS file',
      'Putting the style on the `Text` itself (or a wrapping `Text`) fixes it',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'There is no cascade in React Native except from `Text` to nested `Text`. Styles are JavaScript objects, so there are no CSS files; put the text style on the `Text`.',
    moduleKey: 'react-native-basics',
    section: 'Differences from the web',
  },
  {
    key: 'mobile-010',
    kind: 'single',
    prompt:
      "A screen holds a header and a `FlatList`, but the list does not scroll and shows only a few rows. The screen's outer `View` has no style. What is the most likely fix?",
    options: opts(
      'Give the outer `View` `flex: 1` so it fills the height and the list has room to scroll',
      'Set `flexDirection: "row"` on the outer `View`',
      'Replace the `FlatList` with a `Text`',
      'Add `overflow: "scroll"` to the header',
    ),
    correct: ['a'],
    explanation:
      'A scrolling child needs a parent with a height. `flex: 1` makes the screen fill the space, so the `FlatList` gets the rest of it to scroll within.',
    moduleKey: 'react-native-basics',
    section: 'Common mistakes',
  },
  {
    key: 'mobile-011',
    kind: 'output',
    prompt: 'A screen reads the params of `/orders/7?page=2`. What does this code print?',
    language: 'javascript',
    code: `const params = { id: '7', page: '2' };
const next = params.page + 1;
const isSeven = params.id === 7;
console.log(next, isSeven);`,
    options: opts('3 true', '21 false', '3 false', '21 true'),
    correct: ['b'],
    explanation:
      'Route and query params arrive as strings, so `+ 1` concatenates to `"21"` and strict comparison with the number 7 is false. Convert with `Number()` first.',
    moduleKey: 'mobile-navigation',
    section: 'Expo Router: screens are files',
  },
  {
    key: 'mobile-012',
    kind: 'single',
    prompt:
      'A banking app has bottom tabs (Accounts, Payments, Profile). Tapping a payment should open its details with a back button, on top of the tab bar. How do you lay out the files with Expo Router?',
    options: opts(
      'Put every screen, details included, directly in `app/(tabs)/` so each becomes a tab',
      'A root `_layout.tsx` with a Stack, the tabs in an `(tabs)` group with a Tabs layout, and `payments/[id].tsx` outside the group',
      'One `index.tsx` that shows or hides each screen with `useState`',
      'A Drawer layout, since tabs cannot be combined with a stack',
    ),
    correct: ['b'],
    explanation:
      'The root stack shows the tab group as its first screen and pushes the details screen over it. Files inside a Tabs layout become tabs, which is wrong for a details screen.',
    moduleKey: 'mobile-navigation',
    section: 'Layouts, groups and tabs',
  },
  {
    key: 'mobile-013',
    kind: 'multiple',
    prompt:
      'A marketing email must open a product screen in your app, or the product web page for people without the app. Which statements are right? Select all that apply.',
    options: opts(
      'Use an https Universal Link / App Link on your domain, verified by a file you host',
      'A `myapp://` custom scheme link falls back to the website automatically',
      'The product screen must still validate the id, since a link is untrusted input',
      'Deep links only work for the first screen of the app',
    ),
    correct: ['a', 'c'],
    explanation:
      'Verified https links open the app when it is installed and the website otherwise; a custom scheme does nothing without the app. Any link can carry a bad or stale id, so the screen must handle it.',
    moduleKey: 'mobile-navigation',
    section: 'Deep links',
  },
  {
    key: 'mobile-014',
    kind: 'single',
    prompt:
      'A developer navigates with `router.push({ pathname: "/order", params: { order: JSON.stringify(order) } })`. Users report that links to orders shared by email show outdated totals. What is the better design?',
    options: opts(
      'Compress the JSON so it fits in the URL',
      'Pass only the order id in the route and load the order on the screen',
      'Store the order in a global variable before navigating',
      'Use a modal instead of a stack screen',
    ),
    correct: ['b'],
    explanation:
      'A serialised object in the URL is a snapshot that goes stale and makes links long and fragile. Passing the id lets the screen load current data, from any entry point.',
    moduleKey: 'mobile-navigation',
    section: 'Good habits',
  },
  {
    key: 'mobile-015',
    kind: 'single',
    prompt: 'The product owner wants seven items in the bottom tab bar. What does the lesson suggest?',
    options: opts(
      'Accept it; tab bars scroll horizontally on both platforms',
      'Keep 3–5 tabs and move the rest into a screen or menu',
      'Replace the tab bar with seven modals',
      'Put each tab in its own app',
    ),
    correct: ['b'],
    explanation:
      'Platform conventions and readability call for 3–5 bottom tabs; too many become cramped and hard to hit, so less-used sections move to a screen or menu.',
    moduleKey: 'mobile-navigation',
    section: 'Common mistakes',
  },
  {
    key: 'mobile-016',
    kind: 'output',
    prompt: 'A reminder time is saved in AsyncStorage and read back. What does this code print?',
    language: 'javascript',
    code: `const saved = JSON.stringify({ remindAt: new Date(0) });
const loaded = JSON.parse(saved);
console.log(typeof loaded.remindAt);`,
    options: opts('object', 'string', 'number', 'undefined'),
    correct: ['b'],
    explanation:
      'JSON has no date type: `JSON.stringify` turns a `Date` into an ISO string and `JSON.parse` leaves it a string. Store a timestamp and rebuild the date when reading.',
    moduleKey: 'mobile-state-and-storage',
    section: 'Storing data on the device',
  },
  {
    key: 'mobile-017',
    kind: 'single',
    prompt:
      'A shopping app keeps the product catalogue from the API in a global Zustand store, filled once at start-up. Prices shown are often out of date. What does the lesson recommend?',
    options: opts(
      'Refill the global store every second with a timer',
      'Treat the catalogue as server state and let a library such as TanStack Query cache and refetch it',
      'Save the catalogue in SecureStore so it cannot change',
      'Copy the catalogue into each screen’s `useState`',
    ),
    correct: ['b'],
    explanation:
      'Data owned by the server is only cached on the phone. A server-state library shares it between screens and refetches it when stale or when the app returns to the foreground.',
    moduleKey: 'mobile-state-and-storage',
    section: 'Four kinds of state',
  },
  {
    key: 'mobile-018',
    kind: 'single',
    prompt:
      'After an update, users complain "my dark mode setting was reset". Version 1 saved `{ darkMode: true }`; version 2 reads `settings.theme`. What is the proper fix?',
    options: opts(
      'Ask users to set dark mode again in a release note',
      'Save a version with the settings and migrate version 1 objects to the new shape when loading',
      'Clear AsyncStorage on every update',
      'Keep reading `darkMode` forever and never add `theme`',
    ),
    correct: ['b'],
    explanation:
      'Stored data outlives the code that wrote it. A version number lets the loader convert old shapes step by step (here `darkMode: true` becomes `theme: "dark"`).',
    moduleKey: 'mobile-state-and-storage',
    section: 'Versioning and migrating stored data',
  },
  {
    key: 'mobile-019',
    kind: 'multiple',
    prompt:
      'A fitness app stores: the user’s API token, a preferred unit (km or miles), and 3 years of workouts the user filters by date and type. Which storage choices fit? Select all that apply.',
    options: opts(
      'The token in SecureStore',
      'The unit in AsyncStorage',
      'All workouts as one JSON string in AsyncStorage',
      'The workouts in SQLite',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Secrets go in the encrypted keychain/keystore, a small setting fits key-value storage, and many records that are queried belong in SQLite rather than one big JSON blob.',
    moduleKey: 'mobile-state-and-storage',
    section: 'Storing data on the device',
  },
  {
    key: 'mobile-020',
    kind: 'output',
    prompt: 'A loader is called when nothing was saved yet. What does this code print?',
    language: 'javascript',
    code: `function load(text) {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return { theme: 'light' };
  }
}
console.log(load(null).theme, load('{"theme":"dark"}').theme);`,
    options: opts('light dark', 'undefined dark', 'TypeError', 'dark dark'),
    correct: ['a'],
    explanation:
      '`null ?? ""` gives empty text, `JSON.parse("")` throws, and the catch returns the default. Valid stored JSON is parsed normally.',
    moduleKey: 'mobile-state-and-storage',
    section: 'Worked example',
  },
  {
    key: 'mobile-021',
    kind: 'single',
    prompt:
      'A recipe app asks for camera, location, contacts and notification access on its first screen, before the user has done anything. Most users refuse. What change does the lesson recommend?',
    options: opts(
      'Show the four prompts again on every launch until accepted',
      'Ask for each permission when the user first uses the feature that needs it, after a short explanation',
      'Remove the usage descriptions so the prompts are shorter',
      'Ask for all of them in one custom dialog instead of the system ones',
    ),
    correct: ['b'],
    explanation:
      'Asking in context, with your own explanation first, earns more "Allow" answers. Repeating prompts does not work, and only the system dialog can grant access.',
    moduleKey: 'native-device-apis',
    section: 'Good practice',
  },
  {
    key: 'mobile-022',
    kind: 'output',
    prompt: 'This decides what a "Scan receipt" button does from a permission response. What does it print?',
    language: 'javascript',
    code: `function nextStep(perm) {
  if (perm.status === 'granted') return 'open camera';
  if (perm.status === 'undetermined') return 'explain, then ask';
  return perm.canAskAgain ? 'type it in' : 'type it in + Settings link';
}
console.log(nextStep({ status: 'denied', canAskAgain: false }));`,
    options: opts('open camera', 'explain, then ask', 'type it in', 'type it in + Settings link'),
    correct: ['d'],
    explanation:
      'The status is denied and the system will not prompt again, so the app keeps its manual fallback and offers a link to Settings, the only place the user can change the answer.',
    moduleKey: 'native-device-apis',
    section: 'Permission states and second chances',
  },
  {
    key: 'mobile-023',
    kind: 'multiple',
    prompt:
      'A running app tracks a jog while it is on screen and shows the route. Which requests fit the principle of asking for the least you need? Select all that apply.',
    options: opts(
      'Foreground ("while using the app") location',
      'Background ("always") location, in case the user locks the phone one day',
      'Precise location, since a route from approximate positions is useless',
      'Contacts access, to suggest running partners later',
    ),
    correct: ['a', 'c'],
    explanation:
      'The feature runs on screen and needs an accurate route, so foreground precise location is justified. Background location and contacts are not needed for it and lower trust.',
    moduleKey: 'native-device-apis',
    section: 'Good practice',
  },
  {
    key: 'mobile-024',
    kind: 'single',
    prompt:
      'A new iOS build crashes the moment the user taps "Take photo", but the Android build works. Nothing changed in the JavaScript. What is the most likely cause?',
    options: opts(
      'Android and iOS use different camera resolutions',
      'The iOS build lacks the camera usage description (`NSCameraUsageDescription`)',
      'iOS does not allow camera access from React Native',
      'The user denied the permission, which always crashes on iOS',
    ),
    correct: ['b'],
    explanation:
      'iOS requires a usage description string for protected resources and terminates an app that accesses the camera without one. A denial does not crash; it resolves with a status.',
    moduleKey: 'native-device-apis',
    section: 'Permissions are a conversation',
  },
  {
    key: 'mobile-025',
    kind: 'single',
    prompt:
      'You add a native module that Expo Go does not contain, plus its permission text in the app config. Why does nothing change when you reload in Expo Go?',
    options: opts(
      'Config changes need a phone restart',
      'Native code and config are compiled into the app, so you need a new development build',
      'Permission texts only apply in the App Store version',
      'Expo Go caches JavaScript for 24 hours',
    ),
    correct: ['b'],
    explanation:
      'Reloading only refreshes JavaScript. A new native module and its permission strings live in the native app, so they take effect in a development build made after the change.',
    moduleKey: 'native-device-apis',
    section: 'What the device offers',
  },
  {
    key: 'mobile-026',
    kind: 'single',
    prompt:
      'A user taps "Pay" in a lift. The request reaches the server and the payment is made, but the response never arrives, so the app retries when the signal returns. What prevents a double charge?',
    options: opts(
      'Waiting longer before the retry',
      'Sending the same idempotency key, created with the payment, on every attempt',
      'Checking `NetInfo.isConnected` before retrying',
      'Showing a spinner until the first response arrives',
    ),
    correct: ['b'],
    explanation:
      'The server remembers the key of the payment it already made and returns that result instead of charging again. Timing and connectivity checks cannot tell "failed" from "worked but the answer was lost".',
    moduleKey: 'mobile-offline-and-sync',
    section: 'Writing: queue and retry',
  },
  {
    key: 'mobile-027',
    kind: 'output',
    prompt: 'A retry schedule with a cap (jitter left out). What does this code print?',
    language: 'javascript',
    code: `const waits = [];
for (let attempt = 1; attempt <= 7; attempt++) {
  waits.push(Math.min(30, 2 ** attempt));
}
console.log(waits.join(' '));`,
    options: opts('2 4 8 16 32 64 128', '2 4 8 16 30 30 30', '1 2 4 8 16 30 30', '30 30 30 30 30 30 30'),
    correct: ['b'],
    explanation:
      'Each wait doubles (2, 4, 8, 16) until the cap of 30 takes over, so a long outage does not lead to ever-longer waits or hammering.',
    moduleKey: 'mobile-offline-and-sync',
    section: 'Writing: queue and retry',
  },
  {
    key: 'mobile-028',
    kind: 'multiple',
    prompt:
      'A shared shopping list was downloaded with `{ item: "milk", qty: "1", store: "Aldi" }`. Offline, Ana changed qty to "2"; meanwhile Ben changed store to "Lidl" on the server. With a field-by-field three-way merge, which statements are true? Select all that apply.',
    options: opts(
      'The merged record has qty "2" and store "Lidl"',
      'There is no conflict, because each field changed on one side only',
      'Last write wins would give the same result',
      'The app needs the base version to tell who changed what',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Comparing each side with the base shows Ana changed only qty and Ben only store, so both edits survive. Last write wins would keep one whole record and lose the other edit.',
    moduleKey: 'mobile-offline-and-sync',
    section: 'Conflicts',
  },
  {
    key: 'mobile-029',
    kind: 'single',
    prompt:
      'A news app opens to a full-screen spinner on the metro and shows nothing until the network answers. What does cache-first reading change?',
    options: opts(
      'It hides the spinner but still shows a blank list until the fetch ends',
      'It shows the stored articles at once, refreshes in the background and updates the list and the copy',
      'It downloads all articles ever published when on Wi-Fi',
      'It stops the app from fetching while on mobile data',
    ),
    correct: ['b'],
    explanation:
      'Stale-while-revalidate: local data is shown straight away, the network refreshes it, and both the screen and the stored copy are updated when fresh data arrives.',
    moduleKey: 'mobile-offline-and-sync',
    section: 'Reading: cache first',
  },
  {
    key: 'mobile-030',
    kind: 'single',
    prompt:
      'Support receives "my notes disappeared" from users whose phones restarted while offline. The app keeps unsent edits in a JavaScript array and retries every 2 seconds. What is the root cause?',
    options: opts(
      'The retry interval is too long',
      'The outbox lives only in memory, so it is lost when the app or phone restarts',
      'Notes should be sent with PUT instead of POST',
      'The server ignores duplicate requests',
    ),
    correct: ['b'],
    explanation:
      'Queued changes must be persisted (for example in SQLite) so they survive the app being killed. A fixed short interval is a second problem, but it does not lose data.',
    moduleKey: 'mobile-offline-and-sync',
    section: 'Common mistakes',
  },
  {
    key: 'mobile-031',
    kind: 'single',
    prompt:
      'Your upload to Google Play fails: "Version code 57 has already been used." The user-visible version is a new 2.1.0. What went wrong?',
    options: opts(
      'The user-visible version must be a whole number',
      'The build number (versionCode) was not increased; each upload needs a higher one',
      'Google Play only accepts one upload per day',
      'The package name must change for each major version',
    ),
    correct: ['b'],
    explanation:
      'Stores tell uploads apart by the build number, which must grow with every upload whatever the user-visible version says. Changing the package name would create a new app.',
    moduleKey: 'app-store-release',
    section: 'Before you build',
  },
  {
    key: 'mobile-032',
    kind: 'multiple',
    prompt:
      'A release reached 5 % of Android users and the crash rate doubled. The bug is in JavaScript only. Which actions fit the lesson? Select all that apply.',
    options: opts(
      'Halt the staged rollout while you fix it',
      'Publish the JavaScript fix with EAS Update for the same runtime version',
      'Raise the rollout to 100 % so more users report the crash',
      'Change the app’s package name and publish it again',
    ),
    correct: ['a', 'b'],
    explanation:
      'A staged rollout exists to stop a bad release early, and a JavaScript-only fix can go over the air to the builds that share the runtime version. A new package name would make a separate app.',
    moduleKey: 'app-store-release',
    section: 'Over-the-air updates',
  },
  {
    key: 'mobile-033',
    kind: 'single',
    prompt:
      'Apple rejects a banking app: "We were unable to review your app as it requires sign-in." What should the team do?',
    options: opts(
      'Remove the login screen from the release build',
      'Provide a working demo account in the review notes and resubmit',
      'Appeal, since apps with logins are exempt from review',
      'Upload the same build with a higher version number',
    ),
    correct: ['b'],
    explanation:
      'Reviewers must be able to use the app; a login wall without a demo account is a common rejection. A new number on the same build changes nothing.',
    moduleKey: 'app-store-release',
    section: 'Review and release',
  },
  {
    key: 'mobile-034',
    kind: 'single',
    prompt:
      'A team wants ten colleagues on iPhones to try tonight’s build without waiting for any Apple review. Which option fits?',
    options: opts(
      'Publish it on the App Store with a phased release',
      'Add them as internal testers in TestFlight',
      'Send them the .ipa file by email',
      'Invite them as external TestFlight testers',
    ),
    correct: ['b'],
    explanation:
      'Internal TestFlight testers are members of the App Store Connect team and get builds at once; external testers see a build only after a short beta review.',
    moduleKey: 'app-store-release',
    section: 'Test before the public does',
  },
  {
    key: 'mobile-035',
    kind: 'output',
    prompt: 'A CI script picks the next Android versionCode from earlier uploads. What does it print?',
    language: 'javascript',
    code: `const uploaded = [40, 41, 43];
const next = Math.max(...uploaded) + 1;
console.log(next, uploaded.includes(42) ? 'reuse' : 'skip 42');`,
    options: opts('42 reuse', '44 skip 42', '42 skip 42', '44 reuse'),
    correct: ['b'],
    explanation:
      'The next build number must be higher than every upload so far, so 44. The unused 42 is simply skipped: build numbers must only grow, they need not be consecutive.',
    moduleKey: 'app-store-release',
    section: 'Before you build',
  },
];
