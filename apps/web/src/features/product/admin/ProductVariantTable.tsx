import {
  SELLING_MODES,
  SELLING_MODE_LABELS,
  formatUsd,
  type TProductVariants,
  type TSellingMode,
  type TVariant,
} from '@shop/domain';
import { useState } from 'react';
import { AdminTable, type IColumn } from '#/admin-kit';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import toolbarCss from '#/styles/toolbar.module.css';
import styles from './ProductVariants.module.css';
import { VariantDetails } from './VariantDetails';
import { RowInput, VariantSkuInput } from './VariantRowInputs';
import { cents, dollars, whole } from './variant-money';

interface IRowDraft {
  sku: string;
  price: string;
  discount: string;
  stock: string;
  active: boolean;
}
const draftOf = (v: TVariant): IRowDraft => ({
  sku: v.sku,
  price: dollars(v.priceCents),
  discount: String(v.discountPercent),
  stock: String(v.stock),
  active: v.active,
});

/** Every variant in one table: each row saved alone (only what changed), or several set at once. */
export function VariantTable({ data }: { data: TProductVariants }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [drafts, setDrafts] = useState<Record<number, IRowDraft>>({});
  const [rowErrors, setRowErrors] = useState<Record<number, Record<string, string>>>({});
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulk, setBulk] = useState({ price: '', discount: '', stock: '', active: '', mode: '' });
  // The variant whose details dialog is open (selling mode, lead time, image, dimensions and box).
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const detailed = data.variants.find((v) => v.id === detailsOf) ?? null;
  const update = trpc.product.updateVariant.useMutation();
  const bulkSet = trpc.product.bulkSetVariants.useMutation();
  const remove = trpc.product.deleteVariant.useMutation();
  const draft = (v: TVariant) => drafts[v.id] ?? draftOf(v);
  const edit = (v: TVariant, next: Partial<IRowDraft>) =>
    setDrafts({ ...drafts, [v.id]: { ...draft(v), ...next } });
  const refresh = () => utils.product.variants.invalidate({ id: data.productId });

  const saveRow = async (v: TVariant) => {
    const d = draft(v);
    const before = draftOf(v);
    // Only what changed goes: the row is written alone, and a field left as it was is not sent.
    const changed = {
      ...(d.sku !== before.sku ? { sku: d.sku } : {}),
      ...(d.price !== before.price ? { priceCents: cents(d.price) } : {}),
      ...(d.discount !== before.discount ? { discountPercent: whole(d.discount) } : {}),
      ...(d.stock !== before.stock ? { stock: whole(d.stock) } : {}),
      ...(d.active !== before.active ? { active: d.active } : {}),
    };
    try {
      const saved = await update.mutateAsync({ id: data.productId, variantId: v.id, ...changed });
      utils.product.variants.setData({ id: data.productId }, (old) =>
        old ? { ...old, variants: old.variants.map((row) => (row.id === saved.id ? saved : row)) } : old,
      );
      const { [v.id]: _saved, ...rest } = drafts;
      setDrafts(rest);
      setRowErrors({ ...rowErrors, [v.id]: {} });
      toast.success(`${v.title} saved.`);
    } catch (err) {
      setRowErrors({ ...rowErrors, [v.id]: fieldErrorsOf(err) });
      toast.error(errorMessageOf(err, 'The variant could not be saved.'));
    }
  };

  const applyBulk = async () => {
    const set = {
      ...(bulk.price ? { priceCents: cents(bulk.price) } : {}),
      ...(bulk.discount ? { discountPercent: whole(bulk.discount) } : {}),
      ...(bulk.stock ? { stock: whole(bulk.stock) } : {}),
      ...(bulk.active ? { active: bulk.active === 'yes' } : {}),
      // 'product' clears the variants' own mode: they sell as the product does.
      ...(bulk.mode ? { sellingMode: bulk.mode === 'product' ? null : (bulk.mode as TSellingMode) } : {}),
    };
    try {
      const result = await bulkSet.mutateAsync({ id: data.productId, variantIds: [...selected], set });
      toast.success(`${result.updated} variants changed.`);
      setSelected(new Set());
      await refresh();
    } catch (err) {
      toast.error(errorMessageOf(err, 'The variants could not be changed.'));
    }
  };

  const columns: IColumn<TVariant>[] = [
    {
      id: 'title',
      header: 'Variant',
      rowHeader: true,
      // What the shopper pays and what happens beyond stock sit under the name: as columns of their own they
      // pushed the row wider than the panel.
      cell: (v) => (
        <>
          {v.title}
          <span className={styles['variant-facts']}>
            pays {formatUsd(v.discountedCents)} · beyond stock:{' '}
            {v.sellingMode === null ? `as the product (${BEYOND[v.sellsAs]})` : BEYOND[v.sellsAs]}
          </span>
        </>
      ),
    },
    {
      id: 'sku',
      header: 'SKU',
      cell: (v) => (
        <VariantSkuInput
          variant={v}
          value={draft(v).sku}
          serverError={rowErrors[v.id]?.sku}
          onChange={(sku) => edit(v, { sku })}
        />
      ),
    },
    {
      id: 'price',
      header: 'Price ($)',
      cell: (v) => (
        <RowInput
          error={rowErrors[v.id]?.priceCents}
          id={`variant-price-${v.id}`}
          className={styles['money-input']}
          aria-label={`Price of ${v.title} in dollars`}
          inputMode="decimal"
          value={draft(v).price}
          onChange={(e) => edit(v, { price: e.target.value })}
        />
      ),
    },
    {
      id: 'discount',
      header: 'Discount (%)',
      cell: (v) => (
        <RowInput
          error={rowErrors[v.id]?.discountPercent}
          id={`variant-discount-${v.id}`}
          className={styles['count-input']}
          aria-label={`Discount of ${v.title} in percent`}
          inputMode="numeric"
          value={draft(v).discount}
          onChange={(e) => edit(v, { discount: e.target.value })}
        />
      ),
    },
    {
      id: 'stock',
      header: 'Stock',
      cell: (v) => (
        <RowInput
          error={rowErrors[v.id]?.stock}
          id={`variant-stock-${v.id}`}
          className={styles['count-input']}
          aria-label={`Stock of ${v.title}`}
          inputMode="numeric"
          value={draft(v).stock}
          onChange={(e) => edit(v, { stock: e.target.value })}
        />
      ),
    },
    {
      id: 'active',
      header: 'Sold',
      cell: (v) => (
        <input
          type="checkbox"
          aria-label={`${v.title} is sold`}
          checked={draft(v).active}
          onChange={(e) => edit(v, { active: e.target.checked })}
        />
      ),
    },
  ];

  if (!data.variants.length)
    return <p>No variants yet: save options whose values make variants, then generate them.</p>;
  return (
    <>
      {selected.size ? (
        <div className={toolbarCss.toolbar} role="group" aria-label="Set the selected variants">
          <span>{selected.size} selected:</span>
          <input
            aria-label="Price in dollars for the selected"
            placeholder="Price $"
            inputMode="decimal"
            value={bulk.price}
            onChange={(e) => setBulk({ ...bulk, price: e.target.value })}
          />
          <input
            aria-label="Discount in percent for the selected"
            placeholder="Discount %"
            inputMode="numeric"
            value={bulk.discount}
            onChange={(e) => setBulk({ ...bulk, discount: e.target.value })}
          />
          <input
            aria-label="Stock for the selected"
            placeholder="Stock"
            inputMode="numeric"
            value={bulk.stock}
            onChange={(e) => setBulk({ ...bulk, stock: e.target.value })}
          />
          <select
            aria-label="Sold or not, for the selected"
            value={bulk.active}
            onChange={(e) => setBulk({ ...bulk, active: e.target.value })}
          >
            <option value="">Sold: unchanged</option>
            <option value="yes">Sold</option>
            <option value="no">Not sold</option>
          </select>
          <select
            aria-label="Selling mode for the selected"
            value={bulk.mode}
            onChange={(e) => setBulk({ ...bulk, mode: e.target.value })}
          >
            <option value="">Beyond stock: unchanged</option>
            <option value="product">As the product</option>
            {SELLING_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {SELLING_MODE_LABELS[mode]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--small"
            onClick={applyBulk}
            disabled={bulkSet.isPending}
          >
            Set
          </button>
        </div>
      ) : null}
      <div className={styles['variant-table']}>
        <AdminTable
          label="Variants table"
          rows={data.variants}
          columns={columns}
          rowKey={(v) => v.id}
          selection={{
            selected,
            set: (rows, chosen) => {
              const next = new Set(selected);
              for (const row of rows) {
                if (chosen) next.add(row.id);
                else next.delete(row.id);
              }
              setSelected(next);
            },
            rowName: (v) => v.title,
            many: 'variant',
          }}
          actions={(v) => (
            <>
              <button
                type="button"
                className="button button--small"
                onClick={() => saveRow(v)}
                disabled={!drafts[v.id] || update.isPending}
              >
                Save
              </button>
              <button
                type="button"
                className="button button--small button--ghost"
                aria-haspopup="dialog"
                aria-label={`More details of ${v.title}`}
                onClick={() => setDetailsOf(v.id)}
              >
                More…
              </button>
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={async () => {
                  try {
                    await remove.mutateAsync({ id: data.productId, variantId: v.id });
                    toast.success(`${v.title} deleted.`);
                    await refresh();
                  } catch (err) {
                    toast.error(errorMessageOf(err, 'The variant could not be deleted.'));
                  }
                }}
              >
                Delete
              </button>
            </>
          )}
        />
      </div>
      {detailed ? (
        <VariantDetails
          key={detailed.id}
          productId={data.productId}
          variant={detailed}
          productSellingMode={data.productSellingMode}
          onClose={() => setDetailsOf(null)}
        />
      ) : null}
    </>
  );
}

/** What a variant does once its stock runs out, in the table's few words. */
const BEYOND: Record<TSellingMode, string> = {
  stock: 'not sold',
  'made-to-order': 'made to order',
  backorder: 'backordered',
};
