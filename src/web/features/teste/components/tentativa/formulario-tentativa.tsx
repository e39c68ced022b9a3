import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { ResultadoTentativa, Tentativa } from '#shared/contracts/testes.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { camposDoErro } from '#web/lib/erros-formulario.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { obterUsuario } from '#web/lib/sessao.ts';
import { DialogoConfirmar } from '../dialogo-confirmar.tsx';
import { Cronometro } from './cronometro.tsx';
import { QuestaoTentativa } from './questao-tentativa.tsx';
import {
  campoDaQuestao,
  chaveLocal,
  contarRespondidas,
  lerRespostasLocais,
  montarCorpo,
  questaoDoCampo,
  salvarRespostasLocais,
  valoresIniciais,
  type ValoresTentativa,
} from './regras-tentativa.ts';
import { useEnvioTentativa } from './use-envio-tentativa.ts';

interface Props {
  tentativa: Tentativa;
  aoResultado: (r: ResultadoTentativa) => void;
}

/**
 * A tentativa aberta: todas as questões numa página, a contagem de respondidas, o tempo restante (com
 * envio automático pouco antes do fim, use-envio-tentativa) e "Enviar respostas" (com confirmação se
 * houver questões em branco). As respostas da pessoa logada ficam no aparelho a cada mudança, e uma
 * recarga da página as recupera.
 */
export function FormularioTentativa({ tentativa, aoResultado }: Props) {
  // a pessoa de quando a tentativa abriu: o token que vence no meio do teste (e some com `usuario` até o
  // refresh) não pode parar de guardar as respostas; no logout a página sai e limparSessao apaga tudo
  const [chave] = useState(() => chaveLocal(obterUsuario()?.id, tentativa.tentativa.id));
  const [guardadas] = useState(() => lerRespostasLocais(chave));
  const { register, control, getValues, setError, setFocus, formState } = useForm<ValoresTentativa>({ defaultValues: valoresIniciais(tentativa, guardadas) });
  const respostas = useWatch({ control, name: 'respostas' });
  const [emBranco, setEmBranco] = useState<number | null>(null);
  const titulo = useRef<HTMLHeadingElement>(null);
  const total = tentativa.questoes.length;
  const respondidas = contarRespondidas(tentativa, respostas);
  const recuperadas = Object.values(guardadas).some(Boolean);

  /** Erros por questão vindos do servidor (400 do contrato): marca os campos e foca o primeiro. */
  function marcarCampos(err: unknown) {
    let primeiro: Path<ValoresTentativa> | null = null;
    for (const { campo, mensagem } of camposDoErro(err)) {
      const i = questaoDoCampo(campo);
      const q = i === null ? undefined : tentativa.questoes[i];
      if (!q) continue;
      const caminho = `respostas.${campoDaQuestao(q.id)}` as Path<ValoresTentativa>;
      setError(caminho, { type: 'server', message: mensagem });
      primeiro ??= caminho;
    }
    if (primeiro) setFocus(primeiro);
  }

  const { restante, fimDoTempo, enviando, erro, encerrada, enviar } = useEnvioTentativa({
    tentativa,
    chave,
    corpo: () => montarCorpo(tentativa, getValues('respostas')),
    aoResultado,
    aoErroDosCampos: marcarCampos,
  });

  useEffect(() => titulo.current?.focus(), []);
  // recusado o envio (tentativa encerrada), nada mais fica guardado no aparelho
  useEffect(() => {
    if (!encerrada) salvarRespostasLocais(chave, respostas);
  }, [chave, respostas, encerrada]);

  /** Com o tempo acabado, "Enviar agora" manda direto (sem a confirmação das em branco). */
  function pedirEnvio() {
    const brancos = total - contarRespondidas(tentativa, getValues('respostas'));
    if (brancos > 0 && !fimDoTempo) setEmBranco(brancos);
    else enviar();
  }

  function confirmarEnvio() {
    setEmBranco(null);
    enviar();
  }

  /** "Voltar e responder": o foco vai para a primeira questão em branco. */
  function voltarAoPrimeiroEmBranco() {
    setEmBranco(null);
    const valores = getValues('respostas');
    const q = tentativa.questoes.find((x) => !valores[campoDaQuestao(x.id)]?.trim());
    if (q) setTimeout(() => setFocus(`respostas.${campoDaQuestao(q.id)}`));
  }

  const erroDa = (questaoId: number) => (formState.errors.respostas as Record<string, { message?: string } | undefined> | undefined)?.[campoDaQuestao(questaoId)]?.message;

  return (
    <form onSubmit={(e) => (e.preventDefault(), pedirEnvio())} noValidate aria-labelledby="titulo-tentativa">
      <h2 id="titulo-tentativa" ref={titulo} tabIndex={-1} className="text-xl font-bold text-escola-800 focus:outline-none dark:text-escola-100">
        Tentativa {formatarNumero(tentativa.tentativa.numero)}
      </h2>
      {tentativa.retomada && (
        <p role="status" className="mt-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-50">
          Continuando a tentativa {formatarNumero(tentativa.tentativa.numero)}.{recuperadas ? ' As respostas guardadas neste aparelho foram recuperadas.' : ''}
        </p>
      )}
      {tentativa.teste.descricao && <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{tentativa.teste.descricao}</p>}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Questões em branco contam como erradas. Não feche a página durante a tentativa.</p>

      <ol className="mt-4 space-y-4">
        {tentativa.questoes.map((q, i) => (
          <li key={q.id}>
            <QuestaoTentativa questao={q} numero={i + 1} erro={erroDa(q.id)} registro={register(`respostas.${campoDaQuestao(q.id)}`)} />
          </li>
        ))}
      </ol>

      <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p role="status" aria-live="polite" className="text-sm font-semibold">
            {formatarNumero(respondidas)} de {formatarNumero(total)} respondidas
          </p>
          {restante !== null && <Cronometro restante={restante} />}
        </div>
        {fimDoTempo && !erro && <p className="mt-2 text-sm font-semibold text-amber-900 dark:text-amber-100">Fim do tempo: suas respostas estão sendo enviadas.</p>}
        <AlertaErro mensagem={erro} />
        <Botao type="submit" className="mt-3 w-full sm:w-auto" carregando={enviando} textoCarregando="Enviando…">
          <Send aria-hidden="true" className="size-4" />
          {fimDoTempo ? 'Enviar agora' : 'Enviar respostas'}
        </Botao>
      </div>

      {emBranco !== null && !fimDoTempo && (
        <DialogoConfirmar
          titulo="Enviar com questões em branco?"
          descricao={`${emBranco === 1 ? 'Há 1 questão em branco' : `Há ${formatarNumero(emBranco)} questões em branco`}. Questões em branco contam como erradas.`}
          rotuloCancelar="Voltar e responder"
          rotuloConfirmar="Enviar assim mesmo"
          aoConfirmar={confirmarEnvio}
          aoFechar={voltarAoPrimeiroEmBranco}
        />
      )}
    </form>
  );
}
