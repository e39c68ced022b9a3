/**
 * Dados de teste de sessão e perfil para os testes do web. Os handlers passam estes valores pelo
 * `.parse` dos esquemas do contrato (`respostaDoContrato`), então eles precisam ser válidos.
 */
import type { Sessao } from '#shared/contracts/auth.ts';
import type { Lookups, PerfilMe } from '#shared/contracts/perfil.ts';
import { jwtDeTeste } from './jwt.ts';

/** CPFs com dígitos verificadores corretos. */
export const CPF_VALIDO = '52998224725';

export function sessaoDeTeste(parcial: Partial<Sessao['usuario']> = {}): Sessao {
  return {
    token: jwtDeTeste({ expEm: 900 }),
    refresh_token: 'sessao.segredo-de-teste',
    usuario: { id: 1, nome: 'Maria da Silva', email: 'maria@exemplo.org', perfil: 'usuario', perfis: ['usuario'], roles: ['usuario'], ...parcial },
  };
}

export function perfilDeTeste(parcial: Partial<PerfilMe> = {}): PerfilMe {
  return {
    id: 1,
    nome: 'Maria da Silva',
    cpf: '529.982.247-25',
    email: 'maria@exemplo.org',
    celular: '13999998888',
    registro: null,
    data_nascimento: '1990-05-20',
    cargo_id: 1,
    unidade_id: 1,
    genero_id: 1,
    orientacao_sexual_id: 1,
    cor_raca_id: 1,
    escolaridade_id: 1,
    deficiencia_id: 1,
    perfil: 'usuario',
    perfis: ['usuario'],
    roles: ['usuario'],
    perfil_incompleto: false,
    campos_pendentes: [],
    criado_em: '2026-01-10T12:00:00.000Z',
    ...parcial,
  };
}

export function lookupsDeTeste(): Lookups {
  const lista = (...nomes: string[]) => nomes.map((nome, i) => ({ id: i + 1, nome }));
  return {
    cargos: lista('Enfermeiro(a)', 'Médico(a)'),
    unidades: [
      { id: 1, sigla: 'SMS', nome: 'Secretaria Municipal de Saúde' },
      { id: 2, sigla: 'OUTROS', nome: 'Outros' },
    ],
    generos: lista('Feminino', 'Masculino', 'Prefiro não informar'),
    orientacoes_sexuais: lista('Heterossexual', 'Prefiro não informar'),
    cores_racas: lista('Branca', 'Preta', 'Parda'),
    escolaridades: lista('Ensino médio', 'Superior completo'),
    deficiencias: lista('Não possuo', 'Visual'),
  };
}
