import type { z } from 'zod';
import type { Locale } from '../../../api/contract/content.schemas';
import type { securityInstructionsSchema } from '../../../api/contract/customer';
import { ownAddress, updateOwnAddress, type AddressChange, type AddressRow } from '../../store/addresses';
import { toStockholmIso } from '../booking/stockholmTime';
import { invalidField } from '../refusal';
import { ADDRESS_REFUSALS, addressNotFound, type AddressDeps } from './addresses';

/**
 * How the staff get into a home and what protects it: a protection level,
 * free-text instructions and how keys are handled, kept on the address.
 * Any change leaves them unconfirmed until the customer confirms them.
 */

type Texts = Record<Locale, { label: string; description: string }>;

/** The protection levels an address can have, in the order offered. */
const PROTECTION_LEVELS = {
  standard: {
    sv: { label: 'Standard', description: 'Vanliga lås och inget larm. Personalen låser efter sig som du har beskrivit.' },
    en: { label: 'Standard', description: 'Ordinary locks and no alarm. The staff lock up after them as you have described.' },
  },
  alarm: {
    sv: { label: 'Larm', description: 'Bostaden har ett larm som personalen stänger av när de kommer och slår på när de går.' },
    en: { label: 'Alarm', description: 'The home has an alarm the staff turn off when they arrive and on when they leave.' },
  },
  highSecurity: {
    sv: {
      label: 'Hög säkerhet',
      description: 'Särskilda rutiner: nycklar och koder kvitteras, bara namngiven personal kommer och instruktionerna följs utan undantag.',
    },
    en: {
      label: 'High security',
      description: 'Special routines: keys and codes are signed for, only named staff come, and the instructions are followed without exception.',
    },
  },
} as const satisfies Record<string, Texts>;

type ProtectionLevel = keyof typeof PROTECTION_LEVELS;

const isProtectionLevel = (value: string): value is ProtectionLevel => Object.hasOwn(PROTECTION_LEVELS, value);

type SecurityInstructions = z.input<typeof securityInstructionsSchema>;

/** The levels with their label and description in the caller's language. */
export function protectionLevels(locale: Locale) {
  return {
    items: (Object.keys(PROTECTION_LEVELS) as ProtectionLevel[]).map((id) => ({ id, ...PROTECTION_LEVELS[id][locale] })),
  };
}

function toSecurityInstructions(row: AddressRow): SecurityInstructions {
  return {
    addressId: row.id,
    protectionLevel: row.protectionLevel,
    instructions: row.securityInstructions,
    keyHandling: row.keyHandling,
    confirmedAt: row.securityConfirmedAt ? toStockholmIso(row.securityConfirmedAt.getTime()) : null,
  };
}

export async function securityInstructions({ db }: AddressDeps, customerId: string, addressId: string): Promise<SecurityInstructions> {
  const row = await ownAddress(db, customerId, addressId);
  if (!row) throw addressNotFound();
  return toSecurityInstructions(row);
}

interface SecurityInstructionsChange {
  /** A level of `PROTECTION_LEVELS`, or null for none; absent leaves it as it is. */
  protectionLevel?: string | null;
  instructions?: string;
  keyHandling?: SecurityInstructions['keyHandling'];
}

/** Changes what is given (absent fields stay) and leaves the whole unconfirmed. An unknown level is a 400 on `body.protectionLevel`. */
export async function updateSecurityInstructions(
  { db }: AddressDeps,
  customerId: string,
  addressId: string,
  change: SecurityInstructionsChange,
): Promise<SecurityInstructions> {
  const level = change.protectionLevel;
  if (typeof level === 'string' && !isProtectionLevel(level)) throw invalidField('body.protectionLevel', ADDRESS_REFUSALS.unknownProtectionLevel);
  const update: AddressChange = {
    securityConfirmedAt: null,
    ...(level !== undefined ? { protectionLevel: level } : {}),
    ...(change.instructions !== undefined ? { securityInstructions: change.instructions } : {}),
    ...(change.keyHandling !== undefined ? { keyHandling: change.keyHandling } : {}),
  };
  const row = await updateOwnAddress(db, customerId, addressId, update);
  if (!row) throw addressNotFound();
  return toSecurityInstructions(row);
}

/** The customer confirms the security instructions are right as they stand. */
export async function confirmSecurityInstructions({ db, clock }: AddressDeps, customerId: string, addressId: string): Promise<SecurityInstructions> {
  const row = await updateOwnAddress(db, customerId, addressId, { securityConfirmedAt: new Date(clock.now()) });
  if (!row) throw addressNotFound();
  return toSecurityInstructions(row);
}
