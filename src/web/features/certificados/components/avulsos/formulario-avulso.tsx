import { FilePlus2 } from 'lucide-react';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITES_AVULSO, type Avulso, type NovoAvulso } from '#shared/contracts/certificados-avulsos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { aplicarErrosDoServidor, camposDoErro } from '#web/lib/erros-formulario.ts';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { avulsoVazio, CAMPOS_AVULSO, comModelo, mascaraCpfAvulso, mascaraEmail, resolverAvulso, soDigitos, type ValoresAvulso } from './esquema-formulario.ts';

export const TEXTOS_CADASTRO = {
  sucesso: '✅ Certificado cadastrado.',
  erro: '❌ Erro ao cadastrar certificado.',
} as const;

interface Props {
  id: string;
  aoCadastrar: (dados: NovoAvulso) => Promise<Avulso>;
  /** Depois do cadastro (o registro já está no topo da lista). */
  aoCadastrado: (novo: Avulso) => void;
  /** Opções do PDF e do e-mail: ficam dentro do formulário, mas não vão no cadastro. */
  children?: ReactNode;
}

/** Teclas que escrevem algo que não é dígito (a carga horária só aceita horas inteiras). */
const naoDigito = (e: KeyboardEvent<HTMLInputElement>) => e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey;

/** Mensagem do toast de falha: no 400, junta o motivo que o servidor deu para o campo (SPEC §8). */
function mensagemDaFalha(err: unknown): string {
  if (!(err instanceof ApiError) || err.status !== 400) return TEXTOS_CADASTRO.erro;
  const motivo = camposDoErro(err)[0]?.mensagem ?? err.message;
  return motivo ? `${TEXTOS_CADASTRO.erro} ${motivo}` : TEXTOS_CADASTRO.erro;
}

/**
 * Cadastro do certificado avulso (SPEC §2.8, §5) com react-hook-form e o esquema do contrato. Enviar
 * desabilita o formulário; um segundo envio durante o primeiro é ignorado; depois do cadastro os campos
 * se esvaziam e o foco volta ao nome, para o próximo.
 */
export function FormularioAvulso({ id, aoCadastrar, aoCadastrado, children }: Props) {
  const form = useForm<ValoresAvulso, unknown, NovoAvulso>({ resolver: resolverAvulso, defaultValues: avulsoVazio() });
  const { register, handleSubmit, reset, setFocus, setValue, control, formState } = form;
  const e = formState.errors;
  const emAndamento = useRef(false);
  const inicio = useWatch({ control, name: 'data_inicio' });

  const [enviando, setEnviando] = useState(false);
  // depois do reset os campos se registram de novo na renderização seguinte: o foco vai ao nome depois dela
  const [proximo, setProximo] = useState(0);
  useEffect(() => {
    if (proximo > 0) setFocus('nome');
  }, [proximo, setFocus]);

  const cadastrar = handleSubmit(async (dados) => {
    setEnviando(true);
    let resultado: { novo: Avulso } | { erro: unknown };
    try {
      resultado = { novo: await aoCadastrar(dados) };
    } catch (erro) {
      resultado = { erro };
    }
    // reabilita já: o foco (no nome, ou no campo recusado) só pega num campo habilitado
    flushSync(() => setEnviando(false));
    if ('novo' in resultado) {
      reset(avulsoVazio());
      notificarSucesso(TEXTOS_CADASTRO.sucesso);
      aoCadastrado(resultado.novo);
      setProximo((n) => n + 1);
    } else {
      aplicarErrosDoServidor(resultado.erro, form, CAMPOS_AVULSO);
      notificarErro(mensagemDaFalha(resultado.erro));
    }
  });

  async function aoSubmeter(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    if (emAndamento.current || enviando) return; // duplo envio (SPEC §5)
    emAndamento.current = true;
    try {
      await cadastrar(ev);
    } finally {
      emAndamento.current = false;
    }
  }

  function colarCarga(ev: ClipboardEvent<HTMLInputElement>) {
    ev.preventDefault();
    const digitos = soDigitos(ev.clipboardData.getData('text'));
    if (digitos) setValue('carga_horaria', digitos, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }

  return (
    <form id={id} onSubmit={(ev) => void aoSubmeter(ev)} noValidate aria-busy={enviando || undefined}>
      <fieldset disabled={enviando} className="min-w-0 space-y-4">
        <legend className="sr-only">Dados do certificado</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
          <div className="sm:col-span-2 lg:col-span-3">
            <Campo rotulo="Nome" obrigatorio autoComplete="off" maxLength={LIMITES_AVULSO.nome} erro={e.nome?.message} {...register('nome')} />
          </div>
          <div className="sm:col-span-2 lg:col-span-3">
            <Campo rotulo="E-mail" type="email" obrigatorio autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={LIMITES_AVULSO.email} erro={e.email?.message} {...comModelo(register('email'), mascaraEmail)} />
          </div>
          <div className="sm:col-span-2 lg:col-span-4">
            <Campo rotulo="Curso" obrigatorio autoComplete="off" maxLength={LIMITES_AVULSO.curso} erro={e.curso?.message} {...register('curso')} />
          </div>
          <div className="sm:col-span-2 lg:col-span-2">
            <Campo rotulo="CPF / Registro funcional" inputMode="numeric" autoComplete="off" dica="Opcional. Só números (até 14)." erro={e.cpf?.message} {...comModelo(register('cpf'), mascaraCpfAvulso)} />
          </div>
          <div className="lg:col-span-2">
            <Campo
              rotulo="Carga horária (horas)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              obrigatorio
              erro={e.carga_horaria?.message}
              onKeyDown={(ev) => naoDigito(ev) && ev.preventDefault()}
              onPaste={colarCarga}
              {...comModelo(register('carga_horaria'), (v) => soDigitos(v))}
            />
          </div>
          <div className="lg:col-span-2">
            <Campo rotulo="Data de início" type="date" erro={e.data_inicio?.message} {...register('data_inicio')} />
          </div>
          <div className="lg:col-span-2">
            <Campo rotulo="Data de término" type="date" min={inicio || undefined} dica="Vazia: vale a data de início." erro={e.data_fim?.message} {...register('data_fim')} />
          </div>
        </div>
        {children}
        <div className="flex justify-end">
          <Botao type="submit" carregando={enviando} textoCarregando="Cadastrando…" className="w-full sm:w-auto">
            <FilePlus2 aria-hidden="true" className="size-4" />
            Cadastrar certificado
          </Botao>
        </div>
      </fieldset>
    </form>
  );
}
