import { useState, type FormEvent } from 'react';
import type { UsuarioResumo } from '#shared/contracts/usuarios.ts';
import { PERFIS, ROTULO_PERFIL, type Perfil } from '#shared/rules/perfis.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useDefinirPerfis } from '../api/definir-perfis.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';

const DESCRICAO: Record<Perfil, string> = {
  usuario: 'Inscreve-se em eventos, registra presença, avalia e emite certificados.',
  instrutor: 'Acompanha as próprias turmas, presenças e avaliações; pode avaliar trabalhos.',
  administrador: 'Acesso total à gestão da plataforma.',
};

/** Concede e remove perfis (ao menos um). O servidor impede, por exemplo, tirar o próprio perfil de administrador. */
export function DialogoPerfis({ usuario, aoFechar }: { usuario: UsuarioResumo; aoFechar: () => void }) {
  const [marcados, setMarcados] = useState<Perfil[]>(usuario.perfis);
  const salvar = useDefinirPerfis();
  const nenhum = marcados.length === 0;

  function alternar(p: Perfil) {
    setMarcados((atual) => (atual.includes(p) ? atual.filter((x) => x !== p) : PERFIS.filter((x) => x === p || atual.includes(x))));
  }

  function enviar(e: FormEvent) {
    e.preventDefault();
    if (nenhum) return;
    salvar.mutate(
      { id: usuario.id, perfis: marcados },
      {
        onSuccess: () => {
          notificarSucesso('Perfil atualizado com sucesso!');
          aoFechar();
        },
      },
    );
  }

  return (
    <Dialogo titulo="Editar perfis" descricao={`Perfis de acesso de ${usuario.nome}.`} aoFechar={aoFechar}>
      <form onSubmit={enviar} noValidate>
        <fieldset aria-describedby={nenhum ? 'perfis-erro' : undefined}>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Perfis de acesso</legend>
          <div className="mt-2 space-y-2">
            {PERFIS.map((p, i) => (
              <label key={p} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <input type="checkbox" className="mt-1 size-5" checked={marcados.includes(p)} onChange={() => alternar(p)} value={p} data-autofoco={i === 0 || undefined} />
                <span>
                  <span className="block font-semibold">{ROTULO_PERFIL[p]}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{DESCRICAO[p]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {nenhum && (
          <p id="perfis-erro" role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            Escolha ao menos um perfil.
          </p>
        )}
        <AlertaErro mensagem={salvar.error?.message} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Botao variante="secundario" onClick={aoFechar}>
            Cancelar
          </Botao>
          <Botao type="submit" disabled={nenhum} carregando={salvar.isPending} textoCarregando="Salvando...">
            Salvar perfis
          </Botao>
        </div>
      </form>
    </Dialogo>
  );
}
