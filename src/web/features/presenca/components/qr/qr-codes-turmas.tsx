import { CircleAlert, RefreshCw } from 'lucide-react';
import { useId, useMemo, useRef, useState, type Ref } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { CabecalhoPagina, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { BarraProgresso } from './barra-progresso.tsx';
import { CampoBuscaQr } from './campo-busca-qr.tsx';
import { CartaoEventoQr } from './cartao-evento-qr.tsx';
import { ExplicacaoPeriodo, PeriodoQrCampo } from './periodo-qr.tsx';
import { contarTurmas, filtrarEventos, type PeriodoQr } from './regras.ts';
import { ResumoQr } from './resumo-qr.tsx';
import { useBuscaPersistida } from './use-busca-persistida.ts';
import { TEXTOS_CARGA, useEventosQr } from './use-eventos-qr.ts';
import { useGeradorPdf } from './use-gerador-pdf.ts';
import { GERENCIAR_EVENTOS } from '#web/lib/caminhos.ts';

/** Falha ao carregar: alerta que recebe o foco (SPEC §8), com "Tentar novamente". */
function AlertaFalha({ ref, aoTentar }: { ref: Ref<HTMLDivElement>; aoTentar: () => void }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {TEXTOS_CARGA.erroInline}
      </p>
      <p className="mt-1 text-sm">Confira a conexão e tente de novo. Se continuar, avise o suporte da Escola.</p>
      <Botao variante="secundario" className="mt-3" onClick={aoTentar}>
        Tentar novamente
      </Botao>
    </div>
  );
}

/**
 * QR Codes de Presença por Turma (SPEC §2.9): busca, período (as recentes por padrão, ou todas: toda
 * turma é alcançável), resumo, um cartão por evento e os PDFs.
 */
export function QrCodesTurmas() {
  const refAlerta = useRef<HTMLDivElement>(null);
  const [periodo, setPeriodo] = useState<PeriodoQr>('recentes');
  const idExplicacao = useId();
  const dados = useEventosQr(refAlerta, periodo);
  const { busca, setBusca, buscaAplicada } = useBuscaPersistida();
  const gerador = useGeradorPdf();
  const filtrados = useMemo(() => filtrarEventos(dados.eventos, buscaAplicada), [dados.eventos, buscaAplicada]);
  const comBusca = buscaAplicada.trim() !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <CabecalhoPagina
        titulo="QR Codes de Presença por Turma"
        subtitulo="Gere o PDF com o QR Code de presença de cada turma para imprimir e deixar na sala. Quem participa entra na plataforma e escaneia para confirmar."
        acoes={
          <Botao variante="secundario" onClick={dados.atualizar} aria-busy={dados.buscando || undefined}>
            <RefreshCw aria-hidden="true" className={`size-4 ${dados.buscando ? 'animate-spin motion-reduce:animate-none' : ''}`} />
            {dados.buscando ? 'Atualizando…' : 'Atualizar'}
          </Botao>
        }
      />
      <BarraProgresso ativa={dados.buscando} rotulo={dados.carregado ? TEXTOS_CARGA.atualizando : TEXTOS_CARGA.carregando} />
      <p role="status" className="sr-only">
        {dados.anuncio}
      </p>
      <ResumoQr eventos={dados.carregado ? dados.eventos.length : undefined} turmas={dados.carregado ? contarTurmas(dados.eventos) : undefined} />
      <div className="sm:flex sm:items-start sm:gap-4">
        <div className="sm:flex-1">
          <CampoBuscaQr valor={busca} aoMudar={setBusca} />
        </div>
        <PeriodoQrCampo valor={periodo} aoMudar={setPeriodo} idExplicacao={idExplicacao} />
      </div>
      <ExplicacaoPeriodo id={idExplicacao} periodo={periodo} />
      {dados.carregado && (
        <p aria-live="polite" className="mb-4 text-sm font-medium text-slate-700 dark:text-slate-200">
          {formatarNumero(filtrados.length)} evento(s) • {formatarNumero(contarTurmas(filtrados))} turma(s)
        </p>
      )}
      {dados.falhou && <AlertaFalha ref={refAlerta} aoTentar={dados.atualizar} />}
      {!dados.carregado && !dados.falhou && <Esqueleto linhas={4} rotulo={TEXTOS_CARGA.carregando} />}
      {dados.carregado && filtrados.length === 0 && (
        <Vazio
          mensagem="Nenhum evento com turmas encontrado."
          sugestao={
            comBusca ? (
              <span className="flex flex-wrap justify-center gap-2">
                <Botao variante="fantasma" onClick={() => setBusca('')}>
                  Limpar busca
                </Botao>
                {periodo === 'recentes' && (
                  <Botao variante="secundario" onClick={() => setPeriodo('todas')}>
                    Buscar em todas as turmas
                  </Botao>
                )}
              </span>
            ) : (
              <>
                As turmas aparecem aqui enquanto não terminam (e até 60 dias depois).{' '}
                <Link to={GERENCIAR_EVENTOS} className="font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
                  Cadastre turmas em Gestão de Eventos
                </Link>
                .
              </>
            )
          }
        />
      )}
      {filtrados.length > 0 && (
        <div className="space-y-5">
          {filtrados.map((evento) => (
            <CartaoEventoQr
              key={evento.id}
              evento={evento}
              geracao={gerador.geracao}
              aoGerarTurma={(turma) => void gerador.gerarTurma(evento, turma)}
              aoGerarTodos={() => void gerador.gerarTodos(evento)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
