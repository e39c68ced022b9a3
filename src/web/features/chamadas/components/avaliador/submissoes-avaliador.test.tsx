import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ChamadaDoAvaliadorSchema,
  LanceSalvoSchema,
  MinhaAtribuicaoSchema,
  ParecerDoAvaliadorSchema,
  TrabalhoParaLanceSchema,
  type ParecerBody,
} from '#shared/contracts/revisao.ts';
import { MENSAGENS_REVISAO } from '#shared/rules/revisao.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { atribuicaoDeTeste, chamadaDeTeste, parecerDeTeste, trabalhoDeTeste } from './dados-de-teste.ts';
import { SubmissoesAvaliador } from './submissoes-avaliador.tsx';

const servidor = usarServidorMsw();
const atribuicoes = (dados: z.input<typeof MinhaAtribuicaoSchema>[]) => http.get('/api/avaliador/submissoes', () => respostaDoContrato(z.array(MinhaAtribuicaoSchema), dados));
const chamadas = (dados: z.input<typeof ChamadaDoAvaliadorSchema>[]) => http.get('/api/avaliador/chamadas', () => respostaDoContrato(z.array(ChamadaDoAvaliadorSchema), dados));

describe('Avaliar Trabalhos Atribuídos: a lista', () => {
  it('sem atribuições: a mensagem e o que acontece depois', async () => {
    servidor.use(atribuicoes([]));
    renderizar(<SubmissoesAvaliador />);
    expect(await screen.findByText('Nenhum trabalho atribuído a você ainda.')).toBeInTheDocument();
    expect(screen.getByText(/a administração faz a distribuição/)).toBeInTheDocument();
  });

  it('mostra a situação e o atraso de cada parecer', async () => {
    servidor.use(
      atribuicoes([
        atribuicaoDeTeste({ atrasado: true }),
        atribuicaoDeTeste({ submissao: { id: 11, titulo: 'Grupo de caminhada', linha: null }, situacao: 'enviado', nota: 7.5, enviado_em: '2030-03-20T10:00' }),
      ]),
    );
    renderizar(<SubmissoesAvaliador />);
    const itens = await screen.findAllByRole('listitem');
    expect(within(itens[0]!).getByText('Pendente')).toBeInTheDocument();
    expect(within(itens[0]!).getByText(/Atrasado: o prazo era 01\/04\/2030 às 23:59/)).toBeInTheDocument();
    expect(within(itens[1]!).getByText('Enviado')).toBeInTheDocument();
    expect(within(itens[1]!).getByText('Nota: 7,5 de 10')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 parecer a enviar.');
    expect(screen.getByRole('heading', { name: 'Avaliações pendentes (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Avaliações realizadas (1)' })).toBeInTheDocument();
  });

  it('erro ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let pedidos = 0;
    servidor.use(http.get('/api/avaliador/submissoes', () => (++pedidos === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(z.array(MinhaAtribuicaoSchema), []))));
    const { user } = renderizar(<SubmissoesAvaliador />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar os trabalhos atribuídos.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum trabalho atribuído a você ainda.')).toBeInTheDocument();
  });
});

describe('Avaliar Trabalhos Atribuídos: interesse', () => {
  it('cada clique grava o lance, anuncia e marca o botão; o mesmo clique de novo apaga', async () => {
    const corpos: unknown[] = [];
    servidor.use(
      atribuicoes([]),
      chamadas([chamadaDeTeste()]),
      http.get('/api/avaliador/chamadas/1/trabalhos', () => respostaDoContrato(z.array(TrabalhoParaLanceSchema), [trabalhoDeTeste(10, 'Acolhimento na sala de vacina')])),
      http.put('/api/avaliador/submissoes/10/lance', async ({ request }) => {
        const corpo = (await request.json()) as { lance: 'quero' | null };
        corpos.push(corpo);
        return respostaDoContrato(LanceSalvoSchema, { submissao_id: 10, lance: corpo.lance });
      }),
    );
    const { user } = renderizar(<SubmissoesAvaliador />);
    await user.click(screen.getByRole('tab', { name: 'Interesse' }));
    const grupo = await screen.findByRole('group', { name: 'Interesse em "Acolhimento na sala de vacina"' });
    const quero = within(grupo).getByRole('button', { name: 'Quero' });
    expect(quero).toHaveAttribute('aria-pressed', 'false');
    await user.click(quero);
    expect(await screen.findByText('Interesse salvo: quero avaliar "Acolhimento na sala de vacina".')).toBeInTheDocument();
    expect(quero).toHaveAttribute('aria-pressed', 'true');
    await user.click(quero);
    expect(await screen.findByText('Interesse apagado: "Acolhimento na sala de vacina".')).toBeInTheDocument();
    expect(quero).toHaveAttribute('aria-pressed', 'false');
    expect(corpos).toEqual([{ lance: 'quero' }, { lance: null }]);
  });

  it('fora da janela de lances não lista trabalhos', async () => {
    servidor.use(atribuicoes([]), chamadas([chamadaDeTeste({ lances_abertos: false })]));
    const { user } = renderizar(<SubmissoesAvaliador />);
    await user.click(screen.getByRole('tab', { name: 'Interesse' }));
    expect(await screen.findByText('A janela de lances não está aberta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quero' })).not.toBeInTheDocument();
  });

  it('recusa do servidor: a mensagem aparece e o botão não fica marcado', async () => {
    servidor.use(
      atribuicoes([]),
      chamadas([chamadaDeTeste()]),
      http.get('/api/avaliador/chamadas/1/trabalhos', () => respostaDoContrato(z.array(TrabalhoParaLanceSchema), [trabalhoDeTeste(10, 'Acolhimento')])),
      http.put('/api/avaliador/submissoes/10/lance', () => respostaDeErro(422, MENSAGENS_REVISAO.lancesFechados)),
    );
    const { user } = renderizar(<SubmissoesAvaliador />);
    await user.click(screen.getByRole('tab', { name: 'Interesse' }));
    await user.click(await screen.findByRole('button', { name: 'Posso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGENS_REVISAO.lancesFechados);
    expect(screen.getByRole('button', { name: 'Posso' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Avaliar Trabalhos Atribuídos: minhas linhas', () => {
  it('marca uma linha e salva a lista inteira', async () => {
    let corpo: unknown = null;
    servidor.use(
      atribuicoes([]),
      chamadas([chamadaDeTeste()]),
      http.put('/api/avaliador/chamadas/1/linhas', async ({ request }) => {
        corpo = await request.json();
        return respostaDoContrato(ChamadaDoAvaliadorSchema, chamadaDeTeste({ minhas_linhas: [3, 4] }));
      }),
    );
    const { user } = renderizar(<SubmissoesAvaliador />);
    await user.click(screen.getByRole('tab', { name: 'Minhas linhas' }));
    const salvar = await screen.findByRole('button', { name: 'Salvar linhas' });
    expect(salvar).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Atenção Primária/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Vigilância em Saúde/ }));
    await user.click(salvar);
    expect(await screen.findByText('Linhas salvas.')).toBeInTheDocument();
    expect(corpo).toEqual({ linha_ids: [3, 4] });
  });
});

describe('Avaliar Trabalhos Atribuídos: o parecer', () => {
  function abrirParecer(inicial = parecerDeTeste()) {
    const corpos: ParecerBody[] = [];
    let atual = inicial;
    servidor.use(
      atribuicoes([atribuicaoDeTeste()]),
      http.get('/api/avaliador/submissoes/10/pareceres/escrita', () => respostaDoContrato(ParecerDoAvaliadorSchema, atual)),
      http.put('/api/avaliador/submissoes/10/pareceres/escrita', async ({ request }) => {
        const corpo = (await request.json()) as ParecerBody;
        corpos.push(corpo);
        atual = parecerDeTeste(
          {
            situacao: corpo.enviar ? 'enviado' : 'rascunho',
            notas: (corpo.notas ?? []).map((n) => ({ criterio_id: Number(n.criterio_id), nota: n.nota, comentario: n.comentario ?? '' })),
            comentario: corpo.comentario ?? '',
            observacao_reservada: corpo.observacao_reservada ?? '',
            nota: corpo.enviar ? 6.25 : null,
            enviado_em: corpo.enviar ? '2030-03-20T10:00' : null,
            atualizado_em: '2030-03-20T10:00',
          },
          { pode_editar: !corpo.enviar },
        );
        return respostaDoContrato(ParecerDoAvaliadorSchema, atual);
      }),
    );
    const r = renderizar(<SubmissoesAvaliador />);
    return { ...r, corpos };
  }

  it('mostra o texto do trabalho sem autoria, o pôster e a escala de cada critério', async () => {
    const { user } = abrirParecer();
    await user.click(await screen.findByRole('button', { name: 'Avaliar: Acolhimento na sala de vacina' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acolhimento na sala de vacina' })).toBeInTheDocument();
    expect(screen.getByText('BRASIL. Manual de vacinação. 2020.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar pôster' })).toBeInTheDocument();
    const relevancia = screen.getByRole('group', { name: 'Relevância (nota de 1 a 5)' });
    expect(within(relevancia).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Método (nota de 0 a 20)' })).toBeInTheDocument();
  });

  it('nota fora da escala: avisa no critério e não grava', async () => {
    const { user, corpos } = abrirParecer();
    await user.click(await screen.findByRole('button', { name: /^Avaliar:/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Método (nota de 0 a 20)' }), '21');
    await user.click(screen.getByRole('button', { name: 'Salvar para continuar depois' }));
    expect(screen.getByText('A nota de "Método" deve estar entre 0 e 20.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Método (nota de 0 a 20)' })).toHaveFocus();
    expect(corpos).toHaveLength(0);
  });

  it('salvar guarda só as notas dadas (enviar: false) e mantém o formulário editável', async () => {
    const { user, corpos } = abrirParecer();
    await user.click(await screen.findByRole('button', { name: /^Avaliar:/ }));
    await user.click(await screen.findByRole('radio', { name: '4' }));
    await user.type(screen.getByLabelText('Comentário ao autor'), 'Bom relato.');
    await user.type(screen.getByLabelText('Observação reservada à administração'), 'Nada a declarar.');
    await user.click(screen.getByRole('button', { name: 'Salvar para continuar depois' }));
    expect(await screen.findByText('Parecer salvo. Você pode voltar e continuar depois.')).toBeInTheDocument();
    expect(corpos).toEqual([{ notas: [{ criterio_id: 1, nota: 4, comentario: '' }], comentario: 'Bom relato.', observacao_reservada: 'Nada a declarar.', enviar: false }]);
    expect(screen.getByText(/Situação: Em andamento/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar parecer' })).toBeEnabled();
  });

  it('enviar exige todas as notas; com elas, pede confirmação, envia uma vez e fica só para leitura', async () => {
    const { user, corpos } = abrirParecer();
    await user.click(await screen.findByRole('button', { name: /^Avaliar:/ }));
    await user.click(await screen.findByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Enviar parecer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAGENS_REVISAO.parecerIncompleto);
    expect(screen.getByText('Dê a nota deste critério.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Método (nota de 0 a 20)' }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Enviar parecer' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Enviar o parecer?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(corpos).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Enviar parecer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar envio' }));
    expect(await screen.findByText('Parecer enviado. Obrigado!')).toBeInTheDocument();
    expect(corpos).toEqual([
      { notas: [{ criterio_id: 1, nota: 5, comentario: '' }, { criterio_id: 2, nota: 12.5, comentario: '' }], comentario: '', observacao_reservada: '', enviar: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enviar parecer' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Salvar para continuar depois' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Método (nota de 0 a 20)' })).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Comentário ao autor')).toHaveAttribute('readonly');
    expect(screen.getByText(/Situação: Enviado/)).toHaveTextContent('Nota: 6,25 de 10');
  });

  it('parecer já enviado abre só para leitura', async () => {
    const { user } = abrirParecer(
      parecerDeTeste({ situacao: 'enviado', notas: [{ criterio_id: 1, nota: 3, comentario: 'Ok' }, { criterio_id: 2, nota: 10, comentario: '' }], nota: 5, enviado_em: '2030-03-20T10:00' }, { pode_editar: false }),
    );
    await user.click(await screen.findByRole('button', { name: /^Avaliar:/ }));
    expect(await screen.findByRole('radio', { name: '3' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Método (nota de 0 a 20)' })).toHaveValue('10');
    expect(screen.queryByRole('button', { name: 'Enviar parecer' })).not.toBeInTheDocument();
  });
});
