import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { decideListing, type ListingDecision, type ListingDto } from '../../../api/listings.js';
import { setCompanyPlan } from '../../../api/plan-changes.js';
import type { PlanCode } from '../../../api/plans.js';
import { useEdition } from '../../../app/edition-context.js';
import { Pagination } from '../../../components/pagination.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { ResourceStates } from '../../../components/ui/states.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { useReturnFocus } from '../companies/use-return-focus.js';
import { EditDialog } from './edit-dialog.js';
import { ListingTable } from './listing-row.js';
import { ListingsToolbar } from './listings-toolbar.js';
import { useListingsChanged } from './queries.js';
import { ReasonDialog } from './reason-dialog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { PAGE_SIZE, useListingList } from './use-listing-list.js';
import styles from './listings.module.css';
import co from '../companies/companies.module.css';

type Dialog = { kind: 'reason'; listing: ListingDto; decision: 'reject' | 'suspend' } | { kind: 'edit'; listing: ListingDto } | null;

/** /admin/listings, 'Zápisy firem': the moderation of business listings (verify, reject, suspend, reinstate, edit). */
export function ListingsPage() {
  const { t } = useI18n();
  const { edition } = useEdition();
  const state = useListingList();
  const changed = useListingsChanged();
  const notices = useNotices();
  const [dialog, setDialog] = useState<Dialog>(null);
  const rememberOpener = useReturnFocus(dialog !== null);
  const { list } = state;
  const listings = list.data?.listings ?? [];

  const done = (message: string) => {
    setDialog(null);
    notices.success(message);
    changed();
  };
  /** a listing's plan or decision without a reason: `run` answers the notice's text */
  const act = useMutation({
    mutationFn: ({ run }: { listing: ListingDto; run: () => Promise<string> }) => run(),
    onSuccess: (message) => done(message),
    onError: (error) => {
      notices.error(t('admin.listings.failed', { message: errorMessage(error, t) }));
      changed();
    },
  });
  const busyId = act.isPending ? act.variables.listing.id : null;
  const setPlan = (listing: ListingDto, plan: PlanCode) =>
    act.mutate({
      listing,
      run: async () => {
        await setCompanyPlan(listing.id, plan);
        return t('admin.listings.planSet', { name: listing.name, plan: t(`admin.listings.plans.${plan}`) });
      },
    });
  const decide = (listing: ListingDto, decision: ListingDecision) => {
    if (decision === 'reject' || decision === 'suspend') {
      rememberOpener();
      setDialog({ kind: 'reason', listing, decision });
      return;
    }
    act.mutate({ listing, run: async () => (await decideListing(listing.id, decision)).message });
  };

  const from = (state.page - 1) * PAGE_SIZE + 1;
  return (
    <div className={`${co.page} ${styles.page}`} data-testid="listings-page">
      <ListingsToolbar state={state} counts={list.data?.counts ?? null} planRequests={list.data?.plan_requests ?? null} />
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="listings-notice" />
      <ResourceStates
        resource={list}
        isEmpty={() => listings.length === 0}
        failed={{ fallback: t('admin.listings.loadTitle'), testId: 'listings-error' }}
        loading={t('admin.listings.loading')}
        empty={{
          title:
            state.state === 'unverified' && !state.search
              ? t('admin.listings.emptyWaiting')
              : state.filtered
                ? t('admin.listings.emptyFiltered')
                : t('admin.listings.emptyAll'),
          testId: 'listings-empty',
        }}
      >
        {() => (
          <ListingTable
            listings={listings}
            timeZone={edition.timeZone}
            busyId={busyId}
            loading={list.status === 'loading'}
            actions={{
              onDecide: decide,
              onSetPlan: setPlan,
              onEdit: (listing) => {
                rememberOpener();
                setDialog({ kind: 'edit', listing });
              },
            }}
          />
        )}
      </ResourceStates>
      <div className={co.footer}>
        <p role="status" className="ui-list-footer" data-testid="listings-footer">
          {list.status === 'loading' && list.data
            ? t('admin.listings.loading')
            : list.data && list.data.total > 0
              ? t('admin.listings.shown', { from, to: from + listings.length - 1, total: list.data.total })
              : ''}
        </p>
        {list.status !== 'error' && (
          <Pagination page={state.page} pages={state.pages} onChange={state.setPage} testId="listings-pagination" />
        )}
      </div>
      {dialog?.kind === 'reason' && (
        <ReasonDialog
          listing={dialog.listing}
          decision={dialog.decision}
          onClose={() => setDialog(null)}
          onDone={(answer) => done(answer.message)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditDialog listing={dialog.listing} onClose={() => setDialog(null)} onSaved={(_, message) => done(message)} />
      )}
    </div>
  );
}
