import type { RoadmapContent } from '../content-types.js';

/** The Mobile Developer roadmap. The slug and section keys are stable identifiers. */
export const MOBILE_ROADMAP: RoadmapContent = {
  slug: 'mobile',
  title: 'Mobile Developer',
  summary: 'Build and publish cross-platform iOS and Android apps with React Native, Expo and TypeScript.',
  descriptionMd: `This roadmap is for developers who already know some JavaScript and React and want to build apps that live on a phone's home screen. After a quick refresher on the language, TypeScript and React, you learn how iOS and Android differ, build native screens with React Native and Expo, and handle navigation, storage, device features such as the camera and location, and patchy networks.

At the end you can ship a **real app to TestFlight and Google Play testers**: one TypeScript codebase that works offline, asks for permissions politely and is ready for store review.`,
  level: 'intermediate',
  estimatedHours: 63,
  tags: ['mobile', 'react-native', 'expo', 'ios', 'android'],
  prerequisites: [
    'Comfortable with JavaScript basics: functions, arrays, objects and async/await',
    'Some experience with React components, props and state (the Frontend Developer roadmap covers both)',
    'Basic Git usage',
  ],
  sections: [
    {
      key: 'foundations',
      title: 'Foundations and Refresher',
      modules: [
        'mobile-platforms-overview',
        'git-basics',
        'javascript-fundamentals',
        'async-javascript',
        'typescript-basics',
        'react-fundamentals',
      ],
    },
    {
      key: 'building-apps',
      title: 'Building Apps',
      modules: [
        'react-native-basics',
        'mobile-layout-and-styling',
        'mobile-lists-and-performance',
        'mobile-forms-and-input',
        'mobile-accessibility',
        'mobile-navigation',
        'http-and-apis',
        'authentication-and-sessions',
        'mobile-state-and-storage',
      ],
    },
    {
      key: 'device-and-data',
      title: 'Device Features and Offline',
      modules: ['native-device-apis', 'push-notifications', 'mobile-offline-and-sync'],
    },
    {
      key: 'quality',
      title: 'Quality and Security',
      modules: ['mobile-testing', 'mobile-security'],
    },
    {
      key: 'shipping',
      title: 'Shipping to the Stores',
      modules: ['ci-cd-pipelines', 'mobile-ci-and-builds', 'app-store-release', 'mobile-analytics-and-crash-reporting'],
    },
  ],
};
