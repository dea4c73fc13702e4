import type { PageData } from './pageData';
import type { AnalyticsAppIds, ThirdPartyConfig } from './thirdParty';

/**
 * What the pages' server-side code needs from the server's configuration.
 * The server reads its configuration once (`server/config.ts`) and
 * publishes these settings before it answers the first request.
 */
interface PageSettings {
  /** The pages' server-side data, read from the server's domain in this process (`server/pageData.ts`); published content is kept a while. */
  data: PageData;
  /** The same, read afresh: for the page cache's own renders, whose HTML is then kept for the cache's window. */
  freshData: PageData;
  /** `PUBLIC_URL`: the site's public origin for canonical and language links, when configured. */
  publicUrl: string | undefined;
  /**
   * `TRUST_PROXY` is set: a proxy in front says the protocol. The server
   * replaces a page request's `X-Forwarded-Proto` with the one value it
   * decided from the trusted hop, so a page may read it as is.
   */
  trustProxy: boolean;
  /** The e-ID provider is the embedded simulator (the log-in page then links its test app). */
  eidSimulator: boolean;
  /** The widgets that are configured, for the browser. */
  thirdParty: ThirdPartyConfig;
  /** The analytics app ids of the public site and of the staff host; a page gets the one of its host. */
  analyticsAppIds: AnalyticsAppIds;
  /** The staff host's name (`STAFF_HOST`): a page whose host is this one is in staff mode (`isStaffHost` in `api/staffHost.ts`). */
  staffHost: string;
  /** A developer may turn on developer mode here (`DEVELOPER_MODE=allowed`, or a development build). */
  developerMode: boolean;
}

/*
 * Why a process-global and not a module variable: the custom server (run by
 * tsx) and Next's compiled server bundle each load their own copy of this
 * module in the same process, so a variable set in one copy is not seen by
 * the other. A `Symbol.for` key on `globalThis` is shared by both; it is
 * written once, at server start, and only read afterwards.
 */
const KEY = Symbol.for('site.pageSettings');
type Holder = { [KEY]?: PageSettings };

/** Called once by the server when it listens. */
export function publishPageSettings(settings: PageSettings): void {
  (globalThis as Holder)[KEY] = Object.freeze({ ...settings });
}

/** The settings the server published; pages only render inside our server, so their absence is a setup error. */
export function pageSettings(): PageSettings {
  const settings = (globalThis as Holder)[KEY];
  if (!settings) throw new Error('Page settings are not published: start the site with server/main.ts (npm start or npm run dev)');
  return settings;
}
