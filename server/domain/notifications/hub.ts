import { EventEmitter } from 'node:events';

/** What changed in an account's notifications: the rows created or changed (empty when only counts moved, e.g. after a delete). */
export interface NotificationChange {
  customerId: string;
  notificationIds: string[];
}

/**
 * Tells the listeners of this process (the socket server) that an account's
 * notifications changed, after the change is committed. Other processes
 * learn of it through the socket server's adapter (Redis with `REDIS_URL`),
 * never through this hub: it only spans one process.
 */
export class NotificationHub {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per socket server; more would be a leak worth hearing about.
    this.emitter.setMaxListeners(4);
  }

  changed(change: NotificationChange): void {
    this.emitter.emit('changed', change);
  }

  /** Listens until the returned function is called. */
  onChanged(listener: (change: NotificationChange) => void): () => void {
    this.emitter.on('changed', listener);
    return () => this.emitter.off('changed', listener);
  }
}
