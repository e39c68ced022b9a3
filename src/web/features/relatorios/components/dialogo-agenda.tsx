import { useState } from 'react';
import type { FormatoRelatorio, RelatorioSalvo } from '#shared/contracts/relatorios.ts';
import { FREQUENCIAS, ROTULO_FREQUENCIA, type Frequencia } from '#shared/rules/relatorios.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoSelecao } from '#web/components/ui/campo.tsx';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAgendarRelatorio } from '../api/agendar-relatorio.ts';

/** Agenda (ou desliga) o envio de um relatório salvo por e-mail. */
export function DialogoAgenda({ relatorio, aoFechar }: { relatorio: RelatorioSalvo; aoFechar: () => void }) {
  const [frequencia, setFrequencia] = useState<Frequencia | ''>(relatorio.agenda.frequencia ?? '');
  const [emails, setEmails] = useState(relatorio.agenda.emails.join('\n'));
  const [formato, setFormato] = useState<FormatoRelatorio>(relatorio.agenda.formato);
  const [erro, setErro] = useState<string | null>(null);
  const agendar = useAgendarRelatorio();
  const lista = emails.split(/[\s,;]+/).map((e) => e.trim()).filter(Boolean);

  function salvar() {
    if (frequencia && lista.length === 0) return setErro('Informe ao menos um e-mail para o envio agendado.');
    agendar.mutate(
      { id: relatorio.id, frequencia: frequencia || null, emails: frequencia ? lista : [], formato },
      {
        onSuccess: () => {
          notificarSucesso(frequencia ? 'Envio agendado.' : 'Envio agendado desligado.');
          aoFechar();
        },
        onError: (e) => setErro(e instanceof ApiError ? e.message : 'Não foi possível salvar o agendamento. Tente de novo.'),
      },
    );
  }

  return (
    <Dialogo
      titulo={`Agendar envio: ${relatorio.nome}`}
      descricao="O relatório sai por e-mail com a planilha anexada, uma vez por semana (segunda-feira) ou por mês (dia 1º), às 6h. O CPF vai sempre mascarado."
      aoFechar={aoFechar}
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar}>
            Cancelar
          </Botao>
          <Botao carregando={agendar.isPending} textoCarregando="Salvando…" onClick={salvar}>
            Salvar agendamento
          </Botao>
        </>
      }
    >
      <div className="space-y-4">
        <CampoSelecao
          rotulo="Frequência"
          vazio="Sem envio agendado"
          opcoes={FREQUENCIAS.map((f) => ({ valor: f, rotulo: ROTULO_FREQUENCIA[f] }))}
          value={frequencia}
          onChange={(e) => setFrequencia(e.target.value as Frequencia | '')}
          data-autofoco
        />
        <CampoTextoLongo
          rotulo="E-mails de destino"
          dica="Um por linha (ou separados por vírgula); até 20."
          rows={3}
          value={emails}
          disabled={!frequencia}
          erro={erro ?? undefined}
          onChange={(e) => {
            setEmails(e.target.value);
            setErro(null);
          }}
        />
        <CampoSelecao rotulo="Formato do anexo" vazio="XLSX" opcoes={[{ valor: 'csv', rotulo: 'CSV' }]} value={formato === 'csv' ? 'csv' : ''} onChange={(e) => setFormato(e.target.value === 'csv' ? 'csv' : 'xlsx')} />
      </div>
    </Dialogo>
  );
}
