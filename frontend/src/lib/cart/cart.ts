import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addToCartMutation,
  checkoutCartMutation,
  getMyCartOptions,
  getMyCartQueryKey,
  removeFromCartMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import { quoteGuestCart } from '../../api/generated/sdk.gen';
import type { CartResponse } from '../../api/generated/types.gen';
import { errorMessage } from '../api/errors';
import { useSession } from '../session/SessionProvider';
import { guestCart, useGuestCart } from './guestCart';

export type Cart = CartResponse;

/**
 * The cart, wherever it lives: the server's for a signed-in learner, the browser's for a guest
 * (priced by the server all the same, POST /api/cart/quote). Prices and totals always come from
 * the server; the browser keeps product ids only.
 */
export function useCart() {
  const { user } = useSession();
  const guest = useGuestCart();
  const client = useQueryClient();
  const signedIn = Boolean(user);
  const guestIds = guest.map((entry) => entry.productId);

  const server = useQuery({ ...getMyCartOptions(), enabled: signedIn });
  const quote = useQuery({
    queryKey: ['guestCartQuote', guestIds],
    queryFn: async ({ signal }) =>
      (await quoteGuestCart({ body: { productIds: guestIds }, signal, throwOnError: true })).data,
    enabled: !signedIn && guestIds.length > 0,
  });
  const store = (cart: Cart) => client.setQueryData(getMyCartQueryKey(), cart);
  const add = useMutation({ ...addToCartMutation(), onSuccess: store });
  const remove = useMutation({ ...removeFromCartMutation(), onSuccess: store });

  const empty: Cart = { items: [], total: 0, currency: 'USD', payableCount: 0, limit: 50 };
  const data: Cart | undefined = signedIn ? server.data : guestIds.length === 0 ? empty : quote.data;
  const query = signedIn ? server : quote;

  return {
    signedIn,
    cart: data,
    isPending: data === undefined && !query.isError,
    error: query.isError ? query.error : null,
    refetch: () => void query.refetch(),
    /** Product ids in the cart now (the guest's at once, the server's once loaded). */
    has: (productId: string) =>
      signedIn
        ? (server.data?.items.some((item) => item.productId === productId) ?? false)
        : guestIds.includes(productId),
    count: signedIn ? (server.data?.items.length ?? 0) : guestIds.length,
    /** Adds a product; resolves null when added, else why not (for the learner). */
    async add(productId: string): Promise<string | null> {
      if (!signedIn) return guestCart.add(productId) ? null : 'A cart holds at most 50 products.';
      try {
        await add.mutateAsync({ path: { productId } });
        return null;
      } catch (error) {
        return errorMessage(error, 'Please try again.');
      }
    },
    adding: add.isPending,
    async remove(productId: string): Promise<void> {
      if (!signedIn) {
        guestCart.remove(productId);
        return;
      }
      await remove.mutateAsync({ path: { productId } });
    },
    removing: remove.isPending,
  };
}

/** Checks the cart out at the total the learner saw; the answer says where to pay. */
export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    ...checkoutCartMutation(),
    // A changed price or an owned product: the cart is read again so the page shows why.
    onError: () => void client.invalidateQueries({ queryKey: getMyCartQueryKey() }),
  });
}
