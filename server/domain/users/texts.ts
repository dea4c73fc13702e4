import type { Locale } from '../../../api/contract/content.schemas';
import { company } from '../../../content/shared/site';

/**
 * The texts people sign with e-ID about an invitation, in the language of
 * the call: what the phone shows and the signature covers, so each says
 * plainly who gets power over which account.
 */

/** The account an invitation is about: a private person's own, or a company's. */
interface InvitedAccount {
  type: 'private' | 'business';
  companyName: string | null;
}

/**
 * Swedish genitive of a name: `s` added, nothing after s, x or z
 * (`Lindqvists`, `Lars`), and `:s` after an abbreviation or a digit
 * (`Bergs Bageri AB:s`).
 */
function swedishGenitive(name: string): string {
  if (/(\b[A-ZÅÄÖ]{2,}|\d)$/.test(name)) return `${name}:s`;
  return /[sxz]$/i.test(name) ? name : `${name}s`;
}

/** English possessive: `Lindqvist's`, `Ross'`. */
const englishPossessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** What the inviter signs: `Jag ger Maja Holm (19860923-9846) fullmakt att sköta mitt konto hos Hemglans AB.` */
export function invitationText(locale: Locale, invitee: { firstName: string; lastName: string; ssn: string }, account: InvitedAccount): string {
  const who = `${invitee.firstName} ${invitee.lastName} (${invitee.ssn})`;
  if (locale === 'en') {
    const whose = account.type === 'business' ? `the account of ${account.companyName}` : 'my account';
    return `I give ${who} power of attorney to manage ${whose} with ${company.name}.`;
  }
  const whose = account.type === 'business' ? `${swedishGenitive(account.companyName ?? '')} konto` : 'mitt konto';
  return `Jag ger ${who} fullmakt att sköta ${whose} hos ${company.name}.`;
}

/** What the invited person signs: `Jag godkänner fullmakten att sköta Oskar Lindqvists konto hos Hemglans AB.` */
export function approvalText(locale: Locale, inviter: { firstName: string; lastName: string }, account: InvitedAccount): string {
  const owner = account.type === 'business' ? (account.companyName ?? '') : `${inviter.firstName} ${inviter.lastName}`;
  if (locale === 'en') return `I accept the power of attorney to manage ${englishPossessive(owner)} account with ${company.name}.`;
  return `Jag godkänner fullmakten att sköta ${swedishGenitive(owner)} konto hos ${company.name}.`;
}

/** The e-mail that brings an invitation to the invited person, with the link that opens it. */
export function invitationEmail(
  locale: Locale,
  invitation: { firstName: string; inviterFirstName: string; inviterLastName: string },
  account: InvitedAccount,
  link: string,
  validUntil: string,
): { subject: string; body: string } {
  const inviter = `${invitation.inviterFirstName} ${invitation.inviterLastName}`;
  if (locale === 'en') {
    const whose = account.type === 'business' ? `the account of ${account.companyName}` : 'their account';
    return {
      subject: `${inviter} invites you to ${company.name}`,
      body: `Hello ${invitation.firstName}, ${inviter} has given you power of attorney to manage ${whose} with ${company.name}. Open the invitation, log in with BankID and approve it by signing: ${link} The invitation is valid until ${validUntil}.`,
    };
  }
  const whose = account.type === 'business' ? `${swedishGenitive(account.companyName ?? '')} konto` : 'sitt konto';
  return {
    subject: `${inviter} bjuder in dig till ${company.name}`,
    body: `Hej ${invitation.firstName}! ${inviter} har gett dig fullmakt att sköta ${whose} hos ${company.name}. Öppna inbjudan, logga in med BankID och godkänn den genom att signera: ${link} Inbjudan gäller till och med ${validUntil}.`,
  };
}
