import fs from 'node:fs';
import path from 'node:path';
import { TIPOS_MODELO } from './chamadas.ts';
import { ROTULOS_ACAO_AUDITORIA, rotuloDaAcao } from './auditoria.ts';

/** Todas as ações literais gravadas pelo servidor (`acao: '…'`, `acao: x ? '…' : '…'`). */
function acoesDoServidor(): Set<string> {
  const raiz = path.resolve(import.meta.dirname, '../../server');
  const achadas = new Set<string>();
  const visitar = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) visitar(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
        const texto = fs.readFileSync(p, 'utf8');
        for (const m of texto.matchAll(/acao: ([^,\n}]+)/g)) {
          if (!/registrarAuditoria|auditoria|alvoTipo/.test(texto.slice(Math.max(0, m.index - 300), m.index + 300))) continue;
          for (const lit of m[1]!.matchAll(/'([a-z_]+(?:[.-][a-z_]+)*)'/g)) if (/[._]/.test(lit[1]!)) achadas.add(lit[1]!); // nomes de ação têm ponto ou sublinhado
        }
      }
    }
  };
  visitar(raiz);
  return achadas;
}

describe('rótulos das ações da auditoria', () => {
  it('toda ação que o servidor grava tem rótulo em português', () => {
    const acoes = acoesDoServidor();
    expect(acoes.size).toBeGreaterThan(20);
    for (const t of TIPOS_MODELO) acoes.add(`chamada.modelo-${t}`).add(`chamada.modelo-${t}.remover`);
    const semRotulo = [...acoes].filter((a) => !(a in ROTULOS_ACAO_AUDITORIA));
    expect(semRotulo).toEqual([]);
  });

  it('sem rótulo, mostra a ação como foi gravada', () => {
    expect(rotuloDaAcao('evento.editar')).toBe('Evento editado');
    expect(rotuloDaAcao('algo.novo')).toBe('algo.novo');
  });
});
