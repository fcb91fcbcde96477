import { useState } from 'react';
import type { SalonSettingsDto } from '../../api/salon.js';
import { SALON_TEXTS as T } from './texts.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * A settings panel's save cycle (useFormSubmit) that hands the saved settings on and then says
 * 'Změny byly uloženy.'; `footer` is the panel's status line and save button.
 */
export function useSettingsSave(run: () => Promise<SalonSettingsDto>, onSaved: (s: SalonSettingsDto) => void) {
  const [saved, setSaved] = useState(false);
  const { busy, errors, message, submit } = useFormSubmit(async () => {
    setSaved(false);
    onSaved(await run());
    setSaved(true);
  });
  const footer = (testId: string) => (
    <>
      {message ? (
        <p className="field-error" role="alert">
          {message}
        </p>
      ) : (
        saved && (
          <p className="salon-ok" role="status">
            {T.saved}
          </p>
        )
      )}
      <div className="salon-form-actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid={testId}>
          {busy ? T.saving : T.save}
        </button>
      </div>
    </>
  );
  return { errors, submit, footer };
}
