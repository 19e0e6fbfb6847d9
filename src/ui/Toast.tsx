import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from './icons/Icon.js';

export type ToastTone = 'info' | 'success' | 'danger';

type ToastMessage = { id: number; message: string; tone: ToastTone };

export type ToastApi = {
  /** Shows a short message for a few seconds; screen readers hear it politely. */
  show: (message: string, options?: { tone?: ToastTone }) => void;
};

/** Long enough to read two lines (WCAG 2.2.1 allows dismissing earlier by hand). */
export const TOAST_DURATION_MS = 6000;

const ToastContext = createContext<ToastApi | null>(null);

const toneIcons = {
  info: 'info',
  success: 'circle-check',
  danger: 'triangle-alert',
} as const satisfies Record<ToastTone, IconName>;

/**
 * Where toasts appear: one polite live region for the whole app (it is in the page from the
 * start, so screen readers announce what is added to it).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show(message, options) {
        const id = nextId.current++;
        setToasts((current) => [...current, { id, message, tone: options?.tone ?? 'info' }]);
        setTimeout(() => dismiss(id), TOAST_DURATION_MS);
      },
    }),
    [dismiss],
  );
  return (
    <ToastContext value={api}>
      {children}
      <section className="toast-region" aria-label="Notifications">
        <div className="toast-list" role="status" aria-live="polite">
          {toasts.map((toast) => (
            <div key={toast.id} className={`toast toast--${toast.tone}`}>
              <Icon name={toneIcons[toast.tone]} className="toast__icon" />
              <span className="toast__message">{toast.message}</span>
              <button
                type="button"
                className="icon-button"
                aria-label="Dismiss notification"
                onClick={() => dismiss(toast.id)}
              >
                <Icon name="x" />
              </button>
            </div>
          ))}
        </div>
      </section>
    </ToastContext>
  );
}

/** Shows toasts; outside a ToastProvider (a test, a bare component) it does nothing. */
export function useToast(): ToastApi {
  return use(ToastContext) ?? silentToasts;
}

const silentToasts: ToastApi = { show: () => {} };
