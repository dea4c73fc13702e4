/**
 * Constants of the e-ID login (spec section 9 unless marked otherwise). Each
 * value lives here once; the chart names them as delays, the edge reads the rest.
 */

/** A pending login is polled this often (spec §4, §9: "Auth poll 2 s"). */
export const EID_POLL_INTERVAL_MS = 2000;
/** The animated QR code is refreshed this often while the status is pending or unset (spec §4, §9). */
export const EID_QR_REFRESH_INTERVAL_MS = 1000;

/** Not in the spec: BankID's app-launch URL, to which the autostart token is appended (BankID RP guidelines). */
export const BANKID_AUTOSTART_BASE_URL = 'bankid:///';
/**
 * Not in the spec: `redirect=null` tells the BankID app not to open any URL
 * when it is done, so the browser tab that polls stays where it is.
 */
export const BANKID_AUTOSTART_REDIRECT = 'null';
