import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { toFieldErrors } from '../../api/contract/endpoint';
import { clientIp } from '../api/eidOrders';
import type { SimulatorSettings } from '../config';
import { RP_API_PATH, type RpService } from './rpService';
import { PhoneError, type BankIdSimulator, type PhoneOrder } from './simulator';
import { returnPath } from '../../api/sitePath';
import { renderTestAppPage, TEST_APP_CSS, TEST_APP_JS } from './testAppPage';
import { ssnSchema } from '../../api/validators/schemas';
import { findUnsafeText } from '../http/safeText';

/** Where the test app lives (served only with `EID_PROVIDER=simulator`). */
export const TEST_APP_PATH = '/eid-simulator';

/** A personal number as a tester types it: `YYYYMMDD-NNNN`, `YYYYMMDDNNNN`, `YYMMDD-NNNN` or `YYMMDDNNNN`, Luhn-checked; parsed to 12 digits. */
const personalNumber = z
  .string()
  .max(20)
  .transform((value) => {
    const compact = value.replace(/\s/g, '');
    return /^\d{10}$|^\d{12}$/.test(compact) ? `${compact.slice(0, -4)}-${compact.slice(-4)}` : compact;
  })
  .pipe(ssnSchema)
  .transform((value) => value.replace('-', ''));

const handleField = z.string().min(1).max(100);
const name = z.string().trim().max(100).optional();

const scanBody = z
  .object({ qr: z.string().max(500).optional(), autoStartToken: z.string().max(100).optional() })
  .refine((body) => Boolean(body.qr?.trim()) !== Boolean(body.autoStartToken?.trim()), { message: 'Give either qr or autoStartToken', path: ['qr'] });
const identifyBody = z.object({ handle: handleField, personalNumber, givenName: name, surname: name });
const signBody = z.object({ handle: handleField, personalNumber: personalNumber.optional(), givenName: name, surname: name });
const handleBody = z.object({ handle: handleField });
const callBody = z.object({ personalNumber });

/** Reads a body with a schema; a refusal answers 400 `{ errorCode: 'invalidParameters', message, errors: [{ field, message }] }`. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  // Text no one types and the database cannot store (a NUL) is bad input, as on every call of the API.
  const unsafe = findUnsafeText(body);
  if (unsafe) {
    throw Object.assign(new PhoneError(400, 'invalidParameters', 'Invalid request'), {
      errors: [{ field: `body.${unsafe}`, message: 'common.formErrors.default' }],
    });
  }
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw Object.assign(new PhoneError(400, 'invalidParameters', 'Invalid request'), { errors: toFieldErrors(result.error, 'body') });
  }
  return result.data;
}

const answer = (reply: FastifyReply, order: PhoneOrder, extra: Record<string, unknown> = {}) =>
  reply.header('Cache-Control', 'no-store').send({ ...extra, order });

/**
 * The simulator's test app (the phone): the page, its script and style, and
 * the JSON endpoints a tester's page or a script drives (documented in
 * `server/eid/README.md`). Registered only when the simulator is the
 * provider, so with real BankID none of these paths exist.
 */
export async function registerTestApp(app: FastifyInstance, simulator: BankIdSimulator, settings: SimulatorSettings, rpService?: RpService): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof PhoneError) {
        const errors = (error as PhoneError & { errors?: unknown }).errors;
        return reply.code(error.httpStatus).send({
          errorCode: error.errorCode,
          message: error.message,
          ...(errors ? { errors } : {}),
          ...(error.order ? { order: error.order } : {}),
        });
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        return reply.code(status).send({ errorCode: 'invalidParameters', message: (error as Error).message });
      }
      request.log.error(error);
      return reply.code(500).send({ errorCode: 'internalError', message: 'Unhandled server error' });
    });

    scope.get(TEST_APP_PATH, async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const token = typeof query.autostarttoken === 'string' && /^[A-Za-z0-9-]{1,100}$/.test(query.autostarttoken) ? query.autostarttoken : undefined;
      const html = renderTestAppPage({
        locale: query.lang === 'en' ? 'en' : 'sv',
        identities: simulator.testIdentities(),
        qrMaxAgeSeconds: settings.qrMaxAgeSeconds,
        autoStartToken: token,
        redirect: returnPath(query.redirect),
      });
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    });
    scope.get(`${TEST_APP_PATH}/app.js`, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(TEST_APP_JS),
    );
    scope.get(`${TEST_APP_PATH}/app.css`, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(TEST_APP_CSS),
    );

    scope.get(`${TEST_APP_PATH}/api/identities`, async () => ({
      identities: simulator.testIdentities().map((identity) => ({
        personalNumber: identity.personalNumber,
        givenName: identity.givenName,
        surname: identity.surname,
        name: `${identity.givenName} ${identity.surname}`,
        kind: identity.kind,
        description: identity.description,
      })),
    }));

    // Where the simulator's RP API listens, and how many clients have completed a TLS handshake with it.
    scope.get(`${TEST_APP_PATH}/api/rp`, async (_request, reply) =>
      rpService
        ? reply.header('Cache-Control', 'no-store').send({ url: `${rpService.url}${RP_API_PATH}`, handshakes: rpService.handshakes() })
        : reply.code(404).send({ errorCode: 'notFound', message: 'The RP API is not served (EID_SIMULATOR_RP_PORT)' }),
    );

    scope.post(`${TEST_APP_PATH}/api/scan`, async (request, reply) => {
      const body = parse(scanBody, request.body);
      const picked = body.qr?.trim()
        ? await simulator.pickUpByQr(body.qr, clientIp(request))
        : await simulator.pickUpByAutoStart(body.autoStartToken!.trim(), clientIp(request));
      return answer(reply, picked.order, { handle: picked.handle });
    });

    scope.post(`${TEST_APP_PATH}/api/order`, async (request, reply) => {
      const body = parse(handleBody, request.body);
      return answer(reply, await simulator.phoneOrder(body.handle));
    });

    scope.post(`${TEST_APP_PATH}/api/identify`, async (request, reply) => {
      const body = parse(identifyBody, request.body);
      return answer(reply, await simulator.identify(body.handle, body));
    });

    scope.post(`${TEST_APP_PATH}/api/sign`, async (request, reply) => {
      const body = parse(signBody, request.body);
      const person = body.personalNumber ? { personalNumber: body.personalNumber, givenName: body.givenName, surname: body.surname } : undefined;
      return answer(reply, await simulator.approve(body.handle, person));
    });

    scope.post(`${TEST_APP_PATH}/api/cancel`, async (request, reply) => {
      const body = parse(handleBody, request.body);
      return answer(reply, await simulator.userCancel(body.handle));
    });

    // Phone orders (`phone/auth`, `phone/sign`): the person opens the app, which shows the call's order; they confirm or decline the call.
    scope.post(`${TEST_APP_PATH}/api/call`, async (request, reply) => {
      const body = parse(callBody, request.body);
      const picked = await simulator.answerCall(body.personalNumber, clientIp(request));
      return answer(reply, picked.order, { handle: picked.handle });
    });

    scope.post(`${TEST_APP_PATH}/api/confirm-call`, async (request, reply) => {
      const body = parse(handleBody, request.body);
      return answer(reply, await simulator.confirmCall(body.handle));
    });

    scope.post(`${TEST_APP_PATH}/api/decline-call`, async (request, reply) => {
      const body = parse(handleBody, request.body);
      return answer(reply, await simulator.declineCall(body.handle));
    });
  });
}
