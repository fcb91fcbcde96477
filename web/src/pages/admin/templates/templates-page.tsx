import { useMutation, useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { TEMPLATE_LANGUAGES, TEMPLATE_TYPES } from '../../../../../src/contract/mail.js';
import {
  deleteTemplate,
  duplicateTemplate,
  updateTemplate,
  type TemplateDto,
  type TemplateLanguage,
  type TemplateType,
} from '../../../api/mail.js';
import { useEdition } from '../../../app/edition-context.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { templateListQuery, useMailChanged } from '../email/queries.js';
import { fullDate } from '../email/mail-format.js';
import { useDebounced } from '../common/use-debounced.js';
import { SearchBox } from '../common/filter-controls.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { ResourceStates } from '../../../components/ui/states.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { Button } from '../../../components/ui/button.js';
import { TemplateCard, templateName } from './template-card.js';
import { TemplateFormModal } from './template-form-modal.js';
import { TemplatePreviewModal } from './template-preview-modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { useOnChange } from '../../../hooks/use-on-change.js';
import styles from './templates.module.css';
import { OptionList } from '../common/filter-controls.js';

type FormState = { template: TemplateDto | null } | null;

/** The mutation key of a card's own writes (the active switch, Duplikovat): their pending variables mark the card busy. */
const CARD_WRITE = ['admin', 'templates', 'card'] as const;

/** /admin/templates (Template screen): card grid, search, type filter, counts and the modals. */
export function TemplatesPage() {
  const { t } = useI18n();
  const { edition } = useEdition();
  const notices = useNotices();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TemplateType | ''>('');
  const [language, setLanguage] = useState<TemplateLanguage | ''>('');
  const query = useDebounced(search.trim(), 250);
  const templateList = templateListQuery({ search: query, type, language });
  const list = useApiQuery(templateList.key, templateList.load);
  // a template changed: this list, and the template choices of compose and the offer, refetch
  const changed = useMailChanged();
  // answers of updates (the active switch) shown until the list is loaded again
  const [patched, setPatched] = useState<Record<number, TemplateDto>>({});
  const [preview, setPreview] = useState<TemplateDto | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [confirm, setConfirm] = useState<TemplateDto | null>(null);

  useOnChange(list.data, () => setPatched({}));

  const templates = (list.data?.data ?? []).map((template) => patched[template.id] ?? template);
  const filtered = Boolean(query || type || language);
  // the cards whose switch or duplicate is running (several can be at once)
  const busy = useMutationState({
    filters: { mutationKey: CARD_WRITE, status: 'pending' },
    select: (mutation) => (mutation.state.variables as TemplateDto).id,
  });

  const toggle = useMutation({
    mutationKey: CARD_WRITE,
    mutationFn: (template: TemplateDto) => updateTemplate(template.id, { is_active: !template.is_active }),
    onMutate: (template) => setPatched((p) => ({ ...p, [template.id]: { ...template, is_active: !template.is_active } })),
    onSuccess: (answer, template) => {
      setPatched((p) => ({ ...p, [template.id]: answer.data }));
      notices.success(
        t(answer.data.is_active ? 'admin.templates.toggledActive' : 'admin.templates.toggledInactive', {
          name: templateName(answer.data, t),
        }),
      );
      changed();
    },
    onError: (error, template) => {
      setPatched((p) => ({ ...p, [template.id]: template }));
      notices.error(t('admin.templates.saveFailed', { message: errorMessage(error, t) }));
    },
  });

  const duplicate = useMutation({
    mutationKey: CARD_WRITE,
    mutationFn: (template: TemplateDto) => duplicateTemplate(template.id),
    onSuccess: (answer) => {
      notices.success(t('admin.templates.duplicated', { name: templateName(answer.data, t) }));
      changed();
    },
    onError: (error) => notices.error(t('admin.templates.duplicateFailed', { message: errorMessage(error, t) })),
  });

  const removal = useMutation({
    mutationFn: (template: TemplateDto) => deleteTemplate(template.id),
    onSuccess: (_answer, template) => {
      notices.success(t('admin.templates.deleted', { name: templateName(template, t) }));
      changed();
    },
    onError: (error) => notices.error(t('admin.templates.deleteFailed', { message: errorMessage(error, t) })),
    onSettled: () => setConfirm(null),
  });

  return (
    <div className={styles.page} data-testid="templates-page">
      <div className={styles.toolbar}>
        <h2 className="ui-section-title">{t('admin.templates.heading')}</h2>
        <div className={styles.filters}>
          <SearchBox
            id="tpl-search"
            label={t('admin.templates.search')}
            hiddenLabel
            value={search}
            placeholder={t('admin.templates.searchPlaceholder')}
            onChange={setSearch}
            className={styles.search}
            testId="templates-search"
          />
          <div className={styles.type}>
            <label htmlFor="tpl-type" className="visually-hidden">
              {t('admin.templates.typeFilter')}
            </label>
            <select id="tpl-type" value={type} onChange={(e) => setType(e.target.value as TemplateType | '')} data-testid="templates-type">
              <OptionList
                values={TEMPLATE_TYPES}
                label={(option) => t(`admin.templates.types.${option}`)}
                all={t('admin.templates.allTypes')}
              />
            </select>
          </div>
          <div className={styles.type}>
            <label htmlFor="tpl-language" className="visually-hidden">
              {t('admin.templates.languageFilter')}
            </label>
            <select
              id="tpl-language"
              value={language}
              onChange={(e) => setLanguage(e.target.value as TemplateLanguage | '')}
              data-testid="templates-language"
            >
              <OptionList
                values={TEMPLATE_LANGUAGES}
                label={(l) => t(`admin.templates.languages.${l}`)}
                all={t('admin.templates.allLanguages')}
              />
            </select>
          </div>
          <Button variant="primary" onClick={() => setForm({ template: null })} data-testid="templates-new">
            {t('admin.templates.newTemplate')}
          </Button>
        </div>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="templates-notice" />
      <ResourceStates
        resource={list}
        isEmpty={() => templates.length === 0}
        failed={{ fallback: t('ui.loadFailed'), testId: 'templates-error' }}
        empty={{
          title: t('admin.templates.empty'),
          hint: filtered ? t('admin.templates.emptyFiltered') : t('admin.templates.emptyAll'),
          testId: 'templates-empty',
        }}
      >
        {() => (
          <div className={styles.grid} data-testid="templates-grid" aria-busy={list.status === 'loading'}>
            {templates.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                busy={busy.includes(template.id)}
                updatedLabel={t('admin.templates.updated', { date: fullDate(template.updated_at, edition.timeZone) })}
                onPreview={() => setPreview(template)}
                onEdit={() => setForm({ template })}
                onDuplicate={() => duplicate.mutate(template)}
                onDelete={() => setConfirm(template)}
                onToggle={() => toggle.mutate(template)}
              />
            ))}
          </div>
        )}
      </ResourceStates>
      {list.data && (
        <p className="ui-list-footer" data-testid="templates-footer">
          {t('admin.templates.footer', { total: list.data.total, shown: templates.length })}
        </p>
      )}
      {preview && <TemplatePreviewModal template={preview} onClose={() => setPreview(null)} />}
      {form && (
        <TemplateFormModal
          template={form.template}
          onClose={() => setForm(null)}
          onSaved={(saved, created) => {
            setForm(null);
            notices.success(t(created ? 'admin.templates.created' : 'admin.templates.saved', { name: templateName(saved, t) }));
            changed();
          }}
        />
      )}
      {confirm && (
        <ConfirmDialog
          title={t('admin.templates.deleteTitle')}
          message={t('admin.templates.deleteConfirm', { name: templateName(confirm, t) })}
          detail={t('ui.irreversible')}
          busy={removal.isPending}
          onConfirm={() => removal.mutate(confirm)}
          onCancel={() => setConfirm(null)}
          testId="template-confirm"
        />
      )}
    </div>
  );
}
