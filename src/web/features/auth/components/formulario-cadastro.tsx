import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useLocation, useNavigate } from '#web/lib/roteador.tsx';
import { destinoSeguro } from '#web/lib/destino-seguro.ts';
import type { z } from 'zod';
import type { CamposPerfilSchema } from '#shared/contracts/campos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { CampoSenha } from '#web/components/ui/campo-senha.tsx';
import { MedidorSenha } from '#web/components/ui/medidor-senha.tsx';
import { aplicarErrosDoServidor } from '#web/lib/erros-formulario.ts';
import { mascaraCelular, mascaraCpf } from '#web/lib/mascaras.ts';
import { TEXTO_REGRA_SENHA } from '#web/lib/senha-textos.ts';
import { salvarSessao } from '#web/lib/sessao.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA, comMascara, errosDosCamposPerfil } from '#web/lib/formularios.ts';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { useCadastrar } from '../api/cadastrar.ts';
import { CadastroFormSchema, ORDEM_CAMPOS, VALORES_INICIAIS, type CadastroForm, type CadastroFormSaida } from './esquema-cadastro.ts';
import { DASHBOARD, LOGIN, PRIVACIDADE } from '#web/lib/caminhos.ts';

type CampoPerfil = keyof z.input<typeof CamposPerfilSchema>;
/** A página entrega o fieldset "Perfil" (listas de apoio, de outra feature) com estes dois parâmetros. */
export type RenderSecaoPerfil = (
  registrar: (campo: CampoPerfil) => UseFormRegisterReturn,
  erros: Partial<Record<CampoPerfil, string | undefined>>,
) => ReactNode;



/**
 * Cadastro com react-hook-form + zod (o esquema do contrato). Um campo-isca invisível barra robôs:
 * preenchido, nada é enviado. Erros do servidor vão para os campos e o foco para o primeiro.
 */
export function FormularioCadastro({ secaoPerfil }: { secaoPerfil?: RenderSecaoPerfil }) {
  const navegar = useNavigate();
  // ?next= (ex.: "Criar conta" no link do QR de presença): depois do cadastro, volta para lá
  const destino = destinoSeguro(new URLSearchParams(useLocation().search).get('next')) ?? DASHBOARD;
  const cadastro = useCadastrar();
  const [erroEnvio, setErroEnvio] = useState('');
  const refIsca = useRef<HTMLInputElement>(null);
  const form = useForm<CadastroForm, unknown, CadastroFormSaida>({ resolver: zodResolver(CadastroFormSchema), defaultValues: VALORES_INICIAIS });
  const { register, handleSubmit, control, formState } = form;
  const erros = formState.errors;
  const senha = useWatch({ control, name: 'senha' });

  async function enviar(dados: CadastroFormSaida) {
    setErroEnvio('');
    const { confirmar_senha: _confirmacao, ...corpo } = dados;
    try {
      salvarSessao(await cadastro.mutateAsync(corpo));
      notificarSucesso('Cadastro realizado com sucesso!');
      void navegar(destino, { replace: true });
    } catch (err) {
      const marcados = aplicarErrosDoServidor(err, form, ORDEM_CAMPOS);
      const geral = err instanceof Error && err.message ? err.message : 'Não foi possível concluir o cadastro.';
      setErroEnvio(marcados > 0 ? 'Revise os campos destacados.' : geral);
      if (marcados === 0) notificarErro(geral);
    }
  }

  function aoSubmeter(e: FormEvent<HTMLFormElement>) {
    if (refIsca.current?.value) {
      e.preventDefault();
      setErroEnvio('Falha na validação.');
      return;
    }
    void handleSubmit(enviar)(e);
  }

  return (
    <form onSubmit={aoSubmeter} noValidate className="relative space-y-6" aria-label="Cadastro">
      <fieldset className={CLASSE_FIELDSET}>
        <legend className={CLASSE_LEGENDA}>Dados pessoais</legend>
        <Campo rotulo="Nome completo" obrigatorio autoComplete="name" maxLength={150} erro={erros.nome?.message} dica="Como deve sair no certificado. Ex.: José Raimundo da Silva" {...register('nome')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Campo rotulo="CPF" obrigatorio inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" maxLength={14} erro={erros.cpf?.message} {...comMascara(register('cpf'), mascaraCpf)} />
          <Campo rotulo="Celular" obrigatorio type="tel" inputMode="numeric" autoComplete="tel" placeholder="(13) 99999-9999" maxLength={15} erro={erros.celular?.message} {...comMascara(register('celular'), mascaraCelular)} />
          <Campo rotulo="E-mail" obrigatorio type="email" inputMode="email" autoComplete="email" autoCapitalize="none" maxLength={120} erro={erros.email?.message} {...register('email')} />
          <Campo rotulo="Data de nascimento" obrigatorio type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} erro={erros.data_nascimento?.message} {...register('data_nascimento')} />
        </div>
      </fieldset>

      <fieldset className={CLASSE_FIELDSET}>
        <legend className={CLASSE_LEGENDA}>Segurança</legend>
        <div>
          <CampoSenha rotulo="Senha" obrigatorio autoComplete="new-password" maxLength={128} erro={erros.senha?.message} dica={TEXTO_REGRA_SENHA} {...register('senha')} />
          <MedidorSenha senha={senha} />
        </div>
        <CampoSenha rotulo="Confirmar senha" obrigatorio autoComplete="new-password" maxLength={128} erro={erros.confirmar_senha?.message} {...register('confirmar_senha')} />
      </fieldset>

      {secaoPerfil?.(
        (campo) => register(campo),
        errosDosCamposPerfil(erros),
      )}

      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="cadastro-site">Deixe este campo em branco</label>
        <input id="cadastro-site" ref={refIsca} name="site" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div role="alert" className={erroEnvio ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100' : ''}>
        {erroEnvio}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={LOGIN} className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 dark:border-slate-600 dark:text-slate-100">
          Voltar para login
        </Link>
        <Botao type="submit" carregando={formState.isSubmitting} textoCarregando="Cadastrando...">
          Cadastrar
        </Botao>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Seus dados são tratados conforme a{' '}
        <Link to={PRIVACIDADE} className="font-medium text-escola-700 underline dark:text-escola-100">
          Política de Privacidade
        </Link>
        .
      </p>
    </form>
  );
}
