import { ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import { prepararArquivo } from './imagem-assinatura.ts';

const CLASSE_ARQUIVO =
  'mt-1 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold ' +
  'file:text-slate-800 hover:file:bg-slate-100 dark:text-slate-300 dark:file:border-slate-600 dark:file:bg-slate-900 dark:file:text-slate-100';

interface Props {
  /** A imagem pronta (PNG em data URL), ou nulo enquanto não há uma válida. */
  imagem: string | null;
  aoPreparar: (png: string | null) => void;
}

/**
 * "Enviar imagem": escolhe um PNG ou JPG (foto ou escaneado da assinatura), que vira um PNG aparado e
 * reduzido antes do envio; mostra a prévia do que será salvo. É também o caminho de quem usa só o teclado.
 */
export function EnviarImagem({ imagem, aoPreparar }: Props) {
  const id = useId();
  const [preparando, setPreparando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  async function escolher(arquivo: File) {
    setErro(null);
    setPreparando(true);
    aoPreparar(null);
    try {
      aoPreparar(await prepararArquivo(arquivo));
    } catch (err) {
      setErro(err instanceof Error ? err.message : 'Não foi possível abrir esta imagem.');
    } finally {
      setPreparando(false);
    }
  }

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Imagem da assinatura (PNG ou JPG)
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          aria-describedby={erro ? `${id}-erro` : `${id}-dica`}
          aria-invalid={erro ? true : undefined}
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void escolher(f);
          }}
          className={CLASSE_ARQUIVO}
        />
        <p id={`${id}-dica`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Assine em papel branco, fotografe ou escaneie. O fundo branco some e as margens são cortadas.
        </p>
        {erro && (
          <p id={`${id}-erro`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {erro}
          </p>
        )}
      </div>
      <div className="flex h-36 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700" aria-live="polite">
        {preparando ? (
          <p className="text-sm text-slate-600">Preparando a imagem…</p>
        ) : imagem ? (
          <img src={imagem} alt="Prévia da assinatura que será salva" className="max-h-full max-w-full object-contain" />
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <ImageUp aria-hidden="true" className="size-5" />
            A prévia aparece aqui.
          </p>
        )}
      </div>
    </div>
  );
}
