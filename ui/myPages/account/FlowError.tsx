import { useLingui } from '@lingui/react/macro';
import styles from './account.module.css';

/** A flow's failure (its message key), read out at once where the flow's buttons are; nothing without one. */
export function FlowError({ errorKey }: { errorKey: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!errorKey) return null;
  return (
    <p role="alert" className={styles.error} data-testid="flow-error">
      {i18n._(errorKey)}
    </p>
  );
}
