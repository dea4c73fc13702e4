import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createResourceActors, type ResourceLoader } from '../../machines/myPages/resource/resource.actors';
import { resourceMachine, type ResourceMachine } from '../../machines/myPages/resource/resource.machine';
import { selectResource, type ResourceView } from '../../machines/myPages/resource/resource.selectors';
import { useApi } from '../shell/ApiContext';
import { useRouterAdapter } from '../shell/RouterAdapter';
import styles from './myPages.module.css';
import type { AccountImageKey } from './AccountImage';
import { useSiteActorRef } from '../site/siteActors';

// An empty list is rare: its picture's code (the image service's sizes, the content call) loads when one shows.
const AccountImage = lazy(() => import('./AccountImage').then((module) => ({ default: module.AccountImage })));

interface Resource<TRequest, TData> {
  view: ResourceView<TData>;
  /** What is loaded or being loaded. */
  request: TRequest;
  actor: ActorRefFrom<ResourceMachine>;
  /** Load something else: another page, order or month. */
  change(request: TRequest): void;
}

/**
 * Starts the loader chart with one of My pages' loaders, its call made with
 * the page's client (which sends the customer's session and language), and
 * reads it; a language switch reads it again.
 */
export function useResource<TRequest, TData>(loader: ResourceLoader<TRequest, TData>, request: TRequest): Resource<TRequest, TData> {
  const api = useApi();
  const router = useRouterAdapter();
  const machine = useMemo(() => resourceMachine.provide({ actors: createResourceActors(api, loader, router) }), [api, loader, router]);
  const actor = useSiteActorRef(machine, { input: { request } });
  const view = useSelector(actor, (snapshot) => selectResource<TData>(snapshot));
  return {
    view,
    request: view.request as TRequest,
    actor,
    change: (next) => actor.send({ type: 'request.changed', request: next }),
  };
}

/**
 * What every list and card shows besides its data: loading (a status),
 * a failure with a retry (an alert), not found, empty, nothing once the
 * session has ended (the session shows its dialog); the data once in
 * (also while another request loads: marked busy).
 */
export function ResourceBody<TRequest, TData>({
  resource,
  empty,
  emptyImage,
  notFound,
  children,
}: {
  resource: Resource<TRequest, TData>;
  empty: ReactNode;
  /** The content's picture for this list, shown above `empty`. */
  emptyImage?: AccountImageKey;
  notFound?: ReactNode;
  children: (data: TData) => ReactNode;
}) {
  const { i18n } = useLingui();
  const { view, actor } = resource;
  if (view.status === 'failed') {
    return (
      <div className={styles.problem} role="alert" data-testid="resource-failed">
        <p>{i18n._('common.errors.default')}</p>
        <button type="button" className={styles.action} onClick={() => actor.send({ type: 'load.retried' })} data-testid="resource-retry">
          <Trans id="myPages.start.retry">Try again</Trans>
        </button>
      </div>
    );
  }
  // Under the session's expired-session dialog: none of the customer's data, and no retry that could only be refused.
  if (view.status === 'ended') return null;
  if (view.status === 'notFound') {
    return (
      <div className={styles.problem} data-testid="resource-not-found">
        {notFound ?? <p>{i18n._('common.errors.notFound')}</p>}
      </div>
    );
  }
  if (view.status === 'empty') {
    return (
      <div className={styles.empty} data-testid="resource-empty">
        {emptyImage && <EmptyListPicture name={emptyImage} />}
        {empty}
      </div>
    );
  }
  if (view.data === null) {
    return (
      <p className={styles.loading} role="status" data-testid="resource-loading">
        <Trans id="session.loading">Loading…</Trans>
      </p>
    );
  }
  return (
    <div aria-busy={view.busy} data-testid="resource-loaded">
      {children(view.data)}
    </div>
  );
}

/** The editors' picture above an empty list (`AccountImage`), its code loaded when one shows. */
export function EmptyListPicture({ name }: { name: AccountImageKey }) {
  return (
    <Suspense fallback={null}>
      <AccountImage name={name} />
    </Suspense>
  );
}

/** A card of My pages: a titled region with its own empty and error states. */
export function Card({ title, testId, children, actions }: { title: ReactNode; testId: string; children: ReactNode; actions?: ReactNode }) {
  const id = `${testId}-title`;
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </section>
  );
}
