import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { deleteProductImage, uploadProductImage, type ProductDetailDto } from '../../../api/admin-shop.js';
import { Button } from '../../../components/ui/button.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { attachmentProblem } from '../email/attachments.js';
import { eshopKeys, useEshopChanged } from './queries.js';
import styles from './eshop.module.css';

/** The photo types the server decodes (JPEG, PNG, WebP), as extensions: the file input's `accept` says the same. */
const PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'webp'];

/**
 * A product's images inside its edit form: the list (each with 'Odebrat'), and an upload of JPEG, PNG
 * or WebP with its alternative text. The size limit is the attachments', the name must end in a photo
 * type (checked here before sending, and by the server, which also checks the bytes).
 */
export function ProductImages({ product, onChanged }: { product: ProductDetailDto; onChanged: (product: ProductDetailDto) => void }) {
  const { t } = useI18n();
  const ids = { title: useId(), file: useId(), alt: useId(), hint: useId() };
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  /** a file refused before sending (none picked, too large, not a photo) */
  const [invalid, setInvalid] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const changed = useEshopChanged();
  /** an upload or a removal: the product as it is after it, and the text announced when it is done */
  const images = useMutation({
    mutationFn: ({ work }: { work: () => Promise<ProductDetailDto>; done: string }) => work(),
    onMutate: () => {
      setInvalid(null);
      setStatus('');
    },
    onSuccess: (next, { done }) => {
      onChanged(next);
      changed(eshopKeys.products);
      setStatus(done);
    },
  });
  const busy = images.isPending;
  const error = invalid ?? (images.error && errorMessage(images.error, t));
  const act = (work: () => Promise<ProductDetailDto>, done: string) => images.mutate({ work, done });
  const upload = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const file = fileRef.current?.files?.[0];
    if (!file) return setInvalid(t('admin.eshop.image.pick'));
    const problem = attachmentProblem(file, t, PHOTO_TYPES);
    if (problem) return setInvalid(problem);
    act(async () => {
      const answer = await uploadProductImage(product.id, file, alt.trim());
      if (fileRef.current) fileRef.current.value = '';
      setAlt('');
      return answer.product;
    }, t('admin.eshop.image.uploaded'));
  };

  return (
    <section className={styles.fieldset} aria-labelledby={ids.title} data-testid="eshop-product-images">
      <h3 id={ids.title} className="ui-modal-title">
        {t('admin.eshop.image.title', { count: product.images.length })}
      </h3>
      {product.images.length === 0 ? (
        <p className="ui-muted" data-testid="eshop-product-images-empty">
          {t('admin.eshop.image.none')}
        </p>
      ) : (
        <ul className={styles.images}>
          {product.images.map((image, index) => (
            <li key={image.id} data-testid="eshop-product-image">
              <img src={image.url} alt={image.alt ?? ''} loading="lazy" width={140} height={105} />
              <Button
                variant="danger"
                size="small"
                disabled={busy}
                onClick={() => act(async () => (await deleteProductImage(product.id, image.id)).product, t('admin.eshop.image.removed'))}
                aria-label={t('admin.eshop.image.removeLabel', { n: index + 1, alt: image.alt ?? '' })}
                data-testid="eshop-product-image-remove"
              >
                {t('admin.eshop.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.filters} onSubmit={upload} aria-label={t('admin.eshop.image.upload')}>
        <div className="field">
          <label htmlFor={ids.file}>{t('admin.eshop.image.file')}</label>
          <input
            id={ids.file}
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={ids.hint}
            disabled={busy}
            data-testid="eshop-product-image-file"
          />
          <p id={ids.hint} className="field-hint">
            {t('admin.eshop.image.hint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={ids.alt}>{t('admin.eshop.image.alt')}</label>
          <input id={ids.alt} value={alt} maxLength={255} onChange={(e) => setAlt(e.target.value)} data-testid="eshop-product-image-alt" />
        </div>
        <Button type="submit" variant="primary" disabled={busy} data-testid="eshop-product-image-upload">
          {busy ? t('admin.eshop.image.uploading') : t('admin.eshop.image.upload')}
        </Button>
      </form>
      <p role="status" className="ui-muted" data-testid="eshop-product-image-status">
        {status}
      </p>
      {error && (
        <p className="ui-inline-error" role="alert" data-testid="eshop-product-image-error">
          {error}
        </p>
      )}
    </section>
  );
}
