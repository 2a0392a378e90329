import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session/SessionProvider';
import type { CurrentUser } from '../lib/session/user';
import { RouteLoading } from './RouteLoading';

/** Where /auth sends the user back after signing in. */
export interface AuthRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Where signing in leads: the page that sent the user to /auth, else the dashboard. */
export function afterSignIn(state: unknown): string {
  const from = (state as AuthRedirectState | null)?.from;
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith(paths.auth)) return paths.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Signed-in pages: a loading state while the session is restored, /auth when
 * signed out (coming back here afterwards). When the session ends while the
 * page is open, it goes where the logout said (e.g. the homepage after an
 * account deletion) instead.
 */
export function RequireSignIn({
  children,
  fallback = <RouteLoading />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { status, signedOutTo } = useSession();
  const location = useLocation();
  const shownSignedIn = useRef(false);
  if (status === 'loading') return fallback;
  if (status === 'signedOut') {
    if (shownSignedIn.current && signedOutTo) return <Navigate to={signedOutTo} replace />;
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.auth} replace state={state} />;
  }
  shownSignedIn.current = true;
  return children;
}

/** Pages for some roles: a sign-in prompt for anonymous visitors, a refusal for other roles. */
export function RequireRole({
  roles,
  deniedMessage,
  children,
}: {
  roles: ReadonlyArray<CurrentUser['role']>;
  deniedMessage?: string;
  children: ReactNode;
}) {
  const { status, user } = useSession();
  if (status === 'loading') return <RouteLoading />;
  if (!user) return <SignInPrompt />;
  if (!roles.includes(user.role)) return <AccessDenied message={deniedMessage} />;
  return children;
}

export function AccessDenied({ message = 'This page is only available to administrators.' }: { message?: string }) {
  return (
    <Container size="sm" py={64}>
      <title>Access denied · DevPath</title>
      <Title order={1} mb="md">
        You don&apos;t have access to this page
      </Title>
      <Text mb="lg">{message}</Text>
      <Button component={Link} to={paths.home}>
        Go to the homepage
      </Button>
    </Container>
  );
}

export function SignInPrompt({ message = 'Sign in to open this page.' }: { message?: string }) {
  const location = useLocation();
  const state: AuthRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <Container size="sm" py={64}>
      <title>Sign in required · DevPath</title>
      <Title order={1} mb="md">
        Sign in required
      </Title>
      <Text mb="lg">{message}</Text>
      <Group>
        <Button component={Link} to={paths.auth} state={state}>
          Login / Register
        </Button>
        <Button component={Link} to={paths.home} variant="default">
          Go to the homepage
        </Button>
      </Group>
    </Container>
  );
}
