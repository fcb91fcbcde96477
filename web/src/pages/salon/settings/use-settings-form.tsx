import { useState, type FormEvent, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { SalonSettingsDto } from '../../../api/salon.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { Panel } from '../common/panel.js';
import styles from '../common/salon.module.css';

/**
 * A settings panel's form (useContractForm) that hands the saved settings on and then says
 * 'Změny byly uloženy.'; `footer` is the panel's status line and save button.
 */
export function useSettingsForm<Values extends FieldValues, Request>({
  schema,
  defaultValues,
  save,
  onSaved,
}: {
  schema: ZodType<Request, Values>;
  defaultValues: DefaultValues<Values>;
  save: (request: Request) => Promise<SalonSettingsDto>;
  onSaved: (settings: SalonSettingsDto) => void;
}) {
  const { t } = useI18n();
  const [saved, setSaved] = useState(false);
  const { control, submit, busy, errors, message } = useContractForm({
    schema,
    defaultValues,
    send: async (request) => {
      onSaved(await save(request));
      setSaved(true);
    },
    failure: (error) => errorMessage(error, t),
  });
  const submitForm = (event: FormEvent) => {
    setSaved(false);
    return submit(event);
  };
  const footer = (testId: string) => (
    <FormActions
      message={message}
      notice={saved ? t('salon.saved') : null}
      busy={busy}
      submitLabel={t('salon.save')}
      submitTestId={testId}
    />
  );
  return { control, submit: submitForm, errors, footer };
}

/** A settings panel: its title over its form (`grid`: the fields side by side), the status line and 'Uložit' below the fields. */
export function SettingsPanel({
  titleId,
  title,
  grid = false,
  form,
  submitTestId,
  children,
}: {
  titleId: string;
  title: ReactNode;
  grid?: boolean;
  form: Pick<ReturnType<typeof useSettingsForm>, 'submit' | 'footer'>;
  submitTestId: string;
  children: ReactNode;
}) {
  return (
    <Panel titleId={titleId} title={title}>
      <form className={grid ? `${styles.form} ${styles.formGrid}` : styles.form} onSubmit={form.submit} noValidate>
        {children}
        {form.footer(submitTestId)}
      </form>
    </Panel>
  );
}
