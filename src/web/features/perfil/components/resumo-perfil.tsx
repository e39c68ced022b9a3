import { CircleCheckBig } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PerfilMe } from '#shared/contracts/perfil.ts';
import { CAMPOS_PERFIL_OBRIGATORIOS, camposPendentes, ROTULO_CAMPO_PERFIL } from '#shared/rules/perfil-completo.ts';

function MiniStat({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 text-center dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{rotulo}</dt>
      <dd className="mt-1 text-lg font-bold text-escola-800 dark:text-escola-100">{valor}</dd>
    </div>
  );
}

/**
 * Situação do cadastro: status, % preenchido e pendências (regra `camposPendentes`), e o aviso.
 * Quem chega forçado pela guarda (perfil incompleto) vê o aviso em destaque e recebe o foco nele.
 */
export function ResumoPerfil({ perfil, forcado }: { perfil: PerfilMe; forcado: boolean }) {
  const pendentes = camposPendentes(perfil);
  const total = CAMPOS_PERFIL_OBRIGATORIOS.length;
  const completo = pendentes.length === 0;
  const percentual = Math.round(((total - pendentes.length) / total) * 100);
  const destaque = forcado && !completo;
  const refAviso = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (destaque) refAviso.current?.focus();
  }, [destaque]);

  return (
    <section aria-label="Situação do cadastro" className="mb-6 space-y-4">
      <dl className="grid grid-cols-3 gap-3">
        <MiniStat rotulo="Status" valor={completo ? 'Completo' : 'Incompleto'} />
        <MiniStat rotulo="Preenchimento" valor={`${percentual}%`} />
        <MiniStat rotulo="Pendências" valor={String(pendentes.length)} />
      </dl>
      {completo ? (
        <p className="flex items-start gap-2 rounded-xl border border-escola-100 bg-escola-50 p-4 text-escola-900 dark:border-slate-700 dark:bg-slate-800 dark:text-escola-100">
          <CircleCheckBig aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Cadastro completo! Você já tem acesso à plataforma.
        </p>
      ) : (
        <div
          ref={refAviso}
          tabIndex={-1}
          role={destaque ? 'alert' : undefined}
          className={`rounded-xl bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100 ${
            destaque ? 'border-2 border-amber-500 p-5 text-base shadow-md' : 'border border-amber-200 p-4 text-sm dark:border-amber-800'
          }`}
        >
          <p className="font-semibold">Ação necessária: Preencha o cadastro para acesso completo.</p>
          {destaque && <p className="mt-1">Para continuar, preencha os campos pendentes e toque em “Salvar alterações”.</p>}
          <p className="mt-1">Falta preencher: {pendentes.map((c) => ROTULO_CAMPO_PERFIL[c]).join(', ')}.</p>
        </div>
      )}
    </section>
  );
}
