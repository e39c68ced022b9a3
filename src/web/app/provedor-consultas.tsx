import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '#web/lib/query-client.ts';

/** Provedor do TanStack Query com o cliente único do app (vários provedores, um só cache). */
export default function ProvedorConsultas({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
