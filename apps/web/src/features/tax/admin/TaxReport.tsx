import { formatUsd, type TTaxReport, type TTaxReportInput } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { FormField } from '#/components/FormField';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import panelCss from '#/styles/panel.module.css';
import tableCss from '#/styles/table.module.css';
import styles from '#/styles/TaxAdmin.module.css';

/** Saves text as a file through a temporary link (the browser's own download). */
function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The report's section: the last 12 months until other months are chosen. */
export function TaxReportSection() {
  const [months, setMonths] = useState<TTaxReportInput>({});
  const report = trpc.tax.report.useQuery(months);
  return (
    <QueryView query={report} what="Tax report" pending={<Spinner label="Loading" />}>
      {(data) => <TaxReport key={`${data.from} ${data.to}`} report={data} onMonths={setMonths} />}
    </QueryView>
  );
}

/** Tax per state and month, and the same as CSV for filing. */
function TaxReport({
  report,
  onMonths,
}: {
  report: TTaxReport;
  onMonths: (months: TTaxReportInput) => void;
}) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const [from, setFrom] = useState(report.from);
  const [to, setTo] = useState(report.to);
  const [exporting, setExporting] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMonths({ from, to });
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await utils.tax.reportCsv.fetch({ from: report.from, to: report.to });
      download(file.filename, file.csv);
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className={`${panelCss.panel} ${styles['tax-section']}`} aria-labelledby="tax-report-title">
      <h2 id="tax-report-title" className={styles['tax-section__title']}>
        Tax collected per state and month
      </h2>
      <p>
        Tax on paid orders per delivery state and month (UTC), less the tax given back with refunds.{' '}
        {report.from} to {report.to}: <strong>{report.total}</strong>.
      </p>
      <form className={styles['tax-edit']} onSubmit={submit} aria-label="Months of the report">
        <FormField label="From month">
          {(control) => (
            <input {...control} type="month" value={from} onChange={(e) => setFrom(e.target.value)} />
          )}
        </FormField>
        <FormField label="To month">
          {(control) => (
            <input {...control} type="month" value={to} onChange={(e) => setTo(e.target.value)} />
          )}
        </FormField>
        <div>
          <button type="submit" className="button button--ghost">
            Show
          </button>
        </div>
        <div>
          <button type="button" className="button" onClick={exportCsv} disabled={exporting}>
            {exporting ? 'Preparing…' : 'Export CSV'}
          </button>
        </div>
      </form>
      {report.rows.length === 0 ? (
        <p>No paid orders in these months.</p>
      ) : (
        <div
          className={styles['tax-scroll']}
          tabIndex={0}
          role="region"
          aria-label="Tax report table, scrolls sideways"
        >
          <table className={`${tableCss.table} ${styles['tax-table']}`}>
            <caption className="sr-only">Sales tax per state and month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">State</th>
                <th scope="col" className={styles['tax-table__num']}>
                  Orders
                </th>
                <th scope="col" className={styles['tax-table__num']}>
                  Sales
                </th>
                <th scope="col" className={styles['tax-table__num']}>
                  Of which delivery fees
                </th>
                <th scope="col" className={styles['tax-table__num']}>
                  Tax
                </th>
                <th scope="col" className={styles['tax-table__num']}>
                  Of which on delivery
                </th>
                <th scope="col" className={styles['tax-table__num']}>
                  Refunded tax
                </th>
                <th scope="col" className={styles['tax-table__num']}>
                  Net tax
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={`${r.month} ${r.state}`}>
                  <td>{r.month}</td>
                  <th scope="row">{r.state}</th>
                  <td className={styles['tax-table__num']}>{r.orders}</td>
                  <td className={styles['tax-table__num']}>{formatUsd(r.salesCents)}</td>
                  <td className={styles['tax-table__num']}>{formatUsd(r.deliveryFeesCents)}</td>
                  <td className={styles['tax-table__num']}>{formatUsd(r.taxCents)}</td>
                  <td className={styles['tax-table__num']}>{formatUsd(r.deliveryTaxCents)}</td>
                  <td className={styles['tax-table__num']}>{formatUsd(r.refundedTaxCents)}</td>
                  <td className={styles['tax-table__num']}>{formatUsd(r.netTaxCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
