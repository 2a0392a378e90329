import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Tabs.css';
import { Alert, Container, Divider, Paper, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { afterSignIn } from '../../../components/AccessGuards';
import { PageMeta } from '../../../components/PageMeta';
import { whenIdle } from '../../../lib/idle';
import { useSession, useSessionStore } from '../../../lib/session/SessionProvider';
import { useAuthConfig } from '../api/useAuthConfig';
import { EmailAuthPanel } from '../components/EmailAuthPanel';
import { LoginForm } from '../components/LoginForm';
import { ProviderButtons } from '../components/ProviderButtons';
import { RegisterForm } from '../components/RegisterForm';

type Tab = 'login' | 'register';

/** /auth: login and register (username/password), plus email and Google through the identity provider. */
export function AuthPage() {
  const { status, suspension } = useSession();
  const store = useSessionStore();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  const [emailPanel, setEmailPanel] = useState(false);
  const [registeredAs, setRegisteredAs] = useState<string | null>(null);
  const config = useAuthConfig();
  const providerEnabled = Boolean(config.data?.firebase);

  // Load the identity provider ahead of a click on its buttons (a popup must open promptly).
  useEffect(() => {
    if (!providerEnabled) return;
    whenIdle(() => void store.loadProvider().catch(() => undefined), { fallbackMs: 300 });
  }, [providerEnabled, store]);

  // Already signed in on arrival: straight on. Signed in here: the page stays (its button busy) until the
  // next page replaces it; rendering nothing left the main area blank while that page rendered (issue 26).
  const arrivedSignedIn = useRef(status === 'signedIn');
  const leaving = status === 'signedIn' ? <Navigate to={afterSignIn(location.state)} replace /> : null;
  if (leaving && arrivedSignedIn.current) return leaving;

  const selectTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === 'register') next.set('tab', 'register');
    else next.delete('tab');
    setParams(next, { replace: true, state: location.state });
  };

  return (
    <Container size={460} py="xl" px="md">
      {leaving}
      <PageMeta
        title={tab === 'register' ? 'Register · DevPath' : 'Login · DevPath'}
        description="Sign in to DevPath or create a free account to keep your learning progress, XP and streaks in one place."
      />
      <Title order={1} ta="center">
        {tab === 'register' ? 'Create your DevPath account' : 'Welcome back'}
      </Title>
      <Text ta="center" mt="xs" c="dimmed">
        {tab === 'register'
          ? 'Free forever. Keep your progress, XP and streaks in one place.'
          : 'Sign in to continue your learning path.'}
      </Text>

      {suspension && (
        <Alert color="red" variant="light" mt="lg" title="Your account is suspended" role="alert">
          {suspension}
        </Alert>
      )}

      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }} mt="lg">
        {emailPanel ? (
          <EmailAuthPanel initialMode={tab === 'register' ? 'signUp' : 'signIn'} onBack={() => setEmailPanel(false)} />
        ) : (
          <>
            <Tabs value={tab} onChange={selectTab} keepMounted={false}>
              <Tabs.List grow mb="md">
                <Tabs.Tab value="login">Login</Tabs.Tab>
                <Tabs.Tab value="register">Register</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="login">
                {registeredAs && (
                  <Alert color="teal" variant="light" mb="md" role="status">
                    Your account has been created. Sign in with your username and password.
                  </Alert>
                )}
                <LoginForm key={registeredAs ?? ''} initialUsername={registeredAs ?? ''} />
              </Tabs.Panel>
              <Tabs.Panel value="register">
                <RegisterForm
                  onRegisteredWithoutLogin={(username) => {
                    setRegisteredAs(username);
                    selectTab('login');
                  }}
                />
              </Tabs.Panel>
            </Tabs>
            {providerEnabled && (
              <>
                <Divider label="or" labelPosition="center" my="lg" />
                <ProviderButtons onEmail={() => setEmailPanel(true)} />
              </>
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}

export default AuthPage;
