import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { TesteAdmin } from '#shared/contracts/testes.ts';
import { pendenciasParaPublicar } from '#shared/rules/teste.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { aplicarErrosDoServidor } from '#web/lib/erros-formulario.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { usePublicarTeste } from '../../api/publicar-teste.ts';
import { useSalvarTeste } from '../../api/salvar-teste.ts';
import { caminhosDoFormulario, pendenciasDoErro, questoesParaRegras, valoresIniciais, type TesteForm, type TesteValidado } from './regras-editor.ts';

type Form = UseFormReturn<TesteForm, unknown, TesteValidado>;
const REVISE = 'Revise os campos destacados.';

interface Opcoes {
  eventoId: number;
  publicado: boolean;
  /** Foca o título das pendências (publicar com pendências). */
  focarPendencias: () => void;
  /** Depois de publicar: o editor recomeça no modo publicado. */
  aoPublicar: (teste: TesteAdmin) => void;
}

/** Salva (PUT), recomeça o formulário com o teste salvo e, na recusa, marca os campos citados pelo servidor. */
function useGravar(form: Form, eventoId: number, publicado: boolean, aoFalhar: (mensagem: string) => void) {
  const salvar = useSalvarTeste(eventoId);
  async function gravar(dados: TesteValidado): Promise<TesteAdmin | null> {
    try {
      const salvo = await salvar.mutateAsync(dados);
      form.reset(valoresIniciais(salvo));
      return salvo;
    } catch (err) {
      const caminhos = caminhosDoFormulario(form.getValues(), !publicado) as Path<TesteForm>[];
      const marcados = aplicarErrosDoServidor(err, form, caminhos);
      aoFalhar(marcados > 0 ? REVISE : err instanceof Error && err.message ? err.message : 'Não foi possível salvar agora.');
      return null;
    }
  }
  return { gravar, salvando: salvar.isPending };
}

/**
 * Salvar e publicar. Salvar valida pelo contrato (foco no primeiro campo com erro) e manda o PUT (com as
 * questões no rascunho, sem elas no publicado). Publicar confere as pendências das regras, pede
 * confirmação, salva e publica; a recusa do servidor (400 com as pendências) aparece junto dos botões.
 */
export function useEnvioTeste(form: Form, { eventoId, publicado, focarPendencias, aoPublicar }: Opcoes) {
  const publicar = usePublicarTeste(eventoId);
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [pendenciasServidor, setPendenciasServidor] = useState<string[]>([]);
  const [avisoPendencias, setAvisoPendencias] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const { gravar, salvando } = useGravar(form, eventoId, publicado, setErroGeral);

  function limpar() {
    setErroGeral(null);
    setPendenciasServidor([]);
    setAvisoPendencias(false);
  }
  /** O react-hook-form já focou o primeiro campo com erro (shouldFocusError). */
  function aoInvalido() {
    limpar();
    setConfirmando(false);
    setErroGeral(REVISE);
  }

  const salvarAgora = form.handleSubmit(async (dados) => {
    limpar();
    if (await gravar(dados)) notificarSucesso(publicado ? 'Ajustes salvos.' : 'Rascunho salvo.');
  }, aoInvalido);

  /** "Publicar": com pendências, mostra e foca a lista; sem elas, valida e pede confirmação. */
  function pedirPublicacao() {
    limpar();
    if (pendenciasParaPublicar({ questoes: questoesParaRegras(form.getValues('questoes')) }).length > 0) {
      setAvisoPendencias(true);
      focarPendencias();
      return;
    }
    void form.handleSubmit(() => setConfirmando(true), aoInvalido)();
  }

  const publicarAgora = form.handleSubmit(async (dados) => {
    limpar();
    const salvo = await gravar(dados);
    const teste = salvo && (await publicar.mutateAsync().catch((err: unknown) => {
      setErroGeral(err instanceof ApiError && err.message ? err.message : 'Não foi possível publicar agora.');
      setPendenciasServidor(err instanceof ApiError ? pendenciasDoErro(err.details) : []);
      return null;
    }));
    setConfirmando(false);
    if (!teste) return;
    notificarSucesso('Teste publicado.');
    aoPublicar(teste);
  }, aoInvalido);

  return {
    salvarAgora,
    pedirPublicacao,
    publicarAgora,
    confirmando,
    cancelarPublicacao: () => setConfirmando(false),
    erroGeral,
    pendenciasServidor,
    avisoPendencias,
    salvando,
    publicando: salvando || publicar.isPending,
  };
}
