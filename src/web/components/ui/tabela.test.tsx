import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CelulaRotulada, TabelaCartoes, TabelaLarga, type Coluna } from './tabela.tsx';

const COLUNAS: Coluna[] = [{ rotulo: 'Selecionar', oculto: true }, { rotulo: 'Nome' }, { rotulo: 'Vagas', direita: true }];

function Linhas() {
  return (
    <>
      <tr role="row">
        <td role="cell">
          <input type="checkbox" aria-label="Selecionar Ana" />
        </td>
        <th role="rowheader" scope="row">Ana</th>
        <CelulaRotulada rotulo="Vagas">12</CelulaRotulada>
      </tr>
      <tr role="row">
        <td role="cell" />
        <th role="rowheader" scope="row">Bruno</th>
        <CelulaRotulada rotulo="Vagas">3</CelulaRotulada>
      </tr>
    </>
  );
}

describe('TabelaCartoes', () => {
  it('é uma tabela com nome (legenda), cabeçalho tirado das colunas e as linhas da tela', () => {
    render(
      <TabelaCartoes legenda="Pessoas da turma" colunas={COLUNAS}>
        <Linhas />
      </TabelaCartoes>,
    );
    const tabela = screen.getByRole('table', { name: 'Pessoas da turma' });
    expect(tabela.querySelector('caption')).toHaveClass('sr-only');
    expect(within(tabela).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Selecionar', 'Nome', 'Vagas']);
    expect(within(tabela).getAllByRole('rowgroup')).toHaveLength(2);
    // a linha do cabeçalho e as duas da tela
    expect(within(tabela).getAllByRole('row')).toHaveLength(3);
    expect(within(tabela).getByRole('row', { name: /Bruno/ })).toBeInTheDocument();
    expect(within(tabela).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Ana', 'Bruno']);
  });

  it('rótulo oculto fica só para leitores de tela; "direita" alinha o cabeçalho', () => {
    render(
      <TabelaCartoes legenda="Pessoas" colunas={COLUNAS}>
        <Linhas />
      </TabelaCartoes>,
    );
    const [selecionar, nome, vagas] = screen.getAllByRole('columnheader');
    expect(selecionar).toHaveAccessibleName('Selecionar');
    expect(within(selecionar!).getByText('Selecionar')).toHaveClass('sr-only');
    expect(within(nome!).getByText('Nome')).not.toHaveClass('sr-only');
    expect(nome).toHaveAttribute('scope', 'col');
    expect(nome).toHaveClass('text-left');
    expect(vagas).toHaveClass('text-right');
    expect(vagas).not.toHaveClass('text-left');
  });

  it('densa: menos recuo dos lados no cabeçalho da tabela larga', () => {
    render(
      <TabelaCartoes legenda="Resumo" colunas={[{ rotulo: 'Mês' }]} densa>
        <tr role="row">
          <th role="rowheader" scope="row">Janeiro</th>
        </tr>
      </TabelaCartoes>,
    );
    expect(screen.getByRole('columnheader', { name: 'Mês' })).toHaveClass('lg:px-2');
  });

  it('coluna condicional (false) não aparece', () => {
    const comAcoes = false as boolean;
    render(
      <TabelaCartoes legenda="Turmas" colunas={[{ rotulo: 'Turma' }, comAcoes && { rotulo: 'Ações', oculto: true }]}>
        <tr role="row">
          <th role="rowheader" scope="row">A</th>
        </tr>
      </TabelaCartoes>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Turma']);
  });

  it('a célula rotulada mostra o rótulo no cartão, escondido de leitores de tela', () => {
    render(
      <TabelaCartoes legenda="Pessoas" colunas={COLUNAS}>
        <Linhas />
      </TabelaCartoes>,
    );
    const celula = within(screen.getByRole('row', { name: /Ana/ })).getAllByRole('cell')[1]!;
    expect(celula).toHaveTextContent('Vagas:12');
    expect(within(celula).getByText('Vagas:')).toHaveAttribute('aria-hidden', 'true');
  });

  it('nomeada por um título visível (aria-labelledby), sem legenda', () => {
    render(
      <>
        <h2 id="titulo-resumo">Resumo do ano</h2>
        <TabelaCartoes rotuladaPor="titulo-resumo" colunas={[{ rotulo: 'Mês' }]}>
          <tr role="row">
            <th role="rowheader" scope="row">Janeiro</th>
          </tr>
        </TabelaCartoes>
      </>,
    );
    const tabela = screen.getByRole('table', { name: 'Resumo do ano' });
    expect(tabela.querySelector('caption')).toBeNull();
  });

  it('com "corpos", os tbody são os da tela (um por item)', () => {
    render(
      <TabelaCartoes legenda="Fila" colunas={[{ rotulo: 'Solicitação' }]} corpos>
        {['Curso A', 'Curso B'].map((t) => (
          <tbody key={t} role="rowgroup">
            <tr role="row">
              <th role="rowheader" scope="row">{t}</th>
            </tr>
            <tr role="row" hidden>
              <td role="cell">Detalhe de {t}</td>
            </tr>
          </tbody>
        ))}
      </TabelaCartoes>,
    );
    const tabela = screen.getByRole('table', { name: 'Fila' });
    // o thead e os dois corpos; nenhum tbody a mais em volta
    expect(within(tabela).getAllByRole('rowgroup')).toHaveLength(3);
    expect(tabela.querySelectorAll('tbody > tbody')).toHaveLength(0);
    expect(within(tabela).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Curso A', 'Curso B']);
  });
});

describe('TabelaLarga', () => {
  it('mesma semântica; aparece a partir da largura pedida (a tela mostra os cartões abaixo)', () => {
    const { container } = render(
      <TabelaLarga legenda="Pessoas cadastradas" colunas={COLUNAS} aPartirDe="xl">
        <Linhas />
      </TabelaLarga>,
    );
    const tabela = screen.getByRole('table', { name: 'Pessoas cadastradas' });
    expect(within(tabela).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(tabela).getAllByRole('row')).toHaveLength(3);
    expect(container.firstElementChild).toHaveClass('hidden', 'xl:block');
    expect(container.firstElementChild).not.toHaveClass('lg:block');
  });

  it('padrão: a partir de 1024 px', () => {
    const { container } = render(
      <TabelaLarga legenda="Instrutores" colunas={[{ rotulo: 'Nome' }]}>
        <tr>
          <th scope="row">Igor</th>
        </tr>
      </TabelaLarga>,
    );
    expect(container.firstElementChild).toHaveClass('hidden', 'lg:block');
    expect(screen.getByRole('table', { name: 'Instrutores' })).toBeInTheDocument();
  });
});
