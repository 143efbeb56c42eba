import { rateStrength } from '#/lib/password-strength';
import styles from './PasswordStrength.module.css';

interface IPasswordStrengthProps {
  password: string;
  /** The account's email, when the form knows it: a password that contains it is weak. */
  email?: string | undefined;
}

/**
 * The hint under a new-password field: the rule, then a weak/fair/strong rating with its reason as the user
 * types. The live region is always rendered, so screen readers announce each change of rating.
 */
export function PasswordStrength({ password, email }: IPasswordStrengthProps) {
  const hint = rateStrength(password, email);
  return (
    <>
      At least 8 characters; common passwords and ones containing your email are refused.{' '}
      <span className={styles['password-strength']} aria-live="polite">
        {hint ? (
          <span
            className={`${styles['password-strength__rating']} ${styles[`password-strength__rating--${hint.strength}`]}`}
          >
            <span className={styles['password-strength__bar']} aria-hidden="true" />
            Strength: {hint.strength}, {hint.reason}
          </span>
        ) : null}
      </span>
    </>
  );
}
