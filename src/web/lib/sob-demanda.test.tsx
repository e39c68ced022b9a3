import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sobDemanda } from './sob-demanda.ts';

const Ola = ({ nome }: { nome: string }) => <p>Olá, {nome}</p>;

describe('sobDemanda', () => {
  it('carregar() baixa uma vez só; depois o componente renderiza sem suspender', async () => {
    const importar = vi.fn(() => Promise.resolve({ default: Ola }));
    const Tela = sobDemanda(importar);
    await Promise.all([Tela.carregar(), Tela.carregar()]);
    expect(importar).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Abrindo…</p>}>
        <Tela nome="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Olá, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Abrindo…')).toBeNull();
  });

  it('uma falha ao adiantar não fica guardada: a próxima chamada baixa de novo', async () => {
    const importar = vi.fn().mockRejectedValueOnce(new Error('sem rede')).mockResolvedValueOnce({ default: Ola });
    const Tela = sobDemanda<{ nome: string }>(importar);
    await expect(Tela.carregar()).rejects.toThrow('sem rede');
    await Tela.carregar();
    expect(importar).toHaveBeenCalledTimes(2);
    render(<Tela nome="Bia" />);
    expect(screen.getByText('Olá, Bia')).toBeInTheDocument();
  });
});
