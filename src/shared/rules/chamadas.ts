/**
 * Regras das chamadas de trabalhos e das submissões (issue 20; DESIGN §5; decisão 022): situações,
 * limites, tipos de arquivo, lances, decisões e as contas de prazo no relógio de São Paulo. Uma
 * implementação só, usada pelo servidor (que decide) e pelas telas (que mostram o mesmo).
 */
import { instanteEmSaoPaulo } from './cronograma.ts';

/* ------------------------------------------------------------------ situações */

/**
 * Situações de um trabalho: rascunho → submetida (o autor envia, completo e no prazo) → em_avaliacao
 * (recebeu avaliadores) → aprovada_exposicao | aprovada_oral | reprovada (a decisão, quando a
 * administração a libera ao autor). O autor retira (→ retirada) um rascunho ou um submetido até o prazo.
 */
export const STATUS_SUBMISSAO = ['rascunho', 'submetida', 'retirada', 'em_avaliacao', 'aprovada_exposicao', 'aprovada_oral', 'reprovada'] as const;
export type StatusSubmissao = (typeof STATUS_SUBMISSAO)[number];
export const ROTULO_STATUS_SUBMISSAO: Record<StatusSubmissao, string> = {
  rascunho: 'Rascunho',
  submetida: 'Submetido',
  retirada: 'Retirado',
  em_avaliacao: 'Em avaliação',
  aprovada_exposicao: 'Aprovado (Exposição)',
  aprovada_oral: 'Aprovado (Apresentação oral)',
  reprovada: 'Não selecionado',
};

/** Decisões finais da administração (guardadas antes de liberadas; a situação muda na liberação). */
export const DECISOES = ['aprovada_exposicao', 'aprovada_oral', 'reprovada'] as const satisfies readonly StatusSubmissao[];
export type Decisao = (typeof DECISOES)[number];
export const ROTULO_DECISAO: Record<Decisao, string> = {
  aprovada_exposicao: 'Aprovada para exposição',
  aprovada_oral: 'Aprovada para apresentação oral',
  reprovada: 'Reprovada',
};

/** Situações em que o autor ainda mexe no trabalho (e só até o prazo). */
export const STATUS_EDITAVEIS = ['rascunho', 'submetida'] as const satisfies readonly StatusSubmissao[];
export const autorPodeEditar = (s: StatusSubmissao): boolean => (STATUS_EDITAVEIS as readonly string[]).includes(s);
/** O autor retira o que ainda edita. */
export const autorPodeRetirar = autorPodeEditar;
/** Situações que contam como "trabalho na chamada" para a administração (o rascunho e o retirado não). */
export const STATUS_ENVIADOS = ['submetida', 'em_avaliacao', 'aprovada_exposicao', 'aprovada_oral', 'reprovada'] as const satisfies readonly StatusSubmissao[];

/* ------------------------------------------------------------------ avaliação (metade da revisão) */

/** Tipo de critério, de atribuição e de parecer. */
export const TIPOS_AVALIACAO = ['escrita', 'oral'] as const;
export type TipoAvaliacao = (typeof TIPOS_AVALIACAO)[number];
export const ROTULO_TIPO_AVALIACAO: Record<TipoAvaliacao, string> = { escrita: 'Escrita', oral: 'Apresentação oral' };

/** Interesse declarado por quem avalia em cada trabalho, durante a janela de lances. */
export const LANCES = ['quero', 'posso', 'prefiro_nao'] as const;
export type Lance = (typeof LANCES)[number];
export const ROTULO_LANCE: Record<Lance, string> = { quero: 'Quero avaliar', posso: 'Posso avaliar', prefiro_nao: 'Prefiro não avaliar' };

/** Como uma atribuição nasceu: pela mão da administração, pela distribuição automática, ou o terceiro na divergência. */
export const ORIGENS_ATRIBUICAO = ['manual', 'automatica', 'terceiro'] as const;
export type OrigemAtribuicao = (typeof ORIGENS_ATRIBUICAO)[number];

/* ------------------------------------------------------------------ textos do trabalho */

/** Seções do trabalho, na ordem do editor; todas obrigatórias para enviar. */
export const SECOES = ['introducao', 'objetivos', 'metodo', 'resultados', 'consideracoes'] as const;
export type Secao = (typeof SECOES)[number];
export const ROTULO_SECAO: Record<Secao, string> = {
  introducao: 'Introdução',
  objetivos: 'Objetivos',
  metodo: 'Método',
  resultados: 'Resultados',
  consideracoes: 'Considerações finais',
};

/** Campos com limite de caracteres definido por chamada. */
export const CAMPOS_COM_LIMITE = ['titulo', ...SECOES, 'bibliografia'] as const;
export type CampoComLimite = (typeof CAMPOS_COM_LIMITE)[number];
export const ROTULO_CAMPO: Record<CampoComLimite, string> = { titulo: 'Título', ...ROTULO_SECAO, bibliografia: 'Bibliografia' };
export type Limites = Record<CampoComLimite, number>;

/** Limites padrão de uma chamada nova (os do sistema anterior). */
export const LIMITES_PADRAO: Limites = {
  titulo: 100,
  introducao: 2000,
  objetivos: 1000,
  metodo: 1500,
  resultados: 1500,
  consideracoes: 1000,
  bibliografia: 8000,
};
/** Faixa de cada limite que a administração escolhe (caracteres). */
export const FAIXA_LIMITE = { titulo: { min: 20, max: 300 }, texto: { min: 100, max: 10_000 } } as const;
export const faixaDoLimite = (campo: CampoComLimite) => (campo === 'titulo' ? FAIXA_LIMITE.titulo : FAIXA_LIMITE.texto);

/** Tamanho de um texto como o contador do editor o mostra (caracteres, não bytes). */
export const tamanhoDoTexto = (v: string): number => [...v].length;

/* ------------------------------------------------------------------ chamada */

export const LIMITES_CHAMADA = {
  titulo: 200,
  descricao: 50_000,
  criteriosOutros: 20_000,
  premiacao: 20_000,
  disposicoesFinais: 30_000,
  linhasMax: 30,
  codigoLinha: 50,
  nomeLinha: 200,
  descricaoLinha: 2000,
  criteriosMax: 20,
  tituloCriterio: 200,
  /** Escala de um critério: inteiros de 0 a 100, mínimo menor que o máximo. */
  escala: { min: 0, max: 100 },
  /** Peso de um critério: maior que 0 e até 100, com até duas casas. */
  pesoMax: 100,
  coautores: { max: 50, padrao: 10 },
  avaliadoresPorTrabalho: { min: 1, max: 10, padrao: 2 },
  /** Diferença de nota (0–10) entre dois pareceres acima da qual o trabalho é marcado como divergente. */
  limiarDivergencia: { min: 0.5, max: 10, padrao: 3 },
} as const;

/** Escala padrão dos critérios novos: escrita 1–5, oral 1–3 (como o sistema anterior). */
export const ESCALA_PADRAO: Record<TipoAvaliacao, { min: number; max: number }> = { escrita: { min: 1, max: 5 }, oral: { min: 1, max: 3 } };

/** Limites de cada trabalho (fora os de caracteres, que são da chamada). */
export const LIMITES_SUBMISSAO = {
  nomeCoautor: 150,
  emailCoautor: 120,
  motivoDecisao: 2000,
  comentarioParecer: 5000,
} as const;

/** Papel de cada coautor no trabalho. */
export const PAPEIS_COAUTOR = ['coautor', 'orientador'] as const;
export type PapelCoautor = (typeof PAPEIS_COAUTOR)[number];
export const ROTULO_PAPEL_COAUTOR: Record<PapelCoautor, string> = { coautor: 'Coautor(a)', orientador: 'Orientador(a)' };

/* ------------------------------------------------------------------ arquivos */

const MB = 1024 * 1024;
/** Pôster do trabalho: imagem, PDF ou apresentação, até 30 MB, tipo conferido pelo conteúdo. */
export const ARQUIVO_POSTER = { tipos: ['png', 'jpeg', 'webp', 'pdf', 'ppt', 'pptx'], maxBytes: 30 * MB } as const;
/** Modelos da chamada (banner e slides da apresentação oral): apresentação ou PDF, até 30 MB. */
export const ARQUIVO_MODELO = { tipos: ['pptx', 'ppt', 'pdf'], maxBytes: 30 * MB } as const;
/** Modelos de cada chamada: o do banner (pôster) e o dos slides da apresentação oral. */
export const TIPOS_MODELO = ['banner', 'slides'] as const;
export type TipoModelo = (typeof TIPOS_MODELO)[number];
export const ROTULO_MODELO: Record<TipoModelo, string> = { banner: 'Modelo de banner', slides: 'Modelo de slides (apresentação oral)' };
/** Campo do formulário multipart de cada envio (SPEC §5, §7). */
export const CAMPO_MULTIPART = { modelo: 'file', poster: 'poster' } as const;

/* ------------------------------------------------------------------ prazos */

/** `AAAA-MM` (mês do período da experiência). */
export const MES_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
/** `AAAA-MM-DDTHH:MM`: um horário do relógio de São Paulo (prazo final, janelas). */
export const HORARIO_SP_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

/** O instante em que começa o minuto `AAAA-MM-DDTHH:MM` de São Paulo. */
export function instanteDoHorario(horario: string): Date {
  return instanteEmSaoPaulo(horario.slice(0, 10), horario.slice(11, 16));
}

/**
 * O prazo vale até o fim do minuto informado: "31/03 às 23:59" aceita até 23:59:59 de São Paulo.
 * Quem chega no minuto seguinte encontra o prazo encerrado.
 */
export function prazoEncerrado(prazo: string, agora: Date): boolean {
  return agora.getTime() >= instanteDoHorario(prazo).getTime() + 60_000;
}

/** O mês `AAAA-MM` está no período [inicio, fim] (inclusivo). */
export const mesNoPeriodo = (mes: string, inicio: string, fim: string): boolean => mes >= inicio && mes <= fim;

/* ------------------------------------------------------------------ completude */

/** O que o editor manda e o que a chamada exige, para saber se o trabalho pode ser enviado. */
export interface TrabalhoParaConferir {
  titulo: string;
  inicio_experiencia: string | null;
  linha_id: number | null;
  introducao: string;
  objetivos: string;
  metodo: string;
  resultados: string;
  consideracoes: string;
}

/** O que falta para enviar (vazio: completo), nas palavras do editor. */
export function pendenciasParaEnviar(t: TrabalhoParaConferir): { campo: string; mensagem: string }[] {
  const falta: { campo: string; mensagem: string }[] = [];
  if (t.titulo.trim() === '') falta.push({ campo: 'titulo', mensagem: MENSAGENS_CHAMADA.titulo });
  if (!t.inicio_experiencia) falta.push({ campo: 'inicio_experiencia', mensagem: MENSAGENS_CHAMADA.inicio });
  if (t.linha_id === null) falta.push({ campo: 'linha_id', mensagem: MENSAGENS_CHAMADA.linha });
  for (const s of SECOES) if (t[s].trim() === '') falta.push({ campo: s, mensagem: `Preencha ${ROTULO_SECAO[s]}.` });
  return falta;
}

/* ------------------------------------------------------------------ mensagens */

export const MENSAGENS_CHAMADA = {
  chamadaNaoEncontrada: 'Chamada não encontrada.',
  submissaoNaoEncontrada: 'Trabalho não encontrado.',
  publicarSemLinha: 'Inclua ao menos uma linha temática antes de publicar.',
  publicarSemCriterio: 'Inclua ao menos um critério escrito antes de publicar.',
  excluirComTrabalhos: 'Esta chamada já tem trabalhos e não pode ser excluída.',
  encerrada: 'Esta chamada já foi encerrada e não pode mais ser alterada.',
  despublicarComTrabalhos: 'Esta chamada já tem trabalhos e não pode voltar a rascunho.',
  periodo: 'O início do período da experiência não pode ser depois do fim.',
  janelaLances: 'O fim da janela de lances deve ser depois do início.',
  escala: 'A escala mínima deve ser menor que a máxima.',
  linhaRepetida: 'Há linhas temáticas com o mesmo código.',
  linhaDeOutraChamada: 'Linha temática inválida.',
  criterioDeOutraChamada: 'Critério inválido.',
  prazoEncerrado: 'O prazo de submissão encerrou.',
  prazoAlteracoes: 'Prazo encerrado para alterações.',
  naoEditavel: 'Trabalho em avaliação, decidido ou retirado não pode ser alterado pelo autor.',
  jaRetirada: 'Este trabalho já foi retirado.',
  linhaInvalida: 'Linha temática inválida para esta chamada.',
  inicioForaDoPeriodo: 'Início da experiência fora do período permitido pela chamada.',
  titulo: 'Informe o título do trabalho.',
  inicio: 'Selecione o mês/ano de início da experiência.',
  linha: 'Selecione a linha temática.',
  coautorRepetido: 'Há coautores com o mesmo e-mail.',
  autorComoCoautor: 'Você é o autor: não precisa se incluir como coautor.',
  posterNaoAceito: 'Esta chamada não aceita pôster.',
  semPoster: 'Este trabalho não tem pôster.',
  soSeus: 'Você só pode alterar seus próprios trabalhos.',
} as const;

export const maxCoautoresMensagem = (n: number): string =>
  n === 0 ? 'Esta chamada não aceita coautores.' : `Máximo de ${n} ${n === 1 ? 'coautor permitido' : 'coautores permitidos'} para esta chamada.`;
export const limiteMensagem = (campo: CampoComLimite, max: number): string => `${ROTULO_CAMPO[campo]} pode ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`;
export const semModeloMensagem = (tipo: TipoModelo): string => (tipo === 'banner' ? 'Esta chamada não tem modelo de banner.' : 'Esta chamada não tem modelo de slides.');
export const linhaEmUsoMensagem = (nome: string): string => `A linha temática "${nome}" já tem trabalhos e não pode ser removida.`;
export const criterioEmUsoMensagem = (titulo: string): string => `O critério "${titulo}" já tem notas e não pode ser removido.`;
export const escalaEmUsoMensagem = (titulo: string): string => `O critério "${titulo}" já tem notas: a escala não pode mudar.`;
