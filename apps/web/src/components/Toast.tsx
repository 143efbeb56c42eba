import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './Toast.module.css';

type TTone = 'success' | 'error';

interface IToast {
  id: number;
  message: string;
  tone: TTone;
}

interface IToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
}

const ToastContext = createContext<IToastApi | null>(null);

/** Success notices leave on their own; errors stay until dismissed so nobody misses them. */
const SUCCESS_MS = 5000;

/**
 * Short notices that survive navigation ("Room saved" shows on the list the form navigated to). The region is
 * always in the page and live, so screen readers announce each notice as it is added.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<IToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);

  const push = useCallback(
    (tone: TTone, message: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-3), { id, message, tone }]);
      if (tone === 'success') setTimeout(() => dismiss(id), SUCCESS_MS);
    },
    [dismiss],
  );

  const api = useMemo<IToastApi>(
    () => ({ success: (m) => push('success', m), error: (m) => push('error', m) }),
    [push],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.toasts} role="status" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${styles[`toast--${toast.tone}`]}`}>
            <Icon name={toast.tone === 'success' ? 'check' : 'alert'} size={18} />
            <p className={styles.toast__message}>{toast.message}</p>
            <button
              type="button"
              className={styles.toast__close}
              onClick={() => dismiss(toast.id)}
              aria-label="Dismiss notification"
            >
              <Icon name="close" size={16} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): IToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
