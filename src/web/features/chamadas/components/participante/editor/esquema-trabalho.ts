/**
 * O editor do trabalho e a ponte com o contrato: os valores da tela viram a `SubmissaoEntrada` e passam pelo
 * `SubmissaoEntradaSchema` (os tetos absolutos e o formato dos e-mails) e pelas regras da chamada que o
 * servidor também confere — limites de caracteres (contados como o banco conta), linha da chamada, início no
 * período, máximo de coautores, e-mails repetidos — com os mesmos textos. Para enviar (ou salvar um trabalho
 * já enviado), também o que falta (`pendenciasParaEnviar`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import type { ChamadaPublica } from '#shared/contracts/chamadas.ts';
import { SubmissaoEntradaSchema, type Submissao, type SubmissaoEntrada, type SubmissaoEntradaValidada } from '#shared/contracts/submissoes.ts';
import {
  CAMPOS_COM_LIMITE,
  limiteMensagem,
  MENSAGENS_CHAMADA as M,
  maxCoautoresMensagem,
  mesNoPeriodo,
  pendenciasParaEnviar,
  SECOES,
  tamanhoDoTexto,
  type PapelCoautor,
} from '#shared/rules/chamadas.ts';

export interface CoautorForm {
  nome: string;
  email: string;
  /** `''` = de fora da rede. */
  unidade_id: string;
  papel: PapelCoautor;
  /** O CPF que já estava salvo (a tela não o edita, mas não o perde). */
  cpf: string | null;
}

export interface TrabalhoForm {
  titulo: string;
  inicio_experiencia: string;
  linha_id: string;
  introducao: string;
  objetivos: string;
  metodo: string;
  resultados: string;
  consideracoes: string;
  bibliografia: string;
  coautores: CoautorForm[];
}

/** O que o resolvedor precisa saber além dos valores: as regras da chamada. */
export interface ContextoTrabalho {
  chamada: Pick<ChamadaPublica, 'limites' | 'linhas' | 'periodo_experiencia_inicio' | 'periodo_experiencia_fim' | 'max_coautores'>;
}

/** O controle do formulário do editor (valores da tela → corpo validado do contrato). */
export type ControleTrabalho = Control<TrabalhoForm, ContextoTrabalho, SubmissaoEntradaValidada>;

export const coautorVazio = (): CoautorForm => ({ nome: '', email: '', unidade_id: '', papel: 'coautor', cpf: null });

export const trabalhoVazio = (): TrabalhoForm => ({
  titulo: '',
  inicio_experiencia: '',
  linha_id: '',
  introducao: '',
  objetivos: '',
  metodo: '',
  resultados: '',
  consideracoes: '',
  bibliografia: '',
  coautores: [],
});

/** Valores do editor a partir de um trabalho salvo. */
export function valoresDoTrabalho(s: Submissao): TrabalhoForm {
  return {
    titulo: s.titulo,
    inicio_experiencia: s.inicio_experiencia ?? '',
    linha_id: s.linha ? String(s.linha.id) : '',
    introducao: s.introducao,
    objetivos: s.objetivos,
    metodo: s.metodo,
    resultados: s.resultados,
    consideracoes: s.consideracoes,
    bibliografia: s.bibliografia,
    coautores: s.coautores.map((c) => ({ nome: c.nome, email: c.email, unidade_id: c.unidade ? String(c.unidade.id) : '', papel: c.papel, cpf: c.cpf })),
  };
}

/** Valores da tela → corpo do contrato (`enviar` decide se o rascunho vai para a avaliação). */
export function paraContrato(v: TrabalhoForm, enviar: boolean): SubmissaoEntrada {
  return {
    titulo: v.titulo,
    inicio_experiencia: v.inicio_experiencia || null,
    linha_id: v.linha_id === '' ? null : Number(v.linha_id),
    introducao: v.introducao,
    objetivos: v.objetivos,
    metodo: v.metodo,
    resultados: v.resultados,
    consideracoes: v.consideracoes,
    bibliografia: v.bibliografia,
    coautores: v.coautores.map((c) => ({ nome: c.nome, email: c.email, unidade_id: c.unidade_id === '' ? null : Number(c.unidade_id), papel: c.papel, cpf: c.cpf })),
    enviar,
  };
}

type Erros = Record<string, unknown>;

/** Põe um erro num caminho (`coautores.1.email`) sem apagar um que o contrato já deu. */
function marcar(erros: Erros, caminho: string, message: string) {
  const partes = caminho.split('.');
  let atual = erros;
  for (const p of partes.slice(0, -1)) atual = (atual[p] ??= {}) as Erros;
  const ultima = partes.at(-1)!;
  if (atual[ultima] && (atual[ultima] as { message?: string }).message) return;
  // numa lista do react-hook-form, o erro da lista inteira fica em `root`
  if (caminho === 'coautores') atual[ultima] = { ...(atual[ultima] as object), root: { type: 'regra', message } };
  else atual[ultima] = { type: 'regra', message };
}

/** O que falta para enviar, nas palavras do servidor (`pendenciasParaEnviar`), nos caminhos do editor. */
export function pendenciasDoEditor(v: TrabalhoForm): { caminho: string; mensagem: string }[] {
  return pendenciasParaEnviar({ ...v, inicio_experiencia: v.inicio_experiencia || null, linha_id: v.linha_id === '' ? null : Number(v.linha_id) }).map((p) => ({ caminho: p.campo, mensagem: p.mensagem }));
}

/** As regras da chamada que o servidor confere também no rascunho. */
export function errosDaChamada(v: TrabalhoForm, { chamada }: ContextoTrabalho): { caminho: string; mensagem: string }[] {
  const erros: { caminho: string; mensagem: string }[] = [];
  for (const campo of CAMPOS_COM_LIMITE) {
    if (tamanhoDoTexto(v[campo]) > chamada.limites[campo]) erros.push({ caminho: campo, mensagem: limiteMensagem(campo, chamada.limites[campo]) });
  }
  if (v.linha_id !== '' && !chamada.linhas.some((l) => String(l.id) === v.linha_id)) erros.push({ caminho: 'linha_id', mensagem: M.linhaInvalida });
  if (v.inicio_experiencia && !mesNoPeriodo(v.inicio_experiencia, chamada.periodo_experiencia_inicio, chamada.periodo_experiencia_fim)) {
    erros.push({ caminho: 'inicio_experiencia', mensagem: M.inicioForaDoPeriodo });
  }
  if (v.coautores.length > chamada.max_coautores) erros.push({ caminho: 'coautores', mensagem: maxCoautoresMensagem(chamada.max_coautores) });
  const emails = v.coautores.map((c) => c.email.trim().toLowerCase());
  emails.forEach((e, i) => {
    if (e && emails.indexOf(e) !== i) erros.push({ caminho: `coautores.${i}.email`, mensagem: M.coautorRepetido });
  });
  return erros;
}

const resolverDoContrato = zodResolver(SubmissaoEntradaSchema);

/**
 * Valida pelo contrato e pelas regras da chamada (o `context` do formulário); a saída é o corpo da API. O que
 * falta para enviar não entra aqui: o rascunho pode ficar incompleto (o editor confere ao enviar).
 */
export const resolverTrabalho: Resolver<TrabalhoForm, ContextoTrabalho, SubmissaoEntradaValidada> = async (valores, ctx, opcoes) => {
  const contexto = ctx!;
  const r = await resolverDoContrato(paraContrato(valores, false), ctx, opcoes as never);
  const erros = r.errors as Erros;
  for (const e of errosDaChamada(valores, contexto)) marcar(erros, e.caminho, e.mensagem);
  if (Object.keys(erros).length > 0) return { values: {}, errors: erros as FieldErrors<TrabalhoForm> };
  return r as never;
};

/** `coautores.1.email` → `trabalho-coautores-1-email`. */
export const campoId = (caminho: string) => `trabalho-${caminho.replace(/\./g, '-')}`;

/** Caminhos na ordem da tela: o primeiro com erro recebe o foco. */
export function caminhosDoEditor(v: TrabalhoForm): string[] {
  const coautores = v.coautores.flatMap((_, i) => [`coautores.${i}.nome`, `coautores.${i}.email`, `coautores.${i}.unidade_id`, `coautores.${i}.papel`]);
  return ['titulo', 'inicio_experiencia', 'linha_id', ...SECOES, 'bibliografia', 'coautores', ...coautores];
}

/** A mensagem de um caminho: a do campo ou a da lista (`root`). */
export function mensagemDoErro(erros: FieldErrors<TrabalhoForm>, caminho: string): string | undefined {
  let atual: unknown = erros;
  for (const parte of caminho.split('.')) atual = (atual as Erros | undefined)?.[parte];
  const e = atual as { message?: string; root?: { message?: string } } | undefined;
  return typeof e?.message === 'string' ? e.message : e?.root?.message;
}

/** Foca o controle do caminho, ou o do caminho acima mais próximo que exista. */
export function focarCampo(caminho: string): void {
  const partes = caminho.split('.');
  let el = document.getElementById(campoId(caminho));
  while (!el && partes.length > 1) {
    partes.pop();
    el = document.getElementById(campoId(partes.join('.')));
  }
  el?.focus();
}
