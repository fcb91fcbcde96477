import { z } from 'zod';
import { webProjectUpdateRequest } from '../../../../../src/contract/web-projects.js';
import { updateWebProject, type WebProjectDto, type WebProjectUpdateRequest } from '../../../api/web-projects.js';
import { FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormFieldList } from '../common/form-dialog.js';
import { editStatusChoices, priceValue, shownStatus } from './web-project-rules.js';
import styles from './web-projects.module.css';

interface EditValues {
  status: string;
  estimated_price: string;
  hosting_price: string;
  notes: string;
}

const schema = z.preprocess((value) => {
  const v = value as EditValues;
  return {
    status: v.status,
    estimated_price: priceValue(v.estimated_price),
    hosting_price: priceValue(v.hosting_price),
    notes: v.notes.trim() ? v.notes.trim() : null,
  };
}, webProjectUpdateRequest);

/**
 * A row in edit mode (inline): status (pending, in_progress, completed, cancelled), value, hosting a
 * month and notes, with Uložit and Zrušit. Saved: 'Projekt byl úspěšně aktualizován'; refused: 'Chyba při
 * aktualizaci projektu' with the server's field messages on the fields.
 */
export function WebProjectEditRow({
  project,
  onSaved,
  onCancel,
}: {
  project: WebProjectDto;
  onSaved: (project: WebProjectDto, message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { control, submit, busy, message } = useContractForm<EditValues, WebProjectUpdateRequest>({
    schema: schema as never,
    defaultValues: {
      status: shownStatus(project.status),
      estimated_price: String(project.estimated_price),
      hosting_price: String(project.hosting_price),
      notes: project.notes ?? '',
    },
    send: async (request) => {
      const answer = await updateWebProject(project.id, request);
      onSaved(answer.project, t('admin.webProjects.updated'));
    },
    failure: () => t('admin.webProjects.updateFailed'),
  });
  const title = t('admin.webProjects.edit.title', { name: project.company_name });
  return (
    <tr data-testid="web-project-edit-row" data-project-id={project.id}>
      <th scope="row">
        <span className={styles.company}>{project.company_name}</span>
      </th>
      <td colSpan={6}>
        <form className={styles.inlineForm} noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
          <FormFieldList
            control={control}
            fields={[
              {
                as: 'select',
                name: 'status',
                label: t('admin.webProjects.edit.status'),
                placeholder: t('admin.webProjects.none'),
                options: editStatusChoices(project.status).map((value) => ({
                  value,
                  label: t(`admin.webProjects.status.${shownStatus(value)}`),
                })),
                testId: 'web-project-edit-status',
              },
              { name: 'estimated_price', label: t('admin.webProjects.edit.value'), inputMode: 'numeric', testId: 'web-project-edit-value' },
              {
                name: 'hosting_price',
                label: t('admin.webProjects.edit.hosting'),
                inputMode: 'numeric',
                testId: 'web-project-edit-hosting',
              },
            ]}
          />
          <div className={styles.notesField}>
            <FormTextField
              control={control}
              name="notes"
              label={t('admin.webProjects.edit.notes')}
              multiline
              testId="web-project-edit-notes"
            />
          </div>
          <div className={styles.inlineActions}>
            <div role="alert">
              {message && (
                <p className="ui-inline-error" data-testid="web-project-edit-error">
                  {message}
                </p>
              )}
            </div>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={onCancel}
              disabled={busy}
              data-testid="web-project-edit-cancel"
            >
              {t('admin.webProjects.edit.cancel')}
            </button>
            <button type="submit" className="button button--primary button--small" disabled={busy} data-testid="web-project-edit-save">
              {busy ? t('admin.webProjects.edit.saving') : t('admin.webProjects.edit.save')}
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}
