import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSession } from '../../session/SessionContext';
import styles from './AccountChooser.module.css';

/**
 * After an e-ID login that answered `choice`: the person picks which of
 * their accounts (themselves, or a company they represent) to log in as.
 * Sends `account.chosen`; the session machine obtains the session. While it
 * works the choices are disabled; a failure shows its message and the
 * choice can be made again. 'Cancel' ends the login (`logout.requested`).
 */
export function AccountChooser() {
  const { i18n } = useLingui();
  const { view, send } = useSession();
  const [chosen, setChosen] = useState<string | null>(null);
  const titleId = useId();

  if (!view.mustChooseAccount) return null;

  const choose = (account: string) => {
    setChosen(account);
    send({ type: 'account.chosen', account });
  };

  return (
    <section className={styles.chooser} aria-labelledby={titleId} data-testid="account-chooser">
      <h1 id={titleId}>
        <Trans id="auth.accountChooser.title">Choose account</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans id="auth.accountChooser.lead">You can act for more than one account. Which one do you want to log in as?</Trans>
      </p>
      <ul className={styles.accounts} aria-busy={view.busy}>
        {view.accounts.map(({ orgNumber, ...account }) => (
          <li key={account.id}>
            <button
              type="button"
              className={styles.account}
              disabled={view.busy}
              aria-current={chosen === account.id && view.busy ? 'true' : undefined}
              onClick={() => choose(account.id)}
            >
              <span className={styles.name}>{account.name}</span>
              <span className={styles.type}>
                {account.type === 'business' ? (
                  orgNumber ? (
                    <Trans id="auth.accountChooser.business">Company, org. no. {orgNumber}</Trans>
                  ) : (
                    <Trans id="auth.accountChooser.businessNoOrgNumber">Company</Trans>
                  )
                ) : (
                  <Trans id="auth.accountChooser.private">Private person</Trans>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status" aria-live="polite">
        {view.busy && <Trans id="auth.accountChooser.busy">Logging in…</Trans>}
      </p>
      {view.accountErrorKey && (
        <p className={styles.error} role="alert">
          {i18n._(view.accountErrorKey)}
        </p>
      )}
      <button type="button" className={styles.cancel} disabled={view.busy} onClick={() => send({ type: 'logout.requested', redirect: false })}>
        <Trans id="auth.accountChooser.cancel">Cancel</Trans>
      </button>
    </section>
  );
}
