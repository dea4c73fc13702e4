import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { chartFingerprint, definitionHash, listTransitions, transitionKey } from './transitions';

/** Repository root (this file is `model-tests/support/coverage.ts`). */
// Not `new URL('../../', import.meta.url)`: Vite rewrites that pattern to an
// http URL when the file is loaded in a browser-like environment (jsdom tests).
export const REPO_ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}${sep}`;
/**
 * Where each model-test file writes the transitions it took (gitignored).
 * `npm run test:paths` points it elsewhere (`MODEL_COVERAGE_DIR`), so a run of
 * a few paths never replaces the whole run's records the gate reads.
 */
export const COVERAGE_DIR = process.env.MODEL_COVERAGE_DIR ?? join(REPO_ROOT, '.model-coverage');

/** What one test file writes: the transitions taken per machine. */
export interface CoverageRecordFile {
  /** The test file, relative to the repository root. */
  testFile: string;
  writtenAt: string;
  machines: Record<string, { definition: string; transitions: string[] }>;
  /**
   * The machines this file walked through their rendered views (view-level
   * model tests), each with the states its UI assertions name. The file's
   * transitions of such a machine are view walks.
   */
  views?: Record<string, ViewWalkRecord>;
}

/** A machine walked through its view: the definition walked, the keys of the UI assertions and the leaf states the walks reached (dotted state paths). */
export interface ViewWalkRecord {
  definition: string;
  assertions: string[];
  reached: string[];
}

type Inspector = (event: InspectionEvent) => void;

/**
 * Records the transitions actors take. One per test file; `write()` puts them
 * in `.model-coverage/<test file>.json`, so test files running in parallel
 * workers never share a file and the gate merges them.
 */
export class TransitionRecorder {
  private readonly taken = new Map<string, { machine: AnyStateMachine; keys: Set<string> }>();
  private readonly views = new Map<string, { machine: AnyStateMachine; assertions: Set<string>; reached: Set<string> }>();
  private readonly taps = new Set<(machineId: string, key: string) => void>();

  /** Hears each transition as it is taken (a path test notes its steps' transitions); returns the unsubscribe. */
  tap(listener: (machineId: string, key: string) => void): () => void {
    this.taps.add(listener);
    return () => {
      this.taps.delete(listener);
    };
  }

  /**
   * Inspection observer: pass as `createActor(machine, { inspect: recorder.inspect })`.
   * It must be there from creation, since transitions taken on start
   * (`always` out of the initial state) happen inside `createActor`.
   */
  readonly inspect: Inspector = (event) => {
    if (event.type !== '@xstate.microstep') return;
    for (const t of event._transitions) {
      const key = transitionKey(t);
      if (key === null) continue;
      const machine = t.source.machine as AnyStateMachine;
      let entry = this.taken.get(machine.id);
      if (!entry) {
        entry = { machine, keys: new Set() };
        this.taken.set(machine.id, entry);
      }
      entry.keys.add(key);
      for (const listener of this.taps) listener(machine.id, key);
    }
  };

  /** Transition keys taken so far for a machine id. */
  keys(machineId: string): ReadonlySet<string> {
    return this.taken.get(machineId)?.keys ?? new Set();
  }

  /**
   * Counts the transitions taken so far on `walked` as taken on `same` too.
   * Only for two machines of one chart (`chartFingerprint`: the same states,
   * transitions, guards, actions and actors; they differ in id and context),
   * where a walk of one takes the same transitions of the other; throws
   * otherwise. Returns how many transitions were credited.
   */
  credit(walked: AnyStateMachine, same: AnyStateMachine): number {
    if (chartFingerprint(walked) !== chartFingerprint(same)) {
      throw new Error(`${same.id} has another chart than ${walked.id}: walk it on its own`);
    }
    const known = new Set(listTransitions(same).map((t) => t.key));
    const keys = [...this.keys(walked.id)].map((key) => key.split(walked.id).join(same.id));
    const unknown = keys.filter((key) => !known.has(key));
    if (unknown.length) throw new Error(`${same.id} has no transition ${unknown.join(', ')}`);
    let entry = this.taken.get(same.id);
    if (!entry) {
      entry = { machine: same, keys: new Set() };
      this.taken.set(same.id, entry);
    }
    for (const key of keys) entry.keys.add(key);
    return keys.length;
  }

  /**
   * Marks this file's walks of `machine` as view walks, with the states its
   * UI assertions name (`ViewAssertions` keys); the gate reports view walks
   * per machine and fails when a leaf state has no assertion.
   */
  noteViewWalk(machine: AnyStateMachine, assertions: readonly string[]): void {
    const entry = this.viewEntry(machine);
    for (const key of assertions) entry.assertions.add(key);
  }

  /** Notes the leaf states a view walk of `machine` reached, its UI checked there; the gate fails on a leaf state no view walk reached. */
  noteViewStates(machine: AnyStateMachine, states: readonly string[]): void {
    const entry = this.viewEntry(machine);
    for (const state of states) entry.reached.add(state);
  }

  private viewEntry(machine: AnyStateMachine) {
    let entry = this.views.get(machine.id);
    if (!entry) {
      entry = { machine, assertions: new Set(), reached: new Set() };
      this.views.set(machine.id, entry);
    }
    return entry;
  }

  /** Writes this file's record (atomically: temp file, then rename). */
  write(testFileUrl: string): string {
    const testPath = fileURLToPath(testFileUrl);
    const testFile = relative(REPO_ROOT, testPath).split('\\').join('/');
    const record: CoverageRecordFile = { testFile, writtenAt: new Date().toISOString(), machines: {} };
    for (const [id, { machine, keys }] of this.taken) {
      record.machines[id] = { definition: definitionHash(machine), transitions: [...keys].sort() };
    }
    if (this.views.size) {
      record.views = {};
      for (const [id, { machine, assertions, reached }] of this.views) {
        record.views[id] = { definition: definitionHash(machine), assertions: [...assertions].sort(), reached: [...reached].sort() };
      }
    }
    const target = join(COVERAGE_DIR, `${testFile.replace(/[\\/]/g, '__').replace(/\.[cm]?[jt]sx?$/, '')}.json`);
    mkdirSync(dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(record, null, 2)}\n`);
    renameSync(temp, target);
    return target;
  }
}

let viewRecorder: TransitionRecorder | undefined;

/** The recorder view-level model tests of this file note their walks in (set by `useViewTestHooks`). */
export function setViewRecorder(recorder: TransitionRecorder | undefined): void {
  viewRecorder = recorder;
}

export function currentViewRecorder(): TransitionRecorder | undefined {
  return viewRecorder;
}
