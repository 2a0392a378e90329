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
A new Expo project gets Jest through the \`jest-expo\` preset: install it with \`npx expo install jest-expo jest @types/jest --dev\` (the types matter only for TypeScript), and set \`"preset": "jest-expo"\` in the Jest config. The Expo docs describe the preset as one that mocks the native part of the Expo SDK and handles most of the configuration, so your tests run in Node without a phone.

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
RFC 8252, the IETF's best current practice for OAuth in native apps, says two things every mobile developer should know. First, sign-in runs in an **external user agent**, the system browser or an in-app browser tab (Android Custom Tabs; on iOS, \`ASWebAuthenticationSession\`), not an embedded WebView, so the app never sees the user's password and the user can check the real address. Second, a native app is a **public client**: any secret compiled into it can be extracted, so the authorization code flow is protected with **PKCE** (Proof Key for Code Exchange, RFC 7636) instead of a client secret.

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
  {
    key: 'mobile-ci-and-builds',
    title: 'Mobile CI and Builds',
    summary:
      'Turn code into signed, versioned app builds automatically: debug and release builds, iOS certificates and provisioning profiles, Android keystores and Play App Signing, EAS Build profiles, EAS Update and runtime versions, and a CI pipeline with caching.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Debug builds and release builds
A web app is built once and served; a mobile app is a binary that has to be compiled, signed and installed. The same source code produces two quite different kinds of binary, and mixing them up causes many "works on my machine" bugs.

A **debug build** is made for developing. A React Native debug build loads its JavaScript from the Metro development server on your computer, so a saved file appears on the phone within seconds (Fast Refresh). It has the developer menu, extra warnings and checks, and \`__DEV__\` is \`true\`. In Expo, a **development build** (a project with \`expo-dev-client\`) is this kind of build: a debug version of your own app, with your own native modules, used instead of Expo Go once the app needs native code Expo Go does not include.

A **release build** is what users get. The JavaScript is bundled into the binary, minified and, with the Hermes engine, compiled to bytecode ahead of time; development checks are off and \`__DEV__\` is \`false\`. It is faster and smaller, and it is also the only build where some bugs show: code that relied on a dev-only check, a missing environment variable, an asset that Metro served but the bundler left out. That is why testers always get release-configured builds, not debug ones.

### Signing: who built this app?
Both platforms refuse to install an app that is not **signed**. The signature proves who built it and that nobody changed it afterwards, and both stores use it to decide whether an update really comes from the same developer.

**iOS** needs two things. A **certificate** (with its private key) identifies your Apple developer team. A **provisioning profile** ties together the app's bundle identifier, the certificate, the app's capabilities (push notifications, Sign in with Apple) and where the app may run: a development profile for your own test devices, an ad hoc profile for a list of registered devices, or an App Store profile for TestFlight and the store. A build that installs on your phone but not a colleague's usually means that phone is not in the ad hoc profile.

**Android** apps are signed with a key kept in a **keystore** file. Every update must be signed by the same app signing key, or Android refuses to install it over the old version. With **Play App Signing**, Google keeps the app signing key and you sign uploads with a separate **upload key**; if the upload key is lost or leaked, Google Play support can reset it, which is impossible when you hold the only signing key yourself.

EAS can generate and store all of these credentials for you, or use yours from a \`credentials.json\` file. Either way, signing keys and passwords never go into Git.

### Version and build number
Every build carries two numbers, and they do different jobs.

- The **version** is for people: \`1.4.0\` in the store listing and the "What's new" notes. On iOS it is \`CFBundleShortVersionString\`, on Android \`versionName\`; in an Expo app config it is \`version\`.
- The **build number** is for machines: it tells the stores apart every upload and tells Android which install is newer. On iOS it is \`CFBundleVersion\` (\`ios.buildNumber\` in Expo), on Android the integer \`versionCode\` (\`android.versionCode\`). Google Play refuses a \`versionCode\` it has already received, Android refuses to install an update whose \`versionCode\` is lower than the installed one, and App Store Connect refuses a build number it already has for that version.

One version usually has several builds: 1.4.0 (build 57) went to testers, found a bug, and 1.4.0 (build 58) went to the store. Let tooling own the build number: with \`"appVersionSource": "remote"\` and \`"autoIncrement": true\` in \`eas.json\`, EAS stores the number on its servers and raises it for every build, so two developers never upload the same number.

### EAS Build profiles
EAS Build runs the native build in the cloud (or locally with \`--local\`) and is configured in \`eas.json\`. A new project gets three **build profiles**: \`development\` (with \`developmentClient: true\` and \`distribution: "internal"\`), \`preview\` (internal distribution of a release-like build) and \`production\` (the store build). \`eas build --profile preview\` picks one; without \`--profile\`, EAS uses \`production\`.

\`\`\`json
{
  "cli": { "appVersionSource": "remote" },
  "build": {
    "base": { "env": { "EXPO_PUBLIC_API_URL": "https://api.example.com" } },
    "development": { "extends": "base", "developmentClient": true, "distribution": "internal" },
    "preview": { "extends": "base", "distribution": "internal", "channel": "preview" },
    "production": { "extends": "base", "autoIncrement": true, "channel": "production" }
  }
}
\`\`\`
Profiles can \`extends\` another to share settings, set \`env\` variables per environment, and name the \`channel\` that EAS Update uses to send updates to builds of that profile. Internal distribution means a link testers install from directly, without a store.

### EAS Update: what can change over the air
A React Native build has two layers: the **native layer** compiled into the binary (native modules, permissions, the app icon, the SDK version) and the **JavaScript and assets** on top of it. EAS Update replaces only the top layer: you run \`eas update --channel production --message "Fix share crash"\`, and builds on that channel download the new bundle. By default, the app checks for an update when it is launched from a closed state and downloads it in the background without blocking start-up; the new bundle runs only at the next cold start, so a user gets the fix after opening the app twice, not instantly.

The danger is sending JavaScript that expects native code the installed binary does not have, which crashes on launch. The **runtime version** prevents this: every build and every update carries one, and a build only accepts updates with exactly the same runtime version. The Expo docs describe policies that compute it for you: \`appVersion\` uses the app's version (so bump the version whenever native code changes), and \`fingerprint\` hashes the project's native inputs, so any native change automatically produces a new runtime version.

What an update may change: JavaScript logic, screens, styles, texts, images bundled as assets. What needs a new store build: adding or upgrading a library with native code, new permissions or entitlements, the app icon or splash configuration, a new Expo SDK. The store rules also expect over-the-air updates to fix and refine, not to change what the app is.

### A CI pipeline for an app
Continuous integration for an app runs the same checks as for any project, plus builds. A common shape:

1. **On every pull request:** install dependencies, lint, type-check (\`tsc --noEmit\`), run Jest. These take minutes and need no signing.
2. **On merge to main:** publish an EAS Update to the \`preview\` channel, or build a preview binary, so testers try the change on phones.
3. **On a release tag:** \`eas build --profile production --platform all --non-interactive\`, then \`eas submit\` to TestFlight and a Play testing track.

In GitHub Actions, the \`expo/expo-github-action\` action installs EAS CLI and logs in with an \`EXPO_TOKEN\` stored as a repository secret; Expo's own EAS Workflows can run the same steps from YAML files in \`.eas/workflows\`. The \`--non-interactive\` flag makes EAS fail instead of waiting for a prompt that no one in CI will answer, and \`--no-wait\` lets the job end while the cloud build continues.

### Caching and build time
Native builds are slow: installing dependencies, CocoaPods and Gradle and compiling native code can take many minutes, and CI time costs money. **Caching** saves the parts that rarely change. Cache the package manager's download cache keyed on a hash of the lockfile (\`actions/setup-node\` does this with \`cache: 'npm'\`), so the cache is reused until dependencies change and rebuilt when they do. Cache Gradle and CocoaPods directories the same way on self-hosted native builds. Do not build what you do not need: run native builds only on release tags or when native files change, and use EAS Update for JavaScript-only changes. A cache keyed on something that never changes is a bug: it silently serves stale dependencies.

### Worked example
A team wants pull request checks, preview updates on merge and store builds on tags. The workflow, trimmed to its essentials:
\`\`\`yaml
name: app
on:
  pull_request:
  push:
    branches: [main]
    tags: ['v*']
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 22, cache: npm }
      - run: npm ci
      - run: npm run lint && npx tsc --noEmit && npx jest --ci
  ship:
    needs: check
    if: github.event_name == 'push'
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 22, cache: npm }
      - uses: expo/expo-github-action@v8
        with: { eas-version: latest, token: \${{ secrets.EXPO_TOKEN }} }
      - run: npm ci
      - if: github.ref == 'refs/heads/main'
        run: eas update --channel preview --message "\${{ github.sha }}" --non-interactive
      - if: startsWith(github.ref, 'refs/tags/v')
        run: eas build --profile production --platform all --non-interactive --no-wait
\`\`\`
The \`check\` job runs everywhere; \`ship\` runs only on pushes. The secret token never appears in the file. Before publishing an update, the team wants a guard that mirrors how a build decides whether an update applies:
\`\`\`javascript
function accepts(build, update) {
  return build.channel === update.channel
    && build.platform === update.platform
    && build.runtimeVersion === update.runtimeVersion;
}

const build = { channel: 'production', platform: 'ios', runtimeVersion: '1.4.0' };
console.log(accepts(build, { channel: 'production', platform: 'ios', runtimeVersion: '1.4.0' })); // true
console.log(accepts(build, { channel: 'production', platform: 'ios', runtimeVersion: '1.5.0' })); // false
console.log(accepts(build, { channel: 'preview', platform: 'ios', runtimeVersion: '1.4.0' }));    // false
\`\`\`
The second update targets a newer native layer and is ignored by the 1.4.0 build, which is exactly what protects users from a crash. Those users get the fix when they install the 1.5.0 store build.

### Common mistakes
- **Testing only debug builds.** Release-only bugs reach users. Give testers preview or production-configured builds.
- **Reusing a build number.** The store rejects the upload. Use remote versions with \`autoIncrement\`.
- **Signing keys in the repository or on one laptop.** They leak, or they are lost with the laptop. Let EAS manage credentials or keep them in CI secrets with a backup, and use Play App Signing.
- **A hard-coded runtime version that is never bumped.** A native change ships while old builds still accept new JavaScript, which then crashes. Use the \`fingerprint\` or \`appVersion\` policy and bump on native changes.
- **Using EAS Update to ship native changes.** It cannot: the binary does not change. Native changes go through a new build and store review.
- **CI that waits for a prompt.** A job hangs until it times out. Pass \`--non-interactive\` and provide credentials and tokens as secrets.

### At work
On most teams, nobody builds store binaries on a laptop: CI or EAS does it from a tagged commit, so every build is reproducible and traceable to code. Developers see preview builds or updates on their pull requests, QA installs internal builds, and a release manager tags and submits. Juniors are often asked to add a step to the pipeline, fix a failing build caused by a dependency upgrade, add an environment variable to a build profile, or publish a JavaScript hotfix as an update, checking the runtime version first.`,
    resources: [
      { title: 'Expo: Configure EAS Build with eas.json', url: 'https://docs.expo.dev/build/eas-json/', kind: 'docs' },
      {
        title: 'Expo: Runtime versions and updates',
        url: 'https://docs.expo.dev/eas-update/runtime-versions/',
        kind: 'docs',
      },
      { title: 'Expo: App credentials', url: 'https://docs.expo.dev/app-signing/app-credentials/', kind: 'docs' },
      {
        title: 'React Native: Publishing to Google Play Store (upload keys and signing)',
        url: 'https://reactnative.dev/docs/signed-apk-android',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'mobile-analytics-and-crash-reporting',
    title: 'Analytics and Crash Reporting',
    summary:
      'Learn what users do and where the app breaks: events and funnels, consent and store privacy rules (App Tracking Transparency, privacy labels, Data safety), crash reporting with readable stack traces, ANRs, release health and rollouts you can stop.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Events, properties and funnels
Once an app is on thousands of phones, you cannot watch people use it. Two kinds of data replace watching: **product analytics**, which records what users do, and **crash reporting**, which records where the app fails. Both answer questions a team cannot answer from reviews alone: Do people finish sign-up? Did the new version make things worse?

Analytics is built from **events**: a name for something that happened, with **properties** that describe it. \`checkout_started\` with \`{ items: 3, total_cents: 4599, currency: 'EUR' }\` is an event; so is \`screen_viewed\` with \`{ screen: 'Cart' }\`. Good events describe user intentions and outcomes, not clicks on pixels. Agree on a naming scheme (for example \`object_action\` in snake case), write every event down in a **tracking plan** with its properties and their types, and review changes to the plan like code. Without a plan, the same action ends up logged as \`Checkout\`, \`checkout_start\` and \`begin_checkout\`, and nobody trusts the numbers.

A **funnel** is a sequence of events a user should pass through, such as \`product_viewed\` → \`added_to_cart\` → \`checkout_started\` → \`order_placed\`. For each step you count the users who reached it and compute the conversion from the step before. The step with the largest drop is where to look first: a confusing form, a slow screen, a crash. Funnels need the same user identified across events, which is usually a random install or account ID, never an email or phone number in the event itself.

### Privacy and consent
Analytics is personal data, and both the law and the stores treat it that way. In many jurisdictions, such as the EU under the GDPR, you need a legal basis to collect it, and for analytics that is often the user's consent; check with whoever owns privacy in your company. Collect the minimum: no names, emails or free text in events, coarse location at most, and a way to turn tracking off.

The stores add their own rules:

- **App Tracking Transparency (ATT)** on iOS: Apple's docs say you must use the AppTrackingTransparency framework if your app collects data about users and shares it with other companies for tracking across apps and websites. The app sets an \`NSUserTrackingUsageDescription\` text and calls \`requestTrackingAuthorization\`; the system shows its prompt once and remembers the answer. In Expo, \`expo-tracking-transparency\` wraps this. First-party analytics that stays with you is not tracking in Apple's sense, but it still has to be declared.
- **App privacy details** ("privacy nutrition labels") in App Store Connect: required for new apps and updates, and they must include what the **third-party SDKs** in your app collect, such as an analytics or crash reporting library.
- **Google Play's Data safety section**: the Android equivalent, a form in Play Console describing what data the app collects and shares and why.

The practical rule: before adding any SDK, find out what it collects, and update the declarations in the same release.

### Crash reporting
A **crash reporter** catches what goes wrong on users' phones and sends it to a dashboard: unhandled JavaScript errors, native crashes, the stack trace, the device model, OS and app version, and breadcrumbs (the events just before the crash). Reports with the same cause are grouped into one **issue**, with counts of events and affected users, so you can see that one bug hits 4,000 people and another hits three.

Two services dominate in React Native apps. **Sentry**, for which Expo publishes a guide, is installed with \`@sentry/react-native\`, configured as a config plugin in the app config and initialised early with the project's DSN. **Firebase Crashlytics**, Google's crash reporter, is used through React Native Firebase. Both handle JavaScript and native crashes; the choice usually follows what else the team already uses.
\`\`\`javascript
import * as Sentry from '@sentry/react-native';

Sentry.init({
  dsn: 'https://examplePublicKey@o0.ingest.sentry.io/0',
  sendDefaultPii: false,
});

Sentry.setTag('channel', 'production');
\`\`\`
Beyond crashes, report handled errors that matter (a payment call that failed after retries) with \`captureException\`, and scrub personal data from reports just as you do from analytics.

### Symbolication and source maps
A release build's stack trace is unreadable on its own. The JavaScript is minified into one long line, or compiled to Hermes bytecode, so a frame says \`index.android.bundle:1:283941\`. Native frames are memory addresses. **Symbolication** turns these back into file names, functions and line numbers, using files produced at build time:

- **Source maps** for the JavaScript bundle, mapping positions in the minified code to your source.
- **dSYM files** for iOS native code.
- **Mapping files** from R8/ProGuard for Android code that was shrunk and obfuscated.

These files must be uploaded for every build and every over-the-air update, because each bundle has its own map. Sentry's docs say that with its Expo config plugin and Metro plugin, source maps are uploaded automatically during EAS builds, while an EAS Update needs an extra upload step after the update is exported. A report that shows minified frames almost always means the map for that exact bundle is missing.

### ANRs and hangs
Not every failure is a crash. On Android, when the main (UI) thread is blocked for too long, the system raises an **ANR** ("Application Not Responding") and, if the app is in the foreground, offers to close it. The Android docs list the triggers; the most common is *input dispatching timed out*: the app did not respond to a touch or key press within 5 seconds. Typical causes are heavy work on the main thread: large synchronous storage reads, big JSON parsing, image processing, or a native module doing I/O on the wrong thread. iOS reports the equivalent as **hangs**.

Google Play measures this in **Android vitals**. The *user-perceived ANR rate*, the share of daily users who hit at least one ANR of the input dispatching kind, is a core vital that affects how visible your app is on Google Play; the docs set an overall bad-behaviour threshold at 0.47 % of daily active users. Watch the Android vitals page in Play Console next to your crash reporter.

### Release health
Crash counts alone mislead: a new version has few crashes on day one simply because few people have it. **Release health** puts failures in proportion to usage. A **session** is one period of use; a **crash-free session rate** is the share of sessions that ended without a crash, and a **crash-free user rate** is the share of users who never crashed. Sentry reports both per release, together with **adoption** (how much of your traffic is on each release).

Compare a new release with the previous one at similar adoption, not with last month's average. Set a threshold before the release, for example "halt if crash-free sessions fall below 99.5 %", so the decision is made calmly in advance rather than argued during an incident.

### Staged rollouts with a safety net
Release health is what makes **staged rollouts** useful. Google Play lets you release to a percentage of users and halt the rollout; the App Store's phased release spreads an update over seven days and can be paused. Over-the-air updates can be rolled out gradually too. The routine is the same everywhere: release to a few percent, watch crash-free rates, ANRs and key funnels for a day, then widen, or stop and fix. A halted rollout stops new installs of the bad version; users who already have it still need a fixed version, which is why a fast hotfix path (often an over-the-air update for JavaScript bugs) matters.

### Worked example
A shop app releases version 2.3.0 to 10 % of Android users. After a day the team checks two things: the checkout funnel and release health. They compute both from exported numbers:
\`\`\`javascript
const funnel = [
  ['product_viewed', 2000],
  ['added_to_cart', 640],
  ['checkout_started', 480],
  ['order_placed', 120],
];
for (let i = 1; i < funnel.length; i++) {
  const [step, users] = funnel[i];
  console.log(step, Math.round((users / funnel[i - 1][1]) * 100) + '%');
}

const sessions = { '2.2.0': { total: 50000, crashed: 100 }, '2.3.0': { total: 4000, crashed: 60 } };
for (const [release, s] of Object.entries(sessions)) {
  const crashFree = ((1 - s.crashed / s.total) * 100).toFixed(2);
  console.log(release, crashFree + '% crash-free', crashFree < 99.5 ? 'HALT' : 'ok');
}
\`\`\`
It prints:
\`\`\`text
added_to_cart 32%
checkout_started 75%
order_placed 25%
2.2.0 99.80% crash-free ok
2.3.0 98.50% crash-free HALT
\`\`\`
Only a quarter of the users who start checkout place an order, and 2.3.0 is well below the agreed threshold. They halt the rollout in Play Console. The crash reporter groups most of the 60 crashes into one issue: a \`TypeError\` in the payment screen, readable because the source maps for that build were uploaded. It only happens when a saved card has no expiry date. The fix is JavaScript-only, so it goes out as an over-the-air update to 2.3.0 builds; the next day crash-free sessions are back above 99.7 % and the order step has recovered, and the rollout continues.

### Common mistakes
- **Logging everything, planning nothing.** Hundreds of inconsistent events no one can query. Keep a tracking plan and review new events.
- **Personal data in events or crash reports.** Emails, names and tokens end up in third-party dashboards. Use random IDs and scrub reports.
- **SDKs the privacy declarations do not mention.** Store review rejections, or worse, misleading users. Audit every SDK's data collection and update the labels with the release.
- **No source maps for the release or update.** Crash reports show minified frames nobody can read. Upload maps automatically in CI for every build and update.
- **Judging a release by raw crash counts.** A new release looks healthy because few people have it yet. Compare crash-free rates at similar adoption.
- **Rolling out to 100 % on day one.** A bad release reaches everyone before the dashboards react. Use staged rollouts with a threshold set in advance.

### At work
Product managers and analysts own most analytics questions, but developers implement the events, keep the tracking plan honest and make sure nothing personal leaks into it. Crash reporting belongs to the engineering team: someone triages new issues daily, links them to tickets and watches release health during every rollout. A junior developer is often asked to add the events for a new feature according to the plan, fix a crash from the reporter's top issues, wire source map upload into CI, or check a new SDK's data collection before it is added.`,
    resources: [
      { title: 'Expo: Using Sentry', url: 'https://docs.expo.dev/guides/using-sentry/', kind: 'docs' },
      {
        title: 'Android Developers: ANRs',
        url: 'https://developer.android.com/topic/performance/vitals/anr',
        kind: 'docs',
      },
      {
        title: 'Apple: App Tracking Transparency',
        url: 'https://developer.apple.com/documentation/apptrackingtransparency',
        kind: 'docs',
      },
      {
        title: 'Apple: App privacy details on the App Store',
        url: 'https://developer.apple.com/app-store/app-privacy-details/',
        kind: 'docs',
      },
    ],
  },
];
