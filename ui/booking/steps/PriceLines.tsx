import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Price } from '../../../api/contract/booking';
import { formatMoney } from '../../../i18n/format';

/** What a line is, for the caller's look: the total, a deduction, a figure it contains, what is paid. */
export type PriceLineKind = 'total' | 'deduction' | 'minor' | 'toPay';

/** A subtracted amount: `-250 kr`. */
const minus = (ore: number) => formatMoney(-Math.abs(ore));

/**
 * The lines of a price, in one order and wording wherever a price is shown
 * (the wizard's summary, the receipt): the price before deductions, the RUT
 * deduction and the discount subtracted, the VAT it contains, and what the
 * customer pays. `row` draws one line; its `key` is also the line's name
 * (`total`, `rut`, `discount`, `vat`, `toPay`).
 */
export function PriceLines({ price, row }: { price: Price; row: (key: string, label: ReactNode, amount: string, kind: PriceLineKind) => ReactNode }) {
  return (
    <>
      {row('total', <Trans id="booking.price.total">Price before deductions</Trans>, formatMoney(price.totalPriceExclDiscountDeduction), 'total')}
      {price.rutDeduction > 0 && row('rut', <Trans id="booking.price.rutDeduction">RUT deduction</Trans>, minus(price.rutDeduction), 'deduction')}
      {price.discountAfterTax > 0 && row('discount', <Trans id="booking.price.discount">Discount</Trans>, minus(price.discountAfterTax), 'deduction')}
      {row('vat', <Trans id="booking.price.vat">Of which VAT</Trans>, formatMoney(price.vat), 'minor')}
      {row('toPay', <Trans id="booking.price.toPay">You pay</Trans>, formatMoney(price.totalToPay), 'toPay')}
    </>
  );
}
