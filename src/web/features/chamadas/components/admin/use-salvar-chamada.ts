import { useState, type FormEvent } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { ChamadaAdmin, ChamadaEntradaValidada } from '#shared/contracts/chamadas.ts';
import { aplicarErrosDoServidor } from '#web/lib/erros-formulario.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useSalvarChamada } from '../../api/salvar-chamada.ts';
import { caminhosDoFormulario, focarCampo, pendenciasParaPublicar, valoresDaChamada, type ChamadaForm } from './esquema-chamada.ts';

/** Erro com texto (o de uma lista inteira fica em `root`; o objeto dos filhos não conta). */
const temMensagem = (e: unknown) => Boolean((e as { message?: string } | undefined)?.message || (e as { root?: { message?: string } } | undefined)?.root?.message);

type Form = UseFormReturn<ChamadaForm, unknown, ChamadaEntradaValidada>;
/** Salvar como está, salvar e publicar, salvar e voltar a rascunho. */
export type AcaoChamada = 'salvar' | 'publicar' | 'despublicar';

export const TEXTOS_CHAMADA = {
  revise: 'Revise os campos destacados.',
  falha: 'Não foi possível salvar a chamada. Confira a conexão e tente novamente.',
  criada: 'Chamada criada. Agora você pode enviar os modelos de banner e de slides.',
  salva: 'Alterações salvas.',
  publicada: 'Chamada publicada: ela já aparece em Submissão de Trabalhos.',
  despublicada: 'A chamada voltou a rascunho: só a administração a vê.',
} as const;

/**
 * Salvar a chamada pelos botões do formulário: valida pelo contrato (foco no primeiro erro); para publicar,
 * confere também a linha e o critério escrito; salva (POST na nova, PUT na existente) com o `publicado` da
 * ação; leva aos campos os erros do servidor e ignora um segundo clique enquanto o primeiro corre.
 */
export function useSalvarChamadaForm(form: Form, chamada: ChamadaAdmin | null, aoSalvar: (c: ChamadaAdmin, acao: AcaoChamada) => void) {
  const salvar = useSalvarChamada();
  const [emCurso, setEmCurso] = useState<AcaoChamada | null>(null);
  const [erroGeral, setErroGeral] = useState('');
  const caminhos = () => caminhosDoFormulario(form.getValues()) as Path<ChamadaForm>[];

  function focarPrimeiro() {
    setErroGeral(TEXTOS_CHAMADA.revise);
    // o estado de cada campo é lido na hora (`getFieldState`): o `formState` do render já ficou para trás
    const primeiro = caminhos().find((c) => temMensagem(form.getFieldState(c).error));
    if (primeiro) focarCampo(primeiro);
  }
  /** Publicar sem linha ou sem critério escrito: as mensagens do servidor, nas listas. Devolve se faltou algo. */
  function marcarPendencias(acao: AcaoChamada): boolean {
    const publicar = acao === 'publicar' || (acao === 'salvar' && chamada?.publicado === true);
    if (!publicar) return false;
    const falta = pendenciasParaPublicar(form.getValues());
    for (const f of falta) form.setError(f.caminho, { type: 'publicar', message: f.mensagem });
    return falta.length > 0;
  }

  async function aoValido(dados: ChamadaEntradaValidada, acao: AcaoChamada) {
    if (marcarPendencias(acao)) return focarPrimeiro();
    const publicado = acao === 'publicar' ? true : acao === 'despublicar' ? false : (chamada?.publicado ?? false);
    setErroGeral('');
    setEmCurso(acao);
    try {
      const salva = await salvar.mutateAsync({ id: chamada?.id ?? null, dados: { ...dados, publicado } });
      form.reset(valoresDaChamada(salva));
      notificarSucesso(acao === 'publicar' ? TEXTOS_CHAMADA.publicada : acao === 'despublicar' ? TEXTOS_CHAMADA.despublicada : chamada ? TEXTOS_CHAMADA.salva : TEXTOS_CHAMADA.criada);
      aoSalvar(salva, acao);
    } catch (err) {
      const marcados = aplicarErrosDoServidor(err, { setError: form.setError, setFocus: focarCampo }, caminhos());
      setErroGeral(marcados > 0 ? TEXTOS_CHAMADA.revise : err instanceof Error && err.message ? err.message : TEXTOS_CHAMADA.falha);
    } finally {
      setEmCurso(null);
    }
  }

  function submeter(acao: AcaoChamada) {
    if (emCurso) return;
    void form.handleSubmit(
      (dados) => aoValido(dados, acao),
      () => {
        marcarPendencias(acao);
        focarPrimeiro();
      },
    )();
  }
  /** Enter num campo salva como está. */
  function aoSubmeter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    submeter('salvar');
  }
  return { aoSubmeter, publicar: () => submeter('publicar'), despublicar: () => submeter('despublicar'), emCurso, erroGeral };
}
