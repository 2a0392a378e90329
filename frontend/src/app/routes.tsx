import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation, useParams, type RouteObject } from 'react-router';
import { afterSignIn, RequireRole, RequireSignIn } from '../components/AccessGuards';
import { RouteLoading } from '../components/RouteLoading';
import { paths, routePath, type PathKey } from '../lib/paths';
import { useSessionStore } from '../lib/session/SessionProvider';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { preloadRoute } from './intentPrefetch';
import type { RouteHandle } from './routeHandle';
import { pages, pageTable, type PageAccess, type PageEntry, type PageKey } from './lazyPages';

/** A handle: "@" followed by letters, digits, "_", "." or "-". */
const HANDLE_SEGMENT = /^@[A-Za-z0-9_.-]{1,64}$/;

/** A route's handle loads its page's chunk (looked up when called, so tests can watch `pages.x.preload`). */
const loads = (key: PageKey): RouteHandle => ({ preload: () => pages[key].preload() });

const STAFF_ONLY = 'This page is only available to moderators and administrators.';

/** The guard each kind of page sits behind. */
function guarded(access: PageAccess | undefined, element: ReactNode, fallback: ReactNode | undefined): ReactNode {
  switch (access) {
    case 'signedIn':
      // A loading state while the session is restored, /auth when signed out.
      return <RequireSignIn fallback={fallback}>{element}</RequireSignIn>;
    case 'admin':
      // A sign-in prompt for visitors, a refusal for other roles.
      return <RequireRole roles={['admin']}>{element}</RequireRole>;
    case 'staff':
      return (
        <RequireRole roles={['admin', 'moderator']} deniedMessage={STAFF_ONLY}>
          {element}
        </RequireRole>
      );
    default:
      return element;
  }
}

/**
 * A lazily loaded page in its own Suspense boundary. The key makes each page
 * a new boundary, so navigating to a page whose chunk is not loaded yet shows
 * the fallback instead of keeping the previous page on screen. (React Router's
 * route `lazy` would keep the previous page until the chunk arrives, with no
 * fallback: the reason this table keeps React.lazy through lazyPage.tsx.)
 */
function page(key: string, element: ReactNode, fallback: ReactNode = <RouteLoading />) {
  return (
    <Suspense key={key} fallback={fallback}>
      {element}
    </Suspense>
  );
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
  return <pageTable.auth.page.Page />;
}

/**
 * "/@{handle}": a path segment cannot mix text and a parameter, so this checks
 * the "@" itself and shows the 404 page for any other single segment.
 */
function HandleOrNotFound() {
  const { segment = '' } = useParams();
  if (!HANDLE_SEGMENT.test(segment)) return page('notFound', <pages.notFound.Page />);
  const handle = segment.slice(1);
  return page(`profile-${handle}`, <pages.publicProfile.Page key={handle} handle={handle} />);
}

/** "/@{handle}" loads the public profile's chunk, any other single segment the 404 page's. */
const handleOrNotFound: RouteHandle = {
  preload: ({ segment = '' }) => (HANDLE_SEGMENT.test(segment) ? pages.publicProfile : pages.notFound).preload(),
};

/** Pages whose route renders more than the page itself. */
const routeElements: Partial<Record<PathKey, ComponentType>> = { auth: AuthRoute };

/** The first key of each page: two addresses showing one page (/roadmaps, /bootcamps) share its boundary. */
const boundaryKeys = new Map<PageEntry['page'], string>();

/** One route per entry of the table (lazyPages.ts); each route's handle loads its page's chunk (see intentPrefetch.ts). */
function pageRoute(key: PathKey): RouteObject {
  const entry: PageEntry = pageTable[key];
  if (!boundaryKeys.has(entry.page)) boundaryKeys.set(entry.page, key);
  const Page = routeElements[key] ?? entry.page.Page;
  const fallback = entry.fallback ? <entry.fallback /> : undefined;
  const element = page(boundaryKeys.get(entry.page)!, guarded(entry.access, <Page />, fallback), fallback);
  const handle = loads(key);
  return paths[key] === '/' ? { index: true, element, handle } : { path: routePath(key), element, handle };
}

/** The route table of spec §2. */
export const pageRoutes: RouteObject[] = [
  ...(Object.keys(pageTable) as PathKey[]).map(pageRoute),
  { path: ':segment', element: <HandleOrNotFound />, handle: handleOrNotFound },
  { path: '*', element: page('notFound', <pages.notFound.Page />), handle: loads('notFound') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
