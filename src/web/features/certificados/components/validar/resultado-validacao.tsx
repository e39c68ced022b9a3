import { Ban, BadgeCheck, Replace, SearchX, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { ROTULO_TIPO, textoDaCarga } from '#shared/rules/certificado.ts';
import type { Validacao } from '../../api/validar-certificado.ts';
import { dataDoInstante, periodo } from '../comum/formato.ts';

type Situacao = Validacao['situacao'];

const VISUAL: Record<Situacao, { titulo: string; Icone: LucideIcon; faixa: string }> = {
  valido: { titulo: 'Certificado válido', Icone: BadgeCheck, faixa: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100' },
  cancelado: { titulo: 'Certificado cancelado', Icone: Ban, faixa: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100' },
  substituido: { titulo: 'Certificado substituído', Icone: Replace, faixa: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100' },
  nao_encontrado: { titulo: 'Certificado não encontrado', Icone: SearchX, faixa: 'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100' },
};

export const tituloDaSituacao = (s: Situacao): string => VISUAL[s].titulo;

/** A mensagem do servidor só repete o título? ("Certificado válido." sob "Certificado válido") */
export const repeteTitulo = (titulo: string, mensagem: string): boolean => mensagem.replace(/\.$/, '').trim().toLowerCase() === titulo.toLowerCase();

function Dado({ rotulo, children, largo }: { rotulo: string; children: ReactNode; largo?: boolean }) {
  return (
    <div className={largo ? 'sm:col-span-2' : ''}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{rotulo}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Dados({ c }: { c: NonNullable<Validacao['certificado']> }) {
  const quando = periodo(c.data_inicio, c.data_fim);
  return (
    <dl className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
        <Dado rotulo="Nome">{c.nome}</Dado>
        {c.identificador && <Dado rotulo="Identificador">{c.identificador}</Dado>}
        <Dado rotulo="Curso">{c.curso}</Dado>
        {c.turma && <Dado rotulo="Turma">{c.turma}</Dado>}
        <Dado rotulo="Tipo">{ROTULO_TIPO[c.tipo]}</Dado>
        {quando && <Dado rotulo="Período">{quando}</Dado>}
        {c.carga_horaria !== null && <Dado rotulo="Carga horária">{textoDaCarga(c.carga_horaria)}</Dado>}
        <Dado rotulo="Emitido em">{dataDoInstante(c.emitido_em)}</Dado>
        <Dado rotulo="Número">{c.numero}</Dado>
        <Dado rotulo="Código">
          <span className="font-mono">{c.codigo}</span>
        </Dado>
        {/* o motivo do cancelamento fica só na gestão (decisão 014): aqui, a data */}
        {c.cancelado_em && <Dado rotulo="Cancelado em">{dataDoInstante(c.cancelado_em)}</Dado>}
        <Dado rotulo="Texto do certificado" largo>
          <span className="block rounded-lg bg-slate-50 p-3 italic dark:bg-slate-800">{c.frase}</span>
        </Dado>
        {c.hash_sha256 && (
          <Dado rotulo="Hash SHA-256 do PDF" largo>
            <span className="block font-mono text-xs break-all">{c.hash_sha256}</span>
            <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">O PDF autêntico tem exatamente este resumo: um arquivo alterado teria outro.</span>
          </Dado>
        )}
    </dl>
  );
}

/**
 * O resultado da validação: título pela situação (com ícone, a cor só reforça), a mensagem do servidor e
 * os dados impressos. `focar` leva o foco ao título (depois de a pessoa enviar o formulário).
 */
export function ResultadoValidacao({ validacao, focar, acoes }: { validacao: Validacao; focar: boolean; acoes: ReactNode }) {
  const titulo = useRef<HTMLHeadingElement>(null);
  const { titulo: texto, Icone, faixa } = VISUAL[validacao.situacao];
  useEffect(() => {
    if (focar) titulo.current?.focus();
  }, [focar]);

  return (
    <section aria-labelledby="titulo-resultado" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className={`flex items-start gap-3 border-b p-4 sm:p-5 ${faixa}`}>
        <Icone aria-hidden="true" className="size-8 shrink-0" />
        <div className="min-w-0">
          <h2 id="titulo-resultado" ref={titulo} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {texto}
          </h2>
          {/* "Certificado válido." repetiria o título */}
          {!repeteTitulo(texto, validacao.mensagem) && <p className="mt-1">{validacao.mensagem}</p>}
        </div>
      </div>
      {validacao.certificado && <Dados c={validacao.certificado} />}
      <div className="flex flex-col gap-2 border-t border-slate-200 p-4 sm:flex-row sm:flex-wrap sm:p-5 print:hidden dark:border-slate-800">{acoes}</div>
    </section>
  );
}
