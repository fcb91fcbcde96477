import type { SocialPlatform } from '../../api/social.js';
import { useI18n } from '../../i18n/i18n-context.js';
import styles from './social.module.css';

/** How the post will look on each chosen platform: the account line, the image, the text and the hashtags. */
export function PlatformPreviews({
  platforms,
  title,
  content,
  hashtags,
  imageUrl,
}: {
  platforms: SocialPlatform[];
  title: string;
  content: string;
  hashtags: string[];
  imageUrl: string;
}) {
  const { t } = useI18n();
  if (!platforms.length) return <p className="muted">{t('social.preview.empty')}</p>;
  const safeImage = /^https?:\/\//i.test(imageUrl) || /^\/media\/social\/\d+$/.test(imageUrl) ? imageUrl : '';
  return (
    <div className={styles.previews} data-testid="social-previews">
      {platforms.map((platform) => (
        <article
          key={platform}
          className={styles.preview}
          aria-label={t('social.preview.of', { platform: t(`social.platform.${platform}`) })}
        >
          <div className={styles.previewHead}>{t(`social.platform.${platform}`)}</div>
          {platform === 'linkedin' && title && <strong>{title}</strong>}
          {safeImage && <img src={safeImage} alt="" loading="lazy" />}
          <div>{content}</div>
          {hashtags.length > 0 && <div className={styles.tags}>{hashtags.join(' ')}</div>}
        </article>
      ))}
    </div>
  );
}
