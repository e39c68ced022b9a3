import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '#web/lib/roteador.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { CONTATO, VALIDAR_CERTIFICADO } from '#web/lib/caminhos.ts';

const CAIXA = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const TITULO = 'text-lg font-bold text-escola-800 dark:text-escola-100';

/** Enquanto a tela de validação não existe, a caixa diz isso em vez de levar à página "Em breve". */
function ValidacaoEmBreve({ idTitulo }: { idTitulo: string }) {
  return (
    <section aria-labelledby={idTitulo} className={CAIXA}>
      <h2 id={idTitulo} className={`${TITULO} flex flex-wrap items-center gap-2`}>
        Validar certificado
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">Em breve</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Em breve você poderá conferir aqui, pelo código impresso, se um certificado da Escola é autêntico.
      </p>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
        Precisa confirmar um certificado agora?{' '}
        <Link to={CONTATO} className="font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100">
          Fale com a equipe da Escola
        </Link>
        .
      </p>
    </section>
  );
}

/**
 * Caixa "Validar certificado": leva o código para /validar-certificado?codigo=…; sem a tela pronta
 * (`disponivel` falso), só avisa que chega em breve.
 */
export function ValidarCertificadoForm({ disponivel = true }: { disponivel?: boolean }) {
  const navegar = useNavigate();
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string>();
  const idTitulo = useId();

  function enviar(e: FormEvent) {
    e.preventDefault();
    const limpo = codigo.trim();
    if (!limpo) {
      setErro('Informe o código do certificado.');
      return;
    }
    navegar(`${VALIDAR_CERTIFICADO}?codigo=${encodeURIComponent(limpo)}`);
  }

  if (!disponivel) return <ValidacaoEmBreve idTitulo={idTitulo} />;
  return (
    <section aria-labelledby={idTitulo} className={CAIXA}>
      <h2 id={idTitulo} className={TITULO}>
        Validar certificado
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Confira se um certificado da Escola é autêntico pelo código impresso nele.</p>
      <form onSubmit={enviar} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Campo
            rotulo="Código de validação"
            value={codigo}
            onChange={(e) => {
              setCodigo(e.target.value);
              setErro(undefined);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            erro={erro}
          />
        </div>
        <Botao type="submit">Validar</Botao>
      </form>
    </section>
  );
}
