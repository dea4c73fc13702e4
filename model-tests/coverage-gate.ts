/**
 * Transition-coverage gate: `npx tsx model-tests/coverage-gate.ts` after the
 * model tests. Lists every transition of every machine in `machines.ts` from
 * the machine definitions, merges what the model tests recorded in
 * `.model-coverage/*.json` (one file per test file), and exits 1 when any
 * transition was never taken or a machine has no recorded run.
 *
 * Records are ignored (and said so) when their test file no longer exists or
 * they were taken against another version of the machine's definition.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COVERAGE_DIR, REPO_ROOT } from './support/coverage';
import type { CoverageRecordFile } from './support/coverage';
import { definitionHash, listTransitions } from './support/transitions';
import { gatedMachines } from './machines';

interface MachineTally {
  id: string;
  total: number;
  covered: number;
  recorded: boolean;
  uncovered: string[];
}

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
  }

  const width = Math.max(...tallies.map((t) => t.id.length));
  for (const note of notes) console.log(`note: ${note}`);
  for (const t of tallies) {
    const status = !t.recorded ? 'NO RECORDED RUN' : t.uncovered.length ? 'UNCOVERED' : 'ok';
    console.log(`  ${t.id.padEnd(width)}  ${String(t.covered).padStart(3)}/${String(t.total).padEnd(3)}  ${status}`);
  }
  const failures = tallies.filter((t) => !t.recorded || t.uncovered.length > 0);
  for (const t of failures) {
    if (!t.recorded) console.log(`\n${t.id}: no model test recorded a run of this machine`);
    if (t.uncovered.length) console.log(`\n${t.id}: never taken:\n${t.uncovered.map((label) => `  - ${label}`).join('\n')}`);
  }
  const total = tallies.reduce((sum, t) => sum + t.total, 0);
  const covered = tallies.reduce((sum, t) => sum + (t.recorded ? t.covered : 0), 0);
  console.log(`\ntransitions covered: ${covered}/${total}`);
  return failures.length ? 1 : 0;
}

process.exitCode = main();
