import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';

/** Caixa "Validar certificado": leva o código para /validar-certificado?codigo=… */
export function ValidarCertificadoForm() {
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
    navegar(`/validar-certificado?codigo=${encodeURIComponent(limpo)}`);
  }

  return (
    <section aria-labelledby={idTitulo} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id={idTitulo} className="text-lg font-bold text-escola-800 dark:text-escola-100">
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
