import type { z } from 'zod';
import type { Locale } from '../../api/contract/content.schemas';
import type { partner as partnerContract } from '../../api/contract/partner';
import { CONTACT_TOO_MANY_MESSAGES } from '../../api/contract/site';
import type { LetterPartner } from './confirmations';
import type { ServiceId } from '../../api/products';
import { company } from '../../content/shared/site';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { deletePartnerApplication, insertPartnerApplication, partnerById, partnerNamed, type PartnerRow } from '../store/partners';
import { HOME_CLEANING_PRODUCT, homeCleaningConfig, type BookingDeps } from './booking/service';
import { refuseUnsupported } from './booking/ownIds';
import { createHourlyWindow, takeWithinLimits } from './hourlyWindow';
import { LANGUAGE_NAMES, mailToUs } from './mailToUs';
import type { Outbox } from './outbox';
import { invalidField, Refusal } from './refusal';

/**
 * Partners whose customers book through us (calls.md section 7, Partner):
 * a partner and its terms, the home-cleaning configuration with them, and
 * the applications companies send to sales.
 */

type PartnerAnswer = z.input<typeof partnerContract.get.response>;
type ConfigQuery = z.output<typeof partnerContract.homeCleaningConfig.query>;
type ConfigAnswer = z.input<typeof partnerContract.homeCleaningConfig.response>;
export type PartnerApplication = z.output<typeof partnerContract.apply.body>;
export type EmployeeBenefitsInterest = z.output<typeof partnerContract.employeeBenefits.body>;

const UNKNOWN_PARTNER = 'Unknown partner';
const DEFAULT_ERROR = 'common.formErrors.default';

/**
 * A partner by id. `sessionId` is the partner's session for its customer,
 * which only the partner can read (to prefill the form from it); with no
 * way to resolve it here it is refused rather than taken and ignored.
 */
export async function partnerOf(db: Db, id: string, sessionId: string | undefined): Promise<PartnerAnswer> {
  refuseUnsupported('query.sessionId', sessionId);
  const row = await partnerById(db, id);
  if (!row) throw new Refusal('notFound', UNKNOWN_PARTNER);
  return {
    id: row.id,
    name: row.name,
    ...(row.logo ? { logo: row.logo } : {}),
    products: row.products,
    ...(row.campaignCode ? { campaignCode: row.campaignCode } : {}),
  };
}

const sameCode = (sent: string, own: string | null) => own !== null && sent.trim().toUpperCase() === own.toUpperCase();

/** The home-cleaning flow a partner offers: weekly cleaning with a home visit, else Click & Go; none when it offers neither. */
function homeCleaningFlowOf(partner: PartnerRow): 'rfp' | 'direct' | undefined {
  if (partner.products.includes(HOME_CLEANING_PRODUCT.rfp)) return 'rfp';
  if (partner.products.includes(HOME_CLEANING_PRODUCT.direct)) return 'direct';
  return undefined;
}

/**
 * The home-cleaning configuration at `areaCode` with the partner's terms
 * (an area not served answers `available: false`, as the site's own
 * configuration does). A campaign code, when sent, must be the partner's.
 *
 * `ssn` is refused: the call needs no login, so answering by a personal
 * number (whether that person already subscribes here) would tell anyone
 * who knows the number about a stranger's home. The booking itself
 * applies that rule to the customer who identified with BankID.
 */
export async function partnerHomeCleaningConfig(deps: BookingDeps, query: ConfigQuery, locale: Locale): Promise<ConfigAnswer> {
  refuseUnsupported('query.ssn', query.ssn);
  const partner = await partnerNamed(deps.db, query.partnerName);
  if (!partner) throw new Refusal('notFound', UNKNOWN_PARTNER);
  if (query.campaignCode !== undefined && !sameCode(query.campaignCode, partner.campaignCode)) {
    throw invalidField('query.campaignCode', DEFAULT_ERROR);
  }
  const flow = homeCleaningFlowOf(partner);
  if (!flow) throw new Refusal('notFound', 'The partner does not offer home cleaning');
  const config = await homeCleaningConfig(deps, query.areaCode, flow, locale);
  return {
    ...config,
    partnerName: partner.name,
    ...(partner.campaignCode ? { campaignCode: partner.campaignCode } : {}),
    ...(partner.discountPerHour !== null ? { discountPerHour: partner.discountPerHour } : {}),
  };
}

/**
 * A partner as a booking keeps it: our id and name for it, and its discount
 * per hour of cleaning (öre incl. VAT) when it has one, as its terms were
 * on the day of the booking.
 */
export interface BookingPartnerTerms extends LetterPartner {
  id: string;
}

/**
 * The partner a booking names (`partnerName`: its id or its name, in any
 * case), who must offer the product booked; what the booking keeps of it
 * is ours (id, name, terms), not the text sent. A campaign code in the
 * partner's data (a landing link's) must be that partner's, and only with
 * it does the booking get the partner's discount.
 */
export async function requireBookingPartner(db: Db, name: string, productId: ServiceId, campaignCode?: unknown): Promise<BookingPartnerTerms> {
  const partner = await partnerNamed(db, name);
  if (!partner || !partner.products.includes(productId)) throw invalidField('body.partnerName', DEFAULT_ERROR);
  if (campaignCode !== undefined && (typeof campaignCode !== 'string' || !sameCode(campaignCode, partner.campaignCode))) {
    throw invalidField('body.partnerData.campaignCode', DEFAULT_ERROR);
  }
  // The discount is the campaign's: anyone may name a partner (its id is public), only its people have the code.
  const earned = partner.discountPerHour !== null && campaignCode !== undefined;
  return { id: partner.id, name: partner.name, ...(earned ? { discountPerHour: partner.discountPerHour! } : {}) };
}

// ---------------------------------------------------------------- applications

/**
 * Applications to sales: to become a partner, or an employer's interest in
 * home services as an employee benefit. Each is stored and mailed to sales;
 * the forms are open to anyone, so a client address may send
 * `PARTNER_APPLICATIONS_PER_HOUR` of them an hour (both kinds together),
 * then is refused (429) and nothing is stored or sent. No receipt goes to
 * the address typed, so the forms cannot mail strangers.
 */
export interface PartnerApplications {
  /** Throws a `Refusal`: `tooMany` over the limit, `unavailable` when sales could not be mailed (then nothing is kept). */
  apply(client: string, application: PartnerApplication, locale: Locale): Promise<void>;
  employeeBenefits(client: string, interest: EmployeeBenefitsInterest, locale: Locale): Promise<void>;
}

/** Applications a client address may send in an hour: a company sends one. */
export const PARTNER_APPLICATIONS_PER_HOUR = 5;
/** The refusal past the limit: the same situation as the contact form's, so the same words. */
export const PARTNER_TOO_MANY_APPLICATIONS = CONTACT_TOO_MANY_MESSAGES;

/** Clients remembered at once; the least recent are forgotten first. */
const TRACKED_CLIENTS = 10_000;

type Kind = 'partner' | 'employeeBenefits';
type Fields = Pick<PartnerApplication, 'companyName' | 'orgNumber' | 'contactName' | 'email' | 'phone' | 'message'> & {
  website?: string;
  employees?: number;
};

const SUBJECT: Record<Kind, string> = { partner: 'Partneransökan', employeeBenefits: 'Intresse för personalförmån' };

/** Sales' copy, in Swedish: the company, who to answer, and the message. */
function salesCopy(kind: Kind, fields: Fields, locale: Locale) {
  const lines = [
    `Företag: ${fields.companyName}`,
    `Organisationsnummer: ${fields.orgNumber}`,
    ...(fields.website ? [`Webbplats: ${fields.website}`] : []),
    ...(fields.employees !== undefined ? [`Antal anställda: ${fields.employees}`] : []),
    `Kontaktperson: ${fields.contactName}`,
    `E-post: ${fields.email}`,
    `Telefon: ${fields.phone}`,
    `Språk: ${LANGUAGE_NAMES[locale]}`,
    ...(fields.message ? ['', fields.message] : []),
  ];
  return { to: company.businessEmail, subject: `${SUBJECT[kind]}: ${fields.companyName}`, body: lines.join('\n') };
}

export function createPartnerApplications(db: Db, outbox: Outbox, clock: Clock, perClient = PARTNER_APPLICATIONS_PER_HOUR): PartnerApplications {
  const fromClient = createHourlyWindow(clock, TRACKED_CLIENTS);
  const send = async (client: string, kind: Kind, fields: Fields, locale: Locale) => {
    takeWithinLimits([{ window: fromClient, key: client, perHour: perClient }], PARTNER_TOO_MANY_APPLICATIONS);
    const id = await insertPartnerApplication(db, {
      kind,
      companyName: fields.companyName,
      orgNumber: fields.orgNumber,
      contactName: fields.contactName,
      email: fields.email,
      phone: fields.phone,
      message: fields.message ?? null,
      website: fields.website ?? null,
      employees: fields.employees ?? null,
      locale,
    });
    try {
      await mailToUs(outbox, salesCopy(kind, fields, locale));
    } catch (error) {
      // Sales was never told and the sender is asked to try again: keeping the row would count it twice.
      await deletePartnerApplication(db, id);
      throw error;
    }
  };
  return {
    apply: (client, application, locale) => send(client, 'partner', application, locale),
    employeeBenefits: (client, interest, locale) => send(client, 'employeeBenefits', interest, locale),
  };
}
