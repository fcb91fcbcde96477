import { Button } from '../../../components/ui/button.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './eshop.module.css';

/** A catalogue row's Upravit and Smazat, each labelled with the row's name for screen readers (`{testId}-edit`, `{testId}-delete`). */
export function RowActions({ name, onEdit, onDelete, testId }: { name: string; onEdit: () => void; onDelete: () => void; testId: string }) {
  const { t } = useI18n();
  return (
    <div className={styles.actions}>
      <Button
        variant="ghost"
        size="small"
        onClick={onEdit}
        aria-label={t('admin.eshop.editLabel', { name })}
        data-testid={`${testId}-edit`}
      >
        {t('admin.eshop.edit')}
      </Button>
      <Button
        variant="danger"
        size="small"
        onClick={onDelete}
        aria-label={t('admin.eshop.deleteLabel', { name })}
        data-testid={`${testId}-delete`}
      >
        {t('admin.eshop.delete')}
      </Button>
    </div>
  );
}
