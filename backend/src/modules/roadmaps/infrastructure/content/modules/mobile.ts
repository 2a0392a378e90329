import type { ModuleContent } from '../content-types.js';

/** Modules of the Mobile Developer roadmap. Keys are stable: never rename or reuse them. */
export const MOBILE_MODULES: ModuleContent[] = [
  {
    key: 'mobile-platforms-overview',
    title: 'Mobile Platforms Overview',
    summary:
      'Understand iOS and Android, the ways to build apps for them, and what makes mobile different from the web.',
    contentMd: `### Two platforms

Almost every smartphone runs **iOS** (Apple) or **Android** (Google and many manufacturers such as Samsung, Xiaomi and Google itself). The two have been the only serious choices for over a decade, so "building a mobile app" in practice means building for both, or deliberately choosing one.

| | iOS | Android |
| --- | --- | --- |
| Native language | Swift (SwiftUI, UIKit) | Kotlin (Jetpack Compose) |
| Official IDE | Xcode (macOS only) | Android Studio |
| Store | App Store | Google Play (and others) |
| Design guidance | Human Interface Guidelines | Material Design |

Two consequences follow from this table. First, building and signing an iOS app needs a Mac, because Xcode only runs on macOS (cloud build services rent you one). Second, the platforms have their own design languages: iOS users expect a back swipe from the left edge and titles in the navigation bar, Android users expect the system back gesture and Material components. An app that ignores these feels foreign even when it works. Android is also more fragmented: thousands of device models, screen sizes and OS versions are in use at once, while most iPhones run a recent iOS release.

### Ways to build an app

- **Native:** one codebase per platform, full access to every feature, best platform feel. Twice the work.
- **Cross-platform:** one codebase for both. **React Native** (JavaScript/TypeScript, renders real native views), **Flutter** (Dart, draws its own widgets), **Kotlin Multiplatform** (shares logic, often native UI).
- **Web / PWA:** an installable responsive website. Easiest to ship, but with limited device access.

The difference between React Native and Flutter is worth understanding. React Native asks the platform to create its own views, so a React Native switch *is* the iOS switch. Flutter paints every pixel itself with its own rendering engine, so it looks identical on both platforms unless you choose platform-specific widgets. Kotlin Multiplatform usually shares the business logic (networking, data, rules) and leaves the UI native, or shares it too with Compose Multiplatform.

No choice is free. Cross-platform tools still need some native knowledge: when a library is missing, when a build fails in Xcode, or when a store asks for a setting in the native project. This roadmap uses React Native with Expo because it builds on the JavaScript and React you already know.

### What is different from the web

- **The app lifecycle.** Apps move between foreground and background, and the OS may kill a background app to free memory. Save important state early.
- **Constrained devices.** Battery, memory and mobile data are limited; networks drop in lifts and tunnels.
- **Permissions.** Camera, location and notifications require the user's explicit consent.
- **Touch and screens.** Fingers are less precise than a mouse; screens have notches, safe areas and different pixel densities.
- **Distribution.** Releases go through store review, and old versions stay in use for a long time.

The last point surprises web developers most. On the web you deploy and every visitor gets the new version on the next page load. A mobile release waits for review, then reaches users only as they update, and some never do. Your backend API must therefore keep working for app versions that are months old.

### The app lifecycle in practice

An app is in one of a few states: **active** (in the foreground, receiving touches), **inactive** (visible but interrupted, for example by an incoming call or the app switcher), **background** (not visible, running briefly) and **suspended or killed** (not running at all). On Android each screen (an Activity) gets callbacks such as \`onPause\` and \`onStop\`; on iOS the app receives scene events. In React Native you listen to the \`AppState\` module, whose values are \`active\`, \`background\` and, on iOS, \`inactive\`.

The important rule: the operating system does not promise to tell you before it ends a suspended app. When memory is low, it simply reclaims it. So the moment to save a draft is when the app goes to the background, not "when the app closes", because that second event may never arrive.

### Worked example

A note-taking app loses the text a user was typing whenever they switch to another app to copy a link and come back much later. The bug report says "my note vanished". Here is the fix in React Native: save the draft when the app leaves the foreground.

\`\`\`tsx
import { useEffect, useRef } from 'react';
import { AppState } from 'react-native';
import AsyncStorage from '@react-native-async-storage/async-storage';

export function useSaveDraftOnBackground(draft: string) {
  const latest = useRef(draft);
  latest.current = draft;

  useEffect(() => {
    const sub = AppState.addEventListener('change', (next) => {
      if (next === 'background') {
        AsyncStorage.setItem('draft', latest.current);
      }
    });
    return () => sub.remove();
  }, []);
}
\`\`\`

Walk through what happens. The user types, switches to the browser, and the app moves to \`background\`: the listener saves the latest text at once. An hour later the OS kills the app to free memory, without any further event. When the user opens the app again it starts from scratch, reads \`draft\` from storage and fills the editor. The \`useRef\` keeps the newest text without re-registering the listener on every keystroke, and the cleanup removes the listener when the screen goes away. To test this on a device, type a note, background the app, and use "Don't keep activities" in Android's developer options (or stop the app from Xcode) to simulate the kill.

### Common mistakes

- **Treating the phone like a desktop browser.** Waiting for an "app closed" event to save, assuming fast Wi-Fi or loading huge images. Save on background, expect slow or no network and size assets for the screen.
- **Choosing a stack by hype.** Pick by the team's skills and the app's needs: a team of React developers is productive in React Native; an app that lives on one platform's newest features may justify native code.
- **Ignoring platform conventions.** One identical design for both platforms, with an iOS-style back arrow on Android, confuses users. Follow the Human Interface Guidelines and Material Design where they differ.
- **Testing only on a new flagship phone or only in the simulator.** Real users have older, slower devices with small screens. Keep a cheap Android phone for testing.
- **Forgetting old app versions.** Renaming an API field breaks every user who has not updated. Version the API and keep old fields until usage of old app versions drops.

### At work

Mobile teams are often small: a few developers who share one codebase in React Native or Flutter, or separate iOS and Android developers, working with a backend team and a designer. The tools of the job are Xcode and Android Studio (even for cross-platform apps, for emulators, signing and native logs), a crash reporter, analytics and the store consoles. Decisions such as "native or cross-platform" are made by senior engineers with product managers, weighing cost, hiring and required features.

A junior developer typically starts with well-scoped tasks: build a screen from a design, fix a layout that breaks on a small Android phone, or reproduce a crash report on a real device. Being able to explain the lifecycle, and check that data survives backgrounding, is exactly the kind of care reviewers look for.`,
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'Android Developers: Application fundamentals',
        url: 'https://developer.android.com/guide/components/fundamentals',
        kind: 'docs',
      },
      {
        title: 'Apple: Human Interface Guidelines',
        url: 'https://developer.apple.com/design/human-interface-guidelines',
        kind: 'docs',
      },
      { title: 'React Native: AppState', url: 'https://reactnative.dev/docs/appstate', kind: 'docs' },
      { title: 'Material Design 3', url: 'https://m3.material.io/', kind: 'docs' },
    ],
  },
  {
    key: 'react-native-basics',
    title: 'React Native Basics',
    summary: 'Build your first native screens with React Native core components, styles and Expo.',
    contentMd: `### React, but native

React Native lets you write React components that become **real native views**: a \`<View>\` becomes a \`UIView\` on iOS and a \`ViewGroup\` on Android. Components, props, state and hooks work exactly as in React for the web; only the building blocks change.

Your JavaScript runs in a JavaScript engine (Hermes, the default) inside the app. When your components render, React Native works out what changed and asks the platform to create or update the matching native views. Since React Native 0.76 the **New Architecture** is the default: JavaScript talks to native code through a direct interface (JSI) instead of passing serialised messages, which makes layout and native calls faster and lets React features such as concurrent rendering work on mobile. You rarely touch this layer, but it explains two facts: the user sees platform controls, not HTML, and heavy JavaScript work still competes with your UI for time, so keep expensive computations out of render.

### Getting started with Expo

[Expo](https://docs.expo.dev/) is the framework the React Native team recommends for new apps:

\`\`\`bash
npx create-expo-app@latest my-app
cd my-app
npx expo start
\`\`\`

Scan the QR code with the **Expo Go** app on your phone, or press \`a\`/\`i\` to open an Android emulator or iOS simulator. Saving a file reloads the app instantly (Fast Refresh keeps the component state when it can).

Expo Go is a ready-made app containing a fixed set of native modules, which is perfect for learning. When your app needs a native library Expo Go does not include, you build a **development build**: your own version of the app with exactly the native code you need, still with instant reloading. You do not have to leave Expo for that.

### Core components

\`\`\`jsx
import { View, Text, Pressable, StyleSheet } from 'react-native';
import { useState } from 'react';

export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <View style={styles.container}>
      <Text style={styles.label}>Tapped {count} times</Text>
      <Pressable style={styles.button} onPress={() => setCount(count + 1)}>
        <Text>Tap me</Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 12 },
  label: { fontSize: 20 },
  button: { padding: 12, borderRadius: 8, backgroundColor: '#ddd' },
});
\`\`\`

To combine styles, pass an array: \`style={[styles.button, isPressed && styles.pressed]}\`. When two styles set the same property, the last one in the array wins, just as later keys win when you spread objects. Falsy entries such as \`false\` or \`undefined\` are ignored, which is why the \`&&\` pattern works.

The components you will use every day: \`View\` (a box for layout), \`Text\` (all text), \`Image\` (local or remote pictures; a remote image needs a width and height), \`TextInput\` (keyboard input, with \`value\` and \`onChangeText\`), \`Pressable\` (anything tappable, with \`onPress\` and a pressed state), \`ScrollView\` (a scrolling container that renders all its children) and \`FlatList\` (a scrolling list that renders lazily).

### Differences from the web

- No HTML: use \`View\`, \`Text\`, \`Image\`, \`TextInput\`, \`ScrollView\`, \`Pressable\`.
- All text must be inside \`<Text>\`.
- Styles are JavaScript objects in camelCase; numbers are density-independent pixels, no \`px\`.
- Every view is a flex container and \`flexDirection\` defaults to \`column\`.
- Use \`FlatList\` for long lists: it only renders the rows on screen.

There is also no cascade: styles do not inherit from a parent \`View\`, with one exception, nested \`Text\` inherits from its parent \`Text\`. And there are no CSS files or class names: styles live next to the component.

### Lists with FlatList

A \`FlatList\` takes the array in \`data\`, a \`renderItem\` function that draws one row, and a \`keyExtractor\` that returns a stable, unique string key for each item. It renders only the rows near the screen and recycles memory as the user scrolls, so a list of 10,000 contacts stays smooth. A \`ScrollView\` with \`items.map(...)\` would create all 10,000 rows at once, which is slow to open and uses a lot of memory. For a short, fixed list (a settings page with eight rows) a \`ScrollView\` is fine.

### Worked example

A junior builds a contacts screen and reports: "the list is slow and the search box loses characters". Here is their first version and the fixed one.

\`\`\`jsx
// Before: every contact rendered at once, index as key, text outside <Text>
<ScrollView>
  {contacts.map((c, i) => (
    <View key={i}>{c.name}</View>
  ))}
</ScrollView>
\`\`\`

Three problems: a \`ScrollView\` renders all rows, the array index is an unstable key (filtering the list reuses the wrong rows), and a string directly inside a \`View\` throws "Text strings must be rendered within a <Text> component".

\`\`\`jsx
import { useState } from 'react';
import { FlatList, Text, TextInput, View, StyleSheet } from 'react-native';

export default function Contacts({ contacts }) {
  const [query, setQuery] = useState('');
  const visible = contacts.filter((c) =>
    c.name.toLowerCase().includes(query.toLowerCase()),
  );
  return (
    <View style={styles.screen}>
      <TextInput
        style={styles.search}
        value={query}
        onChangeText={setQuery}
        placeholder="Search contacts"
        autoCorrect={false}
      />
      <FlatList
        data={visible}
        keyExtractor={(c) => c.id}
        renderItem={({ item }) => <Text style={styles.row}>{item.name}</Text>}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, padding: 16 },
  search: { borderWidth: 1, borderRadius: 8, padding: 10, marginBottom: 8 },
  row: { paddingVertical: 12, fontSize: 16 },
});
\`\`\`

The input is now **controlled**: \`value\` comes from state and \`onChangeText\` receives the new string (not an event object, unlike the web's \`onChange\`). The list renders lazily with stable keys from the data. The screen \`View\` has \`flex: 1\` so it fills the available height; without it the \`FlatList\` could collapse or not scroll.

### Common mistakes

- **Putting text directly in a \`View\`.** React Native throws an error. Wrap every string in \`<Text>\`.
- **Writing web CSS.** \`'16px'\`, \`margin: '0 auto'\` or \`display: grid\` do not exist. Use numbers, separate properties and flexbox.
- **Forgetting \`flex: 1\`.** A parent without a size gives its scrolling child no height. Give screens \`flex: 1\`.
- **Mapping long data into a \`ScrollView\`.** Use \`FlatList\` (or \`SectionList\` for grouped data) with a stable \`keyExtractor\`.
- **Using \`onChange\` where \`onChangeText\` is meant.** \`onChangeText\` hands you the string directly; \`onChange\` gives an event object.
- **Checking only one platform.** Shadows, fonts and keyboards differ between iOS and Android. Run both before you call a screen done.

### At work

Most React Native work is building screens from designs (often in Figma), wiring them to an API and making them behave on both platforms and many screen sizes. Teams use TypeScript, ESLint, the React Native DevTools for debugging, and Expo's development builds or the native IDEs when native code is involved. A junior is typically given one screen or component: "build the profile screen", "make the list scroll smoothly", "fix the layout on a small Android phone". Reviewers check for the basics taught here: text wrapped in \`Text\`, long lists in \`FlatList\` with real keys, styles in \`StyleSheet.create\`, and a screen tried on both an iOS simulator and an Android emulator.`,
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    resources: [
      { title: 'React Native: Get started', url: 'https://reactnative.dev/docs/getting-started', kind: 'docs' },
      {
        title: 'React Native: Core components and native components',
        url: 'https://reactnative.dev/docs/intro-react-native-components',
        kind: 'docs',
      },
      { title: 'React Native: Using List Views', url: 'https://reactnative.dev/docs/using-a-listview', kind: 'docs' },
      { title: 'Expo: Tutorial', url: 'https://docs.expo.dev/tutorial/introduction/', kind: 'course' },
    ],
  },
  {
    key: 'mobile-navigation',
    title: 'Mobile Navigation',
    summary: 'Move between screens with stacks, tabs and deep links using Expo Router or React Navigation.',
    contentMd: `### Navigation patterns

Mobile apps have no address bar, so navigation is built into the interface:

- **Stack:** screens pile on top of each other; going back pops the top one (iOS swipe-back, Android back gesture or button).
- **Tabs:** a bar of top-level sections, each usually with its own stack.
- **Drawer:** a side menu for many sections.
- **Modal:** a screen that slides over the current one for a focused task.

Real apps combine them. A typical shopping app has bottom tabs (Home, Search, Cart, Profile); inside the Home tab a stack goes from the product list to a product to its reviews; and "Add address" opens as a modal over everything. Knowing which pattern a screen belongs to tells you how "back" should behave: back pops within the current stack, switching tabs does not add history, and a modal is closed rather than popped.

### Expo Router: screens are files

New Expo apps use **Expo Router**, built on React Navigation. Each file in \`app/\` is a route:

\`\`\`
app/
  _layout.tsx       -> wraps all screens (e.g. a Stack)
  index.tsx         -> "/"
  notes/[id].tsx    -> "/notes/42"
\`\`\`

\`\`\`tsx
// app/_layout.tsx
import { Stack } from 'expo-router';
export default function RootLayout() {
  return <Stack />;
}

// app/index.tsx
import { Link } from 'expo-router';
export default function Home() {
  return <Link href="/notes/42">Open note 42</Link>;
}

// app/notes/[id].tsx
import { Text } from 'react-native';
import { useLocalSearchParams } from 'expo-router';
export default function Note() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <Text>Note {id}</Text>;
}
\`\`\`

Route params arrive as strings: in \`/notes/42\`, \`id\` is \`'42'\`, not the number \`42\`, so convert it (\`Number(id)\`) before doing arithmetic. Query parameters work the same way: \`/search?q=tea\` gives \`{ q: 'tea' }\`.

Besides \`<Link>\`, you navigate from code with the \`router\` object (or the \`useRouter\` hook): \`router.push('/notes/42')\` adds a screen to the stack, \`router.back()\` pops it, and \`router.replace('/home')\` swaps the current screen for another so that back does not return to it. \`replace\` is what you want after signing in: the user should not be able to go "back" to the login form.

Because every screen has a URL, **deep links** (a link in an email opening a specific screen) work almost for free.

### Layouts, groups and tabs

A \`_layout.tsx\` file decides how the screens in its folder are shown. Put \`<Tabs />\` in a layout and each file in that folder becomes a tab; put \`<Stack />\` and they push onto each other. Folders in parentheses are **groups**: they organise files and give them a layout without adding to the URL.

\`\`\`
app/
  _layout.tsx            -> <Stack /> for the whole app
  (tabs)/
    _layout.tsx          -> <Tabs />: Home and Settings tabs
    index.tsx            -> "/"
    settings.tsx         -> "/settings"
  notes/[id].tsx         -> "/notes/42", pushed over the tabs
  +not-found.tsx         -> shown for an unknown URL
\`\`\`

Here the root stack holds the tab bar as its first screen, and a note opens on top of the tabs, with a back button. The \`+not-found.tsx\` file catches links to screens that do not exist, for example an old link to a route you removed.

### Deep links

A deep link opens the app on a specific screen. There are two kinds. A **custom scheme** link such as \`myapp://notes/42\` works once you set \`"scheme": "myapp"\` in the app config, but any app may claim the same scheme and it does nothing if the app is not installed. **Universal Links** (iOS) and **Android App Links** use ordinary \`https://\` URLs on your own domain; the platform verifies that you own the domain through a file you host there, and when the app is not installed the link simply opens the website. Product teams prefer these for emails and marketing.

Whatever the source, treat a deep link as untrusted input: the URL may point to a note the user cannot see, or carry odd parameters. The screen must validate the parameter and handle "not found" or "not signed in" gracefully.

### Good habits

- Pass IDs in the route, not whole objects; load the data on the screen.
- Keep the back behaviour predictable: never trap the user.
- Respect platform conventions: bottom tabs with 3–5 items, clear titles, a visible back control.

### Worked example

A notes app gets a push notification that links to \`myapp://notes/abc\` (a note that was deleted), and the app shows a blank screen with a crash in the logs. The detail screen trusted the parameter:

\`\`\`tsx
// Before
const { id } = useLocalSearchParams<{ id: string }>();
const note = notes.find((n) => n.id === id)!;
return <Text>{note.title}</Text>; // crashes when the note does not exist
\`\`\`

The fixed screen checks the parameter, handles a missing note, and offers a way out:

\`\`\`tsx
import { Text, View, Pressable } from 'react-native';
import { useLocalSearchParams, router } from 'expo-router';

export default function Note() {
  const { id } = useLocalSearchParams<{ id: string }>();
  const note = useNotes().find((n) => n.id === id);

  if (!note) {
    return (
      <View>
        <Text>This note no longer exists.</Text>
        <Pressable onPress={() => (router.canGoBack() ? router.back() : router.replace('/'))}>
          <Text>Go to my notes</Text>
        </Pressable>
      </View>
    );
  }
  return <Text>{note.title}</Text>;
}
\`\`\`

Notice \`router.canGoBack()\`: when the app was opened straight from a link, the note is the only screen in the stack, so there is nothing to go back to. Replacing it with the home screen avoids trapping the user on a dead end. To test, run \`npx uri-scheme open myapp://notes/abc --android\` (or \`--ios\`) with the app running in a development build.

### Common mistakes

- **Passing whole objects as params.** Params are strings in a URL; objects get serialised, go stale and break deep links. Pass the ID and load the data.
- **Forgetting params are strings.** \`id === 42\` is always false for \`'42'\`. Convert with \`Number(id)\` or compare strings.
- **Using \`push\` after login.** The login screen stays in the stack and back returns to it. Use \`replace\`.
- **Assuming a previous screen exists.** A deep link or notification can open any screen first. Check \`canGoBack()\` or provide a home route.
- **Too many tabs.** Six or seven tabs become unreadable; keep 3–5 and move the rest into a screen or menu.

### At work

Navigation is usually set up early by a senior developer, and juniors add screens to it: "add an order detail screen reachable from the orders list and from the 'your order shipped' notification". That task means a new route file, a link from the list, a deep link the backend can put in the notification, and tests of the back behaviour on both platforms. Teams also work with product and marketing on link formats, and with the backend team to host the verification files for Universal Links and App Links. Analytics tools often record screen views by route name, so clear, stable route paths matter beyond the code.`,
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    resources: [
      { title: 'Expo Router: Introduction', url: 'https://docs.expo.dev/router/introduction/', kind: 'docs' },
      { title: 'Expo: Linking into your app', url: 'https://docs.expo.dev/linking/into-your-app/', kind: 'docs' },
      {
        title: 'React Navigation: Getting started',
        url: 'https://reactnavigation.org/docs/getting-started',
        kind: 'docs',
      },
      {
        title: 'Android Developers: About App Links',
        url: 'https://developer.android.com/training/app-links',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'mobile-state-and-storage',
    title: 'State and Local Storage on Mobile',
    summary: 'Decide where each piece of data lives: component state, shared state, server cache or on-device storage.',
    contentMd: `### Four kinds of state

1. **Local UI state:** a text field's value, whether a menu is open. Use \`useState\` in the component.
2. **Shared app state:** the signed-in user, the theme. Use React context or a small library such as Zustand.
3. **Server state:** data owned by your API. Use a data-fetching library such as TanStack Query, which caches, refetches and tracks loading and error states for you.
4. **Persisted state:** data that must survive the app being closed. Store it on the device.

Keeping these separate avoids the classic mistake of copying server data into global state and then fighting to keep it fresh.

A useful question for any piece of data is "who owns it, and how long must it live?" A search box's text is owned by one screen and dies with it. The theme is owned by the app and must survive a restart, so it is shared state that is also persisted. A list of orders is owned by the server: your app only holds a cached copy, which can be stale, so it should be refetched rather than edited in place. With TanStack Query you describe a query by a key and a function (\`useQuery({ queryKey: ['orders'], queryFn: fetchOrders })\`), and the library shares the result between screens, refetches it when it goes stale or the app returns to the foreground, and gives you \`isPending\` and \`error\` to render.

### Storing data on the device

| Need | Tool |
| --- | --- |
| Small settings, simple cache | AsyncStorage (unencrypted key-value strings) |
| Tokens, passwords, secrets | Expo SecureStore (iOS Keychain / Android Keystore) |
| Lots of structured data, queries | SQLite (\`expo-sqlite\`) |

\`\`\`javascript
import AsyncStorage from '@react-native-async-storage/async-storage';
import * as SecureStore from 'expo-secure-store';

await AsyncStorage.setItem('settings', JSON.stringify({ theme: 'dark' }));
const settings = JSON.parse((await AsyncStorage.getItem('settings')) ?? '{}');

await SecureStore.setItemAsync('authToken', token);
const saved = await SecureStore.getItemAsync('authToken');
\`\`\`

AsyncStorage only stores strings, so convert objects with \`JSON.stringify\` and \`JSON.parse\`. JSON keeps strings, numbers, booleans, \`null\`, arrays and plain objects; a \`Date\` comes back as a string, so store a timestamp and rebuild the date when you read it. All of these APIs are asynchronous.

\`getItem\` returns \`null\` when nothing was saved under that key, which is why the example falls back to \`'{}'\`. A good loader goes one step further: it starts from **defaults** and lets the stored values override them, so a setting added in a later app version still has a value for users whose saved object predates it. SecureStore is meant for small secrets, not for large data, and it is encrypted by the platform's keychain or keystore. SQLite suits thousands of records you need to search, sort or filter without loading them all into memory.

### Versioning and migrating stored data

Stored data outlives the code that wrote it. Version 1 of your app saves \`{ darkMode: true }\`; version 2 wants \`{ theme: 'dark' }\`. When a user updates, version 2 finds the old shape on the device. If it reads \`settings.theme\` without thinking, it gets \`undefined\` and the user's choice is lost. The fix is to save a \`version\` number with the data and, when loading, **migrate** old versions step by step to the current shape. If the stored text is missing, is not valid JSON or has a version the code does not know (a newer format from a later app, restored from a backup), fall back to safe defaults rather than guessing.

### Rules

- Never put secrets in AsyncStorage: it is not encrypted.
- Load persisted state once at start-up and show a splash or loading state meanwhile.
- Version what you store, so a future app update can migrate old data.

### Worked example

Here is a settings loader that applies the rules: defaults, a version, a migration and a safe fallback.

\`\`\`javascript
const DEFAULTS = { version: 2, theme: 'light', fontSize: 16, savedAt: 0 };

function migrate(stored) {
  if (stored.version === 1) {
    return { version: 2, theme: stored.darkMode ? 'dark' : 'light', fontSize: stored.fontSize ?? 16, savedAt: 0 };
  }
  if (stored.version === 2) return stored;
  return null; // unknown version: do not guess
}

function loadSettings(text) {
  let parsed;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return { ...DEFAULTS };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { ...DEFAULTS };
  const current = migrate(parsed);
  return current ? { ...DEFAULTS, ...current } : { ...DEFAULTS };
}

console.log(loadSettings('{"version":1,"darkMode":true,"fontSize":14}').theme); // dark
console.log(loadSettings(null).fontSize);                                        // 16
console.log(loadSettings('{"version":9}').theme);                               // light
\`\`\`

Step by step: \`text ?? ''\` turns a missing value into empty text, and \`JSON.parse\` throws on empty or broken text, so the \`catch\` returns the defaults. A parsed value that is not a plain object (a number, an array) also gets the defaults. A version 1 object is converted field by field. Finally, spreading \`DEFAULTS\` first and the stored object second means stored values win and any missing key keeps its default. When saving, write \`savedAt: Date.now()\` (a number) rather than a \`Date\`, so it survives the JSON round trip unchanged.

In the app, call \`loadSettings(await AsyncStorage.getItem('settings'))\` once during start-up while a splash screen is visible, then put the result into shared state (context or Zustand) so every screen reads the same settings.

### Common mistakes

- **Secrets in AsyncStorage.** Anyone with access to a backup or a rooted device can read it. Use SecureStore for tokens.
- **Copying server data into global state.** It goes stale and every screen must remember to refresh it. Let a server-state library own it.
- **Storing \`Date\` objects directly.** They come back as strings after \`JSON.stringify\`. Store timestamps.
- **Reading without defaults.** \`JSON.parse(null)\` gives \`null\`, and \`null.theme\` throws. Start from defaults and handle missing or broken data.
- **Changing the stored shape without a version.** The next update reads the old shape and misbehaves. Save a version and migrate.
- **Huge blobs in key-value storage.** Thousands of records in one JSON string are slow to parse on every read. Use SQLite.

### At work

Every app decides early where its data lives, and the decision is documented for the team: which library owns server data, what is persisted, where tokens go. Security reviews check that tokens are in the keychain or keystore and that nothing sensitive is logged or stored in plain files. Juniors are often asked to add a new setting (with a default, so existing users are not broken), to move a value from one store to another with a migration, or to fix a bug report such as "my preferences reset after the update", which is usually a missing migration. Tools you meet: AsyncStorage or MMKV for key-value data, SecureStore or a keychain library for secrets, SQLite or an ORM over it for records, and TanStack Query for server data.`,
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    resources: [
      { title: 'Expo: AsyncStorage', url: 'https://docs.expo.dev/versions/latest/sdk/async-storage/', kind: 'docs' },
      { title: 'Expo: SecureStore', url: 'https://docs.expo.dev/versions/latest/sdk/securestore/', kind: 'docs' },
      { title: 'Expo: SQLite', url: 'https://docs.expo.dev/versions/latest/sdk/sqlite/', kind: 'docs' },
      { title: 'React: Managing state', url: 'https://react.dev/learn/managing-state', kind: 'docs' },
    ],
  },
  {
    key: 'native-device-apis',
    title: 'Native Device APIs and Permissions',
    summary: 'Use the camera, location and notifications responsibly, asking for permission at the right moment.',
    contentMd: `### What the device offers

Phones carry sensors and services a website can rarely reach fully: camera, GPS location, push notifications, contacts, biometrics, haptics, accelerometer. In Expo each one is a module (\`expo-camera\`, \`expo-location\`, \`expo-notifications\`, \`expo-haptics\`...) with a JavaScript API over the native code.

Each module is a thin bridge: your JavaScript calls a function, native code talks to the operating system, and the result comes back as a promise. Because the native side must be compiled into the app, adding a module that is not in Expo Go means making a new development build, and its configuration (permission texts, for example) goes in the app config so that Expo writes it into the native projects for you. Some features work only on a real device: a simulator has no real camera, and push notifications need a physical device.

### Permissions are a conversation

Sensitive features need the user's consent, and the operating system shows the prompt, not you.

- **iOS** requires a usage description string (for example \`NSCameraUsageDescription\`) explaining why you need access. Apps without one are rejected or crash.
- **Android** declares permissions in the manifest and asks for "dangerous" ones (camera, location, microphone) at runtime.
- Users can say no, and can change their mind later in Settings. A request does not throw when refused: it resolves with a status (\`granted\` or \`denied\`) that your code must check.

\`\`\`javascript
import * as Location from 'expo-location';

async function showNearbyCafes() {
  const { status } = await Location.requestForegroundPermissionsAsync();
  if (status !== 'granted') {
    showMessage('Location is off. You can search by city instead.');
    return;
  }
  const position = await Location.getCurrentPositionAsync({});
  loadCafes(position.coords.latitude, position.coords.longitude);
}
\`\`\`

### Permission states and second chances

Before the user has answered, the status is \`undetermined\`. Expo's permission responses also carry \`canAskAgain\`. It matters because the system prompt is not yours to repeat: on iOS the prompt appears only once per permission, and on Android, if the user denies the same permission twice, the system stops showing the dialog. After that, calling \`request...\` again returns \`denied\` immediately and nothing appears on screen. The only way back is the app's page in the system Settings, which you can open with \`Linking.openSettings()\` from \`react-native\`.

So there are two kinds of "no". A first "no" may be a reaction to a badly timed prompt, and you can explain and ask again later. A final "no" (\`canAskAgain\` is \`false\`) means you should stop asking, keep the feature's fallback working, and offer a gentle "Turn on in Settings" button only where the feature is actually needed.

The platforms also let users share less than you ask for. Both iOS and Android (since Android 12) let the user grant only **approximate** location. **Background** location ("Allow all the time") is a separate, more sensitive permission that both stores scrutinise; request it only if the feature truly needs location while the app is closed. And since Android 13, showing notifications needs a runtime permission too, so a notification prompt can be refused like any other.

### Good practice

- **Ask in context**, at the moment the feature is used, not on first launch. "Tap to find cafés near you" earns far more "Allow" answers than a cold prompt.
- **Explain first** with your own screen, then trigger the system dialog.
- **Always have a fallback** when permission is denied; the app must still work.
- **Ask for the least you need:** "while using the app" location instead of "always", approximate instead of precise when that is enough.
- Test on a **real device**: simulators fake many sensors.

### Worked example

A café finder asked for location at launch and got many refusals; users who refused then saw an empty map forever. The team rebuilt the flow. First the config, so both platforms get the permission text:

\`\`\`json
{
  "expo": {
    "plugins": [
      [
        "expo-location",
        { "locationWhenInUsePermission": "We use your location to show cafés near you." }
      ]
    ]
  }
}
\`\`\`

Then the flow, triggered only when the user taps "Cafés near me":

\`\`\`javascript
import * as Location from 'expo-location';
import { Linking } from 'react-native';

async function onNearMePressed() {
  let perm = await Location.getForegroundPermissionsAsync();
  if (perm.status === 'undetermined') {
    const ok = await showExplainer('Find cafés near you? We only use your location while the app is open.');
    if (!ok) return showCitySearch();
    perm = await Location.requestForegroundPermissionsAsync();
  }
  if (perm.status === 'granted') {
    const pos = await Location.getCurrentPositionAsync({ accuracy: Location.Accuracy.Balanced });
    return loadCafes(pos.coords.latitude, pos.coords.longitude);
  }
  if (!perm.canAskAgain) {
    return showCitySearch({ hint: 'Location is off for this app.', action: () => Linking.openSettings() });
  }
  return showCitySearch();
}
\`\`\`

Walk through it. \`getForegroundPermissionsAsync\` only reads the current status; it never shows a prompt. On the first tap the status is \`undetermined\`, so the app shows its own explainer, and only if the user agrees does it trigger the system dialog. If access is granted, a balanced accuracy is enough for cafés, saving battery. If the user refused for good, the city search appears with a button to open Settings; otherwise the city search appears without nagging. In every branch the user can still find a café.

### Common mistakes

- **Asking for everything at first launch.** Users refuse prompts they do not understand, and you may have used your one chance. Ask when the feature is used.
- **Missing or vague usage descriptions.** iOS crashes or App Review rejects the build. Say plainly what you use the data for.
- **Treating \`denied\` as an error.** It is a normal answer. Show a fallback, not an error screen.
- **Asking again and again.** After a final refusal the request returns \`denied\` silently. Check \`canAskAgain\` and point to Settings.
- **Requesting background location for a foreground feature.** It lowers acceptance and invites store rejection. Use "while using the app".
- **Trusting the simulator.** Test sensors, permissions and notifications on real devices, both platforms.

### At work

Permission work crosses roles: designers draw the explainer screens, product decides when to ask, developers implement the flow and write the usage strings, and legal or privacy staff check that the store privacy labels match what the app collects. Analytics usually track the "allow" rate, so a change in timing is measured. A junior might be asked to add photo upload to a profile screen: pick the right module, add the permission text to the app config, handle every status, and test the refusal path on a real Android phone and iPhone, including turning access off in Settings while the app is running.`,
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    resources: [
      { title: 'Expo: Permissions guide', url: 'https://docs.expo.dev/guides/permissions/', kind: 'docs' },
      { title: 'Expo: Location', url: 'https://docs.expo.dev/versions/latest/sdk/location/', kind: 'docs' },
      {
        title: 'Android Developers: Permissions on Android',
        url: 'https://developer.android.com/guide/topics/permissions/overview',
        kind: 'docs',
      },
      {
        title: 'Apple: Human Interface Guidelines, Privacy',
        url: 'https://developer.apple.com/design/human-interface-guidelines/privacy',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'mobile-offline-and-sync',
    title: 'Offline Support and Sync',
    summary: 'Keep your app useful without a connection and sync changes safely when the network returns.',
    contentMd: `### Networks fail, apps should not

Mobile users go through tunnels, lifts and patchy coverage. An app that shows only a spinner whenever the network blips feels broken. An **offline-first** app shows local data immediately and treats the network as a way to refresh it.

There is a third state besides online and offline that causes most bugs: the **flaky** connection. The phone reports a network, but requests time out after 30 seconds, or a request reaches the server and the response is lost on the way back. From the app's point of view, "it failed" and "it worked but I never heard back" look the same. Offline-first design deals with both: keep a local copy that is always usable, and make every change safe to send more than once.

### Reading: cache first

1. Show what you stored last time straight away.
2. Fetch fresh data in the background.
3. Update the screen and the local copy when it arrives.

Libraries such as TanStack Query do much of this for you.

This pattern is often called **stale-while-revalidate**: stale data now is better than no data, as long as you refresh it and, where it matters, show how old it is ("Updated 2 hours ago"). The local copy lives in storage that survives a restart, usually SQLite for records; the in-memory cache of a query library can be persisted too. Decide per screen how stale is acceptable: a news feed from yesterday is fine to show, an account balance should say clearly that it may be out of date.

### Writing: queue and retry

When the user changes something offline:

1. Save the change locally and update the UI at once (an **optimistic update**).
2. Add it to an **outbox** queue with a unique ID.
3. When the connection returns, send queued changes in order, retrying with increasing delays (exponential backoff).
4. Send the unique ID so the server can ignore duplicates (an **idempotency key**); a retry must never create two orders.

\`\`\`javascript
import NetInfo from '@react-native-community/netinfo';

const unsubscribe = NetInfo.addEventListener((state) => {
  if (state.isConnected) {
    flushOutbox(); // send queued changes
  }
});
\`\`\`

The outbox must be **persisted** (in SQLite or storage), not only kept in memory: the OS may kill the app before the network returns. Generate the idempotency key once, when the change is created, and store it with the change; generating a new key on each retry defeats the purpose. With backoff, each wait doubles (1 s, 2 s, 4 s...), usually up to a cap, and adding a little random **jitter** stops thousands of phones that reconnect together from retrying in lockstep. Errors fall into two groups: network failures and server errors (5xx) are worth retrying, while a \`400 Bad Request\` or \`422\` will fail the same way forever (the exceptions are \`408\` and \`429 Too Many Requests\`, which ask you to try again later), so move that change aside and tell the user instead of blocking the queue behind it. \`isConnected\` only means the phone has a network; NetInfo's \`isInternetReachable\` says whether the internet actually answered, and even then a request can still fail, so always handle errors.

### Conflicts

If the same item was edited on two devices, someone must decide which version wins. Common strategies: **last write wins** (simple, may lose data), **server wins**, or **merge field by field** and ask the user only when the same field changed. Decide this early; it shapes your data model.

A field-by-field merge needs three versions: the **base** (what the phone last downloaded), the **local** edit and the current **server** copy. For each field: if local and server agree, keep it; if only one side changed it compared with the base, take that side's value; if both changed it differently, that field is a real conflict. To know the base, the app must keep it, or the server keeps a version number per record and rejects updates made against an old version (optimistic concurrency), returning the current copy to merge against.

### Tell the user

Show an "Offline: changes will sync" banner and never silently drop a change.

Users forgive being offline; they do not forgive lost work. Mark items that are waiting to sync (a small clock icon), show a clear message when a change was rejected, with a way to fix or discard it, and avoid blocking the whole screen with a spinner while you retry in the background.

### Worked example

A field-service app lets technicians log repairs in basements with no signal. Here is the core of its outbox, with a persisted queue, stable keys and backoff:

\`\`\`javascript
async function addRepair(repair) {
  const change = { key: crypto.randomUUID(), type: 'createRepair', body: repair, attempts: 0 };
  await outbox.push(change);   // persisted in SQLite
  showInList({ ...repair, pending: true });   // optimistic update
  flushOutbox();
}

async function flushOutbox() {
  for (const change of await outbox.all()) {
    try {
      const res = await fetch('https://api.example.com/repairs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': change.key },
        body: JSON.stringify(change.body),
      });
      if (res.ok) { await outbox.remove(change.key); markSynced(change); continue; }
      const retryable = res.status === 408 || res.status === 429 || res.status >= 500;
      if (!retryable) { await outbox.park(change); notifyRejected(change); continue; }
      throw new Error(\`server \${res.status}\`);
    } catch {
      change.attempts += 1;
      await outbox.update(change);
      const wait = Math.min(60000, 1000 * 2 ** change.attempts) + Math.random() * 1000;
      setTimeout(flushOutbox, wait);
      return; // keep order: stop at the first failure
    }
  }
}
\`\`\`

Follow one repair through a bad connection. It is saved locally with key \`7f3c...\` and shown at once with a pending mark. The first POST reaches the server, which creates the repair, but the response is lost in the tunnel, so the app sees an error and schedules a retry after about two seconds. The retry sends the same key; the server recognises it and returns the existing repair instead of creating a second one. The app removes the change from the outbox and clears the pending mark. Had the server answered \`422\` (say, a missing required field), the change would be parked and the technician asked to fix it, while the rest of the queue keeps moving.

### Common mistakes

- **An in-memory queue.** The app is killed and queued changes vanish. Persist the outbox.
- **A new idempotency key per attempt.** Retries then look like new requests and create duplicates. Create the key with the change.
- **Retrying forever at a fixed, short interval.** It drains the battery and hammers the server. Use backoff with a cap and jitter.
- **Retrying a \`4xx\` rejection.** It will never succeed and blocks everything behind it. Park it and tell the user.
- **Trusting \`isConnected\`.** Captive portals and dead connections report a network. Treat every request as able to fail.
- **Silent last-write-wins.** A colleague's edit disappears without anyone knowing. Choose the strategy deliberately and surface real conflicts.

### At work

Offline support is a product decision first: which screens must work offline, and what happens to conflicting edits. Mobile and backend developers then design it together, because idempotency keys, version numbers and conflict responses live on the server. Tools you will meet are SQLite (often through an ORM), TanStack Query with a persisted cache, NetInfo, and ready-made sync libraries or a custom sync API. A junior might be asked to add a pending-sync indicator, move a queue from memory to SQLite, or reproduce a "duplicate order" bug with the network link conditioner on iOS or the emulator's network settings on Android, then fix it by sending an idempotency key.`,
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'Android Developers: Build an offline-first app',
        url: 'https://developer.android.com/topic/architecture/data-layer/offline-first',
        kind: 'article',
      },
      { title: 'Expo: NetInfo', url: 'https://docs.expo.dev/versions/latest/sdk/netinfo/', kind: 'docs' },
      {
        title: 'TanStack Query: React Native',
        url: 'https://tanstack.com/query/latest/docs/framework/react/react-native',
        kind: 'docs',
      },
      {
        title: 'IETF draft: The Idempotency-Key HTTP header field',
        url: 'https://datatracker.ietf.org/doc/draft-ietf-httpapi-idempotency-key-header/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'app-store-release',
    title: 'Releasing to the App Store and Google Play',
    summary: 'Build, sign, test and publish your app to the stores, and ship updates safely.',
    contentMd: `### Before you build

- **Developer accounts:** the Apple Developer Program costs a yearly fee; Google Play charges a one-time registration fee.
- **A unique app ID:** the iOS bundle identifier and Android package name (e.g. \`com.yourname.notes\`). The stores identify your app by it, so it can never change after release: a new ID is a new app.
- **Versions:** a user-visible version (\`1.2.0\`) and a build number that must increase with every upload: it is how the stores tell your uploads apart and how Android decides that an install is an update (a lower or reused number is rejected).
- **Icons, screenshots, a description and a privacy policy URL.** Both stores ask what data you collect.

In an Expo app these live in the app config: \`version\` for the user-visible version, \`ios.bundleIdentifier\` and \`android.package\` for the IDs, and \`ios.buildNumber\` and \`android.versionCode\` for the build numbers (native projects call them \`CFBundleVersion\` and \`versionCode\`). The data questions become the App Store's privacy details ("nutrition label") and Google Play's Data safety section, and they must match what the app and every library in it really collect, including analytics and crash reporting.

### Build and sign

Store builds must be **signed** so the stores and devices know they come from you. Android uses a keystore; iOS uses certificates and provisioning profiles. With Expo, **EAS** (Expo Application Services) manages this for you:

\`\`\`bash
npm install -g eas-cli
eas build --platform all     # signed builds in the cloud (.aab and .ipa)
eas submit --platform ios    # upload to App Store Connect
\`\`\`

Google Play requires the Android App Bundle (\`.aab\`) format for new apps.

Signing is about identity. On Android, new apps use **Play App Signing**: you sign uploads with an *upload key*, and Google re-signs the app for users with the *app signing key* it keeps safe. Losing your upload key is recoverable through Play support; on older setups, losing the only signing key meant you could never update the app again. On iOS, a distribution certificate proves the build comes from your team and a provisioning profile ties the app ID to it. Keep these credentials out of Git: EAS can store them, or your CI keeps them as secrets.

### Test before the public does

- **iOS:** TestFlight lets internal and external testers install beta builds.
- **Android:** internal, closed and open testing tracks. New personal developer accounts must run a closed test (at least 12 testers opted in for 14 days in a row) before they can apply for production access.

External TestFlight testers see a build only after a short beta review by Apple, while internal testers (members of your App Store Connect team) get it at once. On Google Play, the internal testing track is the quickest way to get a build onto your team's phones. Test the release build, not only the development one: minification, missing environment variables and production API URLs only show up there.

### Review and release

Apple reviews every submission against its App Review Guidelines; Google Play also reviews apps. Common rejections: crashes, no way for the reviewer to log in (provide a demo account) and missing privacy details. Use a **staged rollout** (a percentage of users first) so a bad release reaches few people.

On Google Play you choose the percentage and can raise it, or halt the rollout if crash reports climb. The App Store's **phased release** spreads an update to users with automatic updates over seven days, and you can pause it. Apps that let people create an account must also let them delete it from within the app; both stores now check this.

### Over-the-air updates

React Native apps ship JavaScript and assets inside the binary, so a JavaScript-only fix can be delivered without a new store build: **EAS Update** publishes a new bundle, and the app downloads it on a later launch. It cannot change native code (a new native module, a permission, an SDK upgrade), so each update targets a **runtime version** that says which native build it is compatible with. Store rules permit this for bug fixes and small changes as long as the update does not change the app's purpose or slip in features that bypass review, so use it for fixes, not to avoid review.

### After launch

Watch crash reports and reply to reviews. Users update slowly, so your API must keep supporting older app versions.

### Worked example

A team ships version 1.3.0 of a notes app. Their \`eas.json\` keeps build numbers on the EAS servers and bumps them automatically, so no one has to remember:

\`\`\`json
{
  "cli": { "appVersionSource": "remote" },
  "build": {
    "production": { "autoIncrement": true }
  },
  "submit": { "production": {} }
}
\`\`\`

The release session, after the version in the app config was changed to \`1.3.0\` in a reviewed pull request:

\`\`\`bash
eas build --platform all --profile production
# Android versionCode 41 -> 42, iOS buildNumber 41 -> 42
eas submit --platform android --latest   # lands in the chosen Play track
eas submit --platform ios --latest       # lands in App Store Connect / TestFlight
\`\`\`

They test build 42 from TestFlight and the internal track on real phones, fill in the "What's new" text, give the reviewer a demo account, and release: 10 % on Google Play and a phased release on iOS. Two days later the crash reporter shows a crash in the share screen on Android 12. Because the bug is in JavaScript, they publish a fix with \`eas update --channel production\` for the same runtime version, watch the crash rate fall, then raise the rollout to 100 %. Had the fix needed native code, they would have halted the rollout and shipped 1.3.1 as build 43.

### Common mistakes

- **Reusing or lowering a build number.** The store rejects the upload. Let the tooling auto-increment.
- **Losing signing credentials or committing them to Git.** Either locks you out or leaks your identity. Store them in EAS or CI secrets, with a backup.
- **No reviewer access.** A login wall without a demo account gets an instant rejection. Put credentials in the review notes.
- **Privacy answers that do not match the code.** An analytics SDK that collects device IDs must be declared. Check every library.
- **Releasing to 100 % at once.** A crash reaches everyone before you notice. Use staged or phased rollouts and watch the dashboards.
- **Using over-the-air updates for native changes.** The new bundle crashes against the old binary. Match runtime versions, and ship native changes through the stores.

### At work

Releases are a team routine, often weekly or every two weeks, run by a release manager or a rotating developer. CI builds and submits (EAS Workflows, GitHub Actions or similar), product writes the release notes, QA signs off a release candidate, and everyone watches crash-free rate and reviews afterwards. A junior often starts by running a release with a checklist: bump the version, check the build in TestFlight and the internal track, answer a reviewer's question in App Store Connect, or move a staged rollout forward once the numbers look healthy.`,
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    resources: [
      { title: 'Expo: EAS Build introduction', url: 'https://docs.expo.dev/build/introduction/', kind: 'docs' },
      {
        title: 'Apple: App Review Guidelines',
        url: 'https://developer.apple.com/app-store/review/guidelines/',
        kind: 'docs',
      },
      {
        title: 'Android Developers: Publish your app',
        url: 'https://developer.android.com/studio/publish',
        kind: 'docs',
      },
      { title: 'Expo: EAS Update introduction', url: 'https://docs.expo.dev/eas-update/introduction/', kind: 'docs' },
    ],
  },
];
