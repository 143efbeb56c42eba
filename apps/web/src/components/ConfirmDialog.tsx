import { useId, useRef, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog';
import dialogCss from '#/styles/dialog.module.css';

interface IConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The harmless choice's label; "Cancel" unless that would be confusing ("Cancel order?" -> "Keep order"). */
  cancelLabel?: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question built on the native <dialog>: the browser traps focus inside, makes the rest of the page inert
 * and closes it on Escape. Focus starts on Cancel (the harmless choice) and goes back to whatever opened it.
 */
export function ConfirmDialog(props: IConfirmDialogProps) {
  const {
    open,
    title,
    children,
    confirmLabel,
    cancelLabel,
    busyLabel,
    busy,
    destructive,
    onConfirm,
    onCancel,
  } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  return (
    <ModalDialog
      open={open}
      busy={busy}
      onCancel={onCancel}
      titleId={titleId}
      bodyId={bodyId}
      focusStart={() => cancelRef.current?.focus()}
    >
      <div className={dialogCss.dialog__panel}>
        <h2 id={titleId} className={dialogCss.dialog__title}>
          {title}
        </h2>
        <div id={bodyId} className={dialogCss.dialog__body}>
          {children}
        </div>
        <div className={dialogCss.dialog__actions}>
          <button
            ref={cancelRef}
            type="button"
            className="button button--ghost"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel ?? 'Cancel'}
          </button>
          <button
            type="button"
            className={destructive ? 'button button--danger' : 'button'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
