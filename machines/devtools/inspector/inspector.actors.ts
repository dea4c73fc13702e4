import { fromPromise } from 'xstate';

/**
 * Loads the panel's code (the layout engine and the views), which no
 * visitor's page carries: the edge provides the import.
 */
export const loadPanel = fromPromise<void, { load: () => Promise<unknown> }>(async ({ input }) => {
  await input.load();
});
