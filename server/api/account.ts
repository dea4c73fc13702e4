import type { FastifyInstance } from 'fastify';
import { customer } from '../../api/contract/customer';
import { listAddresses, removeAddress, setAddressInstructions } from '../domain/account/addresses';
import { changeEmail, personalInformation, type AccountDeps } from '../domain/account/personalInformation';
import { changePhone, verifyPhone } from '../domain/account/phoneVerification';
import { confirmSecurityInstructions, protectionLevels, securityInstructions, updateSecurityInstructions } from '../domain/account/securityInstructions';
import { handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

/**
 * The account's own details over HTTP: personal information (e-mail at once,
 * a mobile number after its SMS code) and addresses (removal, instructions
 * for the cleaner, security instructions). Always the session's active
 * account; the rules are in `server/domain/account/`.
 */
export function registerAccount(app: FastifyInstance, { database, clock, outbox }: ApiDeps): void {
  const deps: AccountDeps = { db: database.db, clock, outbox };

  handle(app, customer.personalInformation, ({ session }) => personalInformation(deps, session.customerId));
  handle(app, customer.changeEmail, ({ session, body }) => changeEmail(deps, session.customerId, body.email));
  handle(app, customer.changePhone, ({ session, body, locale }) => changePhone(deps, session.customerId, body.phone, locale));
  handle(app, customer.verifyContact, ({ session, body }) => verifyPhone(deps, session.customerId, body.code));

  handle(app, customer.addresses, ({ session }) => listAddresses(deps, session.customerId));
  handle(app, customer.removeAddress, ({ session, params }) => removeAddress(deps, session.customerId, params.id));
  handle(app, customer.setAddressInstructions, ({ session, params, body }) => setAddressInstructions(deps, session.customerId, params.id, body.text));
  handle(app, customer.protectionLevels, ({ locale }) => protectionLevels(locale));
  handle(app, customer.securityInstructions, ({ session, params }) => securityInstructions(deps, session.customerId, params.id));
  handle(app, customer.updateSecurityInstructions, ({ session, params, body }) => updateSecurityInstructions(deps, session.customerId, params.id, body));
  handle(app, customer.confirmSecurityInstructions, ({ session, params }) => confirmSecurityInstructions(deps, session.customerId, params.id));
}
