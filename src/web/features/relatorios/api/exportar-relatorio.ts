import type { DefinicaoEntrada, FormatoRelatorio } from '#shared/contracts/relatorios.ts';
import { apiPostBlob } from '#web/lib/api-arquivos.ts';
import { baixarBlob } from '#web/lib/baixar-arquivo.ts';

/** POST /api/admin/relatorios/exportacao: baixa o relatório inteiro em CSV ou XLSX. */
export async function exportarRelatorio(definicao: DefinicaoEntrada, formato: FormatoRelatorio, mostrarCpf: boolean): Promise<void> {
  const { blob, nome } = await apiPostBlob('/api/admin/relatorios/exportacao', { definicao, formato, mostrar_cpf: mostrarCpf }, `relatorio.${formato}`);
  baixarBlob(blob, nome);
}
