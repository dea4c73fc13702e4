/**
 * `npm run test:paths`: the generated path tests as a tool for testers.
 *
 *   npm run test:paths                          every machine: states, transitions, generated paths
 *   npm run test:paths -- <machine>             walk that machine's paths, each printed as steps
 *   npm run test:paths -- <machine> --grep <w>  only the paths through a state or event containing <w>
 *   npm run test:paths -- <machine> --path <id> exactly one path (a failure prints this command)
 *   ... --html [file]                           also write a report: the chart, each path on it, coverage
 *
 * The paths are the ones `npm test` walks (same generator, same checks): the
 * tool runs vitest on the model tests with the filters in the environment
 * (see `support/pathTests.ts`) and a reporter that hands it the results.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { chartOf } from '../../machines/graph/chart';
import { listTransitions } from '../../machines/graph/transitions';
import type { CoverageRecordFile } from '../support/coverage';
import { REPO_ROOT } from '../support/coverage';
import { gatedMachines } from '../machines';
import { PATH_TEST_MARK } from '../support/pathTests';
import type { PathResult, PathResults } from './reporter';
import { pathLines } from './pathLines';
import { writeReport } from './report';

interface Options {
  machine: string | null;
  grep: string | null;
  path: string | null;
  html: string | null | true;
}

const USAGE = `usage: npm run test:paths [-- <machine> [--grep <state or event>] [--path <id>] [--html [file]]]`;

function parse(argv: string[]): Options {
  const options: Options = { machine: null, grep: null, path: null, html: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value\n${USAGE}`);
      i += 1;
      return next;
    };
    if (arg === '--grep') options.grep = value();
    else if (arg === '--path') options.path = value();
    else if (arg === '--html') options.html = argv[i + 1] && !argv[i + 1]?.startsWith('--') ? value() : true;
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else if (options.machine === null) options.machine = arg;
    else throw new Error(`one machine at a time\n${USAGE}`);
  }
  if ((options.grep || options.path || options.html) && !options.machine) throw new Error(`name a machine first\n${USAGE}`);
  return options;
}

const INDEX = join(REPO_ROOT, '.tmp', 'test-paths', 'index.json');

/** Which test files walk which machine, as the last listing found (saves loading every file for one machine). */
function readIndex(): Record<string, string[]> {
  try {
    return JSON.parse(readFileSync(INDEX, 'utf8')) as Record<string, string[]>;
  } catch {
    return {};
  }
}

function writeIndex(results: PathResult[]): void {
  const index: Record<string, string[]> = {};
  for (const { meta, file } of results) {
    const files = (index[meta.machine] ??= []);
    if (!files.includes(file)) files.push(file);
  }
  mkdirSync(dirname(INDEX), { recursive: true });
  writeFileSync(INDEX, JSON.stringify(index, null, 2));
}

interface Run {
  results: PathResults;
  /** Per machine id, the transition keys the run took. */
  taken: Map<string, Set<string>>;
  output: string;
}

function readTaken(coverageDir: string): Map<string, Set<string>> {
  const taken = new Map<string, Set<string>>();
  if (!existsSync(coverageDir)) return taken;
  for (const name of readdirSync(coverageDir).filter((file) => file.endsWith('.json'))) {
    const record = JSON.parse(readFileSync(join(coverageDir, name), 'utf8')) as CoverageRecordFile;
    for (const [id, { transitions }] of Object.entries(record.machines)) {
      const keys = taken.get(id) ?? new Set<string>();
      for (const key of transitions) keys.add(key);
      taken.set(id, keys);
    }
  }
  return taken;
}

function runVitest(files: string[], env: Record<string, string>): Run {
  const scratch = mkdtempSync(join(os.tmpdir(), 'test-paths-'));
  const resultsFile = join(scratch, 'results.json');
  const coverageDir = join(scratch, 'coverage');
  const vitest = join(REPO_ROOT, 'node_modules', '.bin', 'vitest');
  const run = spawnSync(vitest, ['run', ...files, '-t', PATH_TEST_MARK, '--reporter', join(REPO_ROOT, 'model-tests/paths/reporter.ts'), '--passWithNoTests'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PATHS_RESULTS: resultsFile, MODEL_COVERAGE_DIR: coverageDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  try {
    if (!existsSync(resultsFile)) throw new Error(`vitest wrote no results (exit ${run.status})\n${output}`);
    const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as PathResults;
    return { results, taken: readTaken(coverageDir), output };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function statesOf(machine: AnyStateMachine): number {
  // The root is the machine itself, not one of its states.
  return chartOf(machine).states.length - 1;
}

function list(): number {
  const { results } = runVitest(['model-tests'], { PATHS_LIST: '1' });
  writeIndex(results.paths);
  const rows = gatedMachines.map((machine) => {
    const own = results.paths.filter((result) => result.meta.machine === machine.id);
    return {
      id: machine.id,
      states: statesOf(machine),
      transitions: listTransitions(machine).length,
      machinePaths: own.filter((result) => !result.meta.view).length,
      viewPaths: own.filter((result) => result.meta.view).length,
    };
  });
  const width = Math.max(7, ...rows.map((row) => row.id.length));
  console.log(`${'machine'.padEnd(width)}  states  transitions  paths (machine + view)`);
  for (const row of rows) {
    console.log(
      `${row.id.padEnd(width)}  ${String(row.states).padStart(6)}  ${String(row.transitions).padStart(11)}  ${String(row.machinePaths + row.viewPaths).padStart(5)} (${row.machinePaths} + ${row.viewPaths})`,
    );
  }
  const total = rows.reduce((sum, row) => sum + row.machinePaths + row.viewPaths, 0);
  console.log(`\n${rows.length} machines, ${total} generated paths. Walk one machine's: npm run test:paths -- <machine>`);
  // `--path <id>` must name one path: two with one id would be walked together.
  const ids = new Map<string, number>();
  for (const { meta } of results.paths) ids.set(`${meta.machine} ${meta.id}`, (ids.get(`${meta.machine} ${meta.id}`) ?? 0) + 1);
  const shared = [...ids].filter(([, count]) => count > 1).map(([key]) => key);
  if (shared.length) console.log(`\npaths sharing an id (--path walks them together): ${shared.join(', ')}`);
  for (const { file, error } of results.broken) console.log(`\n${file} did not load: ${error}`);
  return results.broken.length || shared.length ? 1 : 0;
}

async function walk(options: Options & { machine: string }): Promise<number> {
  const machine = gatedMachines.find((candidate) => candidate.id === options.machine);
  if (!machine) {
    console.error(`No machine "${options.machine}". The machines: ${gatedMachines.map((candidate) => candidate.id).join(', ')}`);
    return 2;
  }
  const files = readIndex()[machine.id] ?? ['model-tests'];
  const env: Record<string, string> = { PATHS_MACHINE: machine.id };
  if (options.grep) env.PATHS_GREP = options.grep;
  if (options.path) env.PATHS_ONLY = options.path;
  const { results, taken: takenBy, output } = runVitest(files, env);
  const mine = results.paths.filter((result) => result.meta.machine === machine.id);
  for (const result of mine) {
    const mark = result.state === 'passed' ? '✓' : result.state === 'failed' ? '✗' : '–';
    console.log(`${mark} ${result.meta.view ? 'view' : 'machine'} · ${result.meta.scenario} · path ${result.meta.id}  (${result.file})`);
    for (const line of pathLines(result)) console.log(line);
  }
  const failed = mine.filter((result) => result.state === 'failed').length;
  const transitions = listTransitions(machine);
  const taken = takenBy.get(machine.id) ?? new Set<string>();
  const covered = transitions.filter((t) => taken.has(t.key)).length;
  for (const { file, error } of results.broken) console.log(`\n${file} did not load: ${error}`);
  if (!mine.length) {
    console.log(`\nNo path of ${machine.id} matches${options.grep ? ` "${options.grep}"` : ''}${options.path ? ` (path ${options.path})` : ''}.`);
    if (results.broken.length) console.log(output);
  } else {
    console.log(`\n${mine.length} paths: ${mine.length - failed} passed, ${failed} failed · transitions covered: ${covered}/${transitions.length}`);
  }
  if (options.html) {
    const file = options.html === true ? join(REPO_ROOT, 'paths-report', `${machine.id}.html`) : resolve(options.html);
    await writeReport(file, machine, mine, taken);
    console.log(`report written: ${relative(process.cwd(), file) || file}`);
  }
  return failed || !mine.length || results.broken.length ? 1 : 0;
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parse(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (options.machine === null) return list();
  return walk({ ...options, machine: options.machine });
}

process.exitCode = await main();
