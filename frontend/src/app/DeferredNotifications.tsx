import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle';

// The toast viewport (the product's toast region and Mantine Notifications) is
// not needed for the first paint: it loads when the browser is idle. Toasts
// shown before that wait in their store and appear once it mounts.
const Toasts = lazy(() => import('./Toasts'));

export function DeferredNotifications() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    return whenIdle(() => setReady(true), { fallbackMs: 1000 });
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
