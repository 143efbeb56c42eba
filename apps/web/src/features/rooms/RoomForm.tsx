import { slugify, ZRoomForm, type TRoom, type TRoomForm } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, FormField } from '#/components/FormField';
import { Icon } from '#/components/Icon';
import { useToast } from '#/components/Toast';
import { applyServerErrors } from '#/lib/form';
import { trpc } from '#/lib/trpc';
import { ImageUploadField } from './ImageUploadField';
import { SLUG_TAKEN_MESSAGE, useSlugCheck, type TSlugStatus } from './use-slug-check';

type TRoomFormInput = z.input<typeof ZRoomForm>;
const FIELDS = ['name', 'slug', 'description', 'image'] as const;

export type TRoomFormProps = { mode: 'create' } | { mode: 'update'; room: TRoom };

function SlugStatus({ status }: { status: TSlugStatus }) {
  if (status === 'checking') return <span className="field__status">Checking…</span>;
  if (status === 'available')
    return (
      <span className="field__status field__status--ok">
        <Icon name="check" size={14} /> Available
      </span>
    );
  if (status === 'unknown') return <span className="field__status">Could not check yet</span>;
  return null;
}

/** The one form behind /admin/room/create and /admin/room/update/{id} (SPEC section 2). */
export function RoomForm(props: TRoomFormProps) {
  const room = props.mode === 'update' ? props.room : null;
  const navigate = useNavigate();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // A slug typed by hand is the user's choice: from then on the name no longer rewrites it. An existing room
  // whose slug still matches its name keeps following the name, like a new one.
  const [slugEdited, setSlugEdited] = useState(room !== null && room.slug !== slugify(room.name));

  const form = useForm<TRoomFormInput, unknown, TRoomForm>({
    resolver: zodResolver(ZRoomForm),
    defaultValues: {
      name: room?.name ?? '',
      slug: room?.slug ?? '',
      description: room?.description ?? '',
      image: room?.image ?? null,
    },
  });
  const { errors, isSubmitted } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const slugStatus = useSlugCheck(slug, room?.id);

  const onSaved = async (saved: TRoom, verb: 'created' | 'updated') => {
    utils.room.detail.setData({ id: saved.id }, saved);
    await utils.room.invalidate();
    toast.success(`Room “${saved.name}” ${verb}.`);
    await navigate({ to: '/admin/room' });
  };
  const onFailed = (err: unknown) => setFormError(applyServerErrors(err, form.setError, FIELDS));
  const create = trpc.room.create.useMutation({
    onSuccess: (saved) => onSaved(saved, 'created'),
    onError: onFailed,
  });
  const update = trpc.room.update.useMutation({
    onSuccess: (saved) => onSaved(saved, 'updated'),
    onError: onFailed,
  });
  const saving = form.formState.isSubmitting || create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    // The as-you-type check may still be waiting for its debounce: ask once more before saving.
    const { available } = await utils.room.checkSlug.fetch(
      { slug: values.slug, excludeId: room?.id },
      { staleTime: 2_000 },
    );
    if (!available) {
      form.setError('slug', { type: 'taken', message: SLUG_TAKEN_MESSAGE }, { shouldFocus: true });
      return;
    }
    if (room) await update.mutateAsync({ id: room.id, ...values }).catch(() => undefined);
    else await create.mutateAsync(values).catch(() => undefined);
  });

  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('slug', slugify(event.target.value), { shouldValidate: isSubmitted });
    },
  });
  const slugField = form.register('slug', {
    // Emptying the slug hands it back to the name.
    onChange: (event: { target: { value: string } }) => setSlugEdited(event.target.value.trim() !== ''),
  });
  const slugError = errors.slug?.message ?? (slugStatus === 'taken' ? SLUG_TAKEN_MESSAGE : undefined);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="form panel room-form">
      <FormAlert message={formError} />
      <div className="room-form__grid">
        <div className="room-form__main">
          <FormField label="Name" error={errors.name?.message}>
            {(control) => (
              <input {...control} type="text" autoComplete="off" maxLength={120} {...nameField} />
            )}
          </FormField>
          <FormField
            label="Slug"
            error={slugError}
            status={<SlugStatus status={slugStatus} />}
            hint="The room's address in the shop: lowercase letters, digits and hyphens. Filled in from the name."
          >
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={140}
                {...slugField}
              />
            )}
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            {(control) => (
              <textarea {...control} rows={6} maxLength={5000} {...form.register('description')} />
            )}
          </FormField>
        </div>
        <div className="room-form__side">
          <Controller
            control={form.control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageUploadField
                label="Image"
                value={field.value ?? null}
                onChange={(key) => field.onChange(key)}
                error={fieldState.error?.message}
                onUploadingChange={setUploading}
              />
            )}
          />
        </div>
      </div>
      <div className="form__actions">
        <Link to="/admin/room" className="button button--ghost">
          Cancel
        </Link>
        <button type="submit" className="button" disabled={saving || uploading} aria-busy={saving}>
          {saving ? 'Saving…' : props.mode === 'create' ? 'Create room' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
