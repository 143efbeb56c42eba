import { SLUG_PATTERN, slugify } from '@shop/domain';
import { useEffect, useRef } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { FormField } from '#/components/FormField';
import { Icon } from '#/components/Icon';
import { useDebouncedValue } from '#/lib/use-debounced-value';
import { slugStatus, slugStatusMessage, type ISlugAnswer, type TSlugStatus } from './slug-status';
import type { IEntityForm } from './use-entity-form';
import fieldCss from '#/styles/field.module.css';

/** Any check-slug procedure: `trpc.room.checkSlug`, `trpc.product.checkSlug`... */
interface ISlugCheckProcedure {
  useQuery: (
    input: { slug: string; excludeId?: number },
    options: { enabled: boolean; staleTime: number; retry: boolean },
  ) => { data?: ISlugAnswer | undefined; isFetching: boolean; isError: boolean };
}

interface ISlugFieldProps<TIn extends FieldValues, TOut> {
  form: IEntityForm<TIn, TOut>;
  name: Path<TIn>;
  /** The field the slug is made from while it follows: the name. */
  from: Path<TIn>;
  check: ISlugCheckProcedure;
  /** The record being edited, which may keep its own slug. */
  excludeId?: number | undefined;
  hint?: string;
}

function StatusText({ status }: { status: TSlugStatus }) {
  if (status === 'checking') return <span className={fieldCss.field__status}>Checking…</span>;
  if (status === 'available')
    return (
      <span className={`${fieldCss.field__status} ${fieldCss['field__status--ok']}`}>
        <Icon name="check" size={14} /> Available
      </span>
    );
  if (status === 'unknown') return <span className={fieldCss.field__status}>Could not check yet</span>;
  return null;
}

/**
 * The slug of a new record follows its name until the user edits the slug by hand (emptying it hands it back).
 * A saved record's slug is its address, so editing the name never changes it. Uniqueness is checked as you type;
 * a slug that breaks the rule is flagged at once.
 */
export function SlugField<TIn extends FieldValues, TOut>(props: ISlugFieldProps<TIn, TOut>) {
  const { form, name, from, check, excludeId, hint } = props;
  const { methods } = form;
  const follows = useRef(
    form.mode === 'create' &&
      (() => {
        const slug = String(methods.getValues(name) ?? '');
        return slug === '' || slug === slugify(String(methods.getValues(from) ?? ''));
      })(),
  );

  useEffect(
    () =>
      methods.subscribe({
        name: from,
        formState: { values: true },
        callback: ({ values }) => {
          if (!follows.current) return;
          const slug = slugify(String(values[from] ?? '')) as PathValue<TIn, Path<TIn>>;
          methods.setValue(name, slug, { shouldValidate: methods.formState.isSubmitted, shouldDirty: true });
        },
      }),
    [methods, from, name],
  );

  const slug = String(useWatch({ control: methods.control, name }) ?? '').trim();
  const asked = useDebouncedValue(slug, 300);
  const answer = check.useQuery(
    { slug: asked, excludeId },
    { enabled: SLUG_PATTERN.test(asked), staleTime: 5_000, retry: false },
  );
  const status = slugStatus({
    slug,
    asked,
    fetching: answer.isFetching,
    failed: answer.isError,
    answer: answer.data,
  });
  // The live verdict on a malformed slug is the freshest word; otherwise the form's own error comes first.
  const fieldError = methods.getFieldState(name, methods.formState).error?.message;
  const error = status === 'invalid' ? slugStatusMessage(status) : (fieldError ?? slugStatusMessage(status));

  return (
    <FormField
      label="Slug"
      error={error}
      status={<StatusText status={status} />}
      hint={
        hint ??
        (form.mode === 'create'
          ? 'The address in the shop: lowercase letters, digits and hyphens. Filled in from the name.'
          : 'The address in the shop: lowercase letters, digits and hyphens. Changing it breaks old links.')
      }
    >
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={140}
          {...methods.register(name, {
            onChange: (event: { target: { value: string } }) => {
              if (form.mode === 'create') follows.current = event.target.value.trim() === '';
            },
          })}
        />
      )}
    </FormField>
  );
}
