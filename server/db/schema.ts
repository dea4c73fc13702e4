import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Binary column; PGlite and node-postgres both hand back bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Which seed revision the database holds; seeding runs when it is behind. */
export const seedRuns = pgTable('seed_runs', {
  revision: integer('revision').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Content entries in both languages. Language versions of one entry share
 * `entryId`; `(locale, slug)` is unique among published and draft entries.
 *
 * `published` says whether the entry has a published version. When it has,
 * `data` (with `title`, `category`, `tags`) is that version and `draft`
 * holds unpublished changes, if any. An entry never published has no
 * published version: `data` is its draft and `draft` stays null. Visitors
 * only ever read published rows' `data`; an editor's preview reads
 * `draft ?? data`.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    entryId: text('entry_id').notNull(),
    locale: text('locale').notNull(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').notNull(),
    published: boolean('published').notNull().default(true),
    /** Unpublished changes of a published entry (the whole entry's data, as `data`); null when there are none. */
    draft: jsonb('draft'),
    /** When `draft` (or, for an entry never published, `data`) was last saved by an editor. */
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_locale_slug').on(t.locale, t.type, t.slug),
    index('content_entries_entry').on(t.entryId),
    index('content_entries_category').on(t.locale, t.type, t.category),
  ],
);

export const menus = pgTable(
  'menus',
  {
    menuId: text('menu_id').notNull(),
    locale: text('locale').notNull(),
    items: jsonb('items').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.locale] })],
);

/** Stored redirections, checked before a 404 is shown. */
export const redirections = pgTable('redirections', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  type: integer('type').notNull(),
});

export const webConfig = pgTable('web_config', {
  locale: text('locale').primaryKey(),
  data: jsonb('data').notNull(),
});

/** Translation modules (`common`, `post`, `date`, `slug`, `location`) per language. */
export const translationModules = pgTable(
  'translation_modules',
  {
    moduleId: text('module_id').notNull(),
    locale: text('locale').notNull(),
    messages: jsonb('messages').notNull(),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.locale] })],
);

/**
 * Postal codes served: ranges of five-digit codes per region, and ranges
 * without a region cut out of them (`server/domain/serviceAreas.ts`).
 */
export const areaRanges = pgTable(
  'area_ranges',
  {
    firstCode: text('first_code').notNull(),
    lastCode: text('last_code').notNull(),
    region: text('region'),
  },
  (t) => [primaryKey({ columns: [t.firstCode, t.lastCode] })],
);

export const products = pgTable('products', {
  productId: integer('product_id').primaryKey(),
  key: text('key').notNull().unique(),
  type: text('type').notNull(),
  business: boolean('business').notNull(),
  isMulti: boolean('is_multi').notNull().default(false),
});

/** Which products are offered in which region. */
export const regionProducts = pgTable(
  'region_products',
  {
    region: text('region').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
  },
  (t) => [primaryKey({ columns: [t.region, t.productId] })],
);

/**
 * Visitors who asked to be e-mailed when we serve a postal code we do not
 * serve yet. One row per address and postal code: asking again changes
 * nothing. The address is stored trimmed and in lower case.
 */
export const areaInterests = pgTable(
  'area_interests',
  {
    id: serial('id').primaryKey(),
    areaCode: text('area_code').notNull(),
    email: text('email').notNull(),
    /** The service the visitor was looking at, when the form was a single service's. */
    productId: integer('product_id').references(() => products.productId),
    /** The language to write to them in. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('area_interests_code_email').on(t.areaCode, t.email)],
);

export const jobs = pgTable('jobs', {
  id: text('id').primaryKey(),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  city: text('city').notNull(),
  department: text('department').notNull(),
  applyUrl: text('apply_url').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const consents = pgTable('consents', {
  hash: text('hash').primaryKey(),
  record: jsonb('record').notNull(),
  userAgent: text('user_agent'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Analytics events, stored once per idempotency key: `seq` numbers the events
 * of one track call, so a concurrent repeat of the same call conflicts on the
 * unique index instead of storing the events twice.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    appId: text('app_id').notNull(),
    identity: text('identity').notNull(),
    /** The customer logged in when the events were sent (`user_id`), if any. */
    userId: text('user_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    seq: integer('seq').notNull(),
    event: text('event').notNull(),
    properties: jsonb('properties'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('analytics_events_key').on(t.appId, t.idempotencyKey, t.seq)],
);

/** Source images (seeded or uploaded), resized on request. */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

// ---------------------------------------------------------------- customers and sessions

/**
 * A customer account: a private person (`ssn`) or a company (`orgNumber`,
 * `companyName`; `firstName`/`lastName` are its contact person). A person's
 * own private account is their main account.
 */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull().$type<'private' | 'business'>(),
    /** `YYYYMMDD-XXXX`, private accounts only. */
    ssn: text('ssn'),
    orgNumber: text('org_number'),
    companyName: text('company_name'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    mobilePhone: text('mobile_phone'),
    /** Protected personal data (skyddad identitet): never offered to others by `is-valid`. */
    protectedIdentity: boolean('protected_identity').notNull().default(false),
    /** SHA-256 of the `Idempotency-Key` of the registration that created the account (a retry of it answers as the first did). */
    registrationKeyHash: text('registration_key_hash'),
    /**
     * The account's contact person when it is one of the people with access
     * (a `customer_access.id`; removing that access clears it); null: the
     * owner (a private account's own person).
     */
    contactAccessId: text('contact_access_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_ssn').on(t.ssn)],
);

/**
 * Accounts a person may act for besides their own: power of attorney for
 * another person (an approved invitation), or representing a company. The
 * person's name is the one their e-ID signature carried when they accepted.
 */
export const customerAccess = pgTable(
  'customer_access',
  {
    /** The person acting, `YYYYMMDD-XXXX`. */
    personSsn: text('person_ssn').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<'powerOfAttorney' | 'representative'>(),
    /** How the account's users list names the access (`contactId`, `contactPersonId`). */
    id: text('id')
      .notNull()
      .unique()
      .default(sql`('acc-' || gen_random_uuid()::text)`),
    /** What the person may do: `admin` (a company's representative with this role manages its users) or `user`. */
    userRole: text('user_role').notNull().default('user').$type<'admin' | 'user'>(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.personSsn, t.customerId] })],
);

/**
 * Invitations to act for an account (power of attorney), each signed with
 * e-ID twice: by the inviter when it is made (`signing` until then, seen by
 * no one; one never signed is dropped after a day), and by the invited
 * person when they accept. An `open` invitation waits for the invited
 * person until `expires_at`; it ends `approved`, `rejected` or `withdrawn`.
 */
export const customerInvitations = pgTable(
  'customer_invitations',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The invited person, `YYYYMMDD-XXXX`. */
    invitedSsn: text('invited_ssn').notNull(),
    /** As the inviter typed them. */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role').notNull().$type<'admin' | 'user'>(),
    status: text('status').notNull().$type<'signing' | 'open' | 'approved' | 'rejected' | 'withdrawn'>(),
    /** The person who invited, `YYYYMMDD-XXXX`, and their name (the e-ID's, from their signature once signed). */
    inviterSsn: text('inviter_ssn').notNull(),
    inviterFirstName: text('inviter_first_name').notNull(),
    inviterLastName: text('inviter_last_name').notNull(),
    /** SHA-256 of the invitation call's `Idempotency-Key` and of what it asked: a retry answers the same order. */
    idempotencyKeyHash: text('idempotency_key_hash').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The inviter's e-ID sign order. */
    signOrderRef: text('sign_order_ref'),
    /** The e-ID signatures (base64 XML) of the inviter and of the invited person. */
    inviterSignature: text('inviter_signature'),
    approverSignature: text('approver_signature'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** Seven days after the inviter signed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_invitations_key').on(t.customerId, t.idempotencyKeyHash),
    index('customer_invitations_customer').on(t.customerId, t.status),
    index('customer_invitations_invited').on(t.invitedSsn),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    careOf: text('care_of'),
    floor: text('floor'),
    doorCode: text('door_code'),
    /** For the cleaner: door code, pets, parking. */
    instructions: text('instructions'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Security instructions: a protection level of `PROTECTION_LEVELS`, free text, and how the staff get in. */
    protectionLevel: text('protection_level'),
    securityInstructions: text('security_instructions').notNull().default(''),
    keyHandling: text('key_handling').$type<'keyInBox' | 'customerHome' | 'keyAtOffice' | 'other'>(),
    /** When the customer confirmed the security instructions; a change clears it. */
    securityConfirmedAt: timestamp('security_confirmed_at', { withTimezone: true }),
    /**
     * When the customer removed the address. The row stays: ended
     * subscriptions still point at it; every list and lookup leaves it out.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId)],
);

/**
 * Codes sent to confirm a new mobile number, one row per code: the account's
 * newest row is its pending change (`pending`) or how the last one ended. The
 * rows of the last hour count against the codes an account may ask for.
 * Only a salted hash of the code is stored.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    /** Rising: an account's newest row is the one with the highest id. */
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The new number, as the contract normalises it (`+46 70 123 45 67`). */
    phone: text('phone').notNull(),
    /** HMAC-SHA256 of the code keyed with `codeSalt`, hex. */
    codeHash: text('code_hash').notNull(),
    codeSalt: text('code_salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried so far. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** `pending` until verified, replaced by a newer code, or void after too many wrong tries. */
    status: text('status').notNull().$type<'pending' | 'verified' | 'replaced' | 'void'>(),
  },
  (t) => [index('phone_verifications_customer').on(t.customerId, t.id)],
);

/**
 * The development outbox: every e-mail, and every SMS while no SMS provider
 * is configured, stored instead of sent so a tester can read it (`/outbox`).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    /** Rising: the order messages were stored in, newest first by it. */
    id: serial('id').primaryKey(),
    channel: text('channel').notNull().$type<'sms' | 'email'>(),
    /** A phone number in the compact international form (`+46701234567`), or an e-mail address. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_messages_recipient').on(t.recipient, t.id)],
);

/**
 * Recurring services of a customer (weekly home cleaning, say) at one of its
 * addresses. The address may not be deleted while a subscription points at
 * it (no cascade): ending the subscription comes first.
 */
export const customerSubscriptions = pgTable(
  'customer_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    addressId: text('address_id')
      .notNull()
      .references(() => customerAddresses.id),
    frequency: text('frequency').notNull().$type<'weekly' | 'everyOtherWeek' | 'everyFourthWeek' | 'monthly' | 'yearly' | 'custom'>(),
    status: text('status').notNull().$type<'active' | 'paused' | 'ended'>(),
    /** Day of the first visit (Stockholm calendar date). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Price of one visit in öre incl. VAT, before RUT. */
    pricePerVisit: integer('price_per_visit').notNull(),
    /** The booking form's answers the subscription was sold with. */
    configuration: jsonb('configuration').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_subscriptions_customer').on(t.customerId)],
);

/** Notifications of an account (bookings, invoices, offers); the customer answer counts them. */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  // Newest first, page by page (the list's cursor is created_at and id).
  (t) => [index('customer_notifications_newest').on(t.customerId, t.createdAt, t.id)],
);

/**
 * Customer sessions. The browser holds the token; only its SHA-256 is
 * stored. A session without `customerId` is temporary: the e-ID person is no
 * customer yet and may only register.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The person who identified, `YYYYMMDD-XXXX`. */
    ssn: text('ssn').notNull(),
    /** The account acted as; null for a temporary (registration-only) session. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    givenName: text('given_name').notNull(),
    surname: text('surname').notNull(),
    /**
     * The session's public reference: what a browser page knows of its
     * session (the `sessionId` cookie, `X-SessionId`); it names the session
     * but proves nothing without the HttpOnly session cookie.
     */
    ref: text('ref').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the session was last used: it ends after `SESSION_IDLE_MS` without use. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end: `SESSION_TTL_MS` after it began, however busy. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires').on(t.expiresAt), index('sessions_ssn').on(t.ssn)],
);

/**
 * One-time codes that hand a session over to another browser (the app's
 * webview: `?sessionToken=<code>`). A code lives a minute, is used once, and
 * only a browser holding the binding secret issued with it can use it.
 */
export const sessionHandoffs = pgTable('session_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  bindingHash: text('binding_hash').notNull(),
  ssn: text('ssn').notNull(),
  customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  givenName: text('given_name').notNull(),
  surname: text('surname').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Single-use keys of a `choice` login answer (a person with several accounts); only the hash is stored. */
export const sessionKeys = pgTable('session_keys', {
  keyHash: text('key_hash').primaryKey(),
  ssn: text('ssn').notNull(),
  givenName: text('given_name').notNull(),
  surname: text('surname').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * e-ID orders started by the site (logins and signatures), whichever provider runs them. The row
 * binds the order to the browser that started it (hash of its binding
 * cookie), keeps what the animated QR code is computed from (the start
 * secret never leaves the server) and, once the order is over, its outcome
 * sealed with a key only that browser's cookie can derive.
 */
export const eidLogins = pgTable('eid_logins', {
  orderRef: text('order_ref').primaryKey(),
  /**
   * What the order is for: a login, or a signature (the inviter signing an
   * invitation, the invited person accepting it). Each call polls only its own kind.
   */
  purpose: text('purpose').notNull().default('login').$type<'login' | 'inviteSign' | 'approveSign'>(),
  /** The invitation a signature is about. */
  invitationId: text('invitation_id').references(() => customerInvitations.id, { onDelete: 'cascade' }),
  /** Who must sign (`YYYYMMDD-XXXX`); only their session may poll the signature. Null for logins. */
  signerSsn: text('signer_ssn'),
  bindingHash: text('binding_hash').notNull(),
  /** Opaque per-order token the browser asks the QR content with. */
  qrToken: text('qr_token').notNull().unique(),
  qrStartToken: text('qr_start_token').notNull(),
  qrStartSecret: text('qr_start_secret').notNull(),
  autoStartToken: text('auto_start_token').notNull(),
  endUserIp: text('end_user_ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Set once by the one status call that takes the final answer. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** The final status answer, AES-GCM sealed with a key derived from the browser's binding secret. */
  outcome: text('outcome'),
  /** The browser's last poll of the order while pending: one not polled for `EID_POLL_TIMEOUT_MS` is abandoned. */
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the server cancelled the order at the provider because its browser had stopped polling (set once). */
  abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
});

/**
 * Orders of the embedded BankID simulator. They live in the database so
 * that several server processes (and the test app served by any of them)
 * see the same orders.
 */
export const eidSimulatorOrders = pgTable(
  'eid_simulator_orders',
  {
    orderRef: text('order_ref').primaryKey(),
    autoStartToken: text('auto_start_token').notNull().unique(),
    qrStartToken: text('qr_start_token').notNull().unique(),
    qrStartSecret: text('qr_start_secret').notNull(),
    /** The RP call that made the order: an identification (`auth`) or a signature of `user_visible_data` (`sign`). */
    kind: text('kind').notNull().default('auth').$type<'auth' | 'sign'>(),
    endUserIp: text('end_user_ip').notNull(),
    /** `requirement.personalNumber`, 12 digits: only this person may complete the order. */
    requiredPersonalNumber: text('required_personal_number'),
    userVisibleData: text('user_visible_data'),
    status: text('status').notNull().$type<'pending' | 'failed' | 'complete'>(),
    hintCode: text('hint_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A phone order's (`phone/auth`, `phone/sign`): who called whom; null for an order started in the app. */
    callInitiator: text('call_initiator').$type<'user' | 'RP'>(),
    /** When the (simulated) phone picked the order up. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** How: a QR code, the autostart token, or (a phone order) answering the call. */
    startedVia: text('started_via').$type<'qr' | 'autoStart' | 'call'>(),
    /** SHA-256 of the handle the test app got when it picked the order up. */
    phoneHandleHash: text('phone_handle_hash').unique(),
    /** The person who identified on the phone, 12 digits. */
    personalNumber: text('personal_number'),
    givenName: text('given_name'),
    surname: text('surname'),
    deviceIp: text('device_ip'),
    completionData: jsonb('completion_data'),
    /** A completed order is collected once; BankID answers `invalidParameters` after that. */
    collectedAt: timestamp('collected_at', { withTimezone: true }),
  },
  (t) => [index('eid_simulator_orders_created').on(t.createdAt)],
);

// ---------------------------------------------------------------- bookings

/**
 * A submitted booking: a direct `order`, a request for proposal (`rfp`,
 * `b2b`) or a home cleaning (`homeCleaning`, a home visit or a Click & Go
 * start). `person` is the SHA-256 of the personal number the booking was
 * priced for (RUT is counted per person and calendar year), never the number.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human reference, `HG-7K3M9Q`. */
    reference: text('reference').notNull().unique(),
    kind: text('kind').notNull().$type<'order' | 'rfp' | 'b2b' | 'homeCleaning'>(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    status: text('status').notNull().$type<'confirmed' | 'received' | 'cancelled'>(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    person: text('person'),
    areaCode: text('area_code'),
    region: text('region'),
    address: jsonb('address'),
    contact: jsonb('contact'),
    configuration: jsonb('configuration').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    price: jsonb('price'),
    discountCode: text('discount_code'),
    referrer: text('referrer'),
    bookingUrl: text('booking_url'),
    /** Who made the booking: the customer on the site, or customer service acting for them (the staff audit log names who). */
    channel: text('channel').notNull().default('site').$type<'site' | 'customerService'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A visit of a subscription (`orderId` on My pages); one row per subscription and start. */
    subscriptionId: text('subscription_id').references(() => customerSubscriptions.id, { onDelete: 'set null' }),
    /** First names of the staff planned for the visit. */
    staff: text('staff').array().notNull().default(sql`'{}'::text[]`),
    /** The customer's note for the staff (door code changed, the cat is shy). */
    note: text('note'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Id of the cancellation reason the customer chose. */
    cancelReason: text('cancel_reason'),
    /** Fee charged for a late cancellation, öre incl. VAT (0 when free). */
    cancelFee: integer('cancel_fee'),
    /** When and why the visit was last moved. */
    rebookedAt: timestamp('rebooked_at', { withTimezone: true }),
    rebookReason: text('rebook_reason'),
    /** The customer's rating of a done visit: given once. */
    rating: integer('rating'),
    ratingFeedback: text('rating_feedback'),
    ratingReason: text('rating_reason'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_customer').on(t.customerId, t.startTime),
    index('bookings_person').on(t.person),
    uniqueIndex('bookings_subscription_start').on(t.subscriptionId, t.startTime),
  ],
);

/**
 * One taken seat of a slot. Seats are counted per (region, product, start)
 * inside a transaction holding an advisory lock on that slot, so two
 * bookings of the last seat cannot both pass the capacity check.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: serial('id').primaryKey(),
    region: text('region').notNull(),
    productId: integer('product_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [index('slot_bookings_slot').on(t.region, t.productId, t.startTime)],
);

/**
 * Answers of non-idempotent calls per `Idempotency-Key`: `scope` is the
 * endpoint and, for a customer, the customer (a key is only its caller's),
 * `requestHash` the hash of what was asked (body and caller), so a
 * retry replays the stored answer and a reused key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

// ---------------------------------------------------------------- my pages: time bank, invoices, offers, upgrades, feedback

/**
 * Hours a customer has to their credit (or owes) on a subscription, in
 * minutes: a subscription visit cancelled in time adds its length, an extra
 * visit paid from the bank takes it away. One entry per booking and kind, so
 * a retried cancellation credits once.
 */
export const timeBankEntries = pgTable(
  'time_bank_entries',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').references(() => customerSubscriptions.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** What happened: `cancelledVisit` (credit), `extraVisit` (debit), `adjustment`. */
    kind: text('kind').notNull().$type<'cancelledVisit' | 'extraVisit' | 'adjustment'>(),
    minutes: integer('minutes').notNull(),
    /** Stockholm calendar day the entry counts from. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('time_bank_entries_customer').on(t.customerId, t.day), uniqueIndex('time_bank_entries_booking_kind').on(t.bookingId, t.kind)],
);

/**
 * Invoices, generated by the server from completed visits (and from late
 * cancellations with a fee): one per booking. Amounts are öre incl. VAT;
 * `amount` is what the customer pays (after RUT and discount). Whether an
 * invoice is overdue is computed from `dueDate` and today, not stored.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    /** Running number behind the human invoice number. */
    seq: serial('seq').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Human invoice number, `F-100123`. */
    number: text('number').notNull().unique(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The order lines as the contract's `orderLineSchema`. */
    lines: jsonb('lines').notNull(),
    totalBeforeDeductions: integer('total_before_deductions').notNull(),
    discount: integer('discount').notNull().default(0),
    rutDeduction: integer('rut_deduction').notNull().default(0),
    vat: integer('vat').notNull(),
    amount: integer('amount').notNull(),
    /** Payment reference (OCR number with length and check digits). */
    ocr: text('ocr').notNull().unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_customer').on(t.customerId, t.dueDate), uniqueIndex('invoices_booking').on(t.bookingId)],
);

/** Quotes sent to a customer (after a request for proposal or a home visit). */
export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    status: text('status').notNull().$type<'open' | 'accepted' | 'declined' | 'expired'>(),
    /** Öre incl. VAT, after RUT; absent for a quote priced per hour. */
    amount: integer('amount'),
    validUntil: date('valid_until', { mode: 'string' }),
    documentUrl: text('document_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offers_customer').on(t.customerId)],
);

/**
 * A customer's request to upgrade a subscription (more hours, an extra
 * service). One open request per subscription and upgrade: asking again
 * answers the stored request.
 */
export const subscriptionUpgradeRequests = pgTable(
  'subscription_upgrade_requests',
  {
    id: serial('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => customerSubscriptions.id, { onDelete: 'cascade' }),
    upgradeId: text('upgrade_id').notNull(),
    comment: text('comment'),
    status: text('status').notNull().$type<'requested' | 'confirmed' | 'declined'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_upgrade_requests_open').on(t.subscriptionId, t.upgradeId)],
);

/** Questions we ask a customer about our service (after a visit, or a first month); answered once, a repeat replaces the answer. */
export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.productId),
    rating: integer('rating'),
    comment: text('comment'),
    option: text('option'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_requests_customer').on(t.customerId)],
);

/**
 * API tokens of people signed on through the directory (staff, editors),
 * stored hashed. A token is renewed into a new row until
 * `DIRECTORY_SESSION_MAX_HOURS` after sign-on (`signedOnAt`, carried over).
 */
export const directoryTokens = pgTable(
  'directory_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The directory's subject (`sub`): stable for the person. */
    subject: text('subject').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    roles: text('roles').array().notNull(),
    signedOnAt: timestamp('signed_on_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('directory_tokens_expires').on(t.expiresAt), index('directory_tokens_subject').on(t.subject)],
);

/**
 * Sign-ons under way: the OpenID Connect `state` (hashed) with its nonce and
 * PKCE verifier, used once at the callback, within minutes.
 */
export const directorySignOns = pgTable(
  'directory_sign_ons',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The site path to come back to (a path of ours, never another origin). */
    returnTo: text('return_to').notNull(),
    /** The origin the sign-on began on (the staff host or the public site): the callback goes back there. */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('directory_sign_ons_created').on(t.createdAt)],
);

/**
 * The embedded directory's state (the OpenID Connect provider under `/oidc`,
 * used when no `OIDC_ISSUER` is set): its sessions, interactions, codes and
 * grants as the provider saves them (`<Model>:<id>`), and its signing and
 * cookie keys (`keys:<name>`, never expiring), so that tokens stay
 * verifiable across restarts and several processes share one directory.
 */
export const oidcStore = pgTable(
  'oidc_store',
  {
    key: text('key').primaryKey(),
    payload: jsonb('payload').notNull(),
    /** The grant an artefact belongs to: revoking the grant removes them all. */
    grantId: text('grant_id'),
    /** A session's uid, which the provider also looks sessions up by. */
    uid: text('uid'),
    /** Null for the keys. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('oidc_store_grant').on(t.grantId), index('oidc_store_uid').on(t.uid), index('oidc_store_expires').on(t.expiresAt)],
);

/**
 * Wrong passwords at the embedded directory's login page, one row per
 * counted key (`account:<hash of the username>` or `address:<hash of the
 * client address>`, never what was typed): how many in the window that
 * began at `windowStartedAt` (`server/sso/loginLimits.ts`). Rows whose
 * window has ended are swept.
 */
export const directoryLoginFailures = pgTable(
  'directory_login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('directory_login_failures_window').on(t.windowStartedAt)],
);

/** Every call customer service made for a customer: who, for which customer, what, when, and its outcome. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorSubject: text('actor_subject').notNull(),
    actorUsername: text('actor_username').notNull(),
    actorName: text('actor_name').notNull(),
    customerSsn: text('customer_ssn').notNull(),
    action: text('action').notNull(),
    status: integer('status').notNull(),
    subject: text('subject'),
  },
  (t) => [index('staff_audit_at').on(t.at, t.id), index('staff_audit_customer').on(t.customerSsn, t.at)],
);

// ---------------------------------------------------------------- partners

/**
 * Partners whose customers book through us (an employer offering home
 * cleaning as an employee benefit, a housing company for its tenants), with
 * the terms their customers get.
 */
export const partners = pgTable('partners', {
  /** Slug, the `id` a partner's widget asks for. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Image id of the partner's logo, when there is one. */
  logo: text('logo'),
  /** Product ids the partner offers its customers. */
  products: integer('products').array().notNull(),
  /** The code the partner gives its customers; a code sent with a partner's call must be this one. */
  campaignCode: text('campaign_code'),
  /** Discount per hour of cleaning, öre incl. VAT. */
  discountPerHour: integer('discount_per_hour'),
});

/**
 * Applications sent to sales: to become a partner (`partner`) or an
 * employer's interest in home services as an employee benefit
 * (`employeeBenefits`). Sales is mailed each one; the row is what was sent.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().$type<'partner' | 'employeeBenefits'>(),
    companyName: text('company_name').notNull(),
    orgNumber: text('org_number').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    website: text('website'),
    employees: integer('employees'),
    /** The language of the page it was sent from. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_applications_created').on(t.createdAt)],
);
