import { Button, Group } from '@mantine/core';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCart } from '../../../lib/cart/cart';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';

/**
 * "Add to cart" for one product: the server cart when signed in, the guest cart in this browser
 * otherwise (merged into the account's at sign-in). Either way the price is the server's.
 */
export function AddToCartButton({ productId, title }: { productId: string; title: string }) {
  const cart = useCart();
  if (cart.has(productId)) {
    return (
      <Group gap="xs">
        <Button
          variant="filled"
          color="teal.9"
          autoContrast
          leftSection={<IconCheck size={18} aria-hidden="true" />}
          component={Link}
          to={paths.cart}
        >
          In your cart: view cart
        </Button>
      </Group>
    );
  }
  return (
    <Button
      leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
      loading={cart.adding}
      onClick={async () => {
        const problem = await cart.add(productId);
        if (problem === null) toast({ title: 'Added to your cart', description: title });
        else toast({ title: 'Could not add it to your cart', description: problem, variant: 'destructive' });
      }}
    >
      Add to cart
    </Button>
  );
}
