import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatDate } from '../../../i18n/format';
import type { SecurityInstructionsMachine } from '../../../machines/myPages/securityInstructions/securityInstructions.machine';
import { selectSecurityInstructions } from '../../../machines/myPages/securityInstructions/securityInstructions.selectors';
import { Button } from '../../components/Button';
import { useSite } from '../../shell/SiteContext';
import styles from './account.module.css';
import { CancelButton } from './CancelButton';
import { LazyFallback } from '../../components/LazyFallback';
import { FlowError } from './FlowError';
import { KeyHandlingText } from './KeyHandlingText';
import { accountForms } from './lazyForms';
import { useFocusOnChange } from '../../components/useFocusOnChange';

export type SecurityActor = ActorRefFrom<SecurityInstructionsMachine>;
type Actor = SecurityActor;

/**
 * An address's security instructions: the protection level (the server's
 * list, with what each means), how the key is handled, and instructions
 * (alarm, key box). Saved instructions ask to be confirmed ("These are
 * right"); confirmed ones show the date. The heading names the address.
 */
export function SecurityInstructionsPanel({ actor, name }: { actor: Actor; name: string }) {
  const { i18n } = useLingui();
  const { locale } = useSite();
  const view = useSelector(actor, selectSecurityInstructions);
  const id = useId();
  const status = `${id}-status`;
  // The form opens on its first choice; a stored state on what it says (saved: please confirm; confirmed: the date).
  const firstChoice = `${id}-level-${view.formValues.protectionLevel ?? view.levels[0]?.id ?? ''}`;
  const code = accountForms.useLoaded(view.step === 'edit');
  const forms = code.loaded;
  // While the form's code loads the form is not shown yet: the focus moves once its first choice is there.
  const loading = view.step === 'edit' && !forms;
  useFocusOnChange(loading ? null : view.step, view.step === 'edit' ? firstChoice : view.step === 'loading' || view.step === 'ended' ? null : status, {
    quietAfter: 'loading',
  });
  const send = actor.send;
  const stored = view.instructions;

  return (
    <section className={styles.subsection} aria-labelledby={`${id}-title`} aria-busy={view.busy} data-testid={`security-${name}`} data-step={view.step}>
      <h4 id={`${id}-title`} className={styles.subheading}>
        <Trans id="myPages.security.title">Key and alarm</Trans>
      </h4>
      {view.step === 'loading' &&
        (view.errorKey ? (
          <div role="alert" data-testid="flow-error">
            <p className={styles.error}>{i18n._(view.errorKey)}</p>
            <Button variant="secondary" size="small" onClick={() => send({ type: 'retry.requested' })}>
              <Trans id="myPages.account.retry">Try again</Trans>
            </Button>
          </div>
        ) : (
          <p role="status" className={styles.muted}>
            <Trans id="myPages.account.loading">Loading…</Trans>
          </p>
        ))}
      {view.step === 'notSet' && (
        <>
          <p id={status} tabIndex={-1} className={styles.muted} data-testid="security-status">
            <Trans id="myPages.security.notSet">You have not told us how the staff get in and how the alarm is handled.</Trans>
          </p>
          <Button size="small" variant="secondary" onClick={() => send({ type: 'security.editRequested' })} {...accountForms.preloadOnApproach}>
            <Trans id="myPages.security.add">Add key and alarm instructions</Trans>
          </Button>
        </>
      )}
      {(view.step === 'unconfirmed' || view.step === 'confirmed') && stored && (
        <>
          <dl className={styles.summary}>
            <div>
              <dt>
                <Trans id="myPages.security.level">Protection level</Trans>
              </dt>
              <dd>{view.level ? `${view.level.label}: ${view.level.description}` : '–'}</dd>
            </div>
            <div>
              <dt>
                <Trans id="myPages.security.keyHandling">Key</Trans>
              </dt>
              <dd>{stored.keyHandling ? <KeyHandlingText value={stored.keyHandling} /> : '–'}</dd>
            </div>
            <div>
              <dt>
                <Trans id="myPages.security.instructions">Instructions</Trans>
              </dt>
              <dd className={styles.prewrap}>{stored.instructions.trim() === '' ? '–' : stored.instructions}</dd>
            </div>
          </dl>
          {view.step === 'unconfirmed' ? (
            <div className={styles.confirm}>
              <p id={status} tabIndex={-1} role="status" data-testid="security-status">
                <Trans id="myPages.security.pleaseConfirm">Please confirm that these instructions are right, so the staff can rely on them.</Trans>
              </p>
              <FlowError errorKey={view.errorKey} />
              {view.busy && (
                <p role="status" className={styles.muted}>
                  <Trans id="myPages.security.confirming">Confirming…</Trans>
                </p>
              )}
              <div className={styles.buttons}>
                <Button size="small" aria-disabled={view.busy || undefined} onClick={() => send({ type: 'security.confirmRequested' })}>
                  <Trans id="myPages.security.confirm">These are right</Trans>
                </Button>
                <Button variant="secondary" size="small" aria-disabled={view.busy || undefined} onClick={() => send({ type: 'security.editRequested' })} {...accountForms.preloadOnApproach}>
                  <Trans id="myPages.security.edit">Change key and alarm instructions</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <>
              <p id={status} tabIndex={-1} role="status" className={styles.success} data-testid="security-status">
                <Trans id="myPages.security.confirmedOn">Confirmed on {formatDate(stored.confirmedAt ?? '', locale)}.</Trans>
              </p>
              <Button variant="secondary" size="small" onClick={() => send({ type: 'security.editRequested' })} {...accountForms.preloadOnApproach}>
                <Trans id="myPages.security.edit">Change key and alarm instructions</Trans>
              </Button>
            </>
          )}
        </>
      )}
      {loading && (
        <LazyFallback state={code}>
          <CancelButton onCancel={() => send({ type: 'security.editCancelled' })} />
        </LazyFallback>
      )}
      {view.step === 'edit' && forms && <forms.SecurityForm actor={actor} view={view} idPrefix={id} />}
    </section>
  );
}
