import type { Contract, ContractData, ContractRequest } from '@bimbel/domain/contracts/contract';
import { buildEndpointPath, type Endpoint } from '@bimbel/domain/contracts/endpoint';
import type { QueryParams } from '@bimbel/domain/http/build-query-string';
import { apiCall } from '#site/lib/api-client.ts';

/**
 * The browser's named call functions are made here from the contracts (decision 064): the
 * address is the contract's own endpoint object, the request and answer types come from the
 * contract's schemas by a type-only import — so no zod reaches the pages' JavaScript.
 */

type Send = (request: ContractRequest<Contract>) => Promise<unknown>;

/** Extra request headers of a call, e.g. docs/product §7's `locale: id` of the paused-subscription popup. */
export type CallOptions = { headers?: Record<string, string> };

function sender(target: Endpoint, options: CallOptions = {}): Send {
  return async ({ params, query, body } = {} as ContractRequest<Contract>) => {
    const path = buildEndpointPath(
      target,
      params as Record<string, string | number> | undefined,
      query as QueryParams | undefined,
    );
    const call = apiCall(target.host === 'site' ? 'api' : target.host, path, options.headers);
    if (target.method === 'GET') return call.get();
    if (target.method === 'PUT') return call.put(body ?? {});
    if (target.method === 'DELETE') return call.delete();
    return call.post(body ?? {});
  };
}

/** Arguments of a call function: none when the contract declares no params, query or body. */
type CallArgs<C extends Contract> = C['params'] extends object
  ? [request: ContractRequest<C>]
  : C['query'] extends object
    ? [request: ContractRequest<C>]
    : C['body'] extends object
      ? [request: ContractRequest<C>]
      : [request?: ContractRequest<C>];

/**
 * A call answered `{ data }`: resolves to the data, rejects with an `ApiCallError`.
 *
 * @example
 * export const getUserProfiles = defineCall<typeof userProfilesContract>(USER_PROFILES);
 * const profile = await getUserProfiles();
 */
export function defineCall<C extends Contract>(target: C['endpoint'], options?: CallOptions) {
  const send = sender(target, options);
  return async (...[request]: CallArgs<C>): Promise<ContractData<C>> => {
    const answer = (await send((request ?? {}) as ContractRequest<Contract>)) as { data: ContractData<C> };
    return answer.data;
  };
}

/** A call whose answer has no `{ data }` envelope (a shape a third party fixed). */
export function defineRawCall<C extends Contract>(target: C['endpoint']) {
  const send = sender(target);
  return (...[request]: CallArgs<C>) =>
    send((request ?? {}) as ContractRequest<Contract>) as Promise<ContractData<C>>;
}
