import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { campaignAction, deleteCampaign, type CampaignDto } from '../../../api/campaigns.js';
import { useEdition } from '../../../app/edition-context.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { Button } from '../../../components/ui/button.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { fullDate } from '../email/mail-format.js';
import { CampaignStatusBadge } from './campaign-list.js';
import { CampaignCounts } from './campaign-progress.js';
import { CampaignRecipients } from './campaign-recipients.js';
import { campaignActions, confirmedAction, isLive, type CampaignActionName } from './campaign-rules.js';
import { useCampaign, useCampaignForgotten, useCampaignsChanged } from './queries.js';
import { useRouteNotice } from './use-route-notice.js';
import styles from './campaigns.module.css';

/**
 * /admin/campaigns/:id: the campaign's counts and progress (reloaded every few seconds while it sends),
 * the actions its status offers (start, cancel and delete after a confirmation) and its recipients.
 */
export function CampaignDetail({ id }: { id: number }) {
  const { t } = useI18n();
  const one = useCampaign(id);
  const notices = useNotices();
  useRouteNotice(notices.success);

  if (one.status === 'error') {
    return (
      <div className={styles.page} data-testid="campaign-detail">
        <BackLink />
        <LoadFailed
          error={one.error}
          fallback={t('admin.campaigns.detail.loadFailed')}
          onRetry={one.reload}
          testId="campaign-detail-error"
        />
      </div>
    );
  }
  if (!one.data) return <Loading />;
  return <CampaignView campaign={one.data.campaign} notices={notices} />;
}

function BackLink() {
  const { t } = useI18n();
  return (
    <Link to="/admin/campaigns" className="button button--ghost" data-testid="campaign-back">
      {t('admin.campaigns.detail.back')}
    </Link>
  );
}

function CampaignView({ campaign, notices }: { campaign: CampaignDto; notices: ReturnType<typeof useNotices> }) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const navigate = useNavigate();
  const changed = useCampaignsChanged();
  const forget = useCampaignForgotten();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirm, setConfirm] = useState<CampaignActionName | null>(null);
  const date = (iso: string) => fullDate(iso, edition.timeZone);

  // an action's button goes away with the status it belonged to: the focus goes to the heading, not lost
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, [campaign.status]);

  /** an action on the campaign: the server's message, none for 'delete' (the list says it) */
  const act = useMutation({
    mutationFn: async (action: CampaignActionName): Promise<string | null> => {
      if (action === 'delete') {
        await deleteCampaign(campaign.id);
        return null;
      }
      return (await campaignAction(campaign.id, action)).message;
    },
    onSuccess: (message, action) => {
      if (action === 'delete') {
        forget(campaign.id);
        changed();
        void navigate('/admin/campaigns', { state: { notice: t('admin.campaigns.deleted', { name: campaign.name }) } });
        return;
      }
      if (message !== null) notices.success(message);
      changed();
    },
    onError: (error, action) => {
      const message = errorMessage(error, t);
      notices.error(action === 'start' ? t('admin.campaigns.startFailed', { message }) : message);
    },
    onSettled: () => setConfirm(null),
  });
  const busy = act.isPending ? act.variables : null;
  const run = (action: CampaignActionName) => act.mutate(action);

  const confirmText: Partial<Record<CampaignActionName, { title: string; message: string }>> = {
    start: {
      title: t('admin.campaigns.confirm.startTitle'),
      message:
        campaign.scheduled_at && new Date(campaign.scheduled_at) > new Date()
          ? t('admin.campaigns.confirm.startScheduled', { date: date(campaign.scheduled_at) })
          : t('admin.campaigns.confirm.start'),
    },
    cancel: { title: t('admin.campaigns.confirm.cancelTitle'), message: t('admin.campaigns.confirm.cancel') },
    delete: { title: t('admin.campaigns.confirm.deleteTitle'), message: t('admin.campaigns.confirm.delete') },
  };
  const asked = confirm ? confirmText[confirm] : undefined;

  return (
    <div className={styles.page} data-testid="campaign-detail" data-status={campaign.status}>
      <div className={styles.toolbar}>
        <h2 className="ui-section-title" ref={heading} tabIndex={-1} data-testid="campaign-name">
          {campaign.name} <CampaignStatusBadge status={campaign.status} testId="campaign-detail-status" />
        </h2>
        <BackLink />
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="campaign-notice" />
      <p className={styles.meta}>
        <span>{t('admin.campaigns.detail.subject', { subject: campaign.subject })}</span>
        <span>{t('admin.campaigns.detail.interval', { seconds: campaign.interval_seconds })}</span>
        {campaign.scheduled_at && <span>{t('admin.campaigns.detail.scheduledAt', { date: date(campaign.scheduled_at) })}</span>}
        {campaign.started_at && <span>{t('admin.campaigns.detail.startedAt', { date: date(campaign.started_at) })}</span>}
        {campaign.completed_at && <span>{t('admin.campaigns.detail.completedAt', { date: date(campaign.completed_at) })}</span>}
      </p>
      <div className={styles.actions} role="group" aria-label={t('admin.campaigns.actions')}>
        {campaignActions(campaign.status).map((action) => (
          <Button
            key={action}
            variant={action === 'start' || action === 'resume' ? 'primary' : action === 'delete' ? 'danger' : 'ghost'}
            disabled={busy !== null}
            onClick={() => (confirmedAction(action) ? setConfirm(action) : run(action))}
            data-testid={`campaign-${action}`}
          >
            {busy === action && !confirmedAction(action) ? t('admin.campaigns.action.busy') : t(`admin.campaigns.action.${action}`)}
          </Button>
        ))}
      </div>
      <CampaignCounts campaign={campaign} />
      <CampaignRecipients campaignId={campaign.id} live={isLive(campaign.status)} />
      {confirm && asked && (
        <ConfirmDialog
          title={asked.title}
          message={asked.message}
          confirmLabel={t(`admin.campaigns.action.${confirm}`)}
          busyLabel={confirm === 'delete' ? undefined : t('admin.campaigns.action.busy')}
          busy={busy === confirm}
          onConfirm={() => run(confirm)}
          onCancel={() => setConfirm(null)}
          testId={`campaign-confirm-${confirm}`}
        />
      )}
    </div>
  );
}
