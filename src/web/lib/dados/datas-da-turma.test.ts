import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EncontroSaidaSchema } from '#shared/contracts/eventos.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { buscarDatasDaTurma, MENSAGEM_TURMA_OBRIGATORIA } from './datas-da-turma.ts';

const servidor = usarServidorMsw();
const Lista = z.array(EncontroSaidaSchema);
const ENCONTRO = (data: string) => ({ data, horario_inicio: '08:00', horario_fim: '12:00' });
let pedidos: string[];

/** Responde cada `via` com a lista dada (sem a `via` na tabela: lista vazia). */
function responder(porVia: Record<string, ReturnType<typeof ENCONTRO>[]>) {
  servidor.use(
    http.get('/api/turmas/:turmaId/datas', ({ request, params }) => {
      const via = new URL(request.url).searchParams.get('via') ?? '';
      pedidos.push(`${String(params.turmaId)}:${via}`);
      return respostaDoContrato(Lista, porVia[via] ?? []);
    }),
  );
}

beforeEach(() => {
  pedidos = [];
});

describe('busca das datas da turma (SPEC §5, §7)', () => {
  it('via=datas com encontros: vale essa lista, sem outras chamadas', async () => {
    responder({ datas: [ENCONTRO('2030-03-10'), ENCONTRO('2030-03-12')], intervalo: [ENCONTRO('2030-03-11')] });
    expect(await buscarDatasDaTurma(7)).toEqual([ENCONTRO('2030-03-10'), ENCONTRO('2030-03-12')]);
    expect(pedidos).toEqual(['7:datas']);
  });

  it('vazia: tenta presencas, depois intervalo, e a primeira não vazia vale', async () => {
    responder({ presencas: [], intervalo: [ENCONTRO('2030-03-10'), ENCONTRO('2030-03-11')] });
    expect(await buscarDatasDaTurma('7')).toEqual([ENCONTRO('2030-03-10'), ENCONTRO('2030-03-11')]);
    expect(pedidos).toEqual(['7:datas', '7:presencas', '7:intervalo']);

    pedidos = [];
    responder({ presencas: [ENCONTRO('2030-03-11')], intervalo: [ENCONTRO('2030-03-10')] });
    expect(await buscarDatasDaTurma(7)).toEqual([ENCONTRO('2030-03-11')]);
    expect(pedidos).toEqual(['7:datas', '7:presencas']);
  });

  it('as três vazias: lista vazia', async () => {
    responder({});
    expect(await buscarDatasDaTurma(7)).toEqual([]);
    expect(pedidos).toEqual(['7:datas', '7:presencas', '7:intervalo']);
  });

  it('sem id de turma (ou com id que não é número): "turmaId obrigatório", sem chamar o servidor', async () => {
    responder({ datas: [ENCONTRO('2030-03-10')] });
    for (const id of [undefined, null, '', '  ', 'abc', 0, '12a']) {
      await expect(buscarDatasDaTurma(id)).rejects.toThrow(MENSAGEM_TURMA_OBRIGATORIA);
    }
    expect(MENSAGEM_TURMA_OBRIGATORIA).toBe('turmaId obrigatório');
    expect(pedidos).toEqual([]);
  });

  it('uma falha do servidor chega a quem chamou (não vira lista vazia)', async () => {
    servidor.use(http.get('/api/turmas/:turmaId/datas', () => respostaDeErro(404, 'Turma não encontrada.', 'NAO_ENCONTRADO')));
    await expect(buscarDatasDaTurma(7)).rejects.toThrow('Turma não encontrada.');
  });
});
