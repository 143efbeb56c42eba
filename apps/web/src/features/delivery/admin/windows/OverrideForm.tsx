import { zodResolver } from '@hookform/resolvers/zod';
import { ZDeliveryOverrideInput, type TDeliverySchedule } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '#/components/FormField';
import { trpc } from '#/lib/trpc';
import type { useCapacityChange } from './use-capacity-change';
import styles from './WindowsPanel.module.css';

// An empty capacity box puts the window back to the rule's capacity (null), so the box is read as text first.
const ZOverrideForm = ZDeliveryOverrideInput.omit({
  zoneId: true,
  moveBookings: true,
  capacityUnits: true,
}).extend({
  capacity: z.string().regex(/^\d{0,3}$/, 'Enter a whole number, or leave it empty for the usual capacity.'),
});
type TOverrideIn = z.input<typeof ZOverrideForm>;
type TOverrideOut = z.output<typeof ZOverrideForm>;

interface IOverrideProps {
  zoneId: number;
  schedule: TDeliverySchedule;
  capacity: ReturnType<typeof useCapacityChange>;
  readOnly: boolean;
}

/** One window's capacity on one date (a crew off sick, an extra van), and the changes already made. */
export function OverrideForm({ zoneId, schedule, capacity, readOnly }: IOverrideProps) {
  const save = trpc.deliveryWindow.saveOverride.useMutation();
  const windows = schedule.rules?.windows ?? [];
  const form = useForm<TOverrideIn, unknown, TOverrideOut>({
    resolver: zodResolver(ZOverrideForm),
    defaultValues: { date: '', windowStart: windows[0]?.start ?? '', capacity: '' },
  });
  const { errors } = form.formState;
  const titleId = `zone-${zoneId}-overrides`;

  const onSubmit = form.handleSubmit(async ({ date, windowStart, capacity: units }) => {
    const capacityUnits = units === '' ? null : Number(units);
    const saved = await capacity.run(
      (moveBookings) => save.mutateAsync({ zoneId, date, windowStart, capacityUnits, moveBookings }),
      capacityUnits === null
        ? `The ${windowStart} window on ${date} takes the usual capacity again.`
        : `The ${windowStart} window on ${date} takes ${capacityUnits} units.`,
    );
    if (saved) form.reset({ date: '', windowStart, capacity: '' });
  });

  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId} className={styles['windows-panel__subtitle']}>
        Capacity on one date
      </h4>
      {schedule.overrides.length === 0 ? null : (
        <ul className={styles['blackouts']}>
          {schedule.overrides.map((o) => (
            <li key={`${o.date}-${o.windowStart}`}>
              <span>
                <strong>{o.date}</strong> {o.windowStart}: {o.capacityUnits} units
              </span>
            </li>
          ))}
        </ul>
      )}
      {readOnly || windows.length === 0 ? null : (
        <form
          className={styles['inline-form']}
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label="Change one window's capacity"
        >
          <FormField label="Date" error={errors.date?.message}>
            {(control) => <input {...control} type="date" {...form.register('date')} />}
          </FormField>
          <FormField label="Window" error={errors.windowStart?.message}>
            {(control) => (
              <select {...control} {...form.register('windowStart')}>
                {windows.map((w) => (
                  <option key={w.start} value={w.start}>
                    {w.start}–{w.end}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Capacity" hint="Empty: the usual capacity" error={errors.capacity?.message}>
            {(control) => <input {...control} inputMode="numeric" {...form.register('capacity')} />}
          </FormField>
          <div>
            <button type="submit" className="button button--small" disabled={save.isPending}>
              Set capacity
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
