import { selectMessageForm, type MessageFormSnapshot } from '../messageForm/messageForm.selectors';
import type { ContactField } from './contactMessage.types';

export type ContactMessageSnapshot = MessageFormSnapshot;

/** What the contact form renders. */
export const selectContactMessage = (snapshot: ContactMessageSnapshot) => selectMessageForm<ContactField>(snapshot);
