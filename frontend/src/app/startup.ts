import { connection } from '../lib/api/connection';
import { checkDeployment } from '../lib/api/deployment';
import { prefetchStartupPages } from './prefetch';

/** Work that starts with the app, outside React. */
export function startApp(): void {
  // Browser connectivity events feed the connection state too.
  window.addEventListener('offline', () => connection.reportFailure());
  window.addEventListener('online', () => void connection.retryNow());
  void checkDeployment();
  prefetchStartupPages();
}
