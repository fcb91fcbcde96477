import type { LegalDocumentDto } from '../../../api/legal-documents.js';
import { saveLegalDocument } from '../../../api/legal-documents.js';
import { FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { legalEditForm } from './form-schemas.js';
import { useLegalChanged } from './queries.js';
import styles from './legal.module.css';

/** 'Upravit text': the document's whole text in a textarea; saved for this document and language. */
export function DocumentEditor({ document, onClose, onSaved }: { document: LegalDocumentDto; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  const changed = useLegalChanged();
  const { control, submit, busy, message } = useContractForm({
    schema: legalEditForm,
    defaultValues: { body: document.body },
    send: async (request) => {
      await saveLegalDocument(document.name, document.language, request.body);
      await changed();
      onSaved();
    },
    failure: (error) => errorMessage(error, t),
  });
  return (
    <form className={styles.editor} onSubmit={submit} noValidate data-testid="legal-editor">
      <FormTextField
        control={control}
        name="body"
        label={t('legal.body')}
        hint={t('legal.bodyHint', { max: document.max_chars.toLocaleString('cs-CZ') })}
        multiline
        required
        maxLength={document.max_chars}
        testId="legal-body"
      />
      <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={t('legal.save')} submitTestId="legal-save" />
    </form>
  );
}
