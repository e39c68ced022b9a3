import { useRef, useState, type FormEvent } from 'react';
import { Link } from '#web/lib/roteador.tsx';
import type { Sessao } from '#shared/contracts/auth.ts';
import { cpfValido, somenteDigitos } from '#shared/rules/cpf.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { CampoSenha } from '#web/components/ui/campo-senha.tsx';
import { mascaraCpf, pareceCpf } from '#web/lib/mascaras.ts';
import { notificarErro } from '#web/lib/toast.ts';
import { useEntrar } from '../api/entrar.ts';
import { CADASTRO, RECUPERAR_SENHA } from '#web/lib/caminhos.ts';

const MENSAGEM_CPF_INVALIDO = 'CPF inválido. Verifique os dígitos e o formato 000.000.000-00.';

interface Erros {
  identificador?: string | undefined;
  senha?: string | undefined;
}

/** Só acusa CPF inválido quando a pessoa claramente digitou um CPF (dígitos, pontos e hífen). */
function validarIdentificador(valor: string): string | undefined {
  const v = valor.trim();
  if (!v) return 'Informe CPF ou e-mail.';
  if (pareceCpf(v) && !cpfValido(v)) return MENSAGEM_CPF_INVALIDO;
  return undefined;
}

/**
 * Máscara do CPF enquanto o texto parece um CPF. Se a pessoa continua digitando um e-mail que
 * começa com números, os pontos e o hífen que a máscara pôs saem de novo.
 */
function normalizarIdentificador(novo: string, anterior: string): string {
  if (pareceCpf(novo)) return mascaraCpf(novo);
  if (pareceCpf(anterior) && novo.startsWith(anterior)) return somenteDigitos(anterior) + novo.slice(anterior.length);
  return novo;
}

/** Formulário de login leve (decisão 006): estado controlado e regras puras, sem zod nem react-hook-form. */
export function FormularioLogin({ aoEntrar }: { aoEntrar: (sessao: Sessao) => void }) {
  const [identificador, setIdentificador] = useState('');
  const [senha, setSenha] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const [erroEnvio, setErroEnvio] = useState('');
  const refIdentificador = useRef<HTMLInputElement>(null);
  const refSenha = useRef<HTMLInputElement>(null);
  const { enviar, enviando } = useEntrar();

  async function aoSubmeter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (enviando) return;
    const novos: Erros = { identificador: validarIdentificador(identificador), senha: senha ? undefined : 'Digite sua senha.' };
    setErros(novos);
    if (novos.identificador) return refIdentificador.current?.focus();
    if (novos.senha) return refSenha.current?.focus();
    setErroEnvio('');
    const id = identificador.trim();
    try {
      aoEntrar(await enviar({ identificador: pareceCpf(id) ? somenteDigitos(id) : id, senha }));
    } catch (err) {
      const mensagem = err instanceof Error && err.message ? err.message : 'Erro ao fazer login.';
      setErroEnvio(mensagem);
      notificarErro(mensagem);
      setSenha('');
      refSenha.current?.focus();
    }
  }

  return (
    <form onSubmit={aoSubmeter} noValidate className="space-y-4" aria-label="Entrar com CPF ou e-mail">
      <Campo
        ref={refIdentificador}
        rotulo="CPF ou e-mail"
        name="identificador"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={200}
        value={identificador}
        onChange={(e) => {
          setIdentificador(normalizarIdentificador(e.target.value, identificador));
          if (erros.identificador) setErros((a) => ({ ...a, identificador: undefined }));
        }}
        erro={erros.identificador}
        dica="CPF (000.000.000-00) ou o e-mail cadastrado."
      />
      <CampoSenha
        ref={refSenha}
        rotulo="Senha"
        name="senha"
        autoComplete="current-password"
        maxLength={200}
        value={senha}
        onChange={(e) => {
          setSenha(e.target.value);
          if (erros.senha) setErros((a) => ({ ...a, senha: undefined }));
        }}
        erro={erros.senha}
      />
      <div role="alert" className={erroEnvio ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100' : ''}>
        {erroEnvio}
      </div>
      <Botao type="submit" className="w-full" carregando={enviando} textoCarregando="Entrando...">
        Entrar
      </Botao>
      <div className="flex flex-col items-center gap-1 text-sm">
        <Link to={RECUPERAR_SENHA} className="inline-flex min-h-11 items-center font-medium text-escola-700 underline dark:text-escola-100">
          Esqueceu sua senha?
        </Link>
        <Link to={CADASTRO} className="inline-flex min-h-11 items-center text-slate-700 dark:text-slate-200">
          Ainda não tem conta?&nbsp;<span className="font-semibold text-escola-700 underline dark:text-escola-100">Criar cadastro</span>
        </Link>
      </div>
    </form>
  );
}
