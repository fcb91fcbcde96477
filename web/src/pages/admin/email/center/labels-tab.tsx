import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LABEL_COLORS, labelInput } from '../../../../../../src/contract/email-center.js';
import { createLabel, deleteLabel, updateLabel, type LabelDto, type LabelInput } from '../../../../api/email-center.js';
import { FormTextField } from '../../../../components/form/form-fields.js';
import { useContractForm } from '../../../../components/form/use-contract-form.js';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../../../components/ui/errors.js';
import { FormActions } from '../../../../components/ui/form-actions.js';
import { ResourceStates } from '../../../../components/ui/states.js';
import { Button } from '../../../../components/ui/button.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { ColorSwatches } from './color-swatches.js';
import { NameColorEdit } from './name-color-edit.js';
import { useCenterChanged, useLabels } from './queries.js';
import styles from './center.module.css';

type Values = { name: string; color: string; description: string };

function LabelCreateForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useI18n();
  const { form, control, submit, busy, message } = useContractForm<Values, LabelInput>({
    schema: labelInput as never,
    defaultValues: { name: '', color: LABEL_COLORS[0], description: '' },
    send: async (request) => {
      await createLabel(request);
      form.reset();
      onCreated();
    },
    failure: (error) => errorMessage(error, t, t('admin.center.labels.failed')),
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('admin.center.labels.create')} data-testid="label-form">
      <FormTextField control={control} name="name" label={t('admin.center.labels.name')} required maxLength={100} testId="label-name" />
      <ColorSwatches
        colors={LABEL_COLORS}
        value={form.watch('color')}
        onChange={(color) => form.setValue('color', color)}
        legend={t('admin.center.labels.color')}
        testId="label-color"
      />
      <FormTextField control={control} name="description" label={t('admin.center.labels.description')} testId="label-description" />
      <FormActions
        message={message}
        busy={busy}
        submitLabel={t('admin.center.labels.create')}
        busyLabel={t('admin.center.labels.creating')}
        submitTestId="label-submit"
      />
    </form>
  );
}

/** One label: its colour, name, count; inline edit of name and colour; delete after 'Opravdu smazat tento label?'. */
function LabelRow({ label, onChanged, onDelete }: { label: LabelDto; onChanged: () => void; onDelete: () => void }) {
  const { t, tp } = useI18n();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className={styles.form} data-testid="label-row">
        <NameColorEdit
          kind="label"
          colors={LABEL_COLORS}
          initial={{ name: label.name, color: label.color }}
          onSave={async ({ name, color }) => {
            await updateLabel(label.id, { name, color, description: label.description });
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className={styles.row} data-testid="label-row">
      <span className={styles.dot} style={{ background: label.color }} aria-hidden="true" />
      <span className={styles.rowName} data-testid="label-row-name">
        {label.name}
      </span>
      {label.description && <span className={styles.meta}>{label.description}</span>}
      <span className={styles.meta}>{tp('admin.center.emails', label.email_count)}</span>
      <Button
        size="small"
        onClick={() => setEditing(true)}
        aria-label={`${t('admin.center.labels.edit')} ${label.name}`}
        data-testid="label-edit"
      >
        {t('admin.center.labels.edit')}
      </Button>
      <Button
        variant="danger"
        size="small"
        onClick={onDelete}
        aria-label={`${t('admin.center.labels.delete')} ${label.name}`}
        data-testid="label-delete"
      >
        {t('admin.center.labels.delete')}
      </Button>
    </li>
  );
}

/** The labels tab (manage mode): list, create with colour swatches, inline edit, delete. */
export function LabelsTab() {
  const { t } = useI18n();
  const labels = useLabels();
  const changed = useCenterChanged();
  const [deleting, setDeleting] = useState<LabelDto | null>(null);
  const removal = useMutation({
    mutationFn: (label: LabelDto) => deleteLabel(label.id),
    onSuccess: () => {
      setDeleting(null);
      changed();
    },
  });
  const list = labels.data?.labels ?? [];
  const remove = () => {
    if (deleting) removal.mutate(deleting);
  };
  return (
    <section className={styles.section} aria-labelledby="labels-title" data-testid="labels-tab">
      <h3 id="labels-title">{t('admin.center.labels.title')}</h3>
      <LabelCreateForm onCreated={changed} />
      <ResourceStates
        resource={labels}
        isEmpty={() => list.length === 0}
        failed={{ fallback: t('admin.center.labels.loadFailed'), testId: 'labels-error' }}
        empty={{ title: t('admin.center.labels.empty'), testId: 'labels-empty' }}
      >
        {() => (
          <ul className={styles.list} data-testid="labels-list">
            {list.map((label) => (
              <LabelRow key={label.id} label={label} onChanged={changed} onDelete={() => setDeleting(label)} />
            ))}
          </ul>
        )}
      </ResourceStates>
      {deleting && (
        <ConfirmDialog
          title={t('admin.center.labels.deleteTitle')}
          message={t('admin.center.labels.deleteConfirm')}
          confirmLabel={t('admin.center.labels.delete')}
          busy={removal.isPending}
          error={removal.error && errorMessage(removal.error, t)}
          onConfirm={remove}
          onCancel={() => setDeleting(null)}
          testId="label-confirm"
        />
      )}
    </section>
  );
}
