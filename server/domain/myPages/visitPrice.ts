import type { Price } from '../../../api/contract/booking';
import type { Locale } from '../../../api/contract/content.schemas';
import type { ServiceId } from '../../../api/products';
import type { Db } from '../../db';
import { personKey, rutUsedInYear } from '../../store/booking';
import { bookingConfigSeed } from '../booking/bookingConfig';
import type { ValidConfigurationForm } from '../booking/configurationSchema';
import { priceOrder, type PricingCustomer } from '../booking/pricing';
import { quote } from '../booking/rates';

/** Who a visit is priced for: the account's kind and, for a private account, its personal number. */
interface PricedFor {
  type: 'private' | 'business';
  ssn: string | null;
}

/**
 * The price of one visit of a product for an account, as `priceOrder`
 * computes it when the customer books: RUT for a private account with a
 * personal number, less what that person already received in the visit's
 * calendar year. Labels are in `locale` (Swedish, as on the invoice, by
 * default). Undefined for a
 * product not priced online. `person` is set when RUT was deducted, so the
 * deduction counts towards that person's yearly cap.
 */
export async function priceVisit(
  db: Db,
  account: PricedFor,
  productId: number,
  form: ValidConfigurationForm,
  year: number,
  locale: Locale = 'sv',
): Promise<{ price: Price; person: string | null } | undefined> {
  const quoted = quote(productId as ServiceId, form, locale);
  if (!quoted.priced) return undefined;
  let customer: PricingCustomer;
  let person: string | null = null;
  if (account.type === 'business') customer = { type: 'business' };
  else if (!account.ssn) customer = { type: 'private', hasPersonalNumber: false, rutUsedThisYear: 0 };
  else {
    person = personKey(account.ssn);
    customer = { type: 'private', hasPersonalNumber: true, rutUsedThisYear: await rutUsedInYear(db, person, year) };
  }
  const price = priceOrder({ items: quoted.items, customer, rutEligible: bookingConfigSeed(productId as ServiceId).rutEligible });
  return { price, person: price.rutDeduction > 0 ? person : null };
}
