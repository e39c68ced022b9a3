import { screen } from '@testing-library/react';
import { http } from 'msw';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CertificadosDoInstrutorSchema, MeusCertificadosSchema, ValidacaoSchema } from '#shared/contracts/certificados.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { ROTAS } from '../rotas.ts';
import PaginaCertificados, { caminhoDaTela } from './certificados.tsx';

vi.mock('#web/features/certificados/components/avulsos/pagina-certificados-avulsos.tsx', () => ({ default: () => <h1>Tela dos avulsos</h1> }));

const servidor = usarServidorMsw();

function abrir(rota: string) {
  return renderizar(
    <Suspense fallback={<p>Carregando…</p>}>
      <PaginaCertificados />
    </Suspense>,
    { rota },
  );
}

describe('telas de certificados (um pedaço de JS que escolhe pelo caminho)', () => {
  it('/certificados abre Meus Certificados', async () => {
    servidor.use(http.get('/api/certificados/meus', () => respostaDoContrato(MeusCertificadosSchema, { certificados: [], a_caminho: [] })));
    abrir('/certificados');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus Certificados' })).toBeInTheDocument();
  });

  it('/instrutor/certificados/ (barra final, maiúsculas) abre a tela do instrutor', async () => {
    servidor.use(http.get('/api/certificados/instrutor', () => respostaDoContrato(CertificadosDoInstrutorSchema, { certificados: [], turmas: [] })));
    abrir('/Instrutor/Certificados/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificados' })).toBeInTheDocument();
  });

  it('/validar e /validar-certificado abrem a validação pública pela entrada própria (não por este módulo)', async () => {
    expect(caminhoDaTela('/validar')).toBeNull();
    expect(caminhoDaTela('/validar-certificado')).toBeNull();
    const Validar = (await import('./publico/validar-certificado.tsx')).default;
    servidor.use(http.get('/api/certificados/validar/:codigo', () => respostaDoContrato(ValidacaoSchema, { situacao: 'nao_encontrado', mensagem: 'Nenhum.', certificado: null })));
    const { unmount } = renderizar(<Validar />, { rota: '/validar' });
    expect(await screen.findByRole('textbox', { name: 'Código de validação' })).toBeInTheDocument();
    unmount();
    renderizar(<Validar />, { rota: '/validar-certificado?codigo=7KQ2-M9XD-4RTA' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado não encontrado' })).toBeInTheDocument();
  });

  it('/certificados-avulsos abre a tela dos avulsos (no pedaço dela)', async () => {
    abrir('/certificados-avulsos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tela dos avulsos' })).toBeInTheDocument();
  });

  it('a tabela de rotas aponta as quatro telas com login para a mesma entrada; a validação, leve e pública, para a dela', () => {
    const achar = (c: string) => ROTAS.find((r) => r.path === c)!;
    const comLogin = ['/certificados', '/instrutor/certificados', '/gestao-certificados', '/certificados-avulsos'];
    const rotas = comLogin.map(achar);
    expect(new Set(rotas.map((r) => r.pagina)).size).toBe(1);
    expect(rotas.map((r) => [r.acesso, Boolean(r.leve)])).toEqual([
      ['usuario', false],
      ['instrutor', false],
      ['administrador', false],
      ['administrador', false],
    ]);
    const validacao = ['/validar-certificado', '/validar'].map(achar);
    expect(validacao.map((r) => [r.acesso, Boolean(r.leve)])).toEqual([
      ['publica', true],
      ['publica', true],
    ]);
    expect(validacao[0]!.pagina).toBe(validacao[1]!.pagina);
    expect(validacao[0]!.pagina).not.toBe(rotas[0]!.pagina);
    for (const c of comLogin) expect(caminhoDaTela(c)).toBe(c);
    expect(caminhoDaTela('/outra')).toBeNull();
  });
});
