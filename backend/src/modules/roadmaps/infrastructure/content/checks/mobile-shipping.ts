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
];
