import { Refusal } from '../refusal';

/** Message keys of My pages' refusals (the `message` of each field error), translated by the site. */
export const MY_PAGES_REFUSALS = {
  /** Not one of the account's: unknown, malformed, or another customer's. */
  notFound: 'common.errors.notFound',
  /** The upgrade id is not one the subscription offers. */
  unknownUpgrade: 'myPages.refusals.unknownUpgrade',
  /** The feedback option is not one of the listed options. */
  unknownOption: 'myPages.refusals.unknownReason',
} as const;

/** A 404 on the field naming the id: answered alike for an unknown id and another account's, so ids cannot be probed. */
export const notOurs = (field: string) => new Refusal('notFound', 'Not Found', [{ field, message: MY_PAGES_REFUSALS.notFound }]);
