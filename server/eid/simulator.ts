import { createHash, randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { ssnProblem } from '../../api/validators/personnummer';
import { testIdentities, type TestIdentity } from '../../content/shared/customers';
import type { Clock } from '../clock';
import type { SimulatorSettings } from '../config';
import type { Db } from '../db';
import { eidSimulatorOrders } from '../db/schema';
import { parseQr, qrAuthCodeValid, qrTimeOf } from './qr';
import {
  EidError,
  type AuthRequest,
  type AuthResponse,
  type CollectResponse,
  type CompletionData,
  type EidProvider,
  type PhoneAuthRequest,
  type PhoneOrderResponse,
  type PhoneSignRequest,
  type SignRequest,
} from './types';

type OrderRow = typeof eidSimulatorOrders.$inferSelect;

/** An order as the simulated phone sees it (never the order reference or the secret). */
export interface PhoneOrder {
  /** What the relying party asked for: an identification (`auth`) or a signature of `userVisibleData` (`sign`). */
  kind: OrderKind;
  status: 'pending' | 'failed' | 'complete';
  hintCode: string | null;
  startedVia: 'qr' | 'autoStart' | 'call' | null;
  /** A phone order's: who called (`user` or `RP`); null for an order started in the app. */
  callInitiator: 'user' | 'RP' | null;
  /** `YYYYMMDD-XXXX` when the relying party asked for one person. */
  requiredPersonalNumber: string | null;
  /** The relying party's text, decoded. */
  userVisibleData: string | null;
  /** `YYYYMMDD-XXXX` of the person who identified, once they have. */
  personalNumber: string | null;
  name: string | null;
  /** Seconds until the order expires (0 when over). */
  expiresInSeconds: number;
}

/** The RP API call that made an order. */
type OrderKind = 'auth' | 'sign';

/** Longest `userVisibleData` (base64) each kind of order takes, as BankID's RP API v6 says. */
const VISIBLE_DATA_MAX: Record<OrderKind, number> = { auth: 1_500, sign: 40_000 };

/** A refusal of the test app, with the HTTP status it answers. */
export class PhoneError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    message: string,
    readonly order?: PhoneOrder,
  ) {
    super(message);
    this.name = 'PhoneError';
  }
}

/** A person identifying on the simulated phone. */
interface PhonePerson {
  /** 12 digits. */
  personalNumber: string;
  givenName?: string;
  surname?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const withHyphen = (digits: string) => `${digits.slice(0, 8)}-${digits.slice(8)}`;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A personal number as the RP API takes it: 12 digits, a real date, the Luhn digit right. */
function validPersonalNumber(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^\d{12}$/.test(value) || ssnProblem(withHyphen(value)) !== null) {
    throw new EidError(400, 'invalidParameters', `Invalid ${field}`);
  }
  return value;
}

/** `userVisibleData`: base64, not empty, at most the kind's length; required to sign. */
function validVisibleData(kind: OrderKind, visible: unknown): string | undefined {
  if (kind === 'sign' && visible === undefined) throw new EidError(400, 'invalidParameters', 'Missing userVisibleData');
  if (visible !== undefined && (typeof visible !== 'string' || visible.length === 0 || visible.length > VISIBLE_DATA_MAX[kind] || !BASE64.test(visible))) {
    throw new EidError(400, 'invalidParameters', 'Invalid userVisibleData');
  }
  return visible;
}

/**
 * The embedded BankID: the Relying Party API v6 semantics (`auth`, `sign`,
 * `collect`, `cancel`, hint codes, error codes, time limits) over orders
 * stored in the database, plus the phone's side (pick an order up by QR code
 * or autostart token, identify, approve, cancel) that the test app drives.
 * An order knows whether it identifies or signs: the phone shows a
 * signature's text and its button says so; both complete alike.
 *
 * Life of an order: `pending/outstandingTransaction` (→ `noClient` after a
 * while) until a phone picks it up (`started`), `userSign` once a person is
 * chosen, then `complete`; or `failed` with `startFailed` (nobody picked it
 * up in time), `expiredTransaction` (not signed in time), `userCancel`,
 * `cancelled` (the RP cancelled it, or a new order for the same person came)
 * or `certificateErr` (blocked BankID).
 */
export class BankIdSimulator implements EidProvider {
  readonly name = 'simulator' as const;
  private readonly identities: Map<string, TestIdentity>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: SimulatorSettings,
    identities: TestIdentity[] = testIdentities,
  ) {
    this.identities = new Map(identities.map((identity) => [identity.personalNumber.replace('-', ''), identity]));
  }

  // ------------------------------------------------------------ RP API

  auth(request: AuthRequest): Promise<AuthResponse> {
    return this.start('auth', request);
  }

  /** A signature order: as `auth`, but `userVisibleData` (the text signed) is required. */
  sign(request: SignRequest): Promise<AuthResponse> {
    return this.start('sign', request);
  }

  /**
   * A phone order (`phone/auth`): the person the relying party is on the
   * phone with opens their BankID app, sees the order, confirms the call
   * (`userCallConfirm` until then), then identifies. No QR code, no autostart.
   */
  async phoneAuth(request: PhoneAuthRequest): Promise<PhoneOrderResponse> {
    return this.startPhone('auth', request);
  }

  /** A phone signature (`phone/sign`): as `phoneAuth`, with the text to sign required. */
  async phoneSign(request: PhoneSignRequest): Promise<PhoneOrderResponse> {
    return this.startPhone('sign', request);
  }

  private async startPhone(kind: OrderKind, request: PhoneAuthRequest): Promise<PhoneOrderResponse> {
    const input = request as Partial<PhoneAuthRequest> | undefined;
    if (input?.personalNumber === undefined) throw new EidError(400, 'invalidParameters', 'Missing personalNumber');
    const personalNumber = validPersonalNumber(input.personalNumber, 'personalNumber');
    if (input.callInitiator !== 'user' && input.callInitiator !== 'RP') throw new EidError(400, 'invalidParameters', 'Invalid callInitiator');
    const visible = validVisibleData(kind, input.userVisibleData);
    const order = await this.create(kind, { endUserIp: null, personalNumber, visible, callInitiator: input.callInitiator });
    return { orderRef: order.orderRef };
  }

  private async start(kind: OrderKind, request: AuthRequest): Promise<AuthResponse> {
    const input = request as Partial<AuthRequest> | undefined;
    if (typeof input?.endUserIp !== 'string' || net.isIP(input.endUserIp) === 0) {
      throw new EidError(400, 'invalidParameters', 'Invalid endUserIp');
    }
    const required = input.requirement?.personalNumber;
    const personalNumber = required === undefined ? undefined : validPersonalNumber(required, 'requirement.personalNumber');
    const visible = validVisibleData(kind, input.userVisibleData);
    return this.create(kind, { endUserIp: input.endUserIp, personalNumber, visible, callInitiator: null });
  }

  /** Stores a new order; a second order for a person with one in progress ends both and is refused (`alreadyInProgress`). */
  private async create(
    kind: OrderKind,
    { endUserIp, personalNumber, visible, callInitiator }: { endUserIp: string | null; personalNumber: string | undefined; visible: string | undefined; callInitiator: 'user' | 'RP' | null },
  ): Promise<AuthResponse> {
    const now = this.clock.now();
    // Orders are kept a while after they end so late collects still get their answer.
    const keepMs = Math.max(3_600_000, 2 * this.settings.orderLifetimeMs);
    await this.db.delete(eidSimulatorOrders).where(lt(eidSimulatorOrders.createdAt, new Date(now - keepMs)));

    if (personalNumber) {
      // BankID: a second order for a person with one in progress aborts the first and creates none.
      const existing = await this.db
        .select()
        .from(eidSimulatorOrders)
        .where(
          and(
            eq(eidSimulatorOrders.status, 'pending'),
            or(eq(eidSimulatorOrders.requiredPersonalNumber, personalNumber), eq(eidSimulatorOrders.personalNumber, personalNumber)),
          ),
        );
      let inProgress = false;
      for (const row of existing) {
        const settled = await this.settle(row);
        if (settled.status !== 'pending') continue;
        inProgress = true;
        await this.fail(settled.orderRef, 'cancelled');
      }
      if (inProgress) throw new EidError(400, 'alreadyInProgress', 'Order already in progress for pno');
    }

    const order: AuthResponse = {
      orderRef: randomUUID(),
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomUUID(),
    };
    await this.db.insert(eidSimulatorOrders).values({
      ...order,
      kind,
      // A phone order names no end user's address; the person's phone gives one when it answers.
      endUserIp: endUserIp ?? '',
      requiredPersonalNumber: personalNumber ?? null,
      userVisibleData: visible ?? null,
      callInitiator,
      status: 'pending',
      hintCode: 'outstandingTransaction',
      createdAt: new Date(now),
    });
    return order;
  }

  async collect(orderRef: string): Promise<CollectResponse> {
    const row = await this.settle(await this.byOrderRef(orderRef));
    if (row.status === 'complete') {
      // A completed order is handed out once.
      const [taken] = await this.db
        .update(eidSimulatorOrders)
        .set({ collectedAt: new Date(this.clock.now()) })
        .where(and(eq(eidSimulatorOrders.orderRef, row.orderRef), isNull(eidSimulatorOrders.collectedAt)))
        .returning({ orderRef: eidSimulatorOrders.orderRef });
      if (!taken) throw new EidError(400, 'invalidParameters', 'No such order');
      return { orderRef: row.orderRef, status: 'complete', completionData: row.completionData as CompletionData };
    }
    if (row.status === 'failed') return { orderRef: row.orderRef, status: 'failed', hintCode: row.hintCode ?? 'startFailed' };
    return { orderRef: row.orderRef, status: 'pending', hintCode: this.pendingHint(row) };
  }

  async cancel(orderRef: string): Promise<void> {
    const row = await this.settle(await this.byOrderRef(orderRef));
    if (row.status === 'pending') await this.fail(row.orderRef, 'cancelled');
  }

  // ------------------------------------------------------------ the phone

  /**
   * Picks an order up from the content of its QR code, as the BankID app
   * does: the code must be well formed, belong to a known order, carry the
   * right HMAC for its time, and be no more than `qrMaxAgeSeconds` behind
   * the order's current second (nor ahead of it); an order is picked up once.
   */
  async pickUpByQr(content: string, deviceIp: string): Promise<{ handle: string; order: PhoneOrder }> {
    const parsed = parseQr(content);
    if (!parsed) throw new PhoneError(400, 'invalidQr', 'This is not the content of a BankID QR code');
    const [row] = await this.db.select().from(eidSimulatorOrders).where(eq(eidSimulatorOrders.qrStartToken, parsed.qrStartToken)).limit(1);
    if (!row) throw new PhoneError(404, 'unknownToken', 'No order has this QR code');
    if (!qrAuthCodeValid(row.qrStartSecret, parsed.qrTime, parsed.authCode)) {
      throw new PhoneError(403, 'forgedQr', 'The QR code was not made with this order’s secret');
    }
    const current = qrTimeOf(row.createdAt.getTime(), this.clock.now());
    // One second of slack for the relying party's clock running ahead.
    if (parsed.qrTime > current + 1) throw new PhoneError(403, 'qrFromTheFuture', 'The QR code’s time is ahead of the order');
    if (current - parsed.qrTime > this.settings.qrMaxAgeSeconds) {
      throw new PhoneError(410, 'qrExpired', `The QR code is ${current - parsed.qrTime} s old; at most ${this.settings.qrMaxAgeSeconds} s are accepted`);
    }
    return this.pickUp(row, 'qr', deviceIp);
  }

  /** Picks an order up by its autostart token (the app opened on the same device). */
  async pickUpByAutoStart(autoStartToken: string, deviceIp: string): Promise<{ handle: string; order: PhoneOrder }> {
    const [row] = await this.db.select().from(eidSimulatorOrders).where(eq(eidSimulatorOrders.autoStartToken, autoStartToken)).limit(1);
    if (!row) throw new PhoneError(404, 'unknownToken', 'No order has this autostart token');
    return this.pickUp(row, 'autoStart', deviceIp);
  }

  /**
   * The person a relying party is on the phone with opens their BankID app:
   * it shows the newest phone order for them not yet answered
   * (`userCallConfirm` until they confirm the call).
   */
  async answerCall(personalNumber: string, deviceIp: string): Promise<{ handle: string; order: PhoneOrder }> {
    const digits = personalNumber.replace('-', '');
    const [row] = await this.db
      .select()
      .from(eidSimulatorOrders)
      .where(
        and(
          eq(eidSimulatorOrders.requiredPersonalNumber, digits),
          eq(eidSimulatorOrders.status, 'pending'),
          isNull(eidSimulatorOrders.startedAt),
          isNotNull(eidSimulatorOrders.callInitiator),
        ),
      )
      .orderBy(desc(eidSimulatorOrders.createdAt))
      .limit(1);
    if (!row) throw new PhoneError(404, 'noCall', 'No phone order waits for this person');
    return this.pickUp(row, 'call', deviceIp);
  }

  /** The person confirms that they are on the phone with the relying party (`started`); identifying comes next. */
  async confirmCall(handle: string): Promise<PhoneOrder> {
    const row = this.requireUnconfirmedCall(await this.byHandle(handle));
    await this.db
      .update(eidSimulatorOrders)
      .set({ hintCode: 'started' })
      .where(and(eq(eidSimulatorOrders.orderRef, row.orderRef), eq(eidSimulatorOrders.status, 'pending')));
    return this.view(await this.reload(row.orderRef));
  }

  /** The person says they are on no such call: the order fails with `userDeclinedCall`. */
  async declineCall(handle: string): Promise<PhoneOrder> {
    const row = this.requireUnconfirmedCall(await this.byHandle(handle));
    await this.fail(row.orderRef, 'userDeclinedCall');
    return this.view(await this.reload(row.orderRef));
  }

  private requireUnconfirmedCall(row: OrderRow): OrderRow {
    this.requirePending(row);
    if (row.startedVia !== 'call' || row.hintCode !== 'userCallConfirm') {
      throw new PhoneError(409, 'noCallToConfirm', 'This order is no phone call waiting to be confirmed', this.view(row));
    }
    return row;
  }

  /** The order a handle picked up. */
  async phoneOrder(handle: string): Promise<PhoneOrder> {
    return this.view(await this.byHandle(handle));
  }

  /**
   * The person on the phone chooses their BankID (`userSign`). With
   * `requirement.personalNumber` only that person's BankID is usable: another
   * one is refused and the order waits. A blocked BankID ends the order with
   * `certificateErr`.
   */
  async identify(handle: string, person: PhonePerson): Promise<PhoneOrder> {
    const row = this.requirePending(await this.byHandle(handle));
    if (row.startedVia === 'call' && row.hintCode === 'userCallConfirm') {
      throw new PhoneError(409, 'callNotConfirmed', 'Confirm the call first', this.view(row));
    }
    if (row.requiredPersonalNumber && row.requiredPersonalNumber !== person.personalNumber) {
      throw new PhoneError(409, 'requirementNotMet', 'The relying party asked for another person’s BankID', this.view(row));
    }
    const identity = this.identities.get(person.personalNumber);
    if (identity?.bankIdBlocked) {
      await this.fail(row.orderRef, 'certificateErr');
      return this.view(await this.reload(row.orderRef));
    }
    const givenName = identity?.givenName ?? (person.givenName?.trim() || 'Test');
    const surname = identity?.surname ?? (person.surname?.trim() || 'Testperson');
    await this.db
      .update(eidSimulatorOrders)
      .set({ personalNumber: person.personalNumber, givenName, surname, hintCode: 'userSign' })
      .where(and(eq(eidSimulatorOrders.orderRef, row.orderRef), eq(eidSimulatorOrders.status, 'pending')));
    return this.view(await this.reload(row.orderRef));
  }

  /**
   * The person approves (identifies, or signs the text of a sign order): the
   * order completes with the person's identity. Identifies first when
   * `person` is given.
   */
  async approve(handle: string, person?: PhonePerson): Promise<PhoneOrder> {
    if (person) {
      const identified = await this.identify(handle, person);
      if (identified.status !== 'pending') return identified;
    }
    const row = this.requirePending(await this.byHandle(handle));
    if (!row.personalNumber || !row.givenName || !row.surname) {
      throw new PhoneError(409, 'notIdentified', 'Choose whose BankID signs first', this.view(row));
    }
    const completionData: CompletionData = {
      user: {
        personalNumber: row.personalNumber,
        name: `${row.givenName} ${row.surname}`,
        givenName: row.givenName,
        surname: row.surname,
      },
      device: { ipAddress: row.deviceIp ?? (row.endUserIp || '127.0.0.1'), uhi: createHash('sha256').update(`uhi:${row.phoneHandleHash}`).digest('base64url').slice(0, 30) },
      bankIdIssueDate: '2024-01-15',
      stepUp: { mrtd: false },
      // As BankID's, the signature covers the text shown (base64, as the relying party sent it).
      signature: base64(
        `<Signature simulated="true"><OrderRef>${row.orderRef}</OrderRef><PersonalNumber>${row.personalNumber}</PersonalNumber>` +
          `${row.userVisibleData ? `<UserVisibleData>${row.userVisibleData}</UserVisibleData>` : ''}</Signature>`,
      ),
      ocspResponse: base64(`simulated OCSP response for ${row.personalNumber}: good`),
      risk: 'low',
    };
    const [done] = await this.db
      .update(eidSimulatorOrders)
      .set({ status: 'complete', hintCode: null, completionData })
      .where(and(eq(eidSimulatorOrders.orderRef, row.orderRef), eq(eidSimulatorOrders.status, 'pending')))
      .returning();
    if (!done) return this.view(await this.reload(row.orderRef));
    return this.view(done);
  }

  /** The person cancels on the phone. */
  async userCancel(handle: string): Promise<PhoneOrder> {
    const row = this.requirePending(await this.byHandle(handle));
    await this.fail(row.orderRef, 'userCancel');
    return this.view(await this.reload(row.orderRef));
  }

  /** The test identities, for the test app's picker. */
  testIdentities(): TestIdentity[] {
    return [...this.identities.values()];
  }

  // ------------------------------------------------------------ inside

  private async pickUp(row: OrderRow, via: 'qr' | 'autoStart' | 'call', deviceIp: string) {
    const settled = await this.settle(row);
    if (settled.status !== 'pending') {
      throw new PhoneError(409, 'orderNotPending', 'The order is over', this.view(settled));
    }
    if (settled.startedAt) throw new PhoneError(409, 'alreadyUsed', 'The order was already picked up; its codes cannot be used again');
    const handle = randomBytes(32).toString('base64url');
    const [taken] = await this.db
      .update(eidSimulatorOrders)
      .set({
        startedAt: new Date(this.clock.now()),
        startedVia: via,
        phoneHandleHash: sha256(handle),
        // A call is confirmed before anything else; an order from a QR code or a link is started.
        hintCode: via === 'call' ? 'userCallConfirm' : 'started',
        deviceIp: net.isIP(deviceIp) ? deviceIp : null,
      })
      .where(and(eq(eidSimulatorOrders.orderRef, settled.orderRef), isNull(eidSimulatorOrders.startedAt), eq(eidSimulatorOrders.status, 'pending')))
      .returning();
    if (!taken) throw new PhoneError(409, 'alreadyUsed', 'The order was already picked up; its codes cannot be used again');
    return { handle, order: this.view(taken) };
  }

  private async byOrderRef(orderRef: string): Promise<OrderRow> {
    if (typeof orderRef !== 'string' || orderRef.length === 0 || orderRef.length > 100) {
      throw new EidError(400, 'invalidParameters', 'Invalid orderRef');
    }
    const [row] = await this.db.select().from(eidSimulatorOrders).where(eq(eidSimulatorOrders.orderRef, orderRef)).limit(1);
    if (!row) throw new EidError(400, 'invalidParameters', 'No such order');
    return row;
  }

  private async byHandle(handle: string): Promise<OrderRow> {
    const [row] = await this.db.select().from(eidSimulatorOrders).where(eq(eidSimulatorOrders.phoneHandleHash, sha256(handle))).limit(1);
    if (!row) throw new PhoneError(404, 'unknownHandle', 'No order was picked up with this handle');
    return this.settle(row);
  }

  private async reload(orderRef: string): Promise<OrderRow> {
    const [row] = await this.db.select().from(eidSimulatorOrders).where(eq(eidSimulatorOrders.orderRef, orderRef)).limit(1);
    return row!;
  }

  private requirePending(row: OrderRow): OrderRow {
    if (row.status !== 'pending') throw new PhoneError(409, 'orderNotPending', 'The order is over', this.view(row));
    return row;
  }

  /** Applies the time limits: a pending order past its deadline fails, for every process alike. */
  private async settle(row: OrderRow): Promise<OrderRow> {
    if (row.status !== 'pending') return row;
    const age = this.clock.now() - row.createdAt.getTime();
    let hint: string | undefined;
    if (!row.startedAt && age >= this.settings.pickupTimeoutMs) hint = 'startFailed';
    else if (age >= this.settings.orderLifetimeMs) hint = 'expiredTransaction';
    if (!hint) return row;
    await this.fail(row.orderRef, hint);
    return this.reload(row.orderRef);
  }

  private async fail(orderRef: string, hintCode: string): Promise<void> {
    await this.db
      .update(eidSimulatorOrders)
      .set({ status: 'failed', hintCode })
      .where(and(eq(eidSimulatorOrders.orderRef, orderRef), eq(eidSimulatorOrders.status, 'pending')));
  }

  private pendingHint(row: OrderRow): string {
    if (row.startedAt) return row.hintCode ?? 'started';
    return this.clock.now() - row.createdAt.getTime() >= this.settings.noClientAfterMs ? 'noClient' : 'outstandingTransaction';
  }

  private view(row: OrderRow): PhoneOrder {
    const left = row.createdAt.getTime() + this.settings.orderLifetimeMs - this.clock.now();
    return {
      kind: row.kind,
      status: row.status,
      hintCode: row.status === 'pending' ? this.pendingHint(row) : row.hintCode,
      startedVia: row.startedVia ?? null,
      callInitiator: row.callInitiator ?? null,
      requiredPersonalNumber: row.requiredPersonalNumber ? withHyphen(row.requiredPersonalNumber) : null,
      userVisibleData: row.userVisibleData ? Buffer.from(row.userVisibleData, 'base64').toString('utf8') : null,
      personalNumber: row.personalNumber ? withHyphen(row.personalNumber) : null,
      name: row.givenName && row.surname ? `${row.givenName} ${row.surname}` : null,
      expiresInSeconds: row.status === 'pending' ? Math.max(0, Math.ceil(left / 1000)) : 0,
    };
  }
}
