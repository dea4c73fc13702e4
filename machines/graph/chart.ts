import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { describeEvent, guardName, listTransitions, nameOf } from './transitions';

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

/** The chart of `machine`, states in document order (a parent before its children). */
export function chartOf(machine: AnyStateMachine): Chart {
  const states: ChartState[] = [];
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
    for (const child of children) visit(child, node.id);
  };
  visit(machine.root, null);

  const transitions = listTransitions(machine).map(
    ({ key, sourceId, targets, eventType, definition }): ChartTransition => ({
      key,
      source: sourceId,
      targets,
      event: describeEvent(eventType),
      guard: definition.guard === undefined ? null : guardName(definition.guard),
      delay: delayOf(machine, definition),
      actions: names(definition.actions),
    }),
  );
  return { id: machine.id, states, transitions };
}
