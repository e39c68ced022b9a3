import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { TurmaParaAvaliarSchema } from '#shared/contracts/avaliacoes.ts';
import { criteriosDoTipo, ESCALA, TEXTOS_LIVRES } from '#shared/rules/avaliacao.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { camposDoErro } from '#web/lib/erros-formulario.ts';
import { formatarMedia, formatarNumero } from '#web/lib/formato.ts';
import { useNavigate } from '#web/lib/roteador.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useEnviarAvaliacao } from '../../api/enviar-avaliacao.ts';
import { CampoTextoLivre } from './campo-texto-livre.tsx';
import { GrupoCriterio } from './grupo-criterio.tsx';
import { CartaoRecusa } from './cartao-recusa.tsx';
import {
  campoDoServidor,
  esquemaDoFormulario,
  mediaPrevia,
  montarCorpo,
  progresso,
  valoresIniciais,
  type SaidaFormulario,
  type ValoresAvaliacao,
} from './regras-formulario.ts';
import { AVALIACAO, CERTIFICADOS } from '#web/lib/caminhos.ts';

const ESCALA_POR_EXTENSO = ESCALA.map((e) => `${e.rotulo} ${e.valor}`).join(' • ');

/** Formulário de avaliação de uma turma que a pessoa pode avaliar. */
export function FormularioAvaliacao({ turmaId, dados }: { turmaId: number; dados: z.infer<typeof TurmaParaAvaliarSchema> }) {
  const navegar = useNavigate();
  const envio = useEnviarAvaliacao(turmaId);
  const criterios = useMemo(() => criteriosDoTipo(dados.evento.tipo), [dados.evento.tipo]);
  const esquema = useMemo(() => esquemaDoFormulario(criterios), [criterios]);
  const { register, handleSubmit, control, setError, setFocus, formState } = useForm<ValoresAvaliacao, unknown, SaidaFormulario>({
    resolver: zodResolver(esquema),
    defaultValues: valoresIniciais(criterios),
    shouldFocusError: false,
  });
  const respostas = useWatch({ control, name: 'respostas' });
  const textos = useWatch({ control, name: ['gostou_mais', 'sugestoes_melhoria', 'comentarios_finais'] });
  const [bloqueadoPorPendentes, setBloqueadoPorPendentes] = useState(false);
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [jaAvaliada, setJaAvaliada] = useState<string | null>(null);

  const { respondidos, total, pendentes } = progresso(criterios, respostas);
  const mediaAtual = mediaPrevia(criterios, respostas);
  const ordemDosCampos: Path<ValoresAvaliacao>[] = [
    ...criterios.map((c) => `respostas.${c.chave}` as Path<ValoresAvaliacao>),
    ...TEXTOS_LIVRES.map((t) => t.chave),
  ];

  function focarPrimeiroComErro(erros: FieldErrors<ValoresAvaliacao>) {
    const comErro = (campo: string) => {
      const [a, b] = campo.split('.') as [keyof ValoresAvaliacao, string?];
      return b ? Boolean((erros.respostas as Record<string, unknown> | undefined)?.[b]) : Boolean(erros[a]);
    };
    const primeiro = ordemDosCampos.find(comErro);
    if (primeiro) setFocus(primeiro);
  }

  function tratarFalha(err: unknown) {
    if (err instanceof ApiError && err.status === 409) {
      setJaAvaliada(err.message || 'Você já avaliou esta turma.');
      return;
    }
    const marcados: Path<ValoresAvaliacao>[] = [];
    for (const { campo, mensagem } of camposDoErro(err)) {
      const alvo = campoDoServidor(campo, criterios) as Path<ValoresAvaliacao> | null;
      if (!alvo || marcados.includes(alvo)) continue;
      setError(alvo, { type: 'server', message: mensagem });
      marcados.push(alvo);
    }
    const primeiro = ordemDosCampos.find((c) => marcados.includes(c));
    if (primeiro) setFocus(primeiro);
    setErroGeral(err instanceof Error ? err.message : 'Não foi possível enviar a avaliação.');
  }

  const enviar = handleSubmit(
    (saida) => {
      setBloqueadoPorPendentes(false);
      setErroGeral(null);
      return envio.mutateAsync(montarCorpo(saida)).then((r) => {
        notificarSucesso(r.mensagem);
        // a avaliação completa a cadeia: com o certificado emitido, o próximo lugar é Meus Certificados
        navegar(r.certificado_id ? CERTIFICADOS : AVALIACAO);
      }, tratarFalha);
    },
    (erros) => {
      setBloqueadoPorPendentes(progresso(criterios, respostas).pendentes.length > 0);
      setErroGeral(null);
      focarPrimeiroComErro(erros);
    },
  );

  if (jaAvaliada) return <CartaoRecusa titulo="Avaliação já enviada" mensagem={jaAvaliada} />;

  const erroDe = (chave: string) => (formState.errors.respostas as Record<string, { message?: string } | undefined> | undefined)?.[chave]?.message;
  const pronto = pendentes.length === 0;
  const percentual = total === 0 ? 100 : Math.round((respondidos / total) * 100);

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate aria-label={`Avaliação de ${dados.evento.titulo}`}>
      <p className="text-sm text-slate-700 dark:text-slate-300">Selecione uma opção para cada critério e, se desejar, deixe comentários.</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Escala: {ESCALA_POR_EXTENSO}. <span aria-hidden="true" className="text-red-700 dark:text-red-400">*</span> obrigatório.
      </p>

      <div className="mt-4 space-y-3">
        {criterios.map((c) => (
          <GrupoCriterio key={c.chave} criterio={c} erro={erroDe(c.chave)} registro={register(`respostas.${c.chave}`)} />
        ))}
      </div>

      <section aria-labelledby="titulo-comentarios" className="mt-6 space-y-4">
        <h2 id="titulo-comentarios" className="text-lg font-semibold text-escola-800 dark:text-escola-100">
          Comentários
        </h2>
        {TEXTOS_LIVRES.map((t, i) => (
          <CampoTextoLivre key={t.chave} chave={t.chave} rotulo={t.rotulo} tamanho={textos[i]?.length ?? 0} erro={formState.errors[t.chave]?.message} registro={register(t.chave)} />
        ))}
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div role="status" aria-live="polite" className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
          <p>
            <span className="font-semibold">Progresso:</span> {formatarNumero(respondidos)} de {formatarNumero(total)} obrigatórios
          </p>
          <p>
            <span className="font-semibold">Média prévia:</span> {mediaAtual === null ? '—' : `${formatarMedia(mediaAtual)} / 10`}
          </p>
          <p className={`w-full text-xs ${pronto ? 'text-green-700 dark:text-green-400' : 'text-slate-600 dark:text-slate-400'}`}>
            {pronto ? 'Tudo pronto para enviar.' : 'Há campos obrigatórios pendentes.'}
          </p>
        </div>
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
          <div className="h-full rounded-full bg-escola-700 transition-[width] dark:bg-escola-500" style={{ width: `${percentual}%` }} />
        </div>
        {bloqueadoPorPendentes && !pronto && <AlertaErro mensagem={`Preencha todas as notas obrigatórias (${pendentes.length} pendente(s)).`} />}
        <AlertaErro mensagem={erroGeral} />
        <Botao type="submit" className="mt-3 w-full sm:w-auto" carregando={envio.isPending} textoCarregando="Enviando…">
          Enviar avaliação
        </Botao>
      </div>
    </form>
  );
}
