import { Eye, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import type { EventoDetalhe, EventoEntradaValidada } from '#shared/contracts/eventos.ts';
import type { Lookups } from '#shared/contracts/perfil.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { CLASSE_BOTAO_LINHA } from './classes.ts';
import { DialogoPublicacao } from './dialogo-publicacao.tsx';
import { eventoVazio, resolverEvento, valoresDoEvento, type EventoForm } from './esquema-evento.ts';
import { SecaoArquivos } from './secao-arquivos.tsx';
import { SecaoDadosEvento } from './secao-dados-evento.tsx';
import { SecaoRestricao } from './secao-restricao.tsx';
import { SecaoTurmas } from './secao-turmas.tsx';
import { useArquivosEvento } from './use-arquivos-evento.ts';
import { useEnviarEvento } from './use-enviar-evento.ts';
import { GERENCIAR_EVENTOS } from '#web/lib/caminhos.ts';

interface Props {
  /** Evento salvo (edição) ou nulo (novo). */
  evento: EventoDetalhe | null;
  lookups: Lookups;
}

/** Editor do evento: dados, restrição, arquivos e turmas, validados pelo esquema do contrato. */
export function FormularioEvento({ evento, lookups }: Props) {
  const form = useForm<EventoForm, unknown, EventoEntradaValidada>({
    resolver: resolverEvento,
    defaultValues: evento ? valoresDoEvento(evento) : eventoVazio(),
    // o foco do primeiro erro é nosso (caminhos-formulario.ts): alcança também listas sem <input>
    shouldFocusError: false,
  });
  const { control, register } = form;
  const { isDirty } = useFormState({ control });
  const arquivos = useArquivosEvento(evento);
  const { enviar, erroGeral, salvando } = useEnviarEvento(form, evento, arquivos);
  const [publicar, setPublicar] = useState(false);
  const inscricoes = useMemo(() => new Map(evento?.turmas.map((t) => [t.id, { confirmadas: t.confirmadas, em_espera: t.em_espera }]) ?? []), [evento]);
  const pendente = isDirty || arquivos.mudou;

  return (
    <>
      <form onSubmit={(e) => void enviar(e)} noValidate className="space-y-6" aria-label={evento ? 'Editar evento' : 'Novo evento'}>
        <SecaoDadosEvento control={control} register={register} lookups={lookups} />
        <SecaoRestricao control={control} register={register} lookups={lookups} />
        <SecaoArquivos arquivos={arquivos} />
        <SecaoTurmas control={control} register={register} inscricoes={inscricoes} />
        <AlertaErro mensagem={erroGeral} />
        {/* fixa no rodapé a partir de 640 px; no celular fica no fim do formulário (três botões fixos tomariam a tela) */}
        <div className="-mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:sticky sm:bottom-0 sm:z-10 sm:flex-row sm:items-center sm:justify-end sm:backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
          {evento && !evento.publicado && pendente && <p className="text-sm text-slate-600 sm:mr-auto dark:text-slate-400">Salve as alterações antes de publicar.</p>}
          <Link to={GERENCIAR_EVENTOS} className={CLASSE_BOTAO_LINHA}>
            Cancelar
          </Link>
          {evento && !evento.publicado && (
            <Botao variante="secundario" disabled={pendente || salvando} onClick={() => setPublicar(true)}>
              <Eye aria-hidden="true" className="size-4" />
              Publicar
            </Botao>
          )}
          <Botao type="submit" carregando={salvando} textoCarregando="Salvando…" disabled={arquivos.preparando}>
            <Save aria-hidden="true" className="size-4" />
            Salvar evento
          </Botao>
        </div>
      </form>
      {publicar && evento && <DialogoPublicacao evento={evento} aoFechar={() => setPublicar(false)} />}
    </>
  );
}
