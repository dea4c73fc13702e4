import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { routePath } from '../../../api/routes';
import { cx } from '../../components/cx';
import { useDirectory, useStaffSsoView } from '../../directory/DirectoryContext';
import { useRouterAdapter } from '../../shell/RouterAdapter';
import { stopActingFor, useActingFor } from '../actingForStore';
import styles from './StaffHeader.module.css';

/**
 * The header's account area on the staff host, in place of the customer's
 * log-in: a bar of its own colour labelled "Customer service" saying whom
 * staff act for, "Switch customer" (forgets the customer and opens the
 * desk), and the signed-on staff member with "Log out" (which forgets the
 * customer too); signed out, only that no one is logged in. It follows the tab's acting-for store, so it changes as
 * the desk finds or forgets a customer.
 */
export function StaffHeader({ className }: { className?: string }) {
  const { t } = useLingui();
  const { signOut } = useDirectory();
  const sso = useStaffSsoView();
  const actingFor = useActingFor();
  const router = useRouterAdapter();
  const labelId = useId();
  const name = actingFor?.name ?? '';

  const switchCustomer = () => {
    stopActingFor();
    router.go(routePath('staffDesk', router.locale()));
  };
  const logOut = () => {
    stopActingFor();
    signOut();
  };

  return (
    <section className={cx(styles.staff, className && styles.inHeader)} aria-labelledby={labelId} data-testid="staff-header" data-staff-bar="">
      <span id={labelId} className={styles.label}>
        {t({ id: 'staff.header.label', message: 'Customer service' })}
      </span>
      <p className={styles.actingFor} data-testid="staff-acting-for">
        {!sso?.user ? (
          <Trans id="staff.header.signedOut">Not logged in</Trans>
        ) : actingFor ? (
          <Trans id="staff.header.actingFor">Acting for {name}</Trans>
        ) : (
          <Trans id="staff.header.noCustomer">No customer chosen</Trans>
        )}
      </p>
      <div className={styles.buttons}>
        {/* Signed out there is no customer to switch: the desk's own "Log in" is the way on. */}
        {sso?.user && (
          <>
            <button type="button" className={styles.button} onClick={switchCustomer}>
              <Trans id="staff.header.switch">Switch customer</Trans>
            </button>
            <span className={styles.user} data-testid="staff-user">
              {sso.user.name}
            </span>
            <button type="button" className={styles.button} onClick={logOut} disabled={!sso.canSignOut}>
              <Trans id="staff.header.logOut">Log out</Trans>
            </button>
          </>
        )}
      </div>
    </section>
  );
}
