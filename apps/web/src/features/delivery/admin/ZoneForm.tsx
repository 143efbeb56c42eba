import type { TDeliveryZone } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import styles from './DeliveryAdmin.module.css';

/** The time zones most shops deliver in; any IANA name is accepted. */
const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

/** Creates a zone, or changes one (`zone`): its name, time zone and the ZIPs and prefixes it covers. */
export function ZoneForm({ zone, onDone }: { zone?: TDeliveryZone; onDone?: () => void }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const create = trpc.delivery.createZone.useMutation();
  const update = trpc.delivery.updateZone.useMutation();
  const [name, setName] = useState(zone?.name ?? '');
  const [timeZone, setTimeZone] = useState(zone?.timeZone ?? 'America/New_York');
  const [zips, setZips] = useState(zone?.zips.join(' ') ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const listId = `time-zones-${zone?.id ?? 'new'}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const input = { name, timeZone, zips };
      const saved = zone
        ? await update.mutateAsync({ ...input, id: zone.id })
        : await create.mutateAsync(input);
      await utils.delivery.zones.invalidate();
      toast.success(
        zone ? `Zone ${saved.name} saved.` : `Zone ${saved.name} added: give it its levels below.`,
      );
      if (!zone) {
        setName('');
        setZips('');
      }
      onDone?.();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
    }
  };

  return (
    <form
      className={styles['zone-form']}
      onSubmit={submit}
      aria-label={zone ? `Zone ${zone.name}` : 'Add a zone'}
    >
      <FormAlert message={failure} />
      <FormField label="Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Time zone" error={errors.timeZone} hint="Its delivery windows are in this time zone">
        {(control) => (
          <>
            <input
              {...control}
              list={listId}
              value={timeZone}
              onChange={(e) => setTimeZone(e.target.value)}
            />
            <datalist id={listId}>
              {US_TIME_ZONES.map((tz) => (
                <option key={tz} value={tz} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField
        label="ZIPs"
        error={errors.zips}
        hint="Five-digit ZIPs and three-digit prefixes (100 covers 10001–10099), separated by spaces or commas"
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={zips}
            onChange={(e) => setZips(e.target.value)}
            spellCheck={false}
          />
        )}
      </FormField>
      <div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : zone ? 'Save zone' : 'Add zone'}
        </button>
      </div>
    </form>
  );
}
