import { useState } from 'react';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import { ROTULO_MODELO, TIPOS_MODELO, type TipoModelo } from '#shared/rules/chamadas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { CLASSE_TITULO_SECAO } from '#web/components/ui/classes.ts';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { baixarModelo, useEnviarModelo, useRemoverModelo } from '../../api/modelos.ts';
import { REGRA_MODELO } from '../comum/arquivos.ts';
import { CampoArquivo } from '../comum/campo-arquivo.tsx';

const DICA: Record<TipoModelo, string> = {
  banner: 'O modelo do pôster que os autores baixam no edital. PPTX, PPT ou PDF, até 30 MB.',
  slides: 'Para quem for aprovado para apresentação oral. PPTX, PPT ou PDF, até 30 MB.',
};

function DialogoRemover({ chamadaId, tipo, aoFechar }: { chamadaId: number; tipo: TipoModelo; aoFechar: () => void }) {
  const remover = useRemoverModelo();
  return (
    <Dialogo
      titulo={`Remover o ${ROTULO_MODELO[tipo].toLowerCase()}?`}
      descricao="Quem abrir o edital deixa de ver o botão para baixá-lo. Você pode enviar outro depois."
      aoFechar={aoFechar}
      largura="sm"
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar} data-autofoco>
            Cancelar
          </Botao>
          <Botao
            variante="perigo"
            carregando={remover.isPending}
            textoCarregando="Removendo…"
            onClick={() =>
              remover.mutate(
                { tipo, chamadaId },
                {
                  onSuccess: () => {
                    notificarSucesso(`${ROTULO_MODELO[tipo]} removido.`);
                    aoFechar();
                  },
                },
              )
            }
          >
            Remover modelo
          </Botao>
        </>
      }
    >
      <AlertaErro mensagem={remover.error?.message} />
    </Dialogo>
  );
}

/**
 * Os modelos da chamada (banner e slides, SPEC §7): enviar, trocar, baixar e remover, com a conferência de tipo
 * e tamanho antes de subir e a barra de progresso. Numa chamada nova, só depois de salvar (o envio precisa do id);
 * numa encerrada, só baixar (nada muda mais).
 */
export function ModelosChamada({ chamada }: { chamada: ChamadaAdmin | null }) {
  const enviar = useEnviarModelo();
  const [removendo, setRemovendo] = useState<TipoModelo | null>(null);
  return (
    <section aria-labelledby="modelos-titulo" className="space-y-3">
      <h2 id="modelos-titulo" tabIndex={-1} className={`${CLASSE_TITULO_SECAO} focus:outline-none`}>
        Modelos para os autores
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {TIPOS_MODELO.map((tipo) => {
          const atual = chamada?.modelos[tipo] ?? null;
          return (
            <CampoArquivo
              key={tipo}
              titulo={ROTULO_MODELO[tipo]}
              regra={REGRA_MODELO}
              dica={DICA[tipo]}
              atual={atual ? { nome: atual.nome_arquivo, tamanho: atual.tamanho, enviadoEm: atual.enviado_em, por: atual.enviado_por?.nome } : null}
              bloqueio={!chamada ? 'Salve a chamada para enviar os modelos.' : chamada.encerrada_em ? 'Chamada encerrada: o modelo fica como está.' : null}
              textoEnviado={`${ROTULO_MODELO[tipo]} enviado.`}
              aoEnviar={async (arquivo, aoProgresso) => {
                await enviar.mutateAsync({ tipo, chamadaId: chamada!.id, arquivo, aoProgresso });
                notificarSucesso(`${ROTULO_MODELO[tipo]} enviado.`);
              }}
              aoBaixar={chamada ? () => baixarModelo(tipo, chamada.id) : undefined}
              aoRemover={() => setRemovendo(tipo)}
            />
          );
        })}
      </div>
      {removendo && chamada && <DialogoRemover chamadaId={chamada.id} tipo={removendo} aoFechar={() => setRemovendo(null)} />}
    </section>
  );
}
