import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { createDraft, deleteDraft, listTemplates, sendEmail, updateDraft, type DraftDto, type TemplateDto } from '../../../api/mail.js';
import { contentToHtml, htmlToPlainText } from '../../../components/rich-text/html-text.js';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { mailKeys } from './queries.js';
import { AttachmentPicker } from './attachment-picker.js';
import type { ComposeAnswer } from './inbox-answer.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import { Button } from '../../../components/ui/button.js';

interface Fields {
  to_email: string;
  cc: string;
  bcc: string;
  subject: string;
  /** the body as editor HTML */
  html: string;
  template_id: number | null;
}

const fromDraft = (draft: DraftDto | null, answer: ComposeAnswer | null): Fields => ({
  to_email: draft?.to_email ?? answer?.to_email ?? '',
  cc: draft?.cc ?? '',
  bcc: draft?.bcc ?? '',
  subject: draft?.subject ?? answer?.subject ?? '',
  html: draft ? contentToHtml(draft.content) : answer ? contentToHtml(answer.content) : '',
  template_id: draft?.template_id ?? null,
});

const REQUIRED = ['to_email', 'subject'] as const;

const templateHtml = (template: TemplateDto) => template.html_content || contentToHtml(template.text_content);

/**
 * Compose: recipient, Cc, Bcc, subject, rich-text content, template choice and
 * attachments. Send and 'Uložit koncept'; messages in live regions inside the dialog.
 */
export function ComposeModal({
  draft,
  answer: answering = null,
  onClose,
  onSent,
  onDraftSaved,
  templates: withTemplates = true,
}: {
  /** false: no template choice (a business writes without the operator's templates) */
  templates?: boolean;
  draft: DraftDto | null;
  /** a reply or forward from the inbox (In-Reply-To and References go with the message) */
  answer?: ComposeAnswer | null;
  onClose: () => void;
  onSent: (message: string) => void;
  onDraftSaved: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  // To and Subject are required (trimmed); the one message above the form names them, the fields are marked
  const resolver: Resolver<Fields> = (values) => {
    const blank = REQUIRED.filter((key) => !values[key].trim());
    if (blank.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(blank.map((key) => [key, { type: 'required', message: t('admin.email.compose.required') }]));
    return { values: {}, errors: errors as FieldErrors<Fields> };
  };
  const { control, register, handleSubmit, getValues, setValue } = useForm<Fields>({
    defaultValues: fromDraft(draft, answering),
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false, // as before: the message above the form, no focus moved
  });
  const fields = useWatch({ control }) as Fields;
  const [files, setFiles] = useState<File[]>([]);
  const [draftId, setDraftId] = useState<number | null>(draft?.id ?? null);
  /** the message naming the required fields left blank */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const templates = useApiQuery(mailKeys.templates(), (signal) => listTemplates({}, signal), { enabled: withTemplates });
  const usable = (templates.data?.data ?? []).filter((t) => t.is_active || t.id === fields.template_id);

  const chooseTemplate = (value: string) => {
    const template = usable.find((t) => String(t.id) === value);
    if (!template) {
      setValue('template_id', null);
      return setInfo(null);
    }
    setValue('template_id', template.id);
    setValue('subject', template.subject);
    setValue('html', templateHtml(template));
  };

  // sent multipart: the text fields and the attached files
  const send = async (fields: Fields) => {
    const answer = await sendEmail(
      {
        to_email: fields.to_email,
        cc: fields.cc,
        bcc: fields.bcc,
        subject: fields.subject,
        content: htmlToPlainText(fields.html),
        html_content: fields.html,
        template_id: fields.template_id,
        in_reply_to: answering?.in_reply_to ?? null,
        references: answering?.references ?? null,
      },
      files,
    );
    // the draft became an e-mail: it leaves Koncepty (best effort)
    if (draftId) await deleteDraft(draftId).catch(() => undefined);
    onSent(
      files.length > 0 ? t('admin.email.compose.sendOkWithAttachments', { message: answer.message, count: files.length }) : answer.message,
    );
  };

  const saveDraft = async (fields: Fields) => {
    const body = {
      to_email: fields.to_email,
      cc: fields.cc,
      bcc: fields.bcc,
      subject: fields.subject,
      content: fields.html,
      template_id: fields.template_id,
    };
    const answer = draftId ? await updateDraft(draftId, body) : await createDraft(body);
    if (answer.draft_id) setDraftId(answer.draft_id);
    setInfo(
      files.length > 0
        ? `${t('admin.email.compose.draftOk')} ${t('admin.email.compose.draftAttachmentsNote')}`
        : t('admin.email.compose.draftOk'),
    );
    onDraftSaved();
  };

  /** 'Odeslat' or 'Uložit koncept': one write at a time, its failure in the alert region */
  const write = useMutation({
    mutationFn: ({ kind, fields }: { kind: 'send' | 'draft'; fields: Fields }) => (kind === 'send' ? send(fields) : saveDraft(fields)),
    onMutate: ({ kind }) => {
      setInfo(null);
      setRefusal(null);
      if (kind === 'send') setMissing(false);
    },
  });
  const busy = write.isPending ? write.variables.kind : null;
  const error =
    refusal ??
    (write.error &&
      (write.variables?.kind === 'send'
        ? t('admin.email.compose.sendFailed', { message: errorMessage(write.error, t) })
        : t('admin.email.compose.draftFailed', { message: errorMessage(write.error, t, t('admin.email.compose.draftDefault')) })));

  const refused = (errors: FieldErrors<Fields>) => {
    setInfo(null);
    setMissing(true);
    write.reset();
    setRefusal(errors.to_email?.message ?? errors.subject?.message ?? null);
  };

  const field = (key: 'to_email' | 'cc' | 'bcc' | 'subject', label: string, options: { required?: boolean; hint?: boolean } = {}) => {
    const invalid = missing && options.required && !fields[key].trim();
    return (
      <div className="field">
        <label htmlFor={`${id}-${key}`}>
          {label}
          {options.required && <span aria-hidden="true"> *</span>}
        </label>
        <input
          id={`${id}-${key}`}
          type="text"
          inputMode={key === 'subject' ? 'text' : 'email'}
          autoComplete="off"
          {...register(key, { onChange: () => setInfo(null) })}
          required={options.required}
          aria-invalid={invalid || undefined}
          aria-describedby={options.hint ? `${id}-address-hint` : undefined}
          data-testid={`compose-${key}`}
        />
      </div>
    );
  };

  return (
    <Modal
      title={draftId ? t('admin.email.compose.draftTitle') : t('admin.email.compose.title')}
      onClose={onClose}
      size="large"
      locked={busy === 'send'}
      testId="compose"
      messages={
        <>
          <div role="alert" className="ui-modal-messages">
            {error && (
              <p className="ui-inline-error" data-testid="compose-error">
                {error}
              </p>
            )}
          </div>
          <div role="status" className="ui-modal-messages">
            {info && (
              <p className="ui-inline-success" data-testid="compose-info">
                {info}
              </p>
            )}
          </div>
        </>
      }
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => write.mutate({ kind: 'draft', fields: getValues() })}
            disabled={busy !== null}
            data-testid="compose-save-draft"
          >
            {busy === 'draft' ? t('admin.email.compose.savingDraft') : t('admin.email.compose.saveDraft')}
          </Button>
          <Button type="submit" form={`${id}-form`} variant="primary" disabled={busy !== null} data-testid="compose-send">
            {busy === 'send' ? t('admin.email.compose.sending') : t('admin.email.compose.send')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="ui-form"
        noValidate
        onSubmit={(event) => void handleSubmit((fields) => write.mutate({ kind: 'send', fields }), refused)(event)}
      >
        {field('to_email', t('admin.email.compose.to'), { required: true, hint: true })}
        <div className="ui-form-row">
          {field('cc', t('admin.email.compose.cc'), { hint: true })}
          {field('bcc', t('admin.email.compose.bcc'), { hint: true })}
        </div>
        <p id={`${id}-address-hint`} className="ui-hint">
          {t('admin.email.compose.addressHint')}
        </p>
        {field('subject', t('admin.email.compose.subject'), { required: true })}
        {withTemplates && (
          <div className="field">
            <label htmlFor={`${id}-template`}>{t('admin.email.compose.template')}</label>
            <select
              id={`${id}-template`}
              value={fields.template_id ?? ''}
              onChange={(event) => chooseTemplate(event.target.value)}
              data-testid="compose-template"
            >
              <option value="">{t('admin.email.compose.noTemplate')}</option>
              {usable.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
            {templates.status === 'error' && <p className="ui-hint">{t('admin.email.compose.templatesFailed')}</p>}
          </div>
        )}
        <div className="field">
          <span className="ui-label" id={`${id}-content-label`}>
            {t('admin.email.compose.content')}
          </span>
          <LazyRichTextEditor
            value={fields.html}
            onChange={(html) => {
              setValue('html', html);
              setInfo(null);
            }}
            label={t('admin.email.compose.content')}
            height={200}
            testId="compose-editor"
          />
        </div>
        <AttachmentPicker files={files} onChange={setFiles} disabled={busy !== null} />
      </form>
    </Modal>
  );
}
