/**
 * Campos do perfil exigidos para usar a plataforma (SPEC §3). Sem eles o guard leva a pessoa
 * para /perfil; o servidor avisa pelo cabeçalho `X-Perfil-Incompleto`.
 */
export const CAMPOS_PERFIL_OBRIGATORIOS = [
  'cargo_id',
  'unidade_id',
  'genero_id',
  'orientacao_sexual_id',
  'cor_raca_id',
  'escolaridade_id',
  'deficiencia_id',
  'data_nascimento',
] as const;
export type CampoPerfilObrigatorio = (typeof CAMPOS_PERFIL_OBRIGATORIOS)[number];

export const ROTULO_CAMPO_PERFIL: Record<CampoPerfilObrigatorio, string> = {
  cargo_id: 'Cargo',
  unidade_id: 'Unidade',
  genero_id: 'Gênero',
  orientacao_sexual_id: 'Orientação sexual',
  cor_raca_id: 'Cor/raça',
  escolaridade_id: 'Escolaridade',
  deficiencia_id: 'Deficiência',
  data_nascimento: 'Data de nascimento',
};

function vazio(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** Campos obrigatórios ainda vazios. */
export function camposPendentes(perfil: Partial<Record<CampoPerfilObrigatorio, unknown>>): CampoPerfilObrigatorio[] {
  return CAMPOS_PERFIL_OBRIGATORIOS.filter((c) => vazio(perfil[c]));
}

/** O perfil está incompleto quando algum campo obrigatório está vazio. */
export function perfilIncompleto(perfil: Partial<Record<CampoPerfilObrigatorio, unknown>>): boolean {
  return camposPendentes(perfil).length > 0;
}
