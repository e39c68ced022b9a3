import { CircleAlert, QrCode, RefreshCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { MotivoRecusa } from '#shared/contracts/presencas.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import type { ApiError } from '#web/lib/api-client.ts';
import { Link } from '#web/lib/roteador.tsx';
import { motivoDaRecusa } from '../../api/falhas.ts';
import { LINK_PRIMARIO, LINK_SECUNDARIO, LINK_TEXTO } from './estilos.ts';
import { FormularioCodigo } from './formulario-codigo.tsx';
import { EVENTOS, MINHAS_INSCRICOES, MINHAS_PRESENCAS, SCANNER } from '#web/lib/caminhos.ts';

const PEDE_CODIGO: readonly string[] = ['QR_AO_VIVO_EXIGIDO', 'CODIGO_EXPIRADO'] satisfies MotivoRecusa[];

/** Quando a confirmação abre ("HH:MM"): de `details`, se o servidor mandar, senão do texto da recusa. */
export function horaDeAbertura(erro: ApiError): string | null {
  const d = (erro.details ?? {}) as { abre_as?: unknown; abreAs?: unknown };
  const dado = typeof d.abre_as === 'string' ? d.abre_as : typeof d.abreAs === 'string' ? d.abreAs : null;
  return dado ?? /\b([01]\d|2[0-3]):[0-5]\d\b/.exec(erro.message)?.[0] ?? null;
}

function TentarDeNovo({ aoTentar }: { aoTentar: () => void }) {
  return (
    <Botao variante="secundario" className="mt-4" onClick={aoTentar}>
      <RefreshCw aria-hidden="true" className="size-4" />
      Tentar novamente
    </Botao>
  );
}

function Dica({ children }: { children: ReactNode }) {
  return <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{children}</p>;
}

/** O próximo passo de cada motivo de recusa. */
function ProximoPasso({ erro, aoConfirmar }: { erro: ApiError; aoConfirmar: (t?: string) => void }) {
  const motivo = motivoDaRecusa(erro);
  if (erro.status === 404) {
    return (
      <>
        <Dica>O QR Code pode estar desatualizado ou ser de outra turma. Peça ao instrutor o QR desta sala.</Dica>
        <p className="mt-4">
          <Link to={SCANNER} className={LINK_PRIMARIO}>
            <QrCode aria-hidden="true" className="size-4" />
            Escanear de novo
          </Link>
        </p>
      </>
    );
  }
  if ((motivo && PEDE_CODIGO.includes(motivo)) || erro.code === 'DADOS_INVALIDOS') {
    return <FormularioCodigo aoEnviar={(t) => aoConfirmar(t)} />;
  }
  if (motivo === 'ANTES_DA_JANELA') {
    const hora = horaDeAbertura(erro);
    return (
      <>
        <Dica>{hora ? `A confirmação abre às ${hora} (horário de Brasília), 30 minutos antes do início. Volte nessa hora e toque em Tentar novamente.` : 'A confirmação abre 30 minutos antes do início do encontro.'}</Dica>
        <TentarDeNovo aoTentar={() => aoConfirmar()} />
      </>
    );
  }
  if (motivo === 'NAO_INSCRITO' || motivo === 'EM_ESPERA') {
    return (
      <>
        <Dica>
          {motivo === 'EM_ESPERA'
            ? 'Você está na lista de espera: a presença vale só para inscrições confirmadas.'
            : 'Confira se entrou com a sua conta e se está inscrito nesta turma.'}
        </Dica>
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to={MINHAS_INSCRICOES} className={LINK_PRIMARIO}>
            Meus Cursos
          </Link>
          <Link to={EVENTOS} className={LINK_SECUNDARIO}>
            Ver eventos
          </Link>
        </p>
      </>
    );
  }
  if (motivo === 'DATA_INVALIDA') {
    return (
      <>
        <Dica>A confirmação pelo QR só funciona nos dias de encontro da turma, até o fim do dia.</Dica>
        <p className="mt-2">
          <Link to={MINHAS_PRESENCAS} className={LINK_TEXTO}>
            Ver minhas presenças
          </Link>
        </p>
      </>
    );
  }
  return <TentarDeNovo aoTentar={() => aoConfirmar()} />;
}

/** Recusa do servidor (4xx): a mensagem dele e o próximo passo. */
export function CartaoRecusa({ erro, aoConfirmar }: { erro: ApiError; aoConfirmar: (t?: string) => void }) {
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), [erro]);
  const naoEncontrada = erro.status === 404;
  return (
    <section aria-labelledby="presenca-resultado" className="rounded-xl border-2 border-red-300 bg-white p-5 shadow-sm dark:border-red-900 dark:bg-slate-900">
      <div role="alert">
        <h2 id="presenca-resultado" ref={titulo} tabIndex={-1} className="flex items-start gap-2 text-lg font-bold text-red-800 focus:outline-none dark:text-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {naoEncontrada ? 'Turma não encontrada.' : 'Presença não registrada'}
        </h2>
        {!naoEncontrada && <p className="mt-2 text-slate-900 dark:text-slate-100">{erro.message}</p>}
      </div>
      <ProximoPasso erro={erro} aoConfirmar={aoConfirmar} />
    </section>
  );
}
