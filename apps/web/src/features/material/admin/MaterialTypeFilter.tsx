import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { trpc } from '#/lib/trpc';
import toolbarCss from '#/styles/toolbar.module.css';

/**
 * The materials list's type filter. Its value is the URL's (?materialTypeId=), so a filtered list can be shared
 * and Back and Forward step through the filters; each choice is a history entry and starts again at page 1.
 */
export function MaterialTypeFilter({ value }: { value: number | undefined }) {
  const id = useId();
  const navigate = useNavigate({ from: '/admin/material/' });
  const types = trpc.materialType.options.useQuery();
  return (
    <div className={toolbarCss.toolbar__filter}>
      <label htmlFor={id}>Material type</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={!types.data}
        onChange={(event) =>
          void navigate({
            search: (prev) => ({
              ...prev,
              materialTypeId: event.target.value ? Number(event.target.value) : undefined,
              page: undefined,
            }),
          })
        }
      >
        <option value="">All types</option>
        {/* Until the types arrive, the filter in the URL still shows as chosen rather than as "All types". */}
        {!types.data && value !== undefined ? <option value={value}>Loading…</option> : null}
        {types.data?.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </select>
    </div>
  );
}
