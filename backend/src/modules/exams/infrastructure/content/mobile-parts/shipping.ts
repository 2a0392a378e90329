import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** mobile exam questions written for issue 29. Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const MOBILE_EXAM_SHIPPING: ExamQuestionContent[] = [
  // mobile-testing
  {
    key: 'mobile-061',
    kind: 'single',
    prompt:
      "A component test finds the Delete button with `getByTestId('delete-btn')` and passes, yet screen reader users report the button is announced only as “button”. Which query would have made the test fail on this bug?",
    options: opts(
      "`getAllByTestId('delete-btn')`",
      "`queryByTestId('delete-btn')`",
      "`getByRole('button', { name: 'Delete' })`",
      "`findByTestId('delete-btn')`",
    ),
    correct: ['c'],
    explanation:
      'A role-and-name query finds the button the way assistive technology does, so it fails when the accessible name is missing. Every test ID query passes regardless, which is why React Native Testing Library ranks test IDs last.',
    moduleKey: 'mobile-testing',
    section: 'Jest and React Native Testing Library',
  },
  {
    key: 'mobile-062',
    kind: 'output',
    prompt:
      'This imitates the three React Native Testing Library query families on a screen showing three texts. What does it print?',
    code: `const shown = ['Sign in', 'Email', 'Password'];
const getByText = (t) => {
  if (!shown.includes(t)) throw new Error('not found');
  return t;
};
const queryByText = (t) => (shown.includes(t) ? t : null);

const out = [String(queryByText('Error'))];
try {
  out.push(getByText('Error'));
} catch (e) {
  out.push(e.message);
}
out.push(getByText('Email'));
console.log(out.join(' | '));`,
    language: 'javascript',
    options: opts(
      'Error | Error | Email',
      'null | null | Email',
      'not found | not found | Email',
      'null | not found | Email',
    ),
    correct: ['d'],
    explanation:
      '`queryBy` returns null for a missing element, `getBy` throws, and `getBy` returns the element when it exists. That is why absence is checked with `queryBy` and presence with `getBy` (or `findBy` after async work).',
    moduleKey: 'mobile-testing',
    section: 'Jest and React Native Testing Library',
  },
  {
    key: 'mobile-063',
    kind: 'single',
    prompt: 'Which description matches Maestro as its own documentation presents it?',
    options: opts(
      'Tests are YAML flows with an appId and commands such as tapOn, inputText and assertVisible, driving the app from outside with waiting built into each command',
      'Tests are Jest files that import the app’s components and render them in Node',
      'Tests are recorded videos that are compared frame by frame with the next build',
      'Tests run only inside Expo Go and cannot touch a release build',
    ),
    correct: ['a'],
    explanation:
      'Maestro flows are short YAML files of user actions and assertions. Detox, by contrast, uses JavaScript tests and synchronises with the app’s internal async work.',
    moduleKey: 'mobile-testing',
    section: 'End-to-end tests: Detox and Maestro',
  },
  {
    key: 'mobile-064',
    kind: 'multiple',
    prompt:
      'An E2E suite fails a few times a week on unchanged code. Which of these are likely causes? Choose all that apply.',
    options: opts(
      'A step sleeps a fixed 3 seconds before checking the next screen',
      'Queries find buttons by their accessibility role and label',
      'A test relies on a note created by the test that ran before it',
      'The flows call the live staging backend and use the current date',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'Fixed sleeps, shared state between tests and real networks or clocks are classic causes of flakiness. Querying by role and label is the stable practice, not a cause.',
    moduleKey: 'mobile-testing',
    section: 'Why tests flake',
  },
  {
    key: 'mobile-065',
    kind: 'single',
    prompt:
      'Every test passed, but the store build crashed on launch because an environment variable was missing in the release configuration. Which practice would most likely have caught it?',
    options: opts(
      'More unit tests for the reducers',
      'Running the main flows on a release build on real phones before releasing',
      'Raising Jest’s default timeout',
      'Replacing `userEvent` with `fireEvent` in the component tests',
    ),
    correct: ['b'],
    explanation:
      'Minification, Hermes and release-only configuration exist only in the release build, so only testing that build, ideally on real devices, shows such bugs.',
    moduleKey: 'mobile-testing',
    section: 'Devices, OS versions and real hardware',
  },
  // mobile-security
  {
    key: 'mobile-066',
    kind: 'single',
    prompt:
      'A security review finds a third-party API key hard-coded in the app’s JavaScript. Which category of the OWASP Mobile Top 10 (2024) names this most directly?',
    options: opts(
      'M10 Insufficient Cryptography',
      'M7 Insufficient Binary Protections',
      'M1 Improper Credential Usage',
      'M6 Inadequate Privacy Controls',
    ),
    correct: ['c'],
    explanation:
      'Hard-coded and mishandled credentials are M1, the top risk of the 2024 list. The fix is to move the key to a backend and revoke the leaked one.',
    moduleKey: 'mobile-security',
    section: 'OWASP MASVS, MASTG and the Mobile Top 10',
  },
  {
    key: 'mobile-067',
    kind: 'single',
    prompt: 'A developer puts a paid service’s secret key in `EXPO_PUBLIC_SERVICE_KEY`. What is true?',
    options: opts(
      'The value is inlined into the JavaScript bundle at build time, so anyone who unpacks the app can read it',
      'Expo encrypts `EXPO_PUBLIC_` values with the device keychain',
      'The value stays on the EAS build server and never reaches the device',
      'Hermes bytecode makes the value impossible to recover',
    ),
    correct: ['a'],
    explanation:
      'Variables with the `EXPO_PUBLIC_` prefix are public by design. Secrets stay on a server the app calls; Hermes and minification only make reading harder.',
    moduleKey: 'mobile-security',
    section: 'Secrets do not belong in the bundle',
  },
  {
    key: 'mobile-068',
    kind: 'output',
    prompt: 'This imitates the PKCE check an OAuth server makes when the app exchanges its code. What does it print?',
    code: `import { createHash } from 'node:crypto';

const s256 = (v) => createHash('sha256').update(v).digest('base64url');
const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const challenge = s256(verifier); // sent with the authorization request

const exchange = (v) => s256(v) === challenge;
console.log(exchange(verifier), exchange(challenge));`,
    language: 'javascript',
    options: opts('true true', 'false true', 'false false', 'true false'),
    correct: ['d'],
    explanation:
      'The server compares the hash of the presented verifier with the stored challenge. Only the original verifier matches; an attacker who saw the challenge (or intercepted the code) cannot produce it.',
    moduleKey: 'mobile-security',
    section: 'OAuth in apps: PKCE and the system browser',
  },
  {
    key: 'mobile-069',
    kind: 'multiple',
    prompt:
      'Another app on the device registers the same `myapp://` scheme as yours. Which measures protect your users? Choose all that apply.',
    options: opts(
      'Use verified Android App Links and iOS Universal Links for links that must reach only your app',
      'Put the session token in the link so the right app can prove who it is',
      'Treat every incoming link as untrusted input: validate the path and parameters',
      'Never perform a sensitive action, such as a payment, just because a link asked for it',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'Custom schemes are not owned, so verified https links, validation and confirmation are the defences. A token in a link is exactly what a hijacking app would steal.',
    moduleKey: 'mobile-security',
    section: 'Deep links and link hijacking',
  },
  {
    key: 'mobile-070',
    kind: 'single',
    prompt: 'What is the right expectation of jailbreak and root detection in an app?',
    options: opts(
      'It makes the app impossible to tamper with, so server checks can be relaxed',
      'It is a resilience measure that raises an attacker’s cost but can be bypassed, so it is one signal among several',
      'It is required by both app stores for every app',
      'It replaces the need for TLS on rooted devices',
    ),
    correct: ['b'],
    explanation:
      'The check runs on a device the attacker controls and can be patched or hidden. Server-verified attestation helps more, and data protection still belongs on the server.',
    moduleKey: 'mobile-security',
    section: 'Root and jailbreak detection',
  },
  // mobile-ci-and-builds
  {
    key: 'mobile-071',
    kind: 'single',
    prompt:
      'An `eas.json` has the default `development`, `preview` and `production` profiles. Which one does `eas build --platform android` use?',
    options: opts(
      '`production`, the profile EAS uses when `--profile` is omitted',
      '`development`, because it is listed first',
      '`preview`, because it uses internal distribution',
      'None: EAS refuses to build without `--profile`',
    ),
    correct: ['a'],
    explanation:
      'Without `--profile`, EAS CLI uses the profile named `production` if it exists. Name the profile explicitly in CI so nobody ships a store build by accident.',
    moduleKey: 'mobile-ci-and-builds',
    section: 'EAS Build profiles',
  },
  {
    key: 'mobile-072',
    kind: 'single',
    prompt:
      'A team keeps `"runtimeVersion": "1.0.0"` hard-coded. They add a native module, ship a new store build, and then publish a JavaScript update that calls the module. What happens on phones that still have the old build?',
    options: opts(
      'Nothing: the old builds ignore updates made after a new store build',
      'The old builds accept the update, because the runtime versions match, and crash when the JavaScript calls the missing native module',
      'The store blocks the update because it contains native code',
      'The update installs the native module on the old builds',
    ),
    correct: ['b'],
    explanation:
      'The runtime version is the only check of native compatibility, and it was never changed. A fingerprint or appVersion policy, or bumping it on every native change, keeps the update away from incompatible binaries.',
    moduleKey: 'mobile-ci-and-builds',
    section: 'EAS Update: what can change over the air',
  },
  {
    key: 'mobile-073',
    kind: 'output',
    prompt: 'This models Google Play refusing a `versionCode` it has already received. What does it print?',
    code: `const used = new Set([41, 42, 43]);
const upload = (code) => {
  if (used.has(code)) return 'rejected';
  used.add(code);
  return 'accepted';
};
console.log(upload(43), upload(44), upload(44));`,
    language: 'javascript',
    options: opts(
      'accepted accepted rejected',
      'rejected accepted accepted',
      'rejected accepted rejected',
      'rejected rejected rejected',
    ),
    correct: ['c'],
    explanation:
      '43 was already used, 44 is new and is recorded, and the second 44 is then a reuse. Letting EAS auto-increment the build number avoids such rejections.',
    moduleKey: 'mobile-ci-and-builds',
    section: 'Version and build number',
  },
  {
    key: 'mobile-074',
    kind: 'multiple',
    prompt:
      'Which practices let a CI job build and ship an Expo app safely without anyone at the keyboard? Choose all that apply.',
    options: opts(
      'Store the `EXPO_TOKEN` as a repository secret and pass it to the Expo GitHub action',
      'Run EAS commands with `--non-interactive` so they fail instead of waiting for a prompt',
      'Commit the Android keystore and its password so the job can find them',
      'Print the signing credentials in the log so failures are easier to debug',
    ),
    correct: ['a', 'b'],
    explanation:
      'Secrets stay in the CI secret store and never appear in files or logs, and non-interactive mode turns a missing answer into a clear failure instead of a hung job.',
    moduleKey: 'mobile-ci-and-builds',
    section: 'A CI pipeline for an app',
  },
  {
    key: 'mobile-075',
    kind: 'single',
    prompt: 'Which statement describes a React Native release build?',
    options: opts(
      'It loads its JavaScript from the Metro server on the developer’s computer',
      'It shows the developer menu when the phone is shaken',
      'It runs with `__DEV__` set to `true` so warnings reach users',
      'Its JavaScript is bundled into the binary and minified (with Hermes, compiled to bytecode), and `__DEV__` is `false`',
    ),
    correct: ['d'],
    explanation:
      'Loading from Metro, the developer menu and `__DEV__ === true` describe debug builds. The release build carries its own optimised bundle, which is why some bugs only show there.',
    moduleKey: 'mobile-ci-and-builds',
    section: 'Debug builds and release builds',
  },
  // mobile-analytics-and-crash-reporting
  {
    key: 'mobile-076',
    kind: 'single',
    prompt: 'According to Apple’s documentation, when must an iOS app use the AppTrackingTransparency framework?',
    options: opts(
      'When it collects data about users and shares it with other companies for tracking across apps and websites',
      'Whenever it records any analytics event, even in its own backend',
      'Only when it uses the camera or microphone',
      'Only for apps distributed outside the App Store',
    ),
    correct: ['a'],
    explanation:
      'ATT is about cross-app and cross-site tracking with other companies. First-party analytics is not tracking in that sense, but it must still be declared in the app privacy details.',
    moduleKey: 'mobile-analytics-and-crash-reporting',
    section: 'Privacy and consent',
  },
  {
    key: 'mobile-077',
    kind: 'single',
    prompt:
      'An iOS native crash shows only memory addresses in the crash reporter. Which build artefact turns them into function names and line numbers?',
    options: opts(
      'The JavaScript source map',
      'The dSYM files of that build',
      'The R8/ProGuard mapping file',
      'The provisioning profile',
    ),
    correct: ['b'],
    explanation:
      'dSYM files symbolicate iOS native code; source maps cover the JavaScript bundle and mapping files cover shrunk Android code. Each must be uploaded for the exact build.',
    moduleKey: 'mobile-analytics-and-crash-reporting',
    section: 'Symbolication and source maps',
  },
  {
    key: 'mobile-078',
    kind: 'output',
    prompt: 'A purchase funnel: what does this print (overall conversion, then the last step’s conversion)?',
    code: `const steps = { viewed: 5000, cart: 1500, checkout: 900, paid: 450 };
const v = Object.values(steps);
console.log(Math.round((v[3] / v[0]) * 100) + '%', Math.round((v[3] / v[2]) * 100) + '%');`,
    language: 'javascript',
    options: opts('50% 9%', '30% 60%', '9% 50%', '90% 50%'),
    correct: ['c'],
    explanation:
      '450 of 5000 viewers pay (9 %), and 450 of the 900 who started checkout pay (50 %). Step-to-step conversion shows where users drop; overall conversion shows the size of the whole loss.',
    moduleKey: 'mobile-analytics-and-crash-reporting',
    section: 'Events, properties and funnels',
  },
  {
    key: 'mobile-079',
    kind: 'multiple',
    prompt: 'Which of these can cause ANRs on Android? Choose all that apply.',
    options: opts(
      'Reading a large file synchronously on the main thread when a screen opens',
      'Parsing a huge JSON payload on the main thread while the user is scrolling',
      'Awaiting a `fetch` call whose response takes 8 seconds to arrive',
      'A native module resizing photos on the main thread',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'ANRs come from a blocked main thread, so heavy synchronous work there is the cause. An awaited `fetch` does not block the thread: the app stays responsive while it waits, though it should show progress.',
    moduleKey: 'mobile-analytics-and-crash-reporting',
    section: 'ANRs and hangs',
  },
  {
    key: 'mobile-080',
    kind: 'single',
    prompt:
      'A team halts a Google Play staged rollout because crash-free sessions dropped. What happens to users who already installed the bad version?',
    options: opts(
      'Google Play automatically reinstalls the previous version for them',
      'The app is removed from their phones until a fix ships',
      'Their crash reports stop being sent',
      'They keep the bad version; they need a fixed version, such as a new build or an over-the-air fix for a JavaScript bug',
    ),
    correct: ['d'],
    explanation:
      'Halting stops new installs of the release; it does not roll anyone back. That is why teams keep a fast hotfix path next to staged rollouts.',
    moduleKey: 'mobile-analytics-and-crash-reporting',
    section: 'Staged rollouts with a safety net',
  },
];
