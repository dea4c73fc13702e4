import { Trans } from '@lingui/react/macro';
import { mailtoHref, telHref } from '../links';

interface ContactDetailsProps {
  phone: string;
  email: string;
  openingHours: string[];
  /** Layout of the list, from the section that shows it. */
  className?: string;
  rowClassName?: string;
  hoursClassName?: string;
}

/** Phone, email and opening hours as a description list (contact section, office cards). */
export function ContactDetails({ phone, email, openingHours, className, rowClassName, hoursClassName }: ContactDetailsProps) {
  return (
    <dl className={className}>
      <div className={rowClassName}>
        <dt>
          <Trans id="components.contactDetails.phone">Phone</Trans>
        </dt>
        <dd>
          <a href={telHref(phone)}>{phone}</a>
        </dd>
      </div>
      <div className={rowClassName}>
        <dt>
          <Trans id="components.contactDetails.email">Email</Trans>
        </dt>
        <dd>
          <a href={mailtoHref(email)}>{email}</a>
        </dd>
      </div>
      {openingHours.length > 0 && (
        <div className={rowClassName}>
          <dt>
            <Trans id="components.contactDetails.openingHours">Opening hours</Trans>
          </dt>
          <dd>
            <ul className={hoursClassName}>
              {openingHours.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}
