import { connection } from '../lib/api/connection';
import { checkDeployment } from '../lib/api/deployment';
import { sessionStore } from '../lib/session/store';
import { prefetchOnIntent } from './intentPrefetch';
import { prefetchStartupPages, whenPageSettled } from './prefetch';
import { routes } from './routes';

/** Work that starts with the app, outside React. */
export function startApp(): void {
  // Browser connectivity events feed the connection state too.
  window.addEventListener('offline', () => connection.reportFailure());
  window.addEventListener('online', () => void connection.retryNow());
  // The session first: it restores a stored session and listens to "deployment changed".
  sessionStore.start();
  void checkDeployment();
  // The other pages' chunks once this one has what it needs: they would share its bandwidth.
  whenPageSettled(() => prefetchStartupPages());
  prefetchOnIntent(routes);
}
