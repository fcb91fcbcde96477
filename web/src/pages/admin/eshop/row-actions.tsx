import { Button } from '../../../components/ui/button.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import type { CatalogDialogs } from './catalog-tab.js';
import styles from './eshop.module.css';

/**
 * A catalogue row's Upravit and Smazat (they open the item's form and the confirmation of its removal),
 * each labelled with the row's name for screen readers (`{testId}-edit`, `{testId}-delete`).
 */
export function RowActions<Item>({
  name,
  item,
  dialogs,
  testId,
}: {
  name: string;
  item: Item;
  dialogs: CatalogDialogs<Item>;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.actions}>
      {(['edit', 'delete'] as const).map((action) => (
        <Button
          key={action}
          variant={action === 'edit' ? 'ghost' : 'danger'}
          size="small"
          onClick={() => dialogs.open(action === 'edit' ? { kind: 'edit', item } : { kind: 'confirm', item })}
          aria-label={t(`admin.eshop.${action}Label`, { name })}
          data-testid={`${testId}-${action}`}
        >
          {t(`admin.eshop.${action}`)}
        </Button>
      ))}
    </div>
  );
}
