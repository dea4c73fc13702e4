import { Trans } from '@lingui/react/macro';
import { addressesLoader } from '../../../machines/myPages/myPages.resources';
import { ResourceBody, useResource } from '../resource';
import styles from './account.module.css';
import { AddressCard } from './AddressCard';

/** "Addresses": the saved addresses, the primary one first, each with its instructions, key and alarm, and removal. */
export function Addresses() {
  const addresses = useResource(addressesLoader, null);
  return (
    <section className={styles.section} aria-labelledby="addresses-title" data-testid="addresses">
      <h2 id="addresses-title" className={styles.sectionTitle}>
        <Trans id="myPages.addresses.title">Addresses</Trans>
      </h2>
      <ResourceBody
        resource={addresses}
        empty={
          <p>
            <Trans id="myPages.addresses.none">You have no addresses saved yet. An address is saved when you book a visit.</Trans>
          </p>
        }
      >
        {(items) => (
          <ul className={styles.addressList}>
            {items.map((address) => (
              <AddressCard key={address.id} address={address} />
            ))}
          </ul>
        )}
      </ResourceBody>
    </section>
  );
}
