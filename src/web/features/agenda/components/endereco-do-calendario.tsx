import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Copy, Download, Eye, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ErroCarregamento } from '#web/components/ui/estados.tsx';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { useGerarNovoLinkCalendario } from '../api/gerar-novo-link-calendario.ts';
import { linkCalendarioQuery, useLinkCalendario } from '../api/obter-link-calendario.ts';
import { copiarTexto } from '#web/lib/copiar-texto.ts';
import { baixarFeedIcs } from './arquivos.ts';
import { InstrucoesCalendario } from './instrucoes-calendario.tsx';

const LINK_BOTAO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold bg-escola-700 text-white hover:bg-escola-800 ' +
  'dark:bg-escola-100 dark:text-escola-900 dark:hover:bg-white';

function ConfirmarNovoEndereco({ aoFechar, aoGerar }: { aoFechar: () => void; aoGerar: () => void }) {
  const novo = useGerarNovoLinkCalendario();
  return (
    <Dialogo
      titulo="Gerar novo endereço?"
      descricao="O endereço atual deixará de funcionar: os calendários que já o assinaram param de receber seus encontros até você assinar de novo com o novo endereço."
      aoFechar={aoFechar}
      largura="sm"
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar}>
            Cancelar
          </Botao>
          <Botao variante="perigo" carregando={novo.isPending} textoCarregando="Gerando…" onClick={() => novo.mutate(undefined, { onSuccess: aoGerar })}>
            Gerar novo endereço
          </Botao>
        </>
      }
    />
  );
}

/** O endereço à mostra, com copiar, abrir no aplicativo e gerar outro. */
function Endereco({ url, webcal, aoPedirNovo }: { url: string; webcal: string; aoPedirNovo: () => void }) {
  async function copiar() {
    if (await copiarTexto(url)) notificarSucesso('Endereço copiado para a área de transferência!');
    else notificarErro('Não foi possível copiar o endereço. Selecione o texto e copie manualmente.');
  }
  return (
    <div className="mt-4">
      <label htmlFor="endereco-calendario" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Endereço do seu calendário
      </label>
      <input
        id="endereco-calendario"
        readOnly
        // aparece depois do clique em "Mostrar endereço" (que some): o foco vem para cá
        autoFocus
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        aria-describedby="endereco-calendario-dica"
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
      />
      <p id="endereco-calendario-dica" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Este endereço é pessoal: quem o tiver vê seus encontros. Não o compartilhe.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Botao onClick={() => void copiar()}>
          <Copy aria-hidden="true" className="size-4" /> Copiar endereço
        </Botao>
        <a href={webcal} className={LINK_BOTAO}>
          <CalendarPlus aria-hidden="true" className="size-4" /> Abrir no aplicativo de calendário
        </a>
        <Botao variante="secundario" onClick={aoPedirNovo}>
          <RefreshCw aria-hidden="true" className="size-4" /> Gerar novo endereço
        </Botao>
      </div>
      <InstrucoesCalendario />
    </div>
  );
}

/**
 * "Assinar no seu calendário": mostra o endereço privado do feed iCalendar (pedido só quando a pessoa
 * quer vê-lo), copia, abre no aplicativo (webcal), troca o endereço e exporta o arquivo .ics.
 */
export function EnderecoDoCalendario() {
  const qc = useQueryClient();
  const [mostrar, setMostrar] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const [exportando, setExportando] = useState(false);
  const link = useLinkCalendario(mostrar);

  async function exportar() {
    setExportando(true);
    try {
      const { url } = await qc.fetchQuery(linkCalendarioQuery());
      await baixarFeedIcs(url);
    } catch {
      notificarErro('Não foi possível exportar a agenda. Tente novamente.');
    } finally {
      setExportando(false);
    }
  }

  return (
    <section aria-labelledby="titulo-assinar" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="titulo-assinar" className="text-lg font-bold text-escola-800 dark:text-escola-100">
        Assinar no seu calendário
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Veja seus encontros no Google Agenda, no iPhone ou no Outlook. A assinatura se atualiza sozinha quando você se inscreve ou uma turma muda.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!mostrar && (
          <Botao onClick={() => setMostrar(true)}>
            <Eye aria-hidden="true" className="size-4" /> Mostrar endereço do calendário
          </Botao>
        )}
        <Botao variante="secundario" carregando={exportando} textoCarregando="Exportando…" onClick={() => void exportar()}>
          <Download aria-hidden="true" className="size-4" /> Exportar (.ics)
        </Botao>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {mostrar && link.isPending ? 'Carregando endereço…' : mostrar && link.data ? 'Endereço do calendário exibido.' : ''}
      </div>
      {mostrar && link.isError && <div className="mt-4"><ErroCarregamento mensagem="Não foi possível obter o endereço do calendário." aoTentar={() => void link.refetch()} /></div>}
      {mostrar && link.data && <Endereco url={link.data.url} webcal={link.data.webcal} aoPedirNovo={() => setConfirmar(true)} />}
      {confirmar && (
        <ConfirmarNovoEndereco
          aoFechar={() => setConfirmar(false)}
          aoGerar={() => {
            setConfirmar(false);
            setMostrar(true);
            notificarSucesso('Novo endereço gerado. O anterior deixou de funcionar.');
          }}
        />
      )}
    </section>
  );
}
