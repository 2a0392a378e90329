import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../session/SessionProvider';
import { useGuestCart } from './guestCart';

/**
 * Mounted once in the shell: when a learner is signed in and this browser holds a guest cart, the
 * cart is merged into theirs (the merging code loads only then, not with the first page).
 */
export function GuestCartMerge() {
  const { user } = useSession();
  const guest = useGuestCart();
  const client = useQueryClient();
  const running = useRef(false);
  const pending = Boolean(user) && guest.length > 0;
  useEffect(() => {
    if (!pending || running.current) return;
    running.current = true;
    void import('./mergeGuestCart')
      .then(({ mergeGuestCart }) => mergeGuestCart(client))
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, [pending, client]);
  return null;
}
