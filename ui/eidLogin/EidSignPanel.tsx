import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectEidLogin } from '../../machines/eidLogin/eidLogin.selectors';
import type { EidSignMachine } from '../../machines/eidLogin/eidSign';
import { EidDeviceChoice, EidQrFigure } from './LoginView';
import styles from './Login.module.css';

/**
 * Signing with BankID, as the login looks: the QR code for another device,
 * "Open BankID on this device", BankID's live message, and the flow's own
 * Cancel (the flow stops the e-ID chart, which cancels the order).
 */
export function EidSignPanel({
  signOrder,
  simulator,
  onCancel,
  cancelLabel,
}: {
  signOrder: ActorRefFrom<EidSignMachine>;
  simulator: boolean;
  onCancel(): void;
  cancelLabel?: ReactNode;
}) {
  const { i18n } = useLingui();
  const view = useSelector(signOrder, selectEidLogin);
  return (
    <div className={styles.panel} data-status={view.status} data-testid="sign-panel">
      <EidQrFigure view={view} />
      <p className={styles.status} role="status" aria-live="polite" data-testid="sign-status">
        {view.messageKey ? i18n._(view.messageKey) : ''}
      </p>
      <div className={styles.actions}>
        <EidDeviceChoice view={view} send={signOrder.send} simulator={simulator} />
        <button type="button" className={styles.link} onClick={onCancel} data-testid="sign-cancel">
          {cancelLabel ?? <Trans id="auth.sign.cancel">Cancel signing</Trans>}
        </button>
      </div>
    </div>
  );
}
