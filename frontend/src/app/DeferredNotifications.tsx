import { Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { whenIdle } from '../lib/idle';
import { lazyPage } from './lazyPage';

// The toast viewport (the product's toast region and Mantine Notifications) is
// not needed for the first paint: it loads when the browser is idle. Toasts
// shown before that wait in their store and appear once it mounts.
const Toasts = lazyPage(() => import('./Toasts')).Page;

export function DeferredNotifications() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    return whenIdle(() => setReady(true), { fallbackMs: 1000 });
  }, []);
  return ready ? (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </ChunkBoundary>
  ) : null;
}
