import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { InstrutorResumoSchema, TurmaDoInstrutorSchema, type InstrutorResumo, type TurmaDoInstrutor } from '#shared/contracts/instrutores.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { GestaoInstrutores } from './gestao-instrutores.tsx';
import { csvInstrutores } from './instrutores.ts';

const servidor = usarServidorMsw();

function instrutor(p: Partial<InstrutorResumo> & { id: number; nome: string }): InstrutorResumo {
  return InstrutorResumoSchema.parse({
    email: `instrutor${p.id}@saude.gov.br`,
    ativo: true,
    turmas_qtd: 0,
    turmas_andamento: 0,
    turmas_programadas: 0,
    avaliacao_media: null,
    ...p,
  });
}

function turma(p: Partial<TurmaDoInstrutor> & { id: number }): TurmaDoInstrutor {
  return TurmaDoInstrutorSchema.parse({
    nome: `Turma ${p.id}`,
    status: 'programado',
    data_inicio: '2026-04-06',
    data_fim: '2026-04-10',
    carga_horaria: 20,
    vagas: 30,
    confirmadas: 12,
    em_espera: 0,
    proximo_encontro: null,
    evento: { id: 50 + p.id, titulo: `Curso ${p.id}`, tipo: 'Curso', local: 'Sala 1', publicado: true },
    ...p,
  });
}

const LISTA = [
  instrutor({ id: 1, nome: 'Bruno Alves', turmas_qtd: 2, turmas_programadas: 2 }),
  instrutor({ id: 2, nome: 'Ângela Souza', email: 'angela@saude.gov.br', turmas_qtd: 5, turmas_andamento: 1, turmas_programadas: 1, avaliacao_media: 8.75 }),
  instrutor({ id: 3, nome: 'Carla Dias', ativo: false }),
];

let turmasPorId: Record<number, TurmaDoInstrutor[]>;

beforeEach(() => {
  turmasPorId = {
    2: [
      turma({ id: 10, status: 'encerrado', data_inicio: '2025-08-01', data_fim: '2025-08-01', evento: { id: 60, titulo: 'Acolhimento', tipo: 'Oficina', local: 'Sala 2', publicado: true } }),
      turma({ id: 11, status: 'em_andamento', data_inicio: '2026-03-02', data_fim: '2026-03-30' }),
    ],
  };
  servidor.use(
    http.get('/api/instrutores', () => respostaDoContrato(z.array(InstrutorResumoSchema), LISTA)),
    http.get('/api/instrutores/:id/turmas', ({ params }) => respostaDoContrato(z.array(TurmaDoInstrutorSchema), turmasPorId[Number(params.id)] ?? [])),
  );
});

afterEach(() => vi.restoreAllMocks());

const nomesNaTabela = () => within(screen.getByRole('table')).getAllByRole('rowheader').map((c) => c.textContent);

describe('Gestão de Instrutor', () => {
  it('mostra os indicadores e a tabela em ordem de nome (A–Z, sem tropeçar no acento)', async () => {
    renderizar(<GestaoInstrutores />);
    expect(await screen.findByText('3 instrutor(es) encontrado(s)')).toBeInTheDocument();
    const kpis = within(screen.getByRole('list', { name: 'Resumo dos instrutores' })).getAllByRole('listitem');
    expect(kpis.map((k) => k.textContent)).toEqual([
      expect.stringContaining('Total3'),
      expect.stringContaining('Com turmas em andamento1'),
      expect.stringContaining('Sem turmas1'),
    ]);
    expect(nomesNaTabela()).toEqual(['Ângela Souza', 'Bruno Alves', 'Carla Dias']);
    const angela = screen.getByRole('rowheader', { name: 'Ângela Souza' }).closest('tr')!;
    expect(within(angela).getAllByRole('cell').map((c) => c.textContent)).toEqual(['angela@saude.gov.br', '5', '1', '1', '8,8', 'Ativo', 'Ver turmas']);
    const carla = screen.getByRole('rowheader', { name: 'Carla Dias' }).closest('tr')!;
    expect(within(carla).getAllByRole('cell')[4]).toHaveTextContent('—');
    expect(within(carla).getByText('Inativo')).toBeInTheDocument();
  });

  it('busca por nome ou e-mail depois de 250 ms sem digitar, sem diferenciar acentos', async () => {
    const { user } = renderizar(<GestaoInstrutores />);
    await screen.findByText('3 instrutor(es) encontrado(s)');
    await user.type(screen.getByLabelText('Buscar por nome ou e-mail'), 'angela');
    expect(nomesNaTabela()).toHaveLength(3); // ainda esperando a pausa
    await waitFor(() => expect(screen.getByText('1 instrutor(es) encontrado(s)')).toBeInTheDocument());
    expect(nomesNaTabela()).toEqual(['Ângela Souza']);

    await user.clear(screen.getByLabelText('Buscar por nome ou e-mail'));
    await user.type(screen.getByLabelText('Buscar por nome ou e-mail'), 'instrutor3@');
    await waitFor(() => expect(nomesNaTabela()).toEqual(['Carla Dias']));

    await user.type(screen.getByLabelText('Buscar por nome ou e-mail'), 'xyz');
    expect(await screen.findByText('Nenhum instrutor encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('ordena de Z a A e por mais turmas', async () => {
    const { user } = renderizar(<GestaoInstrutores />);
    await screen.findByText('3 instrutor(es) encontrado(s)');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Nome (Z–A)');
    expect(nomesNaTabela()).toEqual(['Carla Dias', 'Bruno Alves', 'Ângela Souza']);
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Mais turmas');
    expect(nomesNaTabela()).toEqual(['Ângela Souza', 'Bruno Alves', 'Carla Dias']);
  });

  it('exporta a lista filtrada em CSV (BOM, ";" e pt-BR)', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:csv'));
    URL.revokeObjectURL = vi.fn();
    const nomes: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      nomes.push(this.download);
    });
    const { user } = renderizar(<GestaoInstrutores />);
    await screen.findByText('3 instrutor(es) encontrado(s)');
    await user.type(screen.getByLabelText('Buscar por nome ou e-mail'), 'a');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Mais turmas');
    await user.type(screen.getByLabelText('Buscar por nome ou e-mail'), 'n'); // "an": só Ângela
    await waitFor(() => expect(nomesNaTabela()).toEqual(['Ângela Souza']));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(nomes[0]).toMatch(/^instrutores-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // BOM do UTF-8
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFNome;E-mail;Turmas;Em andamento;Programadas;Média das avaliações;Situação\r\n' +
        'Ângela Souza;angela@saude.gov.br;5;1;1;8,8;Ativo\r\n',
    );
  });

  it('CSV: aspas em valores com ";" ou aspas, célula vazia sem média e nada de fórmulas', () => {
    const csv = csvInstrutores([
      instrutor({ id: 9, nome: 'Silva; "Zé"', email: '=HYPERLINK("x")', ativo: false }),
      instrutor({ id: 8, nome: 'Lia', avaliacao_media: 10 }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFNome;E-mail;Turmas;Em andamento;Programadas;Média das avaliações;Situação',
      '"Silva; ""Zé""";"\'=HYPERLINK(""x"")";0;0;0;;Inativo',
      'Lia;instrutor8@saude.gov.br;0;0;0;10,0;Ativo',
      '',
    ]);
  });

  it('"Ver turmas" abre o diálogo com situação e período; sem turmas, avisa', async () => {
    const { user } = renderizar(<GestaoInstrutores />);
    await screen.findByText('3 instrutor(es) encontrado(s)');
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Ver turmas de Ângela Souza' }));
    const dialogo = screen.getByRole('dialog', { name: 'Turmas de Ângela Souza' });
    const itens = await within(dialogo).findAllByRole('listitem');
    expect(itens.map((i) => i.textContent)).toEqual([
      'Curso 11Turma: Turma 11 · 02/03/2026 a 30/03/2026Em andamento',
      'AcolhimentoTurma: Turma 10 · 01/08/2025Encerrado',
    ]);
    await user.click(within(dialogo).getAllByRole('button', { name: 'Fechar' }).at(-1)!); // o do rodapé (o outro é o ✕)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Ver turmas de Carla Dias' }));
    expect(await within(screen.getByRole('dialog')).findByText('Nenhuma turma encontrada.')).toBeInTheDocument();
  });
});
