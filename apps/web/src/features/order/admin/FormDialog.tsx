import { useId, type FormEvent, type ReactNode } from 'react';
import { ModalDialog } from '#/components/ModalDialog';
import dialogCss from '#/styles/dialog.module.css';

interface IFormDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * A modal form on the native <dialog> (like ConfirmDialog): the browser traps focus and makes the page inert,
 * Escape and the backdrop close it, Enter submits. Focus starts in the first field and returns to the opener.
 */
export function FormDialog(props: IFormDialogProps) {
  const { open, title, children, submitLabel, busyLabel, busy, destructive, onSubmit, onCancel } = props;
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <ModalDialog
      open={open}
      busy={busy}
      onCancel={onCancel}
      titleId={titleId}
      focusStart={(dialog) => dialog.querySelector<HTMLElement>('input, select, textarea, button')?.focus()}
    >
      <form className={dialogCss.dialog__panel} onSubmit={submit} noValidate>
        <h2 id={titleId} className={dialogCss.dialog__title}>
          {title}
        </h2>
        <div className={dialogCss.dialog__body}>{children}</div>
        <div className={dialogCss.dialog__actions}>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Back
          </button>
          <button
            type="submit"
            className={destructive ? 'button button--danger' : 'button'}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
