// The activity module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { ActivityModule } from './activity.module.js';
import { LearnerProgressSchema, XpLedgerSchema } from './infrastructure/persistence/learner-progress.schema.js';
import { Migration20261124120000 } from './infrastructure/persistence/migrations/Migration20261124120000.js';
import { Migration20261124130000 } from './infrastructure/persistence/migrations/Migration20261124130000.js';
import { Migration20261124140000 } from './infrastructure/persistence/migrations/Migration20261124140000.js';
import { Migration20261124150000 } from './infrastructure/persistence/migrations/Migration20261124150000.js';
import { Migration20261125000100 } from './infrastructure/persistence/migrations/Migration20261125000100.js';
import { Migration20261125172000 } from './infrastructure/persistence/migrations/Migration20261125172000.js';
import { Migration20261126000000 } from './infrastructure/persistence/migrations/Migration20261126000000.js';
import { Migration20261126210000 } from './infrastructure/persistence/migrations/Migration20261126210000.js';

export { ActivityModule } from './activity.module.js';
// The facade: explicit commands and plain read views.
export { LearnerProgressFacade } from './application/learner-progress.facade.js';
export type { AchievementAwardView, AwardXpCommand } from './contracts/views.js';

export const activityModule: ModuleManifest = {
  name: 'activity',
  nestModule: ActivityModule,
  entities: [LearnerProgressSchema, XpLedgerSchema],
  migrations: [
    { name: 'Migration20261124120000', class: Migration20261124120000 },
    { name: 'Migration20261124130000', class: Migration20261124130000 },
    { name: 'Migration20261124140000', class: Migration20261124140000 },
    { name: 'Migration20261124150000', class: Migration20261124150000 },
    { name: 'Migration20261125000100', class: Migration20261125000100 },
    { name: 'Migration20261125172000', class: Migration20261125172000 },
    { name: 'Migration20261126000000', class: Migration20261126000000 },
    { name: 'Migration20261126210000', class: Migration20261126210000 },
  ],
};
