import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { ApiClient } from '../../../api/client/types';
import type { LoadInput, ResourceAnswer } from './resource.types';

/**
 * A loader the chart runs as its `load` actor: one or more calls of the
 * client for a request, and what counts as nothing to show. `TRequest` and
 * `TData` type the edge (`useResource`) and the selectors; the chart itself
 * only forwards them.
 */
export interface ResourceLoader<TRequest, TData> {
  logic: PromiseActorLogic<ResourceAnswer, LoadInput>;
  /** Never set: carries the types of the request and the answer to the edge. */
  readonly types?: { request: TRequest; data: TData };
}

/** Builds a loader from its calls and its emptiness rule. */
export function resourceLoader<TRequest, TData>(
  load: (api: ApiClient, sessionId: string | undefined, request: TRequest) => Promise<TData>,
  isEmpty: (data: TData) => boolean,
): ResourceLoader<TRequest, TData> {
  return {
    logic: fromPromise<ResourceAnswer, LoadInput>(async ({ input }) => {
      const data = await load(input.api, input.sessionId ?? undefined, input.request as TRequest);
      return { data, empty: isEmpty(data) };
    }),
  };
}

/** The chart's own `load` until the edge provides one: a chart started without its calls fails visibly. */
export const missingLoader = fromPromise<ResourceAnswer, LoadInput>(() => Promise.reject(new Error('resource: no loader provided')));
