import { ZTestCard, type TTestCard } from '@shop/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, FormField } from '#/components/FormField';
import { Icon } from '#/components/Icon';
import { applyServerErrors } from '#/lib/form';
import { scopeServerErrors } from './scoped-errors';
import { useHydrated } from '#/lib/use-hydrated';
import formCss from '#/styles/form.module.css';
import styles from './TestCardForm.module.css';
import checkoutFormCss from '#/styles/checkout-form.module.css';

type TCardInput = z.input<typeof ZTestCard>;
const FIELDS = ['number', 'expiry', 'cvc'] as const;

interface ITestCardFormProps {
  total: string;
  pending: boolean;
  /**
   * Pays. Resolves with the reason when the card was not charged (declined: the customer may try again), or null;
   * rejects with the server's error (fields land on this form, anything else above it).
   */
  onPay: (card: TTestCard) => Promise<string | null>;
}

/**
 * The built-in test gateway's card form (no payment keys configured): the card goes to our server, which accepts
 * only the well-known test numbers. The page says so plainly, so nobody types a real card here.
 */
export function TestCardForm({ total, pending, onPay }: ITestCardFormProps) {
  // Sent only by script: until the page is alive the button waits (no endpoint takes this form without it).
  const alive = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TCardInput, unknown, TTestCard>({
    resolver: zodResolver(ZTestCard),
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (card) => {
    setFormError(null);
    try {
      setFormError(await onPay(card));
    } catch (err) {
      setFormError(applyServerErrors(scopeServerErrors(err, 'testCard'), form.setError, FIELDS));
    }
  });

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className={formCss.form}>
      <div className={styles['test-mode']} role="note">
        <p className={styles['test-mode__title']}>Test mode — no real card is charged.</p>
        <p>
          Use <strong>4242 4242 4242 4242</strong> (success), <strong>4000 0000 0000 0002</strong> (declined),{' '}
          <strong>4000 0000 0000 9995</strong> (insufficient funds), with any future expiry and any CVC.
        </p>
      </div>
      <FormAlert message={formError} />
      <FormField label="Card number" error={errors.number?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            maxLength={23}
            {...form.register('number')}
          />
        )}
      </FormField>
      <div className={checkoutFormCss['checkout-form__row']}>
        <FormField label="Expiry (MM/YY)" error={errors.expiry?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12/34"
              maxLength={7}
              {...form.register('expiry')}
            />
          )}
        </FormField>
        <FormField label="Security code (CVC)" error={errors.cvc?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              {...form.register('cvc')}
            />
          )}
        </FormField>
      </div>
      <div className={checkoutFormCss['checkout-form__actions']}>
        <button
          type="submit"
          className="button button--large"
          disabled={!alive || pending}
          aria-busy={pending}
        >
          <Icon name="lock" size={18} />
          {pending ? 'Paying…' : `Pay ${total}`}
        </button>
      </div>
    </form>
  );
}
