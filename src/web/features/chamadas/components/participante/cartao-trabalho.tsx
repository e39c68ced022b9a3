import { Download, Eye, Paperclip, Pencil, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { baixarPoster } from '../../api/baixar-poster.ts';
import { formatarPrazo, textoCoautores } from '../comum/formato.ts';
import { SeloSituacao } from '../comum/selos.tsx';

/** O próximo passo de cada situação, dito a quem escreveu. */
export function proximoPasso(s: SubmissaoResumo): string {
  const prazo = formatarPrazo(s.chamada.prazo_final);
  switch (s.status) {
    case 'rascunho':
      return s.pode_editar ? `Rascunho: só você vê. Complete e envie até ${prazo}.` : 'O prazo encerrou antes do envio: este rascunho não foi enviado.';
    case 'submetida':
      return s.pode_editar ? `Enviado. Você ainda pode editar ou retirar até ${prazo}.` : 'Enviado. O prazo encerrou: aguarde a avaliação.';
    case 'em_avaliacao':
      return 'A comissão está avaliando o trabalho.';
    case 'aprovada_exposicao':
      return 'Aprovado para exposição na Mostra.';
    case 'aprovada_oral':
      return 'Aprovado para apresentação oral.';
    case 'reprovada':
      return 'Não selecionado nesta chamada.';
    case 'retirada':
      return 'Você retirou este trabalho.';
  }
}

interface Props {
  s: SubmissaoResumo;
  aoAbrir: (s: SubmissaoResumo) => void;
  aoRetirar: (s: SubmissaoResumo) => void;
}

/** Um trabalho meu: situação, chamada, linha, datas, o próximo passo e as ações que a situação e o prazo permitem. */
export function CartaoTrabalho({ s, aoAbrir, aoRetirar }: Props) {
  const id = useId();
  const [erro, setErro] = useState('');
  const titulo = s.titulo || 'Trabalho sem título';
  return (
    <article aria-labelledby={`${id}-titulo`} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h3 id={`${id}-titulo`} className="text-lg font-semibold break-words text-slate-900 dark:text-slate-100">
          {titulo}
        </h3>
        <div className="mt-2 flex flex-wrap gap-2">
          <SeloSituacao status={s.status} />
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{proximoPasso(s)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Chamada</dt>
        <dd className="break-words">{s.chamada.titulo}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Linha</dt>
        <dd>{s.linha ? s.linha.nome : '—'}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{s.submetida_em ? 'Enviado em' : 'Atualizado em'}</dt>
        <dd className="tabular-nums">{formatarData(s.submetida_em ?? s.atualizado_em)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Equipe</dt>
        <dd>
          {textoCoautores(s.total_coautores)}
          {s.tem_poster && (
            <span className="ml-2 inline-flex items-center gap-1 text-slate-700 dark:text-slate-300">
              <Paperclip aria-hidden="true" className="size-3.5" />
              com pôster
            </span>
          )}
        </dd>
      </dl>
      <AlertaErro mensagem={erro} />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3 *:flex-auto sm:*:flex-none dark:border-slate-800">
        <Botao variante={s.pode_editar ? 'primario' : 'secundario'} onClick={() => aoAbrir(s)}>
          {s.pode_editar ? <Pencil aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {s.pode_editar ? (s.status === 'rascunho' ? 'Continuar' : 'Editar') : 'Ver trabalho'}
          {' '}<span className="sr-only">({titulo})</span>
        </Botao>
        {s.tem_poster && (
          <Botao variante="secundario" onClick={() => baixarPoster(s.id).catch((e: unknown) => setErro(e instanceof Error ? e.message : 'Não foi possível baixar o pôster.'))}>
            <Download aria-hidden="true" className="size-4" />
            Pôster{' '}<span className="sr-only">de {titulo}</span>
          </Botao>
        )}
        {s.pode_retirar && (
          <Botao variante="secundario" onClick={() => aoRetirar(s)} className="text-red-800 dark:text-red-200">
            <Undo2 aria-hidden="true" className="size-4" />
            Retirar{' '}<span className="sr-only">{titulo}</span>
          </Botao>
        )}
      </div>
    </article>
  );
}
