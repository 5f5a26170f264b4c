import { z } from 'zod';
import { AUTH_COOKIE_NAME } from '../constants/storage-keys.ts';
import { API_ERROR_STATUS, ApiErrorBodySchema, type ApiErrorCode } from './api-error-codes.ts';
import { allowedErrorCodes, isJsonResponse, type Contract } from './contract.ts';
import { pathParamNames } from './endpoint.ts';

type JsonSchema = { [key: string]: unknown };

/**
 * A zod schema as OpenAPI 3.1's JSON Schema (2020-12), the request side or the answer side.
 * Definitions zod emits for recursive types (`$defs`, e.g. any JSON value) move to
 * `components.schemas` under names of their own, with their references rewritten, since the
 * schema is embedded deep in the document where `#/$defs/…` would not resolve.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', shared: Map<string, JsonSchema>): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const definitions = Object.entries(($defs ?? {}) as Record<string, JsonSchema>);
  const renamed = new Map<string, string>();
  for (const [name, definition] of definitions) {
    const body = JSON.stringify(definition);
    const existing = [...shared].find(([, value]) => JSON.stringify(value) === body)?.[0];
    renamed.set(name, existing ?? `Json${shared.size + renamed.size + 1}`);
  }
  const rewrite = (value: JsonSchema): JsonSchema => {
    let text = JSON.stringify(value);
    for (const [name, sharedName] of renamed) {
      text = text.replaceAll(`"#/$defs/${name}"`, `"#/components/schemas/${sharedName}"`);
    }
    return JSON.parse(text) as JsonSchema;
  };
  for (const [name, definition] of definitions) {
    const sharedName = renamed.get(name) as string;
    if (!shared.has(sharedName)) shared.set(sharedName, rewrite(definition));
  }
  const text = JSON.stringify(rewrite(rest));
  return JSON.parse(text) as JsonSchema;
}

const SECURITY: Record<Contract['auth'], Array<Record<string, string[]>>> = {
  none: [],
  optional: [{}, { bearerAuth: [] }, { cookieAuth: [] }],
  bearer: [{ bearerAuth: [] }, { cookieAuth: [] }],
  admin: [{ adminToken: [] }],
};

/** `POST /api/v1/callmeback` → `post_api_v1_callmeback` (unique: a path has one operation a method). */
function operationId(contract: Contract): string {
  const { method, path } = contract.endpoint;
  return `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '')}`;
}

function parameters(contract: Contract, shared: Map<string, JsonSchema>): JsonSchema[] {
  const result: JsonSchema[] = [];
  const paramSchema = contract.params ? toSchema(contract.params, 'input', shared) : undefined;
  const paramProperties = (paramSchema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of pathParamNames(contract.endpoint.path)) {
    result.push({ name, in: 'path', required: true, schema: paramProperties[name] ?? { type: 'string' } });
  }
  if (contract.query) {
    const querySchema = toSchema(contract.query, 'input', shared);
    const required = new Set((querySchema.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(
      (querySchema.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      result.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return result;
}

function successContent(contract: Contract, shared: Map<string, JsonSchema>): JsonSchema {
  const content: JsonSchema = {};
  if (isJsonResponse(contract.response)) {
    const data = toSchema(contract.response, 'output', shared);
    content['application/json'] = {
      schema:
        contract.envelope === false
          ? data
          : { type: 'object', properties: { data }, required: ['data'], additionalProperties: false },
    };
  } else {
    content[contract.response.contentType] = { schema: { type: 'string' } };
  }
  for (const alternative of contract.alternatives ?? []) {
    content[alternative.contentType] = { schema: { type: 'string', description: alternative.description } };
  }
  return content;
}

function responses(contract: Contract, shared: Map<string, JsonSchema>): JsonSchema {
  const result: JsonSchema = {};
  for (const status of contract.successStatus ?? [200]) {
    result[String(status)] = { description: 'Success', content: successContent(contract, shared) };
  }
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of allowedErrorCodes(contract)) {
    const status = API_ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    result[String(status)] = {
      description: `error.code: ${codes.sort().join(', ')}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return result;
}

function operation(contract: Contract, shared: Map<string, JsonSchema>): JsonSchema {
  const op: JsonSchema = {
    operationId: operationId(contract),
    summary: contract.summary,
    tags: [contract.service],
    'x-api-host': contract.endpoint.host,
    security: SECURITY[contract.auth],
    parameters: parameters(contract, shared),
    responses: responses(contract, shared),
  };
  if (contract.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: toSchema(contract.body, 'input', shared) } },
    };
  }
  return op;
}

/**
 * The OpenAPI 3.1 document of every call, generated from the contracts (decision 064): what the
 * mobile app team generates a client from. Schemas are zod's JSON Schema (draft 2020-12, which
 * OpenAPI 3.1 uses as is); errors are grouped by status with their codes.
 *
 * @example
 * buildOpenApiDocument(ALL_CONTRACTS, { version: '1' }).paths['/api/v1/callmeback'].post
 */
export function buildOpenApiDocument(
  contracts: readonly Contract[],
  { version, serverUrl }: { version: string; serverUrl?: string },
) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const shared = new Map<string, JsonSchema>();
  for (const contract of contracts) {
    const { method, path } = contract.endpoint;
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(contract, shared) };
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'CoBelajar API',
      version,
      description:
        'Every call of the website and the apps. Success is `{ "data": … }`; every error is `{ "error": { "code", "message" (Indonesian), "field"? } }`. Each call may go to one of four configured hosts (`x-api-host`); unset, all are this server.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags: [...new Set(contracts.map((contract) => contract.service))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: toSchema(ApiErrorBodySchema, 'output', shared), ...Object.fromEntries(shared) },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: AUTH_COOKIE_NAME },
        adminToken: { type: 'http', scheme: 'bearer', description: 'The operator’s ADMIN_TOKEN' },
      },
    },
  };
}
