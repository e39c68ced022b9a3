import { ArrowLeft, Send, Save } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ParecerDoAvaliador } from '#shared/contracts/revisao.ts';
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import { ROTULO_SITUACAO_PARECER } from '#shared/rules/revisao.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { Cartao, ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { useParecer } from '../../api/obter-parecer.ts';
import { useSalvarParecer } from '../../api/salvar-parecer.ts';
import { formatarHorario, formatarNota } from './formato.ts';
import { CampoNota } from './campo-nota.tsx';
import { conferirNotas, type Conferencia } from './regras-parecer.ts';
import { TextoDoTrabalho } from './texto-do-trabalho.tsx';

interface Props {
  submissaoId: number;
  tipo: TipoAvaliacao;
  aoVoltar: () => void;
}

/** O parecer de um trabalho atribuído: o texto (sem autoria), as notas por critério e os comentários. */
export function FormularioParecer({ submissaoId, tipo, aoVoltar }: Props) {
  const q = useParecer(submissaoId, tipo);
  // fora do formulário: salvar remonta o formulário com o parecer novo, e o aviso fica
  const [aviso, setAviso] = useState('');
  const caixa = useRef<HTMLDivElement>(null);
  // a lista sai e o formulário entra no lugar: o foco (e a rolagem) vai ao "Voltar aos trabalhos", no topo
  useEffect(() => {
    caixa.current?.querySelector('button')?.focus();
  }, []);
  const voltar = (
    <div ref={caixa}>
      <Botao variante="fantasma" onClick={aoVoltar} className="mb-4 -ml-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Voltar aos trabalhos
      </Botao>
    </div>
  );
  if (q.isPending)
    return (
      <>
        {voltar}
        <Esqueleto rotulo="Carregando o trabalho…" />
      </>
    );
  if (q.isError)
    return (
      <>
        {voltar}
        <ErroCarregamento mensagem={`Não foi possível abrir o trabalho: ${q.error.message}`} aoTentar={() => void q.refetch()} />
      </>
    );
  return (
    <>
      {voltar}
      <TextoDoTrabalho dados={q.data} />
      <Parecer key={`${q.data.parecer.situacao}-${q.data.parecer.atualizado_em ?? ''}`} dados={q.data} aviso={aviso} setAviso={setAviso} />
    </>
  );
}

function Parecer({ dados, aviso, setAviso }: { dados: ParecerDoAvaliador; aviso: string; setAviso: (texto: string) => void }) {
  const p = dados.parecer;
  const somenteLeitura = !dados.pode_editar || p.situacao === 'enviado';
  const inicial = new Map(p.notas.map((n) => [n.criterio_id, n]));
  const [notas, setNotas] = useState<Record<number, string>>(() =>
    Object.fromEntries(dados.criterios.map((c) => [c.id, inicial.has(c.id) ? String(inicial.get(c.id)!.nota).replace('.', ',') : ''])),
  );
  const [comentarios, setComentarios] = useState<Record<number, string>>(() => Object.fromEntries(dados.criterios.map((c) => [c.id, inicial.get(c.id)?.comentario ?? ''])));
  const [comentario, setComentario] = useState(p.comentario);
  const [observacao, setObservacao] = useState(p.observacao_reservada);
  const [conferencia, setConferencia] = useState<Conferencia | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const salvar = useSalvarParecer(dados.submissao.id, dados.tipo);
  const idErroGeral = useId();
  const topo = useRef<HTMLHeadingElement>(null);
  const avisoAoMontar = useRef(aviso);
  // depois de salvar ou enviar o formulário remonta com o parecer novo: o foco vai ao título do parecer (o aviso está logo abaixo)
  useEffect(() => {
    if (avisoAoMontar.current) topo.current?.focus();
  }, []);

  function corpo(enviar: boolean, c: Conferencia) {
    return {
      notas: c.notas.map((n) => ({ ...n, comentario: comentarios[n.criterio_id] ?? '' })),
      comentario,
      observacao_reservada: observacao,
      enviar,
    };
  }

  function conferir(enviar: boolean): Conferencia | null {
    const c = conferirNotas(dados.criterios, notas, enviar);
    setConferencia(c);
    const primeiro = dados.criterios.find((cr) => c.erros[cr.id]);
    if (primeiro) {
      document.getElementById(`criterio-${primeiro.id}`)?.querySelector<HTMLElement>('input')?.focus();
      return null;
    }
    return c;
  }

  function guardar() {
    setAviso('');
    const c = conferir(false);
    if (!c) return;
    salvar.mutate(corpo(false, c), { onSuccess: () => setAviso('Parecer salvo. Você pode voltar e continuar depois.') });
  }

  function pedirEnvio() {
    setAviso('');
    if (conferir(true)) setConfirmar(true);
  }

  function enviar() {
    const c = conferirNotas(dados.criterios, notas, true);
    salvar.mutate(corpo(true, c), {
      onSuccess: () => setAviso('Parecer enviado. Obrigado!'),
      onError: () => setConfirmar(false),
    });
  }

  return (
    <section aria-labelledby="titulo-parecer">
      <h2 id="titulo-parecer" ref={topo} tabIndex={-1} className="mb-1 text-xl font-bold text-escola-800 dark:text-escola-100">
        Seu parecer
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
        Situação: {ROTULO_SITUACAO_PARECER[p.situacao]}
        {p.enviado_em && ` em ${formatarHorario(p.enviado_em)}`}
        {p.nota !== null && ` · Nota: ${formatarNota(p.nota)} de 10`}
        {somenteLeitura && p.situacao !== 'enviado' && ' · a avaliação deste trabalho não está mais aberta'}
      </p>
      <p role="status" aria-live="polite" className="mb-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        {aviso}
      </p>
      <form
        noValidate
        aria-describedby={conferencia?.geral ? idErroGeral : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          pedirEnvio();
        }}
        className="grid gap-4"
      >
        {dados.criterios.map((c) => (
          <Cartao key={c.id}>
            <div id={`criterio-${c.id}`}>
              <CampoNota
                criterio={c}
                valor={notas[c.id] ?? ''}
                erro={conferencia?.erros[c.id]}
                somenteLeitura={somenteLeitura}
                aoMudar={(v) => setNotas((n) => ({ ...n, [c.id]: v }))}
              />
              <div className="mt-3">
                <CampoTextoLongo
                  rotulo={`Comentário sobre "${c.titulo}" (opcional)`}
                  value={comentarios[c.id] ?? ''}
                  onChange={(e) => setComentarios((m) => ({ ...m, [c.id]: e.target.value }))}
                  readOnly={somenteLeitura}
                  maxLength={5000}
                  rows={2}
                />
              </div>
            </div>
          </Cartao>
        ))}
        <CampoTextoLongo
          rotulo="Comentário ao autor"
          dica="Vai ao autor quando o resultado for liberado, sem o seu nome."
          value={comentario}
          onChange={(e) => setComentario(e.target.value)}
          readOnly={somenteLeitura}
          maxLength={5000}
          rows={4}
        />
        <CampoTextoLongo
          rotulo="Observação reservada à administração"
          dica="Só a administração lê; o autor não vê."
          value={observacao}
          onChange={(e) => setObservacao(e.target.value)}
          readOnly={somenteLeitura}
          maxLength={5000}
          rows={3}
        />
        <AlertaErro id={idErroGeral} mensagem={conferencia?.geral ?? (confirmar ? null : salvar.error?.message)} />
        {!somenteLeitura && (
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Botao variante="secundario" onClick={guardar} carregando={salvar.isPending && !confirmar} textoCarregando="Salvando…">
              <Save aria-hidden="true" className="size-4" />
              Salvar para continuar depois
            </Botao>
            <Botao type="submit" disabled={salvar.isPending}>
              <Send aria-hidden="true" className="size-4" />
              Enviar parecer
            </Botao>
          </div>
        )}
      </form>
      {confirmar && (
        <Dialogo
          titulo="Enviar o parecer?"
          descricao="Depois de enviado, o parecer não pode mais ser alterado."
          aoFechar={() => !salvar.isPending && setConfirmar(false)}
          largura="sm"
          rodape={
            <>
              <Botao variante="secundario" onClick={() => setConfirmar(false)} disabled={salvar.isPending}>
                Cancelar
              </Botao>
              <Botao onClick={enviar} carregando={salvar.isPending} textoCarregando="Enviando…" data-autofoco>
                Confirmar envio
              </Botao>
            </>
          }
        >
          <AlertaErro mensagem={salvar.error?.message} />
        </Dialogo>
      )}
    </section>
  );
}
