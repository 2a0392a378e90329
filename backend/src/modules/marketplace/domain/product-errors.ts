import { DomainError } from '../../../platform/errors/domain-error.js';

export const productNotFound = () =>
  new DomainError('not_found', 'PRODUCT_NOT_FOUND', 'There is no product with this address.');
export const productNotOwned = () =>
  new DomainError('forbidden', 'PRODUCT_NOT_OWNED', 'Buy this product to download or review it.');
