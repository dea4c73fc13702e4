import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './coverage';
import type { AnyStateMachine } from 'xstate';
import { offeredEvents, planCover, stepper } from './cover';
import type { CoverOptions, CoverPlan } from './cover';
import { describeStep, eventText } from './paths';
import type { MachinePath } from './paths';
import { chartFingerprint } from './transitions';

/**
 * Plans are kept in the temp folder, one file per chart and start, named by
 * what the plan depends on: the chart's definition, the start (its name,
 * goal and input), the model tests' own code (the events they offer, their
 * folds) and this planner's version. A path is kept as the
 * position of each step's event among the events offered at that state,
 * with the event's text; it is replayed on the chart (no exploring), and a
 * step whose event is no longer the one offered there (the test's events
 * changed) makes the plan stale: it is planned again and rewritten.
 * `MODEL_PLANS_DIR` puts the files elsewhere.
 */
export const PLANS_DIR = process.env.MODEL_PLANS_DIR ?? join(tmpdir(), 'site-model-plans');

/** Bump when planning changes what it answers for the same chart and start. */
const PLANNER_VERSION = 2;

interface StoredStep {
  /** The event's position among the events offered at the step's state. */
  at: number;
  event: string;
}

/** What a plan file holds. */
export interface StoredPlan {
  machine: string;
  scenario: string;
  goal: string;
  /** The test file that walks it, from the repository root (`npm run test:paths -- <machine>` runs only those). */
  testFile: string | null;
  /** The chart it was planned on (`chartFingerprint`): a plan of an older chart is stale. */
  fingerprint: string;
  /** Each path as its events, described (`describeStep`), for the listing. */
  described: string[][];
  plannedAt: string;
  /** States explored when it was planned. */
  explored: number;
  unreached: string[];
  paths: StoredStep[][];
}

/** JSON of an input without its functions, and with each object once (inputs hold clients and routers). */
function inputText(input: unknown): string {
  const seen = new WeakSet<object>();
  return (
    JSON.stringify(input, (_key, value: unknown) => {
      if (typeof value === 'function') return undefined;
      if (value !== null && typeof value === 'object') {
        if (seen.has(value)) return '[seen]';
        seen.add(value);
      }
      return value;
    }) ?? ''
  );
}

/** Where the tests' events, folds and fakes are written: a change to any of them may change a plan. */
const SOURCES = ['model-tests', 'tests/support'];

let sources: string | undefined;
/** A hash of the model tests' own code (their events, folds and `unproducible` rules live there, not in the chart). */
function sourcesHash(): string {
  if (sources !== undefined) return sources;
  const hash = createHash('sha256');
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name)) hash.update(relative(REPO_ROOT, path)).update(readFileSync(path));
    }
  };
  for (const dir of SOURCES) visit(join(REPO_ROOT, dir));
  return (sources = hash.digest('hex'));
}

/** The file of a chart's start. */
function planFile(machine: AnyStateMachine, scenario: string, goal: string, input: unknown): string {
  const hash = createHash('sha256')
    .update([PLANNER_VERSION, sourcesHash(), chartFingerprint(machine), machine.id, scenario, goal, inputText(input)].join('\n'))
    .digest('hex')
    .slice(0, 16);
  return join(PLANS_DIR, `${machine.id.replace(/[^A-Za-z0-9_-]/g, '_')}-${hash}.json`);
}

/** Every plan file there is (what `npm run test:paths` lists), newest planning of each file name. */
export function readPlans(): StoredPlan[] {
  let names: string[];
  try {
    names = readdirSync(PLANS_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.map((name) => read(join(PLANS_DIR, name))).filter((plan): plan is StoredPlan => plan !== undefined);
}

function read(file: string): StoredPlan | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredPlan;
  } catch {
    return undefined;
  }
}

function write(file: string, plan: StoredPlan): void {
  mkdirSync(PLANS_DIR, { recursive: true });
  // Written aside and renamed: test files planning at once never read half a file.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, JSON.stringify(plan));
  renameSync(partial, file);
}

/** Replays stored paths on the chart; undefined when a step's event is no longer offered there. */
function replay<TMachine extends AnyStateMachine>(machine: TMachine, stored: StoredPlan, options: CoverOptions<TMachine>): MachinePath<TMachine>[] | undefined {
  const step = stepper(machine);
  const paths: MachinePath<TMachine>[] = [];
  for (const storedPath of stored.paths) {
    let snapshot = step.initial(options.input).snapshot;
    const steps: MachinePath<TMachine>['steps'] = [{ event: { type: 'xstate.init' } as MachinePath<TMachine>['steps'][number]['event'], state: snapshot }];
    for (const { at, event: text } of storedPath) {
      const event = offeredEvents(options.events, snapshot)[at];
      if (!event || eventText(event) !== text) return undefined;
      snapshot = step.next(snapshot, event).snapshot;
      steps.push({ event: event as MachinePath<TMachine>['steps'][number]['event'], state: snapshot });
    }
    paths.push({ state: snapshot, steps, weight: steps.length - 1 });
  }
  return paths;
}

/** The stored form of planned paths: each step's event as its position among those offered, and its text. */
function store<TMachine extends AnyStateMachine>(paths: MachinePath<TMachine>[], options: CoverOptions<TMachine>): StoredStep[][] {
  return paths.map((path) =>
    path.steps.slice(1).map((step, index) => {
      const text = eventText(step.event);
      const at = offeredEvents(options.events, path.steps[index]!.state).findIndex((event) => eventText(event) === text);
      if (at < 0) throw new Error(`plan of ${(path.steps[0]!.state as { machine?: { id?: string } }).machine?.id ?? 'a chart'}: step ${index + 1} takes an event not offered there`);
      return { at, event: text };
    }),
  );
}

/**
 * The plan of a chart's start (`planCover`), from the plan file when it is
 * there and still replays, else planned now and stored.
 */
export function cachedPlan<TMachine extends AnyStateMachine>(
  machine: TMachine,
  scenario: string,
  options: CoverOptions<TMachine>,
  testFile: string | null,
): CoverPlan<TMachine> {
  const file = planFile(machine, scenario, options.goal, options.input);
  const stored = read(file);
  const replayed = stored ? replay(machine, stored, options) : undefined;
  if (stored && replayed) return { paths: replayed, unreached: stored.unreached, explored: stored.explored };
  const plan = planCover(machine, options);
  write(file, {
    machine: machine.id,
    scenario,
    goal: options.goal,
    testFile: testFile && relative(REPO_ROOT, testFile),
    fingerprint: chartFingerprint(machine),
    described: plan.paths.map((path) => path.steps.slice(1).map((step) => describeStep(step.event))),
    plannedAt: new Date().toISOString(),
    explored: plan.explored,
    unreached: plan.unreached,
    paths: store(plan.paths, options),
  });
  return plan;
}
