import type { NavigateFunction } from 'react-router';

/**
 * Follows a checkout's `redirectUrl`: an address of this app (the test provider's
 * `/test-payment`, a receipt) inside the SPA, a processor's page (Stripe Checkout) by a full load.
 */
export function followCheckout(navigate: NavigateFunction, redirectUrl: string): void {
  if (redirectUrl.startsWith('/') && !redirectUrl.startsWith('//')) void navigate(redirectUrl);
  else window.location.assign(redirectUrl);
}
