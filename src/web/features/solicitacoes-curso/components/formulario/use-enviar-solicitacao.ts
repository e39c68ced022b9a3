import { useState, type FormEvent } from 'react';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { aplicarErrosDoServidor } from '#web/lib/erros-formulario.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useSalvarSolicitacao } from '../../api/salvar-solicitacao.ts';
import { TEXTOS_ENVIO } from './textos-envio.ts';
import { caminhosDoFormulario, focarCampo, mensagemDoErro, type SolicitacaoForm, type SolicitacaoValidada } from './esquema.ts';

type Form = UseFormReturn<SolicitacaoForm, unknown, SolicitacaoValidada>;
export type AcaoFormulario = 'rascunho' | 'enviar';


/**
 * Envio do formulário pelos dois botões: "Salvar rascunho" (enviar = falso) e "Enviar para análise"
 * (enviar = verdadeiro). Valida pelo contrato (foco no primeiro campo com erro), salva, leva aos campos
 * os erros do servidor (`details.campos`) e ignora um segundo envio enquanto o primeiro corre.
 */
export function useEnviarSolicitacao(form: Form, solicitacao: Solicitacao | null, aoConcluir: (s: Solicitacao, enviada: boolean) => void) {
  const salvar = useSalvarSolicitacao();
  const [emCurso, setEmCurso] = useState<AcaoFormulario | null>(null);
  const [erroGeral, setErroGeral] = useState('');
  const caminhos = () => caminhosDoFormulario(form.getValues()) as Path<SolicitacaoForm>[];

  function aoInvalido(erros: FieldErrors<SolicitacaoForm>) {
    setErroGeral(TEXTOS_ENVIO.revise);
    const primeiro = caminhos().find((c) => mensagemDoErro(erros, c));
    if (primeiro) focarCampo(primeiro);
  }

  async function aoValido(dados: SolicitacaoValidada, acao: AcaoFormulario) {
    const enviar = acao === 'enviar';
    setErroGeral('');
    setEmCurso(acao);
    try {
      const salva = await salvar.mutateAsync({ id: solicitacao?.id ?? null, dados, enviar });
      notificarSucesso(enviar ? TEXTOS_ENVIO.enviada : TEXTOS_ENVIO.rascunho);
      aoConcluir(salva, enviar);
    } catch (err) {
      const marcados = aplicarErrosDoServidor(err, { setError: form.setError, setFocus: focarCampo }, caminhos());
      setErroGeral(marcados > 0 ? TEXTOS_ENVIO.revise : err instanceof Error && err.message ? err.message : TEXTOS_ENVIO.falha);
    } finally {
      setEmCurso(null);
    }
  }

  function submeter(acao: AcaoFormulario) {
    if (emCurso) return;
    void form.handleSubmit((dados) => aoValido(dados, acao), aoInvalido)();
  }
  /** Enter num campo (e "Salvar rascunho", o botão de envio do formulário) salva o rascunho. */
  function aoSubmeter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    submeter('rascunho');
  }
  return { aoSubmeter, enviarParaAnalise: () => submeter('enviar'), emCurso, erroGeral };
}
