import { describe, expect, it } from 'vitest';
import { EVENTOS_EXEMPLO, evento, turma } from './dados-de-teste.ts';
import {
  contarTurmas,
  filtrarEventos,
  GRADIENTES,
  gradienteDoEvento,
  LIMITE_TITULO,
  nomeArquivoPdf,
  nomesInstrutores,
  nomeTurma,
  tituloEvento,
  truncar,
  urlPresenca,
  validarTurma,
} from './regras.ts';

describe('busca do gerador de QR (SPEC §5)', () => {
  it('sem busca (ou só espaços) devolve todos os eventos, inclusive os sem turmas', () => {
    expect(filtrarEventos(EVENTOS_EXEMPLO, '')).toHaveLength(3);
    expect(filtrarEventos(EVENTOS_EXEMPLO, '   ')).toHaveLength(3);
  });

  it('título do evento que bate mantém todas as turmas do evento', () => {
    const [e] = filtrarEventos(EVENTOS_EXEMPLO, 'socorros');
    expect(e!.id).toBe(1);
    expect(e!.turmas.map((t) => t.id)).toEqual([11, 12]);
  });

  it('sem o título, fica o evento só com as turmas cujo nome bate', () => {
    const r = filtrarEventos(EVENTOS_EXEMPLO, 'tarde');
    expect(r.map((e) => e.id)).toEqual([1]);
    expect(r[0]!.turmas.map((t) => t.id)).toEqual([12]);
  });

  it('acha pelo nome de um instrutor da turma', () => {
    const r = filtrarEventos(EVENTOS_EXEMPLO, 'carla');
    expect(r.map((e) => [e.id, e.turmas.map((t) => t.id)])).toEqual([[1, [12]]]);
  });

  it('ignora maiúsculas, espaços nas pontas e acentos', () => {
    expect(filtrarEventos(EVENTOS_EXEMPLO, '  BEATRIZ NOBREGA ').map((e) => e.id)).toEqual([2]);
    expect(filtrarEventos(EVENTOS_EXEMPLO, 'atencao basica').map((e) => e.id)).toEqual([2]);
    expect(filtrarEventos(EVENTOS_EXEMPLO, 'SEMINÁRIO').map((e) => e.id)).toEqual([3]);
  });

  it('nada bate: lista vazia; o evento sem turmas só aparece se o título bater', () => {
    expect(filtrarEventos(EVENTOS_EXEMPLO, 'inexistente')).toEqual([]);
    expect(filtrarEventos(EVENTOS_EXEMPLO, 'turma').map((e) => e.id)).toEqual([1, 2]);
  });

  it('não altera a lista original', () => {
    const copia = structuredClone(EVENTOS_EXEMPLO);
    filtrarEventos(EVENTOS_EXEMPLO, 'tarde');
    expect(EVENTOS_EXEMPLO).toEqual(copia);
  });

  it('conta as turmas da lista filtrada', () => {
    expect(contarTurmas(EVENTOS_EXEMPLO)).toBe(3);
    expect(contarTurmas(filtrarEventos(EVENTOS_EXEMPLO, 'tarde'))).toBe(1);
  });
});

describe('títulos e nomes', () => {
  it('apara o título e corta em 170 caracteres (o auxiliar usa 200 por padrão)', () => {
    const longo = `  ${'a'.repeat(300)}  `;
    expect(tituloEvento({ id: 1, titulo: longo })).toHaveLength(LIMITE_TITULO);
    expect(tituloEvento({ id: 1, titulo: longo }).endsWith('…')).toBe(true);
    expect(truncar('b'.repeat(250))).toHaveLength(200);
    expect(truncar('  Oficina   de\nCurativos  ')).toBe('Oficina de Curativos');
  });

  it('sem título ou nome usa "Evento #id" e "Turma #id"', () => {
    expect(tituloEvento({ id: 7, titulo: '   ' })).toBe('Evento #7');
    expect(nomeTurma({ id: 8, nome: '' })).toBe('Turma #8');
  });

  it('junta os nomes dos instrutores; sem instrutor, texto vazio', () => {
    const semNoEvento = evento({ id: 1 });
    expect(nomesInstrutores(semNoEvento, turma({ id: 1, instrutores: [{ id: 1, nome: ' Ana ' }, { id: 2, nome: 'Bruno' }] }))).toBe('Ana, Bruno');
    expect(nomesInstrutores(semNoEvento, turma({ id: 1, instrutores: [] }))).toBe('');
  });

  it('os instrutores do evento vêm primeiro; os da turma só quando o evento não tem nenhum (SPEC §3)', () => {
    const comInstrutores = evento({ id: 1, instrutor: [{ id: 5, nome: 'Edna  Evento' }, { id: 6, nome: 'Fábio Evento' }] });
    expect(nomesInstrutores(comInstrutores, turma({ id: 1, instrutores: [{ id: 7, nome: 'Tânia Turma' }] }))).toBe('Edna Evento, Fábio Evento');
    expect(nomesInstrutores(evento({ id: 2, instrutor: [] }), turma({ id: 1, instrutores: [{ id: 7, nome: 'Tânia Turma' }] }))).toBe('Tânia Turma');
    // a busca acha a turma pelo nome mostrado (do evento)
    const lista = [{ ...comInstrutores, turmas: [turma({ id: 9, nome: 'Turma X', instrutores: [{ id: 7, nome: 'Tânia Turma' }] })] }];
    expect(filtrarEventos(lista, 'fabio').map((e) => e.turmas.length)).toEqual([1]);
  });
});

describe('validação da turma (SPEC §5)', () => {
  it('turma ausente ou sem id: "Turma não encontrada."', () => {
    expect(validarTurma(null)).toBe('Turma não encontrada.');
    expect(validarTurma(undefined)).toBe('Turma não encontrada.');
    expect(validarTurma({})).toBe('Turma não encontrada.');
    expect(validarTurma({ id: '' })).toBe('Turma não encontrada.');
  });

  it('id com algo além de dígitos: "ID da turma inválido."', () => {
    expect(validarTurma({ id: '12a' })).toBe('ID da turma inválido.');
    expect(validarTurma({ id: -3 })).toBe('ID da turma inválido.');
    expect(validarTurma({ id: 1.5 })).toBe('ID da turma inválido.');
  });

  it('id numérico passa', () => {
    expect(validarTurma({ id: 42 })).toBeNull();
    expect(validarTurma({ id: '42' })).toBeNull();
  });
});

describe('link, arquivo e cor', () => {
  it('o QR leva a /presenca?turma=ID desta origem e o arquivo é qr_presenca_turma_{id}.pdf', () => {
    expect(urlPresenca('https://escola.exemplo', 42)).toBe('https://escola.exemplo/presenca?turma=42');
    expect(nomeArquivoPdf(42)).toBe('qr_presenca_turma_42.pdf');
  });

  it('a faixa de cor depende só do id do evento e varia entre eventos', () => {
    expect(gradienteDoEvento(5)).toBe(gradienteDoEvento(5));
    expect(GRADIENTES).toContain(gradienteDoEvento(123456));
    const cores = new Set(Array.from({ length: 40 }, (_, i) => gradienteDoEvento(i + 1)));
    expect(cores.size).toBeGreaterThan(4);
    expect(gradienteDoEvento(evento({ id: 9 }).id)).toBe(gradienteDoEvento(9));
  });
});
