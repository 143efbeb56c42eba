import { US_STATES, ZMyAccountForm, type TMyAccount, type TMyAccountForm } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { applyServerErrors } from '#/lib/form';
import { trpc } from '#/lib/trpc';
import { useHydrated } from '#/lib/use-hydrated';

type TFormInput = z.input<typeof ZMyAccountForm>;
const FIELDS = [
  'name',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
] as const;
const STATES = Object.entries(US_STATES).sort(([, a], [, b]) => a.localeCompare(b));

/**
 * The customer's own details, pre-filled. The address is optional; when given it must be a US one (it pre-fills
 * checkout). Server refusals land on their fields, first message only.
 */
export function MyDetailsForm({ account }: { account: TMyAccount }) {
  // Sent only by script: until the page is alive the button waits (no endpoint takes this form without it).
  const alive = useHydrated();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TFormInput, unknown, TMyAccountForm>({
    resolver: zodResolver(ZMyAccountForm),
    defaultValues: {
      name: account.name,
      email: account.email,
      phone: account.phone,
      addressLine1: account.addressLine1,
      addressLine2: account.addressLine2,
      city: account.city,
      state: account.state in US_STATES ? (account.state as keyof typeof US_STATES) : '',
      postalCode: account.postalCode,
    },
  });
  const { errors, isDirty } = form.formState;
  const save = trpc.myAccount.update.useMutation({
    onSuccess: (saved) => {
      utils.myAccount.detail.setData(undefined, saved);
      // The header greets the customer by the name just saved.
      utils.auth.getCustomerAuth.setData(undefined, {
        customer: { id: saved.id, name: saved.name, email: saved.email },
      });
      form.reset(form.getValues());
      toast.success('Your details have been saved.');
    },
    onError: (err) => setFormError(applyServerErrors(err, form.setError, FIELDS)),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate({ id: account.id, ...values });
  });
  const text = (name: (typeof FIELDS)[number], label: string, autoComplete: string, type = 'text') => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} {...form.register(name)} />}
    </FormField>
  );

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="form account-form">
      <FormAlert message={formError} />
      <fieldset className="account-form__group">
        <legend>Contact</legend>
        {text('name', 'Name', 'name')}
        {text('email', 'Email', 'email', 'email')}
        {text('phone', 'Phone (optional)', 'tel', 'tel')}
      </fieldset>
      <fieldset className="account-form__group">
        <legend>Delivery address (optional)</legend>
        <p className="field__hint">
          We ship within the United States. A saved address fills in checkout for you.
        </p>
        {text('addressLine1', 'Street address', 'address-line1')}
        {text('addressLine2', 'Apartment, suite, floor (optional)', 'address-line2')}
        <div className="account-form__row">
          {text('city', 'City', 'address-level2')}
          <FormField label="State" error={errors.state?.message}>
            {(control) => (
              <select {...control} autoComplete="address-level1" {...form.register('state')}>
                <option value="">Choose a state</option>
                {STATES.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {text('postalCode', 'ZIP code', 'postal-code')}
        </div>
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button" disabled={!alive || save.isPending}>
          {save.isPending ? 'Saving…' : isDirty ? 'Save changes' : 'Save'}
        </button>
      </div>
    </form>
  );
}
