import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { AbaCertificados } from './aba-certificados.tsx';
import { AbaTurmas } from './aba-turmas.tsx';
import { AbasGestao, ID_PAINEL, idDaAba } from './abas-gestao.tsx';
import { AssinantesPadrao } from './assinantes-padrao.tsx';
import { useEstadoDaGestao } from './use-estado-da-gestao.ts';

/**
 * /gestao-certificados: a emissão por turma (pessoas, emitir pendentes, envio em lote), a busca nos
 * certificados emitidos (reenviar, reemitir, cancelar, envio dos selecionados) e os assinantes padrão.
 * Aba, turma aberta, busca e filtros ficam no endereço.
 */
export function GestaoCertificados() {
  const estado = useEstadoDaGestao();
  return (
    <>
      <CabecalhoPagina titulo="Gestão de Certificados" subtitulo="Emissão por turma, busca nos certificados emitidos, envios por e-mail e assinantes padrão." />
      <AbasGestao ativa={estado.aba} aoMudar={estado.mudarAba} />
      <div id={ID_PAINEL} role="tabpanel" aria-labelledby={idDaAba(estado.aba)} className="mt-4">
        {estado.aba === 'turmas' && <AbaTurmas turma={estado.turma} filtro={estado.filtroTurmas} abrirTurma={estado.abrirTurma} filtrar={estado.filtrarTurmas} />}
        {estado.aba === 'certificados' && <AbaCertificados filtros={estado.filtros} filtrar={estado.filtrarCertificados} />}
        {estado.aba === 'assinantes' && <AssinantesPadrao />}
      </div>
    </>
  );
}
