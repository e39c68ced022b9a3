import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { codigoAoVivo } from './parametros.ts';

/** O código de 6 números que aparece embaixo do QR ao vivo, para confirmar de novo com ele. */
export function FormularioCodigo({ aoEnviar }: { aoEnviar: (t: string) => void }) {
  const [valor, setValor] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const t = codigoAoVivo(valor);
    if (!t) {
      setErro('Digite os 6 números do código que aparece na tela da sala.');
      return;
    }
    setErro(undefined);
    aoEnviar(t);
  };
  return (
    <form onSubmit={enviar} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-56">
        <Campo
          rotulo="Código exibido na tela"
          name="codigo"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          value={valor}
          onChange={(e) => setValor(e.target.value)}
          erro={erro}
          dica="6 números, embaixo do QR projetado na sala."
          className="tracking-widest"
        />
      </div>
      <Botao type="submit">
        <KeyRound aria-hidden="true" className="size-4" />
        Confirmar com o código
      </Botao>
    </form>
  );
}
