import { FileText, ImageOff, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_PERIGO, CLASSE_ROTULO } from './classes.ts';
import { tamanhoLegivel, type ArquivosEvento } from './use-arquivos-evento.ts';

const CLASSE_ARQUIVO =
  'mt-1 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold ' +
  'file:text-slate-800 hover:file:bg-slate-100 dark:text-slate-300 dark:file:border-slate-600 dark:file:bg-slate-900 dark:file:text-slate-100';

function Erro({ id, texto }: { id: string; texto: string | undefined }) {
  return texto ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {texto}
    </p>
  ) : null;
}

function BlocoFolder({ a }: { a: ArquivosEvento }) {
  const id = useId();
  const src = a.folder.tipo === 'atual' ? a.folder.url : a.folder.tipo === 'novo' ? a.folder.previa : '';
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={CLASSE_ROTULO}>
        Folder (imagem PNG ou JPG, até 2 MB)
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:w-48 dark:border-slate-700 dark:bg-slate-800">
          {src ? (
            <img src={src} alt="Prévia do folder" className="size-full object-contain" />
          ) : (
            <>
              <ImageOff aria-hidden="true" className="size-8 text-slate-500" />
              <span className="sr-only">Sem folder</span>
            </>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby={a.erros.folder ? `${id}-erro` : `${id}-dica`}
            aria-invalid={a.erros.folder ? true : undefined}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) void a.escolherFolder(f);
            }}
            className={CLASSE_ARQUIVO}
          />
          <p id={`${id}-dica`} className="text-xs text-slate-600 dark:text-slate-400">
            {a.preparando ? 'Preparando a imagem…' : 'Imagens largas são reduzidas para 1200 px antes do envio.'}
          </p>
          <Erro id={`${id}-erro`} texto={a.erros.folder} />
          {a.folder.tipo !== 'nenhum' && (
            <button type="button" className={`${CLASSE_BOTAO_LINHA} ${CLASSE_PERIGO}`} onClick={a.removerFolder}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remover folder
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

function BlocoProgramacao({ a }: { a: ArquivosEvento }) {
  const id = useId();
  const p = a.programacao;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={CLASSE_ROTULO}>
        Programação (PDF, até 15 MB)
      </label>
      {p.tipo !== 'nenhum' && (
        <p className="flex items-center gap-2 text-sm">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {p.tipo === 'atual' ? (
            <a href={p.url} target="_blank" rel="noopener noreferrer" className="break-all text-escola-700 underline underline-offset-2 dark:text-escola-100">
              {p.nome} ({tamanhoLegivel(p.tamanho)})
            </a>
          ) : (
            <span className="break-all">
              {p.arquivo.name} ({tamanhoLegivel(p.arquivo.size)}) — será enviado ao salvar
            </span>
          )}
        </p>
      )}
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={a.erros.programacao ? `${id}-erro` : undefined}
        aria-invalid={a.erros.programacao ? true : undefined}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) a.escolherProgramacao(f);
        }}
        className={CLASSE_ARQUIVO}
      />
      <Erro id={`${id}-erro`} texto={a.erros.programacao} />
      {p.tipo !== 'nenhum' && (
        <button type="button" className={`${CLASSE_BOTAO_LINHA} ${CLASSE_PERIGO}`} onClick={a.removerProgramacao}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remover programação
        </button>
      )}
    </div>
  );
}

/** Folder e programação: escolhidos aqui, enviados depois que o evento é salvo. */
export function SecaoArquivos({ arquivos }: { arquivos: ArquivosEvento }) {
  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend className={CLASSE_LEGENDA}>Arquivos</legend>
      <BlocoFolder a={arquivos} />
      <BlocoProgramacao a={arquivos} />
      <p role="status" aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {arquivos.aviso}
      </p>
    </fieldset>
  );
}
