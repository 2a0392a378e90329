import { Module } from '@nestjs/common';
import { MarketplaceModule } from '../marketplace/index.js';
import { PaymentsModule } from '../payments/index.js';
import { CartEventsHandler } from './application/on-order-and-user-events.handler.js';
import { ShoppingCart } from './application/shopping-cart.js';
import { CartRepository } from './domain/cart.repository.js';
import { ProductPricing } from './domain/product-pricing.js';
import { CartController } from './infrastructure/http/cart.controller.js';
import { MarketplaceProductPricing } from './infrastructure/marketplace/marketplace-product-pricing.js';
import { SqlCartRepository } from './infrastructure/persistence/sql-cart.repository.js';

/** The server cart (issue 16): product ids per learner, priced by the marketplace, checked out through payments. */
@Module({
  imports: [MarketplaceModule, PaymentsModule],
  controllers: [CartController],
  providers: [
    ShoppingCart,
    CartEventsHandler,
    { provide: CartRepository, useClass: SqlCartRepository },
    { provide: ProductPricing, useClass: MarketplaceProductPricing },
  ],
})
export class CartModule {}
