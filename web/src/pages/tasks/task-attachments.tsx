import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { deleteAttachment, downloadAttachment, uploadAttachment } from '../../api/tasks.js';
import { errorMessage } from '../../components/ui/errors.js';
import { TrashButton } from './trash-button.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useSiteSettings } from '../../app/site-settings.js';
import { acceptOf, attachmentProblem, formatSize, REJECTED_VISIBLE_MS, type RejectedFile } from '../admin/email/attachments.js';
import type { DetailPartProps } from './task-detail-modal.js';
import { formatStamp } from './task-rules.js';
import styles from './tasks.module.css';

/**
 * Přílohy: the stored files (download, delete) and 'Nahrát přílohu'. A file over 10 MB or of a type not
 * on the server's allow-list is refused before it is sent (the e-mail attachments' rules, listed 5 s); the server's refusal
 * (413, 400) is shown with the file's name.
 */
export function TaskAttachments({ scope, task, saved }: DetailPartProps) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const types = useSiteSettings()?.attachmentTypes;
  // each file is sent on its own: one refused shows its name and message, the next ones are still sent
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        try {
          saved((await uploadAttachment(scope, task.id, file)).task);
        } catch (error) {
          setFailure(t('tasks.attachments.failed', { name: file.name, message: errorMessage(error, t) }));
        }
      }
    },
  });
  const removal = useMutation({
    mutationFn: (attachmentId: number) => deleteAttachment(scope, task.id, attachmentId),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => saved(answer.task),
    onError: (error) => setFailure(errorMessage(error, t)),
  });
  const busy = upload.isPending || removal.isPending;

  useEffect(() => {
    if (rejected.length === 0) return;
    const timer = window.setTimeout(() => setRejected([]), REJECTED_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [rejected]);

  const pick = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (!files.length) return;
    setFailure(null);
    const refused: RejectedFile[] = [];
    const accepted = files.filter((file) => {
      const problem = attachmentProblem(file, t, types);
      if (problem) refused.push({ name: file.name, message: problem });
      return !problem;
    });
    setRejected(refused);
    if (accepted.length) upload.mutate(accepted);
  };
  const download = (attachmentId: number, filename: string) =>
    downloadAttachment(scope, task.id, attachmentId, filename).catch((error: unknown) => setFailure(errorMessage(error, t)));

  return (
    <section className={styles.detailSection} aria-labelledby={`${id}-title`} aria-busy={busy} data-testid="task-attachments">
      <h3 id={`${id}-title`} className={styles.detailTitle}>
        {t('tasks.attachments')}
      </h3>
      {task.attachments.length === 0 ? (
        <p className="ui-muted">{t('tasks.attachments.empty')}</p>
      ) : (
        <ul className={styles.files}>
          {task.attachments.map((file) => (
            <li key={file.id} data-testid="task-attachment">
              <button
                type="button"
                className={styles.fileLink}
                onClick={() => void download(file.id, file.filename)}
                aria-label={t('tasks.attachments.download', { name: file.filename })}
              >
                {file.filename}
              </button>
              <span className="ui-muted">
                {formatSize(file.size)} · {file.uploaded_by_name} · {formatStamp(file.created_at)}
              </span>
              <TrashButton
                label={t('tasks.attachments.delete', { name: file.filename })}
                disabled={busy}
                onClick={() => removal.mutate(file.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className={`button button--ghost button--small${busy ? ' is-disabled' : ''}`}>
        {busy ? t('tasks.attachments.uploading') : t('tasks.attachments.add')}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        multiple
        accept={acceptOf(types)}
        disabled={busy}
        className="visually-hidden"
        aria-describedby={`${id}-hint`}
        onChange={(event) => pick(event.target.files)}
        data-testid="task-attachment-input"
      />
      <p id={`${id}-hint`} className="ui-hint">
        {types ? t('tasks.attachments.hint', { types: types.join(', ') }) : t('tasks.attachments.size')}
      </p>
      <div role="alert">
        {rejected.length > 0 && (
          <div data-testid="task-attachment-rejected">
            <p>{t('tasks.attachments.rejected')}</p>
            <ul>
              {rejected.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <strong>{file.name}</strong>: {file.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {failure && (
          <p className="field-error" data-testid="task-attachment-error">
            {failure}
          </p>
        )}
      </div>
    </section>
  );
}
