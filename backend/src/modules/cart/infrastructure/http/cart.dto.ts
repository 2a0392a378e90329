import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import type { CheckoutView } from '../../../payments/index.js';
import { CART_LIMIT, type CartView } from '../../domain/cart.js';

export const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class CartItemResponse {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: "Today's price: integer, minor units of currency" }) amount: number;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ description: 'Already bought: shown, not charged' }) owned: boolean;
  @ApiProperty({ description: 'For sale now (a withdrawn product is shown, not charged)' }) purchasable: boolean;
  @ApiProperty({ description: 'Charged at checkout: purchasable and not owned' }) payable: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) addedAt: string;
}

export class CartResponse {
  @ApiProperty({ type: [CartItemResponse] }) items: CartItemResponse[];
  @ApiProperty({ description: "Sum of the payable items at today's prices: integer, minor units" }) total: number;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ description: 'How many items will be paid for' }) payableCount: number;
  @ApiProperty({ description: `At most ${CART_LIMIT} items` }) limit: number;
}

export const cartResponse = (view: CartView): CartResponse => ({
  items: view.lines.map((l) => ({
    productId: l.productId,
    slug: l.slug,
    title: l.title,
    amount: l.amount,
    currency: l.currency,
    owned: l.owned,
    purchasable: l.purchasable,
    payable: l.payable,
    addedAt: l.addedAt.toISOString(),
  })),
  total: view.total,
  currency: view.currency,
  payableCount: view.payableCount,
  limit: CART_LIMIT,
});

export class CartMergeBody {
  @ApiProperty({
    type: [String],
    maxItems: CART_LIMIT,
    description: "The guest cart's product ids (kept in the browser), in the order they were added",
  })
  @IsArray()
  @ArrayMaxSize(CART_LIMIT)
  @IsString({ each: true })
  @Matches(PRODUCT_ID, { each: true, message: 'each product id must be a UUID' })
  productIds: string[];
}

export class CartCheckoutBody {
  @ApiProperty({
    description:
      'The total the learner saw (minor units); a different total today → 409 PRICE_CHANGED, nothing ordered',
  })
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  expectedTotal: number;

  @ApiProperty({
    pattern: '^[A-Za-z0-9_-]{16,64}$',
    description: 'A fresh random key per checkout attempt; a retry with the same key answers the same order',
  })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{16,64}$/)
  idempotencyKey: string;
}

export class CartCheckoutResponse {
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty({ enum: ['pending', 'paid', 'failed', 'refunded', 'cancelled'] }) status: string;
  @ApiProperty({ description: 'Integer, minor units' }) total: number;
  @ApiProperty() currency: string;
  @ApiProperty({
    description:
      "Where to pay: the provider's page (absolute, or /test-payment?session=… here), or the receipt when paid already",
  })
  redirectUrl: string;
}

export const checkoutResponse = (result: CheckoutView): CartCheckoutResponse => ({
  orderId: result.orderId,
  status: result.status,
  total: result.total,
  currency: result.currency,
  redirectUrl: result.redirectUrl,
});
