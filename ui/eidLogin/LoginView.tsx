import { Trans, useLingui } from '@lingui/react/macro';
import type { EidLoginView } from '../../machines/eidLogin/eidLogin.selectors';
import type { EidDevice, EidLoginEvent } from '../../machines/eidLogin/eidLogin.types';
import { useEidDevice } from './device';
import { QrCode } from './QrCode';
import { useEidLogin } from './useEidLogin';
import styles from './Login.module.css';

/** The log-in screen: BankID by QR code or on this device. The device is known only in the browser. */
export function LoginView({ simulator }: { simulator: boolean }) {
  const device = useEidDevice();
  return (
    <section className={styles.login} aria-labelledby="login-title" data-testid="login">
      <h1 id="login-title">
        <Trans id="auth.login.title">Log in with BankID</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans id="auth.login.lead">See and change your bookings, invoices and subscriptions.</Trans>
      </p>
      {device && <LoginPanel device={device} simulator={simulator} />}
    </section>
  );
}

function LoginPanel({ device, simulator }: { device: EidDevice; simulator: boolean }) {
  // The log-in shows under a ready session (`MyPagesView`): the login's chart tells it of the result.
  const { view, send } = useEidLogin({ device, simulator });
  return <EidLoginPanel view={view} send={send} device={device} simulator={simulator} />;
}

interface EidLoginPanelProps {
  view: EidLoginView;
  send(event: EidLoginEvent): void;
  device: EidDevice;
  simulator: boolean;
}

/** What an e-ID login shows: QR code, "open BankID", live status, cancel and retry (log-in page and booking). */
export function EidLoginPanel({ view, send, device, simulator }: EidLoginPanelProps) {
  const { i18n } = useLingui();
  const message = view.messageKey ? i18n._(view.messageKey) : '';
  const failed = view.status === 'failed' || view.status === 'error';

  return (
    <div className={styles.panel} data-status={view.status}>
      {view.status === 'idle' && (
        <div className={styles.choices}>
          <button type="button" className={styles.primary} onClick={() => send({ type: 'login.started', sameDevice: true })}>
            <Trans id="auth.login.openBankId">Open BankID</Trans>
          </button>
          <button type="button" className={styles.secondary} onClick={() => send({ type: 'login.started', sameDevice: false })}>
            <Trans id="auth.login.otherDevice">BankID on another device</Trans>
          </button>
        </div>
      )}

      <EidQrFigure view={view} />

      <p className={styles.status} role="status" aria-live="polite" data-testid="login-status">
        {failed ? '' : message}
        {view.status === 'starting' && <Trans id="auth.login.starting">Starting BankID…</Trans>}
        {(view.status === 'complete' || view.status === 'choice') && <Trans id="auth.login.done">You are identified.</Trans>}
      </p>
      {failed && (
        <p className={styles.error} role="alert" data-testid="login-error">
          {message}
        </p>
      )}

      <div className={styles.actions}>
        {view.canCancel && <EidDeviceChoice view={view} send={send} simulator={simulator} />}
        {view.canCancel && (
          <button type="button" className={styles.link} onClick={() => send({ type: 'login.cancelled' })} data-testid="login-cancel">
            <Trans id="auth.login.cancel">Cancel</Trans>
          </button>
        )}
        {view.canRetry && (
          <button type="button" className={styles.primary} onClick={() => send({ type: 'login.retried' })} data-testid="login-retry">
            <Trans id="auth.login.retry">Try again</Trans>
          </button>
        )}
        {view.status === 'idle' && device === 'desktop' && (
          <button type="button" className={styles.primary} onClick={() => send({ type: 'login.started' })}>
            <Trans id="auth.login.start">Log in</Trans>
          </button>
        )}
      </div>
    </div>
  );
}

/** The QR code to scan with BankID on another device, while the order wants one (login and signing). */
export function EidQrFigure({ view }: { view: EidLoginView }) {
  if (!view.showQr) return null;
  return (
    <figure className={styles.qr}>
      <QrCode content={view.qrCode} />
      <figcaption>
        <Trans id="auth.login.scan">Open the BankID app on your phone and scan the QR code.</Trans>
      </figcaption>
    </figure>
  );
}

/**
 * While an order is open: "Open BankID on this device" (the autostart link),
 * and on this device a way to the QR code for another device instead
 * (login and signing).
 */
export function EidDeviceChoice({ view, send, simulator }: { view: EidLoginView; send(event: EidLoginEvent): void; simulator: boolean }) {
  const openUrl = view.autoStartUrl;
  return (
    <>
      {openUrl && (
        <a
          className={view.sameDevice ? styles.primary : styles.secondary}
          href={openUrl}
          {...(simulator ? { target: '_blank', rel: 'noopener' } : {})}
          onClick={() => send({ type: 'device.changed', sameDevice: true })}
          data-testid="open-bankid"
        >
          <Trans id="auth.login.openOnThisDevice">Open BankID on this device</Trans>
        </a>
      )}
      {view.sameDevice && (
        <button type="button" className={styles.link} onClick={() => send({ type: 'device.changed', sameDevice: false })}>
          <Trans id="auth.login.showQr">Use BankID on another device</Trans>
        </button>
      )}
    </>
  );
}
