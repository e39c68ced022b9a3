import type { ReactNode } from 'react';
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { ROTULO_MODALIDADE } from '#shared/rules/solicitacoes-curso.ts';
import { formatarData } from '#web/lib/formato.ts';
import { textoCarga, textoEncontro } from './formato.ts';

function Item({ rotulo, children, largo }: { rotulo: string; children: ReactNode; largo?: boolean }) {
  return (
    <div className={largo ? 'sm:col-span-2' : ''}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{rotulo}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const ouTraco = (t: string) => (t.trim() === '' ? '—' : t);

/** Tudo o que a pessoa propôs, com as datas de envio e decisão (detalhe da análise e dos cartões). */
export function DetalheSolicitacao({ s, comAutor = false }: { s: Solicitacao; comAutor?: boolean }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {comAutor && <Item rotulo="Solicitado por">{s.autor.nome}</Item>}
      <Item rotulo="Tipo e modalidade">
        {s.tipo} · {ROTULO_MODALIDADE[s.modalidade]}
      </Item>
      <Item rotulo="Unidade responsável">{s.unidade?.nome ?? '—'}</Item>
      <Item rotulo="Local">{ouTraco(s.local)}</Item>
      <Item rotulo="Público-alvo">{ouTraco(s.publico_alvo)}</Item>
      <Item rotulo="Carga horária total">{textoCarga(s)}</Item>
      <Item rotulo="Certificado">{s.gera_certificado ? 'Gera certificado' : 'Não gera certificado'}</Item>
      <Item rotulo="Controle de acesso">{s.restrito ? `Restrito: ${s.restricao_descricao ?? ''}` : 'Aberto a todos'}</Item>
      <Item rotulo="Descrição" largo>
        {ouTraco(s.descricao)}
      </Item>
      <Item rotulo="Datas e horários" largo>
        <ul className="space-y-0.5 tabular-nums">
          {s.datas.map((d) => (
            <li key={d.data}>{textoEncontro(d)}</li>
          ))}
        </ul>
      </Item>
      <Item rotulo="Palestrantes" largo>
        {s.palestrantes.length === 0 ? (
          'Nenhum indicado'
        ) : (
          <ul className="space-y-0.5">
            {s.palestrantes.map((p, i) => (
              <li key={`${p.usuario_id ?? 'ext'}-${i}`}>
                {p.nome}
                {p.usuario_id === null && <span className="text-slate-600 dark:text-slate-400"> (externo)</span>}
              </li>
            ))}
          </ul>
        )}
      </Item>
      <Item rotulo="Criada em">{formatarData(s.criado_em)}</Item>
      <Item rotulo="Enviada em">{formatarData(s.enviada_em)}</Item>
      {s.decidida_em && <Item rotulo="Decidida em">{formatarData(s.decidida_em)}</Item>}
    </dl>
  );
}

/** Motivo da rejeição, em destaque. */
export function MotivoRejeicao({ motivo }: { motivo: string | null }) {
  if (!motivo) return null;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">Motivo da rejeição</p>
      <p className="mt-0.5 break-words whitespace-pre-line">{motivo}</p>
    </div>
  );
}
