import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/not-found/not-found-page.js';
import { CrashScreen, toError } from './crash-screen.js';

/** errorElement of the root route: a 404 answer shows the not-found page, anything else the crash screen. */
export function RouteError() {
  const error = useRouteError();
  const [at] = useState(() => new Date());
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <CrashScreen error={toError(error)} at={at} />;
}
