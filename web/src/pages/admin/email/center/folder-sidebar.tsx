import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FOLDER_COLORS } from '../../../../../../src/contract/email-center.js';
import { createFolder } from '../../../../api/email-center.js';
import { TextField } from '../../../../components/form/text-field.js';
import { Button } from '../../../../components/ui/button.js';
import { errorMessage } from '../../../../components/ui/errors.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { FOLDER_INDENT_PX, folderTree } from './center-rules.js';
import { useCenterChanged, useFolders } from './queries.js';
import styles from './center.module.css';

/** The compact create form of the sidebar: the name only (the default colour, at the top level). */
function QuickFolderForm({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const changed = useCenterChanged();
  const [name, setName] = useState('');
  /** a blank name, refused before sending */
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (folderName: string) => createFolder({ name: folderName, color: FOLDER_COLORS[0] }),
    onMutate: () => setInvalid(null),
    onSuccess: () => {
      changed();
      onDone();
    },
  });
  const error = invalid ?? (create.error && errorMessage(create.error, t, t('admin.center.folders.failed')));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      create.reset();
      return setInvalid(t('admin.center.nameRequired'));
    }
    create.mutate(name);
  };
  return (
    <form className={styles.quickForm} onSubmit={submit} noValidate data-testid="folder-sidebar-form">
      <TextField
        label={t('admin.center.folders.quickName')}
        name="folder-quick-name"
        value={name}
        onChange={setName}
        error={error}
        required
        maxLength={100}
        testId="folder-sidebar-name"
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="small" disabled={create.isPending} data-testid="folder-sidebar-submit">
          {t('admin.center.folders.create')}
        </Button>
        <Button size="small" onClick={onDone}>
          {t('admin.center.folders.cancelEdit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The folders' sidebar mode: 'Všechny emaily', the tree (16 px a level) as toggle buttons, a small add
 * button opening a name-only create form. Choosing reports the folder's id, or null for all.
 */
export function FolderSidebar({ selected, onSelect }: { selected: number | null; onSelect: (id: number | null) => void }) {
  const { t } = useI18n();
  const folders = useFolders();
  const [adding, setAdding] = useState(false);
  const entry = (id: number | null, label: string, depth: number, color?: string) => (
    <li key={id ?? 'all'} style={{ paddingLeft: depth * FOLDER_INDENT_PX }}>
      <button
        type="button"
        className={styles.sideEntry}
        aria-pressed={selected === id}
        onClick={() => onSelect(id)}
        data-testid={id === null ? 'folder-sidebar-all' : 'folder-sidebar-entry'}
        data-depth={depth}
      >
        {color && <span className={styles.dot} style={{ background: color }} aria-hidden="true" />}
        {label}
      </button>
    </li>
  );
  return (
    <nav className={styles.sidebar} aria-labelledby="folder-sidebar-title" data-testid="folder-sidebar">
      <div className={styles.sideHead}>
        <h3 id="folder-sidebar-title">{t('admin.center.folders.title')}</h3>
        <button
          type="button"
          className="ui-icon-button"
          aria-label={t('admin.center.folders.add')}
          aria-expanded={adding}
          onClick={() => setAdding(!adding)}
          data-testid="folder-sidebar-add"
        >
          +
        </button>
      </div>
      {adding && <QuickFolderForm onDone={() => setAdding(false)} />}
      <ul className={styles.sideList}>
        {entry(null, t('admin.center.folders.all'), 0)}
        {folderTree(folders.data?.folders ?? []).map(({ folder, depth }) => entry(folder.id, folder.name, depth, folder.color))}
      </ul>
    </nav>
  );
}
