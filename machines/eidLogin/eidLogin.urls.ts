import { BANKID_AUTOSTART_BASE_URL, BANKID_AUTOSTART_REDIRECT } from './constants';

/*
 * Where "open BankID on this device" leads. Kept apart from the selectors so
 * the actors can use it without importing the chart (the selectors read the
 * chart; the chart imports the actors).
 */

/** BankID's app-launch URL for an autostart token: `bankid:///?autostarttoken=…&redirect=null`. */
export function bankIdAutoStartUrl(autoStartToken: string): string {
  return `${BANKID_AUTOSTART_BASE_URL}?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=${BANKID_AUTOSTART_REDIRECT}`;
}

/**
 * The embedded simulator's "phone": its test app takes the autostart token. It opens in a tab of its own while this
 * one polls, so it is given nowhere to return to (BankID's `redirect=null` means nothing to it).
 */
const simulatorAutoStartUrl = (autoStartToken: string) => `/eid-simulator?autostarttoken=${encodeURIComponent(autoStartToken)}`;

/** Where "open BankID on this device" leads: the BankID app, or the simulator's test app. */
export const eidOpenUrl = (autoStartToken: string, simulator: boolean) =>
  simulator ? simulatorAutoStartUrl(autoStartToken) : bankIdAutoStartUrl(autoStartToken);
