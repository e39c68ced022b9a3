import { ValidarCertificado } from '#web/features/certificados/components/validar/validar-certificado.tsx';

/**
 * /validar-certificado e /validar: entrada própria na tabela de rotas (não passa pelo módulo que escolhe as
 * telas de certificados). A página abre pelo QR, no celular, muitas vezes sem login: um pedido a menos na
 * fila antes de ela pintar (issue 19: Lighthouse 0,93–0,94 pela entrada comum; +≈ 0,1 KB no /login).
 */
export default ValidarCertificado;
