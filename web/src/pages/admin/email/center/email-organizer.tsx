import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assignLabel, folderOfEmail, labelsOfEmail, moveToFolder, unassignLabel, type EmailRefDto } from '../../../../api/email-center.js';
import { useAuth } from '../../../../app/auth-context.js';
import { SelectField } from '../../../../components/form/select-field.js';
import { errorMessage } from '../../../../components/ui/errors.js';
import { useApiQuery } from '../../../../hooks/use-api-query.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { inboxKeys } from '../inbox-queries.js';
import { folderTree } from './center-rules.js';
import { centerKeys, useCenterChanged, useFolders, useLabels } from './queries.js';
import styles from './center.module.css';

/**
 * An opened e-mail's labels (the assign mode: every label as a toggle) and its folder (moving it in
 * or back to the main folder). The operator's mail only: nothing for another role.
 */
export function EmailOrganizer({ email }: { email: EmailRefDto }) {
  const { user } = useAuth();
  if (user?.role !== 'admin') return null;
  return <Organizer email={email} />;
}

function Organizer({ email }: { email: EmailRefDto }) {
  const { t } = useI18n();
  const labels = useLabels();
  const folders = useFolders();
  const assigned = useApiQuery(centerKeys.emailLabels(email.email_type, email.email_id), (signal) => labelsOfEmail(email, signal));
  const folder = useApiQuery(centerKeys.emailFolder(email.email_type, email.email_id), (signal) => folderOfEmail(email, signal));
  const changed = useCenterChanged();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const ids = new Set(assigned.data?.label_ids ?? []);
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      changed();
      // a list filtered by a label or a folder changes with them
      void client.invalidateQueries({ queryKey: inboxKeys.lists });
    } catch (e) {
      setError(errorMessage(e, t));
    }
  };
  const list = labels.data?.labels ?? [];
  return (
    <div className={styles.organizer} data-testid="email-organizer">
      <div>
        <h4 id={`labels-of-${email.email_id}`}>{t('admin.center.labels.assign')}</h4>
        {labels.data && list.length === 0 ? (
          <p className={styles.meta}>{t('admin.center.labels.assignEmpty')}</p>
        ) : (
          <ul className={styles.chips} aria-labelledby={`labels-of-${email.email_id}`} data-testid="email-labels">
            {list.map((label) => (
              <li key={label.id}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={ids.has(label.id)}
                  disabled={!assigned.data}
                  onClick={() => void act(() => (ids.has(label.id) ? unassignLabel(label.id, email) : assignLabel(label.id, email)))}
                  data-testid="email-label-toggle"
                >
                  <span className={styles.dot} style={{ background: label.color }} aria-hidden="true" />
                  {label.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {folders.data && folders.data.folders.length > 0 && folder.data && (
        <SelectField
          label={t('admin.center.folders.move')}
          name="email-folder"
          value={folder.data.folder_id === null ? '' : String(folder.data.folder_id)}
          placeholder={t('admin.center.folders.main')}
          options={folderTree(folders.data.folders).map(({ folder: f, depth }) => ({
            value: String(f.id),
            label: `${'\u00a0\u00a0'.repeat(depth)}${f.name}`,
          }))}
          onChange={(value) => void act(() => moveToFolder(email, value ? Number(value) : null))}
          testId="email-folder"
        />
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
