import { fromPromise } from 'xstate';

/**
 * The stand-in a chart declares for a call whose real actor is built from
 * the API client at the edge (`createXActors(api)`, given with `.provide`):
 * a chart started without it fails its call visibly instead of calling with
 * no client.
 */
export function unprovided<TOutput, TInput>(chart: string, name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${chart}.${name}: provide the chart's actors (built from the API client)`)));
}
