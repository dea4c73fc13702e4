import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { TransitionRecorder } from './coverage';
import { describePath, describeStep, eventsKey, leafStates } from './paths';
import type { MachinePath } from './paths';

/**
 * One registration for every generated path test (machine level, view level,
 * the booking wizards), so `npm run test:paths` can list, pick and explain
 * them: each test carries its path in the task's `meta` (read by
 * `model-tests/paths/reporter.ts`), and the filters below come from the
 * environment the tool sets.
 */

/** One step of a path as a tester reads it: the event, and the leaf states reached. */
export interface PathStepMeta {
  event: string;
  states: string[];
}

/** Where and how a walk failed. */
export interface PathFailure {
  /** Index of the failing step in `steps`; the steps up to it reproduce the failure. */
  step: number;
  expected: string[];
  /** The states the real actor (or the view's actor) was in, when it was read. */
  actual: string[] | null;
  message: string;
}

export interface PathMeta {
  machine: string;
  /** Walked through the rendered view (view-level model test). */
  view: boolean;
  scenario: string;
  /** Stable id of the path (its machine, scenario and events): `npm run test:paths -- <machine> --path <id>`. */
  id: string;
  steps: PathStepMeta[];
  /** Per step, the transition keys it took (`TransitionInfo.key`), recorded as the path is walked. */
  transitions?: string[][];
  failure?: PathFailure;
}

declare module 'vitest' {
  interface TaskMeta {
    path?: PathMeta;
  }
}

/** What a walk tells the registration as it goes, so a failure can say where it was. */
export interface PathTrace {
  /** Step `index` has been taken; the actor is in `value` (before the step's checks). */
  reached(index: number, value: unknown): void;
  /** The checks of step `index` passed. */
  passed(index: number): void;
}

/** The test file being collected or run (its plans are noted as walked there). */
export const currentTestFile = (): string | null => expect.getState().testPath ?? null;

/** A marker every path test's name ends with: the tool selects path tests by it (`-t`). */
export const PATH_TEST_MARK = '·path';

/** From the events in full: the test name cuts long payloads, and two paths may differ past the cut. */
function pathId(machineId: string, view: boolean, scenario: string, path: MachinePath<AnyStateMachine>): string {
  const events = eventsKey(path.steps).join('\n');
  return createHash('sha256').update(`${machineId}\n${view ? 'view' : 'machine'}\n${scenario}\n${events}`).digest('hex').slice(0, 8);
}

/** The filters `npm run test:paths` sets; unset, every path is registered. */
function selected(meta: PathMeta): boolean {
  const machine = process.env.PATHS_MACHINE;
  if (machine && meta.machine !== machine) return false;
  const only = process.env.PATHS_ONLY;
  if (only && meta.id !== only) return false;
  const grep = process.env.PATHS_GREP?.toLowerCase();
  if (grep) {
    const words = meta.steps.flatMap((step) => [step.event, ...step.states]).map((word) => word.toLowerCase());
    if (!words.some((word) => word.includes(grep))) return false;
  }
  return true;
}

interface PathTestOptions {
  machine: AnyStateMachine;
  scenario: string;
  view?: boolean;
  /** The file's recorder: the transitions each step takes are read from it. */
  recorder?: TransitionRecorder;
}

/** Registers one test per path. `walk` walks it and reports each step through the trace. */
export function pathTests<TMachine extends AnyStateMachine>(
  paths: readonly MachinePath<TMachine>[],
  options: PathTestOptions,
  walk: (path: MachinePath<TMachine>, trace: PathTrace) => Promise<void>,
): void {
  const machineId = options.machine.id;
  for (const path of paths) {
    const generic = path as unknown as MachinePath<AnyStateMachine>;
    const meta: PathMeta = {
      machine: machineId,
      view: options.view ?? false,
      scenario: options.scenario,
      id: pathId(machineId, options.view ?? false, options.scenario, generic),
      steps: generic.steps.map((step) => ({ event: describeStep(step.event), states: leafStates(step.state.value) })),
    };
    if (!selected(meta)) continue;
    // A long walk through a rendered view takes seconds on a busy machine: it is no timing test.
    it(`${describePath(generic)} ${PATH_TEST_MARK} ${meta.id}`, { meta: { path: meta }, timeout: 60_000 }, async ({ task }) => {
      const own = task.meta.path ?? meta;
      const transitions: string[][] = generic.steps.map(() => []);
      let pending: string[] = [];
      let reached = -1;
      let passed = -1;
      let actual: string[] | null = null;
      const stopTap = options.recorder?.tap((taken, key) => {
        if (taken === machineId) pending.push(key);
      });
      const trace: PathTrace = {
        reached(index, value) {
          transitions[index] = pending;
          pending = [];
          reached = index;
          actual = leafStates(value);
        },
        passed(index) {
          passed = index;
        },
      };
      try {
        await walk(path, trace);
      } catch (error) {
        // The steps up to the one after the last that passed reproduce the failure.
        const failed = Math.min(passed + 1, own.steps.length - 1);
        own.failure = {
          step: failed,
          expected: own.steps[failed]?.states ?? [],
          actual: reached === failed ? actual : null,
          message: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '',
        };
        throw error;
      } finally {
        stopTap?.();
        own.transitions = transitions;
      }
    });
  }
}
