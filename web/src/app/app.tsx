import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.js';
import { I18nProvider } from '../i18n/i18n-provider.js';
import { AppRouter } from './app-router.js';
import { AuthProvider } from './auth-provider.js';
import { EditionProvider } from './edition-provider.js';
import { ThemeProvider } from './theme-provider.js';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <EditionProvider>
          <I18nProvider>
            <AuthProvider>
              <AppRouter />
            </AuthProvider>
          </I18nProvider>
        </EditionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
