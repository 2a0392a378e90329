import type { ModuleContent } from '../content-types.js';

/** Mobile lessons: testing, security, CI and builds, analytics and crash reporting (issue 29). Keys are stable: never rename or reuse them. */
export const MOBILE_SHIPPING_MODULES: ModuleContent[] = [
  {
    key: 'mobile-testing',
    title: 'Testing Mobile Apps',
    summary:
      'Test a React Native app at the right levels: Jest unit tests, component tests with React Native Testing Library, mocked native modules, end-to-end flows with Detox or Maestro, and a device matrix that finds real bugs without flaky noise.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### The test pyramid for an app
A mobile app is harder to test than a web page. A fix cannot be deployed in a minute: a bug that reaches the stores stays on phones until users update, and a build plus store review takes hours or days. That makes tests before release worth more, but it also tempts teams to write the wrong kind of test.

The **test pyramid** is the usual answer. At the base sit many **unit tests**: plain functions such as a price formatter, a reducer or a validation rule, run by Jest in Node in milliseconds. In the middle sit **component tests**: a screen or component rendered in memory with React Native Testing Library, pressed and typed into like a user would, with the network and native modules replaced by fakes. At the top sit a few **end-to-end (E2E) tests**: the real app binary on a simulator, emulator or phone, driven through its real screens by Detox or Maestro.

The shape matters because cost and confidence grow together. A unit test is cheap, fast and precise, but it cannot tell you that the login button is hidden behind the keyboard. An E2E test can, but it needs a build, a device and minutes per flow, and it breaks for reasons unrelated to your change. So most logic is covered low in the pyramid, and E2E tests are kept for the journeys the business cannot afford to break: sign in, sign up, checkout, the main feature.

### Jest and React Native Testing Library
A new Expo project gets Jest through the \`jest-expo\` preset: install it with \`npx expo install jest-expo jest\`, and set \`"preset": "jest-expo"\` in the Jest config. The Expo docs describe the preset as one that mocks the native part of the Expo SDK and handles most of the configuration, so your tests run in Node without a phone.

React Native Testing Library (RNTL, the package \`@testing-library/react-native\`) renders components and lets you find elements the way a user or a screen reader would. Its docs give an order of preference for queries: \`getByRole\` first, then \`getByLabelText\`, \`getByPlaceholderText\`, \`getByText\` and \`getByDisplayValue\`, and \`getByTestId\` only when nothing else works. A query by role and name (\`getByRole('button', { name: 'Sign in' })\`) keeps working when the markup is rearranged, and it fails when the button loses its accessibility role, which is a real bug.

Three query families behave differently. \`getBy…\` returns the element or throws, \`queryBy…\` returns \`null\` when nothing matches (use it to assert that something is absent), and \`findBy…\` returns a promise that waits until the element appears, which you need after anything asynchronous. For interaction, prefer \`userEvent\` over \`fireEvent\`: \`userEvent.press\` and \`userEvent.type\` go through the sequence of events a real press or keystroke produces, while \`fireEvent\` calls one handler directly.

### Mocking native modules
Jest runs in Node, where there is no camera, no keychain and no push service. Any module that calls native code must be replaced by a **mock** in tests. The \`jest-expo\` preset already mocks much of the Expo SDK; for the rest, and for your own wrappers, use \`jest.mock\`:
\`\`\`javascript
jest.mock('expo-secure-store', () => ({
  getItemAsync: jest.fn(async () => null),
  setItemAsync: jest.fn(async () => undefined),
}));
\`\`\`
A good habit is to wrap each native capability in a small module of your own (\`storage.ts\`, \`location.ts\`) and mock that module, not the library. Your tests then state what the app needs ("the saved token is missing") rather than how a library works inside, and upgrading the library touches one file. Mock the network the same way, at the edge: a fake \`fetch\` or a mock server returns a fixed response, so a test never depends on a real backend being up.

### End-to-end tests: Detox and Maestro
Two open-source tools dominate E2E testing of React Native apps, and they take different approaches.

**Detox**, from Wix, calls itself a *gray box* framework: tests are JavaScript, usually run by Jest, and Detox talks to a test build of your app. Because it can see inside the app, it monitors asynchronous work such as network requests, animations and timers, and waits until the app is idle before the next step. Its docs present this automatic synchronization as its main defence against flakiness. The cost is setup: Detox needs native build configuration for a test build.

**Maestro**, from mobile.dev, describes tests as *flows* written in YAML: an \`appId\`, then commands such as \`launchApp\`, \`tapOn\`, \`inputText\` and \`assertVisible\`. It drives the app from the outside (black box), works with any app on Android and iOS, and builds waiting and retrying into every command instead of synchronising with the app's internals. Flows are short and readable by testers who do not write JavaScript.

Either tool finds the bugs only a real binary shows: a native module missing from the build, a deep link that does not open, a permission prompt that blocks the screen. Pick one, give elements stable accessibility labels or test IDs, and keep the suite small.

### Devices, OS versions and real hardware
Android runs on thousands of device models with different screen sizes, memory and vendor changes, and users keep older OS versions for years; iOS is more uniform but still spans several versions and screen sizes. You cannot test everything, so build a **device matrix** from your own analytics: the OS versions and devices most of your users have, the oldest OS you support, a small screen, a large screen, and one low-memory Android phone.

Simulators and emulators are fast and free, so they run in CI. They differ from hardware in ways that matter: performance, camera, push notifications, biometrics, real networks and battery savers. Before a release, someone runs the main flows on real phones, either a few devices on the team's desks or a cloud device farm. Test the **release build**: minification, Hermes and missing environment variables only show there.

### Why tests flake
A **flaky test** passes and fails on the same code. Flaky E2E suites are common, and they are dangerous because a team that reruns red builds until they are green stops trusting the tests. The usual causes are few:

- **Fixed sleeps** (\`wait 2 seconds\`) that are too short on a slow CI machine. Wait for a condition instead: an element visible, the app idle.
- **Shared state**: a test depends on data left by an earlier test, or on the order tests run in. Reset the app state and seed data per test.
- **Real networks and real time**: a live backend, the current date, a random value. Stub the network, freeze the clock, seed the randomness.
- **Animations and system dialogs** that appear at different moments. Turn animations off in test builds and grant permissions up front.

Track flaky tests, quarantine a test that flakes while someone fixes it, and never let "rerun until green" become the process.

### Worked example
A login screen should disable the button until both fields are filled, and show an error when the API rejects the password. The validation is a pure function, so it gets a unit test:
\`\`\`javascript
export function canSubmit(email, password) {
  return email.trim().includes('@') && password.length >= 8;
}

test('needs a plausible email and 8+ characters', () => {
  expect(canSubmit(' ana@example.com ', 'correct-horse')).toBe(true);
  expect(canSubmit('ana', 'correct-horse')).toBe(false);
  expect(canSubmit('ana@example.com', 'short')).toBe(false);
});
\`\`\`
The screen gets a component test with RNTL. The API module is mocked so the test controls the answer:
\`\`\`tsx
import { render, screen, userEvent } from '@testing-library/react-native';
import { LoginScreen } from './LoginScreen';
import { signIn } from './api';

jest.mock('./api', () => ({ signIn: jest.fn() }));

test('shows the server error after a rejected sign-in', async () => {
  (signIn as jest.Mock).mockRejectedValue(new Error('Wrong email or password'));
  const user = userEvent.setup();
  render(<LoginScreen />);

  const button = screen.getByRole('button', { name: 'Sign in' });
  expect(button).toBeDisabled();

  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  expect(button).toBeEnabled();

  await user.press(button);
  expect(await screen.findByText('Wrong email or password')).toBeVisible();
});
\`\`\`
Step by step: the queries use the role and labels a screen reader uses, \`userEvent\` types and presses like a person, and \`findByText\` waits for the error that appears after the rejected promise. Finally one E2E flow checks the real build, here in Maestro:
\`\`\`yaml
appId: com.example.notes
---
- launchApp:
    clearState: true
- tapOn: "Email"
- inputText: "qa+login@example.com"
- tapOn: "Password"
- inputText: "\${PASSWORD}"
- tapOn: "Sign in"
- assertVisible: "Your notes"
\`\`\`
The password comes from an environment variable, not the file, and the flow clears the app state first so it never depends on a previous run.

### Common mistakes
- **Testing implementation details.** Asserting on a component's state or on which function was called breaks on every refactor. Assert on what the user sees and can do.
- **Reaching for \`getByTestId\` first.** It passes even when the button has no accessible name. Use roles, labels and text; keep test IDs for the rare element with none.
- **Forgetting \`await\` or using \`getBy\` after async work.** The test checks before the update and fails, or passes for the wrong reason. Use \`findBy\` and await every \`userEvent\` call.
- **Mocking too much.** A test that mocks the component under test proves nothing. Mock native modules and the network at the edge, and render the real components.
- **Dozens of E2E tests for every detail.** The suite becomes slow and flaky. Keep E2E for critical journeys and push the rest down the pyramid.
- **Testing only the debug build on a simulator.** Release-only and device-only bugs reach users. Run the main flows on a release build on real phones before every release.

### At work
On a typical team, unit and component tests run on every pull request and must pass before merging, while E2E flows run on a schedule, before a release candidate, or on pull requests that touch the critical paths. QA engineers often own the E2E suite and the device matrix; developers write unit and component tests with their features. A junior is often asked to add a regression test for a bug fix (the test that fails before the fix and passes after), to replace a fixed sleep in a flaky flow, or to add accessibility labels so both screen readers and tests can find a control.`,
    resources: [
      { title: 'Expo: Unit testing with Jest', url: 'https://docs.expo.dev/develop/unit-testing/', kind: 'docs' },
      {
        title: 'React Native Testing Library on GitHub (docs linked)',
        url: 'https://github.com/callstack/react-native-testing-library',
        kind: 'docs',
      },
      { title: 'Detox on GitHub (docs and examples)', url: 'https://github.com/wix/Detox', kind: 'docs' },
      { title: 'Maestro on GitHub', url: 'https://github.com/mobile-dev-inc/maestro', kind: 'docs' },
    ],
  },
  {
    key: 'mobile-security',
    title: 'Mobile App Security',
    summary:
      'Secure a React Native app against the risks OWASP lists: keep secrets out of the bundle, tokens in the Keychain or Keystore, traffic on TLS, deep links verified and sign-in on OAuth with PKCE, and know what root and jailbreak detection cannot do.',
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    contentMd: `### Threat model: the device is not yours
On the web, your code runs on your server and the browser only sees what you send. A mobile app is different: the whole app, code and assets, is copied onto millions of devices you do not control. Anyone can download it, unpack the \`.ipa\` or \`.apk\`, read the JavaScript bundle, run it on a rooted phone, and watch or change its network traffic through a proxy. Some users lose their phones; some install other apps that try to intercept your links.

So the first rule of mobile security is simple: **the client is not trusted**. Everything the app does can be observed and changed, so every decision that protects data or money (who may see an order, whether a payment is valid, how many requests a user may make) is enforced on the server. The app's job is narrower but still important: protect the user's data on the device and in transit, do not leak secrets, and make attacks harder and more expensive.

### OWASP MASVS, MASTG and the Mobile Top 10
OWASP's Mobile Application Security project publishes three connected documents. The **MASVS** (Mobile Application Security Verification Standard) lists what a secure app must do, in control groups such as STORAGE, CRYPTO, AUTH, NETWORK, PLATFORM, CODE and RESILIENCE. The **MASTG** (Mobile Application Security Testing Guide) explains how to test each control on Android and iOS, and the **MASWE** catalogues the weaknesses in between. Teams use the MASVS as a checklist in design and review, and penetration testers use the MASTG.

The **OWASP Mobile Top 10** is shorter: a ranked awareness list. Its current edition, released in 2024, is:

1. M1 Improper Credential Usage
2. M2 Inadequate Supply Chain Security
3. M3 Insecure Authentication/Authorization
4. M4 Insufficient Input/Output Validation
5. M5 Insecure Communication
6. M6 Inadequate Privacy Controls
7. M7 Insufficient Binary Protections
8. M8 Security Misconfiguration
9. M9 Insecure Data Storage
10. M10 Insufficient Cryptography

The rest of this lesson covers the risks a React Native developer meets most: credentials and storage (M1, M9), communication (M5), authentication (M3) and binary protections (M7).

### Storing secrets on the device
AsyncStorage keeps plain, unencrypted strings in the app's files. That is fine for a theme or a cache, but not for an access token, a refresh token or a password: a device backup, a rooted phone or a debugging tool can read it. For secrets, use **\`expo-secure-store\`**, which encrypts values with the platform's protected storage: the **Keychain** on iOS and keys held by the **Android Keystore** on Android. The Expo docs describe it as a way to encrypt and securely store key-value pairs, and each app's store is separate from other apps'.
\`\`\`javascript
import * as SecureStore from 'expo-secure-store';

await SecureStore.setItemAsync('refreshToken', token, {
  keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
});
const saved = await SecureStore.getItemAsync('refreshToken');
\`\`\`
SecureStore is meant for small values: store tokens and keys there, not whole documents. Store as little as you can: a short-lived access token in memory and a refresh token in SecureStore is a common split. Delete tokens on sign-out, and never write them to logs or crash reports.

### Secrets do not belong in the bundle
The React Native security guide is blunt: never store sensitive API keys in your app code, because anything in the bundle can be read by anyone who inspects it. This includes environment variables: in Expo, variables prefixed \`EXPO_PUBLIC_\` are inlined into the JavaScript at build time, which is exactly why they are called public. Hermes bytecode and minification make the bundle harder to read, not secret.

So what can ship in the app? Identifiers that are meant to be public (an API base URL, a publishable key restricted by bundle ID, a crash reporter's public DSN). Anything that grants power, such as a payment provider's secret key, a database password or an AI provider's API key, stays on a server. The app calls **your backend**, which authenticates the user, applies limits and then calls the third party with the real key. That proxy is the only safe design; a key hidden in native code or split into pieces is still recoverable.

### TLS and certificate pinning
All traffic goes over HTTPS. Both platforms push you there: iOS App Transport Security blocks plain HTTP by default, and Android's network security configuration disables cleartext traffic by default for apps targeting Android 9 and later. Do not switch these protections off for production to make a development server work; scope any exception to a debug build.

**Certificate pinning** goes further: the app accepts only a specific certificate or public key for your API, so even a certificate from a trusted authority (or one a user installed for a proxy) is refused. The React Native security guide describes it and names its cost: certificates change, and when they do, an app with an outdated pin cannot reach your server until users install an update. Pinning suits high-risk apps such as banking; if you pin, pin the public key rather than the certificate, ship backup pins, and plan rotation before the expiry date. For most apps, correct TLS without pinning is the right trade-off.

### Deep links and link hijacking
A custom URL scheme such as \`myapp://\` is not owned by anyone: another app can register the same scheme, and the system may open that app instead of yours. The React Native guide warns against sending sensitive data through deep links for this reason. Treat every incoming link as untrusted input: validate its path and parameters, never perform an action (a payment, a password change) just because a link asked, and never carry tokens in a link.

For links that must reach only your app, use **verified links**: Android App Links (an intent filter with \`android:autoVerify="true"\` plus a Digital Asset Links file at \`https://your-domain/.well-known/assetlinks.json\`) and iOS Universal Links (an \`apple-app-site-association\` file on your domain). The system checks that the domain and the app belong together, so another app cannot intercept those https links.

### OAuth in apps: PKCE and the system browser
RFC 8252, the IETF's best current practice for OAuth in native apps, says two things every mobile developer should know. First, sign-in runs in an **external user agent**, the system browser or an in-app browser tab such as \`ASWebAuthenticationSession\`, not an embedded WebView, so the app never sees the user's password and the user can check the real address. Second, a native app is a **public client**: any secret compiled into it can be extracted, so the authorization code flow is protected with **PKCE** (Proof Key for Code Exchange, RFC 7636) instead of a client secret.

PKCE works like this. Before redirecting, the app makes a random \`code_verifier\` and sends only its SHA-256 hash, the \`code_challenge\`. After sign-in, the provider redirects back with a code; to exchange it for tokens, the app must present the original verifier. A malicious app that intercepts the redirect gets the code but not the verifier, so the code is useless to it. In Expo, \`expo-auth-session\` handles the browser, redirect and PKCE for you.

### Root and jailbreak detection
Rooted and jailbroken devices remove the platform's sandbox, so some apps try to detect them and refuse to run. Know the limits: the detection runs on a device the attacker controls, so it can be found and patched out, and hooking tools exist to hide root. OWASP's MASTG treats such checks as **resilience**: they raise the cost of an attack; they do not make it impossible. Use them, if at all, as one signal among several, and prefer server-verified attestation such as Google's Play Integrity API or Apple's App Attest, where the platform vouches for the app and device to your server. Never rely on them to protect data the server should be guarding.

### Worked example
A fitness app calls a paid AI service to write workout plans. The first version shipped the AI key in \`EXPO_PUBLIC_AI_KEY\` and stored the user's session token in AsyncStorage. A security review, using the Mobile Top 10 as its checklist, finds M1 (a credential in the bundle) and M9 (a token in plain storage). The fix has three parts.

1. **Move the key to the server.** The backend gets a \`POST /plans\` endpoint that checks the user's session, applies a per-user rate limit and calls the AI service with the key from its own environment. The app now only knows its own API's URL. The leaked key is **revoked** at the provider, because it is already in every installed copy.
2. **Move the token.** On start-up, a small migration reads the old token from AsyncStorage, writes it to SecureStore and deletes the old entry, so users stay signed in.
3. **Check the incoming links.** The app's \`myapp://plan/123\` links open a plan screen; the handler now accepts only known paths and numeric IDs, and loads the plan from the API, which checks that it belongs to the signed-in user.

\`\`\`javascript
const ALLOWED = /^\\/plan\\/(\\d{1,9})$/;

function planIdFromLink(url) {
  const { protocol, hostname, pathname } = new URL(url);
  const path = protocol === 'myapp:' ? \`/\${hostname}\${pathname}\` : pathname;
  const match = ALLOWED.exec(path);
  return match ? Number(match[1]) : null;
}

console.log(planIdFromLink('myapp://plan/42'));          // 42
console.log(planIdFromLink('myapp://plan/42?admin=1'));  // 42 (the query is ignored)
console.log(planIdFromLink('myapp://settings/reset'));   // null
\`\`\`
The parser keeps only what it needs: a known path and a number. Everything else is dropped, and authorisation still happens on the server.

### Common mistakes
- **API secrets in the app or in \`EXPO_PUBLIC_\` variables.** Anyone can extract them from the bundle. Proxy the call through your backend and revoke any key that shipped.
- **Tokens in AsyncStorage.** It is not encrypted. Use SecureStore (Keychain or Keystore) and clear it on sign-out.
- **Trusting the client.** Hiding a button or checking a role in the app does not protect the API. Enforce every permission on the server.
- **Sign-in in an embedded WebView, or a client secret in the app.** The app can read the password, and the secret can be extracted. Use the system browser with PKCE.
- **Pinning without a rotation plan.** When the certificate changes, every installed app loses its connection. Pin keys, ship backup pins, and rotate before expiry, or do not pin.
- **Acting on deep links blindly.** Another app can register your scheme or craft a link. Validate parameters, use verified App Links and Universal Links, and confirm sensitive actions.

### At work
Security on mobile teams is a routine, not a one-off audit. Pull request reviews check where new data is stored and what new SDKs collect; dependency scanners watch the supply chain (M2); a yearly or pre-launch penetration test follows the MASTG; and a leaked key is handled as an incident, revoked and rotated. A junior developer is often asked to move a value from AsyncStorage to SecureStore with a migration, to remove a hard-coded key by adding a backend endpoint, or to add validation to a deep link handler, which are exactly the fixes this lesson walks through.`,
    resources: [
      { title: 'React Native: Security', url: 'https://reactnative.dev/docs/security', kind: 'docs' },
      { title: 'OWASP Mobile Top 10', url: 'https://owasp.org/www-project-mobile-top-10/', kind: 'docs' },
      {
        title: 'RFC 8252: OAuth 2.0 for Native Apps',
        url: 'https://datatracker.ietf.org/doc/html/rfc8252',
        kind: 'docs',
      },
      { title: 'Expo: SecureStore', url: 'https://docs.expo.dev/versions/latest/sdk/securestore/', kind: 'docs' },
    ],
  },
];
