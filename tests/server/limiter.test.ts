import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../server/images/limiter';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('render limiter', () => {
  it('runs at most N tasks at once, queues the next ones and refuses beyond the queue', async () => {
    const run = createLimiter(2, 1);
    let running = 0;
    let most = 0;
    const gates = [deferred(), deferred(), deferred()];
    const task = (gate: ReturnType<typeof deferred>) => async () => {
      running += 1;
      most = Math.max(most, running);
      await gate.promise;
      running -= 1;
      return 'done';
    };
    const results = gates.map((gate) => run(task(gate)));
    await expect(run(async () => 'late')).rejects.toMatchObject({ status: 503 });
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
    // Slots are free again afterwards.
    expect(await run(async () => 'again')).toBe('again');
  });
});
