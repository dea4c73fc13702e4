import type { ActorRefLike, AnyEventObject, InspectionEvent } from 'xstate';

/**
 * What the statechart inspector shows, gathered from XState's inspection
 * events (`createActor(logic, { inspect: log.observe })`): every actor of the
 * systems observed (roots and the children they spawn or invoke), each
 * actor's snapshots in order with the event that led to each (for time
 * travel), and the events sent, with their payloads and sender.
 */

export interface InspectedActor {
  /** The actor's `sessionId`: unique in the page. */
  id: string;
  /** The machine's id (`eidLogin`), or the kind of logic for other actors. */
  name: string;
  systemId: string | null;
  parentId: string | null;
  rootId: string;
  /** The logic, so a machine can be drawn (`chartOf`). */
  logic: unknown;
  status: 'active' | 'done' | 'error' | 'stopped';
}

export interface RecordedSnapshot {
  /** Ordinal of the snapshot in the whole log (orders snapshots of different actors). */
  seq: number;
  at: number;
  event: AnyEventObject;
  value: unknown;
  context: unknown;
  status: string;
}

interface LoggedEvent {
  seq: number;
  at: number;
  targetId: string;
  sourceId: string | null;
  event: AnyEventObject;
}

interface ActorLike {
  sessionId?: string;
  id?: string;
  logic?: { id?: string; config?: unknown };
  _parent?: { sessionId?: string };
  _systemId?: string;
  getSnapshot?: () => unknown;
}

function actorOf(ref: ActorRefLike): ActorLike {
  return ref as unknown as ActorLike;
}

function sessionIdOf(ref: ActorRefLike | undefined): string | null {
  return ref ? (actorOf(ref).sessionId ?? null) : null;
}

/** Snapshots and events are copied as JSON (functions and actor references dropped): a later change never edits the past. */
function frozen(value: unknown): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(
      JSON.stringify(value, (_key, item: unknown) => {
        if (typeof item === 'function') return undefined;
        if (item && typeof item === 'object' && 'sessionId' in item && 'send' in item) return `[actor ${(item as { sessionId: string }).sessionId}]`;
        if (item instanceof Error) return { error: item.name, message: item.message };
        return item;
      }),
    ) as unknown;
  } catch {
    return '[not serialisable]';
  }
}

interface InspectionLogOptions {
  /** Snapshots kept per actor, oldest dropped first. */
  historyLimit?: number;
  /** Events kept in the log, oldest dropped first. */
  eventLimit?: number;
  /**
   * Actors that ended (done, failed, stopped) kept in the list, oldest
   * dropped first with their snapshots: a login that asks for its QR code
   * every second leaves an ended actor a second.
   */
  endedLimit?: number;
  now?: () => number;
}

export class InspectionLog {
  private readonly actorsById = new Map<string, InspectedActor>();
  private readonly histories = new Map<string, RecordedSnapshot[]>();
  /** Ids of the ended actors, in the order they ended. */
  private ended: string[] = [];
  private events: LoggedEvent[] = [];
  private readonly listeners = new Set<() => void>();
  private seq = 0;
  private version = 0;
  /** Whether the subscribers are already to be told of the changes so far. */
  private telling = false;
  private readonly historyLimit: number;
  private readonly eventLimit: number;
  private readonly endedLimit: number;
  private readonly now: () => number;

  constructor(options: InspectionLogOptions = {}) {
    this.historyLimit = options.historyLimit ?? 200;
    this.eventLimit = options.eventLimit ?? 500;
    this.endedLimit = options.endedLimit ?? 40;
    this.now = options.now ?? (() => Date.now());
  }

  /** The inspection observer: pass it as `inspect` when an actor is created. */
  readonly observe = (inspection: InspectionEvent): void => {
    if (inspection.type === '@xstate.actor') this.register(inspection.actorRef, inspection.rootId);
    else if (inspection.type === '@xstate.snapshot') this.record(inspection.actorRef, inspection.event, inspection.snapshot);
    else if (inspection.type === '@xstate.event') this.logEvent(inspection.actorRef, inspection.sourceRef, inspection.event);
    else return;
    this.version += 1;
    // Actors are made and changed while React renders (an actor made in a render, a child started in a
    // transition): the inspector hears of it once that work is done, never in the middle of another's render.
    if (this.telling) return;
    this.telling = true;
    queueMicrotask(() => {
      this.telling = false;
      for (const listener of this.listeners) listener();
    });
  };

  /** For `useSyncExternalStore`: called after changes, once for the changes of one task. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Changes with every recorded change (a snapshot for `useSyncExternalStore`). */
  getVersion = (): number => this.version;

  actors(): InspectedActor[] {
    return [...this.actorsById.values()];
  }

  history(actorId: string): readonly RecordedSnapshot[] {
    return this.histories.get(actorId) ?? [];
  }

  /** The events sent to an actor, or all of them. */
  eventLog(actorId?: string): readonly LoggedEvent[] {
    return actorId ? this.events.filter((event) => event.targetId === actorId) : this.events;
  }

  private register(ref: ActorRefLike, rootId: string): void {
    const actor = actorOf(ref);
    const id = actor.sessionId;
    if (!id || this.actorsById.has(id)) return;
    this.actorsById.set(id, {
      id,
      name: actor.logic?.id ?? actor.id ?? 'actor',
      systemId: actor._systemId ?? null,
      parentId: actor._parent?.sessionId ?? null,
      rootId,
      logic: actor.logic,
      status: 'active',
    });
  }

  private record(ref: ActorRefLike, event: AnyEventObject, snapshot: unknown): void {
    const id = sessionIdOf(ref);
    if (!id) return;
    if (!this.actorsById.has(id)) this.register(ref, id);
    const state = snapshot as { value?: unknown; context?: unknown; status?: string };
    const history = this.histories.get(id) ?? [];
    history.push({ seq: (this.seq += 1), at: this.now(), event: frozen(event) as AnyEventObject, value: frozen(state.value), context: frozen(state.context), status: state.status ?? 'active' });
    if (history.length > this.historyLimit) history.splice(0, history.length - this.historyLimit);
    this.histories.set(id, history);
    // From every snapshot: an actor stopped and started again (React's development remount) is running again.
    const actor = this.actorsById.get(id);
    if (actor && (state.status === 'active' || state.status === 'done' || state.status === 'error' || state.status === 'stopped')) this.setStatus(actor, state.status);
  }

  private setStatus(actor: InspectedActor, status: InspectedActor['status']): void {
    const wasEnded = actor.status !== 'active';
    actor.status = status;
    if (status === 'active') {
      if (wasEnded) this.ended = this.ended.filter((id) => id !== actor.id);
      return;
    }
    if (wasEnded) return;
    this.ended.push(actor.id);
    for (const dropped of this.ended.splice(0, Math.max(0, this.ended.length - this.endedLimit))) {
      this.actorsById.delete(dropped);
      this.histories.delete(dropped);
    }
  }

  private logEvent(target: ActorRefLike, source: ActorRefLike | undefined, event: AnyEventObject): void {
    const targetId = sessionIdOf(target);
    if (!targetId) return;
    this.events.push({ seq: (this.seq += 1), at: this.now(), targetId, sourceId: sessionIdOf(source), event: frozen(event) as AnyEventObject });
    if (this.events.length > this.eventLimit) this.events = this.events.slice(this.events.length - this.eventLimit);
  }
}
