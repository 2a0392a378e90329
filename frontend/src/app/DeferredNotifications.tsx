import { lazy, Suspense, useEffect, useState } from 'react';

// The toast viewport (Mantine Notifications with its transitions) is not
// needed for the first paint: it loads when the browser is idle. Toasts shown
// before that wait in the notifications store and appear once it mounts.
const Toasts = lazy(() => import('./Toasts'));

export function DeferredNotifications() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setReady(true));
    return () => cancel(handle);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
