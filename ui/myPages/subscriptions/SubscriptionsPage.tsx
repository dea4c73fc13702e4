import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { CustomerBooking, Subscription } from '../../../api/contract/customer';
import { formatMoney } from '../../../i18n/format';
import { createRequestUpgradeActors } from '../../../machines/myPages/requestUpgrade/requestUpgrade.actors';
import { requestUpgradeMachine } from '../../../machines/myPages/requestUpgrade/requestUpgrade.machine';
import type { UpgradeOption } from '../../../machines/myPages/requestUpgrade/requestUpgrade.types';
import {
  bookingsLoader,
  SUBSCRIPTION_NEXT_VISITS,
  subscriptionCardLoader,
  subscriptionsLoader,
} from '../../../machines/myPages/myPages.resources';
import { addDays, stockholmDay } from '../../booking/steps/time';
import { useApi } from '../../shell/ApiContext';
import { useSite } from '../../shell/SiteContext';
import { MyPagesGate } from '../MyPagesGate';
import { Card, ResourceBody, useResource } from '../resource';
import { formatVisitWhen } from '../visit';
import { Frequency, SubscriptionStatus } from './words';
import { UpgradeRequest } from './UpgradeRequest';
import pageStyles from '../myPages.module.css';
import styles from './subscriptions.module.css';
import { useSiteActorRef } from '../../site/siteActors';

/** How far ahead the next visits of the subscriptions are read, in days. */
const NEXT_VISITS_DAYS = 120;

/** `subscriptions`: each subscription with its frequency, hours, price and next visits, and the upgrades it can take. */
export function SubscriptionsPage() {
  return <MyPagesGate>{() => <Subscriptions today={stockholmDay(new Date())} />}</MyPagesGate>;
}

function Subscriptions({ today }: { today: string }) {
  const subscriptions = useResource(subscriptionsLoader, null);
  const visits = useResource(bookingsLoader, { startDate: today, endDate: addDays(today, NEXT_VISITS_DAYS) });
  return (
    <section className={pageStyles.page} aria-labelledby="subscriptions-title" data-testid="subscriptions-page">
      <h1 id="subscriptions-title">
        <Trans id="myPages.subscriptions.title">Subscriptions</Trans>
      </h1>
      <ResourceBody
        resource={subscriptions}
        emptyImage="subscriptions"
        empty={
          <p>
            <Trans id="myPages.subscriptions.empty">You have no subscriptions.</Trans>
          </p>
        }
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((subscription) => (
              <li key={subscription.id}>
                <SubscriptionCard subscription={subscription} visits={visits.view.data ?? []} />
              </li>
            ))}
          </ul>
        )}
      </ResourceBody>
    </section>
  );
}

function SubscriptionCard({ subscription, visits }: { subscription: Subscription; visits: CustomerBooking[] }) {
  const { locale } = useSite();
  const card = useResource(subscriptionCardLoader, { id: subscription.id });
  const next = visits
    .filter((visit) => visit.orderId === subscription.id && (visit.status === 'booked' || visit.status === 'inProgress'))
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .slice(0, SUBSCRIPTION_NEXT_VISITS);
  const hours = card.view.data?.detail.configurationForm.hours;
  return (
    <Card title={subscription.title} testId={`subscription-${subscription.id}`}>
      <dl className={pageStyles.facts}>
        <div>
          <dt>
            <Trans id="myPages.subscriptions.status">Status</Trans>
          </dt>
          <dd>
            <SubscriptionStatus status={subscription.status} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans id="myPages.subscriptions.frequency">How often</Trans>
          </dt>
          <dd>
            <Frequency frequency={subscription.frequency} />
          </dd>
        </div>
        {typeof hours === 'number' && (
          <div>
            <dt>
              <Trans id="myPages.subscriptions.hours">Hours per visit</Trans>
            </dt>
            <dd data-testid="subscription-hours">
              <Trans id="myPages.subscriptions.hoursValue">{hours} h</Trans>
            </dd>
          </div>
        )}
        <div>
          <dt>
            <Trans id="myPages.subscriptions.pricePerVisit">Price per visit</Trans>
          </dt>
          <dd data-testid="subscription-price">{formatMoney(subscription.pricePerVisit)}</dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>
        <Trans id="myPages.subscriptions.nextVisits">Next visits</Trans>
      </h3>
      {next.length === 0 ? (
        <p className={pageStyles.muted}>
          <Trans id="myPages.subscriptions.noVisits">No visits planned yet.</Trans>
        </p>
      ) : (
        <ul className={pageStyles.plain}>
          {next.map((visit) => (
            <li key={visit.id}>{formatVisitWhen(visit, locale)}</li>
          ))}
        </ul>
      )}
      <h3 className={styles.subheading}>
        <Trans id="myPages.subscriptions.upgrades">Upgrades</Trans>
      </h3>
      <ResourceBody resource={card} empty={null}>
        {({ upgrades }) =>
          upgrades.length === 0 || subscription.status === 'ended' ? (
            <p className={pageStyles.muted}>
              <Trans id="myPages.subscriptions.noUpgrades">There are no upgrades for this subscription.</Trans>
            </p>
          ) : (
            <Upgrades subscriptionId={subscription.id} upgrades={upgrades} />
          )
        }
      </ResourceBody>
    </Card>
  );
}

/** Starts the upgrade request for a subscription with the upgrades it can take; its call is made with the page's client. */
export function Upgrades({ subscriptionId, upgrades }: { subscriptionId: string; upgrades: UpgradeOption[] }) {
  const api = useApi();
  const machine = useMemo(() => requestUpgradeMachine.provide({ actors: createRequestUpgradeActors(api) }), [api]);
  const actor = useSiteActorRef(machine, { input: { subscriptionId, upgrades } });
  return <UpgradeRequest actor={actor} />;
}
