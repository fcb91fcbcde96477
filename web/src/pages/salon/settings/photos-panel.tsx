import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { deletePhoto, orderPhotos, uploadPhoto, type SalonPhotoDto, type SalonSettingsDto } from '../../../api/salon.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { errorMessage } from '../common/errors.js';
import { Icon } from '../../../components/back-office-icon.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from '../common/salon.module.css';
import { Panel } from '../common/panel.js';

const MAX_BYTES = 10 * 1024 * 1024;

/** Fotografie: upload (JPEG, PNG, WebP up to 10 MB; the server checks the bytes), order and delete. */
export function PhotosPanel({ settings, onChanged }: { settings: SalonSettingsDto; onChanged: (photos: SalonPhotoDto[]) => void }) {
  const { t } = useI18n();
  const [message, setMessage] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), alt: useId(), hint: useId() };
  const photos = settings.photos;

  // one change at a time (upload, order, delete): the answer is the photos' new list
  const change = useMutation({
    mutationFn: (work: () => Promise<SalonPhotoDto[]>) => work(),
    onMutate: () => setMessage(null),
    onSuccess: onChanged,
    onError: (error) => setMessage(errorMessage(error, t)),
  });
  const busy = change.isPending;
  const act = (work: () => Promise<SalonPhotoDto[]>) => change.mutate(work);
  const upload = (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) return setMessage(t('salon.photoTooLarge'));
    act(async () => {
      const photo = await uploadPhoto(file, alt);
      if (fileRef.current) fileRef.current.value = '';
      setAlt('');
      return [...photos, photo];
    });
  };
  const move = (index: number, by: number) => {
    const next = [...photos];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    act(() => orderPhotos(next.map((p) => p.id)));
  };
  const remove = (photo: SalonPhotoDto) => {
    if (!window.confirm(t('salon.confirmDeletePhoto'))) return;
    act(async () => {
      await deletePhoto(photo.id);
      return photos.filter((p) => p.id !== photo.id);
    });
  };

  return (
    <Panel titleId="photos-title" title={`${t('salon.photos')} (${photos.length}/${settings.max_photos})`}>
      <form className={`${styles.form} ${styles.photoForm}`} onSubmit={upload}>
        <div className="field">
          <label htmlFor={ids.file}>{t('salon.uploadPhoto')}</label>
          <input
            id={ids.file}
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-describedby={ids.hint}
            disabled={busy || photos.length >= settings.max_photos}
            data-testid="photo-file"
          />
          <p id={ids.hint} className="field-hint">
            {t('salon.photoHint', { max: settings.max_photos })}
          </p>
        </div>
        <div className="field">
          <label htmlFor={ids.alt}>{t('salon.photoAlt')}</label>
          <input id={ids.alt} value={alt} maxLength={255} onChange={(e) => setAlt(e.target.value)} />
        </div>
        <FormActions
          message={null}
          busy={busy}
          submitLabel={t('salon.uploadPhoto')}
          busyLabel={t('salon.uploading')}
          submitDisabled={photos.length >= settings.max_photos}
          submitTestId="photo-submit"
        />
      </form>
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      {photos.length === 0 ? (
        <p className={styles.empty}>{t('salon.noPhotos')}</p>
      ) : (
        <ul className={styles.photos} data-testid="photos-list">
          {photos.map((p, i) => (
            <li key={p.id}>
              <img src={p.url} alt={p.alt} loading="lazy" width={160} height={120} />
              <span className={styles.actions}>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy || i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`${t('salon.moveUp')}: ${p.alt || i + 1}`}
                >
                  <Icon name="arrowLeft" size={16} />
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy || i === photos.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`${t('salon.moveDown')}: ${p.alt || i + 1}`}
                >
                  <Icon name="arrowRight" size={16} />
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  disabled={busy}
                  onClick={() => remove(p)}
                  aria-label={`${t('salon.delete')}: ${p.alt || i + 1}`}
                >
                  {t('salon.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
