import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/mobile.ts (issue 28). */
export const MOBILE_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'mobile-platforms-overview',
    questions: [
      {
        id: 'mobile-platforms-overview-1',
        kind: 'single',
        section: 'Ways to build an app',
        prompt: 'Which is a drawback of fully native development compared with React Native?',
        options: [
          {
            text: 'Native apps cannot use the camera, location or notifications',
            correct: false,
            why: 'The opposite: native code has full access to every platform feature.',
          },
          {
            text: 'One codebase per platform, so roughly twice the work',
            correct: true,
            why: 'A Swift app and a Kotlin app share no UI code; cross-platform tools exist to avoid that.',
          },
          {
            text: 'Native apps feel less at home on the platform than cross-platform ones',
            correct: false,
            why: 'Native development gives the best platform feel; that is one of its advantages.',
          },
          {
            text: 'Native apps cannot be published to the App Store or Google Play',
            correct: false,
            why: 'The stores are built for native apps; every kind of app here can be published.',
          },
        ],
      },
      {
        id: 'mobile-platforms-overview-2',
        kind: 'single',
        section: 'What is different from the web',
        prompt: 'Why must your app cope with being killed while it is in the background?',
        options: [
          {
            text: 'Users usually close every app by hand as soon as they have finished using it',
            correct: false,
            why: 'The issue is not the user: the operating system itself may end a background app.',
          },
          {
            text: 'Store review kills the app on purpose to test it',
            correct: false,
            why: "Review is not the reason; this happens on every user's device.",
          },
          {
            text: 'The OS may end background apps to free memory, losing unsaved state',
            correct: true,
            why: 'Apps move between foreground and background, and the OS reclaims memory; save important state early.',
          },
        ],
      },
      {
        id: 'mobile-platforms-overview-3',
        kind: 'multiple',
        section: 'Two platforms',
        prompt: 'Which statements about the two platforms are true? Pick all that apply.',
        options: [
          {
            text: "Xcode, Apple's official IDE, runs only on macOS",
            correct: true,
            why: 'Building iOS apps natively needs a Mac (cloud build services can do it for you).',
          },
          {
            text: "Android's native UI is built with Kotlin and Jetpack Compose",
            correct: true,
            why: "Kotlin is Android's preferred language and Jetpack Compose its modern UI toolkit.",
          },
          {
            text: 'iOS apps are written natively in Kotlin',
            correct: false,
            why: "iOS's native language is Swift (with SwiftUI or UIKit).",
          },
          {
            text: "Material Design is Apple's design guidance",
            correct: false,
            why: "Material Design is Google's; Apple publishes the Human Interface Guidelines.",
          },
        ],
      },
      {
        id: 'mobile-platforms-overview-4',
        kind: 'single',
        section: 'Ways to build an app',
        prompt: 'How do React Native and Flutter differ in what they put on screen?',
        options: [
          {
            text: 'React Native renders real native views; Flutter draws its own widgets',
            correct: true,
            why: 'A React Native `<View>` becomes a platform view, while Flutter paints every widget itself.',
          },
          {
            text: 'Both run inside a hidden web browser and show HTML pages to the user',
            correct: false,
            why: 'Neither is a web view: React Native maps to native views and Flutter draws with its own engine.',
          },
          {
            text: 'Flutter renders native views; React Native draws its own widgets in a canvas',
            correct: false,
            why: 'It is the other way round: React Native uses native views, Flutter draws its own.',
          },
        ],
      },
      {
        id: 'mobile-platforms-overview-5',
        kind: 'fill',
        section: 'Two platforms',
        prompt: "Apple's design guidance is the Human Interface Guidelines; Google's is ____ Design.",
        answers: ['Material'],
        caseInsensitive: true,
        why: "Material Design (now Material 3) is Google's design system for Android and the web.",
      },
      {
        id: 'mobile-platforms-overview-6',
        kind: 'multiple',
        section: 'What is different from the web',
        prompt: 'Which of these make mobile different from the web? Pick all that apply.',
        options: [
          {
            text: "Camera, location and notifications need the user's explicit consent",
            correct: true,
            why: 'The OS asks the user before an app may use sensitive features.',
          },
          {
            text: 'Old app versions stay in use for a long time',
            correct: true,
            why: 'Users update slowly, so your API must keep supporting older versions.',
          },
          {
            text: 'A new release reaches every user the moment you deploy it, as on a website',
            correct: false,
            why: 'Releases go through store review and users install updates at their own pace.',
          },
          {
            text: 'Networks drop in lifts and tunnels, and battery and data are limited',
            correct: true,
            why: 'Constrained devices and flaky networks are normal on mobile, so apps must cope with them.',
          },
        ],
      },
      {
        id: 'mobile-platforms-overview-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked example, why is the draft saved when `AppState` changes to `background` rather than when the app closes?',
        options: [
          {
            text: 'The OS may kill a suspended app without sending any further event',
            correct: true,
            why: 'Once backgrounded, the app can be ended silently to free memory, so background is the last reliable moment.',
          },
          {
            text: 'AsyncStorage can only be written while the app is in the background',
            correct: false,
            why: 'AsyncStorage works in the foreground too; the timing is about the lifecycle, not the storage API.',
          },
          {
            text: 'Saving on every keystroke in the foreground is forbidden by store review',
            correct: false,
            why: 'No store rule forbids it; it is just wasteful compared with saving at the right moment.',
          },
          {
            text: 'React Native has an app-closed event, but it fires only on Android',
            correct: false,
            why: 'There is no dependable "closed" event on either platform; that is the whole point of the example.',
          },
        ],
      },
      {
        id: 'mobile-platforms-overview-8',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which habits avoid the common mobile mistakes from the lesson? Pick all that apply.',
        options: [
          {
            text: 'Testing on an older, cheaper Android phone as well as a flagship',
            correct: true,
            why: 'Many users have slower devices and small screens that a flagship or simulator hides.',
          },
          {
            text: 'Renaming API fields freely, since every user gets the new app at once',
            correct: false,
            why: 'Old app versions stay installed for months; renaming a field breaks them.',
          },
          {
            text: 'Following each platform’s conventions where iOS and Android differ',
            correct: true,
            why: 'An iOS-style back arrow on Android, for instance, feels foreign to Android users.',
          },
          {
            text: 'Choosing the stack by the team’s skills and the app’s needs',
            correct: true,
            why: 'Hype is a poor guide; a React team is productive in React Native, a platform-specific app may need native code.',
          },
        ],
      },
      {
        id: 'mobile-platforms-overview-9',
        kind: 'single',
        section: 'The app lifecycle in practice',
        prompt:
          'Which `AppState` value does React Native report while an incoming call briefly covers your app on iOS?',
        options: [
          {
            text: '`active`',
            correct: false,
            why: 'Active means in the foreground and receiving touches, which the app is not during the interruption.',
          },
          {
            text: '`inactive`',
            correct: true,
            why: 'On iOS, `inactive` marks the transition state when the app is visible but interrupted.',
          },
          {
            text: '`killed`',
            correct: false,
            why: 'There is no such AppState value; a killed app runs no code to report anything.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'react-native-basics',
    questions: [
      {
        id: 'react-native-basics-1',
        kind: 'single',
        section: 'Differences from the web',
        prompt: 'Why does `<View>Hello</View>` cause an error in React Native?',
        options: [
          {
            text: 'All text must be inside a `<Text>` component',
            correct: true,
            why: 'There is no loose text in native views; only `<Text>` can render strings.',
          },
          {
            text: '`View` only accepts children created with `StyleSheet.create`',
            correct: false,
            why: '`StyleSheet.create` makes style objects, not children; a `View` takes any components as children.',
          },
          {
            text: 'Strings must be wrapped in `{}` in React Native, unlike JSX on the web',
            correct: false,
            why: 'JSX is the same on both; the rule is about which component may render text.',
          },
        ],
      },
      {
        id: 'react-native-basics-2',
        kind: 'single',
        section: 'Differences from the web',
        prompt: 'What is the default `flexDirection` in React Native, and in CSS on the web?',
        options: [
          {
            text: '`row` in both',
            correct: false,
            why: 'The web default is `row`, but React Native changed it for tall phone screens.',
          },
          {
            text: '`column` in React Native, `row` on the web',
            correct: true,
            why: 'Every React Native view is a flex container that stacks its children vertically by default.',
          },
          {
            text: '`row` in React Native, `column` on the web',
            correct: false,
            why: 'It is the other way round: the web lays flex items in a row unless told otherwise.',
          },
          {
            text: '`column` in both',
            correct: false,
            why: 'On the web, `flex-direction` defaults to `row`.',
          },
        ],
      },
      {
        id: 'react-native-basics-3',
        kind: 'output',
        section: 'Core components',
        prompt:
          'React Native merges `style={[styles.button, styles.pressed]}` from left to right, like this `Object.assign`. What does it print?',
        code: {
          language: 'javascript',
          source: `const styles = {
  button: { padding: 12, backgroundColor: '#ddd' },
  pressed: { backgroundColor: '#bbb' },
};
const style = Object.assign({}, ...[styles.button, styles.pressed]);
console.log(style.padding, style.backgroundColor);`,
        },
        options: [
          {
            text: '12 #ddd',
            correct: false,
            why: 'The first style does not win: later styles in the array override earlier ones.',
          },
          {
            text: 'undefined #bbb',
            correct: false,
            why: 'Merging keeps every property; only the ones set again are replaced, so `padding` stays 12.',
          },
          {
            text: '12 #bbb',
            correct: true,
            why: 'Both styles apply, and for `backgroundColor`, set twice, the last one in the array wins.',
          },
          {
            text: '12px #bbb',
            correct: false,
            why: 'React Native numbers have no unit: `12` means 12 density-independent pixels.',
          },
        ],
      },
      {
        id: 'react-native-basics-4',
        kind: 'single',
        section: 'Differences from the web',
        prompt: 'Why use `FlatList` rather than mapping 1,000 names into a `ScrollView`?',
        options: [
          {
            text: '`ScrollView` cannot scroll past its first 100 children',
            correct: false,
            why: 'There is no such limit; the problem is that it renders all children at once.',
          },
          {
            text: '`FlatList` renders only the rows on screen',
            correct: true,
            why: 'Rendering 1,000 rows up front costs memory and start-up time; `FlatList` renders as you scroll.',
          },
          {
            text: '`FlatList` sorts the items alphabetically before it shows them',
            correct: false,
            why: 'It shows the data in the order you give it; its benefit is rendering only what is visible.',
          },
        ],
      },
      {
        id: 'react-native-basics-5',
        kind: 'order',
        section: 'Getting started with Expo',
        prompt: 'Put the steps to see a new Expo app on your phone in order.',
        steps: ['npx create-expo-app@latest my-app', 'cd my-app', 'npx expo start', 'Scan the QR code with Expo Go'],
        why: 'Create the project, enter its folder, start the development server, and only then is there a QR code to scan.',
      },
      {
        id: 'react-native-basics-6',
        kind: 'fill',
        section: 'Core components',
        prompt: "Where the web uses `<button onClick>`, React Native's lesson example uses `<____ onPress>`.",
        answers: ['Pressable'],
        why: '`Pressable` is the core component for touch handling; its `onPress` runs when the user taps it.',
      },
      {
        id: 'react-native-basics-7',
        kind: 'single',
        section: 'Worked example',
        prompt: 'In the worked example, what does `onChangeText` pass to its handler?',
        options: [
          {
            text: 'An event object, read with `e.target.value`',
            correct: false,
            why: 'That is the web’s `onChange`; React Native’s `onChange` also gives an event, but `onChangeText` does not.',
          },
          {
            text: 'The new text of the input as a string',
            correct: true,
            why: 'So `onChangeText={setQuery}` can store the text directly in state.',
          },
          {
            text: 'Only the last character that was typed',
            correct: false,
            why: 'It passes the whole current value, not a single keystroke.',
          },
          {
            text: 'Nothing: you read the value from a ref afterwards',
            correct: false,
            why: 'The handler receives the string; a ref is not needed for a controlled input.',
          },
        ],
      },
      {
        id: 'react-native-basics-8',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these style objects or habits are mistakes in React Native? Pick all that apply.',
        options: [
          {
            text: "`{ fontSize: '16px' }`",
            correct: true,
            why: 'Sizes are plain numbers of density-independent pixels; a `px` string is web CSS.',
          },
          {
            text: "`{ margin: '0 auto' }` to centre a box",
            correct: true,
            why: 'Shorthand CSS values do not exist; centre with flexbox (`alignItems`, `justifyContent`).',
          },
          {
            text: '`{ flex: 1 }` on the screen that holds a `FlatList`',
            correct: false,
            why: 'That is the fix: it gives the list a height to scroll within.',
          },
          {
            text: 'Checking a new screen on both iOS and Android',
            correct: false,
            why: 'A good habit: shadows, fonts and keyboards differ between the platforms.',
          },
        ],
      },
      {
        id: 'react-native-basics-9',
        kind: 'single',
        section: 'Lists with FlatList',
        prompt: 'What should `keyExtractor` return for a list of contacts loaded from an API?',
        options: [
          {
            text: "Each contact's stable id from the data, as a string",
            correct: true,
            why: 'A stable, unique key lets the list match rows to items when the data is filtered or reordered.',
          },
          {
            text: 'The position of the row in the array',
            correct: false,
            why: 'Indexes change when the list is filtered or sorted, so rows get matched to the wrong items.',
          },
          {
            text: 'A new random number on every render',
            correct: false,
            why: 'A key that changes every render forces every row to be thrown away and rebuilt.',
          },
        ],
      },
      {
        id: 'react-native-basics-10',
        kind: 'fill',
        section: 'React, but native',
        prompt: 'The JavaScript engine React Native uses by default is called ____.',
        answers: ['Hermes'],
        caseInsensitive: true,
        why: 'Hermes is the engine built for React Native and is the default in new apps.',
      },
    ],
  },
  {
    moduleKey: 'mobile-navigation',
    questions: [
      {
        id: 'mobile-navigation-1',
        kind: 'single',
        section: 'Expo Router: screens are files',
        prompt: 'With Expo Router, which file shows the screen for `/notes/42`?',
        options: [
          {
            text: '`app/notes/42.tsx`',
            correct: false,
            why: 'You would need a file per note; a dynamic segment in brackets matches any id.',
          },
          {
            text: '`app/notes/[id].tsx`',
            correct: true,
            why: 'The `[id]` segment matches `42`, and the screen reads it with `useLocalSearchParams`.',
          },
          {
            text: '`app/notes/_layout.tsx`',
            correct: false,
            why: 'A layout wraps the screens of its folder (for example in a Stack); it is not itself the screen for a route.',
          },
          {
            text: '`app/index.tsx`',
            correct: false,
            why: '`index.tsx` is the `/` route, the home screen.',
          },
        ],
      },
      {
        id: 'mobile-navigation-2',
        kind: 'output',
        section: 'Expo Router: screens are files',
        prompt: 'Route params come from the URL. What does this print?',
        code: {
          language: 'javascript',
          source: `const params = Object.fromEntries(new URLSearchParams('id=42'));
console.log(typeof params.id, params.id + 1, Number(params.id) + 1);`,
        },
        options: [
          {
            text: 'number 43 43',
            correct: false,
            why: 'Everything in a URL is text; the param is the string `"42"`.',
          },
          {
            text: 'string 43 43',
            correct: false,
            why: 'With a string, `+` concatenates: `"42" + 1` is `"421"`.',
          },
          {
            text: 'string 421 421',
            correct: false,
            why: '`Number()` converts the string first, so `Number("42") + 1` is the number `43`.',
          },
          {
            text: 'string 421 43',
            correct: true,
            why: 'The param is a string, so `+ 1` appends; convert with `Number()` before doing arithmetic.',
          },
        ],
      },
      {
        id: 'mobile-navigation-3',
        kind: 'single',
        section: 'Good habits',
        prompt: "Why pass a note's ID to its detail screen rather than the whole note object?",
        options: [
          {
            text: 'Objects are too large to pass in React Native',
            correct: false,
            why: 'Size is not the limit; the point is fresh data and a route that works as a link.',
          },
          {
            text: 'The screen loads fresh data, and a URL (or deep link) can carry an ID',
            correct: true,
            why: 'A copied object goes stale, and a link from an email has only the URL, so the screen must be able to load by ID.',
          },
          {
            text: 'Expo Router deletes objects from memory as soon as the previous screen unmounts',
            correct: false,
            why: 'Nothing is deleted; but an object copied at navigation time can become outdated.',
          },
        ],
      },
      {
        id: 'mobile-navigation-4',
        kind: 'multiple',
        section: 'Navigation patterns',
        prompt: 'Which descriptions of navigation patterns are right? Pick all that apply.',
        options: [
          {
            text: 'Stack: screens pile up and going back pops the top one',
            correct: true,
            why: 'That is the stack, used with the iOS swipe-back and the Android back gesture.',
          },
          {
            text: 'Tabs: a bar of top-level sections, each usually with its own stack',
            correct: true,
            why: 'Each tab keeps its own history, so switching tabs does not lose your place.',
          },
          {
            text: 'Drawer: the bottom bar with three to five items',
            correct: false,
            why: 'The bottom bar is tabs; a drawer is a side menu for many sections.',
          },
          {
            text: 'Modal: a screen that slides over the current one for a focused task',
            correct: true,
            why: 'A modal keeps the user in context, for example to compose a message.',
          },
        ],
      },
      {
        id: 'mobile-navigation-5',
        kind: 'fill',
        section: 'Expo Router: screens are files',
        prompt: 'In Expo Router, the file `app/____.tsx` wraps all screens, for example in a `<Stack />`.',
        answers: ['_layout'],
        why: 'A `_layout` file defines the navigator around the routes of its folder; it is not a route itself.',
      },
      {
        id: 'mobile-navigation-6',
        kind: 'single',
        section: 'Expo Router: screens are files',
        prompt: 'What is a deep link, and why does file-based routing make it easy?',
        options: [
          {
            text: 'A link that opens a specific screen; each screen already has a URL',
            correct: true,
            why: 'Because `app/notes/[id].tsx` is `/notes/42`, a link to that URL can open the note directly.',
          },
          {
            text: 'A link to a web page deep inside your website, shown in a browser tab',
            correct: false,
            why: 'A deep link opens a screen inside the app, not a page in the browser.',
          },
          {
            text: 'A link that works only after the user has opened every screen of the app once',
            correct: false,
            why: 'Deep links work from a cold start; that is what makes them useful from emails and notifications.',
          },
        ],
      },
      {
        id: 'mobile-navigation-7',
        kind: 'single',
        section: 'Expo Router: screens are files',
        prompt:
          'After a successful sign-in, which call takes the user home so that back does not return to the login form?',
        options: [
          {
            text: "`router.push('/home')`",
            correct: false,
            why: 'Push adds home on top of the login screen, so back pops to the form again.',
          },
          {
            text: "`router.replace('/home')`",
            correct: true,
            why: 'Replace swaps the current screen, so the login form leaves the stack.',
          },
          {
            text: '`router.back()`',
            correct: false,
            why: 'Back pops to whatever was before login, not to the home screen.',
          },
          {
            text: "`<Link href='/home'>` shown after sign-in",
            correct: false,
            why: 'A link pushes by default, leaving the login form in the history.',
          },
        ],
      },
      {
        id: 'mobile-navigation-8',
        kind: 'single',
        section: 'Layouts, groups and tabs',
        prompt: 'Which URL shows the screen in `app/(tabs)/settings.tsx`?',
        options: [
          {
            text: '`/(tabs)/settings`',
            correct: false,
            why: 'Folders in parentheses are groups and never appear in the URL.',
          },
          {
            text: '`/tabs/settings`',
            correct: false,
            why: 'The group name is left out entirely, with or without parentheses.',
          },
          {
            text: '`/settings`',
            correct: true,
            why: 'A group organises files and gives them a layout without adding a URL segment.',
          },
        ],
      },
      {
        id: 'mobile-navigation-9',
        kind: 'multiple',
        section: 'Deep links',
        prompt:
          'Which are true of Universal Links and Android App Links compared with a custom scheme such as `myapp://`? Pick all that apply.',
        options: [
          {
            text: 'They use ordinary https URLs on your own domain',
            correct: true,
            why: 'That is what makes them suitable for emails and marketing.',
          },
          {
            text: 'The platform verifies that you own the domain through a file you host',
            correct: true,
            why: 'Verification stops another app from claiming your links.',
          },
          {
            text: 'When the app is not installed, the link opens the website',
            correct: true,
            why: 'Because it is an https URL, the browser handles it as usual.',
          },
          {
            text: 'Any app may register the same link and intercept it',
            correct: false,
            why: 'That is the weakness of custom schemes, which the domain verification avoids.',
          },
        ],
      },
      {
        id: 'mobile-navigation-10',
        kind: 'single',
        section: 'Worked example',
        prompt: 'In the worked example, why does the "Go to my notes" button check `router.canGoBack()`?',
        options: [
          {
            text: 'A screen opened from a link may be the only screen in the stack',
            correct: true,
            why: 'With nothing to go back to, replacing the screen with home avoids a dead end.',
          },
          {
            text: '`router.back()` is only allowed on Android',
            correct: false,
            why: 'It works on both platforms; the issue is whether there is a previous screen.',
          },
          {
            text: 'It reloads the deleted note from the server',
            correct: false,
            why: 'It only inspects the navigation history; it loads no data.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'mobile-state-and-storage',
    questions: [
      {
        id: 'mobile-state-and-storage-1',
        kind: 'single',
        section: 'Storing data on the device',
        prompt: "Where should the user's auth token be stored?",
        options: [
          {
            text: 'AsyncStorage',
            correct: false,
            why: "AsyncStorage is unencrypted, so anything that can read the app's files can read the token.",
          },
          {
            text: 'Expo SecureStore',
            correct: true,
            why: 'SecureStore keeps secrets in the iOS Keychain and with the Android Keystore.',
          },
          {
            text: 'In `useState` in the root component',
            correct: false,
            why: 'Component state is lost when the app closes, so the user would have to sign in every time.',
          },
        ],
      },
      {
        id: 'mobile-state-and-storage-2',
        kind: 'single',
        section: 'Storing data on the device',
        prompt: 'Where do 5,000 saved recipes that the user searches by ingredient belong?',
        options: [
          {
            text: 'SQLite (`expo-sqlite`)',
            correct: true,
            why: 'Lots of structured data that you query is what a database on the device is for.',
          },
          {
            text: 'One AsyncStorage key holding a JSON array',
            correct: false,
            why: 'Every search would load and parse all 5,000 recipes; AsyncStorage is for small settings.',
          },
          {
            text: 'SecureStore, one entry per recipe',
            correct: false,
            why: 'SecureStore is for small secrets like tokens, not for large or searchable data.',
          },
        ],
      },
      {
        id: 'mobile-state-and-storage-3',
        kind: 'output',
        section: 'Storing data on the device',
        prompt: 'Settings are saved to AsyncStorage as JSON and read back. What does this print?',
        code: {
          language: 'javascript',
          source: `const stored = JSON.stringify({ theme: 'dark', fontSize: 16, savedAt: new Date(0) });
const settings = JSON.parse(stored);
console.log(typeof stored, settings.fontSize + 1, typeof settings.savedAt);`,
        },
        options: [
          {
            text: 'object 17 object',
            correct: false,
            why: '`JSON.stringify` returns a string, which is what AsyncStorage needs.',
          },
          {
            text: 'string 17 string',
            correct: true,
            why: 'The number survives as a number, but a `Date` becomes an ISO string and is not turned back into a date.',
          },
          {
            text: 'string 161 object',
            correct: false,
            why: 'JSON numbers parse back to numbers, so `16 + 1` is `17`; and the date comes back as a string.',
          },
          {
            text: 'string 17 object',
            correct: false,
            why: '`JSON.parse` does not recreate `Date` objects; `savedAt` is the string `"1970-01-01T00:00:00.000Z"`.',
          },
        ],
      },
      {
        id: 'mobile-state-and-storage-4',
        kind: 'single',
        section: 'Four kinds of state',
        prompt: 'Where should a list of posts loaded from your API live?',
        options: [
          {
            text: 'In a data-fetching library such as TanStack Query, as server state',
            correct: true,
            why: 'It caches, refetches and tracks loading and errors for data your server owns.',
          },
          {
            text: 'Copied into global app state, updated by hand after every change',
            correct: false,
            why: 'That is the classic mistake: you end up fighting to keep the copy fresh.',
          },
          {
            text: 'In SecureStore, so the posts survive a restart and stay safe from other apps',
            correct: false,
            why: 'Posts are not secrets, and SecureStore is not built for data like lists of posts.',
          },
        ],
      },
      {
        id: 'mobile-state-and-storage-5',
        kind: 'multiple',
        section: 'Rules',
        prompt: "Which follow the lesson's rules for persisted data? Pick all that apply.",
        options: [
          {
            text: 'Version what you store so a future update can migrate it',
            correct: true,
            why: 'Data saved by version 1 will be read by version 2; a version number tells it how to convert.',
          },
          {
            text: 'Load persisted state once at start-up and show a loading state meanwhile',
            correct: true,
            why: 'The storage APIs are asynchronous, so the first render must not assume the data is there.',
          },
          {
            text: 'Keep the password in AsyncStorage so sign-in is faster',
            correct: false,
            why: 'AsyncStorage is not encrypted; secrets belong in SecureStore.',
          },
          {
            text: 'Read AsyncStorage synchronously during each render to always show fresh values',
            correct: false,
            why: 'AsyncStorage has no synchronous reads; every call returns a promise.',
          },
        ],
      },
      {
        id: 'mobile-state-and-storage-6',
        kind: 'fill',
        section: 'Storing data on the device',
        prompt: 'AsyncStorage only stores strings, so save an object with `JSON.____(settings)`.',
        answers: ['stringify'],
        why: '`JSON.stringify` turns the object into a string; `JSON.parse` turns it back when you read it.',
      },
      {
        id: 'mobile-state-and-storage-7',
        kind: 'output',
        section: 'Worked example',
        prompt: 'A loader spreads the defaults first and the stored settings second. What does this print?',
        code: {
          language: 'javascript',
          source: `const DEFAULTS = { theme: 'light', fontSize: 16 };
const stored = JSON.parse('{"theme":"dark","beta":true}');
const settings = { ...DEFAULTS, ...stored };
console.log(settings.theme, settings.fontSize, settings.beta);`,
        },
        options: [
          {
            text: 'dark 16 true',
            correct: true,
            why: 'Stored keys override the defaults, missing keys keep their default, and extra stored keys are kept.',
          },
          {
            text: 'light 16 true',
            correct: false,
            why: 'The stored `theme` comes later in the spread, so it wins over the default.',
          },
          { text: 'dark undefined true', correct: false, why: '`fontSize` was not stored, so the default 16 remains.' },
          {
            text: 'dark 16 undefined',
            correct: false,
            why: 'Spread copies every stored key, including `beta`, which has no default.',
          },
        ],
      },
      {
        id: 'mobile-state-and-storage-8',
        kind: 'single',
        section: 'Versioning and migrating stored data',
        prompt:
          'Version 3 of an app loads settings saved with `"version": 7`, a format it does not know. What should it do?',
        options: [
          {
            text: 'Read the fields it recognises and ignore the rest',
            correct: false,
            why: 'A newer format may give the same names other meanings; the lesson says not to guess.',
          },
          {
            text: 'Fall back to safe defaults',
            correct: true,
            why: 'Unknown versions, missing or broken data all get the defaults rather than a guess.',
          },
          {
            text: 'Crash so the user reinstalls the app',
            correct: false,
            why: 'Crashing on stored data punishes the user for something they cannot fix.',
          },
        ],
      },
      {
        id: 'mobile-state-and-storage-9',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these are storage mistakes from the lesson? Pick all that apply.',
        options: [
          {
            text: 'Saving a refresh token in AsyncStorage',
            correct: true,
            why: 'AsyncStorage is unencrypted; tokens belong in SecureStore.',
          },
          {
            text: 'Saving `savedAt: Date.now()` in a JSON settings object',
            correct: false,
            why: 'A numeric timestamp survives the JSON round trip; storing a `Date` object is the mistake.',
          },
          {
            text: 'Keeping 20,000 records in one JSON string under one key',
            correct: true,
            why: 'Parsing a huge blob on every read is slow; SQLite suits many records.',
          },
          {
            text: 'Adding a new setting without a default',
            correct: true,
            why: 'Users whose saved object predates the setting get `undefined`; start from defaults.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'native-device-apis',
    questions: [
      {
        id: 'native-device-apis-1',
        kind: 'single',
        section: 'Good practice',
        prompt: 'Why is asking for every permission at first launch a bad idea?',
        options: [
          {
            text: 'The OS blocks apps that ask for two permissions in a row',
            correct: false,
            why: 'There is no such rule; the problem is how users react to a cold prompt.',
          },
          {
            text: 'Without context users tend to refuse, and a refusal is hard to undo',
            correct: true,
            why: 'Asked at the moment a feature is used, users understand why; after a "no", they must go to Settings.',
          },
          {
            text: 'Permissions granted at first launch expire after a day and must be asked again',
            correct: false,
            why: 'They do not expire that way; the problem is that users decline requests they do not understand.',
          },
        ],
      },
      {
        id: 'native-device-apis-2',
        kind: 'single',
        section: 'Permissions are a conversation',
        prompt: 'What does an iOS app need before it can use the camera?',
        options: [
          {
            text: 'Nothing: iOS grants the camera to every app from the App Store',
            correct: false,
            why: "The camera always needs the user's consent, and the prompt needs your explanation text.",
          },
          {
            text: 'A usage description (`NSCameraUsageDescription`) saying why',
            correct: true,
            why: 'iOS shows it in the permission prompt; without it the app crashes on access or is rejected.',
          },
          {
            text: 'An entry in the Android manifest, which iOS also reads',
            correct: false,
            why: "The manifest is Android's; iOS uses usage description strings in the app's configuration.",
          },
        ],
      },
      {
        id: 'native-device-apis-3',
        kind: 'output',
        section: 'Permissions are a conversation',
        prompt:
          'Here `Location` is a stand-in for `expo-location` whose user tapped "Don\'t Allow". What does this print?',
        code: {
          language: 'javascript',
          source: `const Location = {
  requestForegroundPermissionsAsync: async () => ({ status: 'denied' }),
  getCurrentPositionAsync: async () => ({ coords: { latitude: 52.37, longitude: 4.9 } }),
};
async function nearbyMessage() {
  const { status } = await Location.requestForegroundPermissionsAsync();
  if (status !== 'granted') return 'Search by city instead';
  const { coords } = await Location.getCurrentPositionAsync({});
  return \`Cafés near \${coords.latitude}\`;
}
console.log(await nearbyMessage());`,
        },
        options: [
          {
            text: 'Cafés near 52.37',
            correct: false,
            why: 'The status is checked first; with `denied` the function returns before asking for a position.',
          },
          {
            text: 'Error: permission denied',
            correct: false,
            why: 'A refused request does not throw; it resolves with a status your code must check.',
          },
          {
            text: 'Search by city instead',
            correct: true,
            why: 'The denial is handled with a fallback, so the feature still works without location.',
          },
        ],
      },
      {
        id: 'native-device-apis-4',
        kind: 'multiple',
        section: 'Good practice',
        prompt: "Which follow the lesson's good practice? Pick all that apply.",
        options: [
          {
            text: 'Explain on your own screen first, then trigger the system dialog',
            correct: true,
            why: 'Users who know why you ask say yes more often, and the system prompt appears only once.',
          },
          {
            text: 'Ask for "always" location up front so you never need to ask again',
            correct: false,
            why: 'Ask for the least you need: "while using the app", and approximate when that is enough.',
          },
          {
            text: 'Keep the app working when permission is denied',
            correct: true,
            why: 'A fallback, such as searching by city, keeps the feature useful for users who say no.',
          },
          {
            text: 'Test sensors only in the simulator, which behaves like a device',
            correct: false,
            why: 'Simulators fake many sensors; test on a real device.',
          },
        ],
      },
      {
        id: 'native-device-apis-5',
        kind: 'single',
        section: 'Permissions are a conversation',
        prompt: 'How does Android handle "dangerous" permissions such as the camera or location?',
        options: [
          {
            text: 'Declared in the manifest and also requested at runtime',
            correct: true,
            why: 'The manifest lists what the app may ask for, and the user grants dangerous ones while the app runs.',
          },
          {
            text: 'Granted automatically when the user installs the app from Google Play',
            correct: false,
            why: 'Dangerous permissions need a runtime request; installing the app does not grant them.',
          },
          {
            text: 'Only declared in the manifest; Android never shows the user a prompt for them',
            correct: false,
            why: 'Users see a prompt for dangerous permissions and can revoke them later in Settings.',
          },
        ],
      },
      {
        id: 'native-device-apis-6',
        kind: 'order',
        section: 'Good practice',
        prompt: 'A user wants cafés nearby. Put the steps of asking for location well in order.',
        steps: [
          'The user taps "Find cafés near me"',
          'Your own screen explains why location helps',
          'The system permission dialog appears',
          'Granted: load cafés nearby; denied: offer search by city',
        ],
        why: 'Ask in context (after the tap), explain first, then trigger the system prompt, and always handle both answers.',
      },
      {
        id: 'native-device-apis-7',
        kind: 'single',
        section: 'Permission states and second chances',
        prompt: 'A permission response has `status: "denied"` and `canAskAgain: false`. What should the app do?',
        options: [
          {
            text: 'Call the request again until the user allows it',
            correct: false,
            why: 'The system will not show the dialog again; the request just returns `denied` silently.',
          },
          {
            text: 'Keep the fallback and offer a way to open Settings where the feature is needed',
            correct: true,
            why: 'Only the system Settings can change a final refusal, so point there without nagging.',
          },
          {
            text: 'Show an error screen and close the app',
            correct: false,
            why: 'Denied is a normal answer; the rest of the app must keep working.',
          },
        ],
      },
      {
        id: 'native-device-apis-8',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked example, why does the flow call `getForegroundPermissionsAsync` before requesting anything?',
        options: [
          {
            text: 'It reads the current status without showing a prompt, so the app can explain first',
            correct: true,
            why: 'Only an `undetermined` status leads to the explainer and then the system dialog.',
          },
          {
            text: 'It is required before every `getCurrentPositionAsync` call on iOS',
            correct: false,
            why: 'The status check is a design choice for the flow, not a platform requirement.',
          },
          {
            text: 'It shows the system dialog in a quieter form',
            correct: false,
            why: 'It never shows a dialog; only the request function does.',
          },
          {
            text: 'It grants precise location when only approximate was allowed',
            correct: false,
            why: 'Only the user can change what they granted; reading the status changes nothing.',
          },
        ],
      },
      {
        id: 'native-device-apis-9',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these are permission mistakes from the lesson? Pick all that apply.',
        options: [
          {
            text: 'Requesting background location for a map shown only while the app is open',
            correct: true,
            why: 'Ask for "while using the app"; background location lowers acceptance and invites rejection.',
          },
          {
            text: 'A usage description that says only "Needs camera"',
            correct: true,
            why: 'Vague text earns refusals and can be rejected in review; say what the data is for.',
          },
          {
            text: 'Testing the refusal path on a real phone',
            correct: false,
            why: 'That is good practice: simulators fake many sensors and permission flows.',
          },
          {
            text: 'Treating a `denied` result as an exception to report',
            correct: true,
            why: 'Denied is an ordinary answer that needs a fallback, not an error.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'mobile-offline-and-sync',
    questions: [
      {
        id: 'mobile-offline-and-sync-1',
        kind: 'order',
        section: 'Reading: cache first',
        prompt: 'Put the steps of cache-first reading in order.',
        steps: [
          'Show the data stored last time straight away',
          'Fetch fresh data in the background',
          'Update the screen and the local copy when it arrives',
        ],
        why: 'The user sees something at once, even offline; the network only refreshes what is already shown.',
      },
      {
        id: 'mobile-offline-and-sync-2',
        kind: 'output',
        section: 'Writing: queue and retry',
        prompt: 'A retry loop computes its waits with exponential backoff. What does this print?',
        code: {
          language: 'javascript',
          source: `const delays = [];
for (let attempt = 0; attempt < 5; attempt++) delays.push(1000 * 2 ** attempt);
console.log(delays.join(', '));`,
        },
        options: [
          {
            text: '1000, 2000, 3000, 4000, 5000',
            correct: false,
            why: 'That grows linearly; exponential backoff doubles the wait each time.',
          },
          {
            text: '1000, 2000, 4000, 8000, 16000',
            correct: true,
            why: '`2 ** attempt` doubles the delay on each try, starting from `2 ** 0 = 1`.',
          },
          {
            text: '2000, 4000, 8000, 16000, 32000',
            correct: false,
            why: 'The first attempt is 0 and `2 ** 0` is 1, so the first wait is 1000 ms.',
          },
          {
            text: '1000, 1000, 1000, 1000, 1000',
            correct: false,
            why: 'A fixed delay would hammer a struggling server; the exponent makes each wait longer.',
          },
        ],
      },
      {
        id: 'mobile-offline-and-sync-3',
        kind: 'output',
        section: 'Writing: queue and retry',
        prompt: 'A server ignores requests it has already processed. What does this print?',
        code: {
          language: 'javascript',
          source: `const processed = new Map();
function createOrder(request) {
  if (processed.has(request.idempotencyKey)) return processed.get(request.idempotencyKey);
  const order = { id: processed.size + 1, item: request.item };
  processed.set(request.idempotencyKey, order);
  return order;
}
const request = { idempotencyKey: 'a1b2', item: 'coffee' };
createOrder(request);
createOrder(request); // the retry after a timeout
console.log(processed.size, createOrder(request).id);`,
        },
        options: [
          {
            text: '2 2',
            correct: false,
            why: 'The retry carries the same key, so the server returns the first order instead of creating another.',
          },
          {
            text: '3 3',
            correct: false,
            why: 'Only the first call creates an order; every later call with the same key returns it.',
          },
          {
            text: '1 1',
            correct: true,
            why: 'One key, one order: retries, however many, never create a second order.',
          },
        ],
      },
      {
        id: 'mobile-offline-and-sync-4',
        kind: 'single',
        section: 'Conflicts',
        prompt:
          'Two people edit a shared shopping list offline: one adds "milk", the other ticks "bread". Which conflict strategy fits?',
        options: [
          {
            text: 'Last write wins: simple, and nothing is ever lost',
            correct: false,
            why: "Last write wins is simple but may lose data: one person's whole list would replace the other's.",
          },
          {
            text: 'Merge item by item, asking only when the same item changed on both',
            correct: true,
            why: 'Different items changed, so both edits can be kept; only a change to the same field needs a decision.',
          },
          {
            text: 'Server wins: discard whatever the phones changed while they were offline',
            correct: false,
            why: 'Both offline edits would be dropped, which users of a shared list would notice at once.',
          },
        ],
      },
      {
        id: 'mobile-offline-and-sync-5',
        kind: 'fill',
        section: 'Writing: queue and retry',
        prompt: 'Saving a change locally and updating the UI at once, before the server confirms, is an ____ update.',
        answers: ['optimistic'],
        caseInsensitive: true,
        why: 'An optimistic update assumes the server will accept the change; the outbox makes sure it is sent later.',
      },
      {
        id: 'mobile-offline-and-sync-6',
        kind: 'single',
        section: 'Tell the user',
        prompt: 'The user saves a note while offline. What should the app do?',
        options: [
          {
            text: 'Show an error and discard the note until the network returns',
            correct: false,
            why: 'Never silently or needlessly drop a change; queue it instead.',
          },
          {
            text: 'Keep it, and show that changes will sync when back online',
            correct: true,
            why: 'An "Offline: changes will sync" banner tells the truth and keeps the user\'s work.',
          },
          {
            text: 'Keep showing a spinner until the save reaches the server',
            correct: false,
            why: 'A spinner on every network blip makes the app feel broken; offline-first shows local data at once.',
          },
        ],
      },
      {
        id: 'mobile-offline-and-sync-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked example, the server answers a queued change with `422 Unprocessable Content`. What does the outbox do?',
        options: [
          {
            text: 'Retries it with backoff until the server accepts it',
            correct: false,
            why: 'A 4xx rejection will fail the same way every time; retrying only blocks the queue.',
          },
          {
            text: 'Parks the change, tells the user, and carries on with the queue',
            correct: true,
            why: 'The user can fix or discard it while the other changes still sync.',
          },
          {
            text: 'Deletes the change silently',
            correct: false,
            why: 'The lesson says never silently drop a change; the user must hear about it.',
          },
          {
            text: 'Sends it again at once with a new idempotency key',
            correct: false,
            why: 'A new key would not help a rejected body, and it risks duplicates elsewhere.',
          },
        ],
      },
      {
        id: 'mobile-offline-and-sync-8',
        kind: 'output',
        section: 'Conflicts',
        prompt: 'A three-way merge of one field: base, local (phone) and server values. What does this print?',
        code: {
          language: 'javascript',
          source: `function mergeField(base, local, server) {
  if (local === server) return local;
  if (local === base) return server;
  if (server === base) return local;
  return 'CONFLICT';
}
console.log(mergeField('home', 'work', 'home'), mergeField('a', 'b', 'c'));`,
        },
        options: [
          {
            text: 'home CONFLICT',
            correct: false,
            why: 'Only the phone changed the first field (server still equals base), so the local value wins.',
          },
          {
            text: 'work CONFLICT',
            correct: true,
            why: 'The first field changed only locally; the second changed differently on both sides.',
          },
          {
            text: 'work c',
            correct: false,
            why: 'Both sides changed the second field to different values, which is a real conflict.',
          },
          {
            text: 'home c',
            correct: false,
            why: 'Neither field resolves that way: the local edit wins the first, the second conflicts.',
          },
        ],
      },
      {
        id: 'mobile-offline-and-sync-9',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which outbox designs avoid the common mistakes from the lesson? Pick all that apply.',
        options: [
          {
            text: 'The queue is stored in SQLite, not only in memory',
            correct: true,
            why: 'The OS may kill the app before the network returns; a persisted queue survives.',
          },
          {
            text: 'A fresh idempotency key is generated for each retry',
            correct: false,
            why: 'Then retries look like new requests; the key is created once with the change.',
          },
          {
            text: 'Retry waits double up to a cap, with a little random jitter',
            correct: true,
            why: 'Backoff with a cap saves battery and jitter keeps reconnecting phones out of lockstep.',
          },
          {
            text: 'Every request handles failure even when `isConnected` is true',
            correct: true,
            why: 'A phone can report a network that cannot actually reach your server.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'app-store-release',
    questions: [
      {
        id: 'app-store-release-1',
        kind: 'single',
        section: 'Before you build',
        prompt: 'Why must the build number increase with every upload?',
        options: [
          {
            text: 'Stores tell builds apart by it; Android updates only to a higher one',
            correct: true,
            why: 'A reused or lower build number is rejected; the user-visible version (`1.2.0`) can stay the same.',
          },
          {
            text: 'Users see it in the store and expect it to grow',
            correct: false,
            why: 'Users see the version such as `1.2.0`; the build number is for the stores and devices.',
          },
          {
            text: "It is the app's ID, so it must change with every release to be unique",
            correct: false,
            why: 'The app ID (bundle identifier or package name) never changes; only the build number goes up.',
          },
        ],
      },
      {
        id: 'app-store-release-2',
        kind: 'single',
        section: 'Test before the public does',
        prompt: 'What is TestFlight for?',
        options: [
          {
            text: "Running automated UI tests in Apple's cloud",
            correct: false,
            why: 'TestFlight distributes builds to people; it does not run your test suite.',
          },
          {
            text: "Measuring the app's launch time on many different iPhone models",
            correct: false,
            why: 'Performance tools are in Xcode; TestFlight is about letting testers install builds.',
          },
          {
            text: 'Letting internal and external testers install beta builds',
            correct: true,
            why: "It is Apple's beta channel, used before a build is released on the App Store.",
          },
        ],
      },
      {
        id: 'app-store-release-3',
        kind: 'single',
        section: 'Before you build',
        prompt: 'What happens if you change the bundle identifier (e.g. `com.yourname.notes`) after release?',
        options: [
          {
            text: 'The stores treat it as a different app: existing users get no update',
            correct: true,
            why: 'The app ID identifies the app forever; a new one means a new listing without your users or reviews.',
          },
          {
            text: 'Nothing, it is only shown on the store listing',
            correct: false,
            why: "Users see the app's name, not its ID; the ID is what the stores use to identify the app.",
          },
          {
            text: 'The stores update the ID on every installed copy automatically overnight',
            correct: false,
            why: 'The ID can never change after release; the stores do not migrate installs to another one.',
          },
        ],
      },
      {
        id: 'app-store-release-4',
        kind: 'fill',
        section: 'Build and sign',
        prompt: 'New apps on Google Play must be uploaded as an Android App ____ (`.aab`).',
        answers: ['Bundle'],
        caseInsensitive: true,
        why: 'Google Play requires the Android App Bundle for new apps and builds optimised APKs for each device from it.',
      },
      {
        id: 'app-store-release-5',
        kind: 'multiple',
        section: 'Review and release',
        prompt: 'Which are common reasons for a rejected submission? Pick all that apply.',
        options: [
          {
            text: 'The app crashes during review',
            correct: true,
            why: 'Crashes are among the most common rejections; test the release build first.',
          },
          {
            text: 'The reviewer has no way to log in',
            correct: true,
            why: 'Provide a demo account so the reviewer can reach every feature.',
          },
          {
            text: 'Missing privacy details',
            correct: true,
            why: 'Both stores ask what data you collect, and a privacy policy URL.',
          },
          {
            text: 'The app was built with React Native instead of Swift',
            correct: false,
            why: 'The stores review what the app does, not the framework it was built with.',
          },
        ],
      },
      {
        id: 'app-store-release-6',
        kind: 'single',
        section: 'Review and release',
        prompt: 'What is a staged rollout?',
        options: [
          {
            text: 'Releasing iOS first and Android a week later',
            correct: false,
            why: "A staged rollout is per store: a growing share of that store's users gets the update.",
          },
          {
            text: 'Releasing to a percentage of users first, then to more',
            correct: true,
            why: 'If the new version has a bad bug, only a few people get it before you halt the rollout.',
          },
          {
            text: 'Uploading the build in several parts because it is too large for one upload',
            correct: false,
            why: 'It is about who receives a release, not how the file is uploaded.',
          },
        ],
      },
      {
        id: 'app-store-release-7',
        kind: 'single',
        section: 'Over-the-air updates',
        prompt: 'Which fix can ship with EAS Update, without a new store build?',
        options: [
          {
            text: 'Adding a native Bluetooth module',
            correct: false,
            why: 'Native code is compiled into the binary; it needs a new build through the stores.',
          },
          {
            text: 'Correcting a wrong price calculation in JavaScript',
            correct: true,
            why: 'A JavaScript-only change fits the runtime version the installed binary already has.',
          },
          {
            text: 'Asking for a new permission with its usage text',
            correct: false,
            why: 'Permission texts live in the native projects, so they also need a store build.',
          },
          {
            text: 'Upgrading React Native to a new version',
            correct: false,
            why: 'An SDK upgrade changes native code and the runtime version.',
          },
        ],
      },
      {
        id: 'app-store-release-8',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which release habits avoid the common mistakes from the lesson? Pick all that apply.',
        options: [
          {
            text: 'Letting EAS auto-increment build numbers',
            correct: true,
            why: 'No one can forget to bump, and a reused number cannot reach the store.',
          },
          {
            text: 'Committing the Android keystore to the repository for safe keeping',
            correct: false,
            why: 'That leaks your signing identity; keep credentials in EAS or CI secrets with a backup.',
          },
          {
            text: 'Putting a demo account in the review notes',
            correct: true,
            why: 'Reviewers must be able to get past a login wall, or the build is rejected.',
          },
          {
            text: 'Declaring the data your analytics SDK collects',
            correct: true,
            why: 'Privacy answers must match what the app and all its libraries collect.',
          },
        ],
      },
      {
        id: 'app-store-release-9',
        kind: 'single',
        section: 'Build and sign',
        prompt: 'With Play App Signing, what does your team use its own key for?',
        options: [
          {
            text: 'Signing the uploads it sends to Google Play',
            correct: true,
            why: 'That is the upload key; Google re-signs the app for users with the app signing key it keeps.',
          },
          {
            text: 'Encrypting the app so users cannot read it',
            correct: false,
            why: 'Signing proves who made the app; it does not encrypt it.',
          },
          {
            text: 'Signing iOS builds as well',
            correct: false,
            why: 'iOS uses certificates and provisioning profiles from Apple, not the Android key.',
          },
        ],
      },
      {
        id: 'app-store-release-10',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the worked example release in order.',
        steps: [
          'Change the version to 1.3.0 in a reviewed pull request',
          'Run `eas build` for both platforms (build numbers auto-increment)',
          'Submit with `eas submit` and test the build from TestFlight and the internal track',
          'Release to a percentage of users and watch crash reports',
          'Raise the rollout to 100 % once the numbers look healthy',
        ],
        why: 'Version, build, submit and test, then a staged release that widens only when the data says it is safe.',
      },
    ],
  },
];
