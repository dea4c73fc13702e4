import { useLingui } from '@lingui/react/macro';
import { TOO_MANY_CODES_KEY } from '../../../machines/myPages/phoneVerification/phoneVerification.rules';
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

/** The server's words for 429 on a code (`myPages.personalInformation.tooManyCodes`). */
export function TooManyCodes() {
  const { i18n } = useLingui();
  return <>{i18n._(TOO_MANY_CODES_KEY)}</>;
}
