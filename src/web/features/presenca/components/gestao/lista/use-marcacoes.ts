import { useEffect, useState } from 'react';
import { camposDoErro } from '#web/lib/erros-formulario.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useMarcarPresencas } from '../../../api/marcar-presencas.ts';
import type { ParticipanteDaLista, PresencasDaTurma } from '../../../api/presencas-da-turma.ts';
import { chaveAlteracao, datasForaDaJanela, registrosDaMarcacao, situacaoSalva } from './modelo.ts';

export interface ErroMarcacao {
  /** Problema no motivo (vai para o campo do diálogo). */
  campo?: string;
  geral?: string;
}

/** Fechar ou recarregar a aba com alterações não salvas pede confirmação ao navegador. */
function useAvisoAoSair(ativo: boolean) {
  useEffect(() => {
    if (!ativo) return;
    const avisar = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [ativo]);
}

/** Motivo recusado pelo servidor volta ao diálogo (administração); o resto vai para junto do botão de salvar. */
function erroDoEnvio(e: unknown, administrador: boolean): ErroMarcacao {
  const doMotivo = camposDoErro(e).find((c) => c.campo === 'motivo');
  if (doMotivo && administrador) return { campo: doMotivo.mensagem };
  const texto = e instanceof Error && e.message ? e.message : 'Falha ao salvar as presenças.';
  return { geral: `${texto} Suas alterações continuam na tela: tente salvar de novo.` };
}

/**
 * Alterações guardadas na tela até salvar (um PUT com todas), o diálogo do motivo (administração fora
 * da janela do instrutor) e o que anunciar a leitores de tela. Marcar de volta o valor salvo desfaz a
 * alteração. Sair da página com alterações pendentes pede confirmação ao navegador. `aoConcluir` roda
 * depois de salvar ou descartar (o botão some: quem chama leva o foco para um lugar estável).
 */
export function useMarcacoes(dados: PresencasDaTurma, aoConcluir: () => void) {
  const [alteracoes, setAlteracoes] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [dialogo, setDialogo] = useState(false);
  const [erro, setErro] = useState<ErroMarcacao | null>(null);
  const [anuncio, setAnuncio] = useState('');
  const mutacao = useMarcarPresencas(dados.turma.id);
  const datasFora = datasForaDaJanela(alteracoes, dados.encontros);
  const pendentes = alteracoes.size;

  useAvisoAoSair(pendentes > 0);

  function marcar(pessoas: readonly ParticipanteDaLista[], data: string, presente: boolean) {
    setAlteracoes((antes) => {
      const m = new Map(antes);
      for (const p of pessoas) {
        const k = chaveAlteracao(p.usuario_id, data);
        m.delete(k);
        if (situacaoSalva(p, data) !== (presente ? 'presente' : 'ausente')) m.set(k, presente);
      }
      return m;
    });
    setErro(null);
    if (pessoas.length > 1) {
      setAnuncio(`${formatarNumero(pessoas.length)} pessoas marcadas como ${presente ? 'presentes' : 'ausentes'} em ${formatarData(data)}. Salve para confirmar.`);
    }
  }

  function descartar() {
    setAlteracoes(new Map());
    setErro(null);
    setAnuncio('Alterações descartadas.');
    aoConcluir();
  }

  async function enviar(motivo?: string) {
    setErro(null);
    try {
      const r = await mutacao.mutateAsync({ registros: registrosDaMarcacao(alteracoes), ...(motivo ? { motivo } : {}) });
      setAlteracoes(new Map());
      setDialogo(false);
      setAnuncio(r.mensagem);
      notificarSucesso(r.mensagem);
      aoConcluir();
    } catch (e) {
      const problema = erroDoEnvio(e, dados.administrador);
      if (problema.campo) setDialogo(true);
      setErro(problema);
    }
  }

  function salvar() {
    if (pendentes === 0) return;
    if (dados.administrador && datasFora.length > 0) {
      setErro(null);
      setDialogo(true);
    } else void enviar();
  }

  const fecharDialogo = () => {
    setDialogo(false);
    setErro(null);
  };

  return { alteracoes, pendentes, marcar, descartar, salvar, enviar, salvando: mutacao.isPending, erro, dialogo, fecharDialogo, datasFora, anuncio };
}
