import { CloudAlert, RefreshCw, WifiOff } from 'lucide-react';
import { Botao } from '#web/components/ui/botao.tsx';
import { Cartao } from '#web/components/ui/estados.tsx';
import type { ApiError } from '#web/lib/api-client.ts';
import { MAX_TENTATIVAS } from './use-confirmacao.ts';

/** Barra fina indeterminada (o envio não tem como medir o progresso). */
function BarraProgresso({ rotulo }: { rotulo: string }) {
  return (
    <div role="progressbar" aria-label={rotulo} className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
      <div className="h-full w-1/2 rounded-full bg-escola-600 motion-safe:animate-pulse dark:bg-escola-100" />
    </div>
  );
}

export function Processando({ texto = 'Processando…' }: { texto?: string }) {
  return (
    <Cartao>
      <p role="status" className="font-semibold">
        {texto}
      </p>
      <BarraProgresso rotulo="Registrando presença" />
    </Cartao>
  );
}

/** Rede instável: a espera até a próxima tentativa automática, com "Tentar agora". */
export function Aguardando({ tentativa, espera, restante, aoTentarAgora }: { tentativa: number; espera: number; restante: number; aoTentarAgora: () => void }) {
  const frase = (s: number) => `Conexão instável — tentando de novo em ${s} s (tentativa ${tentativa} de ${MAX_TENTATIVAS})`;
  return (
    <Cartao>
      {/* o leitor de tela ouve a frase uma vez por tentativa; a contagem visível muda a cada segundo */}
      <p role="status" className="sr-only">
        {frase(espera)}
      </p>
      <p aria-hidden="true" className="flex items-start gap-2 font-semibold text-amber-900 dark:text-amber-200">
        <CloudAlert className="mt-0.5 size-5 shrink-0" />
        {frase(restante)}
      </p>
      <BarraProgresso rotulo="Aguardando nova tentativa" />
      <Botao variante="secundario" className="mt-4" onClick={aoTentarAgora}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Tentar agora
      </Botao>
    </Cartao>
  );
}

/** Sem internet: a confirmação ficou guardada no aparelho. */
export function SemInternet({ reenviando, aoTentarAgora }: { reenviando: boolean; aoTentarAgora: () => void }) {
  return (
    <Cartao>
      <div role="status">
        <p className="flex items-start gap-2 font-semibold text-amber-900 dark:text-amber-200">
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Sem internet: sua confirmação foi guardada e será enviada assim que o celular voltar a ficar on-line.
        </p>
        {reenviando && <p className="mt-2 text-sm">Enviando a confirmação guardada…</p>}
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Pode fechar esta página: o envio acontece da próxima vez que o app abrir com internet.</p>
      <Botao variante="secundario" className="mt-4" onClick={aoTentarAgora} carregando={reenviando} textoCarregando="Enviando…">
        <RefreshCw aria-hidden="true" className="size-4" />
        Tentar agora
      </Botao>
    </Cartao>
  );
}

/** O servidor continuou falhando depois das novas tentativas. */
export function FalhaServidor({ erro, aoTentar }: { erro: ApiError; aoTentar: () => void }) {
  return (
    <Cartao>
      <div role="alert">
        <p className="font-semibold text-red-800 dark:text-red-200">Não foi possível confirmar a presença no momento.</p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {erro.status >= 500 ? `O servidor não respondeu bem depois de ${MAX_TENTATIVAS} novas tentativas.` : erro.message} Aguarde um pouco e tente de novo.
        </p>
      </div>
      <Botao className="mt-4" onClick={aoTentar}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Tentar novamente
      </Botao>
    </Cartao>
  );
}
