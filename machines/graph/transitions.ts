/**
 * The transitions and states of a machine, read from its definition: what
 * the coverage gate counts, `npm run test:paths` lists and the chart
 * drawings show. Pure (no Node, no DOM), so tools in the browser share it.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** One transition of a machine definition, identified independently of the machine instance. */
export interface TransitionInfo {
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
  /** Human-readable: `consent.banner ─ consent.allAccepted #0 → consent.saving [chooseAll]`. */
  label: string;
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

function candidatesOf(t: AnyTransitionDefinition): readonly AnyTransitionDefinition[] | undefined {
  const source: AnyStateNode = t.source;
  return t.eventType === '' ? source.always : source.transitions.get(t.eventType);
}

function describe(machineId: string, t: AnyTransitionDefinition, index: number): TransitionInfo {
  const sourceId = t.source.id;
  const targets = (t.target ?? []).map((node: AnyStateNode) => node.id);
  const guard = t.guard === undefined ? '' : ` if ${typeof t.guard === 'string' ? t.guard : typeof t.guard === 'object' && t.guard !== null && 'type' in t.guard ? String(t.guard.type) : 'inline'}`;
  const eventType = t.eventType;
  const key = `${sourceId}|${eventType === '' ? ALWAYS : eventType}|${index}`;
  const label = `${sourceId} ─ ${describeEvent(eventType)} #${index}${guard} → ${targets.length ? targets.join(', ') : '(self)'}`;
  return { machineId, key, sourceId, eventType, index, targets, label };
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
