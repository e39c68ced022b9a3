import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoSenha } from '#web/components/ui/campo-senha.tsx';
import { MedidorSenha } from '#web/components/ui/medidor-senha.tsx';
import { TEXTO_REGRA_SENHA } from '#web/lib/senha-textos.ts';
import type { PerfilForm, PerfilFormSaida } from './esquema-perfil.ts';

interface Props {
  aberta: boolean;
  aoAlternar: () => void;
  /** O campo "Senha atual" (o mesmo usado na troca de e-mail). */
  senhaAtual: ReactNode;
  registrar: UseFormRegister<PerfilForm>;
  control: Control<PerfilForm, unknown, PerfilFormSaida>;
  erros: FieldErrors<PerfilForm>;
}

/** Seção recolhível "Alterar senha": senha atual, nova senha (com medidor) e confirmação. */
export function SecaoAlterarSenha({ aberta, aoAlternar, senhaAtual, registrar, control, erros }: Props) {
  const novaSenha = useWatch({ control, name: 'nova_senha' });
  return (
    <section aria-labelledby="alterar-senha-titulo" className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="alterar-senha-titulo" className="font-semibold text-escola-800 dark:text-escola-100">
          Alterar senha
        </h2>
        <Botao variante="secundario" aria-expanded={aberta} aria-controls="alterar-senha-campos" onClick={aoAlternar}>
          {aberta ? 'Cancelar troca de senha' : 'Quero trocar minha senha'}
        </Botao>
      </div>
      {!aberta && <p className="text-sm text-slate-600 dark:text-slate-400">Deixe fechado para manter a senha atual.</p>}
      <div id="alterar-senha-campos" hidden={!aberta} className="space-y-4">
        {aberta && (
          <>
            {senhaAtual}
            <div>
              <CampoSenha rotulo="Nova senha" autoComplete="new-password" maxLength={128} erro={erros.nova_senha?.message} dica={TEXTO_REGRA_SENHA} {...registrar('nova_senha')} />
              <MedidorSenha senha={novaSenha} />
            </div>
            <CampoSenha rotulo="Confirmar nova senha" autoComplete="new-password" maxLength={128} erro={erros.confirmar_senha?.message} {...registrar('confirmar_senha')} />
          </>
        )}
      </div>
    </section>
  );
}
