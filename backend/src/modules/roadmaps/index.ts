// The roadmaps module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { RoadmapsModule } from './roadmaps.module.js';
import { Migration20261124170000 } from './infrastructure/persistence/migrations/Migration20261124170000.js';
import { Migration20261127040000 } from './infrastructure/persistence/migrations/Migration20261127040000.js';
import { Migration20261127080000 } from './infrastructure/persistence/migrations/Migration20261127080000.js';
import { Migration20261127090000 } from './infrastructure/persistence/migrations/Migration20261127090000.js';
import { roadmapsContentPack } from './infrastructure/content/roadmaps-content.pack.js';

export { RoadmapsModule } from './roadmaps.module.js';
export { RoadmapsFacade } from './application/roadmaps.facade.js';
export type { RoadmapModuleChecksAnswered, RoadmapModuleCompleted } from './contracts/events.js';
export type { CheckAnswer, QuestionResult, ReviewQuestion } from './contracts/views.js';

export const roadmapsModule: ModuleManifest = {
  name: 'roadmaps',
  nestModule: RoadmapsModule,
  migrations: [
    { name: 'Migration20261124170000', class: Migration20261124170000 },
    { name: 'Migration20261127040000', class: Migration20261127040000 },
    { name: 'Migration20261127080000', class: Migration20261127080000 },
    { name: 'Migration20261127090000', class: Migration20261127090000 },
  ],
  content: [roadmapsContentPack],
};
