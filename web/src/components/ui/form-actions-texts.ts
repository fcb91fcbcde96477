/** Texts of the UI kit's form actions (FormActions): Czech, composed in web/src/i18n/cs.ts. */
export const uiFormActionsCs = {
  'ui.formActions.cancel': 'Zrušit',
  'ui.formActions.saving': 'Ukládám...',
} as const;
