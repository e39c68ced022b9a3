/** Dados da instituição para os testes do web, validados pelo contrato (`respostaDoContrato`). */
import { http } from 'msw';
import { InstituicaoPublicaSchema, type InstituicaoPublica } from '#shared/contracts/instituicao.ts';
import { respostaDoContrato } from './msw.ts';

export function instituicaoDeTeste(p: Partial<InstituicaoPublica> = {}): InstituicaoPublica {
  return {
    nome: 'Escola Municipal de Saúde Pública',
    endereco: 'Rua Dr. Cochrane, 112 — Santos/SP',
    telefone: '1332261234',
    email: 'contato@saude.santos.sp.gov.br',
    site: 'https://saude.santos.sp.gov.br',
    horario: 'Segunda a sexta, das 8h às 17h',
    instagram: 'https://www.instagram.com/escoladasaude',
    facebook: null,
    youtube: null,
    ...p,
  };
}

/** Handler de GET /api/instituicao (conta os pedidos em `pedidos.n`). */
export function handlerInstituicao(dados: InstituicaoPublica = instituicaoDeTeste(), pedidos = { n: 0 }) {
  return http.get('/api/instituicao', () => {
    pedidos.n++;
    return respostaDoContrato(InstituicaoPublicaSchema, dados);
  });
}
