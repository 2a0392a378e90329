// The practice module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { PracticeModule } from './practice.module.js';
import { Migration20261125001000 } from './infrastructure/persistence/migrations/Migration20261125001000.js';
import { Migration20261127070000 } from './infrastructure/persistence/migrations/Migration20261127070000.js';
import { Migration20261127210000 } from './infrastructure/persistence/migrations/Migration20261127210000.js';
import { practiceContentPack } from './infrastructure/content/practice-content.pack.js';

export { PracticeModule } from './practice.module.js';
export { PracticeFacade } from './application/practice.facade.js';
export type { ProblemSolved } from './contracts/events.js';

export const practiceModule: ModuleManifest = {
  name: 'practice',
  nestModule: PracticeModule,
  migrations: [
    { name: 'Migration20261125001000', class: Migration20261125001000 },
    { name: 'Migration20261127070000', class: Migration20261127070000 },
    { name: 'Migration20261127210000', class: Migration20261127210000 },
  ],
  content: [practiceContentPack],
};
