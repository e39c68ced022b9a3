import { useState, type FormEvent } from 'react';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import type { Submissao, SubmissaoEntradaValidada } from '#shared/contracts/submissoes.ts';
import { aplicarErrosDoServidor } from '#web/lib/erros-formulario.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useSalvarSubmissao } from '../../../api/salvar-submissao.ts';
import { caminhosDoEditor, focarCampo, pendenciasDoEditor, valoresDoTrabalho, type ContextoTrabalho, type TrabalhoForm } from './esquema-trabalho.ts';

/** Erro com texto (o de uma lista inteira fica em `root`; o objeto dos filhos não conta). */
const temMensagem = (e: unknown) => Boolean((e as { message?: string } | undefined)?.message || (e as { root?: { message?: string } } | undefined)?.root?.message);

type Form = UseFormReturn<TrabalhoForm, ContextoTrabalho, SubmissaoEntradaValidada>;
export type AcaoEditor = 'rascunho' | 'enviar';

export const TEXTOS_EDITOR = {
  revise: 'Revise os campos destacados.',
  falha: 'Não foi possível salvar o trabalho. Confira a conexão e tente novamente.',
  rascunho: 'Rascunho salvo. Só você vê o trabalho até enviá-lo.',
  enviado: 'Trabalho enviado! A confirmação chega por aqui e por e-mail.',
  alterado: 'Alterações salvas.',
} as const;

/**
 * Os dois botões do editor: "Salvar rascunho" (pode ficar incompleto, nunca fora das regras) e "Enviar
 * trabalho" (completo). Um trabalho já enviado só salva completo. Valida (foco no primeiro erro), salva, leva
 * aos campos os erros do servidor (`details.campos`) e ignora um segundo envio enquanto o primeiro corre.
 */
export function useSalvarTrabalho(form: Form, chamadaId: number, submissao: Submissao | null, aoSalvo: (s: Submissao, acao: AcaoEditor) => void) {
  const salvar = useSalvarSubmissao();
  const [emCurso, setEmCurso] = useState<AcaoEditor | null>(null);
  const [erroGeral, setErroGeral] = useState('');
  const jaEnviado = submissao !== null && submissao.status !== 'rascunho';
  const caminhos = () => caminhosDoEditor(form.getValues()) as Path<TrabalhoForm>[];

  /** Para enviar: marca o que falta (junto dos erros das regras, se houver). Devolve se faltou algo. */
  function marcarPendencias(acao: AcaoEditor): boolean {
    if (acao === 'rascunho' && !jaEnviado) return false;
    const falta = pendenciasDoEditor(form.getValues());
    for (const f of falta) if (!form.getFieldState(f.caminho as Path<TrabalhoForm>).error) form.setError(f.caminho as Path<TrabalhoForm>, { type: 'pendencia', message: f.mensagem });
    return falta.length > 0;
  }

  /** O estado de cada campo é lido na hora (`getFieldState`): o `formState` do render já ficou para trás. */
  function focarPrimeiro() {
    const primeiro = caminhos().find((c) => temMensagem(form.getFieldState(c).error));
    if (primeiro) focarCampo(primeiro);
  }

  function aoInvalido(_: FieldErrors<TrabalhoForm>, acao: AcaoEditor) {
    marcarPendencias(acao);
    setErroGeral(TEXTOS_EDITOR.revise);
    focarPrimeiro();
  }

  async function aoValido(dados: SubmissaoEntradaValidada, acao: AcaoEditor) {
    if (marcarPendencias(acao)) {
      setErroGeral(TEXTOS_EDITOR.revise);
      focarPrimeiro();
      return;
    }
    setErroGeral('');
    setEmCurso(acao);
    try {
      const salva = await salvar.mutateAsync({ id: submissao?.id ?? null, chamadaId, dados: { ...dados, enviar: acao === 'enviar' && !jaEnviado } });
      form.reset(valoresDoTrabalho(salva));
      notificarSucesso(acao === 'rascunho' ? TEXTOS_EDITOR.rascunho : jaEnviado ? TEXTOS_EDITOR.alterado : TEXTOS_EDITOR.enviado);
      aoSalvo(salva, acao);
    } catch (err) {
      const marcados = aplicarErrosDoServidor(err, { setError: form.setError, setFocus: focarCampo }, caminhos());
      setErroGeral(marcados > 0 ? TEXTOS_EDITOR.revise : err instanceof Error && err.message ? err.message : TEXTOS_EDITOR.falha);
    } finally {
      setEmCurso(null);
    }
  }

  function submeter(acao: AcaoEditor) {
    if (emCurso) return;
    void form.handleSubmit(
      (dados) => aoValido(dados, acao),
      (erros) => aoInvalido(erros, acao),
    )();
  }
  /** Enter num campo de uma linha salva: rascunho (ou as alterações de um trabalho enviado). */
  function aoSubmeter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    submeter(jaEnviado ? 'enviar' : 'rascunho');
  }
  return { aoSubmeter, enviar: () => submeter('enviar'), emCurso, erroGeral, jaEnviado };
}
