import { useEffect, useState } from 'react';
import { fetchSocialImage, isSocialImagePath, type SocialPlatform } from '../../api/social.js';
import { useI18n } from '../../i18n/i18n-context.js';
import styles from './social.module.css';

/**
 * What the preview's <img> shows for `imageUrl`: an http(s) address as it is; an uploaded image of ours
 * fetched with the session's token into an object URL (an image of a post not yet published is served
 * only to its company and admins); anything else nothing.
 */
function usePreviewImage(imageUrl: string): string {
  const ours = isSocialImagePath(imageUrl);
  const [blobUrl, setBlobUrl] = useState('');
  useEffect(() => {
    if (!ours) return;
    const controller = new AbortController();
    let url = '';
    fetchSocialImage(imageUrl, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setBlobUrl(url);
      })
      .catch(() => setBlobUrl(''));
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      setBlobUrl('');
    };
  }, [imageUrl, ours]);
  if (ours) return blobUrl;
  return /^https?:\/\//i.test(imageUrl) ? imageUrl : '';
}

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
  const safeImage = usePreviewImage(imageUrl);
  if (!platforms.length) return <p className="muted">{t('social.preview.empty')}</p>;
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
