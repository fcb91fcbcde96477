import { useI18n } from '../../i18n/i18n-context.js';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', glyph: 'f' },
  { name: 'Instagram', href: 'https://www.instagram.com/', glyph: '◎' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', glyph: 'in' },
  { name: 'YouTube', href: 'https://www.youtube.com/', glyph: '▶' },
] as const;

export function SocialLinks() {
  const { t } = useI18n();
  return (
    <ul className="social-links" aria-label={t('footer.social')}>
      {SOCIAL.map((item) => (
        <li key={item.name}>
          <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.name} title={item.name}>
            <span aria-hidden="true">{item.glyph}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
