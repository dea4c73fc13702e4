/**
 * Test people and test customers: the identities the embedded BankID
 * simulator's test app offers, and the customer accounts seeded for them.
 *
 * Personal identity numbers: only test numbers. Every number below has a
 * birth number (the three digits after the date) in the series 980–999,
 * which is the series of Skatteverket's published test personal identity
 * numbers (open data set "Testpersonnummer", skatteverket.se, "Allt du behöver
 * veta om testpersonnummer"); they are never given to real people.
 * 811218-9876 is Skatteverket's own example number (SKV 704). Each passes the
 * Luhn check (`tests/server/eidTestApp.test.ts` checks it). People, the company
 * and its organisation number are invented; phone numbers are from the
 * range the Swedish Post and Telecom Authority reserves for fiction
 * (070-174 06 05 – 070-174 06 99) and e-mail addresses use `.example`.
 */

type TestIdentityKind =
  | 'customer'
  | 'severalAccounts'
  | 'twoPostalCodes'
  | 'powerOfAttorneyGiver'
  | 'protectedIdentity'
  | 'newCustomer'
  | 'blockedBankId'
  | 'minor';

/** A person with a (simulated) BankID. */
export interface TestIdentity {
  /** `YYYYMMDD-XXXX`. */
  personalNumber: string;
  givenName: string;
  surname: string;
  kind: TestIdentityKind;
  description: { sv: string; en: string };
  /** The BankID is blocked: identifying fails with `certificateErr`. */
  bankIdBlocked?: boolean;
}

export const testIdentities: TestIdentity[] = [
  {
    personalNumber: '19811218-9876',
    givenName: 'Oskar',
    surname: 'Lindqvist',
    kind: 'customer',
    description: { sv: 'Kund med ett konto och en adress', en: 'Customer with one account and one address' },
  },
  {
    personalNumber: '19750412-9821',
    givenName: 'Karin',
    surname: 'Berg',
    kind: 'severalAccounts',
    description: {
      sv: 'Flera konton: eget, fullmakt för Gustav Berg och företaget Bergs Bageri AB (kontoval)',
      en: 'Several accounts: her own, power of attorney for Gustav Berg and the company Bergs Bageri AB (account choice)',
    },
  },
  {
    personalNumber: '19380207-9917',
    givenName: 'Gustav',
    surname: 'Berg',
    kind: 'powerOfAttorneyGiver',
    description: { sv: 'Kund som gett Karin Berg fullmakt', en: 'Customer who gave Karin Berg power of attorney' },
  },
  {
    personalNumber: '19860923-9846',
    givenName: 'Maja',
    surname: 'Holm',
    kind: 'twoPostalCodes',
    description: { sv: 'Kund med adresser i två postnummer (111 20 och 411 19)', en: 'Customer with addresses in two postal codes (111 20 and 411 19)' },
  },
  {
    personalNumber: '19550101-9995',
    givenName: 'Per',
    surname: 'Ström',
    kind: 'protectedIdentity',
    description: { sv: 'Kund med skyddad identitet', en: 'Customer with protected identity' },
  },
  {
    personalNumber: '19900101-9802',
    givenName: 'Alva',
    surname: 'Nyström',
    kind: 'newCustomer',
    description: { sv: 'Inte kund: registrerar sig som ny kund', en: 'Not a customer: registers as a new customer' },
  },
  {
    personalNumber: '19950615-9913',
    givenName: 'Leo',
    surname: 'Sandberg',
    kind: 'newCustomer',
    description: { sv: 'Inte kund: registrerar sig som ny kund', en: 'Not a customer: registers as a new customer' },
  },
  {
    personalNumber: '19700101-9939',
    givenName: 'Nils',
    surname: 'Blom',
    kind: 'blockedBankId',
    bankIdBlocked: true,
    description: { sv: 'Spärrat BankID: legitimeringen misslyckas (certificateErr)', en: 'Blocked BankID: identification fails (certificateErr)' },
  },
  {
    personalNumber: '20120304-9869',
    givenName: 'Ella',
    surname: 'Nyberg',
    kind: 'minor',
    description: { sv: 'Minderårig, inte kund', en: 'Minor, not a customer' },
  },
];

interface TestAddress {
  id: string;
  street: string;
  zipCode: string;
  city: string;
  careOf?: string;
  floor?: string;
  doorCode?: string;
  instructions?: string;
  primary: boolean;
}

/** A seeded customer account. `access` lists the other people who may act for it. */
export interface TestCustomer {
  id: string;
  type: 'private' | 'business';
  ssn?: string;
  orgNumber?: string;
  companyName?: string;
  /** The person, or the company's contact person. */
  firstName: string;
  lastName: string;
  email: string | null;
  mobilePhone: string | null;
  protectedIdentity?: boolean;
  addresses: TestAddress[];
  /**
   * Power of attorney or representation: `userRole` `admin` lets a
   * company's representative manage its users; names and contact details
   * come from the person's own identity and account.
   */
  access: { id: string; personSsn: string; role: 'powerOfAttorney' | 'representative'; userRole: 'admin' | 'user' }[];
  /** Notifications by type; `read: false` ones count as unread. */
  notifications: { id: string; type: string; read: boolean }[];
}

export const testCustomers: TestCustomer[] = [
  {
    id: 'cust-oskar-lindqvist',
    type: 'private',
    ssn: '19811218-9876',
    firstName: 'Oskar',
    lastName: 'Lindqvist',
    email: 'oskar.lindqvist@kund.example',
    mobilePhone: '+46 70 174 06 05',
    addresses: [{ id: 'addr-oskar-home', street: 'Vasagatan 12', zipCode: '11120', city: 'Stockholm', floor: '3', doorCode: '1234', primary: true }],
    access: [],
    notifications: [
      { id: 'note-oskar-1', type: 'bookingConfirmed', read: true },
      { id: 'note-oskar-2', type: 'invoiceCreated', read: true },
      { id: 'note-oskar-3', type: 'offerReceived', read: false },
    ],
  },
  {
    id: 'cust-karin-berg',
    type: 'private',
    ssn: '19750412-9821',
    firstName: 'Karin',
    lastName: 'Berg',
    email: 'karin.berg@kund.example',
    mobilePhone: '+46 70 174 06 06',
    addresses: [{ id: 'addr-karin-home', street: 'Tegnérgatan 8', zipCode: '11152', city: 'Stockholm', primary: true }],
    access: [],
    notifications: [{ id: 'note-karin-1', type: 'bookingConfirmed', read: false }],
  },
  {
    id: 'cust-gustav-berg',
    type: 'private',
    ssn: '19380207-9917',
    firstName: 'Gustav',
    lastName: 'Berg',
    email: null,
    mobilePhone: '+46 70 174 06 07',
    addresses: [
      {
        id: 'addr-gustav-home',
        street: 'Storgatan 3',
        zipCode: '16751',
        city: 'Bromma',
        careOf: 'Karin Berg',
        instructions: 'Ring på dörren, det tar en stund att öppna.',
        primary: true,
      },
    ],
    access: [{ id: 'access-gustav-karin', personSsn: '19750412-9821', role: 'powerOfAttorney', userRole: 'admin' }],
    notifications: [],
  },
  {
    id: 'cust-bergs-bageri',
    type: 'business',
    orgNumber: '559900-9874',
    companyName: 'Bergs Bageri AB',
    firstName: 'Karin',
    lastName: 'Berg',
    email: 'info@bergsbageri.example',
    mobilePhone: '+46 70 174 06 08',
    addresses: [{ id: 'addr-bageri', street: 'Bageriväg 5', zipCode: '17231', city: 'Sundbyberg', primary: true }],
    access: [{ id: 'access-bageri-karin', personSsn: '19750412-9821', role: 'representative', userRole: 'admin' }],
    notifications: [],
  },
  {
    id: 'cust-maja-holm',
    type: 'private',
    ssn: '19860923-9846',
    firstName: 'Maja',
    lastName: 'Holm',
    email: 'maja.holm@kund.example',
    mobilePhone: '+46 70 174 06 09',
    addresses: [
      { id: 'addr-maja-stockholm', street: 'Drottninggatan 50', zipCode: '11120', city: 'Stockholm', primary: true },
      { id: 'addr-maja-goteborg', street: 'Kungsgatan 10', zipCode: '41119', city: 'Göteborg', primary: false },
    ],
    access: [],
    notifications: [],
  },
  {
    id: 'cust-per-strom',
    type: 'private',
    ssn: '19550101-9995',
    firstName: 'Per',
    lastName: 'Ström',
    email: null,
    mobilePhone: null,
    protectedIdentity: true,
    addresses: [],
    access: [],
    notifications: [],
  },
];
