import type { AnyStateMachine } from 'xstate';
import { MACHINE_CATALOG } from '../machines/catalog';

export { STAFF_WIZARD_PRODUCT } from '../machines/catalog';

/**
 * Every machine the coverage gate checks: the site's catalogue
 * (`machines/catalog.ts`). Add a new machine there (and give it a model test
 * that records with `useModelCoverage`); the gate then fails until each of
 * its transitions is taken.
 */
export const gatedMachines: readonly AnyStateMachine[] = MACHINE_CATALOG.map((entry) => entry.machine);
