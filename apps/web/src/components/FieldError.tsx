import fieldErrorCss from '#/styles/field-error.module.css';
/**
 * The message under a form field. The element is always rendered, even empty, because a live region must exist
 * before its text changes for screen readers to announce the change.
 */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <p id={id} className={fieldErrorCss['field-error']} aria-live="polite">
      {message}
    </p>
  );
}
