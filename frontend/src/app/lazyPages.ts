import type { UpcomingAreaKey } from '../components/upcomingAreas';
import { lazyPage } from './lazyPage';

/**
 * Every page is a lazily loaded chunk. Routes render `pages.x.Page`; the
 * startup prefetch calls `pages.x.preload`. Areas that later issues own all use
 * the shared UpcomingArea page until their feature folder exists: replace the
 * loader here, not the route.
 */
export const pages = {
  home: lazyPage(() => import('../features/home/routes/HomePage')),
  about: lazyPage(() => import('../features/about/routes/AboutPage')),
  documentation: lazyPage(() => import('../features/documentation/routes/DocumentationPage')),
  privacyPolicy: lazyPage(() => import('../features/legal/routes/PrivacyPolicyPage')),
  termsOfService: lazyPage(() => import('../features/legal/routes/TermsOfServicePage')),
  notFound: lazyPage(() => import('../features/not-found/routes/NotFoundPage')),
  auth: lazyPage(() => import('../features/auth/routes/AuthPage')),
  dashboard: lazyPage(() => import('../features/dashboard/routes/DashboardPage')),
  settings: lazyPage(() => import('../features/settings/routes/SettingsPage')),
  claimHandle: lazyPage(() => import('../features/profiles/routes/ClaimHandlePage')),
  publicProfile: lazyPage<{ handle: string }>(() => import('../features/profiles/routes/PublicProfilePage')),
  profileEditor: lazyPage(() => import('../features/profiles/routes/ProfileEditPage')),
  admin: lazyPage(() => import('../features/admin/routes/AdminPage')),
  auditLog: lazyPage(() => import('../features/admin/routes/AuditLogPage')),
  forgotPassword: lazyPage(() => import('../features/account-email/routes/ForgotPasswordPage')),
  resetPassword: lazyPage(() => import('../features/account-email/routes/ResetPasswordPage')),
  verifyEmail: lazyPage(() => import('../features/account-email/routes/VerifyEmailPage')),
  devOutbox: lazyPage(() => import('../features/dev-outbox/routes/DevOutboxPage')),
  leaderboard: lazyPage(() => import('../features/leaderboard/routes/LeaderboardPage')),
  league: lazyPage(() => import('../features/leaderboard/routes/LeaguePage')),
  roadmaps: lazyPage(() => import('../features/roadmaps/routes/RoadmapsPage')),
  roadmap: lazyPage(() => import('../features/roadmaps/routes/RoadmapPage')),
  exam: lazyPage(() => import('../features/exams/routes/ExamPage')),
  verifyCertificate: lazyPage(() => import('../features/certificates/routes/VerifyCertificatePage')),
  myCertificates: lazyPage(() => import('../features/certificates/routes/MyCertificatesPage')),
  resumeBuilder: lazyPage(() => import('../features/resume/routes/ResumeBuilderPage')),
  resumeShared: lazyPage(() => import('../features/resume/routes/SharedResumePage')),
  quiz: lazyPage(() => import('../features/quiz/routes/QuizPage')),
  quizResults: lazyPage(() => import('../features/quiz/routes/QuizResultsPage')),
  roadmapEditor: lazyPage(() => import('../features/content-admin/routes/RoadmapEditorPage')),
  practice: lazyPage(() => import('../features/practice/routes/PracticePage')),
  problem: lazyPage(() => import('../features/practice/routes/ProblemPage')),
  problemAdmin: lazyPage(() => import('../features/practice/routes/ProblemAdminPage')),
  resources: lazyPage(() => import('../features/resources/routes/ResourcesPage')),
  resourceQueue: lazyPage(() => import('../features/resources/routes/ResourceQueuePage')),
  blog: lazyPage(() => import('../features/blog/routes/BlogPage')),
  post: lazyPage(() => import('../features/blog/routes/PostPage')),
  blogAdmin: lazyPage(() => import('../features/blog/routes/BlogAdminPage')),
  projectFeedback: lazyPage(() => import('../features/feedback/routes/ProjectFeedbackPage')),
  project: lazyPage(() => import('../features/feedback/routes/ProjectPage')),
  partners: lazyPage(() => import('../features/partners/routes/PartnersPage')),
  partnersAdmin: lazyPage(() => import('../features/partners/routes/PartnersAdminPage')),
  reportBug: lazyPage(() => import('../features/reports/routes/ReportBugPage')),
  contact: lazyPage(() => import('../features/reports/routes/ContactPage')),
  securityReports: lazyPage(() => import('../features/reports/routes/SecurityReportsPage')),
  securityReportStatus: lazyPage(() => import('../features/reports/routes/SecurityStatusPage')),
  securityTriage: lazyPage(() => import('../features/reports/routes/SecurityTriagePage')),
  inbox: lazyPage(() => import('../features/reports/routes/InboxPage')),
  upcoming: lazyPage<{ area: UpcomingAreaKey }>(() => import('../components/UpcomingArea')),
};

/** Pages prefetched on start (spec §2); auth only when no token is stored. */
export const prefetchOnStart = {
  about: pages.about.preload,
  marketplace: pages.upcoming.preload,
  roadmaps: pages.roadmaps.preload,
  blog: pages.blog.preload,
};
export const prefetchAuth = pages.auth.preload;
