import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { esquecerInstituicao } from '#web/lib/dados/instituicao.ts';
import { esquecerPerfilRecente } from '#web/lib/dados/perfil-atual.ts';

// findBy*/waitFor esperam até 3 s (o padrão é 1 s): telas e formulários descem sob demanda, e a primeira
// importação de um módulo no Vitest (transformar e avaliar) passa de 1 s numa máquina de 2 núcleos ocupada.
// Só muda quanto se espera por algo que deve aparecer; o que não deve aparecer continua sendo conferido na hora.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // o cache dos dados da instituição é do módulo (decisão 019): cada teste começa sem ele
  esquecerInstituicao();
  // e sem a última resposta de /api/perfil/me (a guarda a deixa para o painel)
  esquecerPerfilRecente();
});
