import type { ReactNode } from 'react';
import { BrowserRouter } from '#web/lib/roteador.tsx';

export function AppProvider({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}
