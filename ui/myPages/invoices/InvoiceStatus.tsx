import { Trans } from '@lingui/react/macro';
import type { Invoice } from '../../../api/contract/customer';
import styles from './invoices.module.css';

/** An invoice's status in words; the colour repeats them. */
export function InvoiceStatus({ status }: { status: Invoice['status'] }) {
  return (
    <span className={styles.status} data-status={status} data-testid="invoice-status">
      {status === 'paid' && <Trans id="myPages.invoices.status.paid">Paid</Trans>}
      {status === 'unpaid' && <Trans id="myPages.invoices.status.unpaid">Unpaid</Trans>}
      {status === 'overdue' && <Trans id="myPages.invoices.status.overdue">Overdue</Trans>}
      {status === 'credited' && <Trans id="myPages.invoices.status.credited">Credited</Trans>}
    </span>
  );
}
