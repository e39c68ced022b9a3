import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '#web/lib/roteador.tsx';
import { MENSAGEM_SENHA_FRACA, senhaForte } from '#shared/rules/senha.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoSenha } from '#web/components/ui/campo-senha.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { MENSAGEM_SENHAS_DIFERENTES, TEXTO_REGRA_SENHA } from '#web/lib/senha-textos.ts';
import { notificarErro } from '#web/lib/toast.ts';
import { useRedefinirSenha } from '../api/redefinir-senha.ts';
import { LOGIN, RECUPERAR_SENHA } from '#web/lib/caminhos.ts';

const ESPERA_REDIRECIONAR_MS = 1500;
const CLASSE_ALERTA = 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100';

/** Token recusado pelo servidor: código próprio ou o campo `token` apontado como inválido. */
function tokenRecusado(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.code === 'TOKEN_INVALIDO') return true;
  const campos = (err.details as { campos?: { campo?: string }[] } | undefined)?.campos;
  return Array.isArray(campos) && campos.some((c) => c?.campo === 'token');
}

/** Nova senha a partir do link do e-mail; com sucesso volta ao login em 1,5 s. */
export function FormularioRedefinirSenha({ token }: { token: string }) {
  const navegar = useNavigate();
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erroSenha, setErroSenha] = useState<string>();
  const [erroEnvio, setErroEnvio] = useState('');
  const [linkInvalido, setLinkInvalido] = useState(false);
  const [concluido, setConcluido] = useState(false);
  const refSenha = useRef<HTMLInputElement>(null);
  const refConfirmacao = useRef<HTMLInputElement>(null);
  const { enviar, enviando } = useRedefinirSenha();
  const diferentes = confirmacao !== '' && senha !== confirmacao;

  useEffect(() => {
    if (!concluido) return;
    const t = setTimeout(() => void navegar(LOGIN, { replace: true }), ESPERA_REDIRECIONAR_MS);
    return () => clearTimeout(t);
  }, [concluido, navegar]);

  async function aoSubmeter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (enviando) return;
    setErroEnvio('');
    setErroSenha(undefined);
    if (!senha || !confirmacao) {
      setErroEnvio('Preencha todos os campos.');
      return (senha ? refConfirmacao : refSenha).current?.focus();
    }
    if (!senhaForte(senha)) {
      setErroSenha(MENSAGEM_SENHA_FRACA);
      return refSenha.current?.focus();
    }
    if (diferentes) return refConfirmacao.current?.focus();
    try {
      await enviar(token, senha);
      setConcluido(true);
    } catch (err) {
      if (tokenRecusado(err)) return setLinkInvalido(true);
      const mensagem = err instanceof Error && err.message ? err.message : 'Não foi possível redefinir a senha.';
      setErroEnvio(mensagem);
      notificarErro(mensagem);
    }
  }

  if (concluido) {
    return (
      <p role="status" className="rounded-lg bg-escola-50 p-3 text-sm font-medium text-escola-900 dark:bg-slate-800 dark:text-escola-100">
        Senha redefinida com sucesso! Redirecionando para o login…
      </p>
    );
  }
  if (linkInvalido) {
    return (
      <div role="alert" className={CLASSE_ALERTA}>
        <p>Link inválido ou expirado. Gere um novo link de redefinição.</p>
        <Link to={RECUPERAR_SENHA} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
          Solicitar novo link
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={aoSubmeter} noValidate className="space-y-4" aria-label="Redefinir senha">
      <CampoSenha
        ref={refSenha}
        rotulo="Nova senha"
        name="senha"
        autoComplete="new-password"
        maxLength={128}
        value={senha}
        onChange={(e) => setSenha(e.target.value)}
        erro={erroSenha}
        dica={TEXTO_REGRA_SENHA}
      />
      <CampoSenha
        ref={refConfirmacao}
        rotulo="Confirmar nova senha"
        name="confirmar_senha"
        autoComplete="new-password"
        maxLength={128}
        value={confirmacao}
        onChange={(e) => setConfirmacao(e.target.value)}
        erro={diferentes ? MENSAGEM_SENHAS_DIFERENTES : undefined}
      />
      <div role="alert" className={erroEnvio ? CLASSE_ALERTA : ''}>
        {erroEnvio}
      </div>
      <Botao type="submit" className="w-full" carregando={enviando} textoCarregando="Redefinindo...">
        Redefinir Senha
      </Botao>
      <div className="text-center">
        <Link to={LOGIN} className="inline-flex min-h-11 items-center text-sm font-medium text-escola-700 underline dark:text-escola-100">
          Voltar para o login
        </Link>
      </div>
    </form>
  );
}
