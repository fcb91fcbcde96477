import { useId, useState } from 'react';
import { SOCIAL_TEMPLATE_CATEGORIES, SOCIAL_TEMPLATE_VALUES } from '../../../../src/contract/social.js';
import type { SocialFace, SocialTemplateCategory, SocialTemplateValues } from '../../api/social.js';
import { Badge } from '../../components/ui/badge.js';
import { EmptyState, LoadFailed, Loading } from '../../components/ui/states.js';
import { useDebounced } from './use-debounced.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { PostDraft } from './create-post-tab.js';
import { useSocialTemplates } from './queries.js';
import styles from './social.module.css';

/**
 * Šablony: the templates of the 4 categories with their preview filled from the company's data (name,
 * address, phone, opening hours) and the values typed here; 'Použít šablonu' opens it in Vytvořit příspěvek.
 */
export function TemplatesTab({ face, onUse }: { face: SocialFace; onUse: (draft: PostDraft) => void }) {
  const { t } = useI18n();
  const [category, setCategory] = useState<SocialTemplateCategory | ''>('');
  const [values, setValues] = useState<SocialTemplateValues>({});
  const filter = useDebounced({ ...values, category }, 400);
  const templates = useSocialTemplates(face, filter);
  const categoryId = useId();

  return (
    <div className={styles.page}>
      <div className="field">
        <label htmlFor={categoryId}>{t('social.templates.category')}</label>
        <select
          id={categoryId}
          value={category}
          onChange={(e) => setCategory(e.target.value as SocialTemplateCategory | '')}
          data-testid="social-template-category"
        >
          <option value="">{t('social.templates.all')}</option>
          {SOCIAL_TEMPLATE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`social.templates.category.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.values}>
        <legend>{t('social.templates.values')}</legend>
        {SOCIAL_TEMPLATE_VALUES.map((name) => (
          <label key={name} className="field">
            {t(`social.templates.value.${name}`)}
            <input
              value={values[name] ?? ''}
              maxLength={500}
              onChange={(e) => setValues({ ...values, [name]: e.target.value })}
              data-testid={`social-template-value-${name}`}
            />
          </label>
        ))}
      </fieldset>
      {templates.status === 'error' ? (
        <LoadFailed
          error={templates.error}
          fallback={t('social.templates.loadFailed')}
          onRetry={templates.reload}
          testId="social-templates-error"
        />
      ) : !templates.data ? (
        <Loading label={t('social.templates.loading')} />
      ) : templates.data.templates.length === 0 ? (
        <EmptyState title={t('social.templates.empty')} />
      ) : (
        <ul className={styles.list} data-testid="social-templates">
          {templates.data.templates.map((template) => (
            <li key={template.id} className={styles.row} data-testid={`social-template-${template.id}`}>
              <div className={styles.rowHead}>
                <strong>{template.name}</strong>
                <span className={styles.actions}>
                  <Badge tone="blue">{t(`social.templates.category.${template.category}`)}</Badge>
                  {template.built_in && <Badge tone="grey">{t('social.templates.builtIn')}</Badge>}
                </span>
              </div>
              <p>
                <strong>{template.preview.title}</strong>
              </p>
              <p className={styles.preview}>{template.preview.content}</p>
              <p className={styles.tags}>{template.preview.hashtags.join(' ')}</p>
              <div>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    onUse({
                      title: template.preview.title,
                      content: template.preview.content,
                      hashtags: template.preview.hashtags.join(' '),
                      image_url: template.image_url ?? '',
                    })
                  }
                  data-testid={`social-template-use-${template.id}`}
                >
                  {t('social.templates.use')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
