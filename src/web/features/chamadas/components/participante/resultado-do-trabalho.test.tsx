import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ResultadoDoAutorSchema, type ResultadoDoAutor } from '#shared/contracts/revisao.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { ResultadoDoTrabalho } from './resultado-do-trabalho.tsx';

const servidor = usarServidorMsw();

const LIBERADO: ResultadoDoAutor = {
  liberado: true,
  liberado_em: '2027-05-10T15:00:00.000Z',
  decisao: 'aprovada_oral',
  motivo: 'Experiência replicável na rede.',
  nota_escrita: 8.25,
  nota_oral: null,
  nota_final: 8.25,
  pareceres: [
    { tipo: 'escrita', nota: 8.5, comentario: 'Bom relato.', criterios: [{ titulo: 'Relevância', escala_min: 0, escala_max: 10, peso: 2, nota: 9, comentario: 'Tema central.' }] },
    { tipo: 'escrita', nota: 8, comentario: '', criterios: [{ titulo: 'Relevância', escala_min: 0, escala_max: 10, peso: 2, nota: 8, comentario: '' }] },
  ],
};

const servir = (r: ResultadoDoAutor) => servidor.use(http.get('/api/submissoes/:submissaoId/resultado', () => respostaDoContrato(ResultadoDoAutorSchema, r)));

describe('ResultadoDoTrabalho', () => {
  it('liberado: a decisão, o motivo, as notas em pt-BR e cada parecer sem quem avaliou', async () => {
    servir(LIBERADO);
    renderizar(<ResultadoDoTrabalho submissaoId={7} />);
    expect(await screen.findByRole('heading', { name: 'Resultado da avaliação' })).toBeInTheDocument();
    expect(screen.getByText('Aprovada para apresentação oral')).toBeInTheDocument();
    expect(screen.getByText('Motivo: Experiência replicável na rede.')).toBeInTheDocument();
    expect(screen.getAllByText('8,25')).toHaveLength(2);
    expect(screen.getByText(/Parecer 1 · Escrita · nota 8,5/)).toBeInTheDocument();
    expect(screen.getByText('Tema central.')).toBeInTheDocument();
    expect(screen.getByText(/Quem avaliou não é identificado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meus Certificados' })).toHaveAttribute('href', '/certificados');
  });

  it('antes da liberação, nada aparece', async () => {
    servir({ ...LIBERADO, liberado: false, liberado_em: null, decisao: null, motivo: null, nota_escrita: null, nota_final: null, pareceres: [] });
    let pedidos = 0;
    const contar = () => void pedidos++;
    servidor.events.on('request:end', contar);
    renderizar(<ResultadoDoTrabalho submissaoId={7} />);
    await waitFor(() => expect(pedidos).toBe(1));
    await waitFor(() => expect(screen.queryByText('Carregando o resultado…')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Resultado da avaliação' })).toBeNull();
    expect(screen.queryByText(/Aprovada|Reprovada/)).toBeNull();
    servidor.events.removeListener('request:end', contar);
  });

  it('reprovado: sem a promessa de certificado', async () => {
    servir({ ...LIBERADO, decisao: 'reprovada', motivo: 'Fora do período da experiência.' });
    renderizar(<ResultadoDoTrabalho submissaoId={7} />);
    expect(await screen.findByText('Reprovada')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Meus Certificados' })).toBeNull();
  });
});
