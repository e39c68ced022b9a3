import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AtualizarPerfilBody, perfilEndpoints } from '#shared/contracts/perfil.ts';
import { callApi } from '#web/lib/api-client.ts';
import { dadosKeys } from '#web/lib/dados/chaves.ts';
import { definirPerfilIncompleto } from '#web/lib/perfil-flag.ts';
import { obterUsuario, salvarSessao } from '#web/lib/sessao.ts';
import { notificarSucesso } from '#web/lib/toast.ts';

/** PUT /api/perfil/me. O api-client já atualiza a marca de perfil incompleto pelo cabeçalho da resposta. */
export function atualizarPerfil(body: AtualizarPerfilBody) {
  return callApi<typeof perfilEndpoints.atualizar>({ method: 'PUT', path: '/api/perfil/me' }, { body, redirecionar: true });
}

/**
 * Salva o perfil: põe a resposta no cache do perfil e atualiza nome/e-mail do `usuario` guardado
 * (os tokens ficam como estão). Os callbacks ficam nas opções do hook porque o guard pode trocar de
 * página (volta à origem) assim que o perfil fica completo, e o aviso de sucesso precisa aparecer mesmo assim.
 * Erros aparecem no formulário (campos e alerta), então o toast central fica de fora.
 */
export function useAtualizarPerfil() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: atualizarPerfil,
    meta: { silencioso: true },
    onSuccess: (perfil) => {
      client.setQueryData(dadosKeys.perfilAtual(), perfil);
      definirPerfilIncompleto(perfil.perfil_incompleto);
      const atual = obterUsuario();
      salvarSessao({
        usuario: { ...atual, id: perfil.id, nome: perfil.nome, email: perfil.email, perfil: perfil.perfil, perfis: perfil.perfis, roles: perfil.roles },
      });
      notificarSucesso('Dados atualizados com sucesso!');
    },
  });
}
