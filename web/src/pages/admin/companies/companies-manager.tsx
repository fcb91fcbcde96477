import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { createWebProject } from '../../../api/web-projects.js';
import { logProspectCall, type ProspectDto, type SocialNetwork } from '../../../api/prospects.js';
import { Pagination } from '../../../components/pagination.js';
import { useNow } from '../../../hooks/use-now.js';
import { errorMessage, serverMessageOr } from '../../../components/ui/errors.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { CompaniesToolbar } from './companies-toolbar.js';
import { shownRange } from './company-rules.js';
import { CompanyTable } from './company-table.js';
import { ImportModal } from './import-modal.js';
import { OfferModal } from './offer-modal.js';
import { useMailChanged } from '../email/queries.js';
import { useProspectsChanged } from './queries.js';
import { SocialLinkDialog } from './social-link-dialog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { useCompanyList } from './use-company-list.js';
import { useReturnFocus } from './use-return-focus.js';
import styles from './companies.module.css';

/** The mutation keys of a row's own writes: 'Zavolat' (the call logged) and 'Vytvořit webový projekt'. */
const CALL = ['admin', 'companies', 'call'] as const;
const WEB_PROJECT = ['admin', 'companies', 'web-project'] as const;

/** The ids of the companies whose write of this key is running. */
const usePendingCompanies = (key: readonly string[]) =>
  useMutationState({
    filters: { mutationKey: key, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ProspectDto).id,
  });

type Dialog =
  { kind: 'social'; company: ProspectDto; network: SocialNetwork } | { kind: 'offer'; company: ProspectDto } | { kind: 'import' } | null;

/** The 'Správa firem' tab: toolbar, list with its states, paging, row actions and their dialogs. */
export function CompaniesManager({ country, timeZone }: { country: string; timeZone: string }) {
  const { t } = useI18n();
  const state = useCompanyList(country);
  const prospectsChanged = useProspectsChanged();
  const queryClient = useQueryClient();
  const mailChanged = useMailChanged();
  const notices = useNotices();
  const now = useNow(60_000).getTime();
  const [dialog, setDialog] = useState<Dialog>(null);
  const rememberOpener = useReturnFocus(dialog !== null);
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const { list, companies } = state;

  const open = (next: Exclude<Dialog, null>) => {
    rememberOpener();
    setDialog(next);
  };
  const close = () => setDialog(null);

  const logCall = useMutation({
    mutationKey: CALL,
    mutationFn: (company: ProspectDto) => logProspectCall(company.id),
    onSuccess: (answer) => {
      state.patch(answer.company);
      notices.success(t('admin.companies.callLogged', { name: answer.company.name }));
    },
    onError: (error) => notices.error(t('admin.companies.callFailed', { message: errorMessage(error, t) })),
  });

  // 'Vytvořit webový projekt': the project is made from the prospect, then offered to be opened
  const webProject = useMutation({
    mutationKey: WEB_PROJECT,
    mutationFn: (company: ProspectDto) => createWebProject({ prospect_id: company.id }),
    onSuccess: (answer, company) => {
      setCreated({ id: answer.project.id, name: company.name });
      prospectsChanged();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'web-projects'] });
    },
    onError: (error) => notices.error(t('admin.companies.webProjectFailed', { message: errorMessage(error, t) })),
  });
  // the rows whose call or project is being made (several rows can be at once)
  const calling = new Set(usePendingCompanies(CALL));
  const creating = new Set(usePendingCompanies(WEB_PROJECT));

  const range = list.data ? shownRange(state.page, state.limit, companies.length) : null;

  return (
    <div className={styles.manager}>
      <CompaniesToolbar state={state} onImport={() => open({ kind: 'import' })} />
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="companies-notice" />
      <div role="status">
        {created && (
          <p className={`ui-inline-success ${styles.created}`} data-testid="companies-web-project-created">
            {t('admin.companies.webProjectCreated', { name: created.name })}{' '}
            <Link to={`/admin/web-projects?projekt=${created.id}`} data-testid="companies-web-project-open">
              {t('admin.companies.webProjectOpen')}
            </Link>
          </p>
        )}
      </div>
      {list.status === 'error' ? (
        <LoadFailed
          error={list.error}
          onRetry={list.reload}
          testId="companies-error"
          title={t('admin.companies.loadTitle')}
          message={serverMessageOr(list.error, t('admin.companies.loadDefault'))}
        />
      ) : list.status === 'loading' && !list.data ? (
        <Loading label={t('admin.companies.loading')} />
      ) : companies.length === 0 ? (
        <EmptyState title={state.filtered ? t('admin.companies.emptyFiltered') : t('admin.companies.emptyAll')} testId="companies-empty" />
      ) : (
        <CompanyTable
          companies={companies}
          now={now}
          timeZone={timeZone}
          busyIds={calling}
          creatingIds={creating}
          loading={list.status === 'loading'}
          actions={{
            onOffer: (company) => open({ kind: 'offer', company }),
            onCall: (company) => logCall.mutate(company),
            onSocial: (company, network) => open({ kind: 'social', company, network }),
            onWebProject: (company) => webProject.mutate(company),
          }}
        />
      )}
      <div className={styles.footer}>
        <p role="status" className="ui-list-footer" data-testid="companies-footer">
          {list.status === 'loading' && list.data
            ? t('admin.companies.loading')
            : range && list.data && list.data.total > 0
              ? t('admin.companies.shown', { from: range.from, to: range.to, total: list.data.total })
              : ''}
        </p>
        {list.status !== 'error' && (
          <Pagination page={state.page} pages={state.pages} onChange={state.setPage} testId="companies-pagination" />
        )}
      </div>
      {dialog?.kind === 'social' && (
        <SocialLinkDialog
          company={dialog.company}
          network={dialog.network}
          onClose={close}
          onSaved={(company, message) => {
            state.patch(company);
            close();
            notices.success(message);
          }}
        />
      )}
      {dialog?.kind === 'offer' && (
        <OfferModal
          company={dialog.company}
          timeZone={timeZone}
          onClose={close}
          onSent={(message) => {
            close();
            notices.success(message);
            // the offer changed the company's row (and the statistics) and queued a message
            prospectsChanged();
            mailChanged();
          }}
        />
      )}
      {dialog?.kind === 'import' && <ImportModal country={country} onClose={close} onImported={prospectsChanged} />}
    </div>
  );
}
