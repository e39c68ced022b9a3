import { CircleCheck, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ConversaoBodySchema, VAGAS_CONVERSAO, type Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo, CampoSelecao, type Opcao } from '#web/components/ui/campo.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { useLookups } from '#web/lib/dados/lookups.ts';
import { Link } from '#web/lib/roteador.tsx';
import { useConverterSolicitacao } from '../../api/converter-solicitacao.ts';
import { CLASSE_LINK_BOTAO } from '../comum/classes.ts';
import { EDITAR_EVENTO, caminho } from '#web/lib/caminhos.ts';

const MENSAGEM_SEM_UNIDADE = 'Selecione a unidade do evento.';

type Erros = Partial<Record<'vagas' | 'unidade_id', string>>;

/**
 * Confere o que foi digitado pelo contrato da conversão (as mensagens das vagas vêm dele). O campo vazio
 * vira NaN, e não `undefined`, para não cair no padrão de vagas do contrato. A unidade é opcional no
 * contrato (o servidor usa a da solicitação), mas aqui ela é sempre escolhida: vem marcada com a da
 * solicitação, quando há.
 */
function validar(vagas: string, unidade: string): { corpo: { vagas: number; unidade_id: number } } | { erros: Erros } {
  const r = ConversaoBodySchema.safeParse({ vagas: vagas.trim() === '' ? Number.NaN : Number(vagas), unidade_id: unidade === '' ? undefined : unidade });
  const erros: Erros = {};
  if (unidade === '') erros.unidade_id = MENSAGEM_SEM_UNIDADE;
  for (const issue of r.error?.issues ?? []) {
    const campo = issue.path[0];
    if ((campo === 'vagas' || campo === 'unidade_id') && !erros[campo]) erros[campo] = issue.message;
  }
  if (!r.success || erros.unidade_id) return { erros };
  return { corpo: { vagas: r.data.vagas, unidade_id: r.data.unidade_id! } };
}

/** As unidades das listas; a da solicitação entra mesmo se as listas não carregaram (ela vem marcada). */
function opcoesDeUnidade(unidades: readonly { id: number; sigla: string; nome: string }[] | undefined, daSolicitacao: Solicitacao['unidade']): Opcao[] {
  const opcoes: Opcao[] = (unidades ?? []).map((u) => ({ valor: u.id, rotulo: `${u.sigla} — ${u.nome}` }));
  if (daSolicitacao && !opcoes.some((o) => o.valor === daSolicitacao.id)) opcoes.unshift({ valor: daSolicitacao.id, rotulo: daSolicitacao.nome });
  return opcoes;
}

/**
 * Converte a solicitação aprovada num evento rascunho com uma turma (POST …/conversao), com as vagas e
 * a unidade do evento (obrigatória; marcada com a da solicitação, quando há). Depois, a mensagem do
 * servidor e o link para o editor do evento, que recebe o foco.
 */
export function DialogoConverter({ solicitacao, aoFechar }: { solicitacao: Solicitacao; aoFechar: () => void }) {
  const id = useId();
  const [vagas, setVagas] = useState(String(VAGAS_CONVERSAO.padrao));
  const [unidade, setUnidade] = useState(solicitacao.unidade ? String(solicitacao.unidade.id) : '');
  const [erros, setErros] = useState<Erros>({});
  const lookups = useLookups();
  const converter = useConverterSolicitacao();
  const feito = converter.data;
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (feito) link.current?.focus();
  }, [feito]);

  function confirmar() {
    const r = validar(vagas, unidade);
    if ('erros' in r) {
      setErros(r.erros);
      document.getElementById(r.erros.vagas ? `${id}-vagas` : `${id}-unidade`)?.focus();
      return;
    }
    converter.mutate({ id: solicitacao.id, ...r.corpo });
  }

  const dicaUnidade = lookups.isPending
    ? 'Carregando as unidades…'
    : solicitacao.unidade
      ? 'A unidade proposta na solicitação; troque se for outra.'
      : 'A solicitação não indicou unidade: escolha a responsável pelo evento.';

  return (
    <Dialogo
      titulo={feito ? 'Evento criado' : 'Converter em evento?'}
      descricao={feito ? undefined : `"${solicitacao.titulo}" vira um evento em rascunho, com uma turma nas datas propostas.`}
      aoFechar={aoFechar}
      rodape={
        feito ? (
          <Botao variante="secundario" onClick={aoFechar}>
            Fechar
          </Botao>
        ) : (
          <>
            <Botao variante="secundario" onClick={aoFechar}>
              Cancelar
            </Botao>
            <Botao onClick={confirmar} carregando={converter.isPending} textoCarregando="Convertendo…">
              Converter em evento
            </Botao>
          </>
        )
      }
    >
      {feito ? (
        <div className="space-y-4">
          <p role="status" className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {feito.mensagem}
          </p>
          <Link ref={link} to={caminho(EDITAR_EVENTO, { id: feito.evento_id })} className={CLASSE_LINK_BOTAO}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Abrir no editor de eventos
          </Link>
        </div>
      ) : (
        <div className="space-y-3">
          <Campo
            id={`${id}-vagas`}
            rotulo="Vagas da turma"
            type="number"
            inputMode="numeric"
            min={1}
            max={VAGAS_CONVERSAO.max}
            step={1}
            obrigatorio
            data-autofoco
            value={vagas}
            erro={erros.vagas}
            onChange={(e) => {
              setVagas(e.target.value);
              if (erros.vagas) setErros((atual) => ({ ...atual, vagas: undefined }));
            }}
          />
          <CampoSelecao
            id={`${id}-unidade`}
            rotulo="Unidade do evento"
            obrigatorio
            opcoes={opcoesDeUnidade(lookups.data?.unidades, solicitacao.unidade)}
            value={unidade}
            dica={dicaUnidade}
            erro={erros.unidade_id}
            onChange={(e) => {
              setUnidade(e.target.value);
              if (erros.unidade_id) setErros((atual) => ({ ...atual, unidade_id: undefined }));
            }}
          />
          {lookups.isError && (
            <p className="text-sm text-red-800 dark:text-red-200">
              Não foi possível carregar as unidades.{' '}
              <button type="button" onClick={() => void lookups.refetch()} className="min-h-11 font-semibold underline underline-offset-2">
                Tentar novamente
              </button>
            </p>
          )}
          <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            Você será o instrutor da turma. Troque o instrutor, as vagas e o resto em Gestão de Eventos antes de publicar.
          </p>
          <AlertaErro mensagem={converter.error?.message} />
        </div>
      )}
    </Dialogo>
  );
}
