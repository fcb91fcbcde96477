import { lazy, Suspense, useState, type ReactNode } from 'react';
import { needsProfileCompletion, useAuth } from '../../app/auth-context.js';
import { Spinner } from '../../components/spinner.js';

/** The session storage key of 'Přeskočit (doplnit později)'. */
const PROFILE_SKIP_KEY = 'marketplace.profileCompletionSkipped';

const ProfileCompletionScreen = lazy(() => import('./profile-completion-screen.js').then((m) => ({ default: m.ProfileCompletionScreen })));

function skippedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(PROFILE_SKIP_KEY) === '1';
  } catch {
    return false;
  }
}

/** Shows the phone-completion screen instead of `children` while the signed-in user needs it. */
export function ProfileGate({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  const [skipped, setSkipped] = useState(skippedThisSession);
  if (status !== 'authenticated' || skipped || !needsProfileCompletion(user)) return <>{children}</>;

  const skip = () => {
    try {
      window.sessionStorage.setItem(PROFILE_SKIP_KEY, '1');
    } catch {
      /* not remembered: skipped for this page view only */
    }
    setSkipped(true);
  };
  return (
    <Suspense fallback={<Spinner block />}>
      <ProfileCompletionScreen onSkip={skip} />
    </Suspense>
  );
}
