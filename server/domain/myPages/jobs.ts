import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { Notifier } from '../notifications/notifier';
import { runInvoicing } from './invoicing';
import { planVisits } from './planner';

/** How often the planner and invoicing run while the server is up. */
const MY_PAGES_JOB_INTERVAL_MS = 3_600_000;

/** One run of the periodic work: plan subscription visits, then invoice what is done (telling each account through `notifier`). */
export async function runMyPagesJobs(db: Db, nowMs: number, notifier?: Notifier): Promise<{ planned: number; invoiced: number }> {
  const planned = await planVisits(db, nowMs);
  const invoiced = await runInvoicing(db, nowMs, undefined, notifier);
  return { planned, invoiced };
}

interface MyPagesJobs {
  /** The run made at start; resolves when it is over (failures are logged, not thrown). */
  started: Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs the planner and invoicing now and then every
 * `MY_PAGES_JOB_INTERVAL_MS`. The timer does not keep the process alive;
 * a failed run is logged and the next one tries again.
 */
export function startMyPagesJobs(db: Db, clock: Clock, log: { error(payload: unknown, message: string): void }, notifier: Notifier): MyPagesJobs {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running
      .then(() => (stopped ? undefined : runMyPagesJobs(db, clock.now(), notifier)))
      .then(
        () => undefined,
        (error: unknown) => log.error(error, 'planning visits or invoicing failed'),
      );
    return running;
  };
  const started = run();
  const timer = setInterval(() => void run(), MY_PAGES_JOB_INTERVAL_MS);
  timer.unref();
  return {
    started,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
