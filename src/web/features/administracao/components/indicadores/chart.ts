/**
 * O chart.js só com o que o painel usa (barras, eixos de categoria e linear), registrado uma vez. Este módulo
 * é importado sob demanda pelo gráfico: não entra no pacote inicial nem nas outras telas.
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);

export { Chart };
