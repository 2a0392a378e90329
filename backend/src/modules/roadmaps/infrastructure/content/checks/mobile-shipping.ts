import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/mobile-shipping.ts. */
export const MOBILE_SHIPPING_CHECKS: ModuleChecks[] = [];
