import { and, not, or, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { describeEvent, listTransitions } from './transitions';

/**
 * A machine's chart as data to draw: its states (nested as defined) and its
 * transitions with their events, guards, delays and actions, read from the
 * definition without running it.
 */

export interface ChartState {
  /** The state node's id (`consent.panel.banner`). */
  id: string;
  /** Its own key (`banner`); the machine's id for the root. */
  key: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The child entered first (compound states). */
  initial: string | null;
  /** Invoked actors: `id: src`. */
  invokes: string[];
  tags: string[];
  entry: string[];
  exit: string[];
}

export interface ChartTransition {
  /** `TransitionInfo.key`: what coverage records and path traces name. */
  key: string;
  source: string;
  /** Empty for a transition that stays (context or actions only). */
  targets: string[];
  /** `after(retry)`, `done(loadAccount)`, `always`, or the event type. */
  event: string;
  guard: string | null;
  /** For `after` transitions: the delay's name and, when it is a number, its value in ms. */
  delay: { name: string; ms: number | null } | null;
  actions: string[];
}

export interface Chart {
  id: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

function nameOf(item: unknown): string {
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
function guardName(guard: unknown): string {
  if (typeof guard === 'function') {
    const { check, guards } = guard as { check?: unknown; guards?: unknown };
    const combinator = COMBINATORS.find(([, known]) => known === check);
    if (combinator && Array.isArray(guards)) return `${combinator[0]}(${guards.map(guardName).join(', ')})`;
  }
  return nameOf(guard);
}

function names(list: unknown): string[] {
  return Array.isArray(list) ? list.map(nameOf) : [];
}

function delayOf(machine: AnyStateMachine, transition: AnyTransitionDefinition): ChartTransition['delay'] {
  if (!transition.eventType.startsWith('xstate.after.')) return null;
  const delay: unknown = (transition as { delay?: unknown }).delay;
  if (typeof delay === 'number') return { name: `${delay} ms`, ms: delay };
  if (typeof delay === 'string') {
    const configured: unknown = machine.implementations.delays[delay];
    return { name: delay, ms: typeof configured === 'number' ? configured : null };
  }
  return { name: 'inline', ms: null };
}

function transitionsBySource(node: AnyStateNode): Map<string, AnyTransitionDefinition[]> {
  const out = new Map<string, AnyTransitionDefinition[]>();
  for (const [eventType, candidates] of node.transitions) out.set(eventType, candidates);
  if (node.always?.length) out.set('', node.always);
  return out;
}

/** The chart of `machine`, states in document order (a parent before its children). */
export function chartOf(machine: AnyStateMachine): Chart {
  const states: ChartState[] = [];
  const definitions = new Map<string, AnyTransitionDefinition>();
  const visit = (node: AnyStateNode, parent: string | null): void => {
    const children = Object.values(node.states) as AnyStateNode[];
    const initialTarget = node.initial?.target?.[0] as AnyStateNode | undefined;
    states.push({
      id: node.id,
      key: parent === null ? machine.id : node.key,
      parent,
      type: node.type,
      initial: children.length && initialTarget ? initialTarget.id : null,
      invokes: node.invoke.map((invoke: { id: string; src: unknown }) => `${invoke.id}: ${typeof invoke.src === 'string' ? invoke.src : nameOf(invoke.src)}`),
      tags: [...node.tags],
      entry: names(node.entry),
      exit: names(node.exit),
    });
    for (const [eventType, candidates] of transitionsBySource(node)) {
      candidates.forEach((t, index) => definitions.set(`${node.id}|${eventType === '' ? 'always' : eventType}|${index}`, t));
    }
    for (const child of children) visit(child, node.id);
  };
  visit(machine.root, null);

  const transitions = listTransitions(machine).map((info): ChartTransition => {
    const t = definitions.get(info.key);
    return {
      key: info.key,
      source: info.sourceId,
      targets: info.targets,
      event: describeEvent(info.eventType),
      guard: t?.guard === undefined ? null : guardName(t.guard),
      delay: t ? delayOf(machine, t) : null,
      actions: t ? names(t.actions) : [],
    };
  });
  return { id: machine.id, states, transitions };
}
