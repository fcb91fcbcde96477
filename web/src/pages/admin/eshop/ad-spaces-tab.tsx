import { useState } from 'react';
import { deleteOutdoorSpace, type OutdoorSpaceDto } from '../../../api/admin-outdoor.js';
import { Badge } from '../../../components/ui/badge.js';
import { useNotices } from '../../../components/ui/notices.js';
import { useItemDialog } from '../../../components/ui/use-item-dialog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { useDebounced } from '../common/use-debounced.js';
import { AdSpaceFormModal } from './ad-space-form-modal.js';
import { CatalogSearch, CatalogTab, deleteFailed, usePaging } from './catalog-tab.js';
import { money, spaceStatusTone } from './eshop-rules.js';
import { eshopKeys, useAdminOutdoorSpaces, useEshopChanged } from './queries.js';
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
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 400);
  const { page, setPage, resetting } = usePaging();
  const list = useAdminOutdoorSpaces(q, page);
  const changed = useEshopChanged();
  const notices = useNotices();
  const dialogs = useItemDialog<OutdoorSpaceDto>();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;

  const remove = (space: OutdoorSpaceDto) =>
    dialogs.confirm(async () => {
      await deleteOutdoorSpace(space.id);
      changed(eshopKeys.spaces);
      notices.success(t('admin.eshop.space.deleted', { name: space.location }));
    }, deleteFailed(t));

  return (
    <CatalogTab
      area="space"
      testId="eshop-spaces"
      filters={<CatalogSearch area="space" value={typed} onChange={resetting(setTyped)} />}
      notices={notices}
      list={list}
      count={({ spaces, total }) => ({ total, shown: spaces.length })}
      filtered={Boolean(q)}
      columns={COLUMNS.map((column) => t(`admin.eshop.space.col.${column}`))}
      paging={{ page, pages, onChange: setPage }}
      rows={({ spaces }) =>
        spaces.map((space) => (
          <tr key={space.id} data-testid="eshop-space-row" data-space-id={space.id}>
            <th scope="row">
              <span data-testid="eshop-space-location">{space.location}</span>
              <span className={styles.sub}>
                {[space.type, space.city, space.country_code].join(' · ')}
                {space.is_demo && ` · ${t('admin.eshop.demo')}`}
              </span>
            </th>
            <td>{space.size}</td>
            <td className={styles.number}>{t('admin.eshop.space.perMonth', { price: money(space.price_per_month, space.currency) })}</td>
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
              <RowActions name={space.location} item={space} dialogs={dialogs} testId="eshop-space" />
            </td>
          </tr>
        ))
      }
      dialogs={dialogs}
      form={(space) => (
        <AdSpaceFormModal
          space={space}
          onClose={dialogs.done}
          onSaved={(message) => {
            dialogs.done();
            notices.success(message);
          }}
        />
      )}
      remove={{ name: (space) => space.location, run: remove }}
    />
  );
}
