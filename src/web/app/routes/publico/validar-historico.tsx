import { ValidarHistorico } from '#web/features/certificados/components/historico/validar-historico.tsx';

/** /validar-historico: validação pública do histórico de formação (entrada própria, leve; aberta pelo QR). */
export default ValidarHistorico;
