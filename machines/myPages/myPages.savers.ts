import { customer } from '../../api/calls/customer';
import { fieldSaver } from './editField/editField.actors';

/**
 * The values of the account page saved in place, each provided to the
 * edit-field chart at the edge (`useEditField`).
 */

/** PATCH `/v2/customer/personal-information/email`: changes at once (no code); the stored address is the one sent, trimmed. */
export const emailSaver = fieldSaver(async (api, sessionId, email) => {
  await api.call(customer.changeEmail, { sessionId, body: { email } });
  return email.trim();
});

/** POST `/v2/customer/addresses/:id/instructions`: door code, pets, parking for the staff; answers the address as stored. */
export const addressInstructionsSaver = fieldSaver(async (api, sessionId, text, addressId) => {
  const address = await api.call(customer.setAddressInstructions, { sessionId, params: { id: addressId ?? '' }, body: { text } });
  return address.instructions ?? '';
});

/** Most characters of an address's instructions (the contract's `freeText(1000)`). */
export const ADDRESS_INSTRUCTIONS_MAX_LENGTH = 1000;
