import type { TPromotionForm, TPromotionFormInput } from '@shop/domain';
import { useState } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { IEntityForm } from '#/admin-kit';
import { MaterialsPicker } from '#/features/product/admin/MaterialsPicker';
import { httpStatusOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { useDebouncedValue } from '#/lib/use-debounced-value';
import checkboxCss from '#/styles/checkbox.module.css';
import { IdPicker, type IPickOption } from './IdPicker';
import css from '#/styles/PromotionAdmin.module.css';

type TPromotionEntityForm = IEntityForm<TPromotionFormInput & FieldValues, TPromotionForm>;
type TIdField = 'productIds' | 'roomIds' | 'materialIds' | 'customerIds';

/** The ids a list field holds now, and how to replace them (marked as changed, like typing would). */
function useIds(form: TPromotionEntityForm, name: TIdField) {
  const value = useWatch({ control: form.methods.control, name }) as unknown;
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const error = form.methods.getFieldState(name, form.methods.formState).error?.message;
  const set = (next: number[]) => form.methods.setValue(name, next as never, { shouldDirty: true });
  return { ids, set, error };
}

/** The products a promotion is limited to, found by name (none: any product). */
export function PromotionProductsField({ form }: { form: TPromotionEntityForm }) {
  const { ids, set, error } = useIds(form, 'productIds');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 200);
  const list = trpc.product.getList.useQuery(
    { page: 1, search: search || undefined, sort: 'name' },
    { enabled: search !== '' },
  );
  const named = trpc.useQueries((t) => ids.map((id) => t.product.detail({ id })));
  const chosen: IPickOption[] = ids.map((id, i) => ({ id, name: named[i]?.data?.name ?? `Product #${id}` }));
  return (
    <IdPicker
      label="Products"
      hint="Empty: any product."
      placeholder="Search products by name or SKU"
      chosen={chosen}
      options={(list.data?.data ?? []).map((p) => ({ id: p.id, name: p.name, detail: p.sku }))}
      text={text}
      onText={setText}
      onChange={set}
      error={error}
    />
  );
}

/**
 * The customers a promotion is for, found by name or email (none: everyone). Customers are an ADMIN's to see: a
 * MANAGER is told so, and keeps the ones already chosen.
 */
export function PromotionCustomersField({ form }: { form: TPromotionEntityForm }) {
  const { ids, set, error } = useIds(form, 'customerIds');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 200);
  const list = trpc.customer.getList.useQuery(
    { page: 1, search: search || undefined },
    { enabled: search !== '', retry: false },
  );
  const named = trpc.useQueries((t) => ids.map((id) => t.customer.detail({ id }, { retry: false })));
  const chosen: IPickOption[] = ids.map((id, i) => ({ id, name: named[i]?.data?.name ?? `Customer #${id}` }));
  const forbidden = list.error && httpStatusOf(list.error) === 403;
  return (
    <IdPicker
      label="Customers"
      hint="Empty: everyone."
      placeholder="Search customers by name or email"
      chosen={chosen}
      options={(list.data?.data ?? []).map((c) => ({ id: c.id, name: c.name, detail: c.email }))}
      text={text}
      onText={setText}
      onChange={set}
      unavailable={forbidden ? 'Only an administrator can look up customers.' : undefined}
      error={error}
    />
  );
}

/** The rooms a promotion is limited to, ticked (none ticked: any room). */
export function PromotionRoomsField({ form }: { form: TPromotionEntityForm }) {
  const { ids, set } = useIds(form, 'roomIds');
  const rooms = trpc.roomType.listByRoom.useQuery();
  return (
    <fieldset className={css.checklist}>
      <legend>Rooms (none ticked: any room)</legend>
      <div className={css.checklist__room}>
        {rooms.data?.map((room) => (
          <label key={room.id} className={checkboxCss.checkbox}>
            <input
              type="checkbox"
              checked={ids.includes(room.id)}
              onChange={(event) =>
                set(event.target.checked ? [...ids, room.id] : ids.filter((id) => id !== room.id))
              }
            />
            {room.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The materials a promotion is limited to: a product with any of them qualifies (none ticked: any). */
export function PromotionMaterialsField({ form }: { form: TPromotionEntityForm }) {
  const { ids, set, error } = useIds(form, 'materialIds');
  const options = trpc.product.formOptions.useQuery();
  return (
    <MaterialsPicker
      legend="Materials (a product with any of them qualifies; none ticked: any)"
      materials={options.data?.materials ?? []}
      value={ids}
      onChange={set}
      error={error}
    />
  );
}
