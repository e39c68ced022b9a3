import type { z } from 'zod';
import type { ChamadaDoAvaliadorSchema, MinhaAtribuicaoSchema, ParecerDoAvaliadorSchema, TrabalhoParaLanceSchema } from '#shared/contracts/revisao.ts';

const linha = { id: 3, codigo: 'L1', nome: 'Atenção Primária' };

export const chamadaDeTeste = (extra: Partial<z.input<typeof ChamadaDoAvaliadorSchema>> = {}): z.input<typeof ChamadaDoAvaliadorSchema> => ({
  id: 1,
  titulo: 'Mostra de Experiências 2030',
  linhas: [linha, { id: 4, codigo: 'L2', nome: 'Vigilância em Saúde' }],
  minhas_linhas: [3],
  lances_inicio: '2030-03-01T08:00',
  lances_fim: '2030-03-10T18:00',
  lances_abertos: true,
  prazo_avaliacao: '2030-04-01T23:59',
  tem_criterios_orais: false,
  minhas_atribuicoes: 1,
  ...extra,
});

export const trabalhoDeTeste = (id: number, titulo: string): z.input<typeof TrabalhoParaLanceSchema> => ({
  id,
  titulo,
  linha,
  objetivos: 'Reduzir filas na unidade.',
  na_minha_linha: true,
  meu_lance: null,
  atribuido_a_mim: false,
});

export const atribuicaoDeTeste = (extra: Partial<z.input<typeof MinhaAtribuicaoSchema>> = {}): z.input<typeof MinhaAtribuicaoSchema> => ({
  submissao: { id: 10, titulo: 'Acolhimento na sala de vacina', linha },
  chamada: { id: 1, titulo: 'Mostra de Experiências 2030', prazo_avaliacao: '2030-04-01T23:59' },
  tipo: 'escrita',
  situacao: 'pendente',
  nota: null,
  enviado_em: null,
  atrasado: false,
  ...extra,
});

type Parecer = z.input<typeof ParecerDoAvaliadorSchema>;

/** Dois critérios: "Relevância" de 1 a 5 (opções) e "Método" de 0 a 20 (campo numérico). */
export const parecerDeTeste = (parecer: Partial<Parecer['parecer']> = {}, extra: Partial<Parecer> = {}): Parecer => ({
  submissao: {
    id: 10,
    titulo: 'Acolhimento na sala de vacina',
    linha,
    inicio_experiencia: '2029-02-01',
    introducao: 'Texto da introdução.',
    objetivos: 'Reduzir filas.',
    metodo: 'Relato de experiência.',
    resultados: 'Filas menores.',
    consideracoes: 'Vale repetir.',
    bibliografia: 'BRASIL. Manual de vacinação. 2020.',
    tem_poster: true,
  },
  chamada: { id: 1, titulo: 'Mostra de Experiências 2030', prazo_avaliacao: '2030-04-01T23:59', outros_criterios: '' },
  tipo: 'escrita',
  criterios: [
    { id: 1, titulo: 'Relevância', escala_min: 1, escala_max: 5, peso: 1 },
    { id: 2, titulo: 'Método', escala_min: 0, escala_max: 20, peso: 1 },
  ],
  parecer: { situacao: 'pendente', notas: [], comentario: '', observacao_reservada: '', nota: null, enviado_em: null, atualizado_em: null, ...parecer },
  pode_editar: true,
  atrasado: false,
  ...extra,
});
