import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { FOLDER_COLORS, folderInput } from '../../../../../../src/contract/email-center.js';
import { createFolder, deleteFolder, updateFolder, type FolderDto, type FolderInput } from '../../../../api/email-center.js';
import { FormSelectField, FormTextField } from '../../../../components/form/form-fields.js';
import { useContractForm } from '../../../../components/form/use-contract-form.js';
import { Icon } from '../../../../components/back-office-icon.js';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../../../components/ui/errors.js';
import { FormActions } from '../../../../components/ui/form-actions.js';
import { ResourceStates } from '../../../../components/ui/states.js';
import { Button } from '../../../../components/ui/button.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { ColorSwatches } from './color-swatches.js';
import { FOLDER_INDENT_PX, folderTree } from './center-rules.js';
import { NameColorEdit } from './name-color-edit.js';
import { useCenterChanged, useFolders } from './queries.js';
import styles from './center.module.css';

type Values = { name: string; color: string; description: string; parent_id: string };

/** The contract's folder with the parent as the select gives it: '' is the top level. */
const folderForm = folderInput.extend({
  parent_id: z
    .string()
    .optional()
    .transform((v) => (v ? Number(v) : null)),
});

/** Create: name, colour, description, and a parent among the top-level folders (or the top level). */
function FolderCreateForm({ folders, onCreated }: { folders: FolderDto[]; onCreated: () => void }) {
  const { t } = useI18n();
  const { form, control, submit, busy, message } = useContractForm<Values, FolderInput>({
    schema: folderForm as never,
    defaultValues: { name: '', color: FOLDER_COLORS[0], description: '', parent_id: '' },
    send: async (request) => {
      await createFolder(request);
      form.reset();
      onCreated();
    },
    failure: (error) => errorMessage(error, t, t('admin.center.folders.failed')),
  });
  const parents = folders.filter((f) => f.parent_id === null);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('admin.center.folders.create')} data-testid="folder-form">
      <FormTextField control={control} name="name" label={t('admin.center.folders.name')} required maxLength={100} testId="folder-name" />
      <ColorSwatches
        colors={FOLDER_COLORS}
        value={form.watch('color')}
        onChange={(color) => form.setValue('color', color)}
        legend={t('admin.center.folders.color')}
        testId="folder-color"
      />
      <FormSelectField
        control={control}
        name="parent_id"
        label={t('admin.center.folders.parent')}
        placeholder={t('admin.center.folders.topLevel')}
        options={parents.map((f) => ({ value: String(f.id), label: f.name }))}
        testId="folder-parent"
      />
      <FormTextField control={control} name="description" label={t('admin.center.folders.description')} testId="folder-description" />
      <FormActions
        message={message}
        busy={busy}
        submitLabel={t('admin.center.folders.create')}
        busyLabel={t('admin.center.folders.creating')}
        submitTestId="folder-submit"
      />
    </form>
  );
}

/** The folders tab (manage mode): the tree (expand, collapse, 16 px a level), create, inline edit, delete. */
export function FoldersTab() {
  const { t, tp } = useI18n();
  const folders = useFolders();
  const changed = useCenterChanged();
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<FolderDto | null>(null);
  const removal = useMutation({
    mutationFn: (folder: FolderDto) => deleteFolder(folder.id),
    onSuccess: () => {
      setDeleting(null);
      changed();
    },
  });
  const list = folders.data?.folders ?? [];

  const toggle = (id: number) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const remove = () => {
    if (deleting) removal.mutate(deleting);
  };

  return (
    <section className={styles.section} aria-labelledby="folders-title" data-testid="folders-tab">
      <h3 id="folders-title">{t('admin.center.folders.title')}</h3>
      <FolderCreateForm folders={list} onCreated={changed} />
      <ResourceStates
        resource={folders}
        isEmpty={() => list.length === 0}
        failed={{ fallback: t('admin.center.folders.loadFailed'), testId: 'folders-error' }}
        empty={{ title: t('admin.center.folders.empty'), testId: 'folders-empty' }}
      >
        {() => (
          <ul className={styles.list} data-testid="folders-tree">
            {folderTree(list, collapsed).map(({ folder, depth, hasChildren }) => (
              <li
                key={folder.id}
                className={editing === folder.id ? styles.form : styles.row}
                style={{ marginLeft: depth * FOLDER_INDENT_PX }}
                data-testid="folder-row"
                data-depth={depth}
              >
                {editing === folder.id ? (
                  <NameColorEdit
                    kind="folder"
                    colors={FOLDER_COLORS}
                    initial={{ name: folder.name, color: folder.color }}
                    onSave={async ({ name, color }) => {
                      await updateFolder(folder.id, { name, color, description: folder.description });
                      setEditing(null);
                      changed();
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    {hasChildren ? (
                      <button
                        type="button"
                        className={styles.toggle}
                        aria-expanded={!collapsed.has(folder.id)}
                        aria-label={t(collapsed.has(folder.id) ? 'admin.center.folders.expand' : 'admin.center.folders.collapse', {
                          name: folder.name,
                        })}
                        onClick={() => toggle(folder.id)}
                        data-testid="folder-toggle"
                      >
                        <Icon name={collapsed.has(folder.id) ? 'chevron' : 'chevronDown'} size={16} />
                      </button>
                    ) : (
                      <span className={styles.toggleSpacer} aria-hidden="true" />
                    )}
                    <span className={styles.dot} style={{ background: folder.color }} aria-hidden="true" />
                    <span className={styles.rowName} data-testid="folder-row-name">
                      {folder.name}
                    </span>
                    <span className={styles.meta}>{tp('admin.center.emails', folder.email_count)}</span>
                    <Button
                      size="small"
                      onClick={() => setEditing(folder.id)}
                      aria-label={`${t('admin.center.folders.edit')} ${folder.name}`}
                      data-testid="folder-edit"
                    >
                      {t('admin.center.folders.edit')}
                    </Button>
                    <Button
                      variant="danger"
                      size="small"
                      onClick={() => setDeleting(folder)}
                      aria-label={`${t('admin.center.folders.delete')} ${folder.name}`}
                      data-testid="folder-delete"
                    >
                      {t('admin.center.folders.delete')}
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </ResourceStates>
      {deleting && (
        <ConfirmDialog
          title={t('admin.center.folders.deleteTitle')}
          message={
            deleting.email_count > 0
              ? t('admin.center.folders.deleteWithEmails', { name: deleting.name, count: deleting.email_count })
              : t('admin.center.folders.deleteConfirm', { name: deleting.name })
          }
          confirmLabel={t('admin.center.folders.delete')}
          busy={removal.isPending}
          error={removal.error && errorMessage(removal.error, t)}
          onConfirm={remove}
          onCancel={() => setDeleting(null)}
          testId="folder-confirm"
        />
      )}
    </section>
  );
}
