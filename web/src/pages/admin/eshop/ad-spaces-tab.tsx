import { useId, useState } from 'react';
import { deleteOutdoorSpace, type OutdoorSpaceDto } from '../../../api/admin-outdoor.js';
import { Pagination } from '../../../components/pagination.js';
import { Badge } from '../../../components/ui/badge.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { serverMessageOr } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { ResourceStates } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useItemDialog } from '../../../components/ui/use-item-dialog.js';
import { Button } from '../../../components/ui/button.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { AdSpaceFormModal } from './ad-space-form-modal.js';
import { money, spaceStatusTone } from './eshop-rules.js';
import { eshopKeys, useAdminOutdoorSpaces, useEshopChanged } from './queries.js';
import { useDebounced } from './use-debounced.js';
import { RowActions } from './row-actions.js';
import styles from './eshop.module.css';

const COLUMNS = ['space', 'size', 'price', 'visibility', 'status', 'occupancy', 'actions'] as const;

/**
 * E-shop › Reklamní plochy: the outdoor ad spaces of every edition (search by city or location), 'Přidat
 * plochu', Upravit, Smazat after a confirmation (a space with contracts is refused: set it to
 * maintenance instead; the server's message says so).
 */
export function AdSpacesTab() {
  const { t } = useI18n();
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const [page, setPage] = useState(1);
  const list = useAdminOutdoorSpaces(q, page);
  const changed = useEshopChanged();
  const notices = useNotices();
  const dialogs = useItemDialog<OutdoorSpaceDto>();
  const { dialog } = dialogs;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;

  const remove = (space: OutdoorSpaceDto) =>
    dialogs.confirm(
      async () => {
        await deleteOutdoorSpace(space.id);
        changed(eshopKeys.spaces);
        notices.success(t('admin.eshop.space.deleted', { name: space.location }));
      },
      (error) => t('admin.eshop.deleteFailed', { message: serverMessageOr(error, t('ui.unknownError')) }),
    );

  return (
    <div className={styles.tab} data-testid="eshop-spaces">
      <div className={styles.toolbar}>
        <form className={styles.filters} role="search" aria-label={t('admin.eshop.space.filters')} onSubmit={(e) => e.preventDefault()}>
          <div className="field">
            <label htmlFor={`${id}-q`}>{t('admin.eshop.space.search')}</label>
            <input
              id={`${id}-q`}
              type="search"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setPage(1);
              }}
              data-testid="eshop-space-search"
            />
          </div>
        </form>
        <Button variant="primary" onClick={() => dialogs.open({ kind: 'create' })} data-testid="eshop-space-add">
          {t('admin.eshop.space.add')}
        </Button>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="eshop-space-notice" />
      <ResourceStates
        resource={list}
        isEmpty={(data) => data.spaces.length === 0}
        failed={{ fallback: t('admin.eshop.space.loadFailed'), testId: 'eshop-space-error' }}
        loading={t('admin.eshop.space.loading')}
        empty={{
          title: t('admin.eshop.space.empty'),
          hint: q ? t('admin.eshop.space.emptyFiltered') : t('admin.eshop.space.emptyHint'),
          testId: 'eshop-space-empty',
        }}
      >
        {({ spaces, total }) => (
          <>
            <Table
              caption={t('admin.eshop.space.caption')}
              columns={COLUMNS.map((column) => t(`admin.eshop.space.col.${column}`))}
              busy={list.status === 'loading'}
              testId="eshop-space-table"
            >
              {spaces.map((space) => (
                <tr key={space.id} data-testid="eshop-space-row" data-space-id={space.id}>
                  <th scope="row">
                    <span data-testid="eshop-space-location">{space.location}</span>
                    <span className={styles.sub}>
                      {[space.type, space.city, space.country_code].join(' · ')}
                      {space.is_demo && ` · ${t('admin.eshop.demo')}`}
                    </span>
                  </th>
                  <td>{space.size}</td>
                  <td className={styles.number}>
                    {t('admin.eshop.space.perMonth', { price: money(space.price_per_month, space.currency) })}
                  </td>
                  <td>{space.visibility || t('admin.eshop.none')}</td>
                  <td>
                    <Badge tone={spaceStatusTone(space.status)} data-testid="eshop-space-status" data-status={space.status}>
                      {t(`admin.eshop.space.status.${space.status}`)}
                    </Badge>
                    {space.booked.length > 0 && (
                      <span className={styles.sub}>{t('admin.eshop.space.booked', { count: space.booked.length })}</span>
                    )}
                  </td>
                  <td className={styles.number}>{space.occupancy} %</td>
                  <td>
                    <RowActions
                      name={space.location}
                      onEdit={() => dialogs.open({ kind: 'edit', item: space })}
                      onDelete={() => dialogs.open({ kind: 'confirm', item: space })}
                      testId="eshop-space"
                    />
                  </td>
                </tr>
              ))}
            </Table>
            <p className="ui-list-footer" data-testid="eshop-space-footer">
              {t('admin.eshop.footer', { total, shown: spaces.length })}
            </p>
            <Pagination page={page} pages={pages} onChange={setPage} testId="eshop-space-pagination" />
          </>
        )}
      </ResourceStates>
      {(dialog?.kind === 'edit' || dialog?.kind === 'create') && (
        <AdSpaceFormModal
          space={dialog.kind === 'edit' ? dialog.item : null}
          onClose={dialogs.done}
          onSaved={(message) => {
            dialogs.done();
            notices.success(message);
          }}
        />
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog
          title={t('admin.eshop.space.deleteTitle')}
          message={t('admin.eshop.space.deleteMessage', { name: dialog.item.location })}
          detail={t('admin.eshop.space.deleteDetail')}
          busy={dialogs.busy}
          error={dialogs.error}
          onConfirm={() => void remove(dialog.item)}
          onCancel={dialogs.close}
          testId="eshop-space-confirm-delete"
        />
      )}
    </div>
  );
}
