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
];
