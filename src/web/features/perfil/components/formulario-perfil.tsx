import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Lookups, PerfilMe } from '#shared/contracts/perfil.ts';
import { formatarCpf } from '#shared/rules/cpf.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { CampoSenha } from '#web/components/ui/campo-senha.tsx';
import { aplicarErrosDoServidor } from '#web/lib/erros-formulario.ts';
import { mascaraCelular } from '#web/lib/mascaras.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA, comMascara, errosDosCamposPerfil } from '#web/lib/formularios.ts';
import { notificarErro } from '#web/lib/toast.ts';
import { useAtualizarPerfil } from '../api/atualizar-perfil.ts';
import { CamposVinculo } from './campos-vinculo.tsx';
import { corpoDoPerfil, criarPerfilFormSchema, ORDEM_CAMPOS_PERFIL, valoresDoPerfil, type PerfilForm, type PerfilFormSaida } from './esquema-perfil.ts';
import { SecaoAlterarSenha } from './secao-alterar-senha.tsx';



/**
 * Formulário "Meu Perfil" (react-hook-form + zod do contrato). CPF só para consulta; trocar o
 * e-mail mostra o campo "Senha atual"; a seção "Alterar senha" só envia o que foi preenchido.
 */
export function FormularioPerfil({ perfil, lookups }: { perfil: PerfilMe; lookups: Lookups }) {
  const esquema = useMemo(() => criarPerfilFormSchema(perfil.email), [perfil.email]);
  const form = useForm<PerfilForm, unknown, PerfilFormSaida>({ resolver: zodResolver(esquema), defaultValues: valoresDoPerfil(perfil) });
  const { register, handleSubmit, control, formState, reset, setValue } = form;
  const erros = formState.errors;
  const salvar = useAtualizarPerfil();
  const [erroEnvio, setErroEnvio] = useState('');
  const [alterarSenha, setAlterarSenha] = useState(false);
  const email = useWatch({ control, name: 'email' });
  const emailMudou = email.trim().toLowerCase() !== perfil.email.toLowerCase();

  async function enviar(dados: PerfilFormSaida) {
    setErroEnvio('');
    try {
      const novo = await salvar.mutateAsync(corpoDoPerfil(dados, perfil.email));
      reset(valoresDoPerfil(novo));
      setAlterarSenha(false);
    } catch (err) {
      const marcados = aplicarErrosDoServidor(err, form, ORDEM_CAMPOS_PERFIL);
      const geral = err instanceof Error && err.message ? err.message : 'Não foi possível salvar agora.';
      setErroEnvio(marcados > 0 ? 'Revise os campos destacados.' : geral);
      if (marcados === 0) notificarErro(geral);
    }
  }

  function alternarSenha() {
    if (alterarSenha) {
      setValue('nova_senha', '');
      setValue('confirmar_senha', '');
      if (!emailMudou) setValue('senha_atual', '');
    }
    setAlterarSenha(!alterarSenha);
  }

  const senhaAtual = (
    <CampoSenha
      rotulo="Senha atual"
      obrigatorio
      autoComplete="current-password"
      maxLength={200}
      erro={erros.senha_atual?.message}
      dica={emailMudou ? 'Para trocar o e-mail, confirme com sua senha atual.' : 'Necessária para definir uma nova senha.'}
      {...register('senha_atual')}
    />
  );

  return (
    <form onSubmit={(e) => void handleSubmit(enviar)(e)} noValidate className="space-y-6" aria-label="Meu Perfil">
      <fieldset className={CLASSE_FIELDSET}>
        <legend className={CLASSE_LEGENDA}>Dados pessoais</legend>
        <Campo rotulo="Nome completo" obrigatorio autoComplete="name" maxLength={150} erro={erros.nome?.message} {...register('nome')} />
        <Campo rotulo="CPF" readOnly value={formatarCpf(perfil.cpf)} dica="Somente para consulta: o CPF não pode ser alterado aqui." className="bg-slate-100 dark:bg-slate-800" />
        <Campo rotulo="E-mail" obrigatorio type="email" inputMode="email" autoComplete="email" autoCapitalize="none" maxLength={120} erro={erros.email?.message} {...register('email')} />
        {emailMudou && !alterarSenha && senhaAtual}
        <div className="grid gap-4 sm:grid-cols-2">
          <Campo rotulo="Celular" obrigatorio type="tel" inputMode="numeric" autoComplete="tel" placeholder="(13) 99999-9999" maxLength={15} erro={erros.celular?.message} {...comMascara(register('celular'), mascaraCelular)} />
          <Campo rotulo="Data de nascimento" obrigatorio type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} erro={erros.data_nascimento?.message} {...register('data_nascimento')} />
        </div>
      </fieldset>

      <fieldset className={CLASSE_FIELDSET}>
        <legend className={CLASSE_LEGENDA}>Vínculo e perfil</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">Os campos marcados com * são necessários para o acesso completo à plataforma.</p>
        <CamposVinculo
          lookups={lookups}
          obrigatorios
          registrar={(campo) => register(campo)}
          erros={errosDosCamposPerfil(erros)}
        />
      </fieldset>

      <SecaoAlterarSenha aberta={alterarSenha} aoAlternar={alternarSenha} senhaAtual={senhaAtual} registrar={register} control={control} erros={erros} />

      <div role="alert" className={erroEnvio ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100' : ''}>
        {erroEnvio}
      </div>
      <div className="flex justify-end">
        <Botao type="submit" className="w-full sm:w-auto" carregando={formState.isSubmitting} textoCarregando="Salvando...">
          Salvar alterações
        </Botao>
      </div>
    </form>
  );
}
