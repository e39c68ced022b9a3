import { SearchCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normalizarCodigo } from '#shared/rules/certificado.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';

const DICA = 'Está no rodapé do certificado, ao lado do QR Code. Pode digitar sem hífens ou colar o link inteiro.';

export const MENSAGEM_FORMATO = 'Código de validação em formato inválido. Ele tem 12 letras e números, como 7KQ2-M9XD-4RTA.';

interface Props {
  /** O que veio no endereço (um `?codigo=` fora do formato aparece aqui, com o erro). */
  inicial: string;
  erroInicial?: string;
  aoValidar: (codigo: string) => void;
  /** Foca o campo ao aparecer (depois de "Validar outro código"). */
  focar?: boolean;
  /** Nome do formulário para leitores de tela e a dica do campo (o histórico de formação usa os seus). */
  nome?: string;
  dica?: string;
}

/**
 * O código digitado ou colado (aceita minúsculas, sem hífens, com espaços ou o link inteiro do QR). O
 * formato é conferido aqui; só um código possível vai ao servidor.
 */
export function FormularioCodigo({ inicial, erroInicial, aoValidar, focar, nome = 'Validar certificado', dica = DICA }: Props) {
  const [texto, setTexto] = useState(inicial);
  const [erro, setErro] = useState(erroInicial);
  const campo = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focar) campo.current?.focus();
  }, [focar]);

  function aoSubmeter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const codigo = normalizarCodigo(texto);
    if (!codigo) {
      setErro(texto.trim() ? MENSAGEM_FORMATO : 'Digite o código de validação.');
      campo.current?.focus();
      return;
    }
    aoValidar(codigo);
  }

  return (
    <form onSubmit={aoSubmeter} noValidate aria-label={nome} className="space-y-4">
      <Campo
        ref={campo}
        name="codigo"
        rotulo="Código de validação"
        placeholder="7KQ2-M9XD-4RTA"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={300}
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          if (erro) setErro(undefined);
        }}
        erro={erro}
        dica={dica}
        className="font-mono uppercase"
      />
      <Botao type="submit" className="w-full sm:w-auto">
        <SearchCheck aria-hidden="true" className="size-4" />
        Validar
      </Botao>
    </form>
  );
}
