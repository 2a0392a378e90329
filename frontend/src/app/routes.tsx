import { Suspense, useEffect, type ReactNode } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { RequireRole, RequireSignIn } from '../components/AccessGuards';
import { HomeSkeleton } from '../components/HomeSkeleton';
import { RouteLoading } from '../components/RouteLoading';
import { upcomingAreas, type UpcomingAreaKey } from './areas';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { DashboardSkeleton } from '../features/dashboard/components/DashboardSkeleton';
import { pages } from './lazyPages';
import { whenIdle } from '../lib/idle';

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

/** A handle: "@" followed by letters, digits, "_", "." or "-". */
const HANDLE_SEGMENT = /^@[A-Za-z0-9_.-]{1,64}$/;

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

function upcoming(area: UpcomingAreaKey) {
  return page(area, <UpcomingArea {...upcomingAreas[area]} />);
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
 * /auth, and meanwhile the dashboard's chunk, where signing in leads: without it the dashboard
 * showed its skeleton after every sign-in, for the chunk and then React's 300 ms before a
 * suspended page replaces its fallback.
 */
function AuthRoute() {
  useEffect(() => whenIdle(() => void pages.dashboard.preload().catch(() => undefined), { fallbackMs: 1500 }), []);
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

/** The route table of spec §2. */
export const pageRoutes: RouteObject[] = [
  { index: true, element: page('home', <HomePage />, <HomeSkeleton />) },
  { path: 'auth', element: page('auth', <AuthRoute />) },
  { path: 'quiz', element: upcoming('quiz') },
  { path: 'quiz/results', element: upcoming('quizResults') },
  { path: 'roadmaps', element: upcoming('roadmaps') },
  { path: 'bootcamps', element: upcoming('roadmaps') },
  { path: 'roadmap/:slug', element: upcoming('roadmap') },
  { path: 'bootcamps/:id', element: upcoming('roadmap') },
  { path: 'roadmap-exam/:id', element: upcoming('roadmapExam') },
  { path: 'dashboard', element: signedIn('dashboard', <DashboardPage />, <DashboardSkeleton />) },
  { path: 'settings', element: signedIn('settings', <SettingsPage />) },
  { path: 'resume-builder', element: upcoming('resumeBuilder') },
  { path: 'project-feedback', element: upcoming('projectFeedback') },
  { path: 'blog', element: upcoming('blog') },
  { path: 'blog/:slug', element: upcoming('blog') },
  { path: 'admin', element: adminOnly('admin', <AdminPage />) },
  { path: 'admin/security-reports', element: adminOnly('admin-security-reports', <UpcomingArea {...upcomingAreas.adminSecurityReports} />) },
  { path: 'security-reports', element: upcoming('securityReports') },
  { path: 'cart', element: upcoming('cart') },
  { path: 'marketplace', element: upcoming('marketplace') },
  { path: 'marketplace/:slug', element: upcoming('product') },
  { path: 'leaderboard', element: upcoming('leaderboard') },
  { path: 'leaderboard-new', element: upcoming('leaderboard') },
  { path: 'profile/claim', element: signedIn('profile-claim', <ClaimHandlePage />) },
  { path: 'profile/edit/:handle', element: page('profile-edit', <ProfileEditorPage />) },
  { path: 'test-payment', element: upcoming('testPayment') },
  { path: 'privacy-policy', element: page('privacy-policy', <PrivacyPolicyPage />) },
  { path: 'terms-of-service', element: page('terms-of-service', <TermsOfServicePage />) },
  { path: 'documentation', element: page('documentation', <DocumentationPage />) },
  { path: 'partners', element: upcoming('partners') },
  { path: 'pricing', element: upcoming('pricing') },
  { path: 'premium', element: upcoming('premium') },
  { path: 'report-bug', element: upcoming('reportBug') },
  { path: 'contact', element: upcoming('contact') },
  { path: 'about', element: page('about', <AboutPage />) },
  { path: 'resources', element: upcoming('resources') },
  { path: 'practice', element: upcoming('practice') },
  { path: 'practice/problem/:id', element: upcoming('practiceProblem') },
  { path: 'verify-certificate/:code?', element: upcoming('verifyCertificate') },
  { path: 'my-certificates', element: upcoming('myCertificates') },
  { path: ':segment', element: <HandleOrNotFound /> },
  { path: '*', element: page('not-found', <NotFoundPage />) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
