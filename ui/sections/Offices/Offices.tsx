import { Trans, useLingui } from '@lingui/react/macro';
import type { Office, SectionOf } from '../../../api/contract/content.schemas';
import { formatPostalCode } from '../../../api/validators/postalCode';
import { ContactDetails } from '../../components/ContactDetails/ContactDetails';
import { cx } from '../../components/cx';
import { addressLine, mapSearchUrl, staticMapUrl, STATIC_MAP_OFFICE_SIZE } from '../../components/staticMap';
import { useConsentFor, useSite } from '../../shell/SiteContext';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Offices.module.css';
import { NewTabHint } from '../../components/NewTabHint';

/**
 * The office's map: the static maps image only with a configured key and
 * marketing consent; otherwise a local card that loads nothing from outside.
 */
function OfficeMap({ office }: { office: Office }) {
  const { t } = useLingui();
  const { thirdParty } = useSite();
  const marketing = useConsentFor('marketing');
  const address = addressLine(office.address);
  if (thirdParty.staticMapsKey && marketing) {
    return (
      <img
        className={styles.map}
        src={staticMapUrl({ key: thirdParty.staticMapsKey, center: office.location, ...STATIC_MAP_OFFICE_SIZE })}
        width={STATIC_MAP_OFFICE_SIZE.width}
        height={STATIC_MAP_OFFICE_SIZE.height}
        loading="lazy"
        alt={t({ id: 'sections.offices.mapAlt', message: `Map showing ${address}` })}
      />
    );
  }
  return (
    <div className={styles.mapFallback} data-map-fallback="">
      <span className={styles.pin} aria-hidden="true" />
      <p className={styles.mapAddress}>{address}</p>
      <a href={mapSearchUrl(office.address)} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
        <Trans id="sections.offices.openInMaps">Open in maps</Trans>
        <NewTabHint />
      </a>
    </div>
  );
}

function OfficeCard({ office }: { office: Office }) {
  return (
    <article className={cx(common.card, styles.office)}>
      <OfficeMap office={office} />
      <div className={styles.body}>
        <h3 className={styles.name}>{office.name}</h3>
        <address className={styles.address}>
          {office.address.street}
          <br />
          {formatPostalCode(office.address.areaCode)} {office.address.city}
        </address>
        <ContactDetails
          phone={office.phone}
          email={office.email}
          openingHours={office.openingHours}
          className={styles.details}
          hoursClassName={styles.hours}
        />
      </div>
    </article>
  );
}

/** Office cards with address, phone, email, opening hours and a map. */
export function Offices({ section }: { section: SectionOf<'offices'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={t({ id: 'sections.offices.fallbackTitle', message: 'Our offices' })}>
          {section.title}
        </SectionTitle>
      </div>
      <ul className={common.grid}>
        {section.offices.map((office, index) => (
          <li key={`${office.name}-${index}`}>
            <OfficeCard office={office} />
          </li>
        ))}
      </ul>
    </div>
  );
}
