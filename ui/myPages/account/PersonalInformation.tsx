import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { EditFieldMachine } from '../../../machines/myPages/editField/editField.machine';
import { emailSaver } from '../../../machines/myPages/myPages.savers';
import { personalInformationLoader, type PersonalInformation as Information } from '../../../machines/myPages/myPages.resources';
import { ResourceBody, useResource } from '../resource';
import styles from './account.module.css';
import { EditFieldRow } from './EditFieldRow';
import { PhoneRow } from './PhoneRow';
import { useEditField, usePhoneVerification } from './useAccountCharts';

/** "Personal information": name and personal identity number as registered, the email and the mobile number, each changed in place. */
export function PersonalInformation({ orgNumber }: { orgNumber: string | null }) {
  const information = useResource(personalInformationLoader, null);
  return (
    <section className={styles.section} aria-labelledby="personal-information-title" data-testid="personal-information">
      <h2 id="personal-information-title" className={styles.sectionTitle}>
        <Trans id="myPages.account.personalInformation">Personal information</Trans>
      </h2>
      <ResourceBody resource={information} empty={null}>
        {(data) => <Facts information={data} orgNumber={orgNumber} />}
      </ResourceBody>
    </section>
  );
}

/**
 * A person's personal identity number; a company account has none (`ssn: null`)
 * and shows its organisation number, whose names are its contact person's.
 */
function Facts({ information, orgNumber }: { information: Information; orgNumber: string | null }) {
  const email = useEditField(emailSaver, information.email);
  const phone = usePhoneVerification(information.phone, information.pendingPhone ?? null);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>
          {information.ssn === null ? <Trans id="myPages.account.contactName">Contact person</Trans> : <Trans id="myPages.account.name">Name</Trans>}
        </dt>
        <dd className={styles.factValue} data-testid="name-value">
          {`${information.firstName} ${information.lastName}`.trim()}
        </dd>
      </div>
      {information.ssn !== null ? (
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            <Trans id="myPages.account.ssn">Personal identity number</Trans>
          </dt>
          <dd className={styles.factValue} data-testid="ssn-value">
            {information.ssn}
          </dd>
        </div>
      ) : (
        orgNumber && (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>
              <Trans id="myPages.account.orgNumber">Organisation number</Trans>
            </dt>
            <dd className={styles.factValue} data-testid="org-number-value">
              {orgNumber}
            </dd>
          </div>
        )
      )}
      <EmailRow actor={email} />
      <PhoneRow actor={phone} />
    </dl>
  );
}

/** The email, changed in place and at once (no code). */
export function EmailRow({ actor }: { actor: ActorRefFrom<EditFieldMachine> }) {
  return (
    <EditFieldRow
      actor={actor}
      name="email"
      form="email"
      input={{ type: 'email', autoComplete: 'email', inputMode: 'email' }}
      texts={{
        label: <Trans id="myPages.account.email">Email</Trans>,
        fieldLabel: <Trans id="myPages.account.newEmail">New email address</Trans>,
        hint: <Trans id="myPages.account.newEmailHint">Confirmations and invoices are sent here. The change takes effect at once.</Trans>,
        change: <Trans id="myPages.account.changeEmail">Change email</Trans>,
        save: <Trans id="myPages.account.saveEmail">Save email</Trans>,
        saving: <Trans id="myPages.account.saving">Saving…</Trans>,
        saved: <Trans id="myPages.account.emailSaved">Your email address is changed.</Trans>,
        empty: <Trans id="myPages.account.noEmail">No email address</Trans>,
      }}
    />
  );
}
