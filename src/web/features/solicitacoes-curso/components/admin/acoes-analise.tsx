import { CalendarPlus, CircleCheck, CircleX, ExternalLink, Hourglass } from 'lucide-react';
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { podeDecidir } from '#shared/rules/solicitacoes-curso.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_LINK_BOTAO } from '../comum/classes.ts';
import { EDITAR_EVENTO, caminho } from '#web/lib/caminhos.ts';

export type AcaoAnalise = 'analisar' | 'aprovar' | 'rejeitar' | 'converter';

interface Props {
  s: Solicitacao;
  /** A análise desta linha está sendo marcada agora. */
  analisando: boolean;
  aoAgir: (acao: AcaoAnalise, s: Solicitacao) => void;
}

/** As ações que a situação permite: iniciar a análise, aprovar, rejeitar, converter, ver o evento. */
export function AcoesAnalise({ s, analisando, aoAgir }: Props) {
  // nome acessível "Aprovar: título" (um span sr-only logo após o texto ganha um espaço antes dos dois-pontos no Chromium)
  const nome = (acao: string) => ({ 'aria-label': `${acao}: ${s.titulo}` });
  const botoes = [];
  if (s.status === 'enviada') {
    botoes.push(
      <Botao key="analisar" variante="secundario" onClick={() => aoAgir('analisar', s)} carregando={analisando} textoCarregando="Marcando…" {...nome('Iniciar análise')}>
        <Hourglass aria-hidden="true" className="size-4" />
        Iniciar análise
      </Botao>,
    );
  }
  if (podeDecidir(s.status)) {
    botoes.push(
      <Botao key="aprovar" onClick={() => aoAgir('aprovar', s)} aria-haspopup="dialog" {...nome('Aprovar')}>
        <CircleCheck aria-hidden="true" className="size-4" />
        Aprovar
      </Botao>,
      <Botao key="rejeitar" variante="perigo" onClick={() => aoAgir('rejeitar', s)} aria-haspopup="dialog" {...nome('Rejeitar')}>
        <CircleX aria-hidden="true" className="size-4" />
        Rejeitar
      </Botao>,
    );
  }
  if (s.status === 'aprovada') {
    botoes.push(
      <Botao key="converter" onClick={() => aoAgir('converter', s)} aria-haspopup="dialog" {...nome('Converter em evento')}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        Converter em evento
      </Botao>,
    );
  }
  if (s.status === 'convertida' && s.evento_id !== null) {
    botoes.push(
      <Link key="evento" to={caminho(EDITAR_EVENTO, { id: s.evento_id })} className={CLASSE_LINK_BOTAO}>
        <ExternalLink aria-hidden="true" className="size-4" />
        Ver evento{' '}<span className="sr-only">criado de {s.titulo}, no editor de eventos</span>
      </Link>,
    );
  }
  if (botoes.length === 0) return <span className="text-sm text-slate-600 dark:text-slate-400">Nenhuma ação pendente</span>;
  return <div className="flex flex-wrap gap-2 *:flex-auto lg:justify-end lg:*:flex-none">{botoes}</div>;
}
