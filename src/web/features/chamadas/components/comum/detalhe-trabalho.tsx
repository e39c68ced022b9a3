import { Download } from 'lucide-react';
import { useState } from 'react';
import type { Submissao } from '#shared/contracts/submissoes.ts';
import { ROTULO_PAPEL_COAUTOR, ROTULO_SECAO, SECOES } from '#shared/rules/chamadas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { CLASSE_BOTAO_LINHA } from '#web/components/ui/classes.ts';
import { formatarData } from '#web/lib/formato.ts';
import { baixarPoster } from '../../api/baixar-poster.ts';
import { baixarPosterAnterior } from '../../api/baixar-poster-anterior.ts';
import { REGRA_POSTER, tamanhoLegivel } from './arquivos.ts';
import { CampoArquivo } from './campo-arquivo.tsx';
import { formatarMes, formatarPrazo } from './formato.ts';
import { SeloSituacao } from './selos.tsx';

const DT = 'text-slate-600 dark:text-slate-400';

/** Os pôsteres substituídos (autor e administração), do mais novo ao mais antigo, cada um com "Baixar". */
function PosteresAnteriores({ s }: { s: Submissao }) {
  const [erro, setErro] = useState('');
  if (s.posteres_anteriores.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-escola-700 dark:text-escola-100">
        Versões anteriores do pôster ({s.posteres_anteriores.length})
      </summary>
      <ul className="mt-2 space-y-2">
        {s.posteres_anteriores.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">
              {p.nome_arquivo}
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {tamanhoLegivel(p.tamanho)} · enviado em {formatarData(p.enviado_em)}
              </span>
            </span>
            <button type="button" className={CLASSE_BOTAO_LINHA} onClick={() => baixarPosterAnterior(s.id, p.id).catch((e: unknown) => setErro(e instanceof Error ? e.message : 'Não foi possível baixar.'))}>
              <Download aria-hidden="true" className="size-4" />
              Baixar{' '}<span className="sr-only">{p.nome_arquivo}</span>
            </button>
          </li>
        ))}
      </ul>
      <AlertaErro mensagem={erro} />
    </details>
  );
}

/**
 * O trabalho inteiro, só leitura: para o autor depois do prazo (ou retirado, em avaliação, decidido) e para a
 * administração. `nivel` é o nível dos títulos das seções (o de quem mostra + 1).
 */
export function DetalheTrabalho({ s, comAutor = false, nivel = 3 }: { s: Submissao; comAutor?: boolean; nivel?: 3 | 4 }) {
  const Secao = nivel === 3 ? 'h3' : 'h4';
  return (
    <div className="space-y-5">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className={DT}>Situação</dt>
        <dd>
          <SeloSituacao status={s.status} />
        </dd>
        <dt className={DT}>Chamada</dt>
        <dd>{s.chamada.titulo}</dd>
        {comAutor && (
          <>
            <dt className={DT}>Autor(a)</dt>
            <dd className="break-words">
              {s.autor.nome} <span className="text-slate-600 dark:text-slate-400">({s.autor.email})</span>
            </dd>
          </>
        )}
        <dt className={DT}>Linha temática</dt>
        <dd>{s.linha ? `${s.linha.codigo} — ${s.linha.nome}` : '—'}</dd>
        <dt className={DT}>Início da experiência</dt>
        <dd>{formatarMes(s.inicio_experiencia)}</dd>
        <dt className={DT}>Enviado em</dt>
        <dd>{s.submetida_em ? formatarData(s.submetida_em) : 'Ainda não enviado'}</dd>
        {s.retirada_em && (
          <>
            <dt className={DT}>Retirado em</dt>
            <dd>{formatarData(s.retirada_em)}</dd>
          </>
        )}
        <dt className={DT}>Prazo da chamada</dt>
        <dd>{formatarPrazo(s.chamada.prazo_final)}</dd>
      </dl>
      <div>
        <Secao className="font-semibold text-escola-800 dark:text-escola-100">Coautores</Secao>
        {s.coautores.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Nenhum coautor.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {s.coautores.map((c) => (
              <li key={c.email} className="break-words">
                <span className="font-medium">{c.nome}</span> · {ROTULO_PAPEL_COAUTOR[c.papel]} · {c.email}
                {c.unidade ? ` · ${c.unidade.nome}` : ' · de fora da rede'}
              </li>
            ))}
          </ul>
        )}
      </div>
      {SECOES.map((secao) => (
        <div key={secao}>
          <Secao className="font-semibold text-escola-800 dark:text-escola-100">{ROTULO_SECAO[secao]}</Secao>
          <p className="mt-1 text-sm whitespace-pre-line break-words">{s[secao] || <span className="text-slate-600 dark:text-slate-400">Não preenchido.</span>}</p>
        </div>
      ))}
      <div>
        <Secao className="font-semibold text-escola-800 dark:text-escola-100">Bibliografia</Secao>
        <p className="mt-1 text-sm whitespace-pre-line break-words">{s.bibliografia || <span className="text-slate-600 dark:text-slate-400">Não informada.</span>}</p>
      </div>
      <div>
        <CampoArquivo
          titulo="Pôster"
          nivel={nivel}
          regra={REGRA_POSTER}
          atual={s.poster ? { nome: s.poster.nome_arquivo, tamanho: s.poster.tamanho, enviadoEm: s.poster.enviado_em } : null}
          textoEnviado="Pôster enviado."
          aoBaixar={() => baixarPoster(s.id)}
        />
        <PosteresAnteriores s={s} />
      </div>
    </div>
  );
}
