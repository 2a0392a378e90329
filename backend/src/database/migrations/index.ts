import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121201820 } from './Migration20261121201820.js';
import { Migration20261121204429 } from './Migration20261121204429.js';
import { Migration20261122000000 } from './Migration20261122000000.js';
import { Migration20261123120000 } from './Migration20261123120000.js';
import { Migration20261124000000 } from './Migration20261124000000.js';
import { Migration20261124010000 } from './Migration20261124010000.js';
import { Migration20261124020000 } from './Migration20261124020000.js';
import { Migration20261124100000 } from './Migration20261124100000.js';
import { Migration20261124160000 } from './Migration20261124160000.js';

/**
 * The migrations written before modules owned theirs (each creates tables of several modules,
 * so they stay whole: renaming or splitting an applied migration would run it again). New
 * migrations belong to the module whose tables they change (its manifest lists them); the
 * composition sorts everything by name.
 */
export const historyMigrations: MigrationObject[] = [
  { name: 'Migration20261121201820', class: Migration20261121201820 },
  { name: 'Migration20261121204429', class: Migration20261121204429 },
  { name: 'Migration20261122000000', class: Migration20261122000000 },
  { name: 'Migration20261123120000', class: Migration20261123120000 },
  { name: 'Migration20261124000000', class: Migration20261124000000 },
  { name: 'Migration20261124010000', class: Migration20261124010000 },
  { name: 'Migration20261124020000', class: Migration20261124020000 },
  { name: 'Migration20261124100000', class: Migration20261124100000 },
  { name: 'Migration20261124160000', class: Migration20261124160000 },
];
