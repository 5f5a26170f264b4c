import { Spinner } from '../spinner/spinner.tsx';
import type { ToastVariant } from './toast.tsx';

/** The variant's sign beside the text: decoration only, the title carries the meaning. */
export function ToastIcon({ variant }: { variant: ToastVariant }) {
  if (variant === 'loading') return <Spinner size="small" />;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10" />
      {variant === 'success' ? <path d="M7.5 12.5l3 3 6-6" /> : <path d="M12 7v6M12 17h.01" />}
    </svg>
  );
}
