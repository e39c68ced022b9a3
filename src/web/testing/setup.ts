import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { esquecerInstituicao } from '#web/lib/dados/instituicao.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // o cache dos dados da instituição é do módulo (decisão 019): cada teste começa sem ele
  esquecerInstituicao();
});
