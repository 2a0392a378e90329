import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** Written by the backend build (scripts/write-build-info.mjs) next to dist/main.js. */
const BUILD_INFO = fileURLToPath(new URL('../../build-info.json', import.meta.url));

/**
 * DEPLOYMENT_ID when the platform sets one, else the id stamped by the build,
 * else (running from source) one per process start.
 */
export function resolveDeploymentId(fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  try {
    const info = JSON.parse(readFileSync(BUILD_INFO, 'utf8')) as { buildId?: unknown };
    if (typeof info.buildId === 'string' && info.buildId) return info.buildId;
  } catch {
    // no build info: running from source
  }
  return `dev-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}
