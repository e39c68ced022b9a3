import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '#web/lib/roteador.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { useRecuperarSenha } from '../api/recuperar-senha.ts';
import { LOGIN } from '#web/lib/caminhos.ts';

/** O mesmo texto de `MENSAGEM_RECUPERACAO` do contrato (não importado: traria o zod para esta página leve). */
const MENSAGEM_NEUTRA = 'Se o e-mail estiver cadastrado, você receberá as instruções para redefinir a senha.';
const ESPERA_SEGUNDOS = 30;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validarEmail(valor: string): string | undefined {
  if (!valor) return 'Digite seu e-mail.';
  if (!EMAIL.test(valor)) return 'Informe um e-mail válido.';
  return undefined;
}

/**
 * Pedido do link de redefinição. A resposta é sempre a mesma, exista a conta ou não; depois de
 * cada envio o botão espera 30 s para evitar pedidos repetidos.
 */
export function FormularioRecuperarSenha() {
  const [email, setEmail] = useState('');
  const [erro, setErro] = useState<string>();
  const [erroEnvio, setErroEnvio] = useState('');
  const [enviado, setEnviado] = useState(false);
  // a espera é contada pelo relógio (fim − agora), e não por ticks: abas em segundo plano atrasam timers
  const [fimEspera, setFimEspera] = useState(0);
  const [agora, setAgora] = useState(0);
  const espera = Math.max(0, Math.ceil((fimEspera - agora) / 1000));
  const refEmail = useRef<HTMLInputElement>(null);
  const { enviar, enviando } = useRecuperarSenha();

  useEffect(() => {
    if (fimEspera === 0) return;
    const t = setInterval(() => {
      const instante = Date.now();
      setAgora(instante);
      if (instante >= fimEspera) clearInterval(t);
    }, 250);
    return () => clearInterval(t);
  }, [fimEspera]);

  async function aoSubmeter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (enviando || espera > 0) return;
    const valor = email.trim().toLowerCase();
    const problema = validarEmail(valor);
    setErro(problema);
    if (problema) return refEmail.current?.focus();
    setErroEnvio('');
    try {
      await enviar(valor);
      setEnviado(true);
      const instante = Date.now();
      setAgora(instante);
      setFimEspera(instante + ESPERA_SEGUNDOS * 1000);
      notificarSucesso('Instruções enviadas (se cadastrado).');
    } catch (err) {
      const mensagem = err instanceof Error && err.message ? err.message : 'Não foi possível enviar agora. Tente novamente.';
      setErroEnvio(mensagem);
      notificarErro(mensagem);
    }
  }

  return (
    <form onSubmit={aoSubmeter} noValidate className="space-y-4" aria-label="Recuperar senha">
      <Campo
        ref={refEmail}
        rotulo="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={120}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (erro) setErro(undefined);
        }}
        erro={erro}
        dica="Use o e-mail informado no seu cadastro."
      />
      <div role="status" aria-live="polite">
        {enviado && (
          <div className="rounded-lg border border-escola-100 bg-escola-50 p-3 text-sm text-escola-900 dark:border-slate-700 dark:bg-slate-800 dark:text-escola-100">
            <p className="font-medium">{MENSAGEM_NEUTRA}</p>
            <p className="mt-1">Verifique a caixa de entrada e o spam. O link tem tempo limitado de uso.</p>
          </div>
        )}
      </div>
      <div role="alert" className={erroEnvio ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100' : ''}>
        {erroEnvio}
      </div>
      <Botao type="submit" className="w-full" disabled={espera > 0} carregando={enviando} textoCarregando="Enviando...">
        {espera > 0 ? `Aguarde ${espera}s` : 'Enviar instruções'}
      </Botao>
      <div className="text-center">
        <Link to={LOGIN} className="inline-flex min-h-11 items-center text-sm font-medium text-escola-700 underline dark:text-escola-100">
          Voltar
        </Link>
      </div>
    </form>
  );
}
