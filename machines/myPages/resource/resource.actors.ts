import { fromPromise, type CallbackActorLogic, type EventObject, type PromiseActorLogic } from 'xstate';
import { languageChangesOf, noLanguageChanges } from '../shared/languageChanges';
import type { ApiClient } from '../../../api/client/types';
import type { RouterAdapter } from '../../router/router.types';
import type { LoadInput, ResourceAnswer } from './resource.types';

/**
 * What one list or card of My pages reads: its calls for a request, made
 * with the client it is given, and what counts as nothing to show.
 * `TRequest` and `TData` type the edge (`useResource`) and the selectors;
 * the chart itself only forwards them.
 */
export interface ResourceLoader<TRequest, TData> {
  load(api: ApiClient, request: TRequest): Promise<TData>;
  isEmpty(data: TData): boolean;
}

/** A loader from its calls and its emptiness rule. */
export function resourceLoader<TRequest, TData>(
  load: (api: ApiClient, request: TRequest) => Promise<TData>,
  isEmpty: (data: TData) => boolean,
): ResourceLoader<TRequest, TData> {
  return { load, isEmpty };
}

/** The invoked actors of the resource chart, by the names it invokes. */
interface ResourceActors {
  load: PromiseActorLogic<ResourceAnswer, LoadInput>;
  languageChanges: CallbackActorLogic<EventObject>;
}

/**
 * The chart's `load` for `loader`, calling through `api`: the page's client,
 * which sends the tab's session with every customer call, so the chart
 * never holds one; and, given the page's router, its language switches as
 * `language.changed` (the client sends the page's language with each call).
 */
export function createResourceActors<TRequest, TData>(api: ApiClient, loader: ResourceLoader<TRequest, TData>, router?: RouterAdapter): ResourceActors {
  return {
    load: fromPromise<ResourceAnswer, LoadInput>(async ({ input }) => {
      const data = await loader.load(api, input.request as TRequest);
      return { data, empty: loader.isEmpty(data) };
    }),
    languageChanges: router ? languageChangesOf(router) : noLanguageChanges,
  };
}

/** The chart's own `load` until the edge provides one: a chart started without its calls fails visibly. */
export const missingLoader = fromPromise<ResourceAnswer, LoadInput>(() => Promise.reject(new Error('resource: no loader provided')));
