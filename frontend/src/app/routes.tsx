import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { HomeSkeleton } from '../components/HomeSkeleton';
import { RouteLoading } from '../components/RouteLoading';
import { upcomingAreas, type UpcomingAreaKey } from './areas';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { pages } from './lazyPages';

const HomePage = pages.home.Page;
const AboutPage = pages.about.Page;
const DocumentationPage = pages.documentation.Page;
const PrivacyPolicyPage = pages.privacyPolicy.Page;
const TermsOfServicePage = pages.termsOfService.Page;
const NotFoundPage = pages.notFound.Page;
const HandleOrNotFoundPage = pages.handleOrNotFound.Page;
const UpcomingArea = pages.upcoming.Page;

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

/** The route table of spec §2. */
export const pageRoutes: RouteObject[] = [
  { index: true, element: page('home', <HomePage />, <HomeSkeleton />) },
  { path: 'auth', element: upcoming('auth') },
  { path: 'quiz', element: upcoming('quiz') },
  { path: 'quiz/results', element: upcoming('quizResults') },
  { path: 'roadmaps', element: upcoming('roadmaps') },
  { path: 'bootcamps', element: upcoming('roadmaps') },
  { path: 'roadmap/:slug', element: upcoming('roadmap') },
  { path: 'bootcamps/:id', element: upcoming('roadmap') },
  { path: 'roadmap-exam/:id', element: upcoming('roadmapExam') },
  { path: 'dashboard', element: upcoming('dashboard') },
  { path: 'settings', element: upcoming('settings') },
  { path: 'resume-builder', element: upcoming('resumeBuilder') },
  { path: 'project-feedback', element: upcoming('projectFeedback') },
  { path: 'blog', element: upcoming('blog') },
  { path: 'blog/:slug', element: upcoming('blog') },
  { path: 'admin', element: upcoming('admin') },
  { path: 'admin/security-reports', element: upcoming('adminSecurityReports') },
  { path: 'security-reports', element: upcoming('securityReports') },
  { path: 'cart', element: upcoming('cart') },
  { path: 'marketplace', element: upcoming('marketplace') },
  { path: 'marketplace/:slug', element: upcoming('product') },
  { path: 'leaderboard', element: upcoming('leaderboard') },
  { path: 'leaderboard-new', element: upcoming('leaderboard') },
  { path: 'profile/edit/:handle', element: upcoming('profileEditor') },
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
  // "/@{handle}": a path segment cannot mix text and a parameter, so the page
  // checks the "@" itself and shows the 404 page for any other single segment.
  { path: ':segment', element: page('handle', <HandleOrNotFoundPage />) },
  { path: '*', element: page('not-found', <NotFoundPage />) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
