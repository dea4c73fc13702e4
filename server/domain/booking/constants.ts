/**
 * Money and tax constants of booking, each named once (site.md section 9:
 * "VAT assumed 25 percent"; RUT rules of the Swedish Tax Agency).
 */

/** VAT rate in percent; every price in the booking contract includes it. */
export const VAT_RATE_PERCENT = 25;
/** Share of the labour cost (incl. VAT) the RUT deduction covers, in percent. */
export const RUT_PERCENT = 50;
/** Most RUT one person may receive in a calendar year: 75 000 kr, in öre. */
export const RUT_YEARLY_CAP_ORE = 7_500_000;
/** Percentages are taken in basis points so `12.5 %` stays exact in integers. */
export const BASIS_POINTS_PER_PERCENT = 100;
/** Quantities (hours, m²) are priced to two decimals: 2.25 h is exact, 2.255 h is rounded. */
export const QUANTITY_DECIMALS_FACTOR = 100;
