import { ZEmail } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { FormField } from '#/components/FormField';
import checkboxCss from '#/styles/checkbox.module.css';
import styles from './GuestEmail.module.css';

/**
 * Where a guest's confirmation and order number go; checked as the server checks it before the quote is asked.
 * `onConsent` is told of the reminder choice as soon as it is made, with the email when it is a valid one, so that
 * the choice is kept even if the shopper leaves before asking for shipping options.
 */
export function useGuestEmail(
  initial: string,
  onConsent?: (reminders: boolean, email: string | undefined) => void,
) {
  const [email, setEmail] = useState(initial);
  const [reminders, setReminders] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const valid = (value: string) => {
    const parsed = ZEmail.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  return {
    email,
    error,
    input,
    /** Whether the shopper wants one reminder mail if they leave the cart (off unless ticked). */
    reminders,
    setReminders(value: boolean) {
      setReminders(value);
      onConsent?.(value, valid(email));
    },
    /** The email field was left: a reminder already agreed to goes with the address, once it is a valid one. */
    commitEmail() {
      const address = valid(email);
      if (reminders && address) onConsent?.(true, address);
    },
    change(value: string) {
      setEmail(value);
      if (error) setError(undefined);
    },
    /** The email, normalised, or null (with the message shown and the focus on the field) when it is not one. */
    check(): string | null {
      const parsed = ZEmail.safeParse(email);
      if (parsed.success) return parsed.data;
      setError('Enter a valid email address.');
      input.current?.focus();
      return null;
    },
  };
}

export type TGuestEmail = ReturnType<typeof useGuestEmail>;

/** "Email me my cart once if I leave": the abandoned-cart reminder's consent, for guests and customers. */
function ReminderConsent({ guest, disabled }: { guest: TGuestEmail; disabled: boolean }) {
  return (
    <label className={checkboxCss.checkbox}>
      <input
        type="checkbox"
        checked={guest.reminders}
        disabled={disabled}
        onChange={(event) => guest.setReminders(event.target.checked)}
      />
      Email me my cart once if I leave before paying
    </label>
  );
}

/** Step 1's first field for a guest, with the way to log in instead; a customer sees only the reminder choice. */
export function GuestEmail({
  guest,
  disabled,
  customer,
}: {
  guest: TGuestEmail;
  disabled: boolean;
  customer: boolean;
}) {
  if (customer)
    return (
      <div className={styles['guest-email']}>
        <ReminderConsent guest={guest} disabled={disabled} />
      </div>
    );
  return (
    <div className={styles['guest-email']}>
      <FormField
        label="Email"
        error={guest.error}
        hint="Your confirmation and order number go here. With them you can find your order later."
      >
        {(control) => (
          <input
            {...control}
            ref={guest.input}
            type="email"
            name="email"
            autoComplete="email"
            value={guest.email}
            disabled={disabled}
            onChange={(event) => guest.change(event.target.value)}
            onBlur={guest.commitEmail}
          />
        )}
      </FormField>
      <p className={styles['guest-email__login']}>
        Have an account?{' '}
        <Link to="/login" search={{ redirect: '/cart/payment' }}>
          Log in
        </Link>{' '}
        to check out with it.
      </p>
      <ReminderConsent guest={guest} disabled={disabled} />
    </div>
  );
}
