import { Button, Group } from '@mantine/core';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { guestCart, useGuestCart } from '../../../lib/cart/guestCart';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';

/**
 * "Add to cart" for one product. For now it keeps the product in the guest cart in this browser
 * (lib/cart/guestCart.ts, merged into the server cart at sign-in); the cart feature may rewire
 * this one component to the server cart for signed-in users.
 */
export function AddToCartButton({ productId, title }: { productId: string; title: string }) {
  const entries = useGuestCart();
  const inCart = entries.some((entry) => entry.productId === productId);
  if (inCart) {
    return (
      <Group gap="xs">
        <Button variant="filled" color="teal.9" autoContrast leftSection={<IconCheck size={18} aria-hidden="true" />} component={Link} to={paths.cart}>
          In your cart: view cart
        </Button>
      </Group>
    );
  }
  return (
    <Button
      leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
      onClick={() => {
        if (guestCart.add(productId)) toast({ title: 'Added to your cart', description: title });
        else toast({ title: 'Your cart is full', description: 'A cart holds at most 50 products.', variant: 'destructive' });
      }}
    >
      Add to cart
    </Button>
  );
}
