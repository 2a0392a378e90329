import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorBody } from '../http/error-body.js';

export const API_TITLE = 'DevPath API';

/** Builds the OpenAPI document from the controllers; operationId = method name, tags = module. */
export function createOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(API_TITLE)
    .setDescription(
      [
        'The API behind DevPath, a free tech learning platform.',
        '',
        '- **Errors**: every error answers `{ statusCode, code, message, details?, requestId }` (schema `ErrorBody`); switch on `code`.',
        '- **CSRF**: every request other than GET/HEAD must carry `X-CSRF-Token` from `GET /api/csrf-token`, with cookies included; otherwise 403 `CSRF_INVALID`.',
        '- **Auth**: `Authorization: Bearer <token>` where an operation lists the `bearer` security scheme.',
        '- **Rate limits**: 429 `RATE_LIMITED` past the limit.',
      ].join('\n'),
    )
    .setVersion(version)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token', description: 'From GET /api/csrf-token' }, 'csrf')
    .addGlobalResponse(
      { status: 429, description: 'Rate limited', type: ErrorBody },
      { status: 500, description: 'Unexpected failure (no details leaked)', type: ErrorBody },
    )
    .build();

  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
    extraModels: [ErrorBody],
  });
}

/** Serves the document (or builds it with `document()` at its first request) and the Swagger UI. */
export function mountSwaggerUi(app: INestApplication, document: OpenAPIObject | (() => OpenAPIObject)): void {
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: `${API_TITLE} docs`,
    swaggerOptions: { persistAuthorization: true, displayOperationId: true },
  });
}
