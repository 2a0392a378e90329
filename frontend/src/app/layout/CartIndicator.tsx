import { ActionIcon } from '@mantine/core';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import { Link } from 'react-router';
import { HintTooltip } from '../../components/HintTooltip';
import { useCartCount } from '../../lib/cart/cartCount';
import { paths } from '../../lib/paths';
import classes from './Layout.module.css';

const plural = new Intl.PluralRules('en');

/** "Cart: 1 item", "Cart: 3 items". */
export const cartLabel = (count: number) => `Cart: ${count} ${plural.select(count) === 'one' ? 'item' : 'items'}`;

/**
 * The cart in the header with its item count, guest or signed in (issue 26), on every width;
 * nothing while the cart is empty.
 */
export function CartIndicator() {
  const count = useCartCount();
  if (count === 0) return null;
  const label = cartLabel(count);
  return (
    <HintTooltip label="Cart">
      <ActionIcon
        component={Link}
        to={paths.cart}
        variant="subtle"
        size="lg"
        aria-label={label}
        className={classes.cart}
      >
        <IconShoppingCart size={22} stroke={1.75} aria-hidden="true" />
        <span className={classes.cartCount} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      </ActionIcon>
    </HintTooltip>
  );
}
