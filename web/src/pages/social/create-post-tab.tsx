import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { splitHashtags, SOCIAL_PLATFORMS, socialPostCreateRequest, type SocialPostCreateRequest } from '../../../../src/contract/social.js';
import { createSocialPost, uploadSocialImage, type SocialFace, type SocialPlatform } from '../../api/social.js';
import { FormTextField } from '../../components/form/form-fields.js';
import { useContractForm } from '../../components/form/use-contract-form.js';
import { serverMessageOr } from '../../components/ui/errors.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { PlatformPreviews } from './platform-preview.js';
import { useSocialChanged } from './queries.js';
import { SOCIAL_CONTENT_MAX, socialLength } from './social-format.js';
import styles from './social.module.css';
import { TextFields } from '../../components/form/form-fields.js';

/** What the form starts from: empty, or a template's filled preview. */
export interface PostDraft {
  title: string;
  content: string;
  hashtags: string;
  image_url: string;
}
export const EMPTY_DRAFT: PostDraft = { title: '', content: '', hashtags: '', image_url: '' };

interface Values {
  title: string;
  content: string;
  hashtags: string;
  platforms: SocialPlatform[];
  image_url: string;
  scheduled_date: string;
}

/** The form's two submit buttons: 'Uložit koncept' stores a draft, 'Přidat do košíku' puts the post in the cart. */
const SUBMIT_MODES = [
  { mode: 'draft', className: 'button button--primary', label: 'social.form.saveDraft', testId: 'social-save-draft' },
  { mode: 'cart', className: 'button', label: 'social.form.addToCart', testId: 'social-add-to-cart' },
] as const;

/**
 * Vytvořit příspěvek: title and content required, the x/2200 counter (the server refuses more), hashtags,
 * platforms with a preview for each, the image URL and an optional date. 'Uložit koncept' stores a draft;
 * 'Přidat do košíku' stores it in the post cart, which 'Naplánovat' schedules.
 */
export function CreatePostTab({ face, draft, onSaved }: { face: SocialFace; draft: PostDraft; onSaved: (toCart: boolean) => void }) {
  const { t } = useI18n();
  const changed = useSocialChanged(face);
  // which button sent the form: read when the request is made, reset after it
  const mode = useRef<'draft' | 'cart'>('draft');
  const [sending, setSending] = useState<'draft' | 'cart'>('draft');
  const [notice, setNotice] = useState<string | null>(null);
  const { form, control, submit, busy, message } = useContractForm<Values, SocialPostCreateRequest>({
    schema: socialPostCreateRequest as never,
    defaultValues: { ...draft, platforms: [], scheduled_date: '' },
    send: async (request) => {
      const toCart = mode.current === 'cart';
      mode.current = 'draft';
      await createSocialPost(face, { ...request, in_cart: toCart });
      setNotice(t(toCart ? 'social.form.addedToCart' : 'social.form.saved'));
      form.reset({ ...EMPTY_DRAFT, platforms: [], scheduled_date: '' });
      changed();
      onSaved(toCart);
    },
    failure: (error) => serverMessageOr(error, t('social.form.failed')),
  });
  const values = form.watch();
  const fileId = useId();
  // a file over 10 MB is refused before it is sent
  const [tooLarge, setTooLarge] = useState(false);
  const uploadImage = useMutation({
    mutationFn: (file: File) => uploadSocialImage(face, file),
    onSuccess: (answer) => form.setValue('image_url', answer.image.url, { shouldDirty: true }),
  });
  const uploading = uploadImage.isPending;
  const uploadError = tooLarge
    ? t('social.form.imageTooLarge')
    : uploadImage.error && serverMessageOr(uploadImage.error, t('social.form.imageFailed'));
  const upload = (file: File | undefined) => {
    if (!file) return;
    uploadImage.reset();
    setTooLarge(file.size > 10 * 1024 * 1024);
    if (file.size <= 10 * 1024 * 1024) uploadImage.mutate(file);
  };
  const count = socialLength(values.content ?? '');
  const platforms = (values.platforms ?? []) as SocialPlatform[];

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="social-create-form">
      <TextFields
        control={control}
        fields={[
          { name: 'title', label: t('social.form.title'), required: true, testId: 'social-title' },
          { name: 'content', label: t('social.form.content'), required: true, multiline: true, testId: 'social-content' },
        ]}
      />
      <p className={`${styles.counter} ${count > SOCIAL_CONTENT_MAX ? styles.over : ''}`} aria-live="polite" data-testid="social-counter">
        {t('social.form.counter', { count })}
      </p>
      <FormTextField
        control={control}
        name="hashtags"
        label={t('social.form.hashtags')}
        hint={t('social.form.hashtagsHint')}
        testId="social-hashtags"
      />
      <fieldset className={styles.platforms}>
        <legend>{t('social.form.platforms')}</legend>
        {SOCIAL_PLATFORMS.map((platform) => (
          <label key={platform}>
            <input type="checkbox" value={platform} {...form.register('platforms')} data-testid={`social-platform-${platform}`} />{' '}
            {t(`social.platform.${platform}`)}
          </label>
        ))}
      </fieldset>
      <FormTextField control={control} name="image_url" label={t('social.form.imageUrl')} type="url" testId="social-image" />
      <div className="field">
        <label htmlFor={fileId}>{t('social.form.imageUpload')}</label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={uploading}
          aria-describedby={uploadError ? `${fileId}-error` : undefined}
          onChange={(event) => upload(event.target.files?.[0])}
          data-testid="social-image-file"
        />
        {uploading && <p className="field-hint">{t('social.form.imageUploading')}</p>}
        {uploadError && (
          <p id={`${fileId}-error`} className="field-error" role="alert">
            {uploadError}
          </p>
        )}
      </div>
      <FormTextField
        control={control}
        name="scheduled_date"
        label={t('social.form.scheduledDate')}
        type="datetime-local"
        hint={t('social.form.scheduledHint')}
        testId="social-date"
      />
      <section aria-label={t('social.preview')}>
        <h3>{t('social.preview')}</h3>
        <PlatformPreviews
          platforms={platforms}
          title={values.title ?? ''}
          content={values.content ?? ''}
          hashtags={splitHashtags(values.hashtags ?? '')}
          imageUrl={values.image_url ?? ''}
        />
      </section>
      {message ? (
        <p className="field-error" role="alert">
          {message}
        </p>
      ) : (
        notice && (
          <p role="status" data-testid="social-create-notice">
            {notice}
          </p>
        )
      )}
      <div className={styles.actions}>
        {SUBMIT_MODES.map(({ mode: to, className, label, testId }) => (
          <button
            key={to}
            type="submit"
            className={className}
            disabled={busy}
            onClick={() => {
              mode.current = to;
              setSending(to);
            }}
            data-testid={testId}
          >
            {busy && sending === to ? t('social.form.saving') : t(label)}
          </button>
        ))}
      </div>
    </form>
  );
}
