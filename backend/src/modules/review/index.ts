// The review module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { ReviewModule } from './review.module.js';
import { Migration20261127083117 } from './infrastructure/persistence/migrations/Migration20261127083117.js';

export { ReviewModule } from './review.module.js';
export { ReviewFacade } from './application/review.facade.js';
export type { ReviewDayCompleted } from './contracts/events.js';
export type { ReviewSummaryView } from './contracts/views.js';

export const reviewModule: ModuleManifest = {
  name: 'review',
  nestModule: ReviewModule,
  migrations: [{ name: 'Migration20261127083117', class: Migration20261127083117 }],
};
