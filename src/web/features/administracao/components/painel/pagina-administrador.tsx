import { Building2, FileText, Lightbulb, MailWarning, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { PainelAdministrador } from '#shared/contracts/administracao.ts';
import { CLASSE_CARTAO, CLASSE_LINK_TEXTO } from '#web/components/ui/classes.ts';
import { CabecalhoPagina, ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import type { ReactNode } from 'react';
import { EMAILS, RESERVAS_SALAS, SOLICITACOES_CURSO, SUBMISSOES_ADMIN } from '#web/lib/caminhos.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { usePainelAdministrador } from '../../api/obter-painel.ts';
import { TrilhaAuditoria } from './trilha-auditoria.tsx';


interface Bloco {
  titulo: string;
  Icone: LucideIcon;
  total: number;
  itens: { id: number; titulo: string; detalhe: string | null; quando: string | null }[];
  para: string;
  link: string;
  vazio: string;
}

function blocos(p: PainelAdministrador): Bloco[] {
  return [
    { titulo: 'Pedidos de sala', Icone: Building2, total: p.reservas.total, itens: p.reservas.itens, para: RESERVAS_SALAS, link: 'Decidir pedidos de sala', vazio: 'Nenhum pedido de sala aguardando decisão.' },
    { titulo: 'Solicitações de curso', Icone: Lightbulb, total: p.solicitacoes.total, itens: p.solicitacoes.itens, para: SOLICITACOES_CURSO, link: 'Analisar solicitações', vazio: 'Nenhuma solicitação aguardando análise.' },
    { titulo: 'Trabalhos enviados', Icone: FileText, total: p.submissoes.total, itens: p.submissoes.itens, para: SUBMISSOES_ADMIN, link: 'Decidir trabalhos', vazio: 'Nenhum trabalho aguardando decisão.' },
  ];
}

/** A casa do administrador: o que espera decisão, os e-mails que falharam, a trilha de auditoria e os atalhos. */
export function PaginaAdministrador({ atalhos }: { atalhos?: ReactNode }) {
  const consulta = usePainelAdministrador();
  const dados = consulta.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina titulo="Painel do Administrador" subtitulo="O que espera sua decisão, os envios com falha e o que foi feito na plataforma." />
      <section aria-labelledby="titulo-pendencias">
        <h2 id="titulo-pendencias" className="mb-3 text-lg font-semibold text-escola-800 dark:text-escola-100">
          Decisões pendentes
        </h2>
        {consulta.isPending ? (
          <Esqueleto linhas={3} rotulo="Carregando as pendências…" />
        ) : consulta.isError || !dados ? (
          <ErroCarregamento mensagem="Erro ao carregar as pendências." aoTentar={() => void consulta.refetch()} />
        ) : (
          <>
            <ul className="grid gap-3 md:grid-cols-3">
              {blocos(dados).map((b) => (
                <li key={b.titulo} className={`${CLASSE_CARTAO} flex flex-col`}>
                  <h3 className="flex items-center gap-2 font-semibold">
                    <b.Icone aria-hidden="true" className="size-5 shrink-0 text-escola-700 dark:text-escola-100" />
                    {b.titulo}
                    <span className="ml-auto rounded-full bg-escola-50 px-2.5 py-0.5 text-sm font-bold text-escola-800 dark:bg-slate-800 dark:text-escola-100">
                      {formatarNumero(b.total)}
                      <span className="sr-only">&nbsp;aguardando</span>
                    </span>
                  </h3>
                  {b.itens.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{b.vazio}</p>
                  ) : (
                    <ul className="mt-2 space-y-2 text-sm">
                      {b.itens.map((i) => (
                        <li key={i.id} className="border-b border-slate-100 pb-2 last:border-0 dark:border-slate-800">
                          <span className="block font-medium break-words">{i.titulo}</span>
                          <span className="text-slate-600 dark:text-slate-400">
                            {[i.detalhe, i.quando ? formatarData(i.quando) : null].filter(Boolean).join(' • ')}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                  <Link to={b.para} className={`${CLASSE_LINK_TEXTO} mt-auto pt-2`}>
                    {b.total > b.itens.length ? `${b.link} (todos os ${formatarNumero(b.total)})` : b.link}
                  </Link>
                </li>
              ))}
            </ul>
            <div
              className={`mt-3 flex flex-wrap items-center gap-3 rounded-xl border p-4 text-sm ${dados.emails_com_falha > 0 ? 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}
            >
              <MailWarning aria-hidden="true" className="size-5 shrink-0" />
              <p className="font-medium">
                {dados.emails_com_falha === 0
                  ? 'Nenhum envio de e-mail com falha.'
                  : dados.emails_com_falha === 1
                    ? '1 envio de e-mail falhou depois de todas as tentativas.'
                    : `${formatarNumero(dados.emails_com_falha)} envios de e-mail falharam depois de todas as tentativas.`}
              </p>
              <Link to={EMAILS} className={CLASSE_LINK_TEXTO}>
                {dados.emails_com_falha > 0 ? 'Ver e tentar de novo' : 'Abrir a caixa de saída'}
              </Link>
            </div>
            <section aria-labelledby="titulo-recentes" className="mt-6">
              <h2 id="titulo-recentes" className="mb-2 flex items-center gap-2 text-lg font-semibold text-escola-800 dark:text-escola-100">
                <ShieldCheck aria-hidden="true" className="size-5" />
                Últimas ações
              </h2>
              {dados.auditoria.length === 0 ? (
                <p className="text-sm text-slate-700 dark:text-slate-300">Nenhuma ação administrativa registrada ainda.</p>
              ) : (
                <ol className="space-y-1 text-sm">
                  {dados.auditoria.map((a) => (
                    <li key={a.id}>
                      <time dateTime={a.quando} className="text-slate-600 dark:text-slate-400">
                        {formatarData(a.quando)}
                      </time>{' '}
                      — <span className="font-medium">{a.ator.nome ?? 'Sistema'}</span>: {a.acao} ({a.alvo_tipo} nº {a.alvo_id})
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </section>
      {/* A trilha e os atalhos entram depois das pendências: se aparecessem sob o esqueleto, seriam
          empurrados para baixo quando as pendências chegam (deslocamento de layout medido pelo Lighthouse) */}
      {!consulta.isPending && <TrilhaAuditoria />}
      {!consulta.isPending && atalhos && (
        <section aria-labelledby="titulo-atalhos" className="mt-8">
          <h2 id="titulo-atalhos" className="mb-3 text-lg font-semibold text-escola-800 dark:text-escola-100">
            Atalhos
          </h2>
          {atalhos}
        </section>
      )}
    </div>
  );
}
