import { msg } from '@lingui/core/macro';

/**
 * BankID's recommended user messages (RFA), whose keys the e-ID login
 * machine carries (`machines/eidLogin/eidLogin.messages.ts`). Texts follow
 * BankID's official wording in each language.
 */
export const eidMessages = [
  msg({ id: 'eid.rfa.rfa1', message: 'Start your BankID app.' }),
  msg({ id: 'eid.rfa.rfa3', message: 'Action cancelled. Please try again.' }),
  msg({ id: 'eid.rfa.rfa4', message: 'An identification or signing for this personal number is already started. Please try again.' }),
  msg({ id: 'eid.rfa.rfa5', message: 'Internal error. Please try again.' }),
  msg({ id: 'eid.rfa.rfa6', message: 'Action cancelled.' }),
  msg({
    id: 'eid.rfa.rfa8',
    message:
      "The BankID app is not responding. Please check that it's started and that you have internet access. If you don't have a valid BankID you can get one from your bank. Try again.",
  }),
  msg({ id: 'eid.rfa.rfa9', message: 'Enter your security code in the BankID app and select Identify or Sign.' }),
  msg({ id: 'eid.rfa.rfa13', message: 'Trying to start your BankID app.' }),
  msg({
    id: 'eid.rfa.rfa15a',
    message:
      "Searching for BankID:s, it may take a little while … If a few seconds have passed and still no BankID has been found, you probably don't have a BankID which can be used for this identification/signing on this computer. If you have a BankID card, please insert it into your card reader. If you don't have a BankID you can get one from your bank.",
  }),
  msg({
    id: 'eid.rfa.rfa15b',
    message:
      "Searching for BankID, it may take a little while … If a few seconds have passed and still no BankID has been found, you probably don't have a BankID which can be used for this identification/signing on this device. If you don't have a BankID you can get one from your bank.",
  }),
  msg({
    id: 'eid.rfa.rfa16',
    message: 'The BankID you are trying to use is blocked or too old. Please use another BankID or get a new one from your bank.',
  }),
  msg({
    id: 'eid.rfa.rfa17a',
    message:
      "The BankID app couldn't be found on your computer or mobile device. Please install it and get a BankID from your bank. Install the app from your app store or https://install.bankid.com.",
  }),
  msg({
    id: 'eid.rfa.rfa17b',
    message:
      "Failed to scan the QR code. Start the BankID app and scan the QR code. Check that the BankID app is up to date. If you don't have the BankID app, you need to install it and get a BankID from your bank. Install the app from your app store or https://install.bankid.com.",
  }),
  msg({ id: 'eid.rfa.rfa21', message: 'Identification or signing in progress.' }),
  msg({ id: 'eid.rfa.rfa22', message: 'Unknown error. Please try again.' }),
];
