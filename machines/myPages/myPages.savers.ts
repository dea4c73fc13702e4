import { customer } from '../../api/calls/customer';
import type { FieldCall } from './editField/editField.actors';

/**
 * The values of the account page saved in place: each the call of the
 * edit-field chart for one kind of value, made with the client its actors
 * are built with (`createEditFieldActors(api, call)`, given at the edge by
 * `useEditField`): the page's, which sends the customer's session.
 */

/** PATCH `/v2/customer/personal-information/email`: changes at once (no code); the stored address is the one sent, trimmed. */
export const emailSaver: FieldCall = async (api, email) => {
  await api.call(customer.changeEmail, { body: { email } });
  return email.trim();
};

/** POST `/v2/customer/addresses/:id/instructions`: door code, pets, parking for the staff; answers the address as stored. */
export const addressInstructionsSaver: FieldCall = async (api, text, addressId) => {
  const address = await api.call(customer.setAddressInstructions, { params: { id: addressId ?? '' }, body: { text } });
  return address.instructions ?? '';
};

/** Most characters of an address's instructions (the contract's `freeText(1000)`). */
export const ADDRESS_INSTRUCTIONS_MAX_LENGTH = 1000;
