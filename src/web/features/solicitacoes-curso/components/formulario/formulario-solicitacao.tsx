import { Save, Send } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, useFormState } from 'react-hook-form';
import type { Lookups } from '#shared/contracts/perfil.ts';
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoPalestrantes } from './campo-palestrantes.tsx';
import { mensagemDoErro, resolverSolicitacao, solicitacaoVazia, valoresDaSolicitacao, type SolicitacaoForm, type SolicitacaoValidada } from './esquema.ts';
import { SecaoAcesso } from './secao-acesso.tsx';
import { SecaoDados } from './secao-dados.tsx';
import { SecaoDatas } from './secao-datas.tsx';
import { useEnviarSolicitacao } from './use-enviar-solicitacao.ts';

export interface FormularioSolicitacaoProps {
  /** Rascunho salvo (edição, PUT) ou nulo (nova, POST). */
  solicitacao: Solicitacao | null;
  lookups: Lookups | null;
  falhaLookups: boolean;
  /** Busca de pessoas com conta para palestrantes (só a administração pode buscar pessoas). */
  comBusca: boolean;
  aoConcluir: (s: Solicitacao, enviada: boolean) => void;
  aoCancelar: () => void;
}

/** Proposta de curso: dados, datas e horários, palestrantes e controle de acesso, validados pelo contrato. */
export function FormularioSolicitacao({ solicitacao, lookups, falhaLookups, comBusca, aoConcluir, aoCancelar }: FormularioSolicitacaoProps) {
  const form = useForm<SolicitacaoForm, unknown, SolicitacaoValidada>({
    resolver: resolverSolicitacao,
    defaultValues: solicitacao ? valoresDaSolicitacao(solicitacao) : solicitacaoVazia(),
    // o foco do primeiro erro é nosso (esquema.ts): alcança também a lista de datas e os palestrantes
    shouldFocusError: false,
  });
  const { control, register, setFocus } = form;
  // o diálogo pode abrir antes do formulário (enquanto as unidades carregam): o foco começa no título
  useEffect(() => setFocus('titulo'), [setFocus]);
  const { errors } = useFormState({ control });
  const { aoSubmeter, enviarParaAnalise, emCurso, erroGeral } = useEnviarSolicitacao(form, solicitacao, aoConcluir);

  return (
    <form onSubmit={aoSubmeter} noValidate className="space-y-5" aria-label={solicitacao ? 'Editar solicitação' : 'Nova solicitação'} aria-busy={emCurso ? true : undefined}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Campos com <span aria-hidden="true" className="text-red-700 dark:text-red-400">*</span>
        <span className="sr-only">asterisco</span> são obrigatórios.
      </p>
      <SecaoDados control={control} register={register} lookups={lookups} falhaLookups={falhaLookups} />
      <SecaoDatas control={control} register={register} />
      <Controller
        control={control}
        name="palestrantes"
        render={({ field }) => (
          <CampoPalestrantes
            valor={field.value}
            aoMudar={field.onChange}
            comBusca={comBusca}
            erro={mensagemDoErro(errors, 'palestrantes')}
            errosItens={field.value.map((_, k) => mensagemDoErro(errors, `palestrantes.${k}.nome`) ?? mensagemDoErro(errors, `palestrantes.${k}`))}
          />
        )}
      />
      <SecaoAcesso control={control} register={register} />
      <AlertaErro mensagem={erroGeral} />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        <Botao variante="fantasma" onClick={aoCancelar}>
          Cancelar
        </Botao>
        <Botao type="submit" variante="secundario" disabled={emCurso === 'enviar'} carregando={emCurso === 'rascunho'} textoCarregando="Salvando…">
          <Save aria-hidden="true" className="size-4" />
          Salvar rascunho
        </Botao>
        <Botao onClick={enviarParaAnalise} disabled={emCurso === 'rascunho'} carregando={emCurso === 'enviar'} textoCarregando="Enviando…">
          <Send aria-hidden="true" className="size-4" />
          Enviar para análise
        </Botao>
      </div>
    </form>
  );
}
