import type { Locale } from '../../../api/contract/content.schemas';
import { routePath } from '../../../api/routes';

/**
 * The fields of `customer.invite`'s body the form shows, as a refusal names
 * them without `body.` (`formFieldOf`). A refusal naming one shows on it.
 */
export const INVITE_FORM_FIELDS = ['form.firstName', 'form.lastName', 'form.email', 'form.phone', 'form.role', 'ssn'] as const;
export type InviteFormField = (typeof INVITE_FORM_FIELDS)[number];

/** The link the invited person opens (and receives by email): `<origin>/mina-sidor/inbjudan/<id>`, `/en/my-pages/invitation/<id>`. */
export function invitationLink({ origin, locale, invitationId }: { origin: string; locale: Locale; invitationId: string | null }): string {
  return `${origin.replace(/\/$/, '')}${routePath('invitation', locale, { id: invitationId ?? '' })}`;
}
