/**
 * Painel de quem participa (issue 21): um pedido, poucas consultas (nenhuma por linha). Reaproveita as
 * regras dos módulos donos: a cadeia do certificado (`etapaQueFalta`, teste obrigatório), os testes da
 * pessoa, as avaliações liberadas, os certificados e o histórico de formação (horas por ano).
 */
import type { PainelUsuario } from '#shared/contracts/paineis.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { totaisPorAno } from '#shared/rules/historico.ts';
import { presencasNecessarias } from '#shared/rules/presenca.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { avaliacoesPendentes } from '../avaliacoes/avaliacoes.service.ts';
import { certificadosValidosDoUsuario, inscricoesAindaSemCertificado, itensDoHistorico, numeroDe } from '../certificados/certificados.service.ts';
import { meusTestes } from '../testes/testes.service.ts';
import { encontrosRealizados, proximosEncontros } from './paineis.repository.ts';

/** Quantos próximos encontros o painel mostra (a agenda tem o resto). */
export const PROXIMOS_NO_PAINEL = 5;
/** Quantos certificados recentes o painel mostra (Meus Certificados tem todos). */
export const CERTIFICADOS_NO_PAINEL = 3;

type Curso = PainelUsuario['cursos'][number];

export async function painelDoUsuario(ctx: CtxAutenticado): Promise<PainelUsuario> {
  const agora = ctx.now();
  const hoje = dataEmSaoPaulo(agora);
  const usuarioId = ctx.user.id;

  const encontros = await proximosEncontros(ctx.db, usuarioId, agora, PROXIMOS_NO_PAINEL);

  // cursos sem certificado de participante: já começados, e ainda com um passo possível
  const inscricoes = (await inscricoesAindaSemCertificado(ctx, usuarioId)).filter((i) => i.data_inicio <= hoje && !i.cancelado);
  const realizados = await encontrosRealizados(ctx.db, inscricoes.map((i) => i.turma_id), agora);
  const cursos = inscricoes.flatMap((i): Curso[] => {
    const { agendados, presentes } = i;
    const feitos = realizados.get(i.turma_id) ?? 0;
    const necessarias = presencasNecessarias(agendados);
    const encerrada = new Date(i.fim).getTime() < agora.getTime();
    const alcancavel = presentes + (agendados - feitos) >= necessarias;
    // encerrada sem 75 %: não há mais passo a dar (o histórico de presenças continua em Minhas Presenças)
    if (encerrada && presentes < necessarias) return [];
    const pendencias: Curso['pendencias'] = [];
    if (presentes < necessarias) {
      pendencias.push({
        tipo: 'frequencia',
        texto: alcancavel
          ? `Presença em ${presentes} de ${agendados} encontros; são precisos ${necessarias} (75 %).`
          : `Presença em ${presentes} de ${agendados} encontros: não dá mais para chegar a 75 % (${necessarias}).`,
        link: '/minhas-presencas',
      });
    }
    if (i.testePendente) pendencias.push({ tipo: 'teste', texto: encerrada ? 'Falta passar no teste obrigatório.' : 'Teste obrigatório (abre quando a turma terminar).', link: `/teste/${i.turma_id}` });
    if (!i.avaliou) pendencias.push({ tipo: 'avaliacao', texto: encerrada ? 'Falta enviar a avaliação do curso.' : 'Avaliação do curso (abre quando a turma terminar).', link: encerrada ? `/avaliar/${i.turma_id}` : null });
    if (!encerrada) pendencias.unshift({ tipo: 'encerramento', texto: `A turma termina em ${i.data_fim.split('-').reverse().join('/')}.`, link: null });
    if (pendencias.length === 0) pendencias.push({ tipo: 'emissao', texto: 'Tudo pronto: o certificado está sendo emitido.', link: '/certificados' });
    return [{
      turma: { id: i.turma_id, nome: i.nome, data_inicio: i.data_inicio, data_fim: i.data_fim, encerrada },
      evento: { id: Number(i.evento_id), titulo: i.titulo },
      frequencia: { presentes, realizados: feitos, agendados, necessarias, alcancavel },
      pendencias,
    }];
  });

  const testes = (await meusTestes(ctx))
    .filter((t) => t.situacao === 'disponivel' || t.situacao === 'em_andamento')
    .map((t) => ({ turma: { id: t.turma.id, nome: t.turma.nome }, evento: t.evento, titulo: t.teste.titulo, em_andamento: t.situacao === 'em_andamento' }));
  const avaliacoes = (await avaliacoesPendentes(ctx)).map((a) => ({ turma: { id: a.turma.id, nome: a.turma.nome }, evento: { id: a.evento.id, titulo: a.evento.titulo } }));

  const certificados = await certificadosValidosDoUsuario(ctx, usuarioId);
  const recentes = certificados.slice(0, CERTIFICADOS_NO_PAINEL).map((c) => ({
    id: c.id, numero: numeroDe(c), curso: c.curso, tipo: c.tipo, emitido_em: new Date(c.emitidoEm).toISOString(),
  }));

  return {
    proximos_encontros: encontros.map((e) => ({
      data: e.data, horario_inicio: e.horario_inicio, horario_fim: e.horario_fim, local: e.local,
      turma: { id: Number(e.turma_id), nome: e.turma_nome }, evento: { id: Number(e.evento_id), titulo: e.titulo },
    })),
    cursos,
    testes_pendentes: testes,
    avaliacoes_pendentes: avaliacoes,
    certificados: { total: certificados.length, recentes },
    carga: totaisPorAno(await itensDoHistorico(ctx, usuarioId)),
  };
}
