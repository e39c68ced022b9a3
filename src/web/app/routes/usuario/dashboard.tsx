import { ROTULO_CAMPO_PERFIL } from '#shared/rules/perfil-completo.ts';
import { ROTULO_PERFIL } from '#shared/rules/perfis.ts';
import { telaDisponivel } from '#web/app/rotas.ts';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { BotaoBaixarHistorico } from '#web/features/certificados/components/historico/botao-baixar-historico.tsx';
import { AtalhosPainel } from '#web/features/inicio/components/atalhos-painel.tsx';
import { LembretePerfil } from '#web/features/inicio/components/lembrete-perfil.tsx';
import { ResumoNotificacoes } from '#web/features/notificacoes/components/resumo-notificacoes.tsx';
import { PainelUsuario } from '#web/features/paineis/components/painel-usuario.tsx';
import { usePerfilAtual } from '#web/lib/dados/use-perfil-atual.ts';
import { useSessao } from '#web/lib/use-sessao.ts';

/**
 * Painel do Usuário (issue 21): a página inicial de quem participa — próximos encontros, cursos com o
 * que falta para o certificado, pendências, certificados, horas por ano — e, embaixo, notificações e atalhos.
 */
export default function PaginaDashboard() {
  const perfil = usePerfilAtual();
  const sessao = useSessao();
  const nome = sessao.usuario?.nome || perfil.data?.nome || '';
  const perfis = perfil.data?.perfis.length ? perfil.data.perfis : sessao.perfis.length ? sessao.perfis : (['usuario'] as const);
  const pendentes = perfil.data?.campos_pendentes.map((c) => ROTULO_CAMPO_PERFIL[c]) ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <CabecalhoPagina titulo="Painel do Usuário" subtitulo={nome ? `Bem-vindo(a), ${nome}!` : 'Bem-vindo(a)!'} />
      <ul aria-label="Seus perfis" className="-mt-3 flex flex-wrap gap-2">
        {perfis.map((p) => (
          <li key={p} className="rounded-full bg-escola-100 px-3 py-1 text-sm font-semibold text-escola-900 dark:bg-escola-800 dark:text-escola-50">
            {ROTULO_PERFIL[p]}
          </li>
        ))}
      </ul>
      {perfil.data?.perfil_incompleto && <LembretePerfil pendentes={pendentes} />}
      <PainelUsuario acaoHistorico={<BotaoBaixarHistorico />} />
      <ResumoNotificacoes />
      <AtalhosPainel perfis={perfis} disponivel={telaDisponivel} />
    </div>
  );
}
