import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteBranch, saveBranch, type BranchDto } from '../../../api/branches.js';
import { Button } from '../../../components/ui/button.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { ListStates } from '../common/list-states.js';
import { ItemActions, useItemEditor } from '../common/section-items.js';
import { money } from '../common/format.js';
import type { SectionProps } from '../section-props.js';
import styles from '../common/salon.module.css';
import { weekdayKey } from '../texts.js';
import { BranchForm } from './branch-form.js';
import { branchesQuery } from '../common/first-queries.js';
import { useBranchesChanged } from './queries.js';

/** The request that saves `branch` as it is, but for `is_active`. */
const withActive = (b: BranchDto, is_active: boolean) => ({
  name: b.name,
  address: b.address,
  postal_code: b.postal_code,
  city_id: b.city.id,
  phone: b.phone,
  latitude: b.latitude,
  longitude: b.longitude,
  is_active,
  opening_hours: b.opening_hours,
  employee_ids: b.employees.map((e) => e.id),
});

/** Pobočky: the company's branches with address, phone, employees and this month's revenue; add, edit, deactivate, delete. */
export function BranchesSection({ go }: SectionProps) {
  const { t } = useI18n();
  const data = useApiQuery(branchesQuery.key, branchesQuery.load);
  const changed = useBranchesChanged();
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const editor = useItemEditor<BranchDto>(() => {
    setNotice({ text: t('branches.saved'), error: false });
    changed();
  });

  const change = useMutation({
    mutationFn: ({ work }: { work: () => Promise<unknown>; done: string }) => work(),
    onMutate: () => setNotice(null),
    onSuccess: (_answer, { done }) => {
      setNotice({ text: done, error: false });
      changed();
    },
    onError: (error) => setNotice({ text: errorMessage(error, t), error: true }),
  });
  const act = (work: () => Promise<unknown>, done: string) => change.mutate({ work, done });
  const remove = (b: BranchDto) => {
    if (!window.confirm(t('branches.confirmDelete', { name: b.name }))) return;
    act(() => deleteBranch(b.id), t('branches.deleted'));
  };
  const [list, employees] = data.data ?? [null, []];
  const full = list ? list.branches.length >= list.max_branches : false;

  return (
    <div className={styles.stack} data-testid="branches-section">
      <p className="field-hint">{t('branches.intro')}</p>
      {list && !list.plan_allows && (
        <div className="notice" role="note" data-testid="branches-upgrade">
          <strong>{t('branches.upgradeTitle')}</strong>
          <p>{t('branches.upgradeText')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => go('nastaveni')}>
            {t('branches.upgradeAction')}
          </button>
        </div>
      )}
      {list && (
        <div className={styles.toolbar}>
          <Button variant="primary" onClick={editor.add} disabled={!list.plan_allows || full} data-testid="new-branch">
            {t('branches.new')}
          </Button>
          <span className={styles.note}>
            {t('branches.count', { count: list.branches.length, max: list.max_branches })}
            {full ? ` · ${t('branches.limitReached')}` : ''}
          </span>
        </div>
      )}
      <div aria-live="polite">
        {notice && (
          <p className={notice.error ? 'field-error' : undefined} role={notice.error ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
      </div>
      <ListStates
        resource={data}
        failed={t('branches.loadFailed')}
        loading={t('branches.loading')}
        isEmpty={([{ branches }]) => branches.length === 0}
        empty={t('branches.empty')}
        emptyTestId="branches-empty"
      >
        {([{ branches }]) => (
          <ul className={styles.list} data-testid="branches-list">
            {branches.map((b) => (
              <li key={b.id} className={`${styles.listItem}${b.is_active ? '' : ' is-inactive'}`} data-testid={`branch-${b.id}`}>
                <span className={styles.listMain}>
                  <strong>
                    {b.name}
                    {b.is_active ? '' : ` · ${t('branches.inactive')}`}
                  </strong>
                  <span>{[b.address, [b.postal_code, b.city.name].filter(Boolean).join(' ')].join(', ')}</span>
                  {b.phone && (
                    <span>
                      {t('branches.phone')}: {b.phone}
                    </span>
                  )}
                  <span>
                    {t('branches.hours')}:{' '}
                    {b.opening_hours.length
                      ? b.opening_hours.map((h) => `${t(weekdayKey(h.weekday)).slice(0, 2)} ${h.opens}–${h.closes}`).join(', ')
                      : t('branches.closed')}
                  </span>
                  <span>
                    {t('branches.employees')}: {b.employees.length ? b.employees.map((e) => e.name).join(', ') : t('branches.allEmployees')}
                  </span>
                  <span data-testid={`branch-revenue-${b.id}`}>
                    {t('branches.revenue')}: {money(b.month_revenue, b.currency)}
                  </span>
                </span>
                <ItemActions name={b.name} onEdit={() => editor.edit(b)} onDelete={() => remove(b)} deleteLabel={t('branches.delete')}>
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => act(() => saveBranch(b.id, withActive(b, !b.is_active)), t('branches.saved'))}
                    aria-label={`${b.is_active ? t('branches.deactivate') : t('branches.activate')}: ${b.name}`}
                  >
                    {b.is_active ? t('branches.deactivate') : t('branches.activate')}
                  </Button>
                </ItemActions>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {editor.open && list && (
        <BranchForm
          branch={editor.item}
          cities={list.cities}
          employees={employees.filter((e) => e.is_active)}
          onClose={editor.close}
          onSaved={editor.saved}
        />
      )}
    </div>
  );
}
