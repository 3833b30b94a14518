/**
 * The REST API's OpenAPI document at /rest/docs/json, built by @fastify/swagger
 * from the routes' TypeBox schemas, and Swagger UI at /rest/docs. Register it
 * before the routes: the document collects routes as they are added.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const REST_DOCS_PREFIX = '/rest/docs';

/** The paths the document covers: the REST API and its images (GraphQL endpoints and pages are not REST operations). */
export function isDocumentedPath(url: string): boolean {
  return url.startsWith('/rest/v1/') || url.startsWith('/img/');
}

type Json = Record<string, unknown>;

/**
 * Every route repeats the ErrorBody schema for each error status; the document names it once
 * (components.schemas.ErrorBody) and refers to it, which keeps it a fraction of the size.
 */
export function shareErrorBody<T extends Json>(document: T): T {
  let errorBody: unknown;
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(operations)) {
      for (const answer of Object.values((operation.responses ?? {}) as Record<string, { content?: Record<string, { schema?: Json }> }>)) {
        const json = answer.content?.['application/json'];
        if (json?.schema?.title !== 'ErrorBody') continue;
        errorBody ??= json.schema;
        json.schema = { $ref: '#/components/schemas/ErrorBody' };
      }
    }
  }
  if (errorBody === undefined) return document;
  const components = (document.components ?? {}) as Json;
  return { ...document, components: { ...components, schemas: { ...(components.schemas as Json | undefined), ErrorBody: errorBody } } };
}

/** Registers the OpenAPI document and Swagger UI on `app` (the API scope of a brand site). */
export async function registerRestDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Velvet REST API',
        version: '1',
        description: 'Every error answer is an ErrorBody: a machine-readable `code` (clients choose their words by it) and the `field` at fault, or null.',
      },
      // issue 16 §2: the partner routes take the API key a partner got at sign-up.
      components: { securitySchemes: { partnerKey: { type: 'http', scheme: 'bearer', description: 'the API key of POST partner/signup (vpk_…)' } } },
    },
    transform: ({ schema, url }) => ({ schema: isDocumentedPath(url) ? schema : { ...schema, hide: true }, url }),
    transformObject: (documents) => shareErrorBody('openapiObject' in documents ? documents.openapiObject : {}),
  });
  await app.register(swaggerUi, {
    routePrefix: REST_DOCS_PREFIX,
    // No badge from validator.swagger.io: the page loads nothing from other origins (the site's CSP holds).
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
