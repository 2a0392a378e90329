import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useParams, type RouteObject } from 'react-router';
import { afterSignIn, RequireRole, RequireSignIn } from '../components/AccessGuards';
import { HomeSkeleton } from '../components/HomeSkeleton';
import { RouteLoading } from '../components/RouteLoading';
import { upcomingAreas, type UpcomingAreaKey } from './areas';
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
const UpcomingArea = pages.upcoming.Page;
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
const PracticePage = pages.practice.Page;
const ProblemPage = pages.problem.Page;
const BlogPage = pages.blog.Page;
const PostPage = pages.post.Page;
const BlogAdminPage = pages.blogAdmin.Page;
const ProblemAdminPage = pages.problemAdmin.Page;
const ResourcesPage = pages.resources.Page;
const ResourceQueuePage = pages.resourceQueue.Page;

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

/** A route to an area a later release opens: the shared placeholder page. */
function upcoming(area: UpcomingAreaKey): Pick<RouteObject, 'element' | 'handle'> {
  return { element: page(area, <UpcomingArea {...upcomingAreas[area]} />), handle: loads(pages.upcoming) };
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
 * /auth, and the chunk of the page signing in leads to (the dashboard, or the page that sent the
 * user here) as soon as the user moves into the page (focuses a field or a button): without it
 * that page showed its loading state after every sign-in, for the chunk and then React's 300 ms
 * before a suspended page replaces its fallback. Visitors who only look load nothing more.
 */
function AuthRoute() {
  const target = afterSignIn(useLocation().state);
  useEffect(() => {
    const preload = () => preloadRoute(routes, target);
    document.addEventListener('focusin', preload, { once: true });
    return () => document.removeEventListener('focusin', preload);
  }, [target]);
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
  { path: 'auth', element: page('auth', <AuthRoute />), handle: loads(pages.auth) },
  { path: 'forgot-password', element: page('forgot-password', <ForgotPasswordPage />), handle: loads(pages.forgotPassword) },
  { path: 'reset-password', element: page('reset-password', <ResetPasswordPage />), handle: loads(pages.resetPassword) },
  { path: 'verify-email', element: page('verify-email', <VerifyEmailPage />), handle: loads(pages.verifyEmail) },
  { path: 'dev/outbox', element: page('dev-outbox', <DevOutboxPage />), handle: loads(pages.devOutbox) },
  { path: 'quiz', element: page('quiz', <QuizPage />), handle: loads(pages.quiz) },
  { path: 'quiz/results', element: page('quiz-results', <QuizResultsPage />), handle: loads(pages.quizResults) },
  { path: 'roadmaps', element: page('roadmaps', <RoadmapsPage />), handle: loads(pages.roadmaps) },
  { path: 'bootcamps', element: page('roadmaps', <RoadmapsPage />), handle: loads(pages.roadmaps) },
  { path: 'roadmap/:slug', element: page('roadmap', <RoadmapPage />), handle: loads(pages.roadmap) },
  { path: 'bootcamps/:id', element: page('roadmap', <RoadmapPage />), handle: loads(pages.roadmap) },
  { path: 'roadmap-exam/:id', element: page('roadmap-exam', <ExamPage />), handle: loads(pages.exam) },
  { path: 'dashboard', element: signedIn('dashboard', <DashboardPage />, <DashboardSkeleton />), handle: loads(pages.dashboard) },
  { path: 'settings', element: signedIn('settings', <SettingsPage />), handle: loads(pages.settings) },
  { path: 'resume-builder', ...upcoming('resumeBuilder') },
  { path: 'project-feedback', ...upcoming('projectFeedback') },
  { path: 'blog', element: page('blog', <BlogPage />), handle: loads(pages.blog) },
  { path: 'blog/:slug', element: page('blog-post', <PostPage />), handle: loads(pages.post) },
  { path: 'admin', element: adminOnly('admin', <AdminPage />), handle: loads(pages.admin) },
  {
    path: 'admin/roadmaps',
    element: page(
      'admin-roadmaps',
      <RequireRole roles={['admin', 'moderator']} deniedMessage="This page is only available to moderators and administrators.">
        <RoadmapEditorPage />
      </RequireRole>,
    ),
    handle: loads(pages.roadmapEditor),
  },
  {
    path: 'admin/practice',
    element: page(
      'admin-practice',
      <RequireRole roles={['admin', 'moderator']} deniedMessage="This page is only available to moderators and administrators.">
        <ProblemAdminPage />
      </RequireRole>,
    ),
    handle: loads(pages.problemAdmin),
  },
  {
    path: 'admin/resources',
    element: page(
      'admin-resources',
      <RequireRole roles={['admin', 'moderator']} deniedMessage="This page is only available to moderators and administrators.">
        <ResourceQueuePage />
      </RequireRole>,
    ),
    handle: loads(pages.resourceQueue),
  },
  {
    path: 'admin/blog',
    element: page(
      'admin-blog',
      <RequireRole roles={['admin', 'moderator']} deniedMessage="This page is only available to moderators and administrators.">
        <BlogAdminPage />
      </RequireRole>,
    ),
    handle: loads(pages.blogAdmin),
  },
  {
    path: 'admin/security-reports',
    element: page(
      'admin-security-reports',
      <RequireRole roles={['admin', 'moderator']} deniedMessage="This page is only available to moderators and administrators.">
        <UpcomingArea {...upcomingAreas.adminSecurityReports} />
      </RequireRole>,
    ),
    handle: loads(pages.upcoming),
  },
  { path: 'security-reports', ...upcoming('securityReports') },
  { path: 'cart', ...upcoming('cart') },
  { path: 'marketplace', ...upcoming('marketplace') },
  { path: 'marketplace/:slug', ...upcoming('product') },
  { path: 'leaderboard', element: page('leaderboard', <LeaderboardPage />), handle: loads(pages.leaderboard) },
  { path: 'leaderboard-new', element: page('league', <LeaguePage />), handle: loads(pages.league) },
  { path: 'profile/claim', element: signedIn('profile-claim', <ClaimHandlePage />), handle: loads(pages.claimHandle) },
  { path: 'profile/edit/:handle', element: page('profile-edit', <ProfileEditorPage />), handle: loads(pages.profileEditor) },
  { path: 'test-payment', ...upcoming('testPayment') },
  { path: 'privacy-policy', element: page('privacy-policy', <PrivacyPolicyPage />), handle: loads(pages.privacyPolicy) },
  { path: 'terms-of-service', element: page('terms-of-service', <TermsOfServicePage />), handle: loads(pages.termsOfService) },
  { path: 'documentation', element: page('documentation', <DocumentationPage />), handle: loads(pages.documentation) },
  { path: 'partners', ...upcoming('partners') },
  { path: 'pricing', ...upcoming('pricing') },
  { path: 'premium', ...upcoming('premium') },
  { path: 'report-bug', ...upcoming('reportBug') },
  { path: 'contact', ...upcoming('contact') },
  { path: 'about', element: page('about', <AboutPage />), handle: loads(pages.about) },
  { path: 'resources', element: page('resources', <ResourcesPage />), handle: loads(pages.resources) },
  { path: 'practice', element: page('practice', <PracticePage />), handle: loads(pages.practice) },
  { path: 'practice/problem/:id', element: page('practice-problem', <ProblemPage />), handle: loads(pages.problem) },
  { path: 'verify-certificate/:code?', element: page('verify-certificate', <VerifyCertificatePage />), handle: loads(pages.verifyCertificate) },
  { path: 'my-certificates', element: signedIn('my-certificates', <MyCertificatesPage />), handle: loads(pages.myCertificates) },
  { path: ':segment', element: <HandleOrNotFound />, handle: handleOrNotFound },
  { path: '*', element: page('not-found', <NotFoundPage />), handle: loads(pages.notFound) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
