import { useI18n } from '../../i18n/i18n-context.js';
import { Icon, type IconName } from '../icon.js';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'thumbsUp' },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'camera' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'briefcase' },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: 'play' },
] as const satisfies ReadonlyArray<{ name: string; href: string; icon: IconName }>;

export function SocialLinks() {
  const { t } = useI18n();
  return (
    <ul className="social-links" aria-label={t('footer.social')}>
      {SOCIAL.map((item) => (
        <li key={item.name}>
          <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.name} title={item.name}>
            <Icon name={item.icon} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
