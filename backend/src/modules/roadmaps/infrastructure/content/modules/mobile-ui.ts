import type { ModuleContent } from '../content-types.js';

/** Mobile lessons: layout, lists, forms, notifications and accessibility (issue 29). Keys are stable: never rename or reuse them. */
export const MOBILE_UI_MODULES: ModuleContent[] = [
  {
    key: 'mobile-layout-and-styling',
    title: 'Layout and Styling in React Native',
    summary:
      'Lay out screens that fit every phone: StyleSheet and style arrays, Flexbox with its mobile defaults, density-independent pixels, the window size, safe areas, platform differences, dark mode and images at every density.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Styles are objects, not a cascade
In React Native every core component takes a \`style\` prop, and a style is a plain JavaScript object whose names are CSS names in camelCase: \`backgroundColor\`, not \`background-color\`. Numbers have no unit. You usually gather a component's styles in \`StyleSheet.create({...})\` below the component. The React Native docs describe \`create\` as an identity function: it returns what you pass in, and its practical benefit is type checking and editor suggestions against the real native style properties, plus a named, reusable style instead of an anonymous object in the JSX.

Two rules replace the web's cascade. First, a \`style\` can be an **array**, and when two entries set the same property the last one wins, so \`[styles.button, disabled && styles.buttonDisabled]\` layers a variant on a base style (\`false\` entries are ignored). Second, nothing inherits from a parent \`View\`: only nested \`Text\` inherits text styles from its parent \`Text\`. If a whole screen should use one font, you build a small \`AppText\` component once and use it everywhere. The same idea gives you reusable styling: a component accepts a \`style\` prop and appends it last in its own array, so callers can adjust it without editing it.

### Flexbox with mobile defaults
Every \`View\` lays out its children with Flexbox (the Yoga engine). It works as on the web with a few different defaults, which the React Native docs list explicitly:

- \`flexDirection\` defaults to \`column\`, not \`row\`: children stack top to bottom, because phone screens are tall.
- \`alignContent\` defaults to \`flex-start\`, not \`stretch\` (it only matters when wrapped lines exist).
- \`flexShrink\` defaults to \`0\`, not \`1\`: children do **not** shrink when they overflow.
- \`flex\` takes a single number only, not the web's \`flex: 1 1 200px\` shorthand.

\`alignItems\` still defaults to \`stretch\`, so a child in a column fills the width unless it has its own \`width\`. \`justifyContent\` distributes children along the main axis and \`alignItems\` along the cross axis; \`gap\`, \`rowGap\` and \`columnGap\` space them without margins.

\`flex: 1\` means "take the space left over, shared with siblings by their flex numbers". Three children with \`flex\` 1, 2 and 3 in a 600-point-tall column get 100, 200 and 300 points (1/6, 2/6 and 3/6). A child can only fill space its parent actually has: a parent without a size or its own \`flex\` has a height of 0, and its flex children disappear. That is why screens start with \`flex: 1\`.

The \`flexShrink: 0\` default explains one of the most common layout bugs. In a \`row\` with an avatar and a long name, the \`Text\` keeps its full natural width and pushes the next item off the screen. Giving the text \`flex: 1\` (or \`flexShrink: 1\`) lets it shrink and wrap.

### Sizes, density-independent pixels and the window
All dimensions in React Native are unitless **density-independent pixels**, points on iOS and dp on Android. The device multiplies them by its pixel ratio: \`PixelRatio.get()\` returns values such as 1, 1.5, 2, 3 or 3.5, so a 48 × 48 button is 144 × 144 physical pixels on a ratio-3 phone and looks roughly the same size on every screen. The docs warn there is no exact mapping to centimetres, but for layout this is the point: you design in points, not pixels.

Fixed sizes suit things that should not change (an icon, an avatar). For everything else, prefer \`flex\`, percentages (which, like flex, need a parent with a size) and \`aspectRatio\`, which sets the missing dimension from the known one: \`{ width: '100%', aspectRatio: 16 / 9 }\` is a video-shaped box on any width.

When layout really depends on the screen, read it with the \`useWindowDimensions\` hook. It returns \`width\`, \`height\`, \`scale\` (the pixel ratio) and \`fontScale\` (the user's text size setting), and it re-renders the component whenever they change: on rotation, on a foldable being opened, in split-screen, or when the user changes the font size. The older \`Dimensions.get('window')\` is read once; the docs prefer the hook in components because a cached value goes stale. On Android, the window excludes the status bar (unless it is translucent) and the navigation bar.

### Safe areas
Modern phones have notches, rounded corners, a status bar and a home indicator over parts of the screen. The **safe area** is the rectangle where content is not covered. React Native's own \`SafeAreaView\` is deprecated (it only ever worked on iOS); the docs point to the \`react-native-safe-area-context\` library, which Expo's default template already installs. It gives you a \`SafeAreaView\` that applies the insets as padding (your own padding is added on top), an \`edges\` prop to choose which sides, and the \`useSafeAreaInsets()\` hook, which returns \`{ top, right, bottom, left }\` in points. The hook is the more precise tool: a scrolling list usually wants its background to run under the status bar but its last row to clear the home indicator, so you add \`insets.bottom\` to the list's bottom padding only.

### Platform differences and dark mode
Some styles must differ per platform: the classic shadow properties (\`shadowOpacity\`, \`shadowRadius\`) are drawn on iOS while Android uses \`elevation\` (the New Architecture also accepts a web-like \`boxShadow\` on both), and fonts and spacing follow each platform's conventions. \`Platform.OS\` is \`'ios'\` or \`'android'\`, and \`Platform.select({ ios, android, native, default })\` returns the most specific value for the current platform: \`ios\` or \`android\` first, then \`native\`, then \`default\`. When a whole component differs, two files \`Banner.ios.tsx\` and \`Banner.android.tsx\` are picked automatically by \`import Banner from './Banner'\`. Keep differences small: every branch is one more thing to test on both platforms.

For dark mode, the \`useColorScheme()\` hook returns \`'light'\`, \`'dark'\` or \`null\` and re-renders when the user or a sunset schedule switches theme. Keep two palettes and pick one by the scheme, instead of hard-coding \`'#fff'\` in fifty places. In an Expo app the app config's \`userInterfaceStyle\` must be \`"automatic"\` (the default template sets it; when it is absent the app stays light), and development builds need \`expo-system-ui\` for it to work on Android.

### Images at every density
A bundled image is included with \`require('./img/logo.png')\`, and you can ship \`logo@2x.png\` and \`logo@3x.png\` beside it: the bundler picks the file that matches the screen's density, so the logo is sharp on a ratio-3 phone without wasting memory on a ratio-2 one. The path must be a static string, because the bundler reads it at build time. A bundled image knows its own size. A **network** image does not: \`{ uri: 'https://...' }\` needs an explicit width and height (or a width and an \`aspectRatio\`), otherwise it renders at 0 × 0. \`resizeMode\` decides how the picture fits its box: \`cover\` (the default) fills it and crops, \`contain\` shows it all with empty bands, and \`stretch\` distorts it.

### Worked example
A team builds an article card that must look right on a 375-point-wide iPhone and a 412-dp Android phone, in light and dark mode.

\`\`\`javascript
import { Image, Platform, StyleSheet, Text, View, useColorScheme } from 'react-native';

const palette = {
  light: { card: '#ffffff', text: '#1a1a1a' },
  dark: { card: '#1e1e1e', text: '#f2f2f2' },
};

export function ArticleCard({ article }) {
  const colors = palette[useColorScheme() ?? 'light'];
  return (
    <View style={[styles.card, { backgroundColor: colors.card }]}>
      <Image source={{ uri: article.imageUrl }} style={styles.image} />
      <View style={styles.row}>
        <Image source={require('./img/avatar.png')} style={styles.avatar} />
        <Text style={[styles.title, { color: colors.text }]} numberOfLines={2}>
          {article.title}
        </Text>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  card: {
    borderRadius: 12,
    overflow: 'hidden',
    ...Platform.select({
      ios: { shadowColor: '#000', shadowOpacity: 0.15, shadowRadius: 8, shadowOffset: { width: 0, height: 2 } },
      android: { elevation: 3 },
    }),
  },
  image: { width: '100%', aspectRatio: 16 / 9 },
  row: { flexDirection: 'row', alignItems: 'center', gap: 12, padding: 12 },
  avatar: { width: 40, height: 40, borderRadius: 20 },
  title: { flex: 1, fontSize: 17, fontWeight: '600' },
});
\`\`\`

The first version had three bugs that the final one fixes. The network image had no size and showed nothing: \`width: '100%'\` with \`aspectRatio\` now gives it a height on any screen width. A long title pushed past the card's edge because \`flexShrink\` is 0 by default: \`flex: 1\` lets the title take the rest of the row and wrap, and \`numberOfLines={2}\` caps it. And the card was white on a dark screen: its colours now come from the palette chosen by \`useColorScheme\`. The shadow comes from \`Platform.select\`, because iOS draws shadow properties and Android uses \`elevation\`.

### Common mistakes
- **Writing web CSS.** \`'16px'\`, shorthand such as \`margin: '0 8px'\`, \`display: grid\` or class names do not exist. Use numbers, separate properties and Flexbox.
- **Expecting \`row\` by default.** A new \`View\` stacks its children vertically; add \`flexDirection: 'row'\` for a horizontal layout.
- **Text that pushes siblings off screen.** Remember \`flexShrink: 0\`; give the text \`flex: 1\`.
- **Reading \`Dimensions\` once at module load.** The size changes with rotation, split-screen and foldables. Use \`useWindowDimensions\`.
- **Hard-coding a status-bar height** such as 20 or 44. Notches differ by model; read the insets.
- **Network images without a size**, which render at 0 × 0.
- **Testing only light mode on one phone.** Check a small and a large screen, both platforms, dark mode and the largest text size.

### At work
Layout is most of a mobile developer's daily work: turning a Figma design into screens that survive real devices. Teams keep colours, spacing and type sizes in a small theme module (design tokens) rather than scattered numbers, and many use a styling library on top of \`StyleSheet\`, but the Flexbox rules and defaults here still apply underneath. A junior is typically asked to build a screen from a design, fix "the button is hidden behind the home indicator" or "the title overflows on small Android phones", or add dark mode to an existing screen. Reviewers expect named styles, no magic status-bar numbers, colours from the theme, and screenshots from a small and a large device on both platforms, often in light and dark mode.`,
    resources: [
      { title: 'React Native: Layout with Flexbox', url: 'https://reactnative.dev/docs/flexbox', kind: 'docs' },
      {
        title: 'React Native: Platform-specific code',
        url: 'https://reactnative.dev/docs/platform-specific-code',
        kind: 'docs',
      },
      { title: 'Expo: Safe areas', url: 'https://docs.expo.dev/develop/user-interface/safe-areas/', kind: 'docs' },
      {
        title: 'Expo: Color themes',
        url: 'https://docs.expo.dev/develop/user-interface/color-themes/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'mobile-lists-and-performance',
    title: 'Lists and Performance',
    summary:
      'Keep long lists smooth: virtualised FlatList and SectionList, the window props, memoised rows and light images, the 16.7 ms frame budget on the JavaScript and UI threads, profiling, and pagination with onEndReached.',
    estimatedMinutes: 125,
    reviewedOn: '2026-11',
    contentMd: `### Why a long ScrollView is slow
Phone apps are mostly lists: chats, feeds, orders, contacts, search results. A \`ScrollView\` renders **every** child it is given, whether or not it is on screen. With 20 rows that is fine. With 2,000 rows, each with an image and three texts, the app creates thousands of native views before the first frame appears: the screen opens late, memory climbs, and on a cheap Android phone the system may kill the app. The React Native docs say it plainly: \`ScrollView\` works best for a small number of things of a limited size; a long list belongs in a \`FlatList\`.

### FlatList and SectionList
\`FlatList\` is a **virtualised** list. It mounts only the rows inside a *window* around what the user sees and replaces the rest with empty space of the right size, so 2,000 items cost about as much as the few dozen near the screen. You give it \`data\`, a \`renderItem\` that draws one row from \`{ item, index }\`, and a \`keyExtractor\` that returns a stable string per item. Keys let the list cache rows and follow items when the data is reordered; without a \`keyExtractor\` it looks for \`item.key\`, then \`item.id\`, and finally falls back to the index, which breaks as soon as rows are inserted or deleted.

For grouped data (contacts by letter, orders by month) use \`SectionList\`: \`sections\` is an array of \`{ title, data }\` objects, and \`renderSectionHeader\` draws each group's header. Headers stick to the top while scrolling by default on iOS only, because that is the iOS convention; \`stickySectionHeadersEnabled\` changes it.

Two caveats follow from virtualisation. A row that scrolls out of the window is unmounted, so any state kept inside it (a half-typed comment, an expanded panel) is lost: keep such state in the item data or a store. And \`FlatList\` is a pure component: it re-renders only when its props change by reference. If \`renderItem\` depends on something outside \`data\`, such as the selected id, pass that value in \`extraData\`, or the rows will not update.

### Tuning the window
A few props control how much \`FlatList\` renders, each a trade between blank areas, memory and responsiveness:

- \`initialNumToRender\` (default 10): rows in the first batch. Enough to fill the first screen, not more; these rows are never unmounted.
- \`windowSize\` (default 21): the window, measured in screen heights: 10 above, 10 below and the visible one. Smaller saves memory but risks blank space during fast scrolls.
- \`maxToRenderPerBatch\` (default 10) and \`updateCellsBatchingPeriod\` (default 50 ms): how many rows are added per batch and how often.
- \`getItemLayout\`: when every row has the same height, tell the list the size and position of row \`index\` so it can skip measuring rows, and jump straight to item 500 with \`scrollToIndex\`. The docs call it a great boost for lists of several hundred items; include the separator height in the offset.

\`\`\`javascript
const ROW = 72; // row height in points
const SEPARATOR = 1;
const getItemLayout = (data, index) => ({
  length: ROW,
  offset: (ROW + SEPARATOR) * index,
  index,
});
\`\`\`

Change these defaults only after measuring; the defaults suit most lists. When \`FlatList\` is still not enough, the docs point to community lists such as FlashList, which recycles row views instead of creating new ones.

### Fast rows: memo, stable callbacks, light images
The list renders rows often, so each row must be cheap. Keep rows shallow (fewer nested views), move details to the detail screen, and wrap the row component in \`React.memo\` so it re-renders only when its props change. Memo only helps if the props really stay the same: an inline \`onPress={() => open(item.id)}\` created in the parent is a new function on every render and defeats it. Define \`renderItem\` and handlers with \`useCallback\`, and pass the row the id and a stable handler.

Images are the heaviest part of most rows. Ask the server for a thumbnail at the size the row shows (an 80 × 80 avatar on a ratio-3 phone needs about 240 × 240 pixels, not the 4,000-pixel original), give every image a fixed size so rows do not jump when it loads, and use an image component with a disk cache, such as \`expo-image\`, so scrolling back (or reopening the screen) does not download the same pictures again.

### Frames, threads and dropped frames
A phone redraws the screen at least 60 times a second, so each frame has a budget of 1000 / 60 ≈ **16.7 ms**; on a 120 Hz screen it is about 8.3 ms. When the work for a frame takes longer, that frame is **dropped** and the user sees a stutter, called jank.

React Native has two threads that matter here. Your React code, state updates, event handlers and network callbacks run on the **JavaScript thread**. Native views are drawn and scrolled on the **UI (main) thread**. The React Native docs' example: a \`ScrollView\` keeps scrolling even when the JavaScript thread is busy, because scrolling lives on the main thread, but a button's pressed feedback waits, because the touch has to be handled in JavaScript first. So "the list scrolls but rows appear blank and taps lag" points at too much JavaScript work per frame: a heavy \`renderItem\`, a big state update on every scroll event, or sorting 5,000 items during render.

### Profiling before optimising
Measure first, on a **release build** on a real mid-range Android phone: development mode runs much more JavaScript for warnings and is always slower, and \`console.log\` calls in a bundled app slow the JavaScript thread too. The **Perf Monitor** in the Dev Menu shows the JS and UI frame rates separately, which tells you which thread is struggling. The Profiler in React Native DevTools records which components rendered and how long each took, and can highlight re-renders as they happen; its Performance panel (React Native 0.83 and later) shows JavaScript work on a timeline. For native work, use Android Studio's profiler or Xcode's Instruments.

### Pagination with onEndReached
Nobody loads 50,000 orders at once. Fetch a page (say 30 items), and when the user nears the end, fetch the next. \`onEndReached\` is called when the scroll position gets within \`onEndReachedThreshold\` of the end, measured in visible lengths of the list (default 2, so two screens before the end). It can fire more than once for the same end, for example while the previous page is still loading, so guard it with a loading flag and stop when the server says there is no more. Show a spinner in \`ListFooterComponent\`, and add pull-to-refresh with \`refreshing\` and \`onRefresh\`. Prefer a cursor from the server ("items after id 4812") to page numbers, so new items arriving at the top do not shift pages and duplicate rows.

### Worked example
An orders screen with 3,000 orders opened in four seconds and stuttered on a mid-range phone. The team's first version put \`orders.map(...)\` inside a \`ScrollView\` and rendered full-size product photos. The fixed version:

\`\`\`javascript
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { ActivityIndicator, FlatList, Pressable, Text } from 'react-native';
import { Image } from 'expo-image';

const ROW = 72;

const OrderRow = memo(function OrderRow({ order, onOpen }) {
  return (
    <Pressable style={{ height: ROW, flexDirection: 'row', alignItems: 'center', gap: 12 }} onPress={() => onOpen(order.id)}>
      <Image source={order.thumbnailUrl} style={{ width: 48, height: 48 }} />
      <Text numberOfLines={1} style={{ flex: 1 }}>{order.title}</Text>
    </Pressable>
  );
});

export function Orders({ fetchPage, openOrder }) {
  const [orders, setOrders] = useState([]);
  const [cursor, setCursor] = useState(null);
  const [done, setDone] = useState(false);
  const loading = useRef(false);

  const loadMore = useCallback(async () => {
    if (loading.current || done) return;
    loading.current = true;
    const page = await fetchPage(cursor); // { items, nextCursor }
    setOrders((prev) => [...prev, ...page.items]);
    setCursor(page.nextCursor);
    setDone(page.nextCursor === null);
    loading.current = false;
  }, [cursor, done, fetchPage]);

  useEffect(() => {
    loadMore(); // the first page
  }, []);

  const renderItem = useCallback(({ item }) => <OrderRow order={item} onOpen={openOrder} />, [openOrder]);

  return (
    <FlatList
      data={orders}
      keyExtractor={(o) => o.id}
      renderItem={renderItem}
      getItemLayout={(_, index) => ({ length: ROW, offset: ROW * index, index })}
      onEndReached={loadMore}
      onEndReachedThreshold={1}
      ListFooterComponent={done ? null : <ActivityIndicator />}
    />
  );
}
\`\`\`

The screen now mounts about ten rows at first and loads 30 orders per request. Rows are memoised and receive a stable \`onOpen\`, so adding a page does not re-render the rows already on screen. Thumbnails are 48-point images served at thumbnail size and cached. The ref stops a second request for the same page, and the footer disappears when the server returns no cursor. The team then confirms the fix the way the lesson describes: a release build on a mid-range Android phone, the Perf Monitor open while scrolling fast, and a Profiler recording that shows which rows render when a page arrives.

### Common mistakes
- **Mapping a long array into a \`ScrollView\`.** Use \`FlatList\` or \`SectionList\`.
- **Index keys** in lists whose items move: rows show the wrong data after an insert. Use ids.
- **Measuring in development mode** or on the latest iPhone only. Profile a release build on a modest Android phone.
- **Inline functions and objects as row props**, which defeat \`React.memo\`.
- **Forgetting \`extraData\`**, so a selected row never looks selected.
- **Loading the same page twice** because \`onEndReached\` fired again during the fetch.
- **Full-size images in rows.** Request thumbnails and give images a fixed size.

### At work
"The list is janky" is one of the most common tickets a mobile developer gets. In practice you reproduce it on a real mid-range Android device with a release build, check the Perf Monitor to see which thread drops frames, record a profile to find the expensive component, then fix the cause: virtualise, memoise rows, shrink images, move work out of render, or paginate. Teams often agree on thresholds (for example, no dropped frames while scrolling the main feed on their reference device) and check them before a release. A junior is usually asked to convert a screen to \`FlatList\` with pagination and pull-to-refresh, or to find why a row re-renders on every keystroke; a before-and-after profile in the pull request is what convinces reviewers.`,
    resources: [
      { title: 'React Native: Performance overview', url: 'https://reactnative.dev/docs/performance', kind: 'docs' },
      {
        title: 'React Native: Optimizing FlatList configuration',
        url: 'https://reactnative.dev/docs/optimizing-flatlist-configuration',
        kind: 'docs',
      },
      { title: 'React Native: FlatList', url: 'https://reactnative.dev/docs/flatlist', kind: 'docs' },
      { title: 'React Native DevTools', url: 'https://reactnative.dev/docs/react-native-devtools', kind: 'docs' },
    ],
  },
  {
    key: 'mobile-forms-and-input',
    title: 'Forms and Input on Mobile',
    summary:
      'Build forms people can finish with their thumbs: the right keyboard and autofill hints, the keyboard not covering inputs, moving between fields with the return key, and validation that helps instead of scolding.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### Typing on a phone is expensive
On a laptop a form is a minor chore; on a phone every character costs a tap on a small key, the keyboard hides half the screen, and the user may be walking or holding the phone in one hand. Good mobile forms therefore do three things: ask for less (every field you drop is a field nobody mistypes), make the system help (the right keyboard, autofill, password managers), and keep the user oriented (the field being typed in stays visible, and errors say how to fix them). React Native gives you the pieces through \`TextInput\`; this lesson is about using them well.

### TextInput props that do the work
A \`TextInput\` is controlled like on the web, with \`value\` and \`onChangeText\` (which receives the new string). The props below change what the operating system does for the user:

- \`keyboardType\` picks the keyboard: \`email-address\` adds the @ key, \`phone-pad\` and \`number-pad\` show digits, \`decimal-pad\` adds a decimal separator, \`url\` puts \`/\` and \`.\` within reach. The newer \`inputMode\` (\`email\`, \`tel\`, \`numeric\`, \`decimal\`...) does the same with the HTML names and takes precedence.
- \`autoComplete\` tells the system what the field contains so it can offer autofill: \`email\`, \`username\`, \`current-password\`, \`new-password\`, \`one-time-code\`, \`postal-code\`, \`tel\`, \`name\` and more. On iOS, \`textContentType\` (\`username\`, \`password\`, \`newPassword\`, \`oneTimeCode\`) is the older way to say the same; the docs advise not to set both, because \`textContentType\` wins.
- \`secureTextEntry\` hides the characters of a password. It does not work with \`multiline\`.
- \`autoCapitalize\` defaults to \`sentences\`, which is wrong for emails, usernames and codes: set it to \`none\` there, along with \`autoCorrect={false}\`, or the keyboard "fixes" \`ana.silva@\` into \`Ana.silva@\`.
- \`returnKeyType\` (or \`enterKeyHint\`) sets the label of the return key: \`next\`, \`done\`, \`go\`, \`search\`, \`send\`.
- \`maxLength\` caps the length; a one-time code field has \`maxLength={6}\`.

A field for numbers still gives you a string. \`"12,5"\` from a decimal pad in a French locale is not \`12.5\`, so parse it deliberately and validate the result.

### When the keyboard covers the input
The software keyboard takes a large part of the screen, especially on small phones. A field near the bottom, usually the password and the submit button, ends up under it. \`KeyboardAvoidingView\` adjusts its height, position or bottom padding to the keyboard's height; the docs recommend setting \`behavior\` on both platforms, and their example uses \`'padding'\` on iOS and \`'height'\` on Android. If a header sits above it, pass its height as \`keyboardVerticalOffset\`, or the adjustment comes out short by exactly that much. Put long forms inside a \`ScrollView\` within it, so the user can still reach every field while the keyboard is open. Android often resizes the window for the keyboard by itself, depending on the app's settings, so test on both platforms rather than trusting one.

Two more details complete the picture. A \`ScrollView\`'s \`keyboardShouldPersistTaps\` defaults to \`'never'\`, so with the keyboard open, the first tap on the submit button only dismisses the keyboard and the button never gets it: set \`'handled'\`, so taps that a child handles go through. And give users a way to close the keyboard: tapping outside the inputs with \`Keyboard.dismiss\`, or the \`done\` key on the last field.

### Moving through the form with the return key
On a phone the return key is the main navigation inside a form. Set \`returnKeyType="next"\` on every field but the last, and in \`onSubmitEditing\` move the focus to the next field with a ref's \`.focus()\`. On the last field use \`returnKeyType="done"\` (or \`go\`/\`send\`) and submit the form. The \`submitBehavior\` prop decides what happens to the keyboard: by default a single-line input blurs and submits; \`"submit"\` keeps the keyboard up while you move focus, which avoids it flickering closed and open between fields. The order of fields on screen should match this focus order, and it is also the order a screen reader reads them.

### Validation: when and how to say it
Validation errors are necessary, but the timing decides whether they help. Showing "Invalid email" after the first character the user types is scolding someone who has not finished. A common rule in design systems: validate a field when the user leaves it or submits the form, and once a field is showing an error, re-check it as they type, so the message disappears the moment it is fixed. Always validate again on the server; the client's checks are for the user's convenience, not for security.

The message matters as much. The GOV.UK Design System's validation pattern asks you to say what went wrong **and how to fix it**, next to the field, and to accept information in different formats when it is not ambiguous (a postcode with or without a space). "Enter an email address in the correct format, like name@example.com" beats "Invalid input". On mobile, also move the focus (or scroll) to the first field with an error after a failed submit, since the error may be off screen or under the keyboard, and never clear what the user typed.

### Autofill and password managers
Autofill is the biggest time saver a form can offer: a user with a password manager can sign in without typing at all, and a one-time code from an SMS can be filled from the keyboard's suggestion bar. It works only when the fields say what they are. The username field gets \`autoComplete="username"\` (or \`email\`), the password \`current-password\` on sign-in and \`new-password\` on sign-up, which lets the system suggest a strong password and offer to save it. The code field gets \`one-time-code\`. For saved **website** passwords to appear in your app, the platforms also need to know that the app and the website belong together: on iOS through associated domains (Apple's Password AutoFill docs describe the \`webcredentials\` entry), on Android through Digital Asset Links. And never block pasting into a password field: it breaks password managers and pushes people towards weak passwords.

### Worked example
A sign-in screen lost users on small Android phones: the password field was hidden by the keyboard, the keyboard capitalised emails, and password managers never offered to fill it. The rebuilt screen:

\`\`\`javascript
import { useRef, useState } from 'react';
import { KeyboardAvoidingView, Platform, Pressable, ScrollView, Text, TextInput } from 'react-native';

const EMAIL = /^[^@s]+@[^@s]+.[^@s]+$/;

export function SignIn({ onSubmit }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState(null);
  const passwordRef = useRef(null);

  const checkEmail = (value) =>
    setEmailError(EMAIL.test(value.trim()) ? null : 'Enter an email address like name@example.com');

  const submit = () => {
    if (!EMAIL.test(email.trim())) return checkEmail(email);
    onSubmit({ email: email.trim(), password });
  };

  return (
    <KeyboardAvoidingView style={{ flex: 1 }} behavior={Platform.OS === 'ios' ? 'padding' : 'height'}>
      <ScrollView keyboardShouldPersistTaps="handled" contentContainerStyle={{ padding: 16, gap: 12 }}>
        <Text>Email</Text>
        <TextInput
          value={email}
          onChangeText={(v) => { setEmail(v); if (emailError) checkEmail(v); }}
          onBlur={() => checkEmail(email)}
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          autoCorrect={false}
          returnKeyType="next"
          submitBehavior="submit"
          onSubmitEditing={() => passwordRef.current?.focus()}
        />
        {emailError && <Text style={{ color: '#b00020' }}>{emailError}</Text>}
        <Text>Password</Text>
        <TextInput
          ref={passwordRef}
          value={password}
          onChangeText={setPassword}
          secureTextEntry
          autoComplete="current-password"
          returnKeyType="go"
          onSubmitEditing={submit}
        />
        <Pressable onPress={submit}><Text>Sign in</Text></Pressable>
      </ScrollView>
    </KeyboardAvoidingView>
  );
}
\`\`\`

The email field opens the email keyboard, stops capitalising and correcting, and offers saved addresses. Its error appears only when the user leaves the field or submits, then updates while they type. The return key moves to the password field without closing the keyboard; on the password field it reads "go" and submits. Autofill knows which field is the password, the keyboard no longer hides it, and the first tap on "Sign in" works even with the keyboard open.

### Common mistakes
- **The default keyboard for everything**, so users hunt for @ or digits.
- **Auto-capitalised emails and usernames.** Set \`autoCapitalize="none"\` and \`autoCorrect={false}\`.
- **Missing \`autoComplete\` hints**, so password managers and SMS codes never fill in.
- **Inputs hidden behind the keyboard**, and a \`keyboardVerticalOffset\` that ignores the header.
- **A submit button that needs two taps** because \`keyboardShouldPersistTaps\` was left at \`'never'\`.
- **Errors while the user is still typing**, or vague messages such as "Invalid input".
- **Clearing the form after an error**, or blocking paste into password fields.

### At work
Sign-in, sign-up, checkout and search are the forms that decide whether people use an app at all, so teams watch their completion rates closely. Developers typically use a form library (React Hook Form is common) with a schema validator such as Zod shared with the backend, and test every form on a small Android phone with the keyboard open. A junior is often asked to "make the login work with password managers", to fix "the button is hidden by the keyboard on Android", or to rewrite validation messages with the designer. Reviewers check the keyboard type, the autofill hints, the return-key flow and what a screen reader announces for each field.`,
    resources: [
      { title: 'React Native: TextInput', url: 'https://reactnative.dev/docs/textinput', kind: 'docs' },
      {
        title: 'React Native: KeyboardAvoidingView',
        url: 'https://reactnative.dev/docs/keyboardavoidingview',
        kind: 'docs',
      },
      {
        title: 'React Native: Handling text input (editable examples)',
        url: 'https://reactnative.dev/docs/handling-text-input',
        kind: 'interactive',
      },
      {
        title: 'GOV.UK Design System: Recover from validation errors',
        url: 'https://design-system.service.gov.uk/patterns/validation/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'push-notifications',
    title: 'Push Notifications',
    summary:
      'Reach users when the app is closed, without annoying them: how APNs and FCM deliver messages, device tokens, the permission on iOS and Android 13+, Expo Notifications, notification and data payloads, deep links, sending from a server and respectful frequency.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### How a push reaches a phone
Your server cannot open a connection to a phone: phones change networks, sleep and sit behind carrier firewalls. Instead, each platform keeps **one** connection from the device to its own push service, and every app's notifications travel over it. On iOS that service is the **Apple Push Notification service (APNs)**; on Android it is **Firebase Cloud Messaging (FCM)**. The path is always the same: your server sends a message to APNs or FCM, addressed to a device token; the service delivers it when the device is reachable; the operating system shows it, or wakes your app to handle it. Delivery is best effort: a phone that is off for a week may receive only the latest message, or none, so never rely on a push as the only copy of something important. The data belongs in your API; the push is a nudge to look.

### Device tokens and their lifecycle
A **device token** is the address of one app installation on one device. Your app asks the operating system for it, then sends it to your server, which stores it against the signed-in user. Tokens are not forever: they change when the app is reinstalled or restored to a new phone, and they stop working when the app is deleted. So register the token on every app start (it is cheap and catches changes), store several per user (people have a phone and a tablet), remove a token when the user signs out, and delete the ones the push service reports as invalid. With Expo's push service that report is a \`DeviceNotRegistered\` error; the docs warn that Apple and Google may throttle apps that keep sending to devices that uninstalled them.

### Asking for permission
Notifications need the user's consent on both platforms now. On **iOS** the system prompt appears once; after a "Don't Allow" only the Settings app can change it. iOS also offers **provisional** authorisation: notifications are delivered quietly to the Notification Centre without a prompt, and the user decides from there whether to keep them. On **Android 13** (API level 33) and later, posting notifications needs the runtime permission \`POST_NOTIFICATIONS\`, and a freshly installed app starts with notifications **off** until the user allows them. An app that targets Android 13 or higher decides when the prompt appears; one that targets 12L or lower gets the prompt when it creates its first notification channel, usually at launch, which is why targeting a recent API level matters.

The earlier lesson on device permissions applies in full: ask in context. "Get a message when your order ships?" right after an order is placed earns far more yes answers than a cold prompt on first launch, and a user who says no still gets a working app.

### Expo Notifications
In an Expo app the \`expo-notifications\` library wraps both platforms. Push notifications need a **real device** and a **development build**: since SDK 53, remote push is no longer available in Expo Go on Android. The main calls:

- \`requestPermissionsAsync()\` asks for permission and resolves with a status you must check.
- \`getExpoPushTokenAsync({ projectId })\` returns an Expo push token such as \`ExponentPushToken[...]\`, which Expo's push service maps to the APNs or FCM token. \`getDevicePushTokenAsync()\` returns the native token if you send through APNs and FCM yourself.
- \`setNotificationHandler({ handleNotification })\` decides what happens when a notification arrives while the app is **in the foreground**: by default nothing is shown, so you return whether to show a banner, add it to the list, play a sound or set the badge.
- \`setNotificationChannelAsync('orders', { name: 'Order updates', importance: ... })\` creates an **Android channel**. Channels are the categories users see in the app's notification settings; each has its own importance, sound and on/off switch, and a notification is posted to one of them. Create them before asking for the token.
- \`addNotificationResponseReceivedListener\` runs when the user taps a notification.

### Notification and data payloads
A push carries a small payload, about 4 KB at most on both APNs and FCM. The limit counts the bytes of the encoded JSON, not characters: in UTF-8 an accented letter takes 2 bytes and an emoji 4, so a long message in Greek or full of emoji fills it sooner. There are two kinds of content. A **notification** (title, body, sound, badge) is displayed by the operating system itself when the app is in the background, without running your code. **Data** is a set of key-value pairs for your app: which screen to open, the order id, a version number. Most messages combine both: a visible title and body, plus data that tells the app what to do when tapped. Silent, data-only messages that wake the app in the background are possible but rationed by both platforms and not guaranteed; use them as hints to refresh, never for anything the user must see. And because the payload may be shown on a lock screen, keep secrets out of it: "Your test result is ready", not the result.

### Deep links from a notification
A notification is only useful if tapping it lands on the right screen. Put a path in the data, such as \`{ url: '/orders/42' }\`, and route to it when the response arrives. Handle both cases: the app was running (the response listener fires) and the app was launched **by** the tap (read the last notification response when the app starts, for example with the \`useLastNotificationResponse\` hook). The screen must then load its own data and cope with a missing order or a signed-out user, exactly as a deep link from the web would.

### Sending from a server
Your backend decides who gets what, and sends through the push service's HTTP API: Expo's push API, or APNs and FCM directly with your credentials. Expo's API answers each message with a **ticket**; later, after Apple or Google accepted or rejected it, a **receipt** is available with the final status. A careful sender batches messages, retries network errors and HTTP 429 or 5xx responses with exponential backoff, checks receipts, and deletes tokens that come back as \`DeviceNotRegistered\`. Keep your push credentials on the server only; anyone with them can send notifications as you.

### Respectful frequency and opt-outs
Every notification spends the user's attention, and the cost of too many is that they turn notifications off for your app, or uninstall it. Send what the user asked for or would clearly want (a message from a person, a change to their order, a reminder they set), not marketing every day. Offer fine-grained settings inside the app (order updates on, promotions off) and match them to Android channels, respect quiet hours in the user's own time zone, group or collapse repeated updates into one, and make "stop these" easy. Apple's App Review Guidelines also forbid using push notifications for advertising unless the user has explicitly opted in to receive them.

### Worked example
A grocery app wants to tell customers when their order is out for delivery. On the phone:

\`\`\`javascript
import * as Notifications from 'expo-notifications';
import Constants from 'expo-constants';
import { Platform } from 'react-native';
import { router } from 'expo-router';

Notifications.setNotificationHandler({
  handleNotification: async () => ({
    shouldShowBanner: true,
    shouldShowList: true,
    shouldPlaySound: false,
    shouldSetBadge: false,
  }),
});

export async function enableOrderUpdates(api) {
  if (Platform.OS === 'android') {
    await Notifications.setNotificationChannelAsync('orders', {
      name: 'Order updates',
      importance: Notifications.AndroidImportance.HIGH,
    });
  }
  const { status } = await Notifications.requestPermissionsAsync();
  if (status !== 'granted') return false; // the order page still shows the status
  const projectId = Constants.expoConfig?.extra?.eas?.projectId;
  const { data: token } = await Notifications.getExpoPushTokenAsync({ projectId });
  await api.post('/me/push-tokens', { token, platform: Platform.OS });
  return true;
}

Notifications.addNotificationResponseReceivedListener((response) => {
  const url = response.notification.request.content.data?.url;
  if (typeof url === 'string') router.push(url);
});
\`\`\`

\`enableOrderUpdates\` runs when the user taps "Notify me" on the order confirmation screen, not at launch. On the server, when the courier picks up order 42, a job sends \`{ to: token, title: 'Your order is on its way', body: 'Arriving 18:10–18:30', data: { url: '/orders/42' }, channelId: 'orders' }\` to each of the customer's tokens, stores the tickets, and an hour later checks the receipts and deletes any token reported as \`DeviceNotRegistered\`. Tapping the notification opens the order screen, which fetches the order itself.

### Common mistakes
- **Asking for permission on first launch**, before the user knows why.
- **Storing one token per user forever**, so the tablet never gets anything and dead tokens pile up.
- **Putting the data only in the push.** Pushes can be delayed, dropped or collapsed; the app must fetch the truth.
- **Sensitive content in the title or body**, visible on the lock screen.
- **Forgetting the foreground handler**, then wondering why nothing shows while the app is open.
- **No Android channels**, so users can only turn off everything at once.
- **Testing in a simulator or Expo Go on Android.** Push needs a real device and a development build.

### At work
Push notifications touch the app, the backend and product decisions at once. Mobile developers register tokens, create channels, handle taps and deep links, and build the notification settings screen; backend developers own the sending service with its queue, retries and token clean-up; product and marketing decide what is worth a notification, often with A/B tests on wording and timing. A junior typically adds a new notification type end to end: a channel, the payload with its deep link, the server job, and a settings toggle. Expect questions about opt-in rates and unsubscribe rates, and a review that checks nothing private appears on the lock screen.`,
    resources: [
      {
        title: 'Expo: Push notifications overview',
        url: 'https://docs.expo.dev/push-notifications/overview/',
        kind: 'docs',
      },
      {
        title: 'Expo: Notifications API reference',
        url: 'https://docs.expo.dev/versions/latest/sdk/notifications/',
        kind: 'docs',
      },
      {
        title: 'Android Developers: Notification runtime permission',
        url: 'https://developer.android.com/guide/topics/ui/notifiers/notification-permission',
        kind: 'docs',
      },
      {
        title: 'Apple: User Notifications framework',
        url: 'https://developer.apple.com/documentation/usernotifications',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'mobile-accessibility',
    title: 'Mobile Accessibility',
    summary:
      'Make apps everyone can use: VoiceOver and TalkBack, the accessibility props of React Native, touch targets of 44 pt and 48 dp, text that scales, contrast, reduced motion, focus order and grouping, and testing with the real screen readers.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### Who uses accessibility features
Accessibility is not a niche setting. People who are blind use a **screen reader**: VoiceOver on iOS, TalkBack on Android, both built into the phone. People with low vision raise the text size or zoom; people with tremors or large fingers need big touch targets; people with vestibular disorders turn on "reduce motion"; and everyone has moments of temporary limits, such as bright sunlight, one hand holding a bag, or a cracked screen. Both platforms give apps APIs to work with these features, and React Native exposes them as props. In many countries it is also a legal requirement: the European Accessibility Act, for example, has applied since June 2025 to services such as online shops and banking apps.

### How a screen reader sees your app
With VoiceOver or TalkBack on, the user does not tap what they see. They swipe right and left to move a focus from one element to the next, hear each element read aloud, and double-tap anywhere to activate the focused one. For each element the screen reader announces its **label** (what it is), its **role** (button, link, header, switch...), its **state** (selected, checked, disabled) and sometimes a **hint** (what happens when activated). If an icon button has no label, the user hears "button" and nothing else; if a heading has no header role, they cannot jump between sections; if a decorative image is focusable, they waste a swipe on it. Your job is to give every meaningful element a good label, role and state, and to hide what is only decoration.

### Accessibility props in React Native
The props map onto both platforms:

- \`accessible\`: when \`true\`, the view and its children become **one** focusable element. Touchables such as \`Pressable\` are accessible by default.
- \`accessibilityLabel\`: the text read for the element. By default React Native builds it from the \`Text\` children, so a \`Pressable\` containing "Save" is already labelled; an icon-only button needs a label such as "Delete photo". Do not include the role: say "Search", not "Search button", because the role is announced anyway.
- \`accessibilityRole\`: \`button\`, \`link\`, \`header\`, \`image\`, \`switch\`, \`checkbox\`, \`tab\`, \`search\` and more.
- \`accessibilityState\`: an object with \`disabled\`, \`selected\`, \`checked\` (true, false or \`'mixed'\`), \`busy\` and \`expanded\`.
- \`accessibilityHint\`: extra context about the result, read after the label, such as "Opens the order details". VoiceOver users can turn hints off, TalkBack users cannot, so keep hints short and rare.
- \`accessibilityValue\`: the current value of a slider or progress bar (\`min\`, \`max\`, \`now\`, or \`text\`).
- Newer \`aria-*\` props (\`aria-label\`, \`aria-checked\`, \`aria-disabled\`...) and \`role\` mirror these for developers coming from the web.

To hide decoration, set \`accessible={false}\` on an image, or hide whole subtrees with \`importantForAccessibility="no-hide-descendants"\` on Android and \`accessibilityElementsHidden\` on iOS.

### Touch targets
Small controls are hard to hit for everyone and impossible for some. Apple's Human Interface Guidelines ask for controls of at least **44 × 44 points**; Android's accessibility guidance recommends a touch target of at least **48 × 48 dp**. The target is the tappable area, not the visible icon: a 24-point icon can sit in a 48-point \`Pressable\` with padding, or use \`hitSlop\` to extend the touchable area beyond its bounds. Leave space between neighbouring targets too, so a slightly off tap does not hit the wrong one.

### Text that scales
Users set their preferred text size in the system settings: Dynamic Type on iOS, font size on Android. React Native honours it by default: \`Text\` has \`allowFontScaling\` set to \`true\`, and \`useWindowDimensions().fontScale\` tells you the current factor. Turning scaling off is the wrong fix for a broken layout; the user chose large text because they need it. Instead, let text wrap, avoid fixed heights on containers of text, place long labels above rather than beside their fields when the text is large, and use \`maxFontSizeMultiplier\` only to cap text that truly cannot grow, such as a tab bar label, and not below what people can read. Test at the largest size: a layout that works at 200 % works everywhere.

### Contrast and colour
Text must stand out from its background. Android's guidance (matching WCAG) asks for a contrast ratio of at least **4.5:1** for normal text and **3:1** for large text (18 sp and up, or 14 sp bold); WCAG also asks for 3:1 for icons and the borders of controls. The ratio is (L1 + 0.05) / (L2 + 0.05), where L1 and L2 are the relative luminances of the lighter and the darker colour, from 0 for black to 1 for white, so white on black reaches the maximum of 21:1; contrast checkers and Accessibility Scanner compute it for you. Check both your light and dark palettes. And never use colour alone to carry meaning: an error shown only by a red border is invisible to someone who cannot tell red apart; add an icon or a text message.

### Motion and announcements
Some people get dizzy or nauseous from large animations such as parallax, zooming transitions or auto-playing motion. iOS and Android let them reduce motion, and React Native reads the setting with \`AccessibilityInfo.isReduceMotionEnabled()\` plus a \`reduceMotionChanged\` event. When it is on, replace movement with a simple fade or no animation. \`AccessibilityInfo.isScreenReaderEnabled()\` tells you whether a screen reader is running, which helps in rare cases, for example to pause a carousel that advances by itself. When something changes without a focus change, such as "Item added to basket" or a form error after submit, announce it with \`AccessibilityInfo.announceForAccessibility(message)\`, or on Android mark the changing text with \`accessibilityLiveRegion="polite"\`.

### Focus order and grouping
A screen reader moves through elements in the order of the view tree, usually top to bottom and left to right. Keep that order meaningful: a "Pay" button that comes before the total, or a modal whose background remains focusable, confuses users. For modals, iOS offers \`accessibilityViewIsModal\` so VoiceOver ignores what is behind. **Grouping** reduces swipes: a product card with an image, a name, a price and a rating is four stops, or one if you make the card \`accessible\` and give it a label such as "Oat milk, 1 litre, €1.89, rated 4.5 out of 5". Headers with \`accessibilityRole="header"\` let users jump from section to section.

### Testing with the screen readers
Automated checks catch only part of the problems; the real test is using the app with the screen reader. Turn on TalkBack (Android settings, Accessibility) or VoiceOver (iOS settings, Accessibility) on a real device, close your eyes or cover the screen, and complete the app's main tasks: sign in, search, buy. VoiceOver is not available in the iOS Simulator; Xcode's Accessibility Inspector lets you inspect the simulator's elements, but the React Native docs recommend a real device. On Android, Google's Accessibility Scanner app flags small touch targets, low contrast and missing labels. Also try the largest text size and reduced motion. A shortcut to make testing routine: set the side-button triple-click to toggle VoiceOver or use the TalkBack volume-key shortcut.

### Worked example
A shopping app's product row was four separate VoiceOver stops, its heart icon said only "button", and the price vanished at large text sizes. The fixed row:

\`\`\`javascript
import { Pressable, Text, View } from 'react-native';
import { Image } from 'expo-image';

export function ProductRow({ product, favourite, onOpen, onToggleFavourite }) {
  const price = product.price.toFixed(2);
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center', gap: 12, padding: 12 }}>
      <Pressable
        style={{ flex: 1, flexDirection: 'row', alignItems: 'center', gap: 12 }}
        onPress={() => onOpen(product.id)}
        accessibilityRole="button"
        accessibilityLabel={\`\${product.name}, €\${price}\`}
        accessibilityHint="Opens product details"
      >
        <Image source={product.thumbnailUrl} style={{ width: 56, height: 56 }} accessible={false} />
        <View style={{ flex: 1 }}>
          <Text>{product.name}</Text>
          <Text>€{price}</Text>
        </View>
      </Pressable>
      <Pressable
        onPress={() => onToggleFavourite(product.id)}
        style={{ width: 48, height: 48, alignItems: 'center', justifyContent: 'center' }}
        accessibilityRole="button"
        accessibilityLabel="Favourite"
        accessibilityState={{ selected: favourite }}
      >
        <Text>{favourite ? '♥' : '♡'}</Text>
      </Pressable>
    </View>
  );
}
\`\`\`

Now the screen reader stops twice per row instead of four times: first it reads the label "Oat milk, €1.89" with the button role and the hint, then "Favourite" with the button role and, when it is on, the selected state. The image is hidden as decoration, both targets are at least 48 points, and the texts sit in a flexible column that wraps at large sizes instead of a fixed-height box. The team checked it on a phone with VoiceOver, TalkBack and the largest text size before merging.

### Common mistakes
- **Icon buttons without labels**, announced as "button" or the icon's file name.
- **Labels that repeat the role** ("Close button, button") or describe the look ("Red X") instead of the action.
- **Tiny targets**, such as a 20-point close icon with no padding or \`hitSlop\`.
- **\`allowFontScaling={false}\` everywhere** to protect a design.
- **Colour as the only signal** for errors, selection or status.
- **Ignoring reduce motion** for parallax and big transitions.
- **Only running an automated scanner** and never using the app with a screen reader.

### At work
Accessibility is part of "done" in most mature mobile teams: designs specify labels, roles and focus order, code reviews check the props, and QA runs the main flows with VoiceOver and TalkBack before a release. Some teams add automated checks in component tests and track accessibility bugs with the same priority as crashes. A junior is typically asked to fix a batch of issues found in an audit (missing labels, small targets, low contrast), to make a custom component (a rating control, a carousel) announce its role and state, or to make a screen survive the largest text size. Being the person who tests with a screen reader before opening the pull request is one of the fastest ways to earn a team's trust.`,
    resources: [
      { title: 'React Native: Accessibility', url: 'https://reactnative.dev/docs/accessibility', kind: 'docs' },
      {
        title: 'Apple Human Interface Guidelines: Accessibility',
        url: 'https://developer.apple.com/design/human-interface-guidelines/accessibility',
        kind: 'docs',
      },
      {
        title: 'Android Developers: Make apps more accessible',
        url: 'https://developer.android.com/guide/topics/ui/accessibility/apps',
        kind: 'docs',
      },
      { title: 'React Native: AccessibilityInfo', url: 'https://reactnative.dev/docs/accessibilityinfo', kind: 'docs' },
    ],
  },
];
