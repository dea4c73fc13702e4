import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '../components/cx';
import styles from '../components/Fields.module.css';

/** A message key and the values it interpolates: a validator's, the schema's or the server's. */
export interface FieldMessage {
  message: string;
  values?: Record<string, string | number>;
}

/** What the control inside a field carries so its label, hint and error describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Class names of a form with its own look (the configuration questions); the shared field look otherwise. */
interface FieldClasses {
  field: string;
  label: string;
  hint: string;
  error: string;
  /** The label around a checkbox and its text (`layout="check"`). */
  check: string;
  optional: string;
}

interface FieldProps {
  /** The control's id; the hint and error take it as their prefix. */
  id: string;
  label: ReactNode;
  /** Said after the label, e.g. "(optional)". */
  labelSuffix?: ReactNode;
  /** Help below the label (a format, an example). */
  hint?: ReactNode;
  /** The error to show, as a message key; null or absent when the field is fine (or not judged yet). */
  error?: FieldMessage | null;
  /**
   * `text`: label above the control; `check`: a checkbox before its label;
   * `group`: a fieldset of options (radios, checkboxes) named by its legend.
   */
  layout?: 'text' | 'check' | 'group';
  classes?: Partial<FieldClasses>;
  /** `data-*` attributes of the field's wrapper. */
  data?: Record<`data-${string}`, string>;
  /** The control, given the attributes that tie it to the label, hint and error. */
  children(control: FieldControlProps): ReactNode;
}

/**
 * One form field: its label, an optional hint, the control and its error
 * message, translated from the message key. The control is `aria-invalid`
 * while an error shows and described by the hint and the error; the error
 * is an alert, read out when it appears.
 */
export function Field({ id, label, labelSuffix, hint, error, layout = 'text', classes = {}, data, children }: FieldProps) {
  const { i18n } = useLingui();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const labelText = (
    <>
      {label}
      {labelSuffix ? (
        <>
          {' '}
          <span className={classes.optional ?? styles.optional}>{labelSuffix}</span>
        </>
      ) : null}
    </>
  );
  const hintText = hint ? (
    <div id={hintId} className={classes.hint ?? styles.hint}>
      {hint}
    </div>
  ) : null;
  const errorText = error ? (
    // Announced as it appears: an error shown when a field is left is otherwise missed, the focus being on the next field.
    <p id={errorId} className={classes.error ?? styles.fieldError} role="alert">
      {i18n._(error.message, error.values)}
    </p>
  ) : null;

  if (layout === 'group') {
    return (
      <fieldset className={classes.field ?? cx(styles.field, styles.group)} aria-describedby={describedBy} {...data}>
        <legend className={classes.label ?? styles.label}>{labelText}</legend>
        {hintText}
        {children(control)}
        {errorText}
      </fieldset>
    );
  }
  if (layout === 'check') {
    return (
      <div className={classes.field ?? styles.field} {...data}>
        <label className={classes.check ?? styles.check} htmlFor={id}>
          {children(control)}
          <span className={classes.label}>{labelText}</span>
        </label>
        {hintText}
        {errorText}
      </div>
    );
  }
  return (
    <div className={classes.field ?? styles.field} {...data}>
      <label htmlFor={id} className={classes.label ?? styles.label}>
        {labelText}
      </label>
      {hintText}
      {children(control)}
      {errorText}
    </div>
  );
}
