import { useQuery } from '@tanstack/react-query';
import { getMyCartOptions } from '../../api/generated-shell/@tanstack/react-query.gen';
import { useSession } from '../session/SessionProvider';
import { useGuestCart } from './guestCart';

/**
 * How many products wait in the cart, for the header (issue 26): the guest's from this browser
 * (no request), a signed-in learner's from the server cart (the very query the cart page and
 * "Add to cart" keep up to date). Products the learner owns by now (bought, while the cart's
 * clean-up is on its way) do not count. 0 while unknown.
 */
export function useCartCount(): number {
  const { user } = useSession();
  const signedIn = Boolean(user);
  const guest = useGuestCart();
  const server = useQuery({ ...getMyCartOptions(), enabled: signedIn });
  if (!signedIn) return guest.length;
  return server.data?.items.filter((item) => !item.owned).length ?? 0;
}
