/**
 * O formulário do evento e a ponte com o contrato: os valores do formulário (textos dos campos,
 * pessoas com nome para os chips) viram o `EventoEntrada` e passam pelo `EventoEntradaSchema` do
 * contrato, o mesmo que o servidor usa. Os caminhos dos erros são os do contrato (`turmas.1.vagas`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import { EventoEntradaSchema, type EventoDetalhe, type EventoEntrada, type EventoEntradaValidada } from '#shared/contracts/eventos.ts';
import type { ModoRestricao, TipoEvento } from '#shared/rules/eventos.ts';

export interface PessoaForm {
  id: number;
  nome: string;
}
/** Palestrante com conta (`usuario_id`) ou só o nome (externo). */
export interface PalestranteForm {
  usuario_id: number | null;
  nome: string;
}
export interface EncontroForm {
  data: string;
  horario_inicio: string;
  horario_fim: string;
}
export interface TurmaForm {
  /** Turma que já existe no servidor; ausente numa turma nova. */
  id?: number;
  nome: string;
  vagas: string;
  instrutores: PessoaForm[];
  palestrantes: PalestranteForm[];
  assinantes: PessoaForm[];
  datas: EncontroForm[];
}
export interface EventoForm {
  titulo: string;
  descricao: string;
  publico_alvo: string;
  local: string;
  tipo: TipoEvento | '';
  unidade_id: string;
  restricao: { modo: ModoRestricao | ''; registros: string[]; cargos: number[]; unidades: number[] };
  turmas: TurmaForm[];
}

export const encontroVazio = (): EncontroForm => ({ data: '', horario_inicio: '', horario_fim: '' });
export const turmaVazia = (): TurmaForm => ({ nome: '', vagas: '', instrutores: [], palestrantes: [], assinantes: [], datas: [encontroVazio()] });
export const eventoVazio = (): EventoForm => ({
  titulo: '',
  descricao: '',
  publico_alvo: '',
  local: '',
  tipo: '',
  unidade_id: '',
  restricao: { modo: '', registros: [], cargos: [], unidades: [] },
  turmas: [turmaVazia()],
});

/** Campo vazio vai como ausente: o contrato responde "Informe …" em vez de "inválido". */
const ouAusente = <T>(v: T | '') => (v === '' ? undefined : v);

export function paraContrato(v: EventoForm): EventoEntrada {
  const r = v.restricao;
  return {
    titulo: v.titulo,
    descricao: v.descricao,
    publico_alvo: v.publico_alvo,
    local: v.local,
    tipo: ouAusente(v.tipo) as TipoEvento,
    unidade_id: ouAusente(v.unidade_id) as string,
    restricao:
      r.modo === ''
        ? null
        : {
            modo: r.modo,
            registros: r.modo === 'lista_registros' ? r.registros : [],
            cargos: r.modo === 'cargos' ? r.cargos : [],
            unidades: r.modo === 'unidades' ? r.unidades : [],
          },
    turmas: v.turmas.map((t) => ({
      ...(t.id === undefined ? {} : { id: t.id }),
      nome: t.nome,
      vagas: (t.vagas.trim() === '' ? undefined : Number(t.vagas)) as number,
      instrutores: t.instrutores.map((p) => p.id),
      palestrantes: t.palestrantes.map((p) => (p.usuario_id === null ? { nome: p.nome } : { usuario_id: p.usuario_id })),
      assinantes: t.assinantes.map((p) => p.id),
      datas: t.datas,
    })),
  };
}

type Erro = { message?: string; root?: { message?: string } } | undefined;

/** Mensagem de um caminho (`turmas.0.datas`): a do próprio campo ou a da lista (`root`, nos field arrays). */
export function mensagemDoErro(erros: FieldErrors<EventoForm>, caminho: string): string | undefined {
  let atual: unknown = erros;
  for (const parte of caminho.split('.')) atual = (atual as Record<string, unknown> | undefined)?.[parte];
  const e = atual as Erro;
  return typeof e?.message === 'string' ? e.message : e?.root?.message;
}

function trocarMensagem(erros: FieldErrors<EventoForm>, caminho: string, mensagem: string) {
  let atual: unknown = erros;
  for (const parte of caminho.split('.')) atual = (atual as Record<string, unknown> | undefined)?.[parte];
  if (atual && typeof (atual as Erro)?.message === 'string') (atual as { message: string }).message = mensagem;
}

/** Campos deixados em branco pedem o valor ("Informe a data.") em vez de dizer que o formato é inválido. */
function mensagensDeVazio(erros: FieldErrors<EventoForm>, v: EventoForm) {
  if (v.tipo === '') trocarMensagem(erros, 'tipo', 'Selecione o tipo do evento.');
  v.turmas.forEach((t, i) =>
    t.datas.forEach((d, j) => {
      if (d.data === '') trocarMensagem(erros, `turmas.${i}.datas.${j}.data`, 'Informe a data.');
      if (d.horario_inicio === '') trocarMensagem(erros, `turmas.${i}.datas.${j}.horario_inicio`, 'Informe o horário de início.');
      if (d.horario_fim === '') trocarMensagem(erros, `turmas.${i}.datas.${j}.horario_fim`, 'Informe o horário de término.');
    }),
  );
}

const resolverDoContrato = zodResolver(EventoEntradaSchema);
/** Valida com o esquema do contrato; a saída é o corpo pronto para a API. */
export const resolverEvento: Resolver<EventoForm, unknown, EventoEntradaValidada> = async (valores, ctx, opcoes) => {
  const r = await resolverDoContrato(paraContrato(valores), ctx, opcoes as never);
  mensagensDeVazio(r.errors as FieldErrors<EventoForm>, valores);
  return r as never;
};

const hora = (h: string) => h.slice(0, 5);

/** Valores do formulário a partir do evento salvo (edição). */
export function valoresDoEvento(e: EventoDetalhe): EventoForm {
  const r = e.restricao;
  return {
    titulo: e.titulo,
    descricao: e.descricao,
    publico_alvo: e.publico_alvo,
    local: e.local,
    tipo: e.tipo,
    unidade_id: String(e.unidade_id),
    restricao: r
      ? { modo: r.modo, registros: r.registros, cargos: r.cargos.map((c) => c.id), unidades: r.unidades.map((u) => u.id) }
      : { modo: '', registros: [], cargos: [], unidades: [] },
    turmas: e.turmas.map((t) => ({
      id: t.id,
      nome: t.nome,
      vagas: String(t.vagas),
      instrutores: t.instrutor.map((p) => ({ id: p.id, nome: p.nome })),
      palestrantes: t.palestrantes.map((p) => ({ usuario_id: p.usuario_id, nome: p.nome })),
      assinantes: t.assinantes.map((p) => ({ id: p.id, nome: p.nome })),
      datas: t.datas.map((d) => ({ data: d.data, horario_inicio: hora(d.horario_inicio), horario_fim: hora(d.horario_fim) })),
    })),
  };
}

/** O `control` do formulário do evento (entrada: os valores da tela; saída: o corpo do contrato). */
export type ControleEvento = Control<EventoForm, unknown, EventoEntradaValidada>;
