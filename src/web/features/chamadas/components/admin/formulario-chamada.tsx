import { Lock, Megaphone, Save, Undo2 } from 'lucide-react';
import { useForm, useFormState } from 'react-hook-form';
import type { ChamadaAdmin, ChamadaEntradaValidada } from '#shared/contracts/chamadas.ts';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { useAvisoAlteracoesNaoSalvas } from '#web/lib/use-aviso-alteracoes-nao-salvas.ts';
import { chamadaVazia, resolverChamada, valoresDaChamada, type ChamadaForm } from './esquema-chamada.ts';
import { ListaParaPublicar } from './lista-para-publicar.tsx';
import { SecaoAvaliacao } from './secao-avaliacao.tsx';
import { SecaoCriterios } from './secao-criterios.tsx';
import { SecaoGeral } from './secao-geral.tsx';
import { SecaoLinhas } from './secao-linhas.tsx';
import { SecaoRegras } from './secao-regras.tsx';
import { SecaoTextos } from './secao-textos.tsx';
import { useSalvarChamadaForm, type AcaoChamada } from './use-salvar-chamada.ts';

interface Props {
  /** Chamada salva (PUT) ou nula (nova, POST). */
  chamada: ChamadaAdmin | null;
  aoSalvar: (c: ChamadaAdmin, acao: AcaoChamada) => void;
}

/**
 * A chamada inteira num formulário: informações gerais e edital, regras do trabalho, linhas temáticas,
 * critérios escritos e orais, avaliação e textos finais, validados pelo contrato. Os botões salvam como está,
 * salvam e publicam (com a linha e o critério escrito que o servidor exige) ou salvam e voltam a rascunho
 * (nunca com trabalhos: o botão dá lugar ao motivo). Encerrada, a chamada fica só para leitura: os campos
 * desabilitados (um `fieldset`), sem botões, com o aviso no topo (o servidor recusa qualquer mudança). Sair
 * com alterações não salvas pergunta antes.
 */
export function FormularioChamada({ chamada, aoSalvar }: Props) {
  const form = useForm<ChamadaForm, unknown, ChamadaEntradaValidada>({
    resolver: resolverChamada,
    defaultValues: chamada ? valoresDaChamada(chamada) : chamadaVazia(),
    shouldFocusError: false,
  });
  const { control, register } = form;
  const { aoSubmeter, publicar, despublicar, emCurso, erroGeral } = useSalvarChamadaForm(form, chamada, aoSalvar);
  const { isDirty } = useFormState({ control });
  // sair com o formulário alterado e não salvo pergunta antes (salvar o deixa limpo)
  useAvisoAlteracoesNaoSalvas(isDirty);
  const publicada = chamada?.publicado === true;
  const comTrabalhos = (chamada?.total_trabalhos ?? 0) > 0;
  const encerradaEm = chamada?.encerrada_em ?? null;

  return (
    <form
      onSubmit={aoSubmeter}
      noValidate
      className="space-y-6"
      aria-label={chamada ? (encerradaEm ? 'Chamada encerrada (só leitura)' : 'Editar chamada') : 'Nova chamada'}
      aria-busy={emCurso ? true : undefined}
    >
      {encerradaEm ? (
        <p id="chamada-encerrada-aviso" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Chamada encerrada em {formatarData(encerradaEm)}: ela fica só para leitura. O edital, as regras, as linhas, os critérios e os
            modelos não mudam mais, e a chamada não pode ser excluída.
          </span>
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Campos com <span aria-hidden="true" className="text-red-700 dark:text-red-400">*</span>
          <span className="sr-only">asterisco</span> são obrigatórios.
        </p>
      )}
      {/* encerrada: o fieldset desabilita todos os campos e botões das seções de uma vez */}
      <fieldset disabled={encerradaEm !== null} aria-describedby={encerradaEm ? 'chamada-encerrada-aviso' : undefined} className="min-w-0 space-y-6">
        <SecaoGeral control={control} register={register} />
        <SecaoRegras control={control} register={register} totalTrabalhos={chamada?.total_trabalhos ?? 0} />
        <SecaoLinhas control={control} register={register} />
        <SecaoCriterios control={control} register={register} lista="criterios" />
        <SecaoCriterios control={control} register={register} lista="criterios_orais" />
        <SecaoAvaliacao control={control} register={register} />
        <SecaoTextos control={control} register={register} />
      </fieldset>
      {encerradaEm === null && (
        <>
          {!publicada && <ListaParaPublicar control={control} />}
          <AlertaErro mensagem={erroGeral} />
          <div className="-mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:sticky sm:bottom-0 sm:z-10 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end sm:backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
            {publicada && comTrabalhos && <p className="text-sm text-slate-600 sm:mr-auto dark:text-slate-400">{M.despublicarComTrabalhos}</p>}
            {publicada && !comTrabalhos && (
              <Botao variante="secundario" onClick={despublicar} disabled={emCurso !== null && emCurso !== 'despublicar'} carregando={emCurso === 'despublicar'} textoCarregando="Salvando…" className="sm:mr-auto">
                <Undo2 aria-hidden="true" className="size-4" />
                Voltar a rascunho
              </Botao>
            )}
            <Botao type="submit" variante={publicada ? 'primario' : 'secundario'} disabled={emCurso !== null && emCurso !== 'salvar'} carregando={emCurso === 'salvar'} textoCarregando="Salvando…">
              <Save aria-hidden="true" className="size-4" />
              {publicada ? 'Salvar alterações' : chamada ? 'Salvar rascunho' : 'Criar como rascunho'}
            </Botao>
            {!publicada && (
              <Botao onClick={publicar} disabled={emCurso !== null && emCurso !== 'publicar'} carregando={emCurso === 'publicar'} textoCarregando="Publicando…">
                <Megaphone aria-hidden="true" className="size-4" />
                {chamada ? 'Salvar e publicar' : 'Criar e publicar'}
              </Botao>
            )}
          </div>
        </>
      )}
    </form>
  );
}
