import { createApiClient, createUnauthorizedChannel } from '../../api/client';
import type { ApiClient, ApiLogger, StaffCredentials } from '../../api/client';
import { contentRevision } from '../../api/contentRevision';
import { pageSettings } from '../../api/pageSettings';
import type { Locale } from '../../i18n/locales';

export type ServerApi = ApiClient;

/**
 * Clients for server-side page loads, calling our own `/api` in this process.
 * They only make anonymous content calls, so one cached client per language
 * and mode is shared by all requests; preview gets a fresh client per request
 * (it carries one editor's token and unpublished content: never shared).
 */
const shared = new Map<string, ApiClient>();
/** The content revision the shared clients' caches were filled under. */
let sharedRevision: number | undefined;
/** The server settings the shared clients call through. */
let sharedSettings: ReturnType<typeof pageSettings> | undefined;

/**
 * A publish bumps the content revision (`api/contentRevision.ts`): the
 * shared clients' cached answers are from before it, so they go, and reads
 * still under way are not stored. A server started again in this process
 * (each server test file starts its own) publishes new settings: clients
 * bound to the old one's in-process fetch would call a closed server.
 */
function dropStaleClients(): void {
  const revision = contentRevision();
  const settings = pageSettings();
  if (revision === sharedRevision && settings === sharedSettings) return;
  for (const client of shared.values()) client.invalidate();
  shared.clear();
  sharedRevision = revision;
  sharedSettings = settings;
}

/** Server logs stay one line per failed call (a missing page is an ordinary 404 warning). */
const oneLineLogger: ApiLogger = {
  error: (message, details) => console.error(`${message} [${details.requestId}]`),
  warn: (message, details) => console.warn(`${message} [${details.requestId}]`),
};

/**
 * Page loads call our own `/api` in this process: the server publishes its
 * address and a fetch that answers from the API without a connection once
 * it listens (see `api/pageSettings.ts`), so nothing here reads the
 * environment.
 */
const internalApi = () => {
  const { internalApiUrl, internalFetch, version } = pageSettings();
  return { baseURL: internalApiUrl, fetch: internalFetch, version };
};

/**
 * The client of one page load. With `preview`, content calls carry
 * `X-Preview` and the editor's token (`staff`); the server still shows
 * unpublished content only when that token is a live editor's.
 */
export function createServerApi({
  locale,
  webview,
  preview,
  staff,
  fresh = false,
}: {
  locale: Locale;
  webview: boolean;
  preview: boolean;
  staff?: StaffCredentials;
  /** A client of its own, whose answers come from the store now, not from the shared cache. */
  fresh?: boolean;
}): ServerApi {
  const make = () =>
    createApiClient({
      ...internalApi(),
      lang: locale,
      webview,
      preview,
      ...(preview && staff ? { staff } : {}),
      storage: null,
      logger: oneLineLogger,
    });
  if (preview || fresh) return make();
  dropStaleClients();
  const key = `${locale}|${webview}`;
  let client = shared.get(key);
  if (!client) {
    client = make();
    shared.set(key, client);
  }
  return client;
}

/**
 * A client for one request's customer calls, carrying that visitor's
 * session: never shared, so neither its cache nor a 401 it hears reaches
 * another request.
 */
export function createCustomerServerApi({ locale, webview, sessionId }: { locale: Locale; webview: boolean; sessionId: string }): ServerApi {
  return createApiClient({
    ...internalApi(),
    lang: locale,
    webview,
    sessionId,
    storage: null,
    logger: oneLineLogger,
    unauthorized: createUnauthorizedChannel(),
  });
}
