/**
 * Constants of the postal-code form (spec section 9 unless marked otherwise).
 * Each value lives here once; the chart names them as delays. The postal-code
 * lengths (5 digits, 6 input characters) live with the shared validators in
 * `api/validators/constants.ts`.
 */
import { SERVICE_IDS } from '../../../api/products';

/** The spinner shows only when validating the postal code takes longer than this (spec §4, §9: "Spinner delay 200 ms"). */
export const POSTAL_CODE_SPINNER_DELAY_MS = 200;

/** Not in the spec: a check the network failed is tried again this often while the browser says it is online (the service out of reach). */
export const POSTAL_CODE_RETRY_DELAY_MS = 5_000;

/** The service whose subscriptions decide `alreadySubscribed` / `subscriptionZipCodeMismatch` (spec §5). */
export const SUBSCRIPTION_RULE_PRODUCT_ID = SERVICE_IDS.weeklyCleaning;
