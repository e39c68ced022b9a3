import { Save, Send, Undo2 } from 'lucide-react';
import { useForm, useFormState } from 'react-hook-form';
import type { ChamadaPublica } from '#shared/contracts/chamadas.ts';
import type { Lookups } from '#shared/contracts/perfil.ts';
import type { Submissao, SubmissaoEntradaValidada } from '#shared/contracts/submissoes.ts';
import { ROTULO_SECAO, SECOES } from '#shared/rules/chamadas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoSelecao } from '#web/components/ui/campo.tsx';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { useAvisoAlteracoesNaoSalvas } from '#web/lib/use-aviso-alteracoes-nao-salvas.ts';
import { formatarMes, formatarPrazo } from '../../comum/formato.ts';
import { CampoContado } from './campo-contado.tsx';
import { CampoCoautores } from './campo-coautores.tsx';
import { campoId, mensagemDoErro, resolverTrabalho, trabalhoVazio, valoresDoTrabalho, type ContextoTrabalho, type TrabalhoForm } from './esquema-trabalho.ts';
import { Pendencias } from './pendencias.tsx';
import { PosterDoTrabalho } from './poster-do-trabalho.tsx';
import { useSalvarTrabalho, type AcaoEditor } from './use-salvar-trabalho.ts';

/** Os meses do período da experiência (`AAAA-MM`), do início ao fim: o campo não aceita mês fora dele. */
export function mesesDoPeriodo(inicio: string, fim: string): string[] {
  const meses: string[] = [];
  let [a, m] = inicio.split('-').map(Number) as [number, number];
  for (let n = 0; n < 1200; n++) {
    const mes = `${a}-${String(m).padStart(2, '0')}`;
    if (mes > fim) break;
    meses.push(mes);
    if (++m > 12) [a, m] = [a + 1, 1];
  }
  return meses;
}

interface Props {
  chamada: ChamadaPublica;
  submissao: Submissao | null;
  unidades: Lookups['unidades'] | undefined;
  aoSalvo: (s: Submissao, acao: AcaoEditor) => void;
  aoRetirar: (s: Submissao) => void;
}

/**
 * O editor do trabalho: título, início da experiência (um mês do período da chamada), linha temática, as
 * seções com os limites da chamada e os contadores, bibliografia, coautores até o máximo e o pôster. Salvar
 * como rascunho a qualquer momento; enviar quando completo; um trabalho enviado segue editável até o prazo.
 * Sair com alterações não salvas (link, voltar, fechar a aba) pergunta antes.
 */
export function FormularioTrabalho({ chamada, submissao, unidades, aoSalvo, aoRetirar }: Props) {
  const form = useForm<TrabalhoForm, ContextoTrabalho, SubmissaoEntradaValidada>({
    resolver: resolverTrabalho,
    context: { chamada },
    defaultValues: submissao ? valoresDoTrabalho(submissao) : trabalhoVazio(),
    shouldFocusError: false,
  });
  const { control, register } = form;
  const { errors, isDirty } = useFormState({ control });
  // sair com texto digitado e não salvo pergunta antes (salvar deixa o formulário limpo)
  useAvisoAlteracoesNaoSalvas(isDirty);
  const { aoSubmeter, enviar, emCurso, erroGeral, jaEnviado } = useSalvarTrabalho(form, chamada.id, submissao, aoSalvo);
  const erro = (c: string) => mensagemDoErro(errors, c);
  const L = chamada.limites;

  return (
    <form onSubmit={aoSubmeter} noValidate className="space-y-6" aria-label={submissao ? `Editar trabalho: ${submissao.titulo || 'sem título'}` : 'Novo trabalho'} aria-busy={emCurso ? true : undefined}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Você pode salvar como rascunho a qualquer momento e voltar depois. Edição, envio e retirada vão até <strong>{formatarPrazo(chamada.prazo_final)}</strong> (horário de
        Brasília). Campos com <span aria-hidden="true" className="text-red-700 dark:text-red-400">*</span>
        <span className="sr-only">asterisco</span> são obrigatórios para enviar.
      </p>
      <fieldset className={CLASSE_FIELDSET}>
        <legend className={CLASSE_LEGENDA}>Identificação</legend>
        <CampoContado control={control} nome="titulo" rotulo="Título do trabalho" limite={L.titulo} registro={register('titulo')} erro={erro('titulo')} obrigatorio multilinha={false} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoSelecao
            id={campoId('inicio_experiencia')}
            rotulo="Início da experiência"
            obrigatorio
            vazio="Selecione o mês…"
            opcoes={mesesDoPeriodo(chamada.periodo_experiencia_inicio, chamada.periodo_experiencia_fim).map((m) => ({ valor: m, rotulo: formatarMes(m) }))}
            dica={`Entre ${formatarMes(chamada.periodo_experiencia_inicio)} e ${formatarMes(chamada.periodo_experiencia_fim)}.`}
            erro={erro('inicio_experiencia')}
            {...register('inicio_experiencia')}
          />
          <CampoSelecao
            id={campoId('linha_id')}
            rotulo="Linha temática"
            obrigatorio
            opcoes={chamada.linhas.map((l) => ({ valor: String(l.id), rotulo: `${l.codigo} — ${l.nome}` }))}
            erro={erro('linha_id')}
            {...register('linha_id')}
          />
        </div>
      </fieldset>
      <fieldset className={CLASSE_FIELDSET}>
        <legend className={CLASSE_LEGENDA}>Texto do trabalho</legend>
        {SECOES.map((s) => (
          <CampoContado key={s} control={control} nome={s} rotulo={ROTULO_SECAO[s]} limite={L[s]} registro={register(s)} erro={erro(s)} obrigatorio />
        ))}
        <CampoContado control={control} nome="bibliografia" rotulo="Bibliografia" limite={L.bibliografia} registro={register('bibliografia')} erro={erro('bibliografia')} dica="Opcional. Uma referência por linha." />
      </fieldset>
      <CampoCoautores control={control} register={register} max={chamada.max_coautores} unidades={unidades} />
      <PosterDoTrabalho chamada={chamada} submissao={submissao} />
      {!jaEnviado && <Pendencias control={control} />}
      <AlertaErro mensagem={erroGeral} />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap sm:justify-end dark:border-slate-800">
        {submissao?.pode_retirar && (
          <Botao variante="secundario" onClick={() => aoRetirar(submissao)} disabled={emCurso !== null} className="text-red-800 sm:mr-auto dark:text-red-200">
            <Undo2 aria-hidden="true" className="size-4" />
            Retirar trabalho
          </Botao>
        )}
        {jaEnviado ? (
          <Botao type="submit" carregando={emCurso !== null} textoCarregando="Salvando…">
            <Save aria-hidden="true" className="size-4" />
            Salvar alterações
          </Botao>
        ) : (
          <>
            <Botao type="submit" variante="secundario" disabled={emCurso === 'enviar'} carregando={emCurso === 'rascunho'} textoCarregando="Salvando…">
              <Save aria-hidden="true" className="size-4" />
              Salvar rascunho
            </Botao>
            <Botao onClick={enviar} disabled={emCurso === 'rascunho'} carregando={emCurso === 'enviar'} textoCarregando="Enviando…">
              <Send aria-hidden="true" className="size-4" />
              Enviar trabalho
            </Botao>
          </>
        )}
      </div>
    </form>
  );
}
