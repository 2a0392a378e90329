import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import { configureHttp } from './platform/http/configure-http.js';
import { createOpenApiDocument, mountSwaggerUi } from './platform/openapi/openapi.js';

export const API_VERSION = '0.1.0';

/** Builds the fully configured application (not yet listening). Used by main, tests and scripts. */
export async function createApp(config: AppConfig, extraModules: Type[] = []): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, extraModules), {
    bodyParser: false,
    bufferLogs: true,
    abortOnError: false,
  });
  configureHttp(app, config);
  // Built at the first request for it (Swagger UI, /api/docs-json), not at every start: most apps
  // (each test's, each scaled-out instance's) are never asked. `npm run openapi` builds it itself.
  mountSwaggerUi(app, () => createOpenApiDocument(app, API_VERSION));
  return app;
}
