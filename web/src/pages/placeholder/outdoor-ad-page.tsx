import { useParams } from 'react-router';
import { ComingSoonPage } from './coming-soon-page.js';

export function OutdoorAdPage() {
  const { id = '' } = useParams();
  return <ComingSoonPage titleKey="page.outdoor" textKey="soon.outdoor" vars={{ id }} />;
}
