import { CALENDAR_DAYS } from '@shop/domain';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { trpc } from '#/lib/trpc';
import { BlackoutsForm } from './BlackoutsForm';
import { OverrideForm } from './OverrideForm';
import { RulesForm } from './RulesForm';
import { useCapacityChange } from './use-capacity-change';
import { WindowsCalendar } from './WindowsCalendar';
import styles from './WindowsPanel.module.css';

/**
 * A zone's delivery windows: the weekly rules, blackout days, one window's capacity on a date, and the calendar of
 * the next weeks. Administrators change them; managers read them (the forms are shown disabled, without buttons).
 */
export function WindowsPanel({ zone, readOnly }: { zone: { id: number; name: string }; readOnly: boolean }) {
  const schedule = trpc.deliveryWindow.schedule.useQuery({ zoneId: zone.id });
  const calendar = trpc.deliveryWindow.calendar.useQuery({ zoneId: zone.id, days: CALENDAR_DAYS });
  const capacity = useCapacityChange(zone.id);
  const titleId = `zone-${zone.id}-windows`;
  return (
    <section className={styles['windows-panel']} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles['windows-panel__title']}>
        Delivery windows<span className="sr-only"> of {zone.name}</span>
      </h3>
      <QueryView query={schedule} what="Delivery windows" pending={<Spinner label="Loading" />}>
        {(data) => (
          <div className={styles['windows-panel__forms']}>
            {/* Keyed by the saved rules, so a save (or another admin's) starts the form again from them. */}
            <RulesForm
              key={JSON.stringify(data.rules)}
              zoneId={zone.id}
              schedule={data}
              capacity={capacity}
              readOnly={readOnly}
            />
            <div className={styles['windows-panel__side']}>
              <BlackoutsForm zoneId={zone.id} schedule={data} capacity={capacity} readOnly={readOnly} />
              <OverrideForm
                key={data.rules?.windows.map((w) => w.start).join() ?? ''}
                zoneId={zone.id}
                schedule={data}
                capacity={capacity}
                readOnly={readOnly}
              />
            </div>
          </div>
        )}
      </QueryView>
      <h4 className={styles['windows-panel__subtitle']}>Next {CALENDAR_DAYS / 7} weeks</h4>
      <QueryView query={calendar} what="Delivery calendar" pending={<Spinner label="Loading" />}>
        {(data) => <WindowsCalendar zoneName={zone.name} calendar={data} />}
      </QueryView>
      {capacity.dialog}
    </section>
  );
}
