// Stamps dist/build-info.json with a fresh build id: GET /api/deployment-info changes with each build.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';

const builtAt = new Date().toISOString();
const buildId = `${builtAt.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
writeFileSync(new URL('../dist/build-info.json', import.meta.url), `${JSON.stringify({ buildId, builtAt }, null, 2)}\n`);
