import { SocialPosting } from '../../social/social-page.js';
import type { SectionProps } from '../section-props.js';

/** Sociální sítě (`?sekce=socialni-site`): the business's own posts, accounts, templates and cart (the API scopes them to its company). */
export function SocialSection(_: SectionProps) {
  return (
    <div data-testid="salon-social">
      <SocialPosting face="company" />
    </div>
  );
}
