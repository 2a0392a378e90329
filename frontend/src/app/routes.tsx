import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useParams, type RouteObject } from 'react-router';
import { afterSignIn, RequireRole, RequireSignIn } from '../components/AccessGuards';
import { HomeSkeleton } from '../components/HomeSkeleton';
import { RouteLoading } from '../components/RouteLoading';
import { routePath } from '../lib/paths';
import { useSessionStore } from '../lib/session/SessionProvider';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { DashboardSkeleton } from '../features/dashboard/components/DashboardSkeleton';
import { preloadRoute } from './intentPrefetch';
import type { RouteHandle } from './routeHandle';
import { pages } from './lazyPages';
import type { LazyPage } from './lazyPage';

const HomePage = pages.home.Page;
const AboutPage = pages.about.Page;
const DocumentationPage = pages.documentation.Page;
const PrivacyPolicyPage = pages.privacyPolicy.Page;
const TermsOfServicePage = pages.termsOfService.Page;
const NotFoundPage = pages.notFound.Page;
const AuthPage = pages.auth.Page;
const DashboardPage = pages.dashboard.Page;
const SettingsPage = pages.settings.Page;
const ClaimHandlePage = pages.claimHandle.Page;
const PublicProfilePage = pages.publicProfile.Page;
const ProfileEditorPage = pages.profileEditor.Page;
const AdminPage = pages.admin.Page;
const AuditLogPage = pages.auditLog.Page;
const ForgotPasswordPage = pages.forgotPassword.Page;
const ResetPasswordPage = pages.resetPassword.Page;
const VerifyEmailPage = pages.verifyEmail.Page;
const DevOutboxPage = pages.devOutbox.Page;
const LeaderboardPage = pages.leaderboard.Page;
const LeaguePage = pages.league.Page;
const RoadmapsPage = pages.roadmaps.Page;
const RoadmapPage = pages.roadmap.Page;
const ExamPage = pages.exam.Page;
const QuizPage = pages.quiz.Page;
const RoadmapEditorPage = pages.roadmapEditor.Page;
const QuizResultsPage = pages.quizResults.Page;
const VerifyCertificatePage = pages.verifyCertificate.Page;
const MyCertificatesPage = pages.myCertificates.Page;
const ResumeBuilderPage = pages.resumeBuilder.Page;
const SharedResumePage = pages.resumeShared.Page;
const PracticePage = pages.practice.Page;
const ProblemPage = pages.problem.Page;
const BlogPage = pages.blog.Page;
const PostPage = pages.post.Page;
const BlogAdminPage = pages.blogAdmin.Page;
const ProblemAdminPage = pages.problemAdmin.Page;
const ResourcesPage = pages.resources.Page;
const ResourceQueuePage = pages.resourceQueue.Page;
const ProjectFeedbackPage = pages.projectFeedback.Page;
const ProjectPage = pages.project.Page;
const PartnersPage = pages.partners.Page;
const PartnersAdminPage = pages.partnersAdmin.Page;
const ReportBugPage = pages.reportBug.Page;
const ContactPage = pages.contact.Page;
const SecurityReportsPage = pages.securityReports.Page;
const SecurityStatusPage = pages.securityReportStatus.Page;
const SecurityTriagePage = pages.securityTriage.Page;
const InboxPage = pages.inbox.Page;
const CartPage = pages.cart.Page;
const TestPaymentPage = pages.testPayment.Page;
const OrderPage = pages.order.Page;
const PricingPage = pages.pricing.Page;
const PremiumPage = pages.premium.Page;
const OrdersAdminPage = pages.ordersAdmin.Page;
const MarketplacePage = pages.marketplace.Page;
const ProductPage = pages.product.Page;
const PurchasesPage = pages.purchases.Page;
const MarketplaceAdminPage = pages.marketplaceAdmin.Page;

/** A handle: "@" followed by letters, digits, "_", "." or "-". */
const HANDLE_SEGMENT = /^@[A-Za-z0-9_.-]{1,64}$/;


const loads = (lazy: Pick<LazyPage<object>, 'preload'>): RouteHandle => ({ preload: () => lazy.preload() });

/**
 * A lazily loaded page in its own Suspense boundary. The key makes each route
 * a new boundary, so navigating to a page whose chunk is not loaded yet shows
 * the fallback instead of keeping the previous page on screen.
 */
function page(key: string, element: ReactNode, fallback: ReactNode = <RouteLoading />) {
  return (
    <Suspense key={key} fallback={fallback}>
      {element}
    </Suspense>
  );
}


/** Signed-in pages: a loading state while the session is restored, /auth when signed out. */
function signedIn(key: string, element: ReactNode, fallback?: ReactNode) {
  return page(key, <RequireSignIn fallback={fallback}>{element}</RequireSignIn>, fallback);
}

/** Admin pages: a sign-in prompt for visitors, a refusal for other roles. */
function adminOnly(key: string, element: ReactNode) {
  return page(key, <RequireRole roles={['admin']}>{element}</RequireRole>);
}

/**
 * /auth, the sign-in flows' chunk, and the chunk of the page signing in leads to (the dashboard, or the page that sent the
 * user here) as soon as the user moves into the page (focuses a field or a button): without it
 * that page showed its loading state after every sign-in, for the chunk and then React's 300 ms
 * before a suspended page replaces its fallback. Visitors who only look load nothing more.
 */
function AuthRoute() {
  const target = afterSignIn(useLocation().state);
  const store = useSessionStore();
  useEffect(() => {
    const preload = () => {
      void store.preloadSignIn().catch(() => undefined);
      preloadRoute(routes, target);
    };
    document.addEventListener('focusin', preload, { once: true });
    return () => document.removeEventListener('focusin', preload);
  }, [store, target]);
  return <AuthPage />;
}

/**
 * "/@{handle}": a path segment cannot mix text and a parameter, so this checks
 * the "@" itself and shows the 404 page for any other single segment.
 */
function HandleOrNotFound() {
  const { segment = '' } = useParams();
  if (!HANDLE_SEGMENT.test(segment)) return page('not-found', <NotFoundPage />);
  const handle = segment.slice(1);
  return page(`profile-${handle}`, <PublicProfilePage key={handle} handle={handle} />);
}

/** "/@{handle}" loads the public profile's chunk, any other single segment the 404 page's. */
const handleOrNotFound: RouteHandle = {
  preload: ({ segment = '' }) => (HANDLE_SEGMENT.test(segment) ? pages.publicProfile : pages.notFound).preload(),
};

/** The route table of spec §2; each route's handle loads its page's chunk (see intentPrefetch.ts). */
export const pageRoutes: RouteObject[] = [
  { index: true, element: page('home', <HomePage />, <HomeSkeleton />), handle: loads(pages.home) },
  { path: routePath('auth'), element: page('auth', <AuthRoute />), handle: loads(pages.auth) },
  { path: routePath('forgotPassword'), element: page('forgot-password', <ForgotPasswordPage />), handle: loads(pages.forgotPassword) },
  { path: routePath('resetPassword'), element: page('reset-password', <ResetPasswordPage />), handle: loads(pages.resetPassword) },
  { path: routePath('verifyEmail'), element: page('verify-email', <VerifyEmailPage />), handle: loads(pages.verifyEmail) },
  { path: routePath('devOutbox'), element: page('dev-outbox', <DevOutboxPage />), handle: loads(pages.devOutbox) },
  { path: routePath('quiz'), element: page('quiz', <QuizPage />), handle: loads(pages.quiz) },
  { path: routePath('quizResults'), element: page('quiz-results', <QuizResultsPage />), handle: loads(pages.quizResults) },
  { path: routePath('roadmaps'), element: page('roadmaps', <RoadmapsPage />), handle: loads(pages.roadmaps) },
  { path: routePath('bootcamps'), element: page('roadmaps', <RoadmapsPage />), handle: loads(pages.roadmaps) },
  { path: routePath('roadmap'), element: page('roadmap', <RoadmapPage />), handle: loads(pages.roadmap) },
  { path: routePath('bootcamp'), element: page('roadmap', <RoadmapPage />), handle: loads(pages.roadmap) },
  { path: routePath('exam'), element: page('roadmap-exam', <ExamPage />), handle: loads(pages.exam) },
  { path: routePath('dashboard'), element: signedIn('dashboard', <DashboardPage />, <DashboardSkeleton />), handle: loads(pages.dashboard) },
  { path: routePath('settings'), element: signedIn('settings', <SettingsPage />), handle: loads(pages.settings) },
  { path: routePath('resumeBuilder'), element: page('resume-builder', <ResumeBuilderPage />), handle: loads(pages.resumeBuilder) },
  { path: routePath('resumeShared'), element: page('resume-shared', <SharedResumePage />), handle: loads(pages.resumeShared) },
  { path: routePath('projectFeedback'), element: page('project-feedback', <ProjectFeedbackPage />), handle: loads(pages.projectFeedback) },
  { path: routePath('projectFeedbackDetail'), element: signedIn('project', <ProjectPage />), handle: loads(pages.project) },
  { path: routePath('blog'), element: page('blog', <BlogPage />), handle: loads(pages.blog) },
  { path: routePath('post'), element: page('blog-post', <PostPage />), handle: loads(pages.post) },
  { path: routePath('admin'), element: adminOnly('admin', <AdminPage />), handle: loads(pages.admin) },
  { path: routePath('adminAuditLog'), element: adminOnly('admin-audit-log', <AuditLogPage />), handle: loads(pages.auditLog) },
  {
    path: routePath('adminRoadmaps'),
    element: page(
      'admin-roadmaps',
      <RequireRole roles={['admin', 'moderator']} deniedMessage="This page is only available to moderators and administrators.">
        <RoadmapEditorPage />
      </RequireRole>,
    ),
    handle: loads(pages.roadmapEditor),
  },
  {
    path: routePath('adminPractice'),
    element: page(
      'admin-practice',
      <RequireRole roles={['admin', 'moderator']} deniedMessage="This page is only available to moderators and administrators.">
        <ProblemAdminPage />
      </RequireRole>,
    ),
    handle: loads(pages.problemAdmin),
  },
  {
    path: routePath('adminResources'),
    element: page(
      'admin-resources',
      <RequireRole roles={['admin', 'moderator']} deniedMessage="This page is only available to moderators and administrators.">
        <ResourceQueuePage />
      </RequireRole>,
    ),
    handle: loads(pages.resourceQueue),
  },
  {
    path: routePath('adminBlog'),
    element: page(
      'admin-blog',
      <RequireRole roles={['admin', 'moderator']} deniedMessage="This page is only available to moderators and administrators.">
        <BlogAdminPage />
      </RequireRole>,
    ),
    handle: loads(pages.blogAdmin),
  },
  { path: routePath('adminSecurityReports'), element: adminOnly('admin-security-reports', <SecurityTriagePage />), handle: loads(pages.securityTriage) },
  { path: routePath('adminInbox'), element: adminOnly('admin-inbox', <InboxPage />), handle: loads(pages.inbox) },
  { path: routePath('adminOrders'), element: adminOnly('admin-orders', <OrdersAdminPage />), handle: loads(pages.ordersAdmin) },
  { path: routePath('securityReports'), element: page('security-reports', <SecurityReportsPage />), handle: loads(pages.securityReports) },
  { path: routePath('securityReportStatus'), element: page('security-report-status', <SecurityStatusPage />), handle: loads(pages.securityReportStatus) },
  { path: routePath('cart'), element: page('cart', <CartPage />), handle: loads(pages.cart) },
  { path: routePath('marketplace'), element: page('marketplace', <MarketplacePage />), handle: loads(pages.marketplace) },
  { path: routePath('product'), element: page('marketplace-product', <ProductPage />), handle: loads(pages.product) },
  { path: routePath('purchases'), element: signedIn('purchases', <PurchasesPage />), handle: loads(pages.purchases) },
  {
    path: routePath('adminMarketplace'),
    element: page(
      'admin-marketplace',
      <RequireRole roles={['admin', 'moderator']} deniedMessage="This page is only available to moderators and administrators.">
        <MarketplaceAdminPage />
      </RequireRole>,
    ),
    handle: loads(pages.marketplaceAdmin),
  },
  { path: routePath('leaderboard'), element: page('leaderboard', <LeaderboardPage />), handle: loads(pages.leaderboard) },
  { path: routePath('league'), element: page('league', <LeaguePage />), handle: loads(pages.league) },
  { path: routePath('claimHandle'), element: signedIn('profile-claim', <ClaimHandlePage />), handle: loads(pages.claimHandle) },
  { path: routePath('profileEditor'), element: page('profile-edit', <ProfileEditorPage />), handle: loads(pages.profileEditor) },
  { path: routePath('testPayment'), element: page('test-payment', <TestPaymentPage />), handle: loads(pages.testPayment) },
  { path: routePath('order'), element: signedIn('order', <OrderPage />), handle: loads(pages.order) },
  { path: routePath('privacyPolicy'), element: page('privacy-policy', <PrivacyPolicyPage />), handle: loads(pages.privacyPolicy) },
  { path: routePath('termsOfService'), element: page('terms-of-service', <TermsOfServicePage />), handle: loads(pages.termsOfService) },
  { path: routePath('documentation'), element: page('documentation', <DocumentationPage />), handle: loads(pages.documentation) },
  { path: routePath('partners'), element: page('partners', <PartnersPage />), handle: loads(pages.partners) },
  { path: routePath('adminPartners'), element: adminOnly('admin-partners', <PartnersAdminPage />), handle: loads(pages.partnersAdmin) },
  { path: routePath('pricing'), element: page('pricing', <PricingPage />), handle: loads(pages.pricing) },
  { path: routePath('premium'), element: page('premium', <PremiumPage />), handle: loads(pages.premium) },
  { path: routePath('reportBug'), element: page('report-bug', <ReportBugPage />), handle: loads(pages.reportBug) },
  { path: routePath('contact'), element: page('contact', <ContactPage />), handle: loads(pages.contact) },
  { path: routePath('about'), element: page('about', <AboutPage />), handle: loads(pages.about) },
  { path: routePath('resources'), element: page('resources', <ResourcesPage />), handle: loads(pages.resources) },
  { path: routePath('practice'), element: page('practice', <PracticePage />), handle: loads(pages.practice) },
  { path: routePath('problem'), element: page('practice-problem', <ProblemPage />), handle: loads(pages.problem) },
  { path: routePath('verifyCertificate'), element: page('verify-certificate', <VerifyCertificatePage />), handle: loads(pages.verifyCertificate) },
  { path: routePath('myCertificates'), element: signedIn('my-certificates', <MyCertificatesPage />), handle: loads(pages.myCertificates) },
  { path: ':segment', element: <HandleOrNotFound />, handle: handleOrNotFound },
  { path: '*', element: page('not-found', <NotFoundPage />), handle: loads(pages.notFound) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
