import { useState } from 'react';
import type { UsuarioResumo } from '#shared/contracts/usuarios.ts';
import type { Perfil } from '#shared/rules/perfis.ts';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import type { Situacao } from '../api/keys.ts';
import { useUsuarios } from '#web/lib/dados/usuarios.ts';
import { consultaDaGestao, USUARIOS_POR_PAGINA } from '../api/keys.ts';
import type { Acao } from './acoes-usuario.tsx';
import { DialogoEditarUsuario } from './dialogo-editar-usuario.tsx';
import { DialogoPerfis } from './dialogo-perfis.tsx';
import { DialogoSituacao } from './dialogo-situacao.tsx';
import { FiltrosUsuarios } from './filtros-usuarios.tsx';
import { ListaUsuarios } from './lista-usuarios.tsx';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';

/** Espera da busca digitada antes de consultar a API. */
export const ATRASO_BUSCA_MS = 300;

/** Busca, filtros, lista paginada e diálogos de edição da gestão de usuários. */
export function GestaoUsuarios() {
  const [busca, setBusca] = useState('');
  const [perfil, setPerfil] = useState<Perfil | null>(null);
  const [situacao, setSituacao] = useState<Situacao>('ativos');
  const [pagina, setPagina] = useState(1);
  const [aberto, setAberto] = useState<{ acao: Acao; usuario: UsuarioResumo } | null>(null);
  const buscaAtrasada = useValorAtrasado(busca, ATRASO_BUSCA_MS);
  const [buscaAplicada, setBuscaAplicada] = useState(buscaAtrasada);
  if (buscaAplicada !== buscaAtrasada) {
    setBuscaAplicada(buscaAtrasada);
    setPagina(1);
  }

  const consulta = useUsuarios(consultaDaGestao({ busca: buscaAplicada, perfil, situacao, pagina }));
  const dados = consulta.data;
  const totalPaginas = dados ? Math.max(1, Math.ceil(dados.total / (dados.por_pagina || USUARIOS_POR_PAGINA))) : 1;
  const fechar = () => setAberto(null);

  return (
    <div className="space-y-5">
      <FiltrosUsuarios
        busca={busca}
        aoBuscar={setBusca}
        perfil={perfil}
        aoFiltrarPerfil={(p) => {
          setPerfil(p);
          setPagina(1);
        }}
        situacao={situacao}
        aoFiltrarSituacao={(s) => {
          setSituacao(s);
          setPagina(1);
        }}
      />
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {dados ? `${formatarNumero(dados.total)} pessoa(s) encontrada(s)` : consulta.isPending ? 'Carregando…' : ''}
        {consulta.isFetching && dados ? ' · atualizando…' : ''}
      </p>
      {consulta.isPending && <Esqueleto linhas={4} rotulo="Carregando pessoas…" />}
      {consulta.isError && !dados && <ErroCarregamento mensagem="Erro ao carregar usuários." aoTentar={() => void consulta.refetch()} />}
      {dados && dados.itens.length === 0 && <Vazio mensagem="Nenhuma pessoa encontrada." sugestao="Confira a grafia ou mude os filtros de perfil e situação." />}
      {dados && dados.itens.length > 0 && <ListaUsuarios usuarios={dados.itens} aoAgir={(acao, usuario) => setAberto({ acao, usuario })} />}
      <Paginacao pagina={pagina} totalPaginas={totalPaginas} aoMudar={setPagina} rotulo="Páginas de pessoas" className="" />
      {aberto?.acao === 'editar' && <DialogoEditarUsuario usuario={aberto.usuario} aoFechar={fechar} />}
      {aberto?.acao === 'perfis' && <DialogoPerfis usuario={aberto.usuario} aoFechar={fechar} />}
      {aberto?.acao === 'situacao' && <DialogoSituacao usuario={aberto.usuario} aoFechar={fechar} />}
    </div>
  );
}
