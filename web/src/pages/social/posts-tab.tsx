import { useState } from 'react';
import { SOCIAL_POST_STATUSES } from '../../../../src/contract/social.js';
import {
  addToSocialCart,
  deleteSocialPost,
  markSocialPostPublished,
  updateSocialPost,
  type SocialFace,
  type SocialPostDto,
  type SocialPostStatus,
} from '../../api/social.js';
import { useEdition } from '../../app/edition-context.js';
import { Badge, type BadgeTone } from '../../components/ui/badge.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import type { useNotices } from '../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../components/ui/states.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useSocialAction, useSocialPosts } from './queries.js';
import { socialDate } from './social-format.js';
import styles from './social.module.css';

const TONES: Record<SocialPostStatus, BadgeTone> = { draft: 'grey', scheduled: 'blue', published: 'green', failed: 'red' };

/** Moje příspěvky: the posts filtered by status, newest first, with what each can do next. */
export function PostsTab({ face, notices }: { face: SocialFace; notices: ReturnType<typeof useNotices> }) {
  const { t, locale } = useI18n();
  const { edition } = useEdition();
  const [status, setStatus] = useState<SocialPostStatus | ''>('');
  const [page, setPage] = useState(1);
  const posts = useSocialPosts(face, status, page);
  const [removing, setRemoving] = useState<SocialPostDto | null>(null);
  const action = useSocialAction(face, notices, t('social.posts.actionFailed'));
  const busy = action.isPending;
  const date = (iso: string | null) => socialDate(iso, locale, edition.timeZone);

  const act = (work: () => Promise<unknown>, done?: string, settled?: () => void) =>
    action.mutate({ work, done: done === undefined ? undefined : () => done }, { onSettled: settled });

  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.page_size)) : 1;
  return (
    <div className={styles.page}>
      <div className={styles.filters} role="group" aria-label={t('social.posts.filter')}>
        {(['', ...SOCIAL_POST_STATUSES] as const).map((value) => (
          <button
            key={value || 'all'}
            type="button"
            className={`button ${status === value ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
            data-testid={`social-filter-${value || 'all'}`}
          >
            {t(value ? `social.status.${value}` : 'social.status.all')}
          </button>
        ))}
      </div>
      {posts.status === 'error' ? (
        <LoadFailed error={posts.error} fallback={t('social.posts.loadFailed')} onRetry={posts.reload} testId="social-posts-error" />
      ) : !posts.data ? (
        <Loading label={t('social.posts.loading')} />
      ) : posts.data.posts.length === 0 ? (
        <EmptyState title={t('social.posts.empty')} hint={t('social.posts.emptyHint')} testId="social-posts-empty" />
      ) : (
        <ul className={styles.list} data-testid="social-posts">
          {posts.data.posts.map((post) => (
            <li key={post.id} className={styles.row} data-testid={`social-post-${post.id}`} data-status={post.status}>
              <div className={styles.rowHead}>
                <strong>{post.title}</strong>
                <span className={styles.actions}>
                  {post.is_demo && <Badge tone="accent">{t('social.demo')}</Badge>}
                  {post.in_cart && <Badge tone="neutral">{t('social.posts.inCart')}</Badge>}
                  <Badge tone={TONES[post.status]} data-testid={`social-post-status-${post.id}`}>
                    {post.awaiting_manual ? t('social.status.awaitingManual') : t(`social.status.${post.status}`)}
                  </Badge>
                </span>
              </div>
              <p className={styles.meta}>
                {post.platforms.map((p) => t(`social.platform.${p}`)).join(', ')}
                {' · '}
                {post.published_date
                  ? t('social.posts.publishedAt', { date: date(post.published_date) })
                  : post.scheduled_date
                    ? t('social.posts.scheduledFor', { date: date(post.scheduled_date) })
                    : t('social.posts.createdAt', { date: date(post.created_at) })}
              </p>
              <p>{post.content.length > 150 ? `${post.content.slice(0, 150)}…` : post.content}</p>
              {post.last_error && <p className={styles.error}>{t('social.posts.error', { error: post.last_error })}</p>}
              {post.status === 'scheduled' && post.next_attempt_at && (
                <p className={styles.meta}>{t('social.posts.retry', { date: date(post.next_attempt_at) })}</p>
              )}
              {post.status === 'published' && <p className={styles.meta}>{t('social.posts.engagement', post.engagement)}</p>}
              <div className={styles.actions}>
                {(post.status === 'draft' || post.status === 'failed') && !post.in_cart && (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => act(() => addToSocialCart(face, post.id))}
                    data-testid={`social-post-cart-${post.id}`}
                  >
                    {t('social.posts.toCart')}
                  </button>
                )}
                {(post.status === 'scheduled' || post.status === 'failed') && (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => act(() => markSocialPostPublished(face, post.id), t('social.posts.marked'))}
                    data-testid={`social-post-mark-${post.id}`}
                  >
                    {t('social.posts.markPublished')}
                  </button>
                )}
                {post.status === 'scheduled' && (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    onClick={() => act(() => updateSocialPost(face, post.id, { status: 'draft' }))}
                  >
                    {t('social.posts.backToDraft')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => setRemoving(post)}
                  data-testid={`social-post-delete-${post.id}`}
                >
                  {t('social.posts.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className={styles.actions}>
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('social.posts.prev')}
          </button>
          <span>{t('social.posts.page', { page, pages })}</span>
          <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('social.posts.next')}
          </button>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title={t('social.posts.delete')}
          message={t('social.posts.deleteConfirm', { title: removing.title })}
          busy={busy}
          onConfirm={() =>
            act(
              () => deleteSocialPost(face, removing.id),
              t('social.posts.deleted'),
              () => setRemoving(null),
            )
          }
          onCancel={() => setRemoving(null)}
          testId="social-delete"
        />
      )}
    </div>
  );
}
