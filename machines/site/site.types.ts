import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { Locale } from '../../api/contract/content.schemas';
import type { NotificationsMachine } from '../notifications/notifications.machine';
import type { RouterAdapter } from '../router/router.types';
import type { SessionMachine } from '../session/session.machine';
import type { SessionEvent, SessionInput } from '../session/session.types';

export type SessionActor = ActorRefFrom<SessionMachine>;
export type NotificationsActor = ActorRefFrom<NotificationsMachine>;

/**
 * The tab's long-lived charts, as the browser edge makes them once their
 * code has arrived: the session chart with the browser's own actions, its
 * input, and the live notification counts that follow it.
 */
export interface SessionCharts {
  session: SessionMachine;
  sessionInput: SessionInput;
  notifications: NotificationsMachine;
}

/** Input: the router adapter (where the page's language is read and changed). */
export interface SiteInput {
  router: RouterAdapter;
}

export interface SiteContext {
  router: RouterAdapter;
  /** The page's language: the router's, kept current after every navigation. */
  language: Locale;
  /** The customer session (system id `session`); null until its code has arrived. */
  session: SessionActor | null;
  /** The tab's notification counts (system id `notifications`), started beside the session. */
  notifications: NotificationsActor | null;
  /** Events for the session sent before it runs, passed on in order once it does. */
  waiting: SessionEvent[];
  /** Where a language switch goes: the same page in the other language, with its query. */
  destination: string | null;
}

/**
 * - `session.send`: an event for the customer session (the views' one way to
 *   it); kept until the session runs;
 * - `language.switch`: the header's language toggle;
 * - `language.changed`: a navigation ended in another language (the router
 *   adapter's notice, `routerLanguage`);
 * - `xstate.error.actor.*`: a child of the site failed.
 */
export type SiteEvent =
  | { type: 'session.send'; event: SessionEvent }
  | { type: 'language.switch' }
  | { type: 'language.changed'; language: Locale }
  /** A page is done with an actor it started in the site's system (`useSiteActorRef`): the site stops its child. */
  | { type: 'flow.ended'; actor: AnyActorRef }
  /** A child of the site failed (XState's own event). */
  | { type: `xstate.error.actor.${string}`; error: unknown };

/** What a language switch asks the server: this page's path in the other language. */
export interface LanguagePathInput {
  path: string;
  from: Locale;
  to: Locale;
}
