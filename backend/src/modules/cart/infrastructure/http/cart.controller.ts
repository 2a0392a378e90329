import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ShoppingCart } from '../../application/shopping-cart.js';
import {
  CartCheckoutBody,
  CartCheckoutResponse,
  CartMergeBody,
  CartResponse,
  cartResponse,
  checkoutResponse,
  PRODUCT_ID,
} from './cart.dto.js';

const productId = (id: string) => {
  if (!PRODUCT_ID.test(id))
    throw new DomainError('not_found', 'PRODUCT_NOT_FOUND', 'There is no such product in the marketplace.');
  return id;
};

/** The signed-in learner's cart (issue 16). Guests keep theirs in the browser and merge it at sign-in. */
@ApiTags('cart')
@Controller('cart')
export class CartController {
  constructor(private readonly cart: ShoppingCart) {}

  @Get()
  @Auth()
  @ApiOperation({ summary: "My cart at today's prices (totals computed on the server)" })
  @ApiOkResponse({ type: CartResponse })
  async getMyCart(@CurrentUser() user: AuthenticatedUser): Promise<CartResponse> {
    return cartResponse(await this.cart.view(user.id));
  }

  @Put('items/:productId')
  @Auth()
  @ApiParam({ name: 'productId', format: 'uuid' })
  @ApiOperation({ summary: 'Add a product (adding it again changes nothing)' })
  @ApiOkResponse({ type: CartResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PRODUCT_NOT_FOUND (unknown or not for sale)' })
  @ApiConflictResponse({ type: ErrorBody, description: 'PRODUCT_OWNED | CART_FULL' })
  async addToCart(@CurrentUser() user: AuthenticatedUser, @Param('productId') id: string): Promise<CartResponse> {
    return cartResponse(await this.cart.add(user.id, productId(id)));
  }

  @Delete('items/:productId')
  @Auth()
  @ApiParam({ name: 'productId', format: 'uuid' })
  @ApiOperation({ summary: 'Remove a product (removing it again changes nothing)' })
  @ApiOkResponse({ type: CartResponse })
  async removeFromCart(@CurrentUser() user: AuthenticatedUser, @Param('productId') id: string): Promise<CartResponse> {
    return cartResponse(await this.cart.remove(user.id, productId(id)));
  }

  @Post('merge')
  @Auth()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Merge the guest cart kept in the browser (unknown, withdrawn and owned products are skipped)',
  })
  @ApiOkResponse({ type: CartResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'VALIDATION_FAILED' })
  async mergeGuestCart(@CurrentUser() user: AuthenticatedUser, @Body() body: CartMergeBody): Promise<CartResponse> {
    return cartResponse(await this.cart.merge(user.id, body.productIds));
  }

  @Post('quote')
  @Public()
  @HttpCode(200)
  @Throttle({ default: { limit: 120, ttl: 60_000 } })
  @ApiOperation({ summary: "Price a guest's cart (ids kept in the browser) at today's prices; nothing is stored" })
  @ApiOkResponse({ type: CartResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'VALIDATION_FAILED' })
  async quoteGuestCart(@Body() body: CartMergeBody): Promise<CartResponse> {
    return cartResponse(await this.cart.quoteGuest(body.productIds));
  }

  @Post('checkout')
  @Auth()
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Check out: a pending order for the payable items and the payment page to go to',
    description: 'The cart stays until the payment succeeds. A new checkout replaces my earlier unpaid ones.',
  })
  @ApiOkResponse({ type: CartCheckoutResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'VALIDATION_FAILED | CART_EMPTY' })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'PRICE_CHANGED (details: the new total) | PRODUCT_OWNED | IDEMPOTENCY_KEY_REUSED',
  })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'PAYMENTS_UNAVAILABLE: nothing was charged' })
  async checkoutCart(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CartCheckoutBody,
  ): Promise<CartCheckoutResponse> {
    return checkoutResponse(await this.cart.startCheckout(user.id, body.expectedTotal, body.idempotencyKey));
  }
}
