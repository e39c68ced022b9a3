import { useEffect, useState } from 'react';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { useLocation, useParams } from '#web/lib/roteador.tsx';
import { haSessao, limparSessao, obterRefreshToken, obterUsuario } from '#web/lib/sessao.ts';
import { ParametroInvalido, PedirLogin } from './avisos-presenca.tsx';
import { CartaoRecusa } from './cartao-recusa.tsx';
import { CartaoSucesso } from './cartao-sucesso.tsx';
import { Aguardando, FalhaServidor, Processando, SemInternet } from './estado-envio.tsx';
import { lerParametros } from './parametros.ts';
import { useConfirmacao } from './use-confirmacao.ts';

/** A confirmação em si, para uma turma (e um código do QR ao vivo, se veio no link). */
function Confirmacao({ turma, t, aqui }: { turma: number; t: string | null; aqui: string }) {
  const { estado, confirmar, tentarAgora } = useConfirmacao(turma, t);
  const recusadoSemSessao = estado.fase === 'recusa' && estado.erro.status === 401;
  // 401 depois da renovação: a sessão guardada não vale mais (a mesma regra da guarda de rotas)
  useEffect(() => {
    if (recusadoSemSessao && !obterRefreshToken()) limparSessao();
  }, [recusadoSemSessao]);

  switch (estado.fase) {
    case 'enviando':
      return <Processando />;
    case 'aguardando':
      return <Aguardando tentativa={estado.tentativa} espera={estado.espera} restante={estado.restante} aoTentarAgora={tentarAgora} />;
    case 'sem-internet':
      return <SemInternet reenviando={estado.reenviando} aoTentarAgora={tentarAgora} />;
    case 'sucesso':
      return <CartaoSucesso confirmacao={estado.confirmacao} />;
    case 'falha':
      return <FalhaServidor erro={estado.erro} aoTentar={() => confirmar()} />;
    case 'recusa':
      return recusadoSemSessao ? (
        <PedirLogin aqui={aqui} aviso="Sua sessão terminou. Entre de novo para registrar a presença." />
      ) : (
        <CartaoRecusa erro={estado.erro} aoConfirmar={confirmar} />
      );
  }
}

/**
 * /presenca?turma=ID[&t=CODIGO] e /presenca/:turmaId: confirma a presença sozinha ao abrir. Sem sessão,
 * convida a entrar e voltar para cá. Com sessão só de cookie (sem token), tenta: um 401 traz o convite.
 */
export function ConfirmarPresenca() {
  const { pathname, search } = useLocation();
  const { turmaId } = useParams();
  const { turma, t } = lerParametros(search, turmaId);
  // decidido ao abrir: um 401 no meio limpa a sessão, mas a página continua dizendo o que houve
  const [talvezLogado] = useState(() => haSessao() || obterUsuario() !== null || obterRefreshToken() !== null);
  const aqui = pathname + search;

  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <CabecalhoPagina titulo="Confirmar presença" subtitulo="Registro de presença pelo QR Code da turma." />
      {turma === null ? (
        <ParametroInvalido />
      ) : !talvezLogado ? (
        <PedirLogin aqui={aqui} />
      ) : (
        <Confirmacao key={`${turma}:${t ?? ''}`} turma={turma} t={t} aqui={aqui} />
      )}
    </div>
  );
}
