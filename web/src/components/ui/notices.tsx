import './ui.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import { Icon } from '../page-icon.js';
import '../../i18n/cs-ui.js';

export type NoticeKind = 'success' | 'error';
export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

/** Success messages hide themselves after this long; errors stay until dismissed or replaced. */
const SUCCESS_MS = 8000;

/** The messages of a screen (instead of window.alert): the newest one is shown. */
export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    setNotices((list) => list.filter((n) => n.id !== id));
    const timer = timers.current.get(id);
    if (timer !== undefined) window.clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (kind: NoticeKind, text: string) => {
      const id = next.current++;
      setNotices([{ id, kind, text }]);
      if (kind === 'success')
        timers.current.set(
          id,
          window.setTimeout(() => dismiss(id), SUCCESS_MS),
        );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return {
    notices,
    show,
    success: useCallback((t: string) => show('success', t), [show]),
    error: useCallback((t: string) => show('error', t), [show]),
    dismiss,
  };
}

/**
 * Two live regions that are always in the page (so that screen readers announce what appears in them):
 * polite for successes, assertive for errors.
 */
export function NoticeArea({
  notices,
  onDismiss,
  testId = 'mail-notice',
}: {
  notices: Notice[];
  onDismiss: (id: number) => void;
  testId?: string;
}) {
  const { t } = useI18n();
  const render = (kind: NoticeKind) =>
    notices
      .filter((n) => n.kind === kind)
      .map((n) => (
        <div key={n.id} className={`ui-notice ui-notice--${kind}`} data-testid={`${testId}-${kind}`}>
          <p>{n.text}</p>
          <button type="button" className="ui-icon-button" aria-label={t('ui.dismiss')} onClick={() => onDismiss(n.id)}>
            <Icon name="close" size={18} />
          </button>
        </div>
      ));
  return (
    <div className="ui-notices">
      <div role="status" aria-live="polite">
        {render('success')}
      </div>
      <div role="alert" aria-live="assertive">
        {render('error')}
      </div>
    </div>
  );
}
