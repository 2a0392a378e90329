import { Outlet, ScrollRestoration } from 'react-router';
import { GuestCartMerge } from '../../lib/cart/GuestCartMerge';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './Layout.module.css';
import { OfflineBanner } from './OfflineBanner';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The shell around every page: skip link, sticky header with the offline banner, content, footer. */
export function RootLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <div className={classes.top}>
        <Header />
        <OfflineBanner />
      </div>
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <GuestCartMerge />
    </div>
  );
}
