import { plural, type TTaxOverride, type TTaxOverridePreview } from '@shop/domain';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import styles from './OverrideImport.module.css';

/** Every message the server gave on `csv` (one per bad row, up to five), or the error's sentence. */
function csvErrorsOf(error: unknown): string[] {
  const data = (error as { data?: { errors?: Record<string, unknown> } } | null)?.data;
  const messages = data?.errors?.csv;
  return Array.isArray(messages) && messages.every((m) => typeof m === 'string')
    ? (messages as string[])
    : [errorMessageOf(error)];
}

const overrideName = (o: TTaxOverride) =>
  `${o.state} ${o.zip.length === 3 ? `${o.zip}xx` : o.zip}${o.county ? ` ${o.county}` : ''}, ${o.rate}`;

/**
 * ZIP and area overrides from a CSV file: every row checked on the server, all imported or none. The file adds to
 * the table unless the ADMIN chooses to replace it; replacing first shows which overrides it deletes and sends
 * their ids as the confirmation the server asks for.
 */
export function OverrideImport() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const preview = trpc.tax.previewOverrides.useMutation();
  const importCsv = trpc.tax.importOverrides.useMutation();
  const [csv, setCsv] = useState('');
  const [replace, setReplace] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState<TTaxOverridePreview | null>(null);
  const fileId = useId();
  const busy = preview.isPending || importCsv.isPending;

  const runImport = async (confirmRemoved?: number[]) => {
    try {
      const result = await importCsv.mutateAsync({ csv, replace, confirmRemoved });
      await utils.tax.settings.invalidate();
      toast.success(
        `Imported ${plural(result.imported, 'override', 'overrides')} (${result.removed} replaced or deleted).`,
      );
      setCsv('');
    } catch (error) {
      setErrors(csvErrorsOf(error));
    } finally {
      setPending(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    if (!replace) return runImport();
    try {
      const found = await preview.mutateAsync({ csv, replace: true });
      if (found.removed.length === 0) return runImport([]);
      setPending(found);
    } catch (error) {
      setErrors(csvErrorsOf(error));
    }
  };

  const removed = pending?.removed ?? [];
  return (
    <form onSubmit={submit} aria-label="Import ZIP overrides" className={styles['override-import']}>
      <p>
        A CSV file with the header <code>state,zip,county,rate</code>: <code>zip</code> is a 5-digit ZIP code
        or the first 3 digits shared by an area (a county or a city); <code>rate</code> is the combined rate
        in percent. A 5-digit ZIP wins over its area, an area over the state.
      </p>
      <div>
        <label htmlFor={fileId}>CSV file</label>{' '}
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={async (e) => setCsv((await e.target.files?.[0]?.text()) ?? '')}
        />
      </div>
      <fieldset className={styles['override-import__modes']}>
        <legend>What happens to the current overrides</legend>
        <label className={styles['override-import__mode']}>
          <input type="radio" name="mode" checked={!replace} onChange={() => setReplace(false)} />
          <span>
            <strong>Add the file to them</strong>
            <span className={styles['override-import__hint']}>
              A row replaces the override of the same state and ZIP; all others stay.
            </span>
          </span>
        </label>
        <label className={styles['override-import__mode']}>
          <input type="radio" name="mode" checked={replace} onChange={() => setReplace(true)} />
          <span>
            <strong>Replace them all with the file</strong>
            <span className={styles['override-import__hint']}>
              Overrides the file does not name are deleted. You see which before anything changes.
            </span>
          </span>
        </label>
      </fieldset>
      <div>
        <button type="submit" className="button" disabled={!csv || busy}>
          {busy ? 'Checking…' : replace ? 'Check and replace' : 'Import'}
        </button>
      </div>
      {errors.length > 0 ? (
        <ul className={styles['override-import__errors']} role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={`Delete ${plural(removed.length, 'override', 'overrides')}?`}
        confirmLabel={`Delete ${removed.length} and import`}
        cancelLabel="Keep them"
        busyLabel="Importing…"
        busy={importCsv.isPending}
        destructive
        onConfirm={() => void runImport(removed.map((o) => o.id))}
        onCancel={() => setPending(null)}
      >
        <p>
          The file has {plural(pending?.rows ?? 0, 'row', 'rows')} ({pending?.added ?? 0} new,{' '}
          {pending?.changed ?? 0} changed). Replacing deletes these overrides, and orders to them are then
          taxed at the state&apos;s rate:
        </p>
        <ul className={styles['override-import__removed']} aria-label="Overrides to delete">
          {removed.map((o) => (
            <li key={o.id}>{overrideName(o)}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </form>
  );
}
