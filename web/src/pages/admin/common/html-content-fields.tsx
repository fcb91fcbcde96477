import { useId } from 'react';
import { Controller, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { htmlToPlainText } from '../../../components/rich-text/html-text.js';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor.js';
import { describedBy } from '../../../components/ui/form-errors.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import type { ShownFieldErrors } from './field-errors.js';
import styles from './html-content-fields.module.css';

/** The two contents of an e-mail that a form holds (optional where the form's schema gives defaults). */
interface MailContent {
  html_content?: string | null;
  text_content?: string;
}

/** A namespace of a page's texts holding the labels of the two fields and of the button (`.html`, `.text`, `.textFromHtml`). */
type TextsOf<Key> = Key extends `${infer Texts}.textFromHtml`
  ? `${Texts}.html` | `${Texts}.text` extends MessageKey
    ? Texts
    : never
  : never;

/**
 * An e-mail's content in a back-office form: its HTML in the rich-text editor (with the mail's
 * placeholders) and its plain text, which a button fills from the HTML (off while the HTML is empty).
 * `testId` names the editor (`{testId}-editor`), the button (`{testId}-text-from-html`) and the text
 * (`{testId}-form-text`); `fieldErrors` shows the two fields' errors as the form shows its other fields'.
 */
export function HtmlContentFields<Values extends FieldValues & MailContent>({
  form: { control, register, setValue },
  testId,
  texts,
  textHint,
  textRows,
  fieldErrors,
}: {
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'control' | 'register' | 'setValue'>;
  testId: string;
  /** where the page keeps the labels, e.g. 'admin.templates' for 'admin.templates.html' */
  texts: TextsOf<MessageKey>;
  /** a line under the plain text */
  textHint?: string;
  textRows: number;
  fieldErrors: ShownFieldErrors<keyof MailContent>;
}) {
  const { t } = useI18n();
  const id = useId();
  // the two fields' names, which TypeScript cannot see in a form of any other fields as well
  const htmlName = 'html_content' as Path<Values>;
  const textName = 'text_content' as Path<Values>;
  const html = (useWatch({ control, name: htmlName }) as string | null) ?? '';
  return (
    <>
      <div className="field">
        <span className="ui-label">{t(`${texts}.html`)}</span>
        <Controller
          control={control}
          name={htmlName}
          render={({ field }) => (
            <LazyRichTextEditor
              value={(field.value as string | null) ?? ''}
              onChange={field.onChange}
              label={t(`${texts}.html`)}
              height={300}
              placeholders
              testId={`${testId}-editor`}
            />
          )}
        />
        {fieldErrors.message('html_content')}
      </div>
      <div className="field">
        <div className={styles.textHead}>
          <label htmlFor={`${id}-text`}>{t(`${texts}.text`)}</label>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setValue(textName, htmlToPlainText(html) as PathValue<Values, Path<Values>>, { shouldDirty: true })}
            disabled={!html.trim()}
            data-testid={`${testId}-text-from-html`}
          >
            {t(`${texts}.textFromHtml`)}
          </button>
        </div>
        <textarea
          id={`${id}-text`}
          rows={textRows}
          aria-invalid={fieldErrors.id('text_content') ? true : undefined}
          aria-describedby={describedBy(textHint && `${id}-text-hint`, fieldErrors.id('text_content'))}
          {...register(textName)}
          data-testid={`${testId}-form-text`}
        />
        {textHint && (
          <p id={`${id}-text-hint`} className="ui-hint">
            {textHint}
          </p>
        )}
        {fieldErrors.message('text_content')}
      </div>
    </>
  );
}
