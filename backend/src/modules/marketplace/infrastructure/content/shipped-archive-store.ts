import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ProductFiles } from '../../domain/product-files.js';
import { PRODUCTS } from './products.js';
import { shippedArchive } from './shipped-archives.js';

/**
 * Puts the shipped products' archives into the file storage at start when they are missing
 * (a fresh disk, a new instance, a new content version). The keys are content-addressed, so
 * this writes each archive once and never replaces a file another instance is serving.
 */
@Injectable()
export class ShippedArchiveStore implements OnApplicationBootstrap {
  private readonly log = new Logger('Marketplace');

  constructor(private readonly files: ProductFiles) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      for (const product of PRODUCTS) {
        const archive = shippedArchive(product.slug);
        if (!(await this.files.exists(archive.key))) await this.files.put(archive.key, archive.bytes);
      }
    } catch (error) {
      this.log.error(`the shipped product files could not be stored: ${(error as Error).message}`);
    }
  }
}
