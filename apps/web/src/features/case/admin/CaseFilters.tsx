import { CASE_KINDS, CASE_STATE_LABELS, CASE_STATES } from '@shop/domain';
import { useNavigate } from '@tanstack/react-router';
import { AGE_CHOICES, CASE_KIND_LABELS, type ICaseSearch } from './case-search';
import filtersCss from '#/styles/filters.module.css';

/**
 * Kind, state and age above the table. Every change lands in the URL as a history entry (Back undoes it) and
 * starts again at page 1.
 */
export function CaseFilters({ search }: { search: ICaseSearch }) {
  const navigate = useNavigate({ from: '/admin/case/' });
  const set = (patch: Partial<ICaseSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) });
  // An age typed into the URL that the list does not offer is offered too, so the select shows what is applied.
  const ages = [
    ...new Set<number>([...AGE_CHOICES, ...(search.olderThanDays ? [search.olderThanDays] : [])]),
  ].sort((a, b) => a - b);
  // Each select is named by its label's word alone: wrapped in the label, its name would also carry every option.
  return (
    <div className={filtersCss.filters} role="group" aria-label="Filters">
      <label>
        Kind{' '}
        <select
          aria-label="Kind"
          value={search.kind ?? ''}
          onChange={(e) => set({ kind: CASE_KINDS.find((k) => k === e.target.value) })}
        >
          <option value="">All</option>
          {CASE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CASE_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        State{' '}
        <select
          aria-label="State"
          value={search.state ?? ''}
          onChange={(e) => set({ state: CASE_STATES.find((s) => s === e.target.value) })}
        >
          <option value="">All</option>
          {CASE_STATES.map((state) => (
            <option key={state} value={state}>
              {CASE_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Age{' '}
        <select
          aria-label="Age"
          value={search.olderThanDays ?? ''}
          onChange={(e) => set({ olderThanDays: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">Any age</option>
          {ages.map((days) => (
            <option key={days} value={days}>
              Older than {days} day{days === 1 ? '' : 's'}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
