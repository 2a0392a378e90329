import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { MarketplaceCatalog, MarketplaceCatalogFacade } from './application/marketplace-catalog.facade.js';
import { OnOrderEvents } from './application/on-order-events.handler.js';
import { ProductAdmin } from './application/product-admin.js';
import { ProductCatalog } from './application/product-catalog.js';
import { Purchases } from './application/purchases.js';
import { Reviews } from './application/reviews.js';
import { OwnershipRepository, ProductRepository, ReviewRepository } from './domain/marketplace.repository.js';
import { ProductFiles } from './domain/product-files.js';
import { ShippedArchiveStore } from './infrastructure/content/shipped-archive-store.js';
import { MarketplaceAdminController, MarketplaceController } from './infrastructure/http/marketplace.controller.js';
import {
  SqlOwnershipRepository,
  SqlProductRepository,
  SqlReviewRepository,
} from './infrastructure/persistence/sql-marketplace.repository.js';
import { LocalDiskProductFiles } from './infrastructure/storage/local-disk-product-files.js';

/** The marketplace: code products, who owns them (from paid orders), downloads and buyers' reviews. */
@Module({
  imports: [UsersModule],
  controllers: [MarketplaceController, MarketplaceAdminController],
  providers: [
    ProductCatalog,
    Purchases,
    Reviews,
    ProductAdmin,
    OnOrderEvents,
    ShippedArchiveStore,
    { provide: MarketplaceCatalog, useClass: MarketplaceCatalogFacade },
    { provide: ProductRepository, useClass: SqlProductRepository },
    { provide: OwnershipRepository, useClass: SqlOwnershipRepository },
    { provide: ReviewRepository, useClass: SqlReviewRepository },
    { provide: ProductFiles, useClass: LocalDiskProductFiles },
  ],
  exports: [MarketplaceCatalog],
})
export class MarketplaceModule {}
