import './ui.css';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../hooks/use-modal-dialog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Icon } from '../page-icon.js';
import '../../i18n/cs-ui.js';

/**
 * A modal <dialog> of the admin mail screens: focus is trapped by the browser, the page behind is inert,
 * Escape and the close button call onClose (unless `locked`, e.g. while sending).
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  messages,
  size = 'medium',
  locked = false,
  testId,
  describedBy,
  alert = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** live regions shown between the scrolling body and the footer, so that they are always in view */
  messages?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  locked?: boolean;
  testId?: string;
  describedBy?: string;
  /** a question that interrupts (role=alertdialog), which a click outside it also dismisses (unless `locked`) */
  alert?: boolean;
}) {
  const { t } = useI18n();
  const ref = useModalDialog();
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={`ui-modal ui-modal--${size}`}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!locked) onClose();
      }}
      onClick={
        alert
          ? (event) => {
              if (event.target === event.currentTarget && !locked) onClose();
            }
          : undefined
      }
      data-testid={testId}
    >
      <div className="ui-modal-head">
        <h2 id={titleId} className="ui-modal-title">
          {title}
        </h2>
        <button
          type="button"
          className="ui-icon-button"
          aria-label={t('ui.close')}
          onClick={onClose}
          disabled={locked}
          data-testid={testId ? `${testId}-close` : undefined}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      <div className="ui-modal-body">{children}</div>
      {messages && <div className="ui-modal-status">{messages}</div>}
      {footer && <div className="ui-modal-foot">{footer}</div>}
    </dialog>
  );
}
