import { describe, expect, it, vi } from 'vitest';
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

describe('render limiter: fairness and waiting', () => {
  const hold = (gate: ReturnType<typeof deferred>, log: string[], name: string) => async () => {
    log.push(name);
    await gate.promise;
    return name;
  };

  it('keeps a slot for ordinary tasks: heavy ones never hold them all, and an ordinary one overtakes heavy ones held back', async () => {
    const run = createLimiter(2, 10);
    const started: string[] = [];
    const heavy = [deferred(), deferred(), deferred()];
    const results = heavy.map((gate, index) => run(hold(gate, started, `heavy${index}`), { heavy: true }));
    await Promise.resolve();
    expect(started).toEqual(['heavy0']);
    const light = deferred();
    const ordinary = run(hold(light, started, 'light'));
    await Promise.resolve();
    expect(started).toEqual(['heavy0', 'light']);
    light.resolve();
    expect(await ordinary).toBe('light');
    // The free slot goes to no heavy task while one holds a slot; they follow in arrival order.
    heavy[0].resolve();
    await results[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['heavy0', 'light', 'heavy1']);
    heavy.forEach((gate) => gate.resolve());
    expect(await Promise.all(results)).toEqual(['heavy0', 'heavy1', 'heavy2']);
  });

  it('refuses a task that waited past its budget with 503 and Retry-After, and forgets it', async () => {
    const run = createLimiter(1, 10, { waitTimeoutMs: 5, retryAfterSeconds: 7 });
    const gate = deferred();
    const first = run(async () => {
      await gate.promise;
      return 'first';
    });
    const late = vi.fn(async () => 'late');
    await expect(run(late)).rejects.toMatchObject({ status: 503, retryAfterSeconds: 7 });
    expect(late).not.toHaveBeenCalled();
    gate.resolve();
    expect(await first).toBe('first');
    expect(await run(async () => 'next')).toBe('next');
  });
});
