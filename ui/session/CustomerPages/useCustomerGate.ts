import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { customerGateMachine } from '../../../machines/session/customerGate.machine';
import { selectReturning } from '../../../machines/session/customerGate.selectors';
import type { GatedPage } from '../../../machines/session/customerGate.types';
import { useRouterAdapter } from '../../shell/RouterAdapter';
import { useSessionSource } from '../SessionContext';
import { useSiteActorRef } from '../../site/siteActors';
import { useSiteActor } from '../../site/SiteActor';

/**
 * Starts the customer pages' gate for this page: it follows the site's
 * session and navigates itself (to the log-in page, or back to the
 * referrer). True while it is leaving for the referrer, or about to once
 * the server has confirmed the session.
 */
export function useCustomerGate(page: GatedPage): { returning: boolean } {
  // Pending until the session's chart runs, as the chart itself begins.
  const source = useSessionSource();
  const site = useSiteActor();
  const session = useMemo(() => ({ ...source, send: (event: { type: 'session.confirm' }) => site.send({ type: 'session.send', event }) }), [source, site]);
  const router = useRouterAdapter();
  const gate = useSiteActorRef(customerGateMachine, { input: { session, router, page } });
  return { returning: useSelector(gate, selectReturning) };
}
