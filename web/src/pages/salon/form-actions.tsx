import { SALON_TEXTS as T } from './texts.js';

/** The end of a salon form in a modal: the form's error message, then 'Zrušit' and the submit button. */
export function FormActions({
  message,
  busy,
  onCancel,
  submitLabel,
  submitTestId,
}: {
  message: string | null;
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  submitTestId: string;
}) {
  return (
    <>
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      <div className="salon-form-actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          {T.cancel}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} data-testid={submitTestId}>
          {busy ? T.saving : submitLabel}
        </button>
      </div>
    </>
  );
}
