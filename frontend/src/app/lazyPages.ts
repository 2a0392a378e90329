import type { ComponentType } from 'react';
import { HomeSkeleton } from '../components/HomeSkeleton';
import type { PathKey } from '../lib/paths';
import { DashboardSkeleton } from '../features/dashboard/components/DashboardSkeleton';
import { lazyPage, type LazyPage } from './lazyPage';

/** Who may open a page; the route table (routes.tsx) puts the matching guard around it. */
export type PageAccess = 'signedIn' | 'admin' | 'staff';

export interface PageEntry {
  /** The page's own chunk: routes render `page.Page`, prefetching calls `page.preload`. */
  page: LazyPage<object>;
  access?: PageAccess;
  /** What shows while the chunk (and, for signed-in pages, the session) loads; the spinner by default. */
  fallback?: ComponentType;
}

// Two addresses each show these pages (spec §2: /bootcamps is the roadmaps catalog).
const roadmapsPage = lazyPage(() => import('../features/roadmaps/routes/RoadmapsPage'));
const roadmapPage = lazyPage(() => import('../features/roadmaps/routes/RoadmapPage'));

/**
 * The one route table: every address of lib/paths.ts, by the same key, with its lazily loaded
 * page and who may open it. The router (routes.tsx), the intent and startup prefetches
 * (intentPrefetch.ts, prefetch.ts), the prerendered pages (prerender.tsx) and the first page's
 * wait for its chunk (main.tsx) all read it; a missing or extra key is a type error.
 */
export const pageTable = {
  home: { page: lazyPage(() => import('../features/home/routes/HomePage')), fallback: HomeSkeleton },
  auth: { page: lazyPage(() => import('../features/auth/routes/AuthPage')) },
  forgotPassword: { page: lazyPage(() => import('../features/account-email/routes/ForgotPasswordPage')) },
  resetPassword: { page: lazyPage(() => import('../features/account-email/routes/ResetPasswordPage')) },
  verifyEmail: { page: lazyPage(() => import('../features/account-email/routes/VerifyEmailPage')) },
  devOutbox: { page: lazyPage(() => import('../features/dev-outbox/routes/DevOutboxPage')) },
  quiz: { page: lazyPage(() => import('../features/quiz/routes/QuizPage')) },
  quizResults: { page: lazyPage(() => import('../features/quiz/routes/QuizResultsPage')) },
  roadmaps: { page: roadmapsPage },
  bootcamps: { page: roadmapsPage },
  roadmap: { page: roadmapPage },
  bootcamp: { page: roadmapPage },
  exam: { page: lazyPage(() => import('../features/exams/routes/ExamPage')) },
  dashboard: {
    page: lazyPage(() => import('../features/dashboard/routes/DashboardPage')),
    access: 'signedIn',
    fallback: DashboardSkeleton,
  },
  settings: { page: lazyPage(() => import('../features/settings/routes/SettingsPage')), access: 'signedIn' },
  resumeBuilder: { page: lazyPage(() => import('../features/resume/routes/ResumeBuilderPage')) },
  resumeShared: { page: lazyPage(() => import('../features/resume/routes/SharedResumePage')) },
  projectFeedback: { page: lazyPage(() => import('../features/feedback/routes/ProjectFeedbackPage')) },
  projectFeedbackDetail: {
    page: lazyPage(() => import('../features/feedback/routes/ProjectPage')),
    access: 'signedIn',
  },
  blog: { page: lazyPage(() => import('../features/blog/routes/BlogPage')) },
  post: { page: lazyPage(() => import('../features/blog/routes/PostPage')) },
  admin: { page: lazyPage(() => import('../features/admin/routes/AdminPage')), access: 'admin' },
  adminRoadmaps: {
    page: lazyPage(() => import('../features/content-admin/routes/RoadmapEditorPage')),
    access: 'staff',
  },
  adminPractice: { page: lazyPage(() => import('../features/practice/routes/ProblemAdminPage')), access: 'staff' },
  adminResources: { page: lazyPage(() => import('../features/resources/routes/ResourceQueuePage')), access: 'staff' },
  adminPartners: { page: lazyPage(() => import('../features/partners/routes/PartnersAdminPage')), access: 'admin' },
  adminBlog: { page: lazyPage(() => import('../features/blog/routes/BlogAdminPage')), access: 'staff' },
  adminSecurityReports: {
    page: lazyPage(() => import('../features/reports/routes/SecurityTriagePage')),
    access: 'admin',
  },
  adminAuditLog: { page: lazyPage(() => import('../features/admin/routes/AuditLogPage')), access: 'admin' },
  adminInbox: { page: lazyPage(() => import('../features/reports/routes/InboxPage')), access: 'admin' },
  adminOrders: { page: lazyPage(() => import('../features/payments/routes/OrdersAdminPage')), access: 'admin' },
  adminMarketplace: {
    page: lazyPage(() => import('../features/marketplace/routes/MarketplaceAdminPage')),
    access: 'staff',
  },
  securityReports: { page: lazyPage(() => import('../features/reports/routes/SecurityReportsPage')) },
  securityReportStatus: { page: lazyPage(() => import('../features/reports/routes/SecurityStatusPage')) },
  cart: { page: lazyPage(() => import('../features/cart/routes/CartPage')) },
  marketplace: { page: lazyPage(() => import('../features/marketplace/routes/MarketplacePage')) },
  product: { page: lazyPage(() => import('../features/marketplace/routes/ProductPage')) },
  leaderboard: { page: lazyPage(() => import('../features/leaderboard/routes/LeaderboardPage')) },
  league: { page: lazyPage(() => import('../features/leaderboard/routes/LeaguePage')) },
  claimHandle: { page: lazyPage(() => import('../features/profiles/routes/ClaimHandlePage')), access: 'signedIn' },
  profileEditor: { page: lazyPage(() => import('../features/profiles/routes/ProfileEditPage')) },
  testPayment: { page: lazyPage(() => import('../features/payments/routes/TestPaymentPage')) },
  order: { page: lazyPage(() => import('../features/payments/routes/OrderPage')), access: 'signedIn' },
  purchases: { page: lazyPage(() => import('../features/marketplace/routes/PurchasesPage')), access: 'signedIn' },
  privacyPolicy: { page: lazyPage(() => import('../features/legal/routes/PrivacyPolicyPage')) },
  termsOfService: { page: lazyPage(() => import('../features/legal/routes/TermsOfServicePage')) },
  documentation: { page: lazyPage(() => import('../features/documentation/routes/DocumentationPage')) },
  partners: { page: lazyPage(() => import('../features/partners/routes/PartnersPage')) },
  pricing: { page: lazyPage(() => import('../features/payments/routes/PricingPage')) },
  premium: { page: lazyPage(() => import('../features/payments/routes/PremiumPage')) },
  reportBug: { page: lazyPage(() => import('../features/reports/routes/ReportBugPage')) },
  contact: { page: lazyPage(() => import('../features/reports/routes/ContactPage')) },
  about: { page: lazyPage(() => import('../features/about/routes/AboutPage')) },
  resources: { page: lazyPage(() => import('../features/resources/routes/ResourcesPage')) },
  practice: { page: lazyPage(() => import('../features/practice/routes/PracticePage')) },
  problem: { page: lazyPage(() => import('../features/practice/routes/ProblemPage')) },
  verifyCertificate: { page: lazyPage(() => import('../features/certificates/routes/VerifyCertificatePage')) },
  myCertificates: {
    page: lazyPage(() => import('../features/certificates/routes/MyCertificatesPage')),
    access: 'signedIn',
  },
} as const satisfies Record<PathKey, PageEntry>;

/** The two pages without an address of their own: "/@{handle}" and every unknown address. */
const publicProfile = lazyPage<{ handle: string }>(() => import('../features/profiles/routes/PublicProfilePage'));
const notFound = lazyPage(() => import('../features/not-found/routes/NotFoundPage'));

export type PageKey = PathKey | 'publicProfile' | 'notFound';

/** Each page's chunk by its key (the address's key in lib/paths.ts): `pages.about.preload()`. */
export const pages = {
  ...(Object.fromEntries(Object.entries(pageTable).map(([key, entry]) => [key, entry.page])) as Record<
    PathKey,
    LazyPage<object>
  >),
  publicProfile,
  notFound,
};

/** Pages prefetched on start (spec §2); auth too when no token is stored (prefetch.ts). */
export const startupPages = ['about', 'marketplace', 'roadmaps', 'blog'] as const satisfies readonly PathKey[];
