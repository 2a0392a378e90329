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
            text: '48 24 16',
            correct: false,
            why: 'Denser screens need more pixels for the same physical size, not fewer.',
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
            text: 'Wrap the screen in React Native’s built-in `SafeAreaView`',
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
];
