import { CATALOGUE_COLUMNS, CATALOGUE_REQUIRED_COLUMNS, type TCatalogueImport } from '@shop/domain';
import { useId, useState } from 'react';
import { FieldError } from '#/components/FieldError';
import { Spinner } from '#/components/Spinner';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import noticeCss from '#/styles/notice.module.css';
import panelCss from '#/styles/panel.module.css';
import tableCss from '#/styles/table.module.css';
import { uploadCatalogue } from './catalogue-upload';
import styles from './CatalogueImport.module.css';

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The dry run's per-line errors: line, column and what is wrong. */
function ErrorTable({ report }: { report: TCatalogueImport }) {
  return (
    <>
      <p role="alert">
        {count(report.errorCount, 'error')} in {count(report.rows, 'row')}: fix the file and upload it again.
        Nothing was changed.
        {report.errorCount > report.errors.length ? ` The first ${report.errors.length} are listed.` : ''}
      </p>
      <div className={styles['catalogue-import__scroll']}>
        <table className={tableCss.table} aria-label="Errors in the file">
          <thead>
            <tr>
              <th scope="col" className={styles['catalogue-import__num']}>
                Line
              </th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((error, index) => (
              <tr key={index}>
                <td className={styles['catalogue-import__num']}>{error.line}</td>
                <td>{error.field ?? '(line)'}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** What applying would do: the counts and the first changes by line. */
function PlanTable({ report }: { report: TCatalogueImport }) {
  return (
    <>
      <ul className={styles['catalogue-import__counts']} aria-label="What the import would do">
        <li>
          <strong>{count(report.creates, 'new product')}</strong>
        </li>
        <li>
          <strong>{count(report.updates, 'update')}</strong>
        </li>
        <li>{count(report.unchanged, 'row')} unchanged</li>
      </ul>
      {report.changes.length ? (
        <div className={styles['catalogue-import__scroll']}>
          <table className={tableCss.table} aria-label="Changes the import would make">
            <thead>
              <tr>
                <th scope="col" className={styles['catalogue-import__num']}>
                  Line
                </th>
                <th scope="col">SKU</th>
                <th scope="col">Action</th>
                <th scope="col">Columns</th>
              </tr>
            </thead>
            <tbody>
              {report.changes.map((change) => (
                <tr key={change.line}>
                  <td className={styles['catalogue-import__num']}>{change.line}</td>
                  <td>{change.sku}</td>
                  <td>{change.action === 'create' ? 'Create' : 'Update'}</td>
                  <td>{change.fields.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/**
 * Import CSV on the product list: pick a file, read its dry run (errors by line, or what would change), apply it,
 * watch its progress (polled from the server, announced politely) and read the summary.
 */
export function CatalogueImport({ onApplied }: { onApplied: () => void }) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const apply = trpc.catalogue.applyImport.useMutation();
  const detail = trpc.catalogue.importDetail.useQuery(
    { id: importId ?? 0 },
    {
      enabled: importId !== null,
      refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
    },
  );
  const report = detail.data;
  const [notified, setNotified] = useState<number | null>(null);
  if (report?.status === 'done' && notified !== report.id) {
    setNotified(report.id);
    onApplied();
  }

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const answer = await uploadCatalogue(file);
      setImportId(answer.id);
    } catch (error) {
      setUploadError(errorMessageOf(error));
    } finally {
      setUploading(false);
    }
  };

  const start = async () => {
    if (!report) return;
    try {
      await apply.mutateAsync({ id: report.id });
    } finally {
      await detail.refetch();
    }
  };

  const writes = report ? report.creates + report.updates : 0;
  return (
    <section
      className={`${panelCss.panel} ${styles['catalogue-import']}`}
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`}>Import products from CSV</h2>
      <p>
        One product per row, matched by SKU: a new SKU creates a product, a known one updates it. Required
        columns: {CATALOGUE_REQUIRED_COLUMNS.join(', ')}; the others (
        {CATALOGUE_COLUMNS.filter((c) => !CATALOGUE_REQUIRED_COLUMNS.includes(c)).join(', ')}) may be left
        out. Room types by slug or name, materials by name, several separated by |. Export CSV gives a file in
        this shape.
      </p>
      <div className={styles['catalogue-import__row']}>
        <label htmlFor={inputId}>CSV file</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={uploading || report?.status === 'running'}
          onChange={(event) => {
            void pick(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        {uploading ? <Spinner label="Checking the file" inline /> : null}
      </div>
      <FieldError id={`${inputId}-error`} message={uploadError ?? undefined} />

      {report ? (
        <div>
          <h3>
            {report.filename}: {count(report.rows, 'row')}
          </h3>
          {report.status === 'invalid' ? <ErrorTable report={report} /> : null}
          {report.status === 'validated' ? (
            <>
              <PlanTable report={report} />
              <button
                type="button"
                className="button"
                disabled={apply.isPending || writes === 0}
                onClick={() => void start()}
              >
                {writes === 0 ? 'Nothing to change' : `Apply ${count(writes, 'change')}`}
              </button>
              <FieldError
                id={`${inputId}-apply-error`}
                message={apply.error ? errorMessageOf(apply.error) : undefined}
              />
            </>
          ) : null}
          <div aria-live="polite">
            {report.status === 'running' ? (
              <p>
                <label>
                  Importing: {report.processed.toLocaleString('en-US')} of {writes.toLocaleString('en-US')}{' '}
                  rows{' '}
                  <progress
                    className={styles['catalogue-import__progress']}
                    max={writes || 1}
                    value={report.processed}
                  />
                </label>
              </p>
            ) : null}
            {report.status === 'done' ? (
              <div className={noticeCss.notice} role="status">
                <p>
                  Import finished: {count(report.creates, 'product')} created,{' '}
                  {count(report.updates, 'product')} updated, {count(report.unchanged, 'row')} unchanged.
                </p>
              </div>
            ) : null}
            {report.status === 'failed' ? (
              <>
                <p role="alert">{report.failure}</p>
                {report.errors.length ? <ErrorTable report={report} /> : null}
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
