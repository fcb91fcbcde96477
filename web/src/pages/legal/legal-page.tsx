import { PageShell } from '../../components/layout/page-shell.js';
import { useEdition } from '../../app/edition-context.js';
import { contactEmail } from '../../app/fallback-edition.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { LegalTexts } from './legal-document.js';
import { PRIVACY } from './privacy-content.js';
import { TERMS } from './terms-content.js';
import styles from './legal.module.css';

function LegalPage({ texts }: { texts: LegalTexts }) {
  const { lang, t } = useI18n();
  const { edition } = useEdition();
  const doc = texts[lang] ?? texts.cs;
  const email = contactEmail(edition.domain);
  return (
    <PageShell title={doc.title} lead={doc.intro}>
      <article className={styles.prose}>
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
        <p>
          {t('footer.contact')}: <a href={`mailto:${email}`}>{email}</a>
        </p>
      </article>
    </PageShell>
  );
}

export function TermsPage() {
  return <LegalPage texts={TERMS} />;
}

export function PrivacyPage() {
  return <LegalPage texts={PRIVACY} />;
}
