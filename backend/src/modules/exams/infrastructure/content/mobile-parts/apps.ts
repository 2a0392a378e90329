import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Mobile exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const MOBILE_EXAM_APPS: ExamQuestionContent[] = [
  {
    key: 'mobile-001',
    kind: 'single',
    prompt:
      'A startup has three web developers who know React well and needs one app on both iOS and Android within three months. The app is forms, lists and a camera upload. Which approach fits best?',
    options: opts(
      'Two native apps, Swift for iOS and Kotlin for Android',
      'React Native with Expo, sharing one codebase for both platforms',
      'An iOS app only, since Android users can install it from the App Store',
      'A desktop app packaged for phones',
    ),
    correct: ['b'],
    explanation:
      'React Native builds on the JavaScript and React the team already knows and ships one codebase to both platforms, while still reaching the camera. Two native apps would be roughly twice the work.',
    moduleKey: 'mobile-platforms-overview',
    section: 'Ways to build an app',
  },
  {
    key: 'mobile-002',
    kind: 'multiple',
    prompt: 'A web developer joins a mobile team. Which of their web habits need to change? Select all that apply.',
    options: opts(
      'Expecting every user to run the latest version right after a deploy',
      'Assuming a fast, always-on connection',
      'Writing the UI with components and state',
      'Saving a draft only when the user presses "close"',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Store releases reach users slowly, mobile networks drop, and the OS may kill a backgrounded app without warning. Components and state carry over unchanged to React Native.',
    moduleKey: 'mobile-platforms-overview',
    section: 'What is different from the web',
  },
  {
    key: 'mobile-003',
    kind: 'single',
    prompt:
      'A team writes its app on Windows laptops and wants to produce and sign iOS builds without buying hardware. What is the constraint they run into, and the usual way around it?',
    options: opts(
      'iOS builds need Android Studio; install it on Windows',
      'Xcode runs only on macOS; use a cloud build service that provides Macs',
      'iOS apps cannot be built from JavaScript at all',
      'Apple requires a physical iPhone to compile the app',
    ),
    correct: ['b'],
    explanation:
      'Apple’s IDE, Xcode, is macOS only, so building and signing iOS apps needs a Mac; cloud build services rent one for each build.',
    moduleKey: 'mobile-platforms-overview',
    section: 'Two platforms',
  },
  {
    key: 'mobile-004',
    kind: 'output',
    prompt: 'This simulates the app-state events a user triggers. What does it print?',
    language: 'javascript',
    code: `const events = ['active', 'inactive', 'active', 'background', 'active', 'background'];
let saves = 0;
for (const state of events) {
  if (state === 'background') saves++;
}
console.log(saves);`,
    options: opts('1', '2', '3', '6'),
    correct: ['b'],
    explanation:
      'Only the transitions to background trigger a save, and there are two. An inactive interruption such as an incoming call leaves the app visible, so it is not the moment the lesson saves.',
    moduleKey: 'mobile-platforms-overview',
    section: 'Worked example',
  },
  {
    key: 'mobile-005',
    kind: 'single',
    prompt:
      'Your backend team wants to rename the JSON field `userName` to `displayName` today, as the new app release uses it. What should you advise?',
    options: opts(
      'Rename it now; the app stores force every user to update the same day',
      'Send both fields (or version the API) until old app versions have mostly gone',
      'Rename it and ask users in a push notification to reinstall',
      'Never change any API field once an app has shipped',
    ),
    correct: ['b'],
    explanation:
      'Users update slowly and some never do, so old app versions keep calling the API for months. Keep the old field alongside the new one or version the API, and remove it when usage drops.',
    moduleKey: 'mobile-platforms-overview',
    section: 'Common mistakes',
  },
];
