import type { PublicSettings } from '../../../../src/contract/settings.js';
import { useSiteSettings } from '../../app/site-settings.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Icon, type IconName } from '../icon.js';

type Network = PublicSettings['socialLinks'][number]['network'];

const NETWORKS = {
  facebook: { name: 'Facebook', icon: 'thumbsUp' },
  instagram: { name: 'Instagram', icon: 'camera' },
  linkedin: { name: 'LinkedIn', icon: 'briefcase' },
  youtube: { name: 'YouTube', icon: 'play' },
} as const satisfies Record<Network, { name: string; icon: IconName }>;

/**
 * The operator's pages on the social networks (Nastavení › Obecné, answered by /api/site-settings): a
 * network without a page is left out, and with none the heading goes too (the caller asks `hasSocialLinks`).
 */
export function SocialLinks({ links }: { links: PublicSettings['socialLinks'] }) {
  const { t } = useI18n();
  return (
    <ul className="social-links" aria-label={t('footer.social')} data-testid="footer-social">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={NETWORKS[link.network].name}
            title={NETWORKS[link.network].name}
            data-network={link.network}
          >
            <Icon name={NETWORKS[link.network].icon} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The footer's social links as the site's settings give them (none while they load). */
export const useSocialLinks = () => useSiteSettings()?.socialLinks ?? [];
