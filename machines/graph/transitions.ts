/**
 * The transitions and states of a machine, read from its definition: what
 * the coverage gate counts, `npm run test:paths` lists and the chart
 * drawings show. Pure (no Node, no DOM), so tools in the browser share it.
 */
import { and, not, or, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';

/** One transition of a machine definition, identified independently of the machine instance. */
interface TransitionInfo {
  machineId: string;
  /** `sourceStateId|eventType|candidateIndex`; always-transitions use `always` as event type. */
  key: string;
  sourceId: string;
  /** The raw event descriptor (`xstate.after.*`, `xstate.done.actor.*`, `''` for always). */
  eventType: string;
  /** Position among the candidates for this event on the source state (guarded alternatives). */
  index: number;
  /** Target state ids; empty for a targetless (self, context-only) transition. */
  targets: string[];
  /** Human-readable: `consent.banner ─ consent.allAccepted #0 if chooseAll → consent.saving`. */
  label: string;
  /** The transition as the definition holds it (guard, delay, actions). */
  definition: AnyTransitionDefinition;
}

const ALWAYS = 'always';

/** Short, readable form of an event descriptor. */
export function describeEvent(eventType: string): string {
  if (eventType === '') return ALWAYS;
  const after = /^xstate\.after\.(.+?)\.[^.]+(\..*)?$/.exec(eventType);
  if (eventType.startsWith('xstate.after.') && after) return `after(${after[1]})`;
  if (eventType.startsWith('xstate.done.actor.')) return `done(${eventType.slice('xstate.done.actor.'.length)})`;
  if (eventType.startsWith('xstate.error.actor.')) return `error(${eventType.slice('xstate.error.actor.'.length)})`;
  return eventType;
}

/** The name of an action, guard or actor: its type, its function's name, or `inline`. */
export function nameOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'function') return (item as { name?: string }).name || 'inline';
  if (item && typeof item === 'object' && 'type' in item) return String((item as { type: unknown }).type);
  return 'inline';
}

type Check = (...args: never[]) => unknown;

/**
 * XState's `and`, `or` and `not` guards are functions, whose names a
 * production build shortens; they are told apart by their `check`.
 */
const COMBINATORS: ReadonlyArray<[string, Check]> = [
  ['and', (and([]) as unknown as { check: Check }).check],
  ['or', (or([]) as unknown as { check: Check }).check],
  ['not', (not('guard') as unknown as { check: Check }).check],
];

/** A guard's name: `hasOrder`, or `and(hasOrder, not(expired))` for a combination. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'function') {
    const { check, guards } = guard as { check?: unknown; guards?: unknown };
    const combinator = COMBINATORS.find(([, known]) => known === check);
    if (combinator && Array.isArray(guards)) return `${combinator[0]}(${guards.map(guardName).join(', ')})`;
  }
  return nameOf(guard);
}

function candidatesOf(t: AnyTransitionDefinition): readonly AnyTransitionDefinition[] | undefined {
  const source: AnyStateNode = t.source;
  return t.eventType === '' ? source.always : source.transitions.get(t.eventType);
}

function describe(machineId: string, t: AnyTransitionDefinition, index: number): TransitionInfo {
  const sourceId = t.source.id;
  const targets = (t.target ?? []).map((node: AnyStateNode) => node.id);
  const guard = t.guard === undefined ? '' : ` if ${guardName(t.guard)}`;
  const eventType = t.eventType;
  const key = `${sourceId}|${eventType === '' ? ALWAYS : eventType}|${index}`;
  const label = `${sourceId} ─ ${describeEvent(eventType)} #${index}${guard} → ${targets.length ? targets.join(', ') : '(self)'}`;
  return { machineId, key, sourceId, eventType, index, targets, label, definition: t };
}

/**
 * The key of a transition object taken at runtime (from a `@xstate.microstep`
 * inspection event), or null for the machine's initial transition.
 */
export function transitionKey(t: AnyTransitionDefinition): string | null {
  if (t.eventType === null || t.eventType === undefined) return null;
  const candidates = candidatesOf(t);
  const index = candidates ? candidates.indexOf(t) : -1;
  if (index < 0) return null;
  return describe(t.source.machine.id, t, index).key;
}

function collect(node: AnyStateNode, machineId: string, out: TransitionInfo[]): void {
  for (const candidates of node.transitions.values()) {
    candidates.forEach((t: AnyTransitionDefinition, index: number) => out.push(describe(machineId, t, index)));
  }
  (node.always ?? []).forEach((t: AnyTransitionDefinition, index: number) => out.push(describe(machineId, t, index)));
  for (const child of Object.values(node.states) as AnyStateNode[]) collect(child, machineId, out);
}

/**
 * Every transition of a machine, read from its definition (`machine.root`):
 * `on` (each guarded candidate), `after`, invoke `onDone`/`onError`, state
 * `onDone` and `always`.
 */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  collect(machine.root, machine.id, out);
  return out;
}

/** Event type → delay (name, ms or inline expression), for every `after` transition of the machine. */
export function delayedEvents(machine: AnyStateMachine): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const visit = (node: AnyStateNode): void => {
    for (const t of node.after) out.set(t.eventType, t.delay);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return out;
}

/**
 * Every leaf state of a machine (atomic and final states; history states
 * left out) as a dotted path from the root, as `StateKey` names them:
 * `'editing.idle'`, `'polling.qr.waiting'`.
 */
export function leafStatePaths(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const visit = (node: AnyStateNode): void => {
    const children = (Object.values(node.states) as AnyStateNode[]).filter((child) => child.type !== 'history');
    if (children.length === 0) {
      if (node !== machine.root && node.type !== 'history') out.push(node.path.join('.'));
      return;
    }
    for (const child of children) visit(child);
  };
  visit(machine.root);
  return out;
}

/** The leaf states no key names: a key names its own state and every state under it (as `snapshot.matches`). */
export function leavesWithout(machine: AnyStateMachine, keys: readonly string[]): string[] {
  return leafStatePaths(machine).filter((leaf) => !keys.some((key) => leaf === key || leaf.startsWith(`${key}.`)));
}

/**
 * The leaf states a machine can rest in: every leaf state but the transient
 * ones, which an unguarded `always` transition always leaves in the same
 * step they are entered (routers such as `deciding`, `resolving`).
 */
export function restingLeafStatePaths(machine: AnyStateMachine): string[] {
  const transient = new Set<string>();
  const visit = (node: AnyStateNode): void => {
    if ((node.always ?? []).some((t: AnyTransitionDefinition) => t.guard === undefined)) transient.add(node.path.join('.'));
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return leafStatePaths(machine).filter((leaf) => !transient.has(leaf));
}
