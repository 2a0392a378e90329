import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/bootstrap.js';
import { AppConfig } from '../../src/platform/config/app-config.js';
import { loadEnvironment } from '../../src/platform/config/environment.js';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global setup provisions it).');
  return url;
}

export function testConfig(env: Record<string, string> = {}, runtime: Partial<{ databaseUrl: string; deploymentId: string }> = {}): AppConfig {
  const environment = loadEnvironment({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_SPA: 'false',
    SCHEDULER_ENABLED: 'false',
    MIGRATE_ON_START: 'false',
    ...env,
  });
  return new AppConfig(environment, {
    databaseUrl: runtime.databaseUrl ?? testDatabaseUrl(),
    deploymentId: runtime.deploymentId ?? 'test-deployment',
  });
}

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  close(): Promise<void>;
}

/** The real application (real PostgreSQL, every global pipe, filter, guard and middleware). */
export async function startTestApp(
  options: { env?: Record<string, string>; databaseUrl?: string; deploymentId?: string; modules?: Type[] } = {},
): Promise<TestApp> {
  const config = testConfig(options.env, { databaseUrl: options.databaseUrl, deploymentId: options.deploymentId });
  const app = await createApp(config, options.modules ?? []);
  await app.init();
  return { app, config, http: app.getHttpServer(), close: () => app.close() };
}

/** A cookie-keeping client that has fetched a CSRF token, for unsafe requests. */
export async function csrfAgent(http: TestApp['http']) {
  const agent = request.agent(http);
  const res = await agent.get('/api/csrf-token').expect(200);
  return { agent, token: res.body.csrfToken as string };
}
