// The feedback module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { FeedbackModule } from './feedback.module.js';
import { Migration20261125174000 } from './infrastructure/persistence/migrations/Migration20261125174000.js';

export { FeedbackModule } from './feedback.module.js';
export type { FeedbackGiven } from './contracts/events.js';

export const feedbackModule: ModuleManifest = {
  name: 'feedback',
  nestModule: FeedbackModule,
  migrations: [{ name: 'Migration20261125174000', class: Migration20261125174000 }],
};
