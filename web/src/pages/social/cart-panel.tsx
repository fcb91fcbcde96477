import { useId, useState } from 'react';
import { removeFromSocialCart, scheduleSocialCart, type SocialFace } from '../../api/social.js';
import type { useNotices } from '../../components/ui/notices.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useSocialAction, useSocialCart, type SocialAction } from './queries.js';
import styles from './social.module.css';

/** Košík: the posts waiting to be scheduled; 'Naplánovat' schedules all of them (each at its own date, else the one given, else now). */
export function CartPanel({ face, notices }: { face: SocialFace; notices: ReturnType<typeof useNotices> }) {
  const { t } = useI18n();
  const cart = useSocialCart(face);
  const [date, setDate] = useState('');
  const action = useSocialAction(face, notices, t('social.posts.actionFailed'));
  const busy = action.isPending;
  const dateId = useId();
  const posts = cart.data?.posts ?? [];

  const run = (work: SocialAction['work'], done?: SocialAction['done']) => action.mutate({ work, done });

  return (
    <section className={styles.card} aria-labelledby="social-cart-title" data-testid="social-cart">
      <h3 id="social-cart-title">{t('social.cart.count', { count: posts.length })}</h3>
      {posts.length === 0 ? (
        <p className="muted">{t('social.cart.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.id} className={styles.rowHead} data-testid={`social-cart-item-${post.id}`}>
              <span>
                {post.title}
                <br />
                <span className={styles.meta}>
                  {post.platforms.length ? post.platforms.map((p) => t(`social.platform.${p}`)).join(', ') : t('social.cart.noPlatforms')}
                </span>
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                aria-label={t('social.cart.removeLabel', { title: post.title })}
                onClick={() => run(() => removeFromSocialCart(face, post.id))}
              >
                {t('social.cart.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={dateId}>{t('social.cart.date')}</label>
        <input id={dateId} type="datetime-local" value={date} onChange={(e) => setDate(e.target.value)} data-testid="social-cart-date" />
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={busy || posts.length === 0}
        onClick={() =>
          run(
            () => scheduleSocialCart(face, date || null),
            (answer) => t('social.cart.scheduled', { count: (answer as { scheduled: number }).scheduled }),
          )
        }
        data-testid="social-cart-schedule"
      >
        {busy ? t('social.cart.scheduling') : t('social.cart.schedule')}
      </button>
    </section>
  );
}
