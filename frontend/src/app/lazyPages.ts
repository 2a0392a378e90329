import type { ComponentType } from 'react';
import { HomeSkeleton } from '../components/HomeSkeleton';
import type { PathKey } from '../lib/paths';
import { DashboardSkeleton } from '../features/dashboard/components/DashboardSkeleton';
import { lazyPage, type LazyPage } from './lazyPage';

/** Who may open a page; the route table (routes.tsx) puts the matching guard around it. */
export type PageAccess = 'signedIn' | 'admin' | 'staff';

type PageModule<P> = { default: ComponentType<P> };

/** A page's lazily loaded chunk and the module it comes from. */
export interface PageChunk<P extends object = object> extends LazyPage<P> {
  /** The page's module as Vite's manifest names it (`src/features/about/routes/AboutPage.tsx`): the prerendered HTML links its chunk and stylesheets. */
  module: string;
}

export interface PageEntry {
  /** The page's own chunk: routes render `page.Page`, prefetching calls `page.preload`. */
  page: PageChunk;
  access?: PageAccess;
  /** What shows while the chunk (and, for signed-in pages, the session) loads; the spinner by default. */
  fallback?: ComponentType;
}

/**
 * The page module that `import.meta.glob` found at one exact path, as a lazy page that knows
 * its module. Each page's path is written once, in its glob: Vite expands the glob at build
 * time into a plain `() => import('/src/…')`, so each page is still a chunk of its own, and the
 * glob's key is the module's path, which names the page's entry in Vite's manifest (minus the
 * leading slash). A glob must be a literal (Vite reads it from the source), hence one per call.
 */
function pageAt<P extends object = object>(found: Record<string, () => Promise<unknown>>): PageChunk<P> {
  const [match, ...others] = Object.entries(found);
  if (!match || others.length > 0) {
    throw new Error(
      `A page is one module; its glob found ${Object.keys(found).length}: ${Object.keys(found).join(', ')}`,
    );
  }
  const [path, load] = match;
  return { ...lazyPage(load as () => Promise<PageModule<P>>), module: path.slice(1) };
}

// Two addresses each show these pages (spec §2: /bootcamps is the roadmaps catalog).
const roadmapsPage = pageAt(import.meta.glob('/src/features/roadmaps/routes/RoadmapsPage.tsx'));
const roadmapPage = pageAt(import.meta.glob('/src/features/roadmaps/routes/RoadmapPage.tsx'));

/**
 * The one route table: every address of lib/paths.ts, by the same key, with its lazily loaded
 * page and who may open it. The router (routes.tsx), the intent and startup prefetches
 * (intentPrefetch.ts, prefetch.ts), the prerendered pages (prerender.tsx) and the first page's
 * wait for its chunk (main.tsx) all read it; a missing or extra key is a type error.
 */
export const pageTable = {
  home: { page: pageAt(import.meta.glob('/src/features/home/routes/HomePage.tsx')), fallback: HomeSkeleton },
  auth: { page: pageAt(import.meta.glob('/src/features/auth/routes/AuthPage.tsx')) },
  forgotPassword: { page: pageAt(import.meta.glob('/src/features/account-email/routes/ForgotPasswordPage.tsx')) },
  resetPassword: { page: pageAt(import.meta.glob('/src/features/account-email/routes/ResetPasswordPage.tsx')) },
  verifyEmail: { page: pageAt(import.meta.glob('/src/features/account-email/routes/VerifyEmailPage.tsx')) },
  devOutbox: { page: pageAt(import.meta.glob('/src/features/dev-outbox/routes/DevOutboxPage.tsx')) },
  quiz: { page: pageAt(import.meta.glob('/src/features/quiz/routes/QuizPage.tsx')) },
  quizResults: { page: pageAt(import.meta.glob('/src/features/quiz/routes/QuizResultsPage.tsx')) },
  roadmaps: { page: roadmapsPage },
  bootcamps: { page: roadmapsPage },
  roadmap: { page: roadmapPage },
  bootcamp: { page: roadmapPage },
  exam: { page: pageAt(import.meta.glob('/src/features/exams/routes/ExamPage.tsx')) },
  dashboard: {
    page: pageAt(import.meta.glob('/src/features/dashboard/routes/DashboardPage.tsx')),
    access: 'signedIn',
    fallback: DashboardSkeleton,
  },
  settings: { page: pageAt(import.meta.glob('/src/features/settings/routes/SettingsPage.tsx')), access: 'signedIn' },
  review: { page: pageAt(import.meta.glob('/src/features/review/routes/ReviewPage.tsx')), access: 'signedIn' },
  resumeBuilder: { page: pageAt(import.meta.glob('/src/features/resume/routes/ResumeBuilderPage.tsx')) },
  resumeShared: { page: pageAt(import.meta.glob('/src/features/resume/routes/SharedResumePage.tsx')) },
  projectFeedback: { page: pageAt(import.meta.glob('/src/features/feedback/routes/ProjectFeedbackPage.tsx')) },
  projectFeedbackDetail: {
    page: pageAt(import.meta.glob('/src/features/feedback/routes/ProjectPage.tsx')),
    access: 'signedIn',
  },
  blog: { page: pageAt(import.meta.glob('/src/features/blog/routes/BlogPage.tsx')) },
  post: { page: pageAt(import.meta.glob('/src/features/blog/routes/PostPage.tsx')) },
  admin: { page: pageAt(import.meta.glob('/src/features/admin/routes/AdminPage.tsx')), access: 'admin' },
  adminRoadmaps: {
    page: pageAt(import.meta.glob('/src/features/content-admin/routes/RoadmapEditorPage.tsx')),
    access: 'staff',
  },
  adminPractice: {
    page: pageAt(import.meta.glob('/src/features/practice/routes/ProblemAdminPage.tsx')),
    access: 'staff',
  },
  adminResources: {
    page: pageAt(import.meta.glob('/src/features/resources/routes/ResourceQueuePage.tsx')),
    access: 'staff',
  },
  adminPartners: {
    page: pageAt(import.meta.glob('/src/features/partners/routes/PartnersAdminPage.tsx')),
    access: 'admin',
  },
  adminBlog: { page: pageAt(import.meta.glob('/src/features/blog/routes/BlogAdminPage.tsx')), access: 'staff' },
  adminSecurityReports: {
    page: pageAt(import.meta.glob('/src/features/reports/routes/SecurityTriagePage.tsx')),
    access: 'admin',
  },
  adminAuditLog: { page: pageAt(import.meta.glob('/src/features/admin/routes/AuditLogPage.tsx')), access: 'admin' },
  adminInbox: { page: pageAt(import.meta.glob('/src/features/reports/routes/InboxPage.tsx')), access: 'admin' },
  adminOrders: { page: pageAt(import.meta.glob('/src/features/payments/routes/OrdersAdminPage.tsx')), access: 'admin' },
  adminMarketplace: {
    page: pageAt(import.meta.glob('/src/features/marketplace/routes/MarketplaceAdminPage.tsx')),
    access: 'staff',
  },
  adminLinks: {
    page: pageAt(import.meta.glob('/src/features/link-check/routes/LinkCheckPage.tsx')),
    access: 'staff',
  },
  securityReports: { page: pageAt(import.meta.glob('/src/features/reports/routes/SecurityReportsPage.tsx')) },
  securityReportStatus: { page: pageAt(import.meta.glob('/src/features/reports/routes/SecurityStatusPage.tsx')) },
  cart: { page: pageAt(import.meta.glob('/src/features/cart/routes/CartPage.tsx')) },
  marketplace: { page: pageAt(import.meta.glob('/src/features/marketplace/routes/MarketplacePage.tsx')) },
  product: { page: pageAt(import.meta.glob('/src/features/marketplace/routes/ProductPage.tsx')) },
  leaderboard: { page: pageAt(import.meta.glob('/src/features/leaderboard/routes/LeaderboardPage.tsx')) },
  league: { page: pageAt(import.meta.glob('/src/features/leaderboard/routes/LeaguePage.tsx')) },
  claimHandle: {
    page: pageAt(import.meta.glob('/src/features/profiles/routes/ClaimHandlePage.tsx')),
    access: 'signedIn',
  },
  profileEditor: { page: pageAt(import.meta.glob('/src/features/profiles/routes/ProfileEditPage.tsx')) },
  testPayment: { page: pageAt(import.meta.glob('/src/features/payments/routes/TestPaymentPage.tsx')) },
  order: { page: pageAt(import.meta.glob('/src/features/payments/routes/OrderPage.tsx')), access: 'signedIn' },
  purchases: {
    page: pageAt(import.meta.glob('/src/features/marketplace/routes/PurchasesPage.tsx')),
    access: 'signedIn',
  },
  privacyPolicy: { page: pageAt(import.meta.glob('/src/features/legal/routes/PrivacyPolicyPage.tsx')) },
  termsOfService: { page: pageAt(import.meta.glob('/src/features/legal/routes/TermsOfServicePage.tsx')) },
  documentation: { page: pageAt(import.meta.glob('/src/features/documentation/routes/DocumentationPage.tsx')) },
  partners: { page: pageAt(import.meta.glob('/src/features/partners/routes/PartnersPage.tsx')) },
  pricing: { page: pageAt(import.meta.glob('/src/features/payments/routes/PricingPage.tsx')) },
  premium: { page: pageAt(import.meta.glob('/src/features/payments/routes/PremiumPage.tsx')) },
  reportBug: { page: pageAt(import.meta.glob('/src/features/reports/routes/ReportBugPage.tsx')) },
  contact: { page: pageAt(import.meta.glob('/src/features/reports/routes/ContactPage.tsx')) },
  about: { page: pageAt(import.meta.glob('/src/features/about/routes/AboutPage.tsx')) },
  resources: { page: pageAt(import.meta.glob('/src/features/resources/routes/ResourcesPage.tsx')) },
  practice: { page: pageAt(import.meta.glob('/src/features/practice/routes/PracticePage.tsx')) },
  problem: { page: pageAt(import.meta.glob('/src/features/practice/routes/ProblemPage.tsx')) },
  verifyCertificate: { page: pageAt(import.meta.glob('/src/features/certificates/routes/VerifyCertificatePage.tsx')) },
  myCertificates: {
    page: pageAt(import.meta.glob('/src/features/certificates/routes/MyCertificatesPage.tsx')),
    access: 'signedIn',
  },
} as const satisfies Record<PathKey, PageEntry>;

/** The two pages without an address of their own: "/@{handle}" and every unknown address. */
const publicProfile = pageAt<{ handle: string }>(
  import.meta.glob('/src/features/profiles/routes/PublicProfilePage.tsx'),
);
const notFound = pageAt(import.meta.glob('/src/features/not-found/routes/NotFoundPage.tsx'));

export type PageKey = PathKey | 'publicProfile' | 'notFound';

/** Each page's chunk by its key (the address's key in lib/paths.ts): `pages.about.preload()`. */
export const pages = {
  ...(Object.fromEntries(Object.entries(pageTable).map(([key, entry]) => [key, entry.page])) as Record<
    PathKey,
    PageChunk
  >),
  publicProfile,
  notFound,
};

/** Pages prefetched on start (spec §2); auth too when no token is stored (prefetch.ts). */
export const startupPages = ['about', 'marketplace', 'roadmaps', 'blog'] as const satisfies readonly PathKey[];
