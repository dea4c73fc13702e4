import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AccountChoice } from '../../../api/contract/auth';
import { useSession } from '../SessionContext';
import styles from './AccountChooser.module.css';

/**
 * After an e-ID login that answered `choice`: the person picks which of
 * their accounts (themselves, or a company they represent) to log in as.
 * Sends `account.chosen`; the session machine obtains the session. While it
 * works the choices are disabled; a failure shows its message and the
 * choice can be made again. 'Cancel' ends the login (`logout.requested`).
 */
export function AccountChooser() {
  const { view, send } = useSession();
  const titleId = useId();

  if (!view.mustChooseAccount) return null;

  return (
    <section className={styles.chooser} aria-labelledby={titleId} data-testid="account-chooser">
      <h1 id={titleId}>
        <Trans id="auth.accountChooser.title">Choose account</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans id="auth.accountChooser.lead">You can act for more than one account. Which one do you want to log in as?</Trans>
      </p>
      <AccountChoices accounts={view.accounts} busy={view.busy} errorKey={view.accountErrorKey} onChoose={(account) => send({ type: 'account.chosen', account })} />
      <button type="button" className={styles.cancel} disabled={view.busy} onClick={() => send({ type: 'logout.requested', redirect: false })}>
        <Trans id="auth.accountChooser.cancel">Cancel</Trans>
      </button>
    </section>
  );
}

interface AccountChoicesProps {
  accounts: readonly AccountChoice[];
  /** The chosen account's session is being obtained: the choices wait. */
  busy: boolean;
  /** Why the last choice failed (message key). */
  errorKey: string | null;
  onChoose(account: string): void;
}

/**
 * The accounts a person may act for, each a button with its kind (and a
 * company's organisation number); the one being opened is marked current,
 * and a failure says why (log-in page and booking).
 */
export function AccountChoices({ accounts, busy, errorKey, onChoose }: AccountChoicesProps) {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <ul className={styles.accounts} aria-busy={busy}>
        {accounts.map(({ orgNumber, ...account }) => (
          <li key={account.id}>
            <button
              type="button"
              className={styles.account}
              disabled={busy}
              aria-current={chosen === account.id && busy ? 'true' : undefined}
              onClick={() => {
                setChosen(account.id);
                onChoose(account.id);
              }}
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
        {busy && <Trans id="auth.accountChooser.busy">Logging in…</Trans>}
      </p>
      {errorKey && (
        <p className={styles.error} role="alert">
          {i18n._(errorKey)}
        </p>
      )}
    </>
  );
}
