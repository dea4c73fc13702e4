import { Trans, useLingui } from '@lingui/react/macro';
import Head from 'next/head';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { useDirectory, useStaffSsoView } from '../directory/DirectoryContext';
import { useSite } from '../shell/SiteContext';
import { LazyFallback } from '../components/LazyFallback';
import { lazyModule } from '../components/lazyModule';
import styles from './StaffDesk/StaffDesk.module.css';

/** The desk itself (its chart, its forms and their libraries) is fetched once a staff member is signed on. */
const signedOnDesk = lazyModule(() => import('./SignedOnDesk').then((module) => module.SignedOnDesk));

/**
 * The staff desk page (`staffDesk`, on the staff host only): while the
 * directory sign-on resolves, a loading state; a failed sign-on says so
 * ('Failed Auth') with "Log in"; someone signed on without the staff role
 * is told so; customer-service staff get the desk.
 */
export function StaffDeskPage() {
  const { t } = useLingui();
  const { locale, webConfig } = useSite();
  const { signOn } = useDirectory();
  const sso = useStaffSsoView();
  const desk = signedOnDesk.useLoaded(sso?.isStaff === true);
  const SignedOnDesk = desk.loaded;
  const title = t({ id: 'staff.desk.title', message: 'Customer service' });
  const brand = webConfig?.company.name;

  let body;
  if (sso?.isStaff && desk.failed) {
    body = (
      <section className={styles.desk}>
        <h1>{title}</h1>
        <LazyFallback state={desk} />
      </section>
    );
  } else if (sso === null || !sso.ready || (sso.isStaff && !SignedOnDesk)) {
    body = (
      <div role="status" className={styles.desk} data-testid="staff-signing-on">
        <Spinner />
        <p>
          <Trans id="staff.desk.signingOn">Signing you on…</Trans>
        </p>
      </div>
    );
  } else if (SignedOnDesk && sso.isStaff) {
    body = <SignedOnDesk locale={locale} />;
  } else {
    body = (
      <section className={styles.desk} data-testid="staff-not-signed-on">
        <h1>{title}</h1>
        {sso.failed && sso.errorKey ? (
          <p role="alert">
            <Trans id="staff.errors.failedAuth">Sign-on failed</Trans>
          </p>
        ) : sso.user ? (
          <p role="alert">
            <Trans id="staff.desk.notStaff">You are signed on, but only customer-service staff can use the desk.</Trans>
          </p>
        ) : (
          <p>
            <Trans id="staff.desk.signedOut">Log in with your staff account to use the desk.</Trans>
          </p>
        )}
        {sso.canSignOn && (
          <div>
            <Button onClick={signOn} disabled={sso.busy}>
              <Trans id="staff.desk.logIn">Log in</Trans>
            </Button>
          </div>
        )}
      </section>
    );
  }

  return (
    <>
      <Head>
        <title>{brand ? `${title} | ${brand}` : title}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      {body}
    </>
  );
}
