import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { formatPostalCode } from '../../../api/validators';
import { judgePlace } from '../../../machines/booking/wizard/wizard.forms';
import { postalCodeInput } from '../../forms/inputs';
import { placeFormSchema } from '../../forms/schemas';
import { TextField } from '../../forms/TextField';
import styles from '../../components/Fields.module.css';

/** A place as the booking calls take it (`addressInputSchema`). */
export interface Place {
  street: string;
  zipCode: string;
  city: string;
}

interface PlaceFieldsProps {
  /** What the place is (the group's legend): the home, the job, the premises. */
  legend: ReactNode;
  /** The postal code the visitor checked: the place is there. Without one it is asked. */
  postalCode: string | null;
  /** What was answered before (a reload, a logged-in customer's address). */
  defaults?: { street?: string; zipCode?: string; city?: string };
  /** Called on every change (the wizard judged the starting answers itself): the place, or null while it is incomplete. */
  onChange(place: Place | null): void;
  /** Show the errors of untouched fields too. */
  showAllErrors?: boolean;
}

type PlaceFormValues = Place;

/**
 * Where a request or a home visit is: street and city typed, the postal code
 * the one checked (the service was offered there). Errors show once a field
 * is left with a value, like the contact fields.
 */
export function PlaceFields({ legend, postalCode, defaults, onChange, showAllErrors = false }: PlaceFieldsProps) {
  const baseId = useId();
  const schema = useMemo(() => placeFormSchema(postalCode === null), [postalCode]);
  const form = useForm<PlaceFormValues>({
    mode: 'onChange',
    defaultValues: {
      street: defaults?.street ?? '',
      zipCode: defaults?.zipCode ? formatPostalCode(defaults.zipCode) : '',
      city: defaults?.city ?? '',
    },
    resolver: zodResolver(schema) as unknown as Resolver<PlaceFormValues>,
  });

  const report = () => onChange(judgePlace(form.getValues(), postalCode));

  const field = (name: keyof PlaceFormValues) => ({ form, name, id: `${baseId}-${name}`, revealErrors: showAllErrors, onValueChange: report });

  return (
    <fieldset className={styles.group} data-testid="place-fields">
      <legend className={styles.legend}>{legend}</legend>
      <TextField {...field('street')} label={<Trans id="booking.place.street">Street address</Trans>} autoComplete="street-address" maxLength={200} />
      <div className={styles.row}>
        {postalCode === null ? (
          <TextField
            {...field('zipCode')}
            label={<Trans id="booking.place.zipCode">Postal code</Trans>}
            {...postalCodeInput}
          />
        ) : (
          <div className={styles.field}>
            <span className={styles.label}>
              <Trans id="booking.place.zipCode">Postal code</Trans>
            </span>
            <p className={styles.fixed} data-testid="place-zip-code">
              {formatPostalCode(postalCode)}
            </p>
          </div>
        )}
        <TextField {...field('city')} label={<Trans id="booking.place.city">City</Trans>} autoComplete="address-level2" maxLength={100} />
      </div>
    </fieldset>
  );
}
