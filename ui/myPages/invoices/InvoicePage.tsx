import { Trans, useLingui } from '@lingui/react/macro';
import Link from 'next/link';
import { routePath } from '../../../api/routes';
import { formatDayKey, formatMoney } from '../../../i18n/format';
import { invoiceLoader, type InvoiceDetail } from '../../../machines/myPages/myPages.resources';
import { useSite } from '../../shell/SiteContext';
import { MyPagesGate } from '../MyPagesGate';
import { ResourceBody, useResource } from '../resource';
import { InvoiceStatus } from './InvoiceStatus';
import pageStyles from '../myPages.module.css';
import styles from './invoices.module.css';

/** `invoice`: one invoice with its lines, totals and how to pay it. */
export function InvoicePage({ invoiceId }: { invoiceId: string }) {
  return <MyPagesGate>{() => <InvoiceView key={invoiceId} invoiceId={invoiceId} />}</MyPagesGate>;
}

const money = (ore: number) => formatMoney(ore, { decimals: true });

/** The totals of an invoice: before deductions, the discount and RUT taken off, the VAT it includes, what is to pay. */
function invoiceTotals(invoice: InvoiceDetail) {
  return {
    beforeDeductions: invoice.lines.reduce((sum, line) => sum + line.totalPriceExclDiscountDeduction, 0),
    discount: invoice.lines.reduce((sum, line) => sum + line.discountAfterTax, 0),
    rut: invoice.rutDeduction,
    vat: invoice.vat,
    toPay: invoice.amount,
  };
}

export function InvoiceView({ invoiceId }: { invoiceId: string }) {
  const { locale } = useSite();
  const { t } = useLingui();
  const invoice = useResource(invoiceLoader, { invoiceId });
  const back = (
    <Link href={routePath('invoices', locale)} locale={false} data-testid="invoice-back">
      <Trans id="myPages.invoices.back">All invoices</Trans>
    </Link>
  );
  const labels = {
    line: t({ id: 'myPages.invoices.line', message: 'What' }),
    quantity: t({ id: 'myPages.invoices.quantity', message: 'Quantity' }),
    unitPrice: t({ id: 'myPages.invoices.unitPrice', message: 'Unit price' }),
    total: t({ id: 'myPages.invoices.lineTotal', message: 'Amount' }),
  };

  return (
    <section className={pageStyles.page} aria-labelledby="invoice-title" data-testid="invoice-page">
      <p>{back}</p>
      <ResourceBody
        resource={invoice}
        empty={null}
        notFound={
          <>
            <h1 id="invoice-title">
              <Trans id="myPages.invoices.notFoundTitle">Invoice not found</Trans>
            </h1>
            <p>
              <Trans id="myPages.invoices.notFound">There is no invoice with this number among yours.</Trans>
            </p>
          </>
        }
      >
        {(detail) => {
          const totals = invoiceTotals(detail);
          return (
            <div className={styles.sections}>
              <h1 id="invoice-title">
                <Trans id="myPages.invoices.detailTitle">Invoice {detail.number}</Trans>
              </h1>
              <dl className={pageStyles.facts}>
                <div>
                  <dt>
                    <Trans id="myPages.invoices.statusLabel">Status</Trans>
                  </dt>
                  <dd>
                    <InvoiceStatus status={detail.status} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans id="myPages.invoices.invoiceDate">Invoice date</Trans>
                  </dt>
                  <dd>{formatDayKey(detail.invoiceDate, locale)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans id="myPages.invoices.dueDate">Due date</Trans>
                  </dt>
                  <dd data-testid="invoice-due">{formatDayKey(detail.dueDate, locale)}</dd>
                </div>
              </dl>
              <table className={`${styles.table} ${styles.stack}`} data-testid="invoice-lines">
                <caption>
                  <Trans id="myPages.invoices.lines">What the invoice is for</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{labels.line}</th>
                    <th scope="col" className={styles.number}>
                      {labels.quantity}
                    </th>
                    <th scope="col" className={styles.number}>
                      {labels.unitPrice}
                    </th>
                    <th scope="col" className={styles.number}>
                      {labels.total}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {detail.lines.map((line) => (
                    <tr key={line.id}>
                      <td data-label={labels.line}>{line.label}</td>
                      <td data-label={labels.quantity} className={styles.number}>
                        {line.quantity} {line.unit ?? ''}
                      </td>
                      <td data-label={labels.unitPrice} className={styles.number}>
                        {money(line.unitPrice)}
                      </td>
                      <td data-label={labels.total} className={styles.number}>
                        {money(line.totalPriceExclDiscountDeduction)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <dl className={`${pageStyles.facts} ${styles.totals}`} data-testid="invoice-totals">
                <div>
                  <dt>
                    <Trans id="myPages.invoices.beforeDeductions">Total before deductions</Trans>
                  </dt>
                  <dd data-testid="invoice-total">{money(totals.beforeDeductions)}</dd>
                </div>
                {totals.discount > 0 && (
                  <div>
                    <dt>
                      <Trans id="myPages.invoices.discount">Discount</Trans>
                    </dt>
                    <dd data-testid="invoice-discount">−{money(totals.discount)}</dd>
                  </div>
                )}
                <div>
                  <dt>
                    <Trans id="myPages.invoices.rut">RUT deduction</Trans>
                  </dt>
                  <dd data-testid="invoice-rut">−{money(totals.rut)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans id="myPages.invoices.vat">Of which VAT</Trans>
                  </dt>
                  <dd data-testid="invoice-vat">{money(totals.vat)}</dd>
                </div>
                <div className={styles.toPay}>
                  <dt>
                    <Trans id="myPages.invoices.toPay">To pay</Trans>
                  </dt>
                  <dd data-testid="invoice-to-pay">{money(totals.toPay)}</dd>
                </div>
                {detail.remaining !== detail.amount && (
                  <div>
                    <dt>
                      <Trans id="myPages.invoices.remaining">Left to pay</Trans>
                    </dt>
                    <dd data-testid="invoice-remaining">{money(detail.remaining)}</dd>
                  </div>
                )}
              </dl>
              <section aria-labelledby="invoice-payment">
                <h2 id="invoice-payment">
                  <Trans id="myPages.invoices.payment">How to pay</Trans>
                </h2>
                <dl className={pageStyles.facts}>
                  <div>
                    <dt>
                      <Trans id="myPages.invoices.bankgiro">Bankgiro</Trans>
                    </dt>
                    <dd data-testid="invoice-bankgiro">{detail.bankgiro}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans id="myPages.invoices.ocr">OCR reference</Trans>
                    </dt>
                    <dd data-testid="invoice-ocr">{detail.ocr}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans id="myPages.invoices.payBy">Pay by</Trans>
                    </dt>
                    <dd>{formatDayKey(detail.dueDate, locale)}</dd>
                  </div>
                </dl>
                {detail.pdfUrl && (
                  <p>
                    <a href={detail.pdfUrl} target="_blank" rel="noreferrer">
                      <Trans id="myPages.invoices.pdf">The invoice as PDF (opens in a new tab)</Trans>
                    </a>
                  </p>
                )}
              </section>
            </div>
          );
        }}
      </ResourceBody>
    </section>
  );
}
