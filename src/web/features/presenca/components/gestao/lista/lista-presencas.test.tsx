import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarcarPresencasBodySchema, PresencasDaTurmaSchema, ResultadoMarcacaoSchema, type PresencasDaTurma } from '#shared/contracts/presencas.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { AGORA_PADRAO, presencasDeTeste } from '../../../testing/fixtures-gestao.ts';
import { PresencasDaTurma as Presencas } from './presencas-da-turma.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let dados: PresencasDaTurma;
let corpos: unknown[];
let leituras: number;

/** O PUT aplica as marcações em `dados`, como o servidor faria, e a lista relida mostra o resultado. */
function aplicar(corpo: ReturnType<typeof MarcarPresencasBodySchema.parse>) {
  for (const r of corpo.registros) {
    const p = dados.participantes.find((x) => x.usuario_id === r.usuario_id)!;
    const metodo = corpo.motivo ? ('administrador' as const) : ('manual' as const);
    p.presencas = [...p.presencas.filter((x) => x.data !== r.data), { data: r.data, presente: r.presente, metodo, registrada_em: AGORA_PADRAO.toISOString(), registrada_por: 'Ana Souza' }];
  }
}

function usarDados(d: PresencasDaTurma) {
  dados = structuredClone(d);
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA_PADRAO);
  usarDados(presencasDeTeste());
  corpos = [];
  leituras = 0;
  servidor.use(
    http.get('/api/turmas/:turmaId/presencas', () => {
      leituras++;
      return respostaDoContrato(PresencasDaTurmaSchema, dados);
    }),
    http.put('/api/turmas/:turmaId/presencas', async ({ request }) => {
      const corpo = await request.json();
      corpos.push(corpo);
      const valido = MarcarPresencasBodySchema.parse(corpo);
      aplicar(valido);
      const mensagem = `${valido.registros.length} presença(s) registrada(s).`;
      return respostaDoContrato(ResultadoMarcacaoSchema, { alteradas: valido.registros.length, inalteradas: 0, mensagem });
    }),
  );
});
afterEach(() => vi.useRealTimers());

const abrir = () => renderizar(<Presencas turmaId={5} voltar={{ para: '/instrutor/presenca', rotulo: 'Voltar' }} />);
const aba = (dia: string) => screen.getByRole('tab', { name: new RegExp(`^${dia}/03/2030 · 08:00–12:00`) });
const linha = (nome: string) => within(screen.getByRole('rowheader', { name: nome }).closest('tr')!);
const nomesNaTabela = () => screen.getAllByRole('rowheader').map((c) => c.textContent);
const estatistica = (rotulo: string) => screen.getByText(rotulo, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Lista de presença da turma', () => {
  it('mostra a turma e abre na aba do encontro de hoje; setas, Home e End trocam de aba', async () => {
    const { user } = abrir();
    expect(await screen.findByRole('heading', { name: 'Turma A' })).toBeInTheDocument();
    expect(screen.getByText('Curso de Vacinação')).toBeInTheDocument();
    expect(screen.getByText('Auditório da Escola')).toBeInTheDocument();
    expect(screen.getByText('Ana Souza, Bruno Lima')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'QR ao vivo' })).toHaveAttribute('href', '/turmas/presencas/5/ao-vivo');

    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(aba('06')).toHaveAccessibleName('06/03/2030 · 08:00–12:00 hoje');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/^06\/03\/2030/);

    aba('06').focus();
    await user.keyboard('{ArrowRight}');
    expect(aba('07')).toHaveAttribute('aria-selected', 'true');
    expect(aba('07')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(aba('05')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(aba('07')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(aba('05')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(aba('07')).toHaveAttribute('aria-selected', 'true');
    expect(aba('05')).toHaveAttribute('tabindex', '-1');
  });

  it('mostra os números do encontro, a situação com o método e a frequência com o marcador de 75 %', async () => {
    const { user } = abrir();
    await screen.findByRole('table');
    expect([estatistica('Inscritos'), estatistica('Presentes'), estatistica('Ausentes'), estatistica('Sem registro')]).toEqual(['3', '1', '0', '2']);
    const maria = linha('Maria Silva');
    expect(maria.getByText('***.456.789-**')).toBeInTheDocument();
    expect(maria.getByText('Presente', { selector: 'span' })).toBeInTheDocument();
    expect(maria.getByText('QR ao vivo · 06/03/2030, 08:12')).toBeInTheDocument();
    expect(maria.getByText('66,7%')).toBeInTheDocument();
    expect(maria.getByText('abaixo de 75 %')).toBeInTheDocument();
    expect(maria.getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
    expect(linha('Ângela Costa').getByText('Sem registro')).toBeInTheDocument();

    await user.click(aba('05'));
    expect(linha('João Souza').getByText('Ausente', { selector: 'span' })).toBeInTheDocument();
    expect(linha('João Souza').getByText('manual · 05/03/2030, 08:12 · por Ana Souza')).toBeInTheDocument();
  });

  it('busca por nome ou pelos dígitos visíveis do CPF e filtra quem está sem presença', async () => {
    const { user } = abrir();
    const busca = await screen.findByRole('searchbox', { name: 'Buscar participante' });
    expect(busca).toHaveAttribute('placeholder', 'Buscar por nome ou CPF…');
    await user.type(busca, 'joao');
    expect(nomesNaTabela()).toEqual(['João Souza']);
    expect(screen.getByText('Mostrando 1 de 3 participantes.')).toBeInTheDocument();
    await user.clear(busca);
    await user.type(busca, '456.7');
    expect(nomesNaTabela()).toEqual(['Maria Silva']);
    await user.clear(busca);
    await user.type(busca, '999');
    expect(screen.getByText('Nenhum participante corresponde à busca.')).toBeInTheDocument();
    await user.clear(busca);

    await user.click(screen.getByRole('switch', { name: 'Mostrar apenas sem presença' }));
    expect(nomesNaTabela()).toEqual(['João Souza', 'Ângela Costa']);
  });

  it('guarda as alterações na tela e salva todas num PUT só, com a lista relida depois', async () => {
    const { user } = abrir();
    await screen.findByRole('table');
    // marcar de volta o valor salvo não conta como alteração
    await user.click(linha('Maria Silva').getByRole('button', { name: 'Ausente' }));
    expect(screen.getByRole('button', { name: 'Salvar 1 alteração' })).toBeEnabled();
    expect(linha('Maria Silva').getByText(/Não salvo/)).toHaveTextContent('Não salvo (antes: presente)');
    await user.click(linha('Maria Silva').getByRole('button', { name: 'Presente' }));
    expect(screen.queryByRole('button', { name: /^Salvar/ })).not.toBeInTheDocument();

    await user.click(linha('Ângela Costa').getByRole('button', { name: 'Presente' }));
    await user.click(aba('05'));
    await user.click(linha('João Souza').getByRole('button', { name: 'Presente' }));
    expect(aba('05')).toHaveAccessibleName(/1 alteração não salva/);
    expect(estatistica('Presentes')).toBe('2');
    expect(linha('João Souza').getByText('prévia')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar 2 alterações' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('2 presença(s) registrada(s).'));
    expect(corpos).toEqual([
      {
        registros: [
          { usuario_id: 3, data: '2030-03-06', presente: true },
          { usuario_id: 2, data: '2030-03-05', presente: true },
        ],
      },
    ]);
    expect(leituras).toBe(2);
    expect(screen.queryByRole('button', { name: /^Salvar/ })).not.toBeInTheDocument();
    // o botão sumiu: o foco vai para o painel do encontro, não se perde no <body>
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus());
    expect(linha('João Souza').getByText('manual · 06/03/2030, 12:30 · por Ana Souza')).toBeInTheDocument();
  });

  it('marca os selecionados em lote como presentes ou ausentes', async () => {
    const { user } = abrir();
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos (3)' }));
    await user.click(linha('Maria Silva').getByRole('checkbox', { name: 'Selecionar Maria Silva' }));
    expect(screen.getByText('· 2 selecionado(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marcar selecionados como ausentes' }));
    expect(screen.getByText('2 pessoas marcadas como ausentes em 06/03/2030. Salve para confirmar.')).toBeInTheDocument();
    expect(linha('João Souza').getByRole('checkbox')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Salvar 2 alterações' }));
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]).toEqual({
      registros: [
        { usuario_id: 2, data: '2030-03-06', presente: false },
        { usuario_id: 3, data: '2030-03-06', presente: false },
      ],
    });
  });

  it('mantém as alterações e explica quando o servidor recusa', async () => {
    servidor.use(http.put('/api/turmas/:turmaId/presencas', () => respostaDeErro(422, 'O prazo de 48h para marcar este encontro terminou.')));
    const { user } = abrir();
    await screen.findByRole('table');
    await user.click(linha('Ângela Costa').getByRole('button', { name: 'Presente' }));
    await user.click(screen.getByRole('button', { name: 'Salvar 1 alteração' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O prazo de 48h para marcar este encontro terminou. Suas alterações continuam na tela: tente salvar de novo.');
    expect(screen.getByRole('button', { name: 'Salvar 1 alteração' })).toBeEnabled();
  });
});

describe('Janela do instrutor e administração', () => {
  // 08/03/2030, 13:00 em São Paulo: 05 e 06 fora do prazo de 48h; 07 ainda aberto
  const DEPOIS = new Date('2030-03-08T16:00:00.000Z');

  it('instrutor fora da janela só lê, com o motivo; antes de abrir diz quando abre', async () => {
    vi.setSystemTime(DEPOIS);
    usarDados(presencasDeTeste({ agora: DEPOIS }));
    const { user } = abrir();
    await screen.findByRole('table');
    expect(aba('07')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Marcação aberta até 09\/03 às 12:00/)).toBeInTheDocument();

    await user.click(aba('05'));
    expect(screen.getByText('Somente leitura.').parentElement).toHaveTextContent('Somente leitura. Prazo de 48h encerrado em 07/03 às 12:00.');
    expect(linha('João Souza').getByRole('button', { name: 'Presente' })).toBeDisabled();
    expect(linha('João Souza').getByRole('checkbox')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Marcar selecionados como presentes' })).not.toBeInTheDocument();

    vi.setSystemTime(AGORA_PADRAO);
  });

  it('instrutor antes da abertura: "Abre em dd/mm às HH:MM"', async () => {
    const { user } = abrir();
    await screen.findByRole('table');
    await user.click(aba('07'));
    expect(screen.getByText('Somente leitura.').parentElement).toHaveTextContent('Somente leitura. Abre em 07/03 às 07:30.');
    expect(linha('Maria Silva').getByRole('button', { name: 'Ausente' })).toBeDisabled();
  });

  it('administração fora da janela: pede o motivo (mínimo 5 caracteres), explica a auditoria e o envia', async () => {
    vi.setSystemTime(DEPOIS);
    usarDados(presencasDeTeste({ agora: DEPOIS, administrador: true }));
    const { user } = abrir();
    await screen.findByRole('table');
    await user.click(aba('05'));
    expect(screen.getByText(/Fora da janela do instrutor \(Prazo de 48h encerrado em 07\/03 às 12:00\)/)).toBeInTheDocument();
    await user.click(linha('João Souza').getByRole('button', { name: 'Presente' }));
    await user.click(screen.getByRole('button', { name: 'Salvar 1 alteração' }));

    const dialogo = within(await screen.findByRole('dialog', { name: 'Motivo da marcação' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/05\/03\/2030 está fora da janela do instrutor.*auditada/);
    const motivo = dialogo.getByRole('textbox', { name: /Motivo/ });
    expect(motivo).toHaveFocus();
    await user.click(dialogo.getByRole('button', { name: 'Salvar 1 alteração' }));
    expect(await dialogo.findByText('Informe o motivo (mínimo 5 caracteres).')).toBeInTheDocument();
    await user.type(motivo, 'abc');
    await user.click(dialogo.getByRole('button', { name: 'Salvar 1 alteração' }));
    expect(motivo).toHaveAccessibleDescription('Informe o motivo (mínimo 5 caracteres).');
    expect(corpos).toEqual([]);

    await user.clear(motivo);
    await user.type(motivo, 'Lista assinada em papel');
    await user.click(dialogo.getByRole('button', { name: 'Salvar 1 alteração' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(corpos).toEqual([{ registros: [{ usuario_id: 2, data: '2030-03-05', presente: true }], motivo: 'Lista assinada em papel' }]);
    expect(linha('João Souza').getByText(/^administração ·/)).toBeInTheDocument();
  });

  it('administração dentro da janela salva sem motivo; se o servidor pedir motivo, o diálogo abre com o erro', async () => {
    usarDados(presencasDeTeste({ administrador: true }));
    servidor.use(
      http.put('/api/turmas/:turmaId/presencas', async ({ request }) => {
        corpos.push(await request.json());
        const mensagem = 'Informe o motivo (mínimo 5 caracteres).';
        return HttpResponse.json({ erro: 'Dados inválidos.', message: 'Dados inválidos.', code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'motivo', mensagem }] } }, { status: 400 });
      }),
    );
    const { user } = abrir();
    await screen.findByRole('table');
    await user.click(linha('Ângela Costa').getByRole('button', { name: 'Presente' }));
    await user.click(screen.getByRole('button', { name: 'Salvar 1 alteração' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Motivo da marcação' }));
    expect(corpos).toEqual([{ registros: [{ usuario_id: 3, data: '2030-03-06', presente: true }] }]);
    expect(dialogo.getByText('Informe o motivo (mínimo 5 caracteres).')).toBeInTheDocument();
  });
});

describe('Exportações', () => {
  let baixados: Blob[];
  beforeEach(() => {
    baixados = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      baixados.push(b as Blob);
      return 'blob:teste';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('"Exportar CSV" baixa o CSV com BOM e ";"', async () => {
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(baixados).toHaveLength(1);
    expect(baixados[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await baixados[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Nome;CPF;05/03/2030;06/03/2030;07/03/2030;Frequência');
  });

  it('"Lista de presença (PDF)" gera com o pdf-lib um PDF em paisagem que abre de novo', async () => {
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Lista de presença (PDF)' }));
    await waitFor(() => expect(baixados).toHaveLength(1));
    expect(baixados[0]!.type).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await baixados[0]!.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getWidth()).toBeGreaterThan(doc.getPage(0).getHeight());
    expect(toast.notificarErro).not.toHaveBeenCalled();
  });
});
