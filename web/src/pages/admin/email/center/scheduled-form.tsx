import { useRef, useState } from 'react';
import { scheduledEmailInput } from '../../../../../../src/contract/email-center.js';
import {
  attachToScheduledEmail,
  createScheduledEmail,
  removeScheduledAttachment,
  updateScheduledEmail,
  type ScheduledEmailDto,
  type ScheduledEmailInput,
} from '../../../../api/email-center.js';
import { FormTextField } from '../../../../components/form/form-fields.js';
import { useContractForm } from '../../../../components/form/use-contract-form.js';
import { errorMessage } from '../../../../components/ui/errors.js';
import { FormActions } from '../../../../components/ui/form-actions.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { AttachmentPicker } from '../attachment-picker.js';
import { localInputValue } from './center-rules.js';
import styles from './center.module.css';

type Values = {
  to_email: string;
  cc_email: string;
  bcc_email: string;
  subject: string;
  text_content: string;
  html_content: string;
  scheduled_at: string;
  timezone: string;
};

/**
 * 'Naplánovat email' (or its edit): recipient, subject and the send time are required; the time is on the
 * zone's clock. Attachments as in compose: saving stores the e-mail, then removes the files taken off and
 * uploads the new ones (after a refused upload the next save edits the e-mail already stored).
 */
export function ScheduledForm({
  editing,
  timeZone,
  onDone,
  onCancel,
}: {
  editing: ScheduledEmailDto | null;
  timeZone: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const zone = editing?.timezone ?? timeZone;
  const [files, setFiles] = useState<File[]>([]);
  const [stored, setStored] = useState(editing?.attachments ?? []);
  const [removed, setRemoved] = useState<number[]>([]);
  /** the e-mail this form stored (a new one once created) */
  const saved = useRef<number | null>(editing?.id ?? null);
  const { control, submit, busy, message } = useContractForm<Values, ScheduledEmailInput>({
    schema: scheduledEmailInput as never,
    defaultValues: {
      to_email: editing?.to_email ?? '',
      cc_email: editing?.cc_email ?? '',
      bcc_email: editing?.bcc_email ?? '',
      subject: editing?.subject ?? '',
      text_content: editing?.text_content ?? '',
      html_content: editing?.html_content ?? '',
      scheduled_at: editing ? localInputValue(editing.scheduled_at, zone) : '',
      timezone: zone,
    },
    send: async (request) => {
      const body = { ...request, personalization_data: editing?.personalization_data, country: undefined };
      const id = saved.current;
      saved.current = (id === null ? await createScheduledEmail(body) : await updateScheduledEmail(id, body)).scheduled_email.id;
      for (const attachmentId of removed) await removeScheduledAttachment(saved.current, attachmentId);
      setRemoved([]);
      if (files.length) {
        setStored((await attachToScheduledEmail(saved.current, files)).scheduled_email.attachments);
        setFiles([]);
      }
      onDone(t(editing ? 'admin.center.scheduled.updated' : 'admin.center.scheduled.saved'));
    },
    failure: (error) => errorMessage(error, t, t('admin.center.scheduled.failed')),
  });
  const title = t(editing ? 'admin.center.scheduled.editTitle' : 'admin.center.scheduled.formTitle');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title} data-testid="scheduled-form">
      <h3>{title}</h3>
      <FormTextField control={control} name="to_email" type="email" label={t('admin.center.scheduled.to')} required testId="scheduled-to" />
      <FormTextField control={control} name="cc_email" type="email" label={t('admin.center.scheduled.cc')} testId="scheduled-cc" />
      <FormTextField control={control} name="bcc_email" type="email" label={t('admin.center.scheduled.bcc')} testId="scheduled-bcc" />
      <FormTextField control={control} name="subject" label={t('admin.center.scheduled.subject')} required testId="scheduled-subject" />
      <FormTextField control={control} name="text_content" label={t('admin.center.scheduled.text')} multiline testId="scheduled-text" />
      <FormTextField control={control} name="html_content" label={t('admin.center.scheduled.html')} multiline testId="scheduled-html" />
      <FormTextField
        control={control}
        name="scheduled_at"
        type="datetime-local"
        label={t('admin.center.scheduled.at')}
        hint={t('admin.center.scheduled.atHint', { zone })}
        min={localInputValue(new Date(), zone)}
        required
        testId="scheduled-at"
      />
      <AttachmentPicker
        files={files}
        onChange={setFiles}
        disabled={busy}
        stored={stored}
        onRemoveStored={(id) => {
          setStored(stored.filter((a) => a.id !== id));
          setRemoved([...removed, id]);
        }}
        testIdPrefix="scheduled"
      />
      <FormActions
        message={message}
        busy={busy}
        onCancel={onCancel}
        submitLabel={t(editing ? 'admin.center.scheduled.saveEdit' : 'admin.center.scheduled.save')}
        busyLabel={t('admin.center.scheduled.saving')}
        submitTestId="scheduled-submit"
      />
    </form>
  );
}
