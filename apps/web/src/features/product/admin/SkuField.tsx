import { SKU_MESSAGES, SKU_PATTERN, type TProductFormInput } from '@shop/domain';
import { useWatch } from 'react-hook-form';
import type { IEntityForm } from '#/admin-kit';
import { FormField } from '#/components/FormField';
import { Icon } from '#/components/Icon';
import { trpc } from '#/lib/trpc';
import { useDebouncedValue } from '#/lib/use-debounced-value';
import fieldCss from '#/styles/field.module.css';

/**
 * The product's SKU, checked as staff type like a slug: upper-cased the way the server stores it, malformed at
 * once, taken once the server says so. Blank is allowed: the server names a new product `FS-<id>`.
 */
export function SkuField<TOut>({
  form,
  productId,
}: {
  form: IEntityForm<TProductFormInput, TOut>;
  productId?: number | undefined;
}) {
  const { methods } = form;
  const sku = String(useWatch({ control: methods.control, name: 'sku' }) ?? '')
    .trim()
    .toUpperCase();
  const asked = useDebouncedValue(sku, 300);
  const wellFormed = SKU_PATTERN.test(sku);
  const answer = trpc.product.checkSku.useQuery(
    { sku: asked, excludeId: productId },
    { enabled: SKU_PATTERN.test(asked), staleTime: 5_000, retry: false },
  );
  const settled = wellFormed && asked === sku && !answer.isFetching && answer.data;
  const taken = settled && answer.data?.available === false;
  const fieldError = methods.getFieldState('sku', methods.formState).error?.message;
  const error =
    sku && !wellFormed ? SKU_MESSAGES.invalid : taken ? SKU_MESSAGES.taken : (fieldError ?? undefined);
  const status =
    !sku || !wellFormed ? null : !settled ? (
      <span className={fieldCss.field__status}>Checking…</span>
    ) : taken ? null : (
      <span className={`${fieldCss.field__status} ${fieldCss['field__status--ok']}`}>
        <Icon name="check" size={14} /> Available
      </span>
    );
  return (
    <FormField
      label="SKU"
      error={error}
      status={status}
      hint={
        productId
          ? 'Unique across the shop: letters, digits, dots, dashes and underscores.'
          : 'Unique across the shop. Leave it blank and the shop numbers it (FS-000123).'
      }
    >
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          {...methods.register('sku', {
            setValueAs: (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
          })}
        />
      )}
    </FormField>
  );
}
