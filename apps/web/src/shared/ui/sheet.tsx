import '@/shared/ui/sheet.css';
import type { ReactNode } from 'react';

interface SheetProps {
  /** The id of the heading that names the sheet. */
  labelledBy: string;
  /** Escape, or the sheet's own close button, calls it. */
  onClose: () => void;
  /** A sheet rises from the bottom (a detail, a form over a list); a dialog stands centred. */
  kind?: 'sheet' | 'dialog';
  /** Escape closes this one only, not a sheet under it. */
  stopEscape?: boolean;
  className?: string;
  children: ReactNode;
}

/** A modal sheet or dialog over the page, named by its heading; Escape closes it. */
export function Sheet({
  labelledBy,
  onClose,
  kind = 'sheet',
  stopEscape,
  className,
  children,
}: SheetProps) {
  return (
    <div className={`vaga-${kind}`} role="presentation">
      <div
        className={className ? `vaga-${kind}__panel ${className}` : `vaga-${kind}__panel`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          if (stopEscape) event.stopPropagation();
          onClose();
        }}
      >
        {children}
      </div>
    </div>
  );
}
