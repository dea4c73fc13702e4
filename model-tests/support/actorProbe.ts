import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import type * as XStateReact from '@xstate/react';

type Inspector = (event: InspectionEvent) => void;

/** What `createActor` accepts as `clock`. */
export interface ActorClock {
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
  }
}

export const actorProbe = new ActorProbe();

/**
 * `@xstate/react` with `useActorRef` reporting to `actorProbe` (and running
 * on its clock when one is set); everything else unchanged.
 */
export function probeXstateReact(actual: typeof XStateReact): typeof XStateReact {
  const useActorRef = ((logic: Parameters<typeof actual.useActorRef>[0], options?: Record<string, unknown>, listener?: never) => {
    const own = options?.inspect as Inspector | undefined;
    const inspect: Inspector = (event) => {
      own?.(event);
      actorProbe.inspect(event);
    };
    const clock = actorProbe.clock;
    const actor = actual.useActorRef(logic, { ...options, inspect, ...(clock ? { clock } : {}) } as never, listener);
    actorProbe.register(actor);
    return actor;
  }) as typeof actual.useActorRef;
  return { ...actual, useActorRef };
}
