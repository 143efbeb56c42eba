import { zodResolver } from '@hookform/resolvers/zod';
import { ZDeliveryBlackoutInput, type TDeliverySchedule } from '@shop/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '#/components/FormField';
import { trpc } from '#/lib/trpc';
import type { useCapacityChange } from './use-capacity-change';
import styles from './WindowsPanel.module.css';

const ZBlackoutForm = ZDeliveryBlackoutInput.omit({ zoneId: true, moveBookings: true });
type TBlackoutIn = z.input<typeof ZBlackoutForm>;
type TBlackoutOut = z.output<typeof ZBlackoutForm>;

interface IBlackoutsProps {
  zoneId: number;
  schedule: TDeliverySchedule;
  capacity: ReturnType<typeof useCapacityChange>;
  readOnly: boolean;
}

/** Days the zone's crews do not go out: the list, removing one, and adding one with its reason. */
export function BlackoutsForm({ zoneId, schedule, capacity, readOnly }: IBlackoutsProps) {
  const save = trpc.deliveryWindow.saveBlackout.useMutation();
  const remove = trpc.deliveryWindow.deleteBlackout.useMutation();
  const form = useForm<TBlackoutIn, unknown, TBlackoutOut>({
    resolver: zodResolver(ZBlackoutForm),
    defaultValues: { date: '', reason: '' },
  });
  const { errors } = form.formState;
  const titleId = `zone-${zoneId}-blackouts`;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await capacity.run(
      (moveBookings) => save.mutateAsync({ ...values, zoneId, moveBookings }),
      `No deliveries on ${values.date}.`,
    );
    if (saved) form.reset();
  });

  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId} className={styles['windows-panel__subtitle']}>
        Blackout days
      </h4>
      {schedule.blackouts.length === 0 ? (
        <p className={styles['windows-panel__muted']}>None: the crews go out on every crew day.</p>
      ) : (
        <ul className={styles['blackouts']}>
          {schedule.blackouts.map((b) => (
            <li key={b.date}>
              <span>
                <strong>{b.date}</strong>
                {b.reason ? ` — ${b.reason}` : ''}
              </span>
              {readOnly ? null : (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={remove.isPending}
                  onClick={() =>
                    void capacity.run(
                      () => remove.mutateAsync({ zoneId, date: b.date }),
                      `Deliveries on ${b.date} again.`,
                    )
                  }
                >
                  Remove<span className="sr-only"> blackout {b.date}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <form
          className={styles['inline-form']}
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label="Add a blackout day"
        >
          <FormField label="Date" error={errors.date?.message}>
            {(control) => <input {...control} type="date" {...form.register('date')} />}
          </FormField>
          <FormField label="Reason" error={errors.reason?.message}>
            {(control) => <input {...control} maxLength={200} {...form.register('reason')} />}
          </FormField>
          <div>
            <button type="submit" className="button button--small" disabled={save.isPending}>
              Add blackout day
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
