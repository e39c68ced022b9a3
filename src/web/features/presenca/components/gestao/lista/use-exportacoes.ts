import { useState } from 'react';
import { notificarErro } from '#web/lib/toast.ts';
import type { PresencasDaTurma } from '../../../api/presencas-da-turma.ts';
import { baixarConteudo } from '#web/lib/baixar-arquivo.ts';
import { trechoDoNome } from './arquivos.ts';
import { csvPresencas } from './exportar-csv.ts';

const nomeBase = (d: PresencasDaTurma) => `presencas-${d.turma.id}-${trechoDoNome(d.turma.nome)}`;

/**
 * "Exportar CSV" (na hora) e "Lista de presença (PDF)": o módulo do PDF e o pdf-lib só descem no
 * primeiro clique (orçamento de JS das páginas).
 */
export function useExportacoes(dados: PresencasDaTurma) {
  const [gerandoPdf, setGerandoPdf] = useState(false);

  function exportarCsv() {
    baixarConteudo(csvPresencas(dados), 'text/csv;charset=utf-8', `${nomeBase(dados)}.csv`);
  }

  async function exportarPdf() {
    setGerandoPdf(true);
    try {
      const { gerarPdfPresencas } = await import('./exportar-pdf.ts');
      const bytes = await gerarPdfPresencas(dados, new Date());
      baixarConteudo(new Uint8Array(bytes), 'application/pdf', `lista-${nomeBase(dados)}.pdf`);
    } catch {
      notificarErro('Não foi possível gerar a lista de presença em PDF. Tente de novo; se continuar, use "Exportar CSV".');
    } finally {
      setGerandoPdf(false);
    }
  }

  return { exportarCsv, exportarPdf, gerandoPdf };
}
