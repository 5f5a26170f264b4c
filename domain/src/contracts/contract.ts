import type { z } from 'zod';
import {
  ALWAYS_POSSIBLE_ERRORS,
  BEARER_ERRORS,
  BODY_ERRORS,
  UNSAFE_METHOD_ERRORS,
  type ApiErrorCode,
} from './api-error-codes.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Who may call: anyone; anyone, recorded when a valid token comes anyway; a valid access token
 * (bearer header or the HttpOnly cookie); the operator's `ADMIN_TOKEN`.
 */
export type ContractAuth = 'none' | 'optional' | 'bearer' | 'admin';

/** A response that is not JSON (captions, sitemaps, CSV): its media type. */
export type TextResponse = { readonly contentType: string; readonly description: string };

/**
 * One call, declared once (decision 064): where it goes, who may call, what it takes and what
 * it answers. The server mounts and validates with it, the browser's named call functions take
 * their types from it, and `GET /api/openapi.json` is generated from it.
 */
export type Contract = {
  readonly endpoint: Endpoint;
  /** One line for the OpenAPI document and the reader. */
  readonly summary: string;
  /** The service it belongs to (OpenAPI tag). */
  readonly service: string;
  readonly auth: ContractAuth;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** JSON data (answered as `{ data }` unless `envelope` is false), or a text media type. */
  readonly response: z.ZodType | TextResponse;
  /** Other media types the call may answer instead (e.g. CSV for format=csv). */
  readonly alternatives?: readonly TextResponse[];
  /** False for the few answers whose shape a third party fixed (feature flags, health). */
  readonly envelope?: boolean;
  /** Success statuses; default 200. */
  readonly successStatus?: readonly (200 | 201)[];
  /** Error codes this call answers beyond the ones implied by its body, auth and method. */
  readonly errors: readonly ApiErrorCode[];
};

/** Declares a contract (identity, keeping the literal types the client derives from). */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

/** Whether a contract's response is JSON (a zod schema) rather than a text media type. */
export function isJsonResponse(response: Contract['response']): response is z.ZodType {
  return !('contentType' in response && typeof response.contentType === 'string');
}

/** Every error code a call may answer: its own, plus those its body, method and auth imply. */
export function allowedErrorCodes(contract: Contract): Set<ApiErrorCode> {
  const codes = new Set<ApiErrorCode>([...contract.errors, ...ALWAYS_POSSIBLE_ERRORS]);
  if (contract.endpoint.method !== 'GET') for (const code of UNSAFE_METHOD_ERRORS) codes.add(code);
  if (contract.body) for (const code of BODY_ERRORS) codes.add(code);
  if (contract.query || contract.params) codes.add('validation_failed');
  if (contract.auth === 'bearer') for (const code of BEARER_ERRORS) codes.add(code);
  if (contract.auth === 'admin') {
    codes.add('unauthorized');
    codes.add('not_found');
  }
  return codes;
}

type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;

/** What a caller sends: the path parameters, the query and the body a contract declares. */
export type ContractRequest<C extends Contract> = (C['params'] extends z.ZodType
  ? { params: Input<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query: Input<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: Input<C['body']> } : { body?: undefined });

/** What the server reads after validation (the schemas' outputs). */
export type ContractInput<C extends Contract> = {
  params: Output<C['params']>;
  query: Output<C['query']>;
  body: Output<C['body']>;
};

/** The JSON data a call answers (inside `{ data }`, or the whole body without the envelope). */
export type ContractData<C extends Contract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : string;

/** The data as a handler may write it (before defaults and transforms). */
export type ContractDataInput<C extends Contract> = C['response'] extends z.ZodType
  ? z.input<C['response']>
  : string;
