import type { ApiClient } from '../../api/client/types';
import type { Address } from '../../api/contract/common';
import { type CustomerBooking, type Invoice, type Subscription } from '../../api/contract/customer';
import { customer } from '../../api/calls/customer';
import type { ResponseOf } from '../../api/contract/endpoint';
import { resourceLoader } from './resource/resource.actors';

/**
 * The loaders of My pages: what each list and card reads, and what counts
 * as nothing to show. Each is provided to the resource chart at the edge
 * (`useResource`) with the page's client, which sends the customer's session.
 */

/** Invoices per page of the invoice list. */
export const INVOICES_PAGE_SIZE = 10;

/** Visits listed under a subscription. */
export const SUBSCRIPTION_NEXT_VISITS = 3;

/** A range of Stockholm days, `yyyy-mm-dd`, both included. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

export type InvoiceOrderBy = 'dueDate' | 'amount' | 'status';
export interface InvoiceListRequest {
  orderBy: InvoiceOrderBy;
  order: 'asc' | 'desc';
  page: number;
}

export type InvoicePage = ResponseOf<typeof customer.invoices>;
export type InvoiceDetail = ResponseOf<typeof customer.invoice>;
type TimeBank = ResponseOf<typeof customer.timeBank>;
type Offer = ResponseOf<typeof customer.offers>['items'][number];
type SupportContact = ResponseOf<typeof customer.supportContact>;
type SubscriptionDetail = ResponseOf<typeof customer.subscription>;
type SubscriptionUpgrade = ResponseOf<typeof customer.subscriptionUpgrades>['items'][number];

/** The visits of a range of days (My bookings: the past and the coming year). */
export const bookingsLoader = resourceLoader<DayRange, CustomerBooking[]>(
  async (api, range) => (await api.call(customer.bookings, { query: range })).items,
  (items) => items.length === 0,
);

/** The days with a visit in a range (the month view's markers); a month without visits is still a month to show. */
export const bookingDatesLoader = resourceLoader<DayRange, string[]>(
  async (api, range) => (await api.call(customer.bookingDates, { query: range })).dates,
  () => false,
);

/** The next and the most recent visits (My pages start). */
export const latestBookingsLoader = resourceLoader<null, CustomerBooking[]>(
  async (api) => (await api.call(customer.latestBookings)).items,
  (items) => items.length === 0,
);

/** One page of the invoices, in the order asked. */
export const invoicesLoader = resourceLoader<InvoiceListRequest, InvoicePage>(
  (api, request) =>
    api.call(customer.invoices, { query: { ...request, itemsPerPage: INVOICES_PAGE_SIZE } }),
  (answer) => answer.total === 0,
);

/** One invoice with its lines; a 404 for an id that is not this customer's. */
export const invoiceLoader = resourceLoader<{ invoiceId: string }, InvoiceDetail>(
  (api, request) => api.call(customer.invoice, { params: request }),
  () => false,
);

/** Invoices that want attention (unpaid, overdue first). */
export const highlightedInvoicesLoader = resourceLoader<null, Invoice[]>(
  async (api) => (await api.call(customer.highlightedInvoices)).items,
  (items) => items.length === 0,
);

export const subscriptionsLoader = resourceLoader<null, Subscription[]>(
  async (api) => (await api.call(customer.subscriptions)).items,
  (items) => items.length === 0,
);

/** A subscription's details (its hours are in the configuration) and the upgrades it can take. */
interface SubscriptionCard {
  detail: SubscriptionDetail;
  upgrades: SubscriptionUpgrade[];
}
export const subscriptionCardLoader = resourceLoader<{ id: string }, SubscriptionCard>(
  async (api: ApiClient, { id }) => {
    const [detail, upgrades] = await Promise.all([
      api.call(customer.subscription, { params: { id } }),
      api.call(customer.subscriptionUpgrades, { params: { id } }),
    ]);
    return { detail, upgrades: upgrades.items };
  },
  () => false,
);

/** The time bank: an empty one has neither a balance nor entries. */
export const timeBankLoader = resourceLoader<null, TimeBank>(
  (api) => api.call(customer.timeBank),
  (answer) => answer.balanceMinutes === 0 && answer.items.length === 0,
);

/** Offers still open. */
export const offersLoader = resourceLoader<null, Offer[]>(
  async (api) => (await api.call(customer.offers)).items.filter((offer) => offer.status === 'open'),
  (items) => items.length === 0,
);

export const supportContactLoader = resourceLoader<null, SupportContact>(
  (api) => api.call(customer.supportContact),
  () => false,
);

export type PersonalInformation = ResponseOf<typeof customer.personalInformation>;

/** The account's personal information: name, personal identity number, email and the verified phone (and a change waiting for its code). */
export const personalInformationLoader = resourceLoader<null, PersonalInformation>(
  (api) => api.call(customer.personalInformation),
  () => false,
);

/** The account's saved addresses, the primary one first. */
export const addressesLoader = resourceLoader<null, Address[]>(
  async (api) => {
    const { items } = await api.call(customer.addresses);
    return [...items].sort((a, b) => Number(b.primary) - Number(a.primary));
  },
  (items) => items.length === 0,
);
