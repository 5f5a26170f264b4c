import {
  allowedErrorCodes,
  isJsonResponse,
  type Contract,
  type ContractDataInput,
  type ContractInput,
} from '@bimbel/domain/contracts/contract';
import {
  API_ERROR_STATUS,
  ApiErrorBodySchema,
  type ApiErrorCode,
} from '@bimbel/domain/contracts/api-error-codes';
import { toRouterPath } from '@bimbel/domain/contracts/endpoint';
import type { Hono, MiddlewareHandler, Next } from 'hono';
import { z } from 'zod';
import { errorResponse } from './api-error.ts';
import type { BackendContext, BackendDeps, BackendEnv } from './backend-context.ts';
import { optionalAuth, requireAdminToken, requireAuth } from './guards.ts';
import { log } from './logger.ts';
import { API_MESSAGES } from './messages.ts';
import { readJson, validate } from './validate.ts';

export type { ContractInput } from '@bimbel/domain/contracts/contract';

/** A contract's handler: the request already validated by the contract's schemas. */
export type ContractHandler<C extends Contract> = (
  c: BackendContext,
  input: ContractInput<C>,
  /** Hands the request on (to the page router's 404), for a path the call does not know. */
  next: Next,
) => Response | void | Promise<Response | void>;

export type ServeOptions = {
  /** Run before the input is read (e.g. a rate limit that must count invalid bodies too). */
  before?: MiddlewareHandler<BackendEnv>[];
  /**
   * The handler reads the body itself with `readContractBody` — for calls whose checks must
   * come first (a register token before the body's fields) or that accept any body (logout).
   */
  bodyInHandler?: boolean;
};

function authGuard(contract: Contract, deps: BackendDeps): MiddlewareHandler<BackendEnv>[] {
  switch (contract.auth) {
    case 'bearer':
      return [requireAuth(deps)];
    case 'optional':
      return [optionalAuth(deps)];
    case 'admin':
      return [requireAdminToken(deps)];
    case 'none':
      return [];
  }
}

/** The contract's body schema applied to the request body (400/413/422 in the one error shape). */
export function readContractBody<C extends Contract>(
  c: BackendContext,
  contract: C,
): Promise<ContractInput<C>['body']> {
  if (!contract.body) throw new Error(`${contract.endpoint.path} declares no body`);
  return readJson(c, contract.body) as Promise<ContractInput<C>['body']>;
}

/** Answers `{ data }` with the contract's data type (checked at compile time). */
export function respond<C extends Contract>(
  c: BackendContext,
  _contract: C,
  data: ContractDataInput<C>,
  status: 200 | 201 = 200,
) {
  return c.json({ data }, status);
}

const envelopes = new WeakMap<Contract, z.ZodType>();

function successSchema(contract: Contract & { response: z.ZodType }): z.ZodType {
  if (contract.envelope === false) return contract.response;
  let schema = envelopes.get(contract);
  if (!schema) {
    schema = z.object({ data: contract.response });
    envelopes.set(contract, schema);
  }
  return schema;
}

/** What is wrong with an answer, measured against its contract; undefined when nothing is. */
export async function findContractViolation(
  contract: Contract,
  response: Response,
): Promise<string | undefined> {
  const contentType = response.headers.get('content-type') ?? '';
  const status = response.status;
  const isJson = contentType.startsWith('application/json');
  const ownShape =
    contract.envelope === false && isJson && isJsonResponse(contract.response)
      ? contract.response.safeParse(await response.clone().json()).success
      : false;
  if (status >= 400 && !ownShape) {
    if (!isJson) return status === 404 ? undefined : `status ${status} without a JSON error`;
    const parsed = ApiErrorBodySchema.safeParse(await response.clone().json());
    if (!parsed.success) return `error body: ${parsed.error.issues[0]?.message}`;
    const code = parsed.data.error.code as ApiErrorCode;
    if (!allowedErrorCodes(contract).has(code)) return `error code ${code} not in the contract`;
    if (API_ERROR_STATUS[code] !== status) return `error code ${code} with status ${status}`;
    return undefined;
  }
  if (status < 400 && !(contract.successStatus ?? [200]).includes(status as 200 | 201)) {
    if (status >= 300 && status < 400) return undefined;
    return `success status ${status} not in the contract`;
  }
  if (!isJsonResponse(contract.response)) {
    const types = [contract.response, ...(contract.alternatives ?? [])].map((text) => text.contentType);
    return types.some((type) => contentType.startsWith(type)) ? undefined : `content type ${contentType}`;
  }
  if (!isJson) {
    const alternatives = (contract.alternatives ?? []).map((text) => text.contentType);
    return alternatives.some((type) => contentType.startsWith(type))
      ? undefined
      : `content type ${contentType}`;
  }
  const parsed = successSchema(contract as Contract & { response: z.ZodType }).safeParse(
    await response.clone().json(),
  );
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  return `answer: ${issue?.path.join('.')}: ${issue?.message}`;
}

/** In development, tests and demo mode: an answer that breaks its contract becomes a 500. */
function checkAnswer(contract: Contract, deps: BackendDeps): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    await next();
    if (!deps.config().apiContractCheck) return;
    const violation = await findContractViolation(contract, c.res);
    if (!violation) return;
    const { method, path } = contract.endpoint;
    log('error', 'answer breaks its contract', {
      requestId: c.get('requestId'),
      call: `${method} ${path}`,
      violation,
    });
    c.res = undefined;
    c.res = errorResponse(c, 500, 'internal', API_MESSAGES.generic);
  };
}

/**
 * Mounts one contract's route (decision 064): its auth guard from `contract.auth`, path and
 * query validated with its schemas, the body too unless the handler reads it, and — where
 * configured — the answer checked against the contract.
 *
 * @example
 * serve(app, deps, userProfilesContract, async (c) => respond(c, userProfilesContract, data));
 */
export function serve<C extends Contract>(
  app: Hono<BackendEnv>,
  deps: BackendDeps,
  contract: C,
  handler: ContractHandler<C>,
  options: ServeOptions = {},
): void {
  const readInput: MiddlewareHandler<BackendEnv> = async (c, next) => {
    const input = {
      params: contract.params ? validate(contract.params, c.req.param()) : undefined,
      query: contract.query ? validate(contract.query, c.req.query()) : undefined,
      body: contract.body && !options.bodyInHandler ? await readJson(c, contract.body) : undefined,
    } as ContractInput<C>;
    return handler(c, input, next);
  };
  const { method, path } = contract.endpoint;
  app.on(
    method,
    toRouterPath(path),
    checkAnswer(contract, deps),
    ...authGuard(contract, deps),
    ...(options.before ?? []),
    readInput,
  );
}
