import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerInstituicao, instituicaoDeTeste } from '#web/testing/fixtures-instituicao.ts';
import { usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaPrivacidade from './privacidade.tsx';

const servidor = usarServidorMsw();
beforeEach(() => servidor.use(handlerInstituicao()));

describe('Política de Privacidade', () => {
  it('mostra os três compromissos, as seções da LGPD, o direito de baixar os dados e o contato', async () => {
    renderizar(<PaginaPrivacidade />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    for (const c of ['Coleta mínima', 'Acesso restrito', 'Sem venda de dados']) expect(screen.getByRole('heading', { name: c })).toBeInTheDocument();
    for (const s of ['Quais dados coletamos', 'Para que usamos', 'Armazenamento e segurança', 'Compartilhamento', 'Seus direitos', 'Contato']) {
      expect(screen.getByRole('heading', { level: 2, name: s })).toBeInTheDocument();
    }
    expect(screen.getByText(/Baixar uma cópia dos seus dados/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'contato@saude.santos.sp.gov.br' })).toHaveAttribute(
      'href',
      'mailto:contato@saude.santos.sp.gov.br?subject=Privacidade',
    );
    expect(screen.getAllByRole('link', { name: /Voltar para a página inicial/ })[0]).toHaveAttribute('href', '/');
  });

  it('sem e-mail configurado, leva à página de Contato', async () => {
    servidor.use(handlerInstituicao(instituicaoDeTeste({ email: null })));
    renderizar(<PaginaPrivacidade />);
    expect(await screen.findByRole('link', { name: 'Contato' })).toHaveAttribute('href', '/contato');
  });
});
