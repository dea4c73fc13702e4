import { Trans, useLingui } from '@lingui/react/macro';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { routePath } from '../../../api/routes';
import { formatDayKey, formatMoney } from '../../../i18n/format';
import { INVOICES_PAGE_SIZE, invoicesLoader, type InvoiceListRequest, type InvoiceOrderBy } from '../../../machines/myPages/myPages.resources';
import { useSite } from '../../shell/SiteContext';
import { MyPagesGate } from '../MyPagesGate';
import { ResourceBody, useResource } from '../resource';
import { InvoiceStatus } from './InvoiceStatus';
import pageStyles from '../myPages.module.css';
import styles from './invoices.module.css';

/** The list starts with the latest due date first. */
export const FIRST_INVOICE_PAGE: InvoiceListRequest = { orderBy: 'dueDate', order: 'desc', page: 1 };

/** `invoices`: the customer's invoices, sortable and paged. */
export function InvoicesPage() {
  return <MyPagesGate>{() => <InvoiceList />}</MyPagesGate>;
}

/** The order a column sorts in when first chosen: the newest or largest first, statuses alphabetically. */
const FIRST_ORDER: Record<InvoiceOrderBy, 'asc' | 'desc'> = { dueDate: 'desc', amount: 'desc', status: 'asc' };

/** The request a click on a column's header makes: the other order of the same column, or that column's first order from page 1. */
export function sortedBy(request: InvoiceListRequest, column: InvoiceOrderBy): InvoiceListRequest {
  if (request.orderBy === column) return { ...request, order: request.order === 'asc' ? 'desc' : 'asc', page: 1 };
  return { orderBy: column, order: FIRST_ORDER[column], page: 1 };
}

export function InvoiceList() {
  const { locale } = useSite();
  const { t } = useLingui();
  const invoices = useResource(invoicesLoader, FIRST_INVOICE_PAGE);
  const request = invoices.request;
  const empty = (
    <p>
      <Trans id="myPages.invoices.empty">You have no invoices.</Trans>
    </p>
  );
  const sortHeader = (column: InvoiceOrderBy, label: ReactNode, numeric = false) => (
    <th
      scope="col"
      className={numeric ? styles.number : undefined}
      aria-sort={request.orderBy === column ? (request.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className={styles.sort} onClick={() => invoices.change(sortedBy(request, column))} data-testid={`invoices-sort-${column}`}>
        {label}
      </button>
    </th>
  );
  const labels = {
    number: t({ id: 'myPages.invoices.number', message: 'Invoice' }),
    invoiceDate: t({ id: 'myPages.invoices.invoiceDate', message: 'Invoice date' }),
    dueDate: t({ id: 'myPages.invoices.dueDate', message: 'Due date' }),
    amount: t({ id: 'myPages.invoices.amount', message: 'Amount' }),
    remaining: t({ id: 'myPages.invoices.remaining', message: 'Left to pay' }),
    status: t({ id: 'myPages.invoices.statusLabel', message: 'Status' }),
  };

  return (
    <section className={pageStyles.page} aria-labelledby="invoices-title" data-testid="invoices-page">
      <h1 id="invoices-title">
        <Trans id="myPages.invoices.title">Invoices</Trans>
      </h1>
      {(invoices.view.status === 'loaded' || invoices.view.status === 'empty') && (
        <div className={styles.toolbar}>
          <button type="button" className={pageStyles.action} onClick={() => invoices.actor.send({ type: 'load.refreshed' })} data-testid="invoices-refresh">
            <Trans id="myPages.invoices.refresh">Update the list</Trans>
          </button>
        </div>
      )}
      <ResourceBody resource={invoices} empty={empty} emptyImage="invoices">
        {(page) => {
          // Reloading after an empty answer: still nothing to list.
          if (page.total === 0) return empty;
          const pages = Math.max(1, Math.ceil(page.total / INVOICES_PAGE_SIZE));
          return (
            <>
              <table className={`${styles.table} ${styles.stack}`} data-testid="invoices-table">
                <caption>
                  <Trans id="myPages.invoices.caption">Your invoices, {page.total} in all</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{labels.number}</th>
                    <th scope="col">{labels.invoiceDate}</th>
                    {sortHeader('dueDate', labels.dueDate)}
                    {sortHeader('amount', labels.amount, true)}
                    <th scope="col" className={styles.number}>
                      {labels.remaining}
                    </th>
                    {sortHeader('status', labels.status)}
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((invoice) => (
                    <tr key={invoice.id} data-testid="invoice-row">
                      <td data-label={labels.number}>
                        <Link href={routePath('invoice', locale, { id: invoice.id })} locale={false}>
                          {invoice.number}
                        </Link>
                      </td>
                      <td data-label={labels.invoiceDate}>{formatDayKey(invoice.invoiceDate, locale)}</td>
                      <td data-label={labels.dueDate}>{formatDayKey(invoice.dueDate, locale)}</td>
                      <td data-label={labels.amount} className={styles.number}>
                        {formatMoney(invoice.amount, { decimals: true })}
                      </td>
                      <td data-label={labels.remaining} className={styles.number}>
                        {formatMoney(invoice.remaining, { decimals: true })}
                      </td>
                      <td data-label={labels.status}>
                        <InvoiceStatus status={invoice.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {pages > 1 && (
                <nav className={styles.pager} aria-label={t({ id: 'myPages.invoices.pages', message: 'Invoice pages' })}>
                  <button
                    type="button"
                    className={pageStyles.action}
                    disabled={request.page <= 1}
                    onClick={() => invoices.change({ ...request, page: request.page - 1 })}
                    data-testid="invoices-previous"
                  >
                    <Trans id="myPages.invoices.previous">Previous</Trans>
                  </button>
                  <span>
                    <Trans id="myPages.invoices.pageOf">
                      Page {request.page} of {pages}
                    </Trans>
                  </span>
                  <button
                    type="button"
                    className={pageStyles.action}
                    disabled={request.page >= pages}
                    onClick={() => invoices.change({ ...request, page: request.page + 1 })}
                    data-testid="invoices-next"
                  >
                    <Trans id="myPages.invoices.next">Next</Trans>
                  </button>
                </nav>
              )}
            </>
          );
        }}
      </ResourceBody>
    </section>
  );
}
