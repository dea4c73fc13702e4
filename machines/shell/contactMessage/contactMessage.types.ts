/** The contact form's fields, in the order the form shows them. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The fields as typed. */
export type ContactValues = Record<ContactField, string>;

/** The body of POST /v1/contact/message (`site.contactMessage`): trimmed, the phone only when given. */
export interface ContactMessageRequest {
  name: string;
  email: string;
  phone?: string;
  message: string;
}
