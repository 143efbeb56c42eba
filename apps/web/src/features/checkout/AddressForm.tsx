import { US_STATES, ZShippingAddress, type TShippingAddress } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, FormField } from '#/components/FormField';
import { applyServerErrors } from '#/lib/form';
import { scopeServerErrors } from './scoped-errors';
import { useHydrated } from '#/lib/use-hydrated';
import formCss from '#/styles/form.module.css';
import checkoutFormCss from '#/styles/checkout-form.module.css';

export type TAddressInput = z.input<typeof ZShippingAddress>;

const FIELDS = ['name', 'phone', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode'] as const;
const STATE_OPTIONS = Object.entries(US_STATES).sort(([, a], [, b]) => a.localeCompare(b));

export const EMPTY_ADDRESS: TAddressInput = {
  name: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '' as TAddressInput['state'],
  postalCode: '',
  country: 'US',
};

interface IAddressFormProps {
  defaults: TAddressInput;
  pending: boolean;
  /** Asks for the quote; rejects with the server's error, whose fields land on this form. */
  onSubmit: (address: TShippingAddress) => Promise<unknown>;
}

/** Where the order goes: a US address (the carrier serves the states and DC), checked as the server checks it. */
export function AddressForm({ defaults, pending, onSubmit }: IAddressFormProps) {
  // Sent only by script: until the page is alive the button waits (no endpoint takes this form without it).
  const alive = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TAddressInput, unknown, TShippingAddress>({
    resolver: zodResolver(ZShippingAddress),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (address) => {
    setFormError(null);
    try {
      await onSubmit(address);
    } catch (err) {
      setFormError(applyServerErrors(scopeServerErrors(err, 'address'), form.setError, FIELDS));
    }
  });

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className={formCss.form}>
      <FormAlert message={formError} />
      <div className={checkoutFormCss['checkout-form__row']}>
        <FormField label="Full name" error={errors.name?.message}>
          {(control) => (
            <input {...control} type="text" autoComplete="shipping name" {...form.register('name')} />
          )}
        </FormField>
        <FormField
          label="Phone"
          error={errors.phone?.message}
          hint="For the carrier, about the delivery only."
        >
          {(control) => (
            <input {...control} type="tel" autoComplete="shipping tel" {...form.register('phone')} />
          )}
        </FormField>
      </div>
      <FormField label="Street address" error={errors.addressLine1?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="shipping address-line1"
            {...form.register('addressLine1')}
          />
        )}
      </FormField>
      <FormField label="Apartment, suite, floor (optional)" error={errors.addressLine2?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="shipping address-line2"
            {...form.register('addressLine2')}
          />
        )}
      </FormField>
      <div
        className={`${checkoutFormCss['checkout-form__row']} ${checkoutFormCss['checkout-form__row--three']}`}
      >
        <FormField label="City" error={errors.city?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="shipping address-level2"
              {...form.register('city')}
            />
          )}
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          {(control) => (
            <select {...control} autoComplete="shipping address-level1" {...form.register('state')}>
              <option value="">Choose…</option>
              {STATE_OPTIONS.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="ZIP code" error={errors.postalCode?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="shipping postal-code"
              maxLength={10}
              {...form.register('postalCode')}
            />
          )}
        </FormField>
      </div>
      <p className={checkoutFormCss['checkout-form__country']}>Country: United States</p>
      <div className={checkoutFormCss['checkout-form__actions']}>
        <button
          type="submit"
          className="button button--large"
          disabled={!alive || pending}
          aria-busy={pending}
        >
          {pending ? 'Getting shipping options…' : 'Get shipping options'}
        </button>
      </div>
    </form>
  );
}
