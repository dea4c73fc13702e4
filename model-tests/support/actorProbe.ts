import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import type * as XStateReact from '@xstate/react';

type Inspector = (event: InspectionEvent) => void;

/** What `machine.provide()` takes. */
type MachineImplementations = Parameters<AnyStateMachine['provide']>[0];

/** What `createActor` accepts as `clock`. */
interface ActorClock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * Reaches the actors the views start with `useActorRef`, without changing the
 * views: a view test mocks `@xstate/react` with `probeXstateReact` (see
 * below), and every actor a view creates is then inspected by the test's
 * recorder and kept here by machine id, so the walker can compare it with the
 * model after each step.
 *
 *     vi.mock('@xstate/react', async (importOriginal) =>
 *       (await import('../support/actorProbe')).probeXstateReact(await importOriginal()));
 */
class ActorProbe {
  private readonly actors = new Map<string, AnyActorRef>();
  private inspector: Inspector | undefined;
  private runClock: ActorClock | undefined;
  private readonly implementations = new Map<string, MachineImplementations>();
  private provided = new WeakMap<AnyStateMachine, AnyStateMachine>();

  readonly inspect: Inspector = (event) => this.inspector?.(event);

  /** Passes the inspection events of every actor created from now on (e.g. `recorder.inspect`). */
  setInspector(inspector: Inspector | undefined): void {
    this.inspector = inspector;
  }

  /**
   * The clock every actor created from now on runs its delays on (e.g. a
   * `DelayClock`), instead of the page's timers; undefined for the timers.
   */
  setClock(clock: ActorClock | undefined): void {
    this.runClock = clock;
  }

  get clock(): ActorClock | undefined {
    return this.runClock;
  }

  /**
   * Swaps implementations of a chart the view starts (`machine.provide(…)`
   * on top of whatever the view provided), from now on: the view runs the
   * real chart with the test's fake actors, unchanged. The same provided
   * machine is handed out on every render, as `useActorRef` expects.
   */
  provide(machineId: string, implementations: MachineImplementations): void {
    this.implementations.set(machineId, implementations);
    this.provided = new WeakMap();
  }

  /** The logic a view's `useActorRef` runs: its own, or with the test's implementations. */
  logicFor<TLogic>(logic: TLogic): TLogic {
    const machine = logic as unknown as AnyStateMachine;
    const implementations = machine?.id === undefined ? undefined : this.implementations.get(machine.id);
    if (!implementations || typeof machine.provide !== 'function') return logic;
    let provided = this.provided.get(machine);
    if (!provided) {
      provided = machine.provide(implementations);
      this.provided.set(machine, provided);
    }
    return provided as unknown as TLogic;
  }

  register(actor: AnyActorRef): void {
    const machine = (actor as AnyActorRef & { logic?: AnyStateMachine }).logic;
    if (machine?.id) this.actors.set(machine.id, actor);
  }

  /** The actor of this machine the mounted view runs (the newest one). */
  actor(machineId: string): AnyActorRef | undefined {
    return this.actors.get(machineId);
  }

  reset(): void {
    this.actors.clear();
    this.runClock = undefined;
    this.implementations.clear();
    this.provided = new WeakMap();
  }
}

export const actorProbe = new ActorProbe();

/**
 * `@xstate/react` with `useActorRef` reporting to `actorProbe`, running on
 * its clock and with its implementations when a test set them; everything
 * else unchanged.
 */
export function probeXstateReact(actual: typeof XStateReact): typeof XStateReact {
  const useActorRef = ((logic: Parameters<typeof actual.useActorRef>[0], options?: Record<string, unknown>, listener?: never) => {
    const own = options?.inspect as Inspector | undefined;
    const inspect: Inspector = (event) => {
      own?.(event);
      actorProbe.inspect(event);
      // The children a chart starts (the site's session and counts) are the view's actors as well.
      if (event.type === '@xstate.actor') actorProbe.register(event.actorRef as AnyActorRef);
    };
    const clock = actorProbe.clock;
    const actor = actual.useActorRef(actorProbe.logicFor(logic), { ...options, inspect, ...(clock ? { clock } : {}) } as never, listener);
    actorProbe.register(actor);
    return actor;
  }) as typeof actual.useActorRef;
  return { ...actual, useActorRef };
}
