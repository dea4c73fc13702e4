import { site } from '../../../api/calls/site';
import type { ApiClient } from '../../../api/client/types';
import { createMessageFormActors } from '../messageForm/messageForm.actors';

/** The contact form's call: `sendMessage` POSTs `/v1/contact/message` (`site.contactMessage`). */
export const createContactMessageActors = (api: ApiClient) => createMessageFormActors(api, site.contactMessage);
