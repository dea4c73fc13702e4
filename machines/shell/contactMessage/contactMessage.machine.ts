import { createMessageFormMachine } from '../messageForm/messageForm.machine';
import { CONTACT_RULES, messageRequest } from './contactMessage.rules';
import { CONTACT_FIELDS } from './contactMessage.types';

/**
 * "Send us a message" in the contact dialog: name, e-mail, an optional phone
 * number and the message, sent to customer service (which mails a receipt).
 * A message form (`createMessageFormMachine`): the dialog's closing stops it.
 *
 * Runs with the call the edge provides (`createContactMessageActors(api)`): actor `sendMessage(body)`.
 */
export const contactMessageMachine = createMessageFormMachine({ id: 'contactMessage', fields: CONTACT_FIELDS, rules: CONTACT_RULES, request: messageRequest });

export type ContactMessageMachine = typeof contactMessageMachine;
