import { fromPromise } from 'xstate';
import type { PromiseActorLogic } from 'xstate';

interface Pending<TOutput, TInput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/**
 * A promise actor the test settles by hand: each invocation waits until the
 * test calls `resolve`/`reject`, and its input is kept for assertions.
 */
export interface ControllableActor<TOutput, TInput> {
  logic: PromiseActorLogic<TOutput, TInput>;
  /** Inputs of every invocation, in order. */
  readonly inputs: TInput[];
  /** Number of invocations still waiting. */
  pendingCount(): number;
  /** Settles the newest waiting invocation and forgets older (stopped) ones. */
  resolve(output: TOutput): void;
  reject(error: unknown): void;
}

export function controllableActor<TOutput, TInput = void>(): ControllableActor<TOutput, TInput> {
  const pending: Pending<TOutput, TInput>[] = [];
  const inputs: TInput[] = [];
  // The newest invocation is the one the current state started; older ones
  // belong to states already left (their actors were stopped).
  const next = (): Pending<TOutput, TInput> => {
    const newest = pending.pop();
    if (!newest) throw new Error('controllableActor: no invocation is waiting');
    pending.length = 0;
    return newest;
  };
  return {
    logic: fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          inputs.push(input);
          pending.push({ input, resolve, reject });
        }),
    ),
    inputs,
    pendingCount: () => pending.length,
    resolve: (output) => next().resolve(output),
    reject: (error) => next().reject(error),
  };
}

/** Lets settled promises reach the actor (promise actors report on a later tick). */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
