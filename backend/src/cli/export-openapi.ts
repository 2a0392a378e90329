// Writes docs/openapi.json from the controllers (no database connection is made).
import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { API_VERSION, createApp } from '../bootstrap.js';
import { AppConfig } from '../platform/config/app-config.js';
import { loadEnvironment } from '../platform/config/environment.js';
import { fromRepoRoot } from '../platform/config/paths.js';
import { createOpenApiDocument } from '../platform/openapi/openapi.js';

export async function buildOpenApiJson(): Promise<string> {
  const env = loadEnvironment({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    SERVE_SPA: 'false',
    SCHEDULER_ENABLED: 'false',
    JUDGE_CONCURRENCY: '0',
  });
  const config = new AppConfig(env, { databaseUrl: 'postgresql://openapi@127.0.0.1:1/none', deploymentId: 'openapi' });
  const app = await createApp(config);
  try {
    return `${JSON.stringify(createOpenApiDocument(app, API_VERSION), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = fromRepoRoot(process.argv[2] ?? 'docs/openapi.json');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, await buildOpenApiJson());
  console.log(`OpenAPI document written to ${target}`);
}
