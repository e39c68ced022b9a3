import type { Lookups } from '#shared/contracts/perfil.ts';
import type { CampoInvalido } from '#shared/errors.ts';
import { ROTULO_CAMPO_PERFIL } from '#shared/rules/perfil-completo.ts';
import type { usuarios } from '../../db/schema/index.ts';
import type { Ctx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { camposComOpcaoAtiva, listarOpcoes, TABELAS_OPCOES, type CampoOpcao } from './listas.repository.ts';

/**
 * Listas de apoio do perfil (cargo, unidade, gênero, orientação sexual, cor/raça, escolaridade,
 * deficiência): a leitura para os formulários e a validação dos ids que o cadastro, o perfil e a
 * gestão de usuários recebem.
 */

/** Campos do perfil que vêm das listas de apoio, mais o registro funcional (contrato `CamposPerfilSchema`). */
export type CamposPerfilEntrada = Partial<Record<CampoOpcao, number | null>> & { registro?: string | null };

export const CAMPOS_OPCAO = Object.keys(TABELAS_OPCOES) as CampoOpcao[];

/** Campo do contrato → coluna (o único lugar onde os nomes mudam). */
export const COLUNA_DO_CAMPO = {
  cargo_id: 'cargoId',
  unidade_id: 'unidadeId',
  genero_id: 'generoId',
  orientacao_sexual_id: 'orientacaoSexualId',
  cor_raca_id: 'corRacaId',
  escolaridade_id: 'escolaridadeId',
  deficiencia_id: 'deficienciaId',
} as const satisfies Record<CampoOpcao, keyof typeof usuarios.$inferSelect>;

/**
 * Confere que cada id de lista informado existe e está ativo, numa consulta só.
 * Manter o valor que a pessoa já tem é sempre aceito (mesmo que a opção tenha sido desativada
 * depois), para que salvar outro campo não falhe por causa dela.
 * @throws DADOS_INVALIDOS com `details.campos` (`Cargo: opção inexistente.`)
 */
export async function validarOpcoesPerfil(
  ctx: Pick<Ctx, 'db'>,
  campos: CamposPerfilEntrada,
  atual?: Pick<typeof usuarios.$inferSelect, (typeof COLUNA_DO_CAMPO)[CampoOpcao]>,
): Promise<void> {
  const pedidos: { campo: CampoOpcao; id: number }[] = [];
  for (const campo of CAMPOS_OPCAO) {
    const id = campos[campo];
    if (id === undefined || id === null) continue;
    if (atual && atual[COLUNA_DO_CAMPO[campo]] === id) continue;
    pedidos.push({ campo, id });
  }
  const encontrados = await camposComOpcaoAtiva(ctx.db, pedidos);
  const invalidos: CampoInvalido[] = pedidos
    .filter((p) => !encontrados.has(p.campo))
    .map((p) => ({ campo: p.campo, mensagem: `${ROTULO_CAMPO_PERFIL[p.campo]}: opção inexistente.` }));
  if (invalidos.length > 0) {
    throw new AppError('DADOS_INVALIDOS', invalidos[0]!.mensagem, { details: { campos: invalidos } });
  }
}


const TTL_LOOKUPS_MS = 60_000;
const cacheLookups = new WeakMap<Ctx['db'], { valor: Lookups; expiraEm: number }>();

/**
 * As sete listas do perfil (só opções ativas, pela `ordem`). Guardadas em memória por 60 s por banco:
 * mudam raramente, e uma edição aparece no máximo um minuto depois em cada processo.
 */
export async function listarLookups(ctx: Ctx): Promise<Lookups> {
  const agora = ctx.now().getTime();
  const guardado = cacheLookups.get(ctx.db);
  if (guardado && guardado.expiraEm > agora) return guardado.valor;
  const o = await listarOpcoes(ctx.db);
  const valor: Lookups = {
    cargos: o.cargos,
    unidades: o.unidades,
    generos: o.generos,
    orientacoes_sexuais: o.orientacoesSexuais,
    cores_racas: o.coresRacas,
    escolaridades: o.escolaridades,
    deficiencias: o.deficiencias,
  };
  cacheLookups.set(ctx.db, { valor, expiraEm: agora + TTL_LOOKUPS_MS });
  return valor;
}
