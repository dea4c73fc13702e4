import type { FormErrorMessage } from '../../../api/validators/messages';

/** The contact form's fields, in the order the form shows them. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The fields as typed. */
export type ContactValues = Record<ContactField, string>;

/** Context of the contact form: what is typed, and the message under each field at fault. */
export interface ContactMessageContext {
  values: ContactValues;
  errors: Partial<Record<ContactField, FormErrorMessage>>;
}

/**
 * Events:
 * - `field.changed`: a field as typed (ignored while sending and once sent);
 * - `message.submitted`: the send button or Enter (ignored while sending and once sent).
 */
export type ContactMessageEvent = { type: 'field.changed'; field: ContactField; value: string } | { type: 'message.submitted' };

/** The body of POST /v1/contact/message (`site.contactMessage`): trimmed, the phone only when given. */
export interface ContactMessageRequest {
  name: string;
  email: string;
  phone?: string;
  message: string;
}
