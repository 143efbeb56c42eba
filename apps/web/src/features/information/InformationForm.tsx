import { ZInformationForm, type TInformationForm, type TSiteInformation } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, FormField } from '../../components/FormField';
import { useToast } from '../../components/Toast';
import { applyServerErrors } from '../../lib/form';
import { trpc } from '../../lib/trpc';
import { ImageUploadField } from '../rooms/ImageUploadField';

type TInformationInput = z.input<typeof ZInformationForm>;
const FIELDS = ['name', 'email', 'phone', 'address', 'openingHours', 'about', 'logo'] as const;

/** The shop's own details (ADMIN only): what the storefront footer and the contact page show. */
export function InformationForm({ information }: { information: TSiteInformation }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<TInformationInput, unknown, TInformationForm>({
    resolver: zodResolver(ZInformationForm),
    defaultValues: information,
  });
  const { errors } = form.formState;
  const update = trpc.information.update.useMutation();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      utils.information.detail.setData(undefined, saved);
      // The footer and every page title read the layout call: refetch it so they show the new details now.
      await utils.site.layout.invalidate();
      form.reset(saved);
      toast.success('Site information saved.');
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, FIELDS));
    }
  });

  const text = (name: Exclude<(typeof FIELDS)[number], 'logo'>, label: string, maxLength: number) => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => (
        <input
          {...control}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          maxLength={maxLength}
          {...form.register(name)}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="form panel room-form">
      <FormAlert message={formError} />
      <div className="room-form__grid">
        <div className="room-form__main">
          {text('name', 'Shop name', 120)}
          {text('email', 'Email', 190)}
          {text('phone', 'Phone', 40)}
          {text('address', 'Address', 255)}
          {text('openingHours', 'Opening hours', 255)}
          <FormField label="About the shop" error={errors.about?.message}>
            {(control) => <textarea {...control} rows={6} maxLength={5000} {...form.register('about')} />}
          </FormField>
        </div>
        <div className="room-form__side">
          <Controller
            control={form.control}
            name="logo"
            render={({ field, fieldState }) => (
              <ImageUploadField
                label="Logo"
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
        <button
          type="submit"
          className="button"
          disabled={form.formState.isSubmitting || uploading}
          aria-busy={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
