/**
 * `npm run test:paths`: the generated path tests as a tool for testers.
 *
 *   npm run test:paths                          every machine: states, transitions, planned paths
 *   npm run test:paths -- <machine>             walk that machine's paths, each printed as steps as it finishes
 *   npm run test:paths -- <machine> --grep <w>  only the paths through a state or event containing <w>
 *   npm run test:paths -- <machine> --path <id> exactly one path (a failure prints this command)
 *   ... --html [file]                           also write a report: the chart, each path on it, coverage
 *
 * The listing reads the chart definitions and the plan cache only. The
 * paths walked are the ones `npm test` walks (same planner, same checks):
 * the tool runs vitest on the test files the machine's plans name, with the
 * filters in the environment (see `support/pathTests.ts`) and a reporter
 * that prints each path as it finishes and hands the tool the results.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { chartOf } from '../../machines/graph/chart';
import { listTransitions } from '../../machines/graph/transitions';
import type { CoverageRecordFile } from '../support/coverage';
import { PLANS_DIR, readPlans } from '../support/planCache';
import type { StoredPlan } from '../support/planCache';
import { chartFingerprint } from '../support/transitions';
import { REPO_ROOT } from '../support/coverage';
import { gatedMachines } from '../machines';
import { PATH_TEST_MARK } from '../support/pathTests';
import type { PathResults } from './reporter';
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

/** The current plans of a machine (planned on its chart as it is now), the newest of each start and goal. */
function plansOf(machine: AnyStateMachine, plans: readonly StoredPlan[]): StoredPlan[] {
  const fingerprint = chartFingerprint(machine);
  const newest = new Map<string, StoredPlan>();
  for (const plan of plans) {
    if (plan.machine !== machine.id || plan.fingerprint !== fingerprint) continue;
    const key = `${plan.goal} ${plan.scenario}`;
    const known = newest.get(key);
    if (!known || known.plannedAt < plan.plannedAt) newest.set(key, plan);
  }
  return [...newest.values()];
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
  // The reporter prints each path as it finishes, straight to this terminal.
  const run = spawnSync(vitest, ['run', ...files, '-t', PATH_TEST_MARK, '--reporter', join(REPO_ROOT, 'model-tests/paths/reporter.ts'), '--passWithNoTests'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PATHS_RESULTS: resultsFile, MODEL_COVERAGE_DIR: coverageDir },
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = run.stderr ?? '';
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

/**
 * Every machine with its states, transitions and planned paths, read from
 * the chart definitions and the plan cache (`support/planCache.ts`): no
 * test file is loaded. A machine without a current plan says so; its model
 * tests plan it (`npm test`, or this tool with the machine's name).
 */
function list(): number {
  const plans = readPlans();
  const rows = gatedMachines.map((machine) => {
    const own = plansOf(machine, plans);
    const count = (goal: string) => own.filter((plan) => plan.goal === goal).reduce((sum, plan) => sum + plan.paths.length, 0);
    return {
      id: machine.id,
      states: statesOf(machine),
      transitions: listTransitions(machine).length,
      planned: own.length > 0,
      machinePaths: count('transitions'),
      viewPaths: count('states'),
      steps: own.reduce((sum, plan) => sum + plan.paths.reduce((total, path) => total + path.length, 0), 0),
    };
  });
  const width = Math.max(7, ...rows.map((row) => row.id.length));
  console.log(`${'machine'.padEnd(width)}  states  transitions  paths (machine + view)  steps`);
  for (const row of rows) {
    const paths = row.planned ? `${String(row.machinePaths + row.viewPaths).padStart(5)} (${row.machinePaths} + ${row.viewPaths})` : '    – not planned yet';
    console.log(`${row.id.padEnd(width)}  ${String(row.states).padStart(6)}  ${String(row.transitions).padStart(11)}  ${paths.padEnd(22)}  ${row.planned ? row.steps : ''}`);
  }
  const total = rows.reduce((sum, row) => sum + row.machinePaths + row.viewPaths, 0);
  const steps = rows.reduce((sum, row) => sum + row.steps, 0);
  console.log(`\n${rows.length} machines, ${total} planned paths, ${steps} steps (plans in ${PLANS_DIR}).`);
  const unplanned = rows.filter((row) => !row.planned).length;
  if (unplanned) console.log(`${unplanned} not planned yet on this machine: \`npm test\` (or \`npm run test:paths -- <machine>\`) plans them.`);
  console.log('Walk one machine\'s paths: npm run test:paths -- <machine>');
  return 0;
}

async function walk(options: Options & { machine: string }): Promise<number> {
  const machine = gatedMachines.find((candidate) => candidate.id === options.machine);
  if (!machine) {
    console.error(`No machine "${options.machine}". The machines: ${gatedMachines.map((candidate) => candidate.id).join(', ')}`);
    return 2;
  }
  // The files that walk it, as its plans say; without a plan, every model test (which then plans it).
  const known = [...new Set(plansOf(machine, readPlans()).map((plan) => plan.testFile).filter((file): file is string => file !== null))];
  const files = known.length ? known : ['model-tests'];
  console.log(`walking ${machine.id} in ${files.join(', ')}…`);
  const env: Record<string, string> = { PATHS_MACHINE: machine.id };
  if (options.grep) env.PATHS_GREP = options.grep;
  if (options.path) env.PATHS_ONLY = options.path;
  const { results, taken: takenBy, output } = runVitest(files, env);
  const mine = results.paths.filter((result) => result.meta.machine === machine.id);
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
