/**
 * The seed's test people (`content/shared/customers.ts`), by personal
 * number `YYYYMMDD-XXXX`: documented test numbers, no real person's.
 */

/** Oskar Lindqvist: one account, one address in 111 20 Stockholm. */
export const OSKAR = '19811218-9876';
/** Karin Berg: her own account, power of attorney for Gustav and the company Bergs Bageri AB. */
export const KARIN = '19750412-9821';
/** Gustav Berg: another customer (Karin acts for him). */
export const GUSTAV = '19380207-9917';
/** Maja Holm: two addresses, the primary one in 111 20 added first. */
export const MAJA = '19860923-9846';
/** Per: a customer with a protected identity. */
export const PER = '19550101-9995';
/** Alva Nyström: no customer; her login gives a temporary session. */
export const ALVA = '19900101-9802';
/** Leo: no customer either. */
export const LEO = '19950615-9913';
/** Ella: a minor, no customer. */
export const ELLA = '20120304-9869';
