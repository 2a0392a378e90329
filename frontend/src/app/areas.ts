import type { UpcomingAreaProps } from '../components/UpcomingArea';

/** The areas that later releases open, as the placeholder page describes them. */
export const upcomingAreas = {
  quiz: {
    name: 'Career Quiz',
    description:
      'A short quiz about what you enjoy and how you like to work, which suggests tech careers that fit you and the roadmaps that lead there.',
  },
  quizResults: {
    name: 'Quiz Results',
    description: 'Your career quiz results: the careers that match your answers and where to start.',
  },
  roadmaps: {
    name: 'Roadmaps',
    description:
      'Step-by-step learning roadmaps (also called bootcamps) for tech careers, each ending with an exam that earns a verifiable certificate.',
  },
  roadmap: {
    name: 'Roadmap',
    description: 'The modules of a roadmap, your progress through them, and the exam at the end.',
  },
  roadmapExam: {
    name: 'Roadmap Exam',
    description: 'The final exam of a roadmap. Passing it earns a certificate anyone can verify.',
  },
  resumeBuilder: {
    name: 'Resume Builder',
    description: 'Build a clean, well-structured resume from your skills, projects and certificates.',
  },
  cart: {
    name: 'Cart',
    description: 'The code products you picked in the marketplace, ready for checkout.',
  },
  marketplace: {
    name: 'Marketplace',
    description: 'Code products such as templates, starter kits and components, made by developers for developers.',
  },
  product: {
    name: 'Marketplace Product',
    description: 'The details of a marketplace product: what it contains, its license and its price.',
  },
  testPayment: {
    name: 'Test Payment',
    description: 'A page for testing the payment flow without real money.',
  },
  pricing: {
    name: 'Pricing',
    description: 'DevPath is free. Premium membership will add extras for those who want to support the platform.',
  },
  premium: {
    name: 'Premium Membership',
    description: 'What premium membership adds on top of the free platform, and how it supports DevPath.',
  },
  verifyCertificate: {
    name: 'Verify a Certificate',
    description: 'Check that a DevPath certificate is genuine by entering its verification code.',
  },
  myCertificates: {
    name: 'My Certificates',
    description: 'The certificates you earned by passing roadmap exams, ready to share or download.',
  },
} satisfies Record<string, UpcomingAreaProps>;

export type UpcomingAreaKey = keyof typeof upcomingAreas;
