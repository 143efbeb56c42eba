import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import styles from './FormField.module.css';
import fieldCss from '#/styles/field.module.css';
import formAlertCss from '#/styles/form-alert.module.css';

/** What a control needs to be tied to its label, hint and error message. */
interface IControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string;
}

interface IFormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered beside the label, e.g. a "checking…" indicator. */
  status?: ReactNode;
  children: (control: IControlProps) => ReactNode;
}

/** A labelled form control with its hint and error, wired up for screen readers. */
export function FormField({ label, error, hint, status, children }: IFormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? `${fieldCss.field} ${fieldCss['field--invalid']}` : fieldCss.field}>
      <div className={fieldCss['field__label-row']}>
        <label htmlFor={id} className={fieldCss.field__label}>
          {label}
        </label>
        {status}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': hint ? `${hintId} ${errorId}` : errorId,
      })}
      {hint ? (
        <p id={hintId} className={fieldCss.field__hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A form-wide message (e.g. "wrong email or password"), announced as soon as it appears. */
export function FormAlert({ message }: { message?: string | null | undefined }) {
  return (
    <div className={styles['form-alert-slot']} aria-live="assertive">
      {message ? (
        <p className={formAlertCss['form-alert']} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
