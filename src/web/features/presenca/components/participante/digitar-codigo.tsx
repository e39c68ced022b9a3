import { Keyboard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { useNavigate } from '#web/lib/roteador.tsx';
import { destinoDoCodigo } from './parametros.ts';

export const CODIGO_INVALIDO = 'Código inválido. Use o link do QR ou o código no formato 42-381924.';

/** Sem câmera (ou sem HTTPS): o link do QR ou o "TURMA-CÓDIGO" que aparece embaixo do QR ao vivo. */
export function DigitarCodigo() {
  const navegar = useNavigate();
  const [valor, setValor] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const destino = destinoDoCodigo(valor);
    if (!destino) {
      setErro(CODIGO_INVALIDO);
      return;
    }
    navegar(destino);
  };
  return (
    <section aria-labelledby="titulo-digitar-codigo" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id="titulo-digitar-codigo" className="flex items-center gap-2 text-lg font-bold">
        <Keyboard aria-hidden="true" className="size-5 shrink-0" />
        Digitar código
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Sem câmera? Digite o código que aparece embaixo do QR na sala, ou cole o link do QR.</p>
      <form onSubmit={enviar} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Campo
            rotulo="Código ou link"
            name="codigo"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            erro={erro}
            dica="Ex.: 42-381924 (número da turma, hífen e o código de 6 números)."
          />
        </div>
        <Botao type="submit" className="sm:mt-6">
          Confirmar presença
        </Botao>
      </form>
    </section>
  );
}
