/**
 * Transition-coverage gate: `npx tsx model-tests/coverage-gate.ts` after the
 * model tests. Lists every transition of every machine in `machines.ts` from
 * the machine definitions, merges what the model tests recorded in
 * `.model-coverage/*.json` (one file per test file), and exits 1 when any
 * transition was never taken or a machine has no recorded run.
 *
 * Records are ignored (and said so) when their test file no longer exists or
 * they were taken against another version of the machine's definition.
 *
 * View walks (view-level model tests, `describeViewModel`) are reported per
 * machine as well: the transitions the rendered views took, and the files
 * that walked them. The gate fails when a view walk's UI assertions leave a
 * leaf state of the chart without an assertion (the `ViewAssertions` type is
 * the compile-time half of that check), and when a leaf state of a chart
 * with a view is reached by no view walk (so its UI was never checked);
 * transitions no view walk took are reported, not failed (the
 * machine-level tests take them).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COVERAGE_DIR, REPO_ROOT } from './support/coverage';
import type { CoverageRecordFile } from './support/coverage';
import { definitionHash, leavesWithout, listTransitions, restingLeafStatePaths } from './support/transitions';
import { gatedMachines } from './machines';

interface MachineTally {
  id: string;
  total: number;
  covered: number;
  recorded: boolean;
  uncovered: string[];
}

interface ViewTally {
  id: string;
  total: number;
  covered: number;
  files: string[];
  /** Per file: the leaf states its view walk has no UI assertion for. */
  unasserted: Array<{ file: string; states: string[] }>;
  /** Leaf states of the chart it can rest in that no view walk reached (so no UI assertion ran there). */
  unreached: string[];
  /** Of `VIEW_STATES_NOT_WALKED`: reached now (the list must lose them), and still not. */
  walkedNow: string[];
  notYet: string[];
}

/**
 * Leaf states of charts with a view that no view walk reaches, each with
 * the reason: the gate reports them instead of failing, and fails when one
 * is reached (then it leaves this list).
 */
const VIEW_STATES_NOT_WALKED: Readonly<Record<string, readonly string[]>> = {};

function readRecords(): { records: CoverageRecordFile[]; notes: string[] } {
  const notes: string[] = [];
  if (!existsSync(COVERAGE_DIR)) return { records: [], notes: [`no ${COVERAGE_DIR} folder: run the model tests first`] };
  const records: CoverageRecordFile[] = [];
  for (const name of readdirSync(COVERAGE_DIR).filter((file) => file.endsWith('.json')).sort()) {
    try {
      const record = JSON.parse(readFileSync(join(COVERAGE_DIR, name), 'utf8')) as CoverageRecordFile;
      if (!existsSync(join(REPO_ROOT, record.testFile))) {
        notes.push(`ignored ${name}: ${record.testFile} no longer exists`);
        continue;
      }
      records.push(record);
    } catch (error) {
      notes.push(`ignored ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { records, notes };
}

function main(): number {
  const { records, notes } = readRecords();
  const tallies: MachineTally[] = [];
  const views: ViewTally[] = [];
  for (const machine of gatedMachines) {
    const hash = definitionHash(machine);
    const taken = new Set<string>();
    let recorded = false;
    for (const record of records) {
      const entry = record.machines[machine.id];
      if (!entry) continue;
      if (entry.definition !== hash) {
        notes.push(`ignored ${record.testFile} for ${machine.id}: recorded against an older definition (rerun the tests)`);
        continue;
      }
      recorded = true;
      for (const key of entry.transitions) taken.add(key);
    }
    const transitions = listTransitions(machine);
    const uncovered = transitions.filter((t) => !taken.has(t.key)).map((t) => t.label);
    tallies.push({ id: machine.id, total: transitions.length, covered: transitions.length - uncovered.length, recorded, uncovered });

    const viewTaken = new Set<string>();
    const view: ViewTally = { id: machine.id, total: transitions.length, covered: 0, files: [], unasserted: [], unreached: [], walkedNow: [], notYet: [] };
    const reached = new Set<string>();
    for (const record of records) {
      const walk = record.views?.[machine.id];
      if (!walk || walk.definition !== hash) continue;
      view.files.push(record.testFile);
      for (const key of record.machines[machine.id]?.transitions ?? []) viewTaken.add(key);
      const states = leavesWithout(machine, walk.assertions);
      if (states.length) view.unasserted.push({ file: record.testFile, states });
      for (const state of walk.reached ?? []) reached.add(state);
    }
    const known = VIEW_STATES_NOT_WALKED[machine.id] ?? [];
    view.unreached = restingLeafStatePaths(machine).filter((state) => !reached.has(state) && !known.includes(state));
    view.walkedNow = known.filter((state) => reached.has(state));
    view.notYet = known.filter((state) => !reached.has(state));
    view.covered = transitions.filter((t) => viewTaken.has(t.key)).length;
    if (view.files.length) views.push(view);
  }

  const width = Math.max(...tallies.map((t) => t.id.length));
  for (const note of notes) console.log(`note: ${note}`);
  for (const t of tallies) {
    const status = !t.recorded ? 'NO RECORDED RUN' : t.uncovered.length ? 'UNCOVERED' : 'ok';
    console.log(`  ${t.id.padEnd(width)}  ${String(t.covered).padStart(3)}/${String(t.total).padEnd(3)}  ${status}`);
  }
  if (views.length) {
    console.log('\nview walks (transitions the rendered views took):');
    for (const v of views) {
      const status = v.unasserted.length
        ? 'UNASSERTED STATES'
        : v.unreached.length
          ? 'STATES NO VIEW WALK REACHED'
          : v.notYet.length
            ? `${v.notYet.length} states not walked through the view (listed)`
            : v.covered === v.total
            ? 'ok'
            : `every state shown; ${v.total - v.covered} transitions left to the machine tests`;
      console.log(`  ${v.id.padEnd(width)}  ${String(v.covered).padStart(3)}/${String(v.total).padEnd(3)}  ${status}  (${v.files.join(', ')})`);
    }
  }
  const failures = tallies.filter((t) => !t.recorded || t.uncovered.length > 0);
  for (const t of failures) {
    if (!t.recorded) console.log(`\n${t.id}: no model test recorded a run of this machine`);
    if (t.uncovered.length) console.log(`\n${t.id}: never taken:\n${t.uncovered.map((label) => `  - ${label}`).join('\n')}`);
  }
  const unasserted = views.filter((v) => v.unasserted.length > 0);
  const unreachedViews = views.filter((v) => v.unreached.length > 0 || v.walkedNow.length > 0);
  for (const v of unreachedViews) {
    if (v.unreached.length) console.log(`\n${v.id}: no view walk reached (${v.files.join(', ')}):\n${v.unreached.map((state) => `  - ${state}`).join('\n')}`);
    if (v.walkedNow.length) console.log(`\n${v.id}: now reached by a view walk, take them out of VIEW_STATES_NOT_WALKED: ${v.walkedNow.join(', ')}`);
  }
  for (const v of views.filter((view) => view.notYet.length > 0)) console.log(`\nnote: ${v.id}: not walked through its view: ${v.notYet.join(', ')}`);
  for (const v of unasserted) {
    for (const { file, states } of v.unasserted) {
      console.log(`\n${v.id}: the view walk of ${file} has no UI assertion for:\n${states.map((state) => `  - ${state}`).join('\n')}`);
    }
  }
  const total = tallies.reduce((sum, t) => sum + t.total, 0);
  const covered = tallies.reduce((sum, t) => sum + (t.recorded ? t.covered : 0), 0);
  console.log(`\ntransitions covered: ${covered}/${total}`);
  const viewed = views.length;
  const shown = views.filter((v) => v.unreached.length === 0 && v.notYet.length === 0).length;
  console.log(`charts with a view whose every leaf state a view walk reached: ${shown}/${viewed}`);
  return failures.length || unasserted.length || unreachedViews.length ? 1 : 0;
}

process.exitCode = main();
