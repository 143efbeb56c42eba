import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import dialogCss from '#/styles/dialog.module.css';

interface IModalDialogProps {
  open: boolean;
  /** While an action runs, Escape and the backdrop do not close it. */
  busy?: boolean | undefined;
  onCancel: () => void;
  titleId: string;
  bodyId?: string | undefined;
  /** Where focus starts once it is open (the harmless choice, the first field). */
  focusStart: (dialog: HTMLDialogElement) => void;
  /** The panel, drawn only while open. */
  children: ReactNode;
}

/**
 * The native <dialog> as a modal: the browser traps focus inside, makes the rest of the page inert and closes it
 * on Escape; a click on the backdrop closes it too. Focus goes back to whatever opened it. ConfirmDialog and the
 * order screen's FormDialog are built on it.
 */
export function ModalDialog({
  open,
  busy,
  onCancel,
  titleId,
  bodyId,
  focusStart,
  children,
}: IModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read when the dialog opens, not a reason to open it again.
  const startFocus = useEffectEvent(focusStart);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    startFocus(dialog);
    return () => {
      dialog.close();
      // The opener may have been removed meanwhile (a deleted table row): then focus goes to the page's content.
      if (opener?.isConnected) opener.focus();
      else document.getElementById('main')?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={dialogCss.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: let React state close it, so the dialog never disagrees with `open`.
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === dialogRef.current && !busy) onCancel();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
