import { Trash2 } from 'lucide-react';
import { Controller, useFormState, useWatch, type UseFormRegister } from 'react-hook-form';
import { LIMITES_EVENTO } from '#shared/rules/eventos.ts';
import { Campo } from '#web/components/ui/campo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { CampoPalestrantes } from './campo-palestrantes.tsx';
import { CampoPessoas } from './campo-pessoas.tsx';
import { campoId } from './caminhos-formulario.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_PERIGO } from './classes.ts';
import { mensagemDoErro, type ControleEvento, type EventoForm } from './esquema-evento.ts';
import { ListaEncontros } from './lista-encontros.tsx';

/** Inscrições de uma turma já salva: com alguma, ela não sai do evento e as vagas não descem abaixo das confirmadas. */
export interface InscricoesTurma {
  confirmadas: number;
  em_espera: number;
}

interface Props {
  indice: number;
  control: ControleEvento;
  register: UseFormRegister<EventoForm>;
  inscricoes: InscricoesTurma | undefined;
  aoRemover: () => void;
}

const QUEM_ENSINA = ['instrutor', 'administrador'] as const;

function AvisoInscricoes({ i }: { i: InscricoesTurma }) {
  return (
    <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      {formatarNumero(i.confirmadas)} inscrição(ões) confirmada(s) e {formatarNumero(i.em_espera)} na lista de espera: esta turma não pode ser removida, e as
      vagas não podem ficar abaixo de {formatarNumero(i.confirmadas)}.
    </p>
  );
}

/** Uma turma do evento: nome, vagas, instrutores, palestrantes, assinantes e encontros. */
export function CartaoTurma({ indice, control, register, inscricoes, aoRemover }: Props) {
  const t = `turmas.${indice}` as const;
  const nome = useWatch({ control, name: `${t}.nome` });
  const { errors } = useFormState({ control, name: t });
  const comInscricoes = inscricoes !== undefined && inscricoes.confirmadas + inscricoes.em_espera > 0;
  const titulo = `Turma ${indice + 1}${nome?.trim() ? ` — ${nome.trim()}` : ''}`;
  return (
    <section aria-labelledby={`${campoId(t)}-titulo`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${campoId(t)}-titulo`} className="min-w-0 font-semibold break-words text-escola-800 dark:text-escola-100">
          <span id={campoId(t)} tabIndex={-1} className="focus:outline-none">
            {titulo}
          </span>
        </h3>
        <button type="button" className={`${CLASSE_BOTAO_LINHA} ${CLASSE_PERIGO}`} disabled={comInscricoes} onClick={aoRemover} aria-label={`Remover a turma ${indice + 1}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remover turma
        </button>
      </div>
      {comInscricoes && <AvisoInscricoes i={inscricoes} />}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Campo id={campoId(`${t}.nome`)} rotulo="Nome da turma" obrigatorio maxLength={LIMITES_EVENTO.nomeTurma} autoComplete="off" erro={mensagemDoErro(errors, `${t}.nome`)} {...register(`${t}.nome`)} />
        <Campo id={campoId(`${t}.vagas`)} rotulo="Vagas" obrigatorio type="number" inputMode="numeric" min={1} max={LIMITES_EVENTO.vagasMax} step={1} erro={mensagemDoErro(errors, `${t}.vagas`)} {...register(`${t}.vagas`)} />
      </div>
      <Controller
        control={control}
        name={`${t}.instrutores`}
        render={({ field }) => (
          <CampoPessoas id={campoId(field.name)} rotulo="Instrutores" obrigatorio perfis={QUEM_ENSINA} valor={field.value} aoMudar={field.onChange} erro={mensagemDoErro(errors, field.name)} dica="Pessoas com perfil de instrutor ou administrador. Escolha uma ou mais." max={LIMITES_EVENTO.pessoasPorTurmaMax} />
        )}
      />
      <Controller
        control={control}
        name={`${t}.palestrantes`}
        render={({ field }) => (
          <CampoPalestrantes
            id={campoId(field.name)}
            valor={field.value}
            aoMudar={field.onChange}
            erro={mensagemDoErro(errors, field.name)}
            errosItens={field.value.map((_, k) => mensagemDoErro(errors, `${field.name}.${k}.nome`) ?? mensagemDoErro(errors, `${field.name}.${k}`))}
          />
        )}
      />
      <Controller
        control={control}
        name={`${t}.assinantes`}
        render={({ field }) => (
          <CampoPessoas id={campoId(field.name)} rotulo="Assinantes do certificado" perfis={QUEM_ENSINA} valor={field.value} aoMudar={field.onChange} erro={mensagemDoErro(errors, field.name)} dica={`Até ${LIMITES_EVENTO.assinantesMax}, na ordem em que assinam. Instrutores ou administradores.`} max={LIMITES_EVENTO.assinantesMax} ordenado />
        )}
      />
      <ListaEncontros indice={indice} control={control} register={register} />
    </section>
  );
}
