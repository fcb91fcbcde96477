import { QueryClient } from '@tanstack/react-query';

/**
 * The web app's server state (TanStack Query). A failed load is not retried on its own: the screen
 * shows the error and its 'Zkusit znovu'. Nothing refetches on window focus; screens that must stay
 * fresh say so (refetchInterval). The cache is cleared whenever the session changes (auth-provider).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
