import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkGoogleAgenda } from './google-agenda.ts';

const params = (link: string | null) => new URL(link!).searchParams;

afterEach(() => vi.unstubAllEnvs());

describe('link do Google Agenda', () => {
  it('vai do início do primeiro encontro ao fim do último, no fuso da Escola, sem trocar o dia', () => {
    const link = linkGoogleAgenda({
      titulo: 'Curso de Vacinação',
      turma: 'Turma A',
      local: 'Auditório da SMS',
      // fora de ordem de propósito; 2026-03-01 lida como UTC viraria 28/02 no Brasil
      datas: [
        { data: '2026-03-03', horario_inicio: '13:00', horario_fim: '17:30' },
        { data: '2026-03-01', horario_inicio: '08:00:00', horario_fim: '12:00:00' },
      ],
    });
    expect(link).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/);
    const p = params(link);
    expect(p.get('action')).toBe('TEMPLATE');
    expect(p.get('text')).toBe('Curso de Vacinação');
    expect(p.get('dates')).toBe('20260301T080000/20260303T173000');
    expect(p.get('ctz')).toBe('America/Sao_Paulo');
    expect(p.get('location')).toBe('Auditório da SMS');
    expect(p.get('details')).toBe('Turma: Turma A\n\nEncontros:\n• 01/03/2026, 08:00 às 12:00\n• 03/03/2026, 13:00 às 17:30');
  });

  it('o resultado não depende do fuso do navegador', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    const link = linkGoogleAgenda({ titulo: 'X', turma: 'T', local: '', datas: [{ data: '2026-01-01', horario_inicio: '00:30', horario_fim: '01:00' }] });
    expect(params(link).get('dates')).toBe('20260101T003000/20260101T010000');
    expect(params(link).has('location')).toBe(false);
  });

  it('sem datas (ou com datas inválidas) não há link', () => {
    expect(linkGoogleAgenda({ titulo: 'X', turma: 'T', local: 'L', datas: [] })).toBeNull();
    expect(linkGoogleAgenda({ titulo: 'X', turma: 'T', local: 'L', datas: [{ data: '01/03/2026', horario_inicio: '08:00', horario_fim: '12:00' }] })).toBeNull();
  });
});
