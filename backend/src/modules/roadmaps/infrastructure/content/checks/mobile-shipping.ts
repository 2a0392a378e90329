import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/mobile-shipping.ts. */
export const MOBILE_SHIPPING_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'mobile-testing',
    questions: [
      {
        id: 'mobile-testing-1',
        kind: 'single',
        section: 'The test pyramid for an app',
        prompt: 'Why does the test pyramid keep end-to-end tests few, with most checks lower down?',
        options: [
          {
            text: 'E2E tests cannot find real bugs, so they are mostly for show',
            correct: false,
            why: 'E2E tests find bugs nothing else finds, such as a native module missing from the build; that is why a few are kept.',
          },
          {
            text: 'App stores reject apps that ship with more than a few E2E tests',
            correct: false,
            why: 'Tests never ship to the stores; they run on your machines and in CI.',
          },
          {
            text: 'Each E2E test needs a build and a device and takes minutes, and it can fail for reasons unrelated to the change, while unit and component tests are fast and precise',
            correct: true,
            why: 'Cost and flakiness grow towards the top of the pyramid, so most logic is covered cheaply lower down and E2E is kept for critical journeys.',
          },
          {
            text: 'Jest cannot run more than a few hundred tests in one project',
            correct: false,
            why: 'Jest handles thousands of tests; the limit on E2E tests is their cost, not the runner.',
          },
        ],
      },
      {
        id: 'mobile-testing-2',
        kind: 'order',
        section: 'Jest and React Native Testing Library',
        prompt:
          'Put these React Native Testing Library queries in the order its docs recommend reaching for them, first choice first.',
        steps: ['getByRole', 'getByLabelText', 'getByText', 'getByTestId'],
        why: 'Queries that match how users and screen readers find an element come first; `getByTestId` is the last resort because users never see a test ID.',
      },
      {
        id: 'mobile-testing-3',
        kind: 'single',
        section: 'Jest and React Native Testing Library',
        prompt: 'A test must check that no error message is shown before the form is submitted. Which query fits?',
        options: [
          {
            text: "`screen.getByText('Wrong password')` wrapped in `expect(...).toBeNull()`",
            correct: false,
            why: '`getBy…` throws when nothing matches, so the test would fail before `expect` runs.',
          },
          {
            text: "`await screen.findByText('Wrong password')`",
            correct: false,
            why: '`findBy…` waits for the element to appear and rejects when it does not; it is for things that should show up.',
          },
          {
            text: "`screen.getByTestId('error')`",
            correct: false,
            why: 'This also throws when absent, and a test ID says nothing about what the user sees.',
          },
          {
            text: "`expect(screen.queryByText('Wrong password')).toBeNull()`",
            correct: true,
            why: '`queryBy…` returns `null` when nothing matches, which is exactly what an absence check needs.',
          },
        ],
      },
      {
        id: 'mobile-testing-4',
        kind: 'fill',
        section: 'Mocking native modules',
        prompt:
          "In Jest, you replace a whole module, such as `expo-secure-store`, with a fake by calling `jest.____('expo-secure-store', () => ({ ... }))`.",
        answers: ['mock'],
        why: '`jest.mock` swaps the module for the factory’s result in every file the test imports, so no native code is called in Node.',
      },
      {
        id: 'mobile-testing-5',
        kind: 'multiple',
        section: 'Mocking native modules',
        prompt:
          'In a Jest component test of a profile screen, which of these should be replaced by mocks? Pick all that apply.',
        options: [
          {
            text: 'The module that reads the token from the Keychain',
            correct: true,
            why: 'It calls native code that does not exist in Node, so it must be faked.',
          },
          {
            text: 'The network call that loads the profile',
            correct: true,
            why: 'A fixed fake response makes the test fast and independent of a live backend.',
          },
          {
            text: 'The profile screen component itself',
            correct: false,
            why: 'That is the code under test; mocking it means the test checks nothing.',
          },
          {
            text: 'The camera module used to change the avatar',
            correct: true,
            why: 'There is no camera in Node; a mock returns a fixed picture result.',
          },
          {
            text: 'The small Text and Button components the screen renders',
            correct: false,
            why: 'Render the real children: they are what the user sees and presses.',
          },
        ],
      },
      {
        id: 'mobile-testing-6',
        kind: 'single',
        section: 'End-to-end tests: Detox and Maestro',
        prompt: 'Which pair of descriptions matches how each tool presents itself in its own docs?',
        options: [
          {
            text: 'Detox: YAML flows run from outside the app; Maestro: JavaScript tests inside the app',
            correct: false,
            why: 'It is the other way round: Detox tests are JavaScript, Maestro flows are YAML.',
          },
          {
            text: 'Detox: a gray box framework with JavaScript tests that waits for the app to be idle; Maestro: YAML flows of commands such as `tapOn` that drive the app from outside with built-in waiting',
            correct: true,
            why: 'Detox monitors the app’s async work to synchronise; Maestro builds waiting and retrying into each command.',
          },
          {
            text: 'Both are unit-test runners that replace Jest',
            correct: false,
            why: 'Both drive a real app binary on a device or simulator; Detox even uses Jest as its runner.',
          },
          {
            text: 'Detox runs only on iOS and Maestro only on Android',
            correct: false,
            why: 'Both support iOS and Android apps.',
          },
        ],
      },
      {
        id: 'mobile-testing-7',
        kind: 'output',
        section: 'Why tests flake',
        prompt:
          'An E2E step sleeps 2000 ms and then expects the screen to be loaded. Here are four CI runs’ load times. What does this print?',
        code: {
          language: 'javascript',
          source: `const loadTimesMs = [800, 1900, 2600, 900];
const sleepMs = 2000;
const results = loadTimesMs.map((t) => (t <= sleepMs ? 'pass' : 'fail'));
console.log(results.filter((r) => r === 'fail').length, 'of', results.length, 'failed');`,
        },
        options: [
          {
            text: '0 of 4 failed',
            correct: false,
            why: 'The 2600 ms run is slower than the 2000 ms sleep, so that run fails.',
          },
          {
            text: '2 of 4 failed',
            correct: false,
            why: '1900 ms is still within the sleep; only one run exceeds it.',
          },
          {
            text: '1 of 4 failed',
            correct: true,
            why: 'Only the slow run fails: same code, different result, which is what a flaky test is. Waiting for the screen instead of sleeping removes the problem.',
          },
          {
            text: '3 of 4 failed',
            correct: false,
            why: 'Three of the runs load within 2000 ms and pass.',
          },
        ],
      },
      {
        id: 'mobile-testing-8',
        kind: 'output',
        section: 'Worked example',
        prompt: 'The login validation from the worked example, called three times. What does it print?',
        code: {
          language: 'javascript',
          source: `function canSubmit(email, password) {
  return email.trim().includes('@') && password.length >= 8;
}
console.log(canSubmit(' ana@example.com ', 'abcdefgh'), canSubmit('ana@example.com', 'abc'), canSubmit('ana', '12345678'));`,
        },
        options: [
          {
            text: 'false false false',
            correct: false,
            why: 'The first call has an `@` after trimming and exactly 8 characters, which passes `>= 8`.',
          },
          {
            text: 'true false false',
            correct: true,
            why: 'Spaces are trimmed and 8 characters meet the minimum; the second password is too short and the third email has no `@`.',
          },
          {
            text: 'true true false',
            correct: false,
            why: '`abc` has 3 characters, below the minimum of 8.',
          },
          {
            text: 'true false true',
            correct: false,
            why: '`ana` contains no `@`, so the email check fails.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'mobile-security',
    questions: [
      {
        id: 'mobile-security-1',
        kind: 'single',
        section: 'Threat model: the device is not yours',
        prompt:
          'Only admins may delete other users’ posts. The app hides the Delete button for non-admins. What else is needed?',
        options: [
          {
            text: 'Nothing: a hidden button cannot be pressed',
            correct: false,
            why: 'An attacker does not need your button: they can call the API directly or modify the app.',
          },
          {
            text: 'Obfuscating the bundle so nobody finds the delete endpoint',
            correct: false,
            why: 'Obfuscation slows reading down, but endpoints are visible in network traffic anyway.',
          },
          {
            text: 'Storing the user’s role in SecureStore so it cannot be changed',
            correct: false,
            why: 'SecureStore protects data from other apps, not from the device’s owner, and the role check still runs on the client.',
          },
          {
            text: 'The API must check that the caller is an admin before deleting',
            correct: true,
            why: 'The client is not trusted, so every permission is enforced on the server; hiding the button is only user experience.',
          },
        ],
      },
      {
        id: 'mobile-security-2',
        kind: 'single',
        section: 'OWASP MASVS, MASTG and the Mobile Top 10',
        prompt: 'How do the OWASP MASVS and MASTG relate?',
        options: [
          {
            text: 'The MASVS states the security controls an app must meet; the MASTG explains how to test them on Android and iOS',
            correct: true,
            why: 'One is the standard (what), the other the testing guide (how to verify it).',
          },
          {
            text: 'The MASTG is the older name of the MASVS',
            correct: false,
            why: 'They are two separate documents of the same OWASP project.',
          },
          {
            text: 'The MASVS covers iOS and the MASTG covers Android',
            correct: false,
            why: 'Both cover both platforms.',
          },
          {
            text: 'The MASVS is the ranked Top 10 list of mobile risks',
            correct: false,
            why: 'The ranked awareness list is the separate OWASP Mobile Top 10.',
          },
        ],
      },
      {
        id: 'mobile-security-3',
        kind: 'single',
        section: 'Storing secrets on the device',
        prompt: 'Where should an Expo app keep the refresh token that keeps the user signed in?',
        options: [
          {
            text: 'AsyncStorage, under a key with an unusual name',
            correct: false,
            why: 'AsyncStorage is unencrypted; a hard-to-guess key name does not protect its value.',
          },
          {
            text: '`expo-secure-store`, which uses the iOS Keychain and the Android Keystore',
            correct: true,
            why: 'SecureStore encrypts small values with the platform’s protected storage, which is what tokens need.',
          },
          {
            text: 'An `EXPO_PUBLIC_` environment variable',
            correct: false,
            why: 'Those are fixed at build time and readable in the bundle; they cannot hold a per-user token.',
          },
          {
            text: 'A JSON file in the app’s documents folder',
            correct: false,
            why: 'A plain file is as readable as AsyncStorage to a backup or rooted device.',
          },
        ],
      },
      {
        id: 'mobile-security-4',
        kind: 'multiple',
        section: 'Secrets do not belong in the bundle',
        prompt: 'Which of these may safely ship inside the app bundle? Pick all that apply.',
        options: [
          {
            text: 'The base URL of your own API',
            correct: true,
            why: 'It is visible in network traffic anyway and grants nothing by itself.',
          },
          {
            text: 'A payment provider’s secret key',
            correct: false,
            why: 'Anyone can extract it from the bundle and charge or refund in your name; it stays on the server.',
          },
          {
            text: 'A crash reporter’s public DSN',
            correct: true,
            why: 'It is designed to be public: it only lets clients send events.',
          },
          {
            text: 'An AI provider’s API key, hidden in an `EXPO_PUBLIC_` variable',
            correct: false,
            why: '`EXPO_PUBLIC_` variables are inlined into the JavaScript; the key can be read and abused at your cost.',
          },
          {
            text: 'The database password, split into three strings joined at runtime',
            correct: false,
            why: 'Splitting only slows an attacker down; the app must never hold database credentials.',
          },
        ],
      },
      {
        id: 'mobile-security-5',
        kind: 'single',
        section: 'TLS and certificate pinning',
        prompt:
          'What is the main operational cost of certificate pinning that the React Native security guide warns about?',
        options: [
          {
            text: 'Pinning turns off TLS encryption for the pinned host',
            correct: false,
            why: 'Pinning adds a check on top of TLS; the traffic stays encrypted.',
          },
          {
            text: 'App stores reject apps that pin certificates',
            correct: false,
            why: 'Pinning is allowed; banking apps commonly use it.',
          },
          {
            text: 'Pinned requests are much slower than normal HTTPS',
            correct: false,
            why: 'The extra comparison is negligible next to the network round trip.',
          },
          {
            text: 'When the server’s certificate changes, installed apps with the old pin cannot connect until users update',
            correct: true,
            why: 'Certificates expire and rotate, so pinning needs backup pins and a rotation plan.',
          },
        ],
      },
      {
        id: 'mobile-security-6',
        kind: 'fill',
        section: 'Deep links and link hijacking',
        prompt:
          'To verify Android App Links, you host a Digital Asset Links file at `https://your-domain/.well-known/____`.',
        answers: ['assetlinks.json'],
        why: 'Android fetches `assetlinks.json` to confirm the domain names your app (by package and signing certificate), so other apps cannot claim those links.',
      },
      {
        id: 'mobile-security-7',
        kind: 'order',
        section: 'OAuth in apps: PKCE and the system browser',
        prompt: 'Put the steps of an OAuth sign-in with PKCE in order.',
        steps: [
          'The app creates a random code_verifier and computes its SHA-256 code_challenge',
          'The app opens the system browser with the authorization request and the code_challenge',
          'The user signs in and the provider redirects back to the app with an authorization code',
          'The app exchanges the code together with the original code_verifier for tokens',
        ],
        why: 'Only the hash travels in the first request; proving the code with the verifier at the end is what makes an intercepted code useless.',
      },
      {
        id: 'mobile-security-8',
        kind: 'output',
        section: 'Worked example',
        prompt: 'The deep link parser from the worked example. What does this print?',
        code: {
          language: 'javascript',
          source: `const ALLOWED = /^\\/plan\\/(\\d{1,9})$/;

function planIdFromLink(url) {
  const { protocol, hostname, pathname } = new URL(url);
  const path = protocol === 'myapp:' ? \`/\${hostname}\${pathname}\` : pathname;
  const match = ALLOWED.exec(path);
  return match ? Number(match[1]) : null;
}

console.log(planIdFromLink('myapp://plan/7?admin=1'), planIdFromLink('myapp://plan/abc'), planIdFromLink('myapp://plan/7/delete'));`,
        },
        options: [
          {
            text: '7 null null',
            correct: true,
            why: 'The query string is not part of the path and is ignored; `abc` is not a number; `/plan/7/delete` does not match the anchored pattern.',
          },
          {
            text: 'null null null',
            correct: false,
            why: 'The query `?admin=1` is outside `pathname`, so `/plan/7` matches.',
          },
          {
            text: '7 null 7',
            correct: false,
            why: 'The `$` anchor rejects anything after the ID, so `/plan/7/delete` gives `null`.',
          },
          {
            text: '7 NaN null',
            correct: false,
            why: '`abc` fails the `\\d` pattern, so the function returns `null` before calling `Number`.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'mobile-ci-and-builds',
    questions: [
      {
        id: 'mobile-ci-and-builds-1',
        kind: 'single',
        section: 'Debug builds and release builds',
        prompt: 'Why should testers get release-configured builds rather than debug builds?',
        options: [
          {
            text: 'Debug builds cannot be installed on real phones',
            correct: false,
            why: 'Debug and development builds install on phones all the time; that is how developers work.',
          },
          {
            text: 'Some bugs exist only in release builds, such as code that relied on dev-only checks or a missing environment variable',
            correct: true,
            why: 'The release build bundles, minifies and (with Hermes) compiles the JavaScript and turns dev checks off, so it can behave differently from the debug build.',
          },
          {
            text: 'Release builds show the developer menu, which testers need',
            correct: false,
            why: 'It is the other way round: the developer menu is a debug-build feature.',
          },
          {
            text: 'Release builds load JavaScript from Metro, so fixes appear faster',
            correct: false,
            why: 'Loading from the Metro dev server is what debug builds do; release builds carry their bundle inside.',
          },
        ],
      },
      {
        id: 'mobile-ci-and-builds-2',
        kind: 'single',
        section: 'Signing: who built this app?',
        prompt:
          'An internal iOS build installs on your iPhone but a colleague’s iPhone refuses it. What is the most likely cause?',
        options: [
          {
            text: 'The colleague’s phone runs a newer iOS version than yours',
            correct: false,
            why: 'A newer iOS runs apps built for older versions; the OS version is not the usual cause here.',
          },
          {
            text: 'The build was not minified',
            correct: false,
            why: 'Minification affects size and speed, not whether iOS allows the install.',
          },
          {
            text: 'The colleague’s device is not registered in the ad hoc provisioning profile the build was signed with',
            correct: true,
            why: 'An ad hoc profile lists the devices allowed to run the build; register the device and rebuild.',
          },
          {
            text: 'The Android keystore is missing',
            correct: false,
            why: 'Keystores sign Android apps; iOS uses certificates and provisioning profiles.',
          },
        ],
      },
      {
        id: 'mobile-ci-and-builds-3',
        kind: 'fill',
        section: 'Version and build number',
        prompt:
          'On Android, the integer build number that Google Play and the device use to tell which build is newer is called `____`.',
        answers: ['versionCode', 'android.versionCode'],
        why: '`versionCode` must be new for every upload and must not go down for an update to install; `versionName` is the text users see.',
      },
      {
        id: 'mobile-ci-and-builds-4',
        kind: 'multiple',
        section: 'Signing: who built this app?',
        prompt: 'Which statements about Android signing with Play App Signing are true? Pick all that apply.',
        options: [
          {
            text: 'Google keeps the app signing key and you sign uploads with a separate upload key',
            correct: true,
            why: 'That split is the point of Play App Signing.',
          },
          {
            text: 'A lost upload key can be reset through Google Play support',
            correct: true,
            why: 'Because Google holds the app signing key, the upload key can be replaced.',
          },
          {
            text: 'Updates can be signed with any key, since Google re-signs them anyway',
            correct: false,
            why: 'Play only accepts uploads signed with your registered upload key.',
          },
          {
            text: 'The keystore and its passwords belong in the Git repository so CI can find them',
            correct: false,
            why: 'Keep them in EAS credentials or CI secrets, never in Git.',
          },
        ],
      },
      {
        id: 'mobile-ci-and-builds-5',
        kind: 'multiple',
        section: 'EAS Update: what can change over the air',
        prompt: 'Which of these changes can ship as an EAS Update, without a new store build? Pick all that apply.',
        options: [
          {
            text: 'A fix to a JavaScript function that formats prices',
            correct: true,
            why: 'JavaScript logic is in the updatable layer.',
          },
          {
            text: 'Adding a library with its own native code',
            correct: false,
            why: 'Native code lives in the binary; it needs a new build with a new runtime version.',
          },
          {
            text: 'New wording and an image on the onboarding screen',
            correct: true,
            why: 'Texts, styles and bundled images are JavaScript and assets, which updates replace.',
          },
          {
            text: 'A new camera permission',
            correct: false,
            why: 'Permissions are declared in the native layer and require a store build.',
          },
          {
            text: 'A new app icon',
            correct: false,
            why: 'The icon is part of the native binary, so it changes only with a new build.',
          },
        ],
      },
      {
        id: 'mobile-ci-and-builds-6',
        kind: 'output',
        section: 'Worked example',
        prompt:
          'A build and three published updates, checked with the rule from the worked example. What does it print?',
        code: {
          language: 'javascript',
          source: `function accepts(build, update) {
  return build.channel === update.channel
    && build.platform === update.platform
    && build.runtimeVersion === update.runtimeVersion;
}

const build = { channel: 'production', platform: 'android', runtimeVersion: '2.0.0' };
const updates = [
  { id: 'u1', channel: 'production', platform: 'android', runtimeVersion: '2.0.0' },
  { id: 'u2', channel: 'production', platform: 'ios', runtimeVersion: '2.0.0' },
  { id: 'u3', channel: 'production', platform: 'android', runtimeVersion: '2.1.0' },
];
console.log(updates.filter((u) => accepts(build, u)).map((u) => u.id).join(','));`,
        },
        options: [
          {
            text: 'u1,u3',
            correct: false,
            why: 'u3 targets runtime version 2.1.0; the 2.0.0 build ignores it.',
          },
          {
            text: 'u1,u2',
            correct: false,
            why: 'u2 is an iOS update; an Android build never takes it.',
          },
          {
            text: 'u1,u2,u3',
            correct: false,
            why: 'An update must match channel, platform and runtime version all at once.',
          },
          {
            text: 'u1',
            correct: true,
            why: 'Only u1 matches the build on all three; the runtime version check is what keeps u3’s native expectations away from the old binary.',
          },
        ],
      },
      {
        id: 'mobile-ci-and-builds-7',
        kind: 'order',
        section: 'A CI pipeline for an app',
        prompt: 'Put the stages of the app pipeline in the order a change goes through them.',
        steps: [
          'Pull request: lint, type-check and run Jest',
          'Merge to main: publish an update or build to the preview channel for testers',
          'Release tag: run a production build with --non-interactive',
          'Submit the production build to TestFlight and a Play testing track',
        ],
        why: 'Cheap checks gate every change, testers see merged work, and only tagged releases pay for signed store builds and submission.',
      },
      {
        id: 'mobile-ci-and-builds-8',
        kind: 'single',
        section: 'Caching and build time',
        prompt: 'What should the CI cache of npm downloads be keyed on?',
        options: [
          {
            text: 'A fixed string such as `npm-cache-v1`, so it is always reused',
            correct: false,
            why: 'A key that never changes serves stale dependencies after the lockfile changes.',
          },
          {
            text: 'The current date, so it refreshes daily',
            correct: false,
            why: 'That throws away a valid cache every day and keeps a stale one all day after a dependency change.',
          },
          {
            text: 'The commit SHA',
            correct: false,
            why: 'Every commit would miss the cache, so it would never save time.',
          },
          {
            text: 'A hash of the lockfile',
            correct: true,
            why: 'The cache is reused while dependencies are unchanged and rebuilt exactly when they change; `actions/setup-node` with `cache: npm` does this.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'mobile-analytics-and-crash-reporting',
    questions: [
      {
        id: 'mobile-analytics-and-crash-reporting-1',
        kind: 'single',
        section: 'Events, properties and funnels',
        prompt: 'Which analytics event is designed best?',
        options: [
          {
            text: '`button_3_tapped` with `{ x: 120, y: 640 }`',
            correct: false,
            why: 'It records a pixel, not an intention; after the next redesign nobody knows what button 3 was.',
          },
          {
            text: "`checkout_started` with `{ items: 3, total_cents: 4599, currency: 'EUR' }`",
            correct: true,
            why: 'It names a user intention in a consistent `object_action` scheme with typed properties a funnel can use.',
          },
          {
            text: "`Checkout` with `{ email: 'ana@example.com' }`",
            correct: false,
            why: 'The name breaks the naming scheme, and an email is personal data that should never be in an event.',
          },
          {
            text: "`log` with `{ message: 'user did checkout stuff' }`",
            correct: false,
            why: 'Free text cannot be counted or filtered reliably and may capture personal data.',
          },
        ],
      },
      {
        id: 'mobile-analytics-and-crash-reporting-2',
        kind: 'output',
        section: 'Events, properties and funnels',
        prompt: 'A sign-up funnel. What does this print?',
        code: {
          language: 'javascript',
          source: `const funnel = [['signup_viewed', 1000], ['email_entered', 700], ['account_created', 350]];
const drops = funnel.slice(1).map(([step, users], i) => [step, 100 - Math.round((users / funnel[i][1]) * 100)]);
const worst = drops.reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(worst[0], worst[1] + '%');`,
        },
        options: [
          {
            text: 'email_entered 30%',
            correct: false,
            why: '30 % drop between the first two steps is smaller than the next drop.',
          },
          {
            text: 'account_created 65%',
            correct: false,
            why: 'Each step is compared with the step before it (700), not with the first step (1000).',
          },
          {
            text: 'account_created 50%',
            correct: true,
            why: '350 of 700 users continue, a 50 % drop, which is larger than the 30 % drop before it.',
          },
          {
            text: 'signup_viewed 0%',
            correct: false,
            why: 'The first step has no step before it and is not in `drops`.',
          },
        ],
      },
      {
        id: 'mobile-analytics-and-crash-reporting-3',
        kind: 'multiple',
        section: 'Privacy and consent',
        prompt:
          'A team adds an ads SDK that shares device data with other companies for tracking across apps. What must they do? Pick all that apply.',
        options: [
          {
            text: 'On iOS, ask through App Tracking Transparency, with an `NSUserTrackingUsageDescription` text',
            correct: true,
            why: 'Apple requires the ATT framework when data is shared with other companies for tracking.',
          },
          {
            text: 'Update the App Store privacy details to include what the SDK collects',
            correct: true,
            why: 'The labels must cover third-party code in the app.',
          },
          {
            text: 'Update the Google Play Data safety section',
            correct: true,
            why: 'Play’s form must describe the data the app collects and shares, including through SDKs.',
          },
          {
            text: 'Nothing, because the SDK vendor is responsible for its own declarations',
            correct: false,
            why: 'The app’s developer declares everything the app collects, whoever wrote the code.',
          },
        ],
      },
      {
        id: 'mobile-analytics-and-crash-reporting-4',
        kind: 'single',
        section: 'Symbolication and source maps',
        prompt:
          'Crash reports from yesterday’s over-the-air update show frames like `index.android.bundle:1:283941`, while reports from the store build are readable. What is the likely cause?',
        options: [
          {
            text: 'The source maps for the update’s bundle were never uploaded',
            correct: true,
            why: 'Each bundle has its own map, and updates need their own upload step; without it the reporter cannot symbolicate.',
          },
          {
            text: 'Hermes does not support crash reporting',
            correct: false,
            why: 'Hermes bundles are symbolicated with source maps like any other; the store build proves the setup works.',
          },
          {
            text: 'The dSYM files are missing',
            correct: false,
            why: 'dSYMs symbolicate iOS native frames; these are JavaScript frames in an Android bundle.',
          },
          {
            text: 'The crash reporter’s DSN changed',
            correct: false,
            why: 'With a wrong DSN no reports would arrive at all.',
          },
        ],
      },
      {
        id: 'mobile-analytics-and-crash-reporting-5',
        kind: 'fill',
        section: 'ANRs and hangs',
        prompt:
          'On Android, an “input dispatching timed out” ANR is raised when the app does not respond to a touch or key press within ____ seconds.',
        answers: ['5', 'five'],
        caseInsensitive: true,
        why: 'The Android docs give 5 seconds for input dispatch; keep heavy work off the main thread.',
      },
      {
        id: 'mobile-analytics-and-crash-reporting-6',
        kind: 'single',
        section: 'Release health',
        prompt:
          'On its first day, version 3.1 has 40 crashes and version 3.0 has 900. Why is that not evidence that 3.1 is healthier?',
        options: [
          {
            text: 'Crash reporters drop most crashes from new versions',
            correct: false,
            why: 'Reporters treat versions alike; the issue is how much each version is used.',
          },
          {
            text: 'Crashes only count after a version has been out for a week',
            correct: false,
            why: 'Crashes count immediately; they just need to be compared with usage.',
          },
          {
            text: 'Few users have 3.1 yet, so its counts must be compared as crash-free rates at similar adoption',
            correct: true,
            why: 'Release health divides crashes by sessions or users; raw counts mostly reflect adoption.',
          },
          {
            text: 'Version numbers with a higher minor part always crash less',
            correct: false,
            why: 'Version numbers say nothing about stability.',
          },
        ],
      },
      {
        id: 'mobile-analytics-and-crash-reporting-7',
        kind: 'output',
        section: 'Release health',
        prompt: 'The team’s rollout gate. What does this print?',
        code: {
          language: 'javascript',
          source: `const releases = { '5.0.0': { sessions: 20000, crashed: 40 }, '5.1.0': { sessions: 2000, crashed: 12 } };
const out = [];
for (const [version, r] of Object.entries(releases)) {
  const crashFree = ((1 - r.crashed / r.sessions) * 100).toFixed(1);
  out.push(\`\${version}=\${crashFree}\${crashFree < 99.5 ? '!' : ''}\`);
}
console.log(out.join(' '));`,
        },
        options: [
          {
            text: '5.0.0=99.8 5.1.0=99.4!',
            correct: true,
            why: '40/20000 is 0.2 %, so 99.8; 12/2000 is 0.6 %, so 99.4, which is below the 99.5 threshold and gets the `!`.',
          },
          {
            text: '5.0.0=99.8 5.1.0=99.4',
            correct: false,
            why: '99.4 is below the 99.5 threshold, so the gate adds `!` to it.',
          },
          {
            text: '5.0.0=99.8! 5.1.0=99.4!',
            correct: false,
            why: '99.8 is above the 99.5 threshold, so 5.0.0 is not flagged.',
          },
          {
            text: '5.0.0=99.8 5.1.0=94.0!',
            correct: false,
            why: '12 crashes in 2000 sessions is 0.6 %, not 6 %.',
          },
        ],
      },
      {
        id: 'mobile-analytics-and-crash-reporting-8',
        kind: 'order',
        section: 'Staged rollouts with a safety net',
        prompt: 'Put the steps of a staged rollout in order.',
        steps: [
          'Agree the threshold that will stop the rollout, such as a crash-free session rate',
          'Release to a small percentage of users',
          'Watch crash-free rates, ANRs and key funnels for a day',
          'Widen the rollout, or halt it and ship a fix',
        ],
        why: 'The threshold is set before anyone is under pressure; the small first step limits harm; the data decides the next step.',
      },
    ],
  },
];
