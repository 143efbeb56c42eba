import { zodResolver } from '@hookform/resolvers/zod';
import { ZDeliveryWindowRulesInput, type TDeliverySchedule } from '@shop/domain';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '#/components/FormField';
import { trpc } from '#/lib/trpc';
import checkboxCss from '#/styles/checkbox.module.css';
import type { useCapacityChange } from './use-capacity-change';
import styles from './WindowsPanel.module.css';

const ZRulesForm = ZDeliveryWindowRulesInput.omit({ zoneId: true, moveBookings: true });
type TRulesIn = z.input<typeof ZRulesForm>;
type TRulesOut = z.output<typeof ZRulesForm>;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A zone without rules starts from the usual crew week: two windows, Monday to Saturday. */
const START: TRulesIn = {
  weekdays: [1, 2, 3, 4, 5, 6],
  windows: [
    { start: '08:00', end: '12:00' },
    { start: '12:00', end: '16:00' },
  ],
  capacityUnits: 6,
  leadDays: 2,
  cutoffHour: 14,
};

interface IRulesFormProps {
  zoneId: number;
  schedule: TDeliverySchedule;
  capacity: ReturnType<typeof useCapacityChange>;
  readOnly: boolean;
}

/** The zone's weekly windows: the crew's weekdays, its windows, their capacity, lead days and cutoff hour. */
export function RulesForm({ zoneId, schedule, capacity, readOnly }: IRulesFormProps) {
  const saveRules = trpc.deliveryWindow.saveRules.useMutation();
  const form = useForm<TRulesIn, unknown, TRulesOut>({
    resolver: zodResolver(ZRulesForm),
    defaultValues: schedule.rules ?? START,
  });
  const windows = useFieldArray({ control: form.control, name: 'windows' });
  const weekdays = useWatch({ control: form.control, name: 'weekdays' });
  const { errors } = form.formState;
  const id = (what: string) => `zone-${zoneId}-${what}`;

  const onSubmit = form.handleSubmit(async (values) => {
    await capacity.run(
      (moveBookings) => saveRules.mutateAsync({ ...values, zoneId, moveBookings }),
      'Delivery windows saved.',
    );
  });

  return (
    <form
      className={styles['rules-form']}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby={id('rules')}
    >
      <h4 id={id('rules')} className={styles['windows-panel__subtitle']}>
        Weekly windows
      </h4>
      <fieldset className={styles['rules-form__days']} disabled={readOnly}>
        <legend>Crew days</legend>
        {WEEKDAYS.map((day, index) => {
          const iso = index + 1;
          return (
            <label key={day} className={checkboxCss.checkbox}>
              <input
                type="checkbox"
                checked={weekdays.includes(iso)}
                onChange={(e) =>
                  form.setValue(
                    'weekdays',
                    e.target.checked ? [...weekdays, iso] : weekdays.filter((d) => d !== iso),
                    { shouldDirty: true },
                  )
                }
              />{' '}
              <abbr title={WEEKDAY_NAMES[index]}>{day}</abbr>
            </label>
          );
        })}
      </fieldset>
      <fieldset className={styles['rules-form__windows']} disabled={readOnly}>
        <legend>Windows</legend>
        {(errors.windows?.message ?? errors.windows?.root?.message) ? (
          <p className={styles['windows-panel__error']} role="alert">
            {errors.windows?.message ?? errors.windows?.root?.message}
          </p>
        ) : null}
        {windows.fields.map((field, index) => (
          <div key={field.id} className={styles['rules-form__window']}>
            <FormField label={`Window ${index + 1} from`} error={errors.windows?.[index]?.start?.message}>
              {(control) => (
                <input {...control} type="time" step={900} {...form.register(`windows.${index}.start`)} />
              )}
            </FormField>
            <FormField
              label={`Window ${index + 1} until`}
              error={errors.windows?.[index]?.end?.message ?? errors.windows?.[index]?.message}
            >
              {(control) => (
                <input {...control} type="time" step={900} {...form.register(`windows.${index}.end`)} />
              )}
            </FormField>
            {readOnly ? null : (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => windows.remove(index)}
              >
                Remove<span className="sr-only"> window {index + 1}</span>
              </button>
            )}
          </div>
        ))}
        {readOnly ? null : (
          <div>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => windows.append({ start: '16:00', end: '20:00' })}
            >
              Add a window
            </button>
          </div>
        )}
      </fieldset>
      <fieldset className={styles['rules-form__numbers']} disabled={readOnly}>
        <legend className="sr-only">Capacity and timing</legend>
        <FormField
          label="Capacity per window"
          hint="Crew units: one per freight piece, one per hour of assembly"
          error={errors.capacityUnits?.message}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              inputMode="numeric"
              {...form.register('capacityUnits', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          label="Lead days"
          hint="Whole days from order to first delivery"
          error={errors.leadDays?.message}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              inputMode="numeric"
              {...form.register('leadDays', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          label="Cutoff hour"
          hint="0–23, zone time: orders from then count as the next day"
          error={errors.cutoffHour?.message}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              max={23}
              inputMode="numeric"
              {...form.register('cutoffHour', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </fieldset>
      {readOnly ? null : (
        <div>
          <button type="submit" className="button" disabled={saveRules.isPending}>
            {saveRules.isPending ? 'Saving…' : 'Save windows'}
          </button>
        </div>
      )}
    </form>
  );
}
