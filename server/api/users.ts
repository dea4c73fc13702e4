import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customer, signStatusSchema } from '../../api/contract/customer';
import type { EidOrder } from '../../api/contract/common';
import {
  invitationApproved,
  invitationById,
  invitationSigned,
  inviterView,
  prepareApproval,
  prepareInvitation,
  recordSignOrder,
  rejectInvitation,
  type InvitationDeps,
} from '../domain/users/invitations';
import { Refusal } from '../domain/refusal';
import { USERS_REFUSALS } from '../domain/users/refusals';
import { approvalText, invitationEmail, invitationText } from '../domain/users/texts';
import { routePath } from '../../api/routes';
import { toStockholmIso } from '../domain/booking/stockholmTime';
import { formatDay } from '../domain/notifications/format';
import { hostOf, isHttps } from '../http/security';
import { siteOrigin } from '../../api/siteOrigin';
import { accountOf, contactOptions, listUsers, removeUser, setContactPerson } from '../domain/users/users';
import { HttpError, handle } from '../http/endpoint';
import type { ApiDeps } from './deps';
import { visibleData, type OrderPurpose } from './eidOrders';

/** How long a retried invitation waits for its twin (the same `Idempotency-Key`, still starting its order) at most. */
const TWIN_WAIT_MS = 15_000;
const TWIN_POLL_MS = 100;

/**
 * Users, power of attorney and invitations signed with e-ID over HTTP. The
 * rules are in `server/domain/users/`; the sign orders run on the login's
 * machinery (`EidOrders`): bound to the browser, QR code and cancel by
 * `auth.qr`/`auth.cancel`, polled every 2 s with the same status table.
 */
export function registerUsers(app: FastifyInstance, { database, clock, eid, notifications, outbox, config }: ApiDeps): void {
  const { db } = database;
  const deps: InvitationDeps = { db, clock, notifications };
  const orders = app.eidOrders;

  handle(app, customer.users, ({ session }) => listUsers(deps, session.customerId));
  handle(app, customer.contactUserOptions, ({ session }) => contactOptions(deps, session.customerId));
  handle(app, customer.setContactUser, ({ session, body }) => setContactPerson(deps, session, body.contactPersonId));
  handle(app, customer.removeUser, ({ session, body }) => removeUser(deps, session, body.contactId));

  /** A BankID sign order of `text` that only the person `ssn` can sign. */
  const signOrder = (ssn: string, text: string) => (endUserIp: string) =>
    eid.sign({ endUserIp, userVisibleData: visibleData(text), requirement: { personalNumber: ssn.replace('-', '') } });

  /**
   * The order a retried invitation's first call started: waits while that
   * call is still starting it; `undefined` when it failed and freed the key.
   */
  async function firstOrder(invitationId: string): Promise<EidOrder | undefined> {
    for (let waited = 0; waited <= TWIN_WAIT_MS; waited += TWIN_POLL_MS) {
      const invitation = await invitationById(db, invitationId);
      if (!invitation) return undefined;
      if (invitation.signOrderRef) {
        const order = await orders.startAnswer(invitation.signOrderRef);
        // An order this old is long over (rows live an hour): its start cannot be answered again.
        if (!order) throw new Refusal('gone', USERS_REFUSALS.invitationExpired);
        return order;
      }
      await new Promise((resolve) => setTimeout(resolve, TWIN_POLL_MS));
    }
    throw new HttpError(409, 'alreadyInProgress');
  }

  handle(
    app,
    customer.invite,
    async ({ body, session, locale, request, reply, idempotencyKey }) => {
      // Twice at most: a retry whose first call failed at the provider finds the key free again.
      for (let attempt = 1; ; attempt += 1) {
        const { invitation, account, created } = await prepareInvitation(deps, session, body, idempotencyKey!);
        if (!created) {
          const order = await firstOrder(invitation.id);
          if (order) return order;
          if (attempt === 2) throw new HttpError(409, 'alreadyInProgress');
          continue;
        }
        const text = invitationText(locale, { firstName: invitation.firstName, lastName: invitation.lastName, ssn: invitation.invitedSsn }, account);
        let order: EidOrder;
        try {
          order = await orders.start(request, reply, {
            purpose: 'inviteSign',
            invitationId: invitation.id,
            signerSsn: session.ssn,
            begin: signOrder(session.ssn, text),
          });
        } catch (error) {
          await recordSignOrder(db, invitation.id, null);
          throw error;
        }
        await recordSignOrder(db, invitation.id, order.orderRef);
        return order;
      }
    },
    { onRequest: orders.startLimiter },
  );

  /** A sign order of `purpose` polled by the person who must sign it; anyone else's is a 404. */
  async function signOrderOf(orderRef: string, purpose: OrderPurpose, ssn: string, request: FastifyRequest) {
    const bound = await orders.bound({ orderRef }, request, [purpose]);
    if (bound.row.signerSsn !== ssn || !bound.row.invitationId) throw new HttpError(404, 'Unknown order');
    return { ...bound, invitationId: bound.row.invitationId };
  }

  /**
   * E-mails the invited person the link to the invitation, in the inviter's
   * language. The invitation stands whatever happens to the e-mail (the
   * inviter also sees the link to pass on), so a failed send is logged, not
   * answered.
   */
  async function sendInvitation(invitation: Awaited<ReturnType<typeof invitationSigned>>, locale: 'sv' | 'en', request: FastifyRequest) {
    const origin = siteOrigin(config.publicUrl, isHttps(request.raw, config.trustProxy), hostOf(request.raw));
    const link = `${origin}${routePath('invitation', locale, { id: invitation.id })}`;
    const validUntil = formatDay(toStockholmIso(invitation.expiresAt!.getTime()).slice(0, 10), locale);
    const account = await accountOf(db, invitation.customerId);
    const email = invitationEmail(locale, invitation, account, link, validUntil);
    try {
      await outbox.send({ channel: 'email', to: invitation.email, ...email });
    } catch (error) {
      request.log.error({ err: error, invitationId: invitation.id }, 'The invitation e-mail could not be sent');
    }
  }

  handle(
    app,
    customer.invitationPoll,
    async ({ body, session, request, locale }) => {
      const bound = await signOrderOf(body.data, 'inviteSign', session.ssn, request);
      return orders.poll(bound, request, signStatusSchema, async (completion) => {
        const invitation = await invitationSigned(deps, bound.invitationId, completion);
        await sendInvitation(invitation, locale, request);
        return { status: 'complete', orderRef: bound.row.orderRef, invitationId: invitation.id };
      });
    },
    { onRequest: orders.pollLimiter },
  );

  handle(app, customer.invitationInviter, ({ params, session }) => inviterView(deps, params.id, session));

  handle(
    app,
    customer.approveInvitation,
    async ({ params, body, session, locale, request, reply }) => {
      const { invitation, account } = await prepareApproval(deps, params.id, session, body.ssn);
      const text = approvalText(locale, { firstName: invitation.inviterFirstName, lastName: invitation.inviterLastName }, account);
      return orders.start(request, reply, {
        purpose: 'approveSign',
        invitationId: invitation.id,
        signerSsn: session.ssn,
        begin: signOrder(session.ssn, text),
      });
    },
    { onRequest: orders.startLimiter },
  );

  handle(
    app,
    customer.approvePoll,
    async ({ body, session, request }) => {
      const bound = await signOrderOf(body.data, 'approveSign', session.ssn, request);
      return orders.poll(bound, request, signStatusSchema, async (completion) => {
        const invitation = await invitationApproved(deps, bound.invitationId, completion);
        return { status: 'complete', orderRef: bound.row.orderRef, invitationId: invitation.id };
      });
    },
    { onRequest: orders.pollLimiter },
  );

  handle(app, customer.rejectInvitation, ({ params, session }) => rejectInvitation(deps, params.id, session));
}
