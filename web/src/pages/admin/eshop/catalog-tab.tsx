import { useState, type ReactNode } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { Pagination } from '../../../components/pagination.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { serverMessageOr } from '../../../components/ui/errors.js';
import { NoticeArea, type useNotices } from '../../../components/ui/notices.js';
import { ResourceStates } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import type { useItemDialog } from '../../../components/ui/use-item-dialog.js';
import type { Resource } from '../../../hooks/use-api-query.js';
import { useI18n, type I18n } from '../../../i18n/i18n-context.js';
import styles from './eshop.module.css';

/** The E-shop's lists: their texts are `admin.eshop.{area}.*`, their test ids `eshop-{area}-*`. */
export type CatalogArea = 'space' | 'promo' | 'product' | 'order';
/** The lists with 'Přidat …' and Smazat (Objednávky has neither: it gives its own `action` and no `remove`). */
type EditableArea = Exclude<CatalogArea, 'order'>;

/** The dialogs of a catalogue's items (`useItemDialog`). */
export type CatalogDialogs<Item> = ReturnType<typeof useItemDialog<Item>>;

/** What a failed removal says: 'Smazání se nezdařilo' with the server's message. */
export const deleteFailed = (t: I18n['t']) => (error: unknown) =>
  t('admin.eshop.deleteFailed', { message: serverMessageOr(error, t('ui.unknownError')) });

/** A list's page, back to the first one whenever a filter changes (`resetting(setFilter)`). */
export function usePaging() {
  const [page, setPage] = useState(1);
  const resetting =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, resetting };
}

/** The search box of a catalogue's filters (`eshop-{area}-search`). */
export function CatalogSearch({
  area,
  value,
  onChange,
  placeholder,
}: {
  area: CatalogArea;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const { t } = useI18n();
  return (
    <TextField
      label={t(`admin.eshop.${area}.search`)}
      name="q"
      type="search"
      value={value}
      placeholder={placeholder}
      onChange={onChange}
      testId={`eshop-${area}-search`}
    />
  );
}

/**
 * One tab of the E-shop's catalogue: the filters (a search form) with the tab's action ('Přidat …', or
 * `action`), its notices, the list's states (load failed, loading, empty with a hint that names the filters
 * when some are set), the table of `rows`, 'Zobrazeno … z …' and the pages; below it the item's form
 * (`form`, for 'Přidat …' and Upravit) and the confirmation of Smazat (`remove`, closed when it succeeds).
 */
export function CatalogTab<Data, Item>({
  area,
  testId,
  filters,
  action,
  notices,
  list,
  count,
  filtered,
  columns,
  paging,
  rows,
  dialogs,
  form,
  remove,
  children,
}: {
  area: CatalogArea;
  testId: string;
  filters: ReactNode;
  /** the toolbar's button when it is not 'Přidat …' */
  action?: ReactNode;
  notices: ReturnType<typeof useNotices>;
  list: Resource<Data>;
  /** how many items the answer holds (`shown`) of how many match (`total`) */
  count: (data: Data) => { shown: number; total: number };
  filtered: boolean;
  /** the columns' headers */
  columns: readonly string[];
  paging?: { page: number; pages: number; onChange: (page: number) => void };
  rows: (data: Data) => ReactNode;
  dialogs?: CatalogDialogs<Item>;
  form?: (item: Item | null) => ReactNode;
  remove?: { name: (item: Item) => string; run: (item: Item) => Promise<void> };
  /** other dialogs of the tab */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const dialog = dialogs?.dialog;
  const editable = area as EditableArea;
  return (
    <div className={styles.tab} data-testid={testId}>
      <div className={styles.toolbar}>
        <form className={styles.filters} role="search" aria-label={t(`admin.eshop.${area}.filters`)} onSubmit={(e) => e.preventDefault()}>
          {filters}
        </form>
        {action ?? (
          <Button variant="primary" onClick={() => dialogs?.open({ kind: 'create' })} data-testid={`eshop-${area}-add`}>
            {t(`admin.eshop.${editable}.add`)}
          </Button>
        )}
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId={`eshop-${area}-notice`} />
      <ResourceStates
        resource={list}
        isEmpty={(data) => count(data).shown === 0}
        failed={{ fallback: t(`admin.eshop.${area}.loadFailed`), testId: `eshop-${area}-error` }}
        loading={t(`admin.eshop.${area}.loading`)}
        empty={{
          title: t(`admin.eshop.${area}.empty`),
          hint: filtered ? t(`admin.eshop.${area}.emptyFiltered`) : t(`admin.eshop.${area}.emptyHint`),
          testId: `eshop-${area}-empty`,
        }}
      >
        {(data) => (
          <>
            <Table
              caption={t(`admin.eshop.${area}.caption`)}
              columns={columns}
              busy={list.status === 'loading'}
              testId={`eshop-${area}-table`}
            >
              {rows(data)}
            </Table>
            <p className="ui-list-footer" data-testid={`eshop-${area}-footer`}>
              {t('admin.eshop.footer', count(data))}
            </p>
            {paging && <Pagination {...paging} testId={`eshop-${area}-pagination`} />}
          </>
        )}
      </ResourceStates>
      {form && (dialog?.kind === 'edit' || dialog?.kind === 'create') && form(dialog.kind === 'edit' ? dialog.item : null)}
      {remove && dialogs && dialog?.kind === 'confirm' && (
        <ConfirmDialog
          title={t(`admin.eshop.${editable}.deleteTitle`)}
          message={t(`admin.eshop.${editable}.deleteMessage`, { name: remove.name(dialog.item) })}
          detail={t(`admin.eshop.${editable}.deleteDetail`)}
          busy={dialogs.busy}
          error={dialogs.error}
          onConfirm={() => void remove.run(dialog.item)}
          onCancel={dialogs.close}
          testId={`eshop-${area}-confirm-delete`}
        />
      )}
      {children}
    </div>
  );
}
