import { useEffect, useId, useRef, useState } from 'react';
import { acceptOf, checkAttachments, formatSize, REJECTED_VISIBLE_MS, type RejectedFile } from './attachments.js';
import { useSiteSettings } from '../../../app/site-settings.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { Icon } from '../../../components/back-office-icon.js';
import styles from './mail-client.module.css';

/**
 * Attachments of compose (and of a scheduled e-mail): valid files are added, rejected ones are listed
 * (name and reason) for 5 s. `stored`: files the e-mail already holds on the server, listed above the new
 * ones and counted against the limit.
 */
export function AttachmentPicker({
  files,
  onChange,
  disabled,
  stored = [],
  onRemoveStored,
  testIdPrefix = 'compose',
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled: boolean;
  stored?: ReadonlyArray<{ id: number; filename: string; size: number }>;
  onRemoveStored?: (id: number) => void;
  testIdPrefix?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const types = useSiteSettings()?.attachmentTypes;

  useEffect(() => {
    if (rejected.length === 0) return;
    const timer = window.setTimeout(() => setRejected([]), REJECTED_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [rejected]);

  const pick = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (picked.length === 0) return;
    const { accepted, rejected: refused } = checkAttachments(picked, stored.length + files.length, t, types);
    if (accepted.length) onChange([...files, ...accepted]);
    setRejected(refused);
  };

  return (
    <fieldset className={styles.attachments} disabled={disabled}>
      <legend>{t('admin.email.compose.attachments')}</legend>
      <label htmlFor={id} className={`button button--ghost button--small ${styles.attachButton}`}>
        {t('admin.email.compose.addAttachments')}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        multiple
        accept={acceptOf(types)}
        className="visually-hidden"
        aria-describedby={`${id}-hint`}
        onChange={(event) => pick(event.target.files)}
        data-testid={`${testIdPrefix}-files`}
      />
      <p id={`${id}-hint`} className="ui-hint">
        {types ? t('admin.email.compose.attachmentsHint', { types: types.join(', ') }) : t('admin.email.compose.attachmentsSize')}
      </p>
      {stored.length + files.length > 0 && (
        <ul className={styles.fileList} data-testid={`${testIdPrefix}-file-list`}>
          {stored.map((file) => (
            <li key={`stored-${file.id}`}>
              <span>{file.filename}</span>
              <span className="ui-muted">{formatSize(file.size)}</span>
              <button
                type="button"
                className="ui-icon-button"
                aria-label={t('admin.email.compose.removeAttachment', { name: file.filename })}
                onClick={() => onRemoveStored?.(file.id)}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <span className="ui-muted">{formatSize(file.size)}</span>
              <button
                type="button"
                className="ui-icon-button"
                aria-label={t('admin.email.compose.removeAttachment', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div role="alert">
        {rejected.length > 0 && (
          <div className={styles.rejected} data-testid={`${testIdPrefix}-rejected`}>
            <p>{t('admin.email.compose.rejected')}</p>
            <ul>
              {rejected.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <strong>{file.name}</strong>: {file.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </fieldset>
  );
}
