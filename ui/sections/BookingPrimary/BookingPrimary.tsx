import { Trans, useLingui } from '@lingui/react/macro';
import type { SectionOf, ServiceInSection } from '../../../api/contract/content.schemas';
import { Picture } from '../../components/Picture';
import { cx } from '../../components/cx';
import { SectionTitle, useSectionsOptions } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './BookingPrimary.module.css';

function DisabledReason({ reason }: { reason: ServiceInSection['disabledReason'] }) {
  switch (reason) {
    case 'includedInSubscription':
      return <Trans id="sections.bookingPrimary.includedInSubscription">Included in your subscription</Trans>;
    case 'subscriptionZipCodeMismatch':
      return (
        <Trans id="sections.bookingPrimary.subscriptionZipCodeMismatch">
          Your subscription is at another postal code
        </Trans>
      );
    default:
      return <Trans id="sections.bookingPrimary.unavailable">Not available right now</Trans>;
  }
}

/** The main booking block: the services on offer and the postal-code form to start. */
export function BookingPrimary({ section }: { section: SectionOf<'bookingPrimary'> }) {
  const { t } = useLingui();
  const { PostalCodeForm } = useSectionsOptions();
  const fallbackTitle = t({ id: 'sections.bookingPrimary.fallbackTitle', message: 'Book a service' });
  return (
    <div className={common.container}>
      <div className={styles.booking}>
        <div className={common.header}>
          <SectionTitle fallback={fallbackTitle}>
            {section.title}
          </SectionTitle>
          {section.text && <p className={common.lead}>{section.text}</p>}
        </div>
        {section.services.length > 0 && (
          <ul className={styles.services}>
            {section.services.map((service) => (
              <li
                key={`${service.productId}-${service.variant ?? ''}`}
                className={cx(common.card, styles.service, service.disabled && styles.disabled)}
                data-product-id={service.productId}
                aria-disabled={service.disabled || undefined}
              >
                {service.image && (
                  <Picture
                    image={service.image}
                    width={320}
                    height={200}
                    sizes="(min-width: 1024px) 20vw, (min-width: 640px) 50vw, 6rem"
                    alt=""
                    className={styles.media}
                    imgClassName={styles.image}
                  />
                )}
                <div className={styles.serviceBody}>
                  <h3 className={styles.serviceTitle}>{service.title}</h3>
                  {service.disabled && (
                    <p className={styles.reason}>
                      <DisabledReason reason={service.disabledReason} />
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {PostalCodeForm && (
          <PostalCodeForm
            services={section.services.filter((service) => !service.disabled)}
            className={styles.form}
            context={section.title || fallbackTitle}
          />
        )}
      </div>
    </div>
  );
}
