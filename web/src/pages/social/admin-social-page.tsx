import { useI18n } from '../../i18n/i18n-context.js';
import { SocialPosting } from './social-page.js';

/** /admin/social: the back office's own social posting. */
export function AdminSocialPage() {
  const { t } = useI18n();
  return (
    <div data-testid="admin-social-page">
      <h2 className="ui-section-title">{t('social.title')}</h2>
      <SocialPosting face="admin" />
    </div>
  );
}
