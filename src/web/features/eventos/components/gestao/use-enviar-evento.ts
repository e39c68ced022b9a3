import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import type { EventoDetalhe, EventoEntradaValidada } from '#shared/contracts/eventos.ts';
import { aplicarErrosDoServidor } from '#web/lib/erros-formulario.ts';
import { useNavigate } from '#web/lib/roteador.tsx';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { gestaoEventosKeys } from '../../api/keys.ts';
import { useSalvarEvento } from '../../api/salvar-evento.ts';
import { caminhosDoFormulario, focarCampo } from './caminhos-formulario.ts';
import { mensagemDoErro, valoresDoEvento, type EventoForm } from './esquema-evento.ts';
import type { ArquivosEvento } from './use-arquivos-evento.ts';
import { EDITAR_EVENTO, GERENCIAR_EVENTOS, caminho } from '#web/lib/caminhos.ts';

type Form = UseFormReturn<EventoForm, unknown, EventoEntradaValidada>;
const REVISE = 'Revise os campos destacados.';

/**
 * Envio do editor: valida pelo contrato (foco no primeiro campo com erro), salva, aplica aos campos os
 * erros que o servidor devolver (`details.campos`), e depois envia folder e programação. Sucesso:
 * "Evento salvo." e volta para a lista; falha num arquivo: fica no editor do evento já salvo.
 */
export function useEnviarEvento(form: Form, evento: EventoDetalhe | null, arquivos: ArquivosEvento) {
  const salvar = useSalvarEvento();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [erroGeral, setErroGeral] = useState('');
  const [enviandoArquivos, setEnviandoArquivos] = useState(false);
  const caminhos = () => caminhosDoFormulario(form.getValues()) as Path<EventoForm>[];

  function aoInvalido(erros: FieldErrors<EventoForm>) {
    setErroGeral(REVISE);
    const primeiro = caminhos().find((c) => mensagemDoErro(erros, c));
    if (primeiro) focarCampo(primeiro);
  }

  async function aoValido(dados: EventoEntradaValidada) {
    setErroGeral('');
    let salvo: EventoDetalhe;
    try {
      salvo = await salvar.mutateAsync({ id: evento?.id ?? null, dados });
    } catch (err) {
      const marcados = aplicarErrosDoServidor(err, { setError: form.setError, setFocus: focarCampo }, caminhos());
      setErroGeral(marcados > 0 ? REVISE : err instanceof Error && err.message ? err.message : 'Não foi possível salvar agora.');
      return;
    }
    // as turmas novas ganharam id: salvar de novo daqui não as duplica
    form.reset(valoresDoEvento(salvo));
    setEnviandoArquivos(true);
    const falhas = await arquivos.enviar(salvo.id).finally(() => setEnviandoArquivos(false));
    if (arquivos.mudou) void qc.invalidateQueries({ queryKey: gestaoEventosKeys.todos });
    if (falhas.length > 0) {
      notificarErro(`Evento salvo, mas ${falhas.join('; ')}. Tente enviar de novo.`);
      navigate(caminho(EDITAR_EVENTO, { id: salvo.id }), { replace: true });
      return;
    }
    notificarSucesso('Evento salvo.');
    navigate(GERENCIAR_EVENTOS);
  }

  return { enviar: form.handleSubmit(aoValido, aoInvalido), erroGeral, salvando: salvar.isPending || enviandoArquivos };
}
