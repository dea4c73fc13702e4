import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { ApiClient } from '../../../api/client/types';
import type { SaveFieldInput } from './editField.types';

/** A saver the chart runs as its `save` actor: the call that stores the value; it answers the value as stored. */
export type FieldSaver = PromiseActorLogic<string | null, SaveFieldInput>;

/** Builds a saver from its call. */
export function fieldSaver(save: (api: ApiClient, sessionId: string, value: string, targetId: string | null) => Promise<string | null>): FieldSaver {
  return fromPromise<string | null, SaveFieldInput>(({ input }) => save(input.api, input.sessionId, input.value, input.targetId));
}

/** The chart's own `save` until the edge provides one: a chart started without its call fails visibly. */
export const missingSaver: FieldSaver = fromPromise<string | null, SaveFieldInput>(() => Promise.reject(new Error('editField: no saver provided')));
