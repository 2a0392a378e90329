// The payments module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { PaymentsModule } from './payments.module.js';
import { Migration20261125220000 } from './infrastructure/persistence/migrations/Migration20261125220000.js';

export { PaymentsModule } from './payments.module.js';
export { PaymentsFacade } from './application/payments.facade.js';
export type { CheckoutView } from './contracts/views.js';
export type { MembershipChanged, OrderLineKind, OrderLineView, OrderPaid, OrderRefunded } from './contracts/events.js';

export const paymentsModule: ModuleManifest = {
  name: 'payments',
  nestModule: PaymentsModule,
  migrations: [{ name: 'Migration20261125220000', class: Migration20261125220000 }],
};
