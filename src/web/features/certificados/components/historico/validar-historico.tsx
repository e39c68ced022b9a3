import { ArrowLeft, Printer, RotateCcw, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { normalizarCodigo } from '#shared/rules/certificado.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento } from '#web/components/ui/estados.tsx';
import { INICIO } from '#web/lib/caminhos.ts';
import { Link, useSearchParams } from '#web/lib/roteador.tsx';
import { validarHistorico } from '../../api/validar-historico.ts';
import { CLASSE_LINK_TEXTO } from '../comum/classes.ts';
import { FormularioCodigo, MENSAGEM_FORMATO } from '../validar/formulario-codigo.tsx';
import { useValidacao } from '../validar/use-validacao.ts';
import { ResultadoHistorico, tituloDoHistorico } from './resultado-historico.tsx';

const DICA = 'Está no pé de cada página do histórico, ao lado do QR Code. Pode digitar sem hífens ou colar o link inteiro.';

/**
 * /validar-historico (pública): confere um histórico de formação pelo código do QR. Mostra só o que
 * o histórico prova (nome, emissão, cursos com a situação de hoje de cada certificado, totais). Página
 * leve como a validação de certificado: sem TanStack Query, zod ou react-hook-form.
 */
export function ValidarHistorico() {
  const [params, definirParams] = useSearchParams();
  const bruto = params.get('codigo') ?? '';
  const codigo = bruto ? normalizarCodigo(bruto) : null;
  const { validando, resposta, tentarDeNovo } = useValidacao(codigo, validarHistorico);
  const [foco, setFoco] = useState<'resultado' | 'campo' | null>(null);

  const validarOutro = () => {
    setFoco('campo');
    definirParams({});
  };
  const anuncio = validando ? 'Validando o código…' : resposta?.tipo === 'ok' ? `${tituloDoHistorico(resposta.validacao)}. ${resposta.validacao.mensagem}` : '';
  const botaoOutro = (
    <Botao variante={resposta?.tipo === 'ok' && !resposta.validacao.historico ? 'primario' : 'secundario'} onClick={validarOutro}>
      <RotateCcw aria-hidden="true" className="size-4" />
      Validar outro código
    </Botao>
  );

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <Link to={INICIO} className={`${CLASSE_LINK_TEXTO} print:hidden`}>
        <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
        Voltar para a página inicial
      </Link>
      <header className="border-b border-slate-200 pb-4 dark:border-slate-800">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-escola-800 dark:text-escola-100">
          <ScrollText aria-hidden="true" className="size-7 shrink-0" />
          Validar histórico de formação
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">Confira se um histórico de formação emitido pela Escola da Saúde é autêntico e se os certificados listados continuam valendo.</p>
      </header>
      <div role="status" aria-live="polite" className="sr-only">
        {anuncio}
      </div>
      {!codigo && (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <FormularioCodigo
            key={bruto}
            nome="Validar histórico de formação"
            dica={DICA}
            focar={foco === 'campo'}
            inicial={bruto}
            erroInicial={bruto ? MENSAGEM_FORMATO : undefined}
            aoValidar={(novo) => {
              setFoco('resultado');
              definirParams({ codigo: novo });
            }}
          />
        </div>
      )}
      {validando && <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />}
      {resposta?.tipo === 'erro' && (
        <div className="space-y-3">
          <ErroCarregamento mensagem={resposta.mensagem} aoTentar={tentarDeNovo} />
          {botaoOutro}
        </div>
      )}
      {resposta?.tipo === 'ok' && (
        <ResultadoHistorico
          validacao={resposta.validacao}
          focar={foco === 'resultado'}
          acoes={
            <>
              {botaoOutro}
              {resposta.validacao.historico && (
                <Botao variante="secundario" onClick={() => window.print()}>
                  <Printer aria-hidden="true" className="size-4" />
                  Imprimir esta página
                </Botao>
              )}
            </>
          }
        />
      )}
    </div>
  );
}
