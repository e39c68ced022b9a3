import { useId, useState } from 'react';
import { DecisaoSolicitacaoBodySchema, type Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { LIMITES_SOLICITACAO as L } from '#shared/rules/solicitacoes-curso.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAcaoSolicitacao } from '../../api/acoes-solicitacao.ts';
import { decidirSolicitacao } from '../../api/decidir-solicitacao.ts';

interface Props {
  solicitacao: Solicitacao;
  decisao: 'aprovar' | 'rejeitar';
  aoFechar: () => void;
}

/**
 * Aprovar (confirmação) ou rejeitar (com o motivo, obrigatório, validado pelo contrato). A pessoa que
 * propôs é avisada no app e por e-mail; a recusa do servidor aparece aqui.
 */
export function DialogoDecisao({ solicitacao, decisao, aoFechar }: Props) {
  const id = useId();
  const [motivo, setMotivo] = useState('');
  const [erroMotivo, setErroMotivo] = useState<string | undefined>();
  const decidir = useAcaoSolicitacao(decidirSolicitacao, true);
  const rejeitar = decisao === 'rejeitar';

  function confirmar() {
    const corpo = rejeitar ? { decisao, motivo } : { decisao };
    const r = DecisaoSolicitacaoBodySchema.safeParse(corpo);
    if (!r.success) {
      setErroMotivo(r.error.issues[0]?.message);
      document.getElementById(`${id}-motivo`)?.focus();
      return;
    }
    decidir.mutate(
      { id: solicitacao.id, ...r.data },
      {
        onSuccess: () => {
          notificarSucesso(rejeitar ? 'Solicitação rejeitada. A pessoa foi avisada com o motivo.' : 'Solicitação aprovada. A pessoa foi avisada.');
          aoFechar();
        },
      },
    );
  }

  return (
    <Dialogo
      titulo={rejeitar ? 'Rejeitar a solicitação?' : 'Aprovar a solicitação?'}
      descricao={
        rejeitar
          ? `"${solicitacao.titulo}", de ${solicitacao.autor.nome}. O motivo vai para a pessoa no app e por e-mail.`
          : `"${solicitacao.titulo}", de ${solicitacao.autor.nome}. A pessoa é avisada no app e por e-mail; depois, converta a solicitação em evento.`
      }
      aoFechar={aoFechar}
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar} data-autofoco={rejeitar ? undefined : true}>
            Cancelar
          </Botao>
          <Botao variante={rejeitar ? 'perigo' : 'primario'} onClick={confirmar} carregando={decidir.isPending} textoCarregando={rejeitar ? 'Rejeitando…' : 'Aprovando…'}>
            {rejeitar ? 'Rejeitar solicitação' : 'Aprovar solicitação'}
          </Botao>
        </>
      }
    >
      {rejeitar && (
        <CampoTextoLongo
          id={`${id}-motivo`}
          rotulo="Motivo da rejeição"
          obrigatorio
          rows={4}
          maxLength={L.motivo}
          value={motivo}
          data-autofoco
          dica="Explique o que impede o curso agora e, se houver, o que mudaria a decisão."
          erro={erroMotivo}
          onChange={(e) => {
            setMotivo(e.target.value);
            if (erroMotivo) setErroMotivo(undefined);
          }}
        />
      )}
      <AlertaErro mensagem={decidir.error?.message} />
    </Dialogo>
  );
}
