import { useState, type KeyboardEvent } from 'react';
import type { CompanyDetailDto } from '../../api/companies.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-company.js';
import styles from './company.module.css';

const SIZE = { width: 800, height: 600 };

/** The main photo and its thumbnails (buttons; arrow keys move between them). */
export function PhotoGallery({ photos, name }: { photos: CompanyDetailDto['photos']; name: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + photos.length) % photos.length;
    setIndex(next);
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('button');
    buttons[next]?.focus();
  };

  return (
    <section className={styles.gallery} aria-label={t('gallery.label', { name })} data-testid="photo-gallery">
      <figure className={styles.galleryMain}>
        <img
          src={current.url}
          alt={current.alt || name}
          width={current.width ?? SIZE.width}
          height={current.height ?? SIZE.height}
          data-testid="gallery-main"
        />
        {photos.length > 1 && (
          <figcaption className={styles.galleryCounter} aria-live="polite">
            {t('gallery.position', { index: index + 1, total: photos.length })}
          </figcaption>
        )}
      </figure>
      {photos.length > 1 && (
        <ul className={styles.galleryThumbs} onKeyDown={onKeyDown}>
          {photos.map((photo, i) => (
            <li key={`${photo.url}-${i}`}>
              <button
                type="button"
                className={styles.galleryThumb}
                aria-pressed={i === index}
                aria-label={t('gallery.show', { index: i + 1, total: photos.length })}
                onClick={() => setIndex(i)}
                data-testid={`gallery-thumb-${i + 1}`}
              >
                <img src={photo.url} alt="" loading="lazy" width={120} height={90} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
