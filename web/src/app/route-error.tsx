import { lazy, Suspense, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Spinner } from '../components/spinner.js';
import { CrashScreen, toError } from './crash-screen.js';

const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page.js').then((m) => ({ default: m.NotFoundPage })));

/** errorElement of the root route: a 404 answer shows the not-found page, anything else the crash screen. */
export function RouteError() {
  const error = useRouteError();
  const [at] = useState(() => new Date());
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<Spinner block />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <CrashScreen error={toError(error)} at={at} />;
}
