import {
  US_STATES,
  ZMyAccountUpdateForm,
  emailChangeSentMessage,
  type TMyAccountDetail,
  type TMyAccountUpdate,
} from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { applyServerErrors } from '#/lib/form';
import { trpc } from '#/lib/trpc';
import { PendingEmailNotice } from './PendingEmailNotice';
import { useHydrated } from '#/lib/use-hydrated';
import fieldCss from '#/styles/field.module.css';
import formCss from '#/styles/form.module.css';
import styles from './MyDetailsForm.module.css';

type TFormInput = z.input<typeof ZMyAccountUpdateForm>;
const FIELDS = [
  'name',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'currentPassword',
] as const;
const STATES = Object.entries(US_STATES).sort(([, a], [, b]) => a.localeCompare(b));

/**
 * The customer's own details, pre-filled. The address is optional; when given it must be a US one (it pre-fills
 * checkout). A new email asks for the current password and then waits for the link mailed to it (the notice above
 * the form says so). Server refusals land on their fields, first message only.
 */
export function MyDetailsForm({ account }: { account: TMyAccountDetail }) {
  // Sent only by script: until the page is alive the button waits (no endpoint takes this form without it).
  const alive = useHydrated();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TFormInput, unknown, TMyAccountUpdate>({
    resolver: zodResolver(ZMyAccountUpdateForm),
    defaultValues: {
      name: account.name,
      email: account.email,
      phone: account.phone,
      addressLine1: account.addressLine1,
      addressLine2: account.addressLine2,
      city: account.city,
      state: account.state in US_STATES ? (account.state as keyof typeof US_STATES) : '',
      postalCode: account.postalCode,
      currentPassword: '',
    },
  });
  const { errors, isDirty } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const changingEmail = (typedEmail ?? '').trim().toLowerCase() !== account.email;
  const save = trpc.account.update.useMutation({
    onSuccess: (saved) => {
      utils.account.detail.setData(undefined, saved);
      // The header greets the customer by the name just saved.
      utils.auth.getCustomerAuth.setData(undefined, {
        customer: { id: saved.id, name: saved.name, email: saved.email },
      });
      // The email field shows the address the account has; a new one waits for its link (the notice says so).
      form.reset({ ...form.getValues(), email: saved.email, currentPassword: '' });
      toast.success(
        saved.pendingEmail && saved.pendingEmail !== account.pendingEmail
          ? emailChangeSentMessage(saved.pendingEmail)
          : 'Your details have been saved.',
      );
    },
    onError: (err) => setFormError(applyServerErrors(err, form.setError, FIELDS)),
  });
  const onSubmit = form.handleSubmit(({ currentPassword, ...values }) => {
    setFormError(null);
    save.mutate({ id: account.id, ...values, ...(changingEmail ? { currentPassword } : {}) });
  });
  const text = (name: (typeof FIELDS)[number], label: string, autoComplete: string, type = 'text') => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} {...form.register(name)} />}
    </FormField>
  );

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className={formCss.form}>
      <FormAlert message={formError} />
      <PendingEmailNotice account={account} />
      <fieldset className={styles['account-form__group']}>
        <legend>Contact</legend>
        {text('name', 'Name', 'name')}
        {text('email', 'Email', 'email', 'email')}
        {changingEmail ? (
          <FormField
            label="Current password"
            error={errors.currentPassword?.message}
            hint="Needed to change your email. We will send a link to the new address; it changes when you open it."
          >
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
        ) : null}
        {text('phone', 'Phone (optional)', 'tel', 'tel')}
      </fieldset>
      <fieldset className={styles['account-form__group']}>
        <legend>Delivery address (optional)</legend>
        <p className={fieldCss.field__hint}>
          We ship within the United States. A saved address fills in checkout for you.
        </p>
        {text('addressLine1', 'Street address', 'address-line1')}
        {text('addressLine2', 'Apartment, suite, floor (optional)', 'address-line2')}
        <div className={styles['account-form__row']}>
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
      <div className={formCss.form__actions}>
        <button type="submit" className="button" disabled={!alive || save.isPending}>
          {save.isPending ? 'Saving…' : isDirty ? 'Save changes' : 'Save'}
        </button>
      </div>
    </form>
  );
}
