import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TesteAdminSchema, TesteDoEventoSchema, type TesteAdmin } from '#shared/contracts/testes.ts';
import PaginaTesteEvento from '#web/app/routes/admin/teste-evento.tsx';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { questaoAdmin, testeAdmin } from '../dados-de-teste.ts';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let atual: TesteAdmin | null;
let pedidos: { metodo: string; caminho: string; body?: unknown }[];

/** O servidor de mentira guarda o teste salvo e devolve o que recebeu, como o de verdade. */
function salvoDoCorpo(body: { questoes?: { tipo: 'multipla_escolha' | 'dissertativa'; enunciado: string; peso: number; alternativas: { texto: string; correta: boolean }[] }[] } & Partial<TesteAdmin>): TesteAdmin {
  const base = atual ?? testeAdmin({ questoes: [] });
  const questoes = body.questoes
    ? body.questoes.map((q, i) => ({ ...q, id: i + 1, alternativas: q.alternativas.map((a, j) => ({ ...a, id: (i + 1) * 10 + j })) }))
    : base.questoes;
  const { questoes: _ignorar, ...ajustes } = body;
  return { ...base, ...ajustes, questoes, soma_dos_pesos: questoes.reduce((s, q) => s + q.peso, 0) } as TesteAdmin;
}

beforeEach(() => {
  vi.clearAllMocks();
  atual = testeAdmin();
  pedidos = [];
  servidor.use(
    http.get('/api/eventos/10/teste', () => respostaDoContrato(TesteDoEventoSchema, { evento: { id: 10, titulo: 'Curso de Vacinação' }, teste: atual })),
    http.put('/api/eventos/10/teste', async ({ request }) => {
      const body = (await request.json()) as Parameters<typeof salvoDoCorpo>[0];
      pedidos.push({ metodo: 'PUT', caminho: '/api/eventos/10/teste', body });
      atual = salvoDoCorpo(body);
      return respostaDoContrato(TesteAdminSchema, atual);
    }),
    http.post('/api/eventos/10/teste/publicar', () => {
      pedidos.push({ metodo: 'POST', caminho: '/api/eventos/10/teste/publicar' });
      atual = { ...atual!, status: 'publicado', publicado_em: '2030-03-10T12:00:00.000Z' };
      return respostaDoContrato(TesteAdminSchema, atual);
    }),
    http.post('/api/eventos/10/teste/nova-versao', () => {
      pedidos.push({ metodo: 'POST', caminho: '/api/eventos/10/teste/nova-versao' });
      atual = { ...atual!, status: 'rascunho', versao: atual!.versao + 1, publicado_em: null };
      return respostaDoContrato(TesteAdminSchema, atual);
    }),
    http.delete('/api/eventos/10/teste', () => {
      pedidos.push({ metodo: 'DELETE', caminho: '/api/eventos/10/teste' });
      atual = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const abrir = () => renderizar(<PaginaTesteEvento />, { rota: '/gerenciar-eventos/10/teste', padrao: '/gerenciar-eventos/:id/teste' });
const questao = (n: number) => screen.getByRole('region', { name: new RegExp(`^Questão ${n}`) });
const resumo = () => screen.getByRole('region', { name: 'Publicação' });
const esperar = () => screen.findByRole('region', { name: /^Situação/ });
const situacao = () => screen.getByRole('region', { name: /^Situação/ });

describe('Editor do teste do curso: rascunho', () => {
  it('carrega o rascunho: explicação, situação, ajustes, questões e peso total ao vivo com as pendências', async () => {
    const { user } = abrir();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o teste…');
    await esperar();
    expect(screen.getByRole('heading', { level: 1, name: 'Teste do curso' })).toBeInTheDocument();
    expect(screen.getByText('Curso de Vacinação')).toBeInTheDocument();
    expect(screen.getByText('A avaliação final do curso continua obrigatória. Aqui você define se haverá teste para certificado.')).toBeInTheDocument();
    expect(within(situacao()).getByText('Rascunho')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Teste de aprendizagem');
    expect(screen.getByLabelText(/^Nota mínima/)).toHaveValue('70');
    expect(screen.getByRole('switch', { name: 'Teste obrigatório para o certificado' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sem limite de tempo' })).toBeChecked();
    expect(within(questao(1)).getByLabelText(/^Peso da questão 1/)).toHaveValue('5');
    expect(within(questao(2)).getByLabelText(/^Peso da questão 2/)).toHaveValue('2,5');
    expect(within(questao(1)).getByRole('radio', { name: 'Correta: alternativa A' })).toBeChecked();

    expect(within(resumo()).getByText('Peso total: 7,5 de 10')).toBeInTheDocument();
    expect(within(resumo()).getByRole('heading', { name: 'Pendências para publicação' })).toBeInTheDocument();
    expect(within(resumo()).getByText('Não é possível publicar: a soma dos pesos deve fechar exatamente 10 (hoje: 7,5).')).toBeInTheDocument();

    const peso2 = within(questao(2)).getByLabelText(/^Peso da questão 2/);
    await user.clear(peso2);
    await user.type(peso2, '5');
    expect(within(resumo()).getByText('Peso total: 10 de 10')).toBeInTheDocument();
    expect(within(resumo()).getByText('Fechado corretamente')).toBeInTheDocument();
    expect(within(resumo()).getByText('Pronto para publicação')).toBeInTheDocument();
    expect(within(resumo()).queryByText('Pendências para publicação')).not.toBeInTheDocument();

    await user.clear(peso2);
    await user.type(peso2, '2,75');
    expect(within(resumo()).getByText('Peso total: 7,75 de 10')).toBeInTheDocument();
  });

  it('"Salvar rascunho" envia o PUT com os ajustes em números e as questões (peso com vírgula vira decimal)', async () => {
    const { user } = abrir();
    await esperar();
    const nota = screen.getByLabelText(/^Nota mínima/);
    await user.clear(nota);
    await user.type(nota, '72,5');
    await user.click(screen.getByRole('radio', { name: 'Com limite de tempo' }));
    const tempo = screen.getByLabelText(/^Minutos por tentativa/);
    await user.clear(tempo);
    await user.type(tempo, '45');
    await user.click(within(questao(2)).getByRole('radio', { name: 'Correta: alternativa B' }));
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Rascunho salvo.'));
    expect(pedidos).toEqual([
      {
        metodo: 'PUT',
        caminho: '/api/eventos/10/teste',
        body: {
          titulo: 'Teste de aprendizagem',
          descricao: 'Responda com atenção.',
          obrigatorio: true,
          nota_minima: 72.5,
          tentativas_max: 3,
          tempo_minutos: 45,
          questoes: [
            { tipo: 'multipla_escolha', enunciado: 'Enunciado da questão 1', peso: 5, alternativas: [{ texto: 'Certa 1', correta: true }, { texto: 'Errada 1', correta: false }] },
            { tipo: 'multipla_escolha', enunciado: 'Enunciado da questão 2', peso: 2.5, alternativas: [{ texto: 'Certa 2', correta: false }, { texto: 'Errada 2', correta: true }] },
          ],
        },
      },
    ]);
  });

  it('evento sem teste: padrões, acrescenta questões de múltipla escolha e dissertativa e salva o primeiro rascunho', async () => {
    atual = null;
    const { user } = abrir();
    await esperar();
    expect(within(situacao()).getByText('Sem teste')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Teste de aprendizagem');
    expect(screen.getByLabelText(/^Tentativas por pessoa/)).toHaveValue('1');
    expect(screen.getByText('Nenhuma questão ainda. Adicione a primeira questão com os botões abaixo.')).toBeInTheDocument();
    expect(within(resumo()).getByText('Não é possível publicar: adicione ao menos uma questão.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar questão de múltipla escolha' }));
    expect(within(questao(1)).getByLabelText(/^Enunciado da questão 1/)).toHaveFocus();
    await user.type(within(questao(1)).getByLabelText(/^Enunciado da questão 1/), 'Qual é a via de aplicação da BCG?');
    await user.type(within(questao(1)).getByLabelText(/^Peso da questão 1/), '7,5');
    await user.type(within(questao(1)).getByLabelText('Alternativa A'), 'Intradérmica');
    await user.type(within(questao(1)).getByLabelText('Alternativa B'), 'Oral');
    await user.click(within(questao(1)).getByRole('button', { name: 'Adicionar alternativa' }));
    expect(within(questao(1)).getByLabelText('Alternativa C')).toHaveFocus();
    await user.type(within(questao(1)).getByLabelText('Alternativa C'), 'Intramuscular');
    await user.click(within(questao(1)).getByRole('radio', { name: 'Correta: alternativa A' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar questão dissertativa' }));
    await user.type(within(questao(2)).getByLabelText(/^Enunciado da questão 2/), 'Explique a rede de frio.');
    await user.type(within(questao(2)).getByLabelText(/^Peso da questão 2/), '2,5');
    expect(within(resumo()).getByText('Pronto para publicação')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(pedidos).toHaveLength(1));
    expect((pedidos[0]!.body as { questoes: unknown }).questoes).toEqual([
      {
        tipo: 'multipla_escolha',
        enunciado: 'Qual é a via de aplicação da BCG?',
        peso: 7.5,
        alternativas: [
          { texto: 'Intradérmica', correta: true },
          { texto: 'Oral', correta: false },
          { texto: 'Intramuscular', correta: false },
        ],
      },
      { tipo: 'dissertativa', enunciado: 'Explique a rede de frio.', peso: 2.5, alternativas: [] },
    ]);
    expect(await within(situacao()).findByText('Rascunho')).toBeInTheDocument();
  });

  it('erros do esquema do contrato: não envia, mostra a mensagem no campo e foca o primeiro', async () => {
    atual = testeAdmin({ questoes: [questaoAdmin(1, 10)] });
    const { user } = abrir();
    await esperar();
    await user.clear(within(questao(1)).getByLabelText(/^Enunciado da questão 1/));
    await user.type(within(questao(1)).getByLabelText(/^Enunciado da questão 1/), 'Oi');
    await user.clear(within(questao(1)).getByLabelText(/^Peso da questão 1/));
    await user.type(within(questao(1)).getByLabelText(/^Peso da questão 1/), 'dez');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(await screen.findByText('O enunciado precisa ter pelo menos 5 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Informe o peso da questão.')).toBeInTheDocument();
    expect(within(questao(1)).getByLabelText(/^Enunciado da questão 1/)).toHaveFocus();
    expect(screen.getByText('Revise os campos destacados.')).toBeInTheDocument();
    expect(pedidos).toEqual([]);
  });

  it('400 do servidor com details.campos: marca o campo citado e o foca', async () => {
    servidor.use(
      http.put('/api/eventos/10/teste', () =>
        HttpResponse.json(
          { erro: 'O texto contém caracteres inválidos.', code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'questoes.1.alternativas.0.texto', mensagem: 'O texto contém caracteres inválidos.' }] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = abrir();
    await esperar();
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const alternativa = within(questao(2)).getByLabelText('Alternativa A');
    await waitFor(() => expect(alternativa).toHaveFocus());
    expect(alternativa).toHaveAccessibleDescription('O texto contém caracteres inválidos.');
    expect(screen.getByText('Revise os campos destacados.')).toBeInTheDocument();
  });

  it('move questões para cima e para baixo (o foco acompanha) e remove com confirmação', async () => {
    const { user } = abrir();
    await esperar();
    await user.click(screen.getByRole('button', { name: 'Mover a questão 2 para cima' }));
    expect(within(questao(1)).getByLabelText(/^Enunciado da questão 1/)).toHaveValue('Enunciado da questão 2');
    expect(screen.getByRole('button', { name: 'Mover a questão 1 para baixo' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remover a questão 1' }));
    const dialogo = screen.getByRole('dialog', { name: 'Remover a questão 1?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getAllByRole('region', { name: /^Questão \d/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remover a questão 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover questão' }));
    expect(screen.getAllByRole('region', { name: /^Questão \d/ })).toHaveLength(1);
    expect(within(questao(1)).getByLabelText(/^Enunciado da questão 1/)).toHaveValue('Enunciado da questão 1');
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Questão 1/ })).toHaveFocus());
    expect(within(resumo()).getByText('Peso total: 5 de 10')).toBeInTheDocument();
  });
});

describe('Editor do teste do curso: publicar', () => {
  it('com pendências: não chama o servidor, avisa e foca a lista de pendências', async () => {
    const { user } = abrir();
    await esperar();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Resolva as pendências para publicação antes de publicar.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pendências para publicação' })).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pedidos).toEqual([]);
  });

  it('sem pendências: confirma, salva (PUT) e depois publica (POST); as questões ficam só para leitura', async () => {
    const { user } = abrir();
    await esperar();
    const peso2 = within(questao(2)).getByLabelText(/^Peso da questão 2/);
    await user.clear(peso2);
    await user.type(peso2, '5');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialogo = screen.getByRole('dialog', { name: 'Publicar o teste?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Publicar teste' }));

    await waitFor(() => expect(within(situacao()).getByText('Publicado · versão 1')).toBeInTheDocument());
    expect(pedidos.map((p) => `${p.metodo} ${p.caminho}`)).toEqual(['PUT /api/eventos/10/teste', 'POST /api/eventos/10/teste/publicar']);
    expect((pedidos[0]!.body as { questoes: { peso: number }[] }).questoes.map((q) => q.peso)).toEqual([5, 5]);
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Teste publicado.');
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Situação/ })).toHaveFocus());
    expect(screen.queryByLabelText(/^Enunciado da questão/)).not.toBeInTheDocument();
    expect(screen.getByText(/O teste está publicado: as questões não podem ser alteradas/)).toBeInTheDocument();
  });

  it('recusa do servidor (400): mostra a mensagem e as pendências devolvidas', async () => {
    atual = testeAdmin({ questoes: [questaoAdmin(1, 5), questaoAdmin(2, 5)], soma_dos_pesos: 10 });
    servidor.use(
      http.post('/api/eventos/10/teste/publicar', () =>
        HttpResponse.json(
          { erro: 'O teste ainda tem pendências.', code: 'DADOS_INVALIDOS', details: { pendencias: ['Questão 2: múltipla escolha precisa ter exatamente 1 alternativa correta.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = abrir();
    await esperar();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publicar teste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O teste ainda tem pendências.');
    expect(within(screen.getByRole('list', { name: 'Pendências apontadas pelo servidor' })).getByText('Questão 2: múltipla escolha precisa ter exatamente 1 alternativa correta.')).toBeInTheDocument();
    expect(within(situacao()).getByText('Rascunho')).toBeInTheDocument();
  });
});

describe('Editor do teste do curso: publicado', () => {
  beforeEach(() => {
    atual = testeAdmin({ status: 'publicado', publicado_em: '2030-03-10T12:00:00.000Z', questoes: [questaoAdmin(1, 5), questaoAdmin(2, 5)], soma_dos_pesos: 10 });
  });

  it('questões só para leitura, ajustes editáveis: "Salvar ajustes" manda o PUT sem as questões', async () => {
    const { user } = abrir();
    await esperar();
    expect(within(situacao()).getByText('Publicado · versão 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Adicionar questão/ })).not.toBeInTheDocument();
    expect(screen.getByText('Enunciado da questão 2')).toBeInTheDocument();
    expect(screen.getAllByText('Correta')).toHaveLength(2);

    const tentativas = screen.getByLabelText(/^Tentativas por pessoa/);
    await user.clear(tentativas);
    await user.type(tentativas, '5');
    await user.click(screen.getByRole('switch', { name: 'Teste obrigatório para o certificado' }));
    await user.click(screen.getByRole('button', { name: 'Salvar ajustes' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Ajustes salvos.'));
    expect(pedidos).toEqual([
      {
        metodo: 'PUT',
        caminho: '/api/eventos/10/teste',
        body: { titulo: 'Teste de aprendizagem', descricao: 'Responda com atenção.', obrigatorio: false, nota_minima: 70, tentativas_max: 5, tempo_minutos: null },
      },
    ]);
  });

  it('"Nova versão" (sem tentativas): explica, confirma e volta a rascunho editável como versão 2', async () => {
    const { user } = abrir();
    await esperar();
    await user.click(screen.getByRole('button', { name: 'Nova versão' }));
    const dialogo = screen.getByRole('dialog', { name: 'Criar nova versão?' });
    expect(dialogo).toHaveAccessibleDescription(/volta a ser rascunho como versão 2/);
    await user.click(within(dialogo).getByRole('button', { name: 'Criar nova versão' }));
    await waitFor(() => expect(within(situacao()).getByText('Rascunho · versão 2')).toBeInTheDocument());
    expect(pedidos.map((p) => p.caminho)).toEqual(['/api/eventos/10/teste/nova-versao']);
    expect(within(questao(1)).getByLabelText(/^Enunciado da questão 1/)).toHaveValue('Enunciado da questão 1');
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Versão 2 criada como rascunho.');
  });

  it('com tentativas: mostra as respostas e desabilita nova versão e exclusão, explicando por quê', async () => {
    atual = { ...atual!, respostas: { tentativas: 12, pessoas: 9, aprovadas: 7 } };
    abrir();
    await esperar();
    const respostas = within(situacao()).getByLabelText('Respostas');
    expect(respostas).toHaveTextContent('Tentativas12');
    expect(respostas).toHaveTextContent('Pessoas9');
    expect(respostas).toHaveTextContent('Aprovadas7');
    expect(screen.getByRole('button', { name: 'Nova versão' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Excluir teste' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nova versão' })).toHaveAccessibleDescription(/Já há tentativas neste teste/);
  });

  it('com tentativas: obrigatoriedade e nota mínima ficam só para leitura e seguem iguais no PUT dos ajustes', async () => {
    atual = { ...atual!, nota_minima: 72.5, respostas: { tentativas: 1, pessoas: 1, aprovadas: 0 } };
    const { user } = abrir();
    await esperar();
    expect(screen.queryByLabelText(/^Nota mínima/)).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText(/Já há tentativas: obrigatoriedade e nota mínima não mudam mais/)).toBeInTheDocument();
    expect(screen.getByText('72,5%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar ajustes' }));
    await waitFor(() => expect(pedidos).toHaveLength(1));
    expect(pedidos[0]!.body).toMatchObject({ obrigatorio: true, nota_minima: 72.5 });
  });

  it('"Excluir teste": confirma, manda o DELETE e o editor volta ao evento sem teste', async () => {
    const { user } = abrir();
    await esperar();
    await user.click(screen.getByRole('button', { name: 'Excluir teste' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Excluir o teste?' })).getByRole('button', { name: 'Excluir teste' }));
    await waitFor(() => expect(within(situacao()).getByText('Sem teste')).toBeInTheDocument());
    expect(pedidos.map((p) => p.metodo)).toEqual(['DELETE']);
    expect(screen.getByText('Nenhuma questão ainda. Adicione a primeira questão com os botões abaixo.')).toBeInTheDocument();
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Teste excluído.');
  });
});

describe('Editor do teste do curso: carregamento', () => {
  it('falha ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let vezes = 0;
    servidor.use(http.get('/api/eventos/10/teste', () => (++vezes === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(TesteDoEventoSchema, { evento: { id: 10, titulo: 'Curso de Vacinação' }, teste: null }))));
    const { user } = abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o teste do evento.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(await screen.findByRole('region', { name: /^Situação/ })).findByText('Sem teste')).toBeInTheDocument();
  });

  it('evento inexistente (404): diz que não encontrou e leva de volta à lista', async () => {
    servidor.use(http.get('/api/eventos/10/teste', () => respostaDeErro(404, 'Evento não encontrado.', 'NAO_ENCONTRADO')));
    abrir();
    expect(await screen.findByText('Evento não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista de eventos' })).toHaveAttribute('href', '/gerenciar-eventos');
  });
});
