import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../hooks/use-modal-dialog.js';
import { SALON_TEXTS as T } from './texts.js';
import { Icon } from '../../components/icon.js';

/** A modal <dialog>: the browser traps focus and makes the page inert; Escape and × call onClose unless `locked`. */
export function SalonModal({
  title,
  onClose,
  children,
  locked = false,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  locked?: boolean;
  testId?: string;
}) {
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="salon-modal"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!locked) onClose();
      }}
    >
      <div className="salon-modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="salon-icon-button" aria-label={T.close} onClick={onClose} disabled={locked}>
          <Icon name="close" size={18} />
        </button>
      </div>
      <div className="salon-modal-body">{children}</div>
    </dialog>
  );
}
