import type { ServiceId } from '../../../api/products';

/**
 * A full slot, found under the slot's lock. It is thrown inside the
 * booking's (or the move's) transaction, so everything is rolled back, and
 * turned into a refusal afterwards carrying the calendar as it is then.
 */
export class SlotTakenError extends Error {
  constructor(
    readonly productId: ServiceId,
    readonly region: string,
  ) {
    super('slotTaken');
  }
}
