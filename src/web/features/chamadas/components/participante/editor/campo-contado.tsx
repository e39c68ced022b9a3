import { useState, type ReactNode } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { tamanhoDoTexto, type CampoComLimite } from '#shared/rules/chamadas.ts';
import { CLASSE_ENTRADA_DESLIGAVEL, CLASSE_ROTULO } from '#web/components/ui/classes.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { textoContador } from '../../comum/formato.ts';
import { campoId, type ControleTrabalho } from './esquema-trabalho.ts';

type Faixa = 'ok' | 'perto' | 'passou';
/** Avisa quando faltam 10 % (e no mínimo 20 caracteres) e quando passa do limite. */
const faixaDe = (usados: number, max: number): Faixa => (usados > max ? 'passou' : max - usados <= Math.max(20, Math.round(max * 0.1)) ? 'perto' : 'ok');

interface Props {
  control: ControleTrabalho;
  nome: CampoComLimite;
  rotulo: string;
  limite: number;
  registro: UseFormRegisterReturn;
  erro?: string;
  /** Obrigatório para enviar (o asterisco). */
  obrigatorio?: boolean;
  multilinha?: boolean;
  dica?: ReactNode;
  desligado?: boolean;
}

/**
 * Campo de texto com o limite da chamada e o contador ao vivo ("120 / 2.000"), ligado ao campo pela descrição.
 * O leitor de tela ouve o contador ao chegar no campo e, com educação (`polite`), só as mudanças de faixa:
 * perto do limite e acima dele — não a cada tecla.
 */
export function CampoContado({ control, nome, rotulo, limite, registro, erro, obrigatorio, multilinha = true, dica, desligado }: Props) {
  const valor = useWatch({ control, name: nome }) ?? '';
  const usados = tamanhoDoTexto(valor);
  const faixa = faixaDe(usados, limite);
  const [anuncio, setAnuncio] = useState({ faixa: 'ok' as Faixa, texto: '' });
  // anuncia na troca de faixa (render, não efeito: o texto chega junto com o valor)
  if (anuncio.faixa !== faixa) {
    const texto =
      faixa === 'passou'
        ? `${rotulo}: passou do limite de ${formatarNumero(limite)} caracteres.`
        : faixa === 'perto'
          ? `${rotulo}: restam ${formatarNumero(limite - usados)} caracteres.`
          : '';
    setAnuncio({ faixa, texto });
  }
  const id = campoId(nome);
  const descricao = [erro ? `${id}-erro` : null, `${id}-contador`, dica && !erro ? `${id}-dica` : null].filter(Boolean).join(' ');
  const comum = {
    id,
    ...registro,
    disabled: desligado,
    'aria-invalid': erro || faixa === 'passou' ? true : undefined,
    'aria-describedby': descricao,
    className: `${CLASSE_ENTRADA_DESLIGAVEL} ${multilinha ? 'min-h-32 resize-y [field-sizing:content]' : ''}`,
  };
  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className={CLASSE_ROTULO}>
          {rotulo}
          {obrigatorio && (
            <span aria-hidden="true" className="text-red-700 dark:text-red-400">
              {' '}*
            </span>
          )}
        </label>
        <p
          id={`${id}-contador`}
          className={`shrink-0 text-xs tabular-nums ${faixa === 'passou' ? 'font-semibold text-red-700 dark:text-red-400' : faixa === 'perto' ? 'font-semibold text-amber-800 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400'}`}
        >
          <span className="sr-only">Caracteres usados: </span>
          {textoContador(usados, limite)}
        </p>
      </div>
      {multilinha ? <textarea rows={5} {...comum} /> : <input type="text" {...comum} />}
      {dica && !erro && (
        <p id={`${id}-dica`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {dica}
        </p>
      )}
      {erro && (
        <p id={`${id}-erro`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {erro}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {anuncio.texto}
      </p>
    </div>
  );
}
