import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { ApiClient } from '../../../api/client/types';
import type { SaveFieldInput } from './editField.types';

/** A field's call: stores `value` (of `targetId`) with the client given; answers the value as stored. */
export type FieldCall = (api: ApiClient, value: string, targetId: string | null) => Promise<string | null>;

/** The chart's `save` actor: the call that stores the value; it answers the value as stored. */
type FieldSaver = PromiseActorLogic<string | null, SaveFieldInput>;

/**
 * The edit-field chart's actors for one kind of value: its call, made with
 * `api` (the page's client, which sends the customer's session).
 */
export function createEditFieldActors(api: ApiClient, call: FieldCall): { save: FieldSaver } {
  return { save: fromPromise<string | null, SaveFieldInput>(({ input }) => call(api, input.value, input.targetId)) };
}

/** The chart's own `save` until the edge provides one: a chart started without its call fails visibly. */
export const missingSaver: FieldSaver = fromPromise<string | null, SaveFieldInput>(() => Promise.reject(new Error('editField: no saver provided')));
