import type { TProductFormOptions } from '@shop/domain';
import { trpc } from '#/lib/trpc';
import panelCss from '#/styles/panel.module.css';
import styles from './ProductVariants.module.css';
import { OptionsEditor } from './ProductOptionsEditor';
import { VariantTable } from './ProductVariantTable';

/**
 * Options and variants on the product's update screen: up to three options (values that make variants, or that
 * only add a surcharge), values picked from the materials for swatches; then one row per variant, each saved on
 * its own (one row written), several set at once, and the missing ones generated from the options' values.
 */
export function ProductVariants({
  productId,
  materials,
}: {
  productId: number;
  materials: TProductFormOptions['materials'];
}) {
  const query = trpc.product.variants.useQuery({ id: productId });
  return (
    <section className={`${panelCss.panel} ${styles.variants}`} aria-labelledby="variants-heading">
      <h2 id="variants-heading">Options and variants</h2>
      {!query.data ? (
        <p>{query.isError ? 'The options could not be loaded.' : 'Loading options…'}</p>
      ) : (
        <>
          <OptionsEditor key={query.dataUpdatedAt} data={query.data} materials={materials} />
          <VariantTable data={query.data} />
        </>
      )}
    </section>
  );
}
