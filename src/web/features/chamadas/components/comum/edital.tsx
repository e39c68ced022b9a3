import type { ChamadaPublica } from '#shared/contracts/chamadas.ts';
import { CAMPOS_COM_LIMITE, ROTULO_CAMPO } from '#shared/rules/chamadas.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { BaixarModelos } from './baixar-modelos.tsx';
import { formatarPeriodo, formatarPrazo } from './formato.ts';
import { TextoMarkdown } from './texto-markdown.tsx';

const H3 = 'text-lg font-bold text-escola-800 dark:text-escola-100';
const DT = 'text-slate-600 dark:text-slate-400';
const peso = (p: number) => formatarNumero(p);

function Criterios({ titulo, itens, outros }: { titulo: string; itens: ChamadaPublica['criterios']; outros: string }) {
  if (itens.length === 0 && !outros) return null;
  return (
    <div>
      <h4 className="font-semibold">{titulo}</h4>
      {itens.length > 0 && (
        <ul className="mt-1 space-y-1 text-sm">
          {itens.map((c) => (
            <li key={c.id}>
              {c.titulo} <span className="text-slate-600 dark:text-slate-400">— notas de {c.escala_min} a {c.escala_max}, peso {peso(c.peso)}</span>
            </li>
          ))}
        </ul>
      )}
      {outros && <p className="mt-1 text-sm whitespace-pre-line">{outros}</p>}
    </div>
  );
}

/** O edital inteiro de uma chamada publicada, para quem vai submeter: regras, linhas, critérios, textos e modelos. */
export function ConteudoEdital({ c }: { c: ChamadaPublica }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className={DT}>Prazo de submissão</dt>
        <dd className="font-semibold">{formatarPrazo(c.prazo_final)} (horário de Brasília)</dd>
        <dt className={DT}>Período da experiência</dt>
        <dd>{formatarPeriodo(c.periodo_experiencia_inicio, c.periodo_experiencia_fim)}</dd>
        <dt className={DT}>Coautores</dt>
        <dd>{c.max_coautores === 0 ? 'Sem coautores' : `Até ${formatarNumero(c.max_coautores)}`}</dd>
        <dt className={DT}>Pôster</dt>
        <dd>{c.aceita_poster ? 'Aceito (PNG, JPG, WEBP, PDF, PPT ou PPTX, até 30 MB)' : 'Esta chamada não recebe pôster'}</dd>
      </dl>
      <BaixarModelos chamadaId={c.id} banner={c.tem_modelo_banner} slides={c.tem_modelo_slides} contexto={c.titulo} />
      {c.descricao_markdown.trim() && (
        <section aria-label="Edital">
          <TextoMarkdown texto={c.descricao_markdown} nivelBase={3} />
        </section>
      )}
      <section>
        <h3 className={H3}>Linhas temáticas</h3>
        <ul className="mt-2 space-y-2 text-sm">
          {c.linhas.map((l) => (
            <li key={l.id}>
              <span className="font-semibold">
                {l.codigo} — {l.nome}
              </span>
              {l.descricao && <span className="block text-slate-700 dark:text-slate-300">{l.descricao}</span>}
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-3">
        <h3 className={H3}>Critérios de avaliação</h3>
        <Criterios titulo="Trabalho escrito" itens={c.criterios} outros={c.criterios_outros} />
        <Criterios titulo="Apresentação oral" itens={c.criterios_orais} outros={c.oral_outros} />
      </section>
      <section>
        <h3 className={H3}>Tamanho dos textos</h3>
        <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {CAMPOS_COM_LIMITE.map((campo) => (
            <li key={campo}>
              {ROTULO_CAMPO[campo]}: até {formatarNumero(c.limites[campo])} caracteres
            </li>
          ))}
        </ul>
      </section>
      {c.premiacao_texto && (
        <section>
          <h3 className={H3}>Premiação</h3>
          <p className="mt-2 text-sm whitespace-pre-line">{c.premiacao_texto}</p>
        </section>
      )}
      {c.disposicoes_finais_texto && (
        <section>
          <h3 className={H3}>Disposições finais</h3>
          <p className="mt-2 text-sm whitespace-pre-line">{c.disposicoes_finais_texto}</p>
        </section>
      )}
    </div>
  );
}
