import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';

/** What a control needs to be tied to its label, hint and error message. */
export interface IControlProps {
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
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
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
        <p id={hintId} className="field__hint">
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
    <div className="form-alert-slot" aria-live="assertive">
      {message ? (
        <p className="form-alert" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
