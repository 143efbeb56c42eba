/** The editable boxes of a variant table row, each with the server's or the live check's message under it. */
import { SKU_MESSAGES, SKU_PATTERN, VARIANT_MESSAGES, type TVariant } from '@shop/domain';
import type { InputHTMLAttributes } from 'react';
import { trpc } from '#/lib/trpc';
import { useDebouncedValue } from '#/lib/use-debounced-value';
import styles from './ProductVariants.module.css';

/** A number box of a table row with the server's 422 message for it under it. */
export function RowInput({
  error,
  id,
  ...input
}: { error: string | undefined; id: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <input
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </>
  );
}

/**
 * A variant's SKU, checked as staff type like the product's (product and variant SKUs are one space): upper-cased
 * as the server stores it, malformed at once, taken once the server says so. Blank gives the generated one.
 */
export function VariantSkuInput({
  variant,
  value,
  serverError,
  onChange,
}: {
  variant: TVariant;
  value: string;
  serverError: string | undefined;
  onChange: (sku: string) => void;
}) {
  const sku = value.trim().toUpperCase();
  const asked = useDebouncedValue(sku, 300);
  const changed = sku !== variant.sku;
  const answer = trpc.product.checkSku.useQuery(
    { sku: asked, excludeVariantId: variant.id },
    { enabled: changed && SKU_PATTERN.test(asked), staleTime: 5_000, retry: false },
  );
  const settled = asked === sku && !answer.isFetching && answer.data;
  const error =
    sku && !SKU_PATTERN.test(sku)
      ? SKU_MESSAGES.invalid
      : changed && settled && answer.data?.available === false
        ? VARIANT_MESSAGES.skuTaken
        : serverError;
  const id = `variant-sku-${variant.id}`;
  return (
    <>
      <input
        aria-label={`SKU of ${variant.title}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={styles['sku-input']}
        value={value}
        maxLength={64}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : changed && sku && settled ? (
        <span className={styles.ok}>Available</span>
      ) : null}
    </>
  );
}
