import { ComingSoon } from '../../components/coming-soon.js';
import { PageShell } from '../../components/layout/page-shell.js';
import type { MessageKey, Vars } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** A screen that a later release builds: its title and the 'Připravujeme' panel, inside the real layout. */
export function ComingSoonPage({ titleKey, textKey, vars }: { titleKey: MessageKey; textKey: MessageKey; vars?: Vars }) {
  const { t } = useI18n();
  return (
    <PageShell title={t(titleKey, vars)}>
      <ComingSoon text={t(textKey, vars)} />
    </PageShell>
  );
}
