import { ArrowLeft, Copy, Printer, RotateCcw, SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { normalizarCodigo } from '#shared/rules/certificado.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento } from '#web/components/ui/estados.tsx';
import { Link, useSearchParams } from '#web/lib/roteador.tsx';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { validarCertificado, type Validacao } from '../../api/validar-certificado.ts';
import { CLASSE_LINK_TEXTO } from '../comum/classes.ts';
import { copiarTexto } from '#web/lib/copiar-texto.ts';
import { FormularioCodigo, MENSAGEM_FORMATO } from './formulario-codigo.tsx';
import { repeteTitulo, ResultadoValidacao, tituloDaSituacao } from './resultado-validacao.tsx';
import { useValidacao } from './use-validacao.ts';

/** O que o leitor de tela ouve quando o resultado chega: o título e a mensagem (sem repetir). */
function textoDoAnuncio(v: Validacao): string {
  const titulo = tituloDaSituacao(v.situacao);
  return repeteTitulo(titulo, v.mensagem) ? `${titulo}.` : `${titulo}. ${v.mensagem}`;
}

/** O endereço que o QR do certificado abre (o mesmo para /validar e /validar-certificado). */
const linkDoCodigo = (codigo: string) => `${window.location.origin}/validar-certificado?codigo=${encodeURIComponent(codigo)}`;

/**
 * /validar-certificado e /validar (públicas, sem barra de navegação; SPEC §2.1 e §2.6). Com `?codigo=`
 * (o QR do certificado) valida na hora; sem ele, o formulário. Página leve: sem TanStack Query, zod ou
 * react-hook-form (decisão 006) — abre no celular de quem recebeu o certificado, muitas vezes sem login.
 */
export function ValidarCertificado() {
  const [params, definirParams] = useSearchParams();
  const bruto = params.get('codigo') ?? '';
  const codigo = bruto ? normalizarCodigo(bruto) : null;
  const { validando, resposta, tentarDeNovo } = useValidacao(codigo, validarCertificado);
  // quem usou o formulário (ou "Validar outro código") recebe o foco no resultado (ou no campo); quem
  // chegou pelo QR começa do topo da página, como em qualquer outra
  const [foco, setFoco] = useState<'resultado' | 'campo' | null>(null);

  function validar(novo: string) {
    setFoco('resultado');
    definirParams({ codigo: novo });
  }

  function validarOutro() {
    setFoco('campo');
    definirParams({});
  }

  async function copiarLink() {
    if (!codigo) return;
    if (await copiarTexto(linkDoCodigo(codigo))) notificarSucesso('Link de validação copiado.');
    else notificarErro('Não foi possível copiar o link.');
  }

  const anuncio = validando ? 'Validando o código…' : resposta?.tipo === 'ok' ? textoDoAnuncio(resposta.validacao) : '';
  const botaoOutro = (
    <Botao variante={resposta?.tipo === 'ok' && resposta.validacao.situacao === 'nao_encontrado' ? 'primario' : 'secundario'} onClick={validarOutro}>
      <RotateCcw aria-hidden="true" className="size-4" />
      Validar outro código
    </Botao>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <Link to="/" className={`${CLASSE_LINK_TEXTO} print:hidden`}>
        <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
        Voltar para a página inicial
      </Link>
      <header className="border-b border-slate-200 pb-4 dark:border-slate-800">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-escola-800 dark:text-escola-100">
          <SearchCheck aria-hidden="true" className="size-7 shrink-0" />
          Validar certificado
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">Confira se um certificado emitido pela Escola da Saúde é autêntico e continua valendo.</p>
      </header>
      <div role="status" aria-live="polite" className="sr-only">
        {anuncio}
      </div>
      {!codigo && (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <FormularioCodigo key={bruto} focar={foco === 'campo'} inicial={bruto} erroInicial={bruto ? MENSAGEM_FORMATO : undefined} aoValidar={validar} />
        </div>
      )}
      {validando && (
        <div aria-hidden="true" className="space-y-3">
          <div className="h-24 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
          <div className="h-48 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
        </div>
      )}
      {resposta?.tipo === 'erro' && (
        <div className="space-y-3">
          <ErroCarregamento mensagem={resposta.mensagem} aoTentar={tentarDeNovo} />
          {botaoOutro}
        </div>
      )}
      {resposta?.tipo === 'ok' && (
        <ResultadoValidacao
          validacao={resposta.validacao}
          focar={foco === 'resultado'}
          acoes={
            resposta.validacao.situacao === 'nao_encontrado' ? (
              botaoOutro
            ) : (
              <>
                {botaoOutro}
                <Botao variante="secundario" onClick={() => window.print()}>
                  <Printer aria-hidden="true" className="size-4" />
                  Imprimir esta página
                </Botao>
                <Botao variante="secundario" onClick={() => void copiarLink()}>
                  <Copy aria-hidden="true" className="size-4" />
                  Copiar link
                </Botao>
              </>
            )
          }
        />
      )}
    </div>
  );
}
