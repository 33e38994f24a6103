import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ColorModeProvider } from '../components/ui/color-mode.tsx';
import { createQueryClient } from './query-client.ts';
import { withStylesKept } from './styles-kept.ts';
import { system } from './system.ts';

/** Each element's finished CSS is kept, not computed again at every render (styles-kept.ts). */
const keptSystem = withStylesKept(system);

/** `queryClient`: the app's own (App.tsx); tests get a fresh one each. */
export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={keptSystem}>
        <ColorModeProvider>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ColorModeProvider>
      </ChakraProvider>
    </I18nProvider>
  );
}
