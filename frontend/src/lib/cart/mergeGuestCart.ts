import type { QueryClient } from '@tanstack/react-query';
import { getMyCartQueryKey } from '../../api/generated/@tanstack/react-query.gen';
import { mergeGuestCart as mergeCall } from '../../api/generated/sdk.gen';
import { ApiError } from '../api/http';
import { guestCart } from './guestCart';

/**
 * The guest's cart joins the account's (the server skips unknown, withdrawn and owned products),
 * then leaves the browser. A refusal (4xx) also clears it: its ids cannot be merged; a network
 * failure keeps it for the next try.
 */
export async function mergeGuestCart(client: QueryClient): Promise<void> {
  const productIds = guestCart.entries().map((entry) => entry.productId);
  if (productIds.length === 0) return;
  try {
    const { data } = await mergeCall({ body: { productIds }, throwOnError: true });
    client.setQueryData(getMyCartQueryKey(), data);
    guestCart.clear();
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 401 &&
      error.status !== 429
    )
      guestCart.clear();
  }
}
