import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** ux-design exam questions, part visual (issue 29). Keys are stable: never rename or reuse them. */
export const UX_DESIGN_EXAM_VISUAL: ExamQuestionContent[] = [
  // visual-design-basics
  {
    key: 'ux-design-201',
    kind: 'single',
    prompt:
      'On a checkout page the "Apply coupon" link is bright orange and bold, while the "Pay now" button is mid-grey. Users keep clicking the coupon link first. What is the best fix?',
    options: opts(
      'Make both elements bright orange and bold so that neither of them can be overlooked by anyone',
      'Move the coupon link below the footer',
      'Give "Pay now" the strongest emphasis and restyle the coupon as a normal link',
      'Add an arrow icon pointing at "Pay now"',
    ),
    correct: ['c'],
    explanation:
      'Visual hierarchy should match the order of importance: the main action gets the strongest weight and colour, and secondary actions recede. Making both loud flattens the hierarchy; hiding the link or adding arrows treats a symptom.',
    moduleKey: 'visual-design-basics',
    section: 'Visual hierarchy: size, weight, colour and position',
  },
  {
    key: 'ux-design-202',
    kind: 'multiple',
    prompt:
      'A pricing page shows three plans side by side. Which design choices make each plan’s price, features and button read as one group? Choose all that apply.',
    options: opts(
      'Each plan sits on its own card with a subtle background',
      'The space between plans is clearly larger than the space between items within a plan',
      'Every price uses the same size and weight across the three plans',
      'The three plan names use three different typefaces',
    ),
    correct: ['a', 'b'],
    explanation:
      'A card is a common region and the larger gap between plans uses proximity; both bind each plan’s content together. Identical price styling is similarity across plans (it links the prices to each other, not each price to its plan), and three typefaces only add noise.',
    moduleKey: 'visual-design-basics',
    section: 'Grouping: proximity, similarity and common region',
  },
  {
    key: 'ux-design-203',
    kind: 'single',
    prompt:
      'A mobile home screen shows a horizontal row of category tiles, and the last visible tile is deliberately cut in half by the screen edge. Which principle makes people guess that the row scrolls sideways?',
    options: opts('Similarity', 'Closure', 'Figure–ground', 'Symmetrical balance'),
    correct: ['b'],
    explanation:
      'The brain completes the partial tile and the row beyond it, so the cut-off tile signals that more content continues off screen. Similarity would only say the tiles are alike.',
    moduleKey: 'visual-design-basics',
    section: 'Closure and figure–ground',
  },
  {
    key: 'ux-design-204',
    kind: 'output',
    prompt: 'A design review script counts the distinct text sizes used on one screen. What does it print?',
    code: `sizes = [28, 16, 16, 14, 16, 20, 14, 16, 13]
distinct = sorted(set(sizes), reverse=True)
print(len(distinct), "too many" if len(distinct) > 3 else "ok")`,
    language: 'python',
    options: opts('9 too many', '4 too many', '5 too many', '3 ok'),
    correct: ['c'],
    explanation:
      'The set keeps 28, 20, 16, 14 and 13, five sizes, which is more than the rule of thumb of about three; 13 and 14 px in particular are too close to read as different levels.',
    moduleKey: 'visual-design-basics',
    section: 'Contrast and scale',
  },
  {
    key: 'ux-design-205',
    kind: 'single',
    prompt:
      'You blur a screenshot of a sign-up page. The largest, darkest shape is a stock photo; the form and its button barely show. What does this tell you?',
    options: opts(
      'The page is fine, because large photos always attract attention first on any page and that cannot be changed',
      'The blur was too strong to judge anything; the test only works on wireframes',
      'The button colour fails WCAG contrast and must be changed first',
      'Decoration leads instead of the page’s purpose: give the form more weight or the photo less',
    ),
    correct: ['d'],
    explanation:
      'The squint test shows what the eye notices first once words cannot be read. If the photo wins, the order of attention does not match the order of importance, and the designer rebalances size, weight or contrast.',
    moduleKey: 'visual-design-basics',
    section: 'The squint test',
  },
  // typography
  {
    key: 'ux-design-206',
    kind: 'single',
    prompt:
      'A stopwatch app shows elapsed time as 00:11.18 and the digits visibly shake left and right while it counts. What is the fix?',
    options: opts(
      'Switch the whole app to a monospaced coding font so every character, not only digits, has one width',
      'Turn on tabular figures (for example `font-variant-numeric: tabular-nums`) for the timer',
      'Increase the letter spacing of the timer text',
      'Make the timer bold so the movement is less noticeable',
    ),
    correct: ['b'],
    explanation:
      'Proportional digits have different widths, so the text reflows as digits change. Tabular figures give every digit the same width while keeping the interface typeface; a coding font for the whole app is far more than the problem needs.',
    moduleKey: 'typography',
    section: 'Numbers in interfaces',
  },
  {
    key: 'ux-design-207',
    kind: 'output',
    prompt:
      'A designer estimates how many characters fit on one line of a help article (average character width ≈ 0.5 em). What does this print?',
    code: `font_px = 18
column_px = 900
avg_char = 0.5 * font_px
chars = column_px / avg_char
print(int(chars), "ok" if 45 <= chars <= 75 else "too long" if chars > 75 else "too short")`,
    language: 'python',
    options: opts('50 ok', '100 too long', '90 too long', '75 ok'),
    correct: ['b'],
    explanation:
      'Each character is about 9 px wide, so a 900 px column holds about 100 characters, well beyond the 45–75 range; capping the column with a max-width in ch fixes it.',
    moduleKey: 'typography',
    section: 'Line length, line height and paragraph spacing',
  },
  {
    key: 'ux-design-208',
    kind: 'multiple',
    prompt:
      'An audit tests a product against WCAG 1.4.4 Resize Text. Which findings are failures of that criterion? Choose all that apply.',
    options: opts(
      'At 200 percent text size, the "Continue" label overflows its fixed-width button and is cut off',
      'At 200 percent text size, a card clips the last line of its description',
      'Body text is set in rem units',
      'Headings use a line height of 1.2',
    ),
    correct: ['a', 'b'],
    explanation:
      'SC 1.4.4 requires text to resize to 200 percent without losing content or functionality, so clipped or cut-off text fails. rem units support resizing, and a 1.2 heading line height is not a failure of this criterion.',
    moduleKey: 'typography',
    section: 'Sizes in rem and user zoom',
  },
  {
    key: 'ux-design-209',
    kind: 'single',
    prompt: 'A team wants the brand look of two typefaces. Which pairing is most likely to work in the product?',
    options: opts(
      'Two geometric sans-serifs that differ only slightly in letter widths',
      'A serif for headings with a sans-serif for body text of similar x-height',
      'Three display faces, one per section of the site',
      'A script face for all body text and buttons',
    ),
    correct: ['b'],
    explanation:
      'A pairing works when the faces differ clearly in one way (serif versus sans-serif) and agree in another (proportions, x-height). Near-identical faces look like a mistake, and display or script faces are not made for interface text.',
    moduleKey: 'typography',
    section: 'Choosing and pairing typefaces',
  },
  {
    key: 'ux-design-210',
    kind: 'single',
    prompt:
      'A reading app’s design review finds that paragraphs of 16 px text have a line height of 16 px. What is the most important reason to change it?',
    options: opts(
      'Readers lose track of the next line, and letters on adjacent lines can collide',
      'Browsers cannot render a line height equal to the font size',
      'Line height must always equal the paragraph spacing',
      'WCAG requires every product to set body text to a line height of exactly 1.5 times its font size',
    ),
    correct: ['a'],
    explanation:
      'Body text usually needs about 1.4–1.6 times the font size so the eye can find the next line. WCAG 1.4.12 does not prescribe a value; it requires that content survives when users raise spacing to 1.5 themselves.',
    moduleKey: 'typography',
    section: 'Line length, line height and paragraph spacing',
  },
  // color-and-contrast
  {
    key: 'ux-design-211',
    kind: 'output',
    prompt: 'A designer checks a brand blue for link text on white. What does this script print?',
    code: `const channel = (c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const lum = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const blue = [0x1a, 0x73, 0xe8];
const ratio = (lum([255, 255, 255]) + 0.05) / (lum(blue) + 0.05);
console.log(ratio.toFixed(2), ratio >= 4.5 ? 'AA text' : ratio >= 3 ? 'large text only' : 'fail');`,
    language: 'javascript',
    options: opts('4.51 AA text', '3.98 large text only', '4.51 large text only', '8.59 AA text'),
    correct: ['a'],
    explanation:
      'The blue #1A73E8 has a relative luminance of about 0.183, so white against it gives 1.05 / 0.233 ≈ 4.51, just above the 4.5:1 needed for normal text. 8.59 would be pure blue #0000FF.',
    moduleKey: 'color-and-contrast',
    section: 'Calculating the contrast ratio',
  },
  {
    key: 'ux-design-212',
    kind: 'single',
    prompt:
      'A banner headline is set at 20 px **bold** in a colour with a 3.4:1 contrast ratio against its background. Does it meet WCAG 2.2 AA?',
    options: opts(
      'No: all text needs 4.5:1',
      'Yes: 20 px bold counts as large text, which needs 3:1',
      'No: bold text needs 7:1, because WCAG treats heavy strokes as harder to read',
      'Yes: headlines are exempt from contrast requirements',
    ),
    correct: ['b'],
    explanation:
      'WCAG defines large text as at least 18 pt, or 14 pt bold (about 24 px or 18.5 px), and large text needs 3:1. Only logos, decoration and disabled controls are exempt, and 7:1 is the AAA level.',
    moduleKey: 'color-and-contrast',
    section: 'Contrast: what WCAG 2.2 asks',
  },
  {
    key: 'ux-design-213',
    kind: 'multiple',
    prompt:
      'A line chart compares revenue in three regions with a red, a green and an orange line. Which changes help people with red–green colour-vision deficiency? Choose all that apply.',
    options: opts(
      'Label each line directly at its end with the region’s name',
      'Give the lines different patterns (solid, dashed, dotted) or marker shapes',
      'Make all three lines thicker but keep the colours as the only difference',
      'Move the legend above the chart',
    ),
    correct: ['a', 'b'],
    explanation:
      'Direct labels and patterns are cues that do not depend on hue, as WCAG 1.4.1 requires. Thicker lines and a moved legend still leave colour as the only way to tell the lines apart.',
    moduleKey: 'color-and-contrast',
    section: 'Colour-vision deficiencies',
  },
  {
    key: 'ux-design-214',
    kind: 'single',
    prompt: 'Warning messages use bright yellow text on a white card and are hard to read. What is the usual fix?',
    options: opts(
      'Keep the yellow text and make it bold',
      'Switch every warning to the red danger colour so that it stands out more strongly',
      'Dark text on a pale amber background, plus a warning icon',
      'Add a yellow border around the card',
    ),
    correct: ['c'],
    explanation:
      'Bright yellows are so light that they have almost no contrast against white. The warning colour moves to the background tint and icon, while the text stays dark enough for 4.5:1; switching to red would blur the meaning of danger.',
    moduleKey: 'color-and-contrast',
    section: 'Semantic colours',
  },
  {
    key: 'ux-design-215',
    kind: 'single',
    prompt:
      'A design system defines its blue, green and red scales in OKLCH and gives step 600 of each the same L value. What does that buy the team?',
    options: opts(
      'The three colours become identical in hue',
      'The colours no longer need contrast checks, because equal lightness guarantees 4.5:1 on white',
      'The colours display only in browsers without sRGB support',
      'They look about equally light, so they have similar contrast on white',
    ),
    correct: ['d'],
    explanation:
      'OKLCH lightness follows perceived lightness, so equal L gives similar contrast across hues, unlike HSL lightness. Contrast should still be checked, because the WCAG formula and OKLCH lightness are not identical.',
    moduleKey: 'color-and-contrast',
    section: 'Perceptual lightness and OKLCH',
  },
  // layout-and-grids
  {
    key: 'ux-design-216',
    kind: 'single',
    prompt: 'Why do many web layouts use 12 columns on wide screens rather than 10?',
    options: opts(
      'Browsers can only render CSS grids with an even number of columns, and twelve is the largest they support',
      'WCAG requires 12 columns for desktop layouts',
      'Twelve splits evenly into halves, thirds, quarters and sixths',
      'Ten columns leave no room for gutters',
    ),
    correct: ['c'],
    explanation:
      'Twelve has many divisors, so a layout can be split 6 + 6, 4 + 4 + 4, 3 + 9 or 8 + 4 on whole columns; ten only splits into halves and fifths. Browsers and WCAG impose no column count.',
    moduleKey: 'layout-and-grids',
    section: 'Column grids: columns, gutters and margins',
  },
  {
    key: 'ux-design-217',
    kind: 'output',
    prompt:
      'A designer checks the tap targets of a mobile toolbar against WCAG 2.5.8 (24 CSS px) and Apple’s guidance (44 pt). What does this print?',
    code: `targets = {"back": (44, 44), "share": (24, 24), "like": (20, 32), "more": (48, 48)}
wcag_fail = [n for n, (w, h) in targets.items() if min(w, h) < 24]
apple_fail = [n for n, (w, h) in targets.items() if min(w, h) < 44]
print(",".join(wcag_fail), "|", ",".join(apple_fail))`,
    language: 'python',
    options: opts('like | share,like', 'share,like | like', 'like | like', 'none | share,like,more'),
    correct: ['a'],
    explanation:
      'Only "like" is under 24 in one dimension (20 px), so it fails WCAG’s minimum when it has no spacing exception; "share" meets 24 × 24 but is under Apple’s 44, so two targets fail the stricter platform guidance.',
    moduleKey: 'layout-and-grids',
    section: 'Touch targets',
  },
  {
    key: 'ux-design-218',
    kind: 'multiple',
    prompt:
      'A checkout page is spaced with a scale of 4, 8, 16, 24, 32 and 48 px. Which choices use the scale the way the lesson recommends? Choose all that apply.',
    options: opts(
      '8 px between a field’s label and its input, 16 px between fields, 48 px before the next section',
      '24 px padding inside the order summary card',
      '16 px everywhere, inside and between groups, for a clean look',
      '18 px between the price and the "Pay" button because it looked right',
    ),
    correct: ['a', 'b'],
    explanation:
      'Small steps inside groups and larger ones between them let spacing show structure, and padding from the scale keeps cards consistent. Equal spacing everywhere hides the groups, and 18 px is off the scale.',
    moduleKey: 'layout-and-grids',
    section: 'Spacing scales and the 8-point grid',
  },
  {
    key: 'ux-design-219',
    kind: 'single',
    prompt:
      'A note-taking app is used in a desktop browser window resized to 500 px wide. Which layout should it show, following Material 3 window size classes?',
    options: opts(
      'The two-pane list-and-detail layout, because the device is a desktop computer',
      'The compact layout: a single pane, as on a phone held upright',
      'The expanded layout with a permanent navigation drawer',
      'A horizontally scrolling version of the desktop layout',
    ),
    correct: ['b'],
    explanation:
      'Window size classes depend on the width available to the app, not on the device: 500 dp is under 600, so the window is compact and gets a single-pane layout.',
    moduleKey: 'layout-and-grids',
    section: 'Breakpoints and window size classes',
  },
  {
    key: 'ux-design-220',
    kind: 'single',
    prompt:
      'A simple landing page has a logo, a headline, one product image and a "Start free trial" button. Following the Z-pattern convention, where does the main button usually go?',
    options: opts(
      'Top left, in place of the logo',
      'Hidden in the footer so the page stays clean and the product image can speak for itself',
      'Centred at the very top, above the logo',
      'Lower right, where the Z ends after the headline and image',
    ),
    correct: ['d'],
    explanation:
      'On sparse pages the Z-pattern runs from the logo at the top left to the top right, diagonally across the content, and ends at the lower right, where the call to action waits. It is a convention to confirm with testing, not a law.',
    moduleKey: 'layout-and-grids',
    section: 'How people scan: F and Z patterns',
  },
  // design-systems
  {
    key: 'ux-design-221',
    kind: 'single',
    prompt:
      'A team’s components all use semantic tokens such as `color.surface` and `color.text.primary`. To add a dark theme, what do they change?',
    options: opts(
      'Every component, one by one, replacing each colour by hand',
      'The primitives that semantic tokens map to in dark mode',
      'The names of the semantic tokens, adding "-dark" to each',
      'Nothing: semantic tokens switch to dark colours automatically',
    ),
    correct: ['b'],
    explanation:
      'Semantic tokens keep their names across themes; a dark mode maps them to different primitives (for example `color.surface` → `color.grey.900`). That indirection is why components never reference primitives directly.',
    moduleKey: 'design-systems',
    section: 'Design tokens: primitive and semantic',
  },
  {
    key: 'ux-design-222',
    kind: 'multiple',
    prompt:
      'A service team proposes a new "address lookup" component to the GOV.UK Design System. Which criteria must it meet at the proposal stage? Choose all that apply.',
    options: opts(
      'Useful: it meets a need shared by several services',
      'Unique: nothing already in the system meets that need',
      'Branded: it uses the team’s own department colours',
      'Finished: it is already coded in the team’s framework of choice',
    ),
    correct: ['a', 'b'],
    explanation:
      'GOV.UK asks that a proposed component or pattern be useful and unique; usable, consistent and versatile are checked later, before publication. Department branding would break consistency, and code comes after the proposal is accepted.',
    moduleKey: 'design-systems',
    section: 'Governance, contribution and versioning',
  },
  {
    key: 'ux-design-223',
    kind: 'single',
    prompt:
      'A design-system library at version 4.2.3 adds a new "danger" variant to its button without changing the existing ones. What is the next version number?',
    options: opts('4.2.4', '4.3.0', '5.0.0', '4.2.3-danger'),
    correct: ['b'],
    explanation:
      'A new, backwards-compatible feature is a minor release: MINOR goes up and PATCH resets to 0. A patch is for fixes only, and a major release is for breaking changes.',
    moduleKey: 'design-systems',
    section: 'Governance, contribution and versioning',
  },
  {
    key: 'ux-design-224',
    kind: 'output',
    prompt:
      'An audit script collects the fill colours of every button found in a product’s screens. What does it print?',
    code: `fills = ["#0B57D0", "#0b57d0", "#1A73E8", "#0B57D0", "#1967D2", "#1a73e8", "#0B57D0"]
counts = {}
for f in fills:
    counts[f.lower()] = counts.get(f.lower(), 0) + 1
most = max(counts, key=counts.get)
print(len(counts), most, counts[most])`,
    language: 'python',
    options: opts('7 #0B57D0 3', '3 #0b57d0 4', '4 #0b57d0 3', '3 #1a73e8 2'),
    correct: ['b'],
    explanation:
      'Lower-casing merges spellings of the same hex value, leaving three distinct blues; #0b57d0 appears four times. An audit like this shows how many variations a design system would replace.',
    moduleKey: 'design-systems',
    section: 'When a team needs one',
  },
  {
    key: 'ux-design-225',
    kind: 'single',
    prompt:
      'In a design system, "how to ask for a date of birth" (three labelled number fields, hint text and error messages) is best classified as:',
    options: opts('A design token', 'A principle', 'A pattern', 'A primitive'),
    correct: ['c'],
    explanation:
      'A pattern is a recurring solution to a user task, assembled from components such as text inputs, hints and error messages. Tokens and primitives are single design values, and principles guide decisions in general.',
    moduleKey: 'design-systems',
    section: 'The parts: principles, tokens, components, patterns, guidelines',
  },
  // web-accessibility (shared lesson)
  {
    key: 'ux-design-226',
    kind: 'single',
    prompt:
      'A designer argues that one-handed use of a checkout matters only to people with a permanent disability. A colleague points to a parent holding a baby while paying on a phone. In the lesson’s terms, the parent’s limitation is:',
    options: opts('Permanent', 'Temporary', 'Situational', 'Not a disability-related need at all'),
    correct: ['c'],
    explanation:
      'Limitations can be permanent (a missing arm), temporary (a broken wrist) or situational (a baby on one arm). Designing for the permanent case helps all three groups.',
    moduleKey: 'web-accessibility',
    section: 'Who you are building for',
  },
  {
    key: 'ux-design-227',
    kind: 'single',
    prompt:
      'A design specification lists four requirements for a product carousel. Which one belongs to WCAG’s **Operable** principle?',
    options: opts(
      'Each slide image has a text alternative',
      'Every control of the carousel, including pause, can be used with the keyboard alone',
      'The slide captions are written in plain, predictable language',
      'The carousel’s markup exposes correct roles, states and accessible names to every kind of assistive technology in use',
    ),
    correct: ['b'],
    explanation:
      'POUR groups criteria as Perceivable (text alternatives), Operable (keyboard access, enough time), Understandable (readable, predictable) and Robust (roles and names that assistive technology can use). Keyboard operation is Operable.',
    moduleKey: 'web-accessibility',
    section: 'WCAG and the law',
  },
  {
    key: 'ux-design-228',
    kind: 'output',
    prompt:
      'A design-review script lists images with no alt attribute at all, and counts images marked decorative with an empty alt. What does it print?',
    code: `const images = [
  { src: 'logo.svg', alt: 'DevPath home' },
  { src: 'divider.png', alt: '' },
  { src: 'sales-chart.png' },
  { src: 'team.jpg', alt: 'Our support team in Lisbon' },
];
const missing = images.filter((i) => i.alt === undefined).map((i) => i.src);
const decorative = images.filter((i) => i.alt === '').length;
console.log(missing.join(',') || 'none', decorative);`,
    language: 'javascript',
    options: opts('divider.png,sales-chart.png 0', 'sales-chart.png 1', 'none 1', 'sales-chart.png 2'),
    correct: ['b'],
    explanation:
      'Only sales-chart.png has no alt property at all, and one image (the divider) has an empty alt, which tells screen readers to skip a purely decorative image. The chart carries information, so it needs meaningful alt text.',
    moduleKey: 'web-accessibility',
    section: 'The biggest wins',
  },
  {
    key: 'ux-design-229',
    kind: 'single',
    prompt:
      'In a single-page app, choosing "Orders" in the side menu swaps the main content without a page load. What should the designer specify for keyboard and screen-reader users?',
    options: opts(
      'Keep focus on the menu item so users can carry on browsing the other menu entries without losing their place',
      'Move focus to the new view’s main heading, or announce its title',
      'Move focus to the first link in the page footer',
      'Reload the whole page so the browser handles focus',
    ),
    correct: ['b'],
    explanation:
      'When the route changes, moving focus to the new page’s main heading, or announcing its title, tells users that something happened and where they are. Leaving focus on the menu gives no sign of the change.',
    moduleKey: 'web-accessibility',
    section: 'Focus and dynamic content',
  },
  {
    key: 'ux-design-230',
    kind: 'multiple',
    prompt:
      'Before handing a new sign-up flow to development, a designer runs the quick manual accessibility routine from the lesson on the prototype. Which steps belong in it? Choose all that apply.',
    options: opts(
      'Go through the whole flow with the keyboard only, watching where focus is',
      'View it at 200 percent zoom and in a 320 px wide window',
      'Navigate it by headings and landmarks with a screen reader',
      'Accept it once Lighthouse scores it 100, since that proves it is accessible',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Keyboard, zoom and reflow, and a screen reader by headings are the manual routine. Automated tools such as Lighthouse find only some problems, so a perfect score does not prove a page can be used.',
    moduleKey: 'web-accessibility',
    section: 'Test it',
  },
];
