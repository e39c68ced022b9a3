import { Download, FileText, RefreshCw, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { aceitos, nomesDosTipos, problemaDoArquivo, tamanhoLegivel, type RegraArquivo } from './arquivos.ts';

export interface ArquivoAtual {
  nome: string;
  tamanho: number;
  enviadoEm: string;
  /** Quem enviou (nos modelos da chamada). */
  por?: string | null;
}

interface Props {
  /** "Modelo de banner", "Pôster". */
  titulo: string;
  /** Nível do título (a seção de quem usa decide). */
  nivel?: 3 | 4;
  regra: RegraArquivo;
  atual: ArquivoAtual | null;
  /** Por que não dá para enviar agora ("Salve a chamada para enviar os modelos."); com ele, só baixar. */
  bloqueio?: string | null;
  /** Anunciado quando o envio termina ("Pôster enviado."). */
  textoEnviado: string;
  /** Sem ele, só leitura (baixar). */
  aoEnviar?: (arquivo: File, aoProgresso: (fracao: number) => void) => Promise<unknown>;
  aoBaixar?: () => Promise<void>;
  /** Abre a confirmação da remoção (quem usa decide). */
  aoRemover?: () => void;
  dica?: string;
}

const mensagem = (err: unknown, padrao: string) => (err instanceof Error && err.message ? err.message : padrao);

/**
 * Um arquivo enviado à parte do formulário (modelo da chamada, pôster do trabalho): o atual com "Baixar",
 * "Trocar" e "Remover", a conferência de tipo e tamanho antes de subir (com os textos do servidor), a barra
 * de progresso e os anúncios de início e fim para leitores de tela.
 */
export function CampoArquivo({ titulo, nivel = 3, regra, atual, bloqueio, textoEnviado, aoEnviar, aoBaixar, aoRemover, dica }: Props) {
  const id = useId();
  const entrada = useRef<HTMLInputElement>(null);
  const [erro, setErro] = useState('');
  const [progresso, setProgresso] = useState<number | null>(null);
  const [baixando, setBaixando] = useState(false);
  const [anuncio, setAnuncio] = useState('');
  const Titulo = nivel === 3 ? 'h3' : 'h4';
  const ocupado = progresso !== null;

  async function escolher(arquivo: File | undefined) {
    if (entrada.current) entrada.current.value = '';
    if (!arquivo || !aoEnviar) return;
    const problema = problemaDoArquivo(arquivo, regra);
    setErro(problema ?? '');
    if (problema) return setAnuncio(problema);
    setProgresso(0);
    setAnuncio(`Enviando ${arquivo.name}…`);
    try {
      await aoEnviar(arquivo, (f) => setProgresso(Math.round(f * 100)));
      setAnuncio(textoEnviado);
    } catch (err) {
      const texto = mensagem(err, 'Não foi possível enviar o arquivo. Tente de novo.');
      setErro(texto);
      setAnuncio(texto);
    } finally {
      setProgresso(null);
    }
  }

  async function baixar() {
    if (!aoBaixar) return;
    setBaixando(true);
    setErro('');
    try {
      await aoBaixar();
    } catch (err) {
      setErro(mensagem(err, 'Não foi possível baixar o arquivo.'));
    } finally {
      setBaixando(false);
    }
  }

  return (
    <div role="group" aria-labelledby={`${id}-titulo`} aria-busy={ocupado || undefined} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <Titulo id={`${id}-titulo`} className="font-semibold text-slate-900 dark:text-slate-100">
        {titulo}
      </Titulo>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {dica ?? `${nomesDosTipos(regra)}, até ${tamanhoLegivel(regra.maxBytes)}.`}
      </p>
      {atual ? (
        <p className="mt-2 flex items-start gap-2 text-sm">
          <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
          <span className="min-w-0 break-words">
            <span className="font-medium">{atual.nome}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {tamanhoLegivel(atual.tamanho)} · enviado em {formatarData(atual.enviadoEm)}
              {atual.por ? ` por ${atual.por}` : ''}
            </span>
          </span>
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Nenhum arquivo enviado.</p>
      )}
      {ocupado && (
        <div className="mt-3">
          <p id={`${id}-progresso`} className="text-sm font-medium">
            Enviando… {formatarNumero(progresso)}%
          </p>
          <progress aria-labelledby={`${id}-progresso`} max={100} value={progresso} className="mt-1 h-2 w-full accent-escola-700" />
        </div>
      )}
      <AlertaErro mensagem={erro} />
      <div className="mt-3 flex flex-wrap gap-2 *:flex-auto sm:*:flex-none empty:hidden">
        {!bloqueio && aoEnviar && (
          <Botao variante="secundario" onClick={() => entrada.current?.click()} disabled={ocupado}>
            {atual ? <RefreshCw aria-hidden="true" className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
            {atual ? 'Trocar arquivo' : 'Enviar arquivo'}
            {' '}<span className="sr-only">({titulo})</span>
          </Botao>
        )}
        {atual && aoBaixar && (
          <Botao variante="secundario" onClick={() => void baixar()} carregando={baixando} textoCarregando="Baixando…">
            <Download aria-hidden="true" className="size-4" />
            Baixar{' '}<span className="sr-only">{titulo}</span>
          </Botao>
        )}
        {atual && aoRemover && aoEnviar && !bloqueio && (
          <Botao variante="secundario" onClick={aoRemover} disabled={ocupado} className="text-red-800 dark:text-red-200">
            <Trash2 aria-hidden="true" className="size-4" />
            Remover{' '}<span className="sr-only">{titulo}</span>
          </Botao>
        )}
      </div>
      {bloqueio && <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-300">{bloqueio}</p>}
      {aoEnviar && <input ref={entrada} type="file" hidden accept={aceitos(regra)} onChange={(e) => void escolher(e.target.files?.[0])} />}
      <p role="status" aria-live="polite" className="sr-only">
        {anuncio}
      </p>
    </div>
  );
}
