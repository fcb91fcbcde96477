import { Icon, type IconName } from '../../../components/back-office-icon.js';

/** Icons of the company row actions, decorative: each button carries its own label. */
const NAMES = { mail: 'mail', phone: 'phone', instagram: 'camera', facebook: 'thumbsUp', web: 'globe' } as const satisfies Record<
  string,
  IconName
>;

export type CompanyIconName = keyof typeof NAMES;

export function CompanyIcon({ name, size = 18 }: { name: CompanyIconName; size?: number }) {
  return <Icon name={NAMES[name]} size={size} />;
}
