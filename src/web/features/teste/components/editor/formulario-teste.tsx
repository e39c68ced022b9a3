import { Eye, Save } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { TesteAdmin } from '#shared/contracts/testes.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_LINK_SECUNDARIO } from '../classes.ts';
import { DialogoConfirmar } from '../dialogo-confirmar.tsx';
import { ListaQuestoes } from './lista-questoes.tsx';
import { QuestoesPublicadas } from './questoes-publicadas.tsx';
import { resolverDoTeste, valoresIniciais, type TesteForm, type TesteValidado } from './regras-editor.ts';
import { ResumoPublicacao } from './resumo-publicacao.tsx';
import { SecaoAjustes } from './secao-ajustes.tsx';
import { useEnvioTeste } from './use-envio-teste.ts';
import { EDITAR_EVENTO, caminho } from '#web/lib/caminhos.ts';

interface Props {
  eventoId: number;
  teste: TesteAdmin | null;
  aoPublicar: () => void;
}

/**
 * O formulário do teste. Rascunho (ou teste novo): ajustes e questões editáveis, peso total e pendências
 * ao vivo, "Salvar rascunho" e "Publicar". Publicado: só os ajustes ("Salvar ajustes"); as questões ficam para leitura.
 */
export function FormularioTeste({ eventoId, teste, aoPublicar }: Props) {
  const publicado = teste?.status === 'publicado';
  const resolver = useMemo(() => resolverDoTeste(!publicado), [publicado]);
  const form = useForm<TesteForm, unknown, TesteValidado>({ resolver, defaultValues: valoresIniciais(teste) });
  const questoes = useWatch({ control: form.control, name: 'questoes' });
  const tituloPendencias = useRef<HTMLHeadingElement>(null);
  const envio = useEnvioTeste(form, {
    eventoId,
    publicado,
    focarPendencias: () => setTimeout(() => tituloPendencias.current?.focus()),
    aoPublicar,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void envio.salvarAgora(e)} noValidate aria-label="Teste do curso" className="space-y-6">
        <SecaoAjustes travarAprovacao={(teste?.respostas.tentativas ?? 0) > 0} />
        {publicado && teste ? (
          <QuestoesPublicadas teste={teste} />
        ) : (
          <>
            <ListaQuestoes />
            <ResumoPublicacao questoes={questoes ?? []} refPendencias={tituloPendencias} />
          </>
        )}
        {envio.avisoPendencias && <AlertaErro mensagem="Resolva as pendências para publicação antes de publicar. O rascunho pode ser salvo assim mesmo." />}
        <AlertaErro mensagem={envio.erroGeral} />
        {envio.pendenciasServidor.length > 0 && (
          <ul aria-label="Pendências apontadas pelo servidor" className="list-disc space-y-1 pl-6 text-sm text-red-900 dark:text-red-100">
            {envio.pendenciasServidor.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <div className="-mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:sticky sm:bottom-0 sm:z-10 sm:flex-row sm:items-center sm:justify-end sm:backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
          <Link to={caminho(EDITAR_EVENTO, { id: eventoId })} className={CLASSE_LINK_SECUNDARIO}>
            Voltar ao evento
          </Link>
          {!publicado && (
            <Botao variante="secundario" onClick={envio.pedirPublicacao} disabled={envio.publicando}>
              <Eye aria-hidden="true" className="size-4" />
              Publicar
            </Botao>
          )}
          <Botao type="submit" carregando={envio.salvando && !envio.confirmando} textoCarregando="Salvando…">
            <Save aria-hidden="true" className="size-4" />
            {publicado ? 'Salvar ajustes' : 'Salvar rascunho'}
          </Botao>
        </div>
      </form>
      {envio.confirmando && (
        <DialogoConfirmar
          titulo="Publicar o teste?"
          descricao="O rascunho é salvo e o teste fica disponível para quem concluir a turma. Depois de publicado, as questões só mudam com uma nova versão, e só enquanto ninguém tiver começado o teste."
          rotuloConfirmar="Publicar teste"
          carregando={envio.publicando}
          textoCarregando="Publicando…"
          aoConfirmar={() => void envio.publicarAgora()}
          aoFechar={envio.cancelarPublicacao}
        />
      )}
    </FormProvider>
  );
}
