import { describe, expect, it } from 'vitest';
import {
  autorPodeEditar,
  autorPodeRetirar,
  instanteDoHorario,
  limiteMensagem,
  maxCoautoresMensagem,
  mesNoPeriodo,
  pendenciasParaEnviar,
  prazoEncerrado,
  STATUS_SUBMISSAO,
  tamanhoDoTexto,
} from './chamadas.ts';

describe('prazo no relógio de São Paulo', () => {
  it('o horário digitado é de São Paulo (UTC−3), não do servidor', () => {
    expect(instanteDoHorario('2030-03-31T23:59').toISOString()).toBe('2030-04-01T02:59:00.000Z');
  });

  it('vale até o fim do minuto do prazo: 23:59:59 ainda entra, 00:00:00 já não', () => {
    expect(prazoEncerrado('2030-03-31T23:59', new Date('2030-04-01T02:59:59.999Z'))).toBe(false);
    expect(prazoEncerrado('2030-03-31T23:59', new Date('2030-04-01T03:00:00.000Z'))).toBe(true);
    // meia-noite em UTC (21:00 em São Paulo) ainda está no prazo
    expect(prazoEncerrado('2030-03-31T23:59', new Date('2030-04-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('trabalho', () => {
  it('o autor edita e retira só rascunho e submetido', () => {
    expect(STATUS_SUBMISSAO.filter(autorPodeEditar)).toEqual(['rascunho', 'submetida']);
    expect(STATUS_SUBMISSAO.filter(autorPodeRetirar)).toEqual(['rascunho', 'submetida']);
  });

  it('início da experiência dentro do período, com as pontas', () => {
    expect(mesNoPeriodo('2029-01', '2029-01', '2030-06')).toBe(true);
    expect(mesNoPeriodo('2030-06', '2029-01', '2030-06')).toBe(true);
    expect(mesNoPeriodo('2028-12', '2029-01', '2030-06')).toBe(false);
    expect(mesNoPeriodo('2030-07', '2029-01', '2030-06')).toBe(false);
  });

  it('lista o que falta para enviar, campo a campo', () => {
    const vazio = { titulo: ' ', inicio_experiencia: null, linha_id: null, introducao: '', objetivos: 'x', metodo: '', resultados: 'x', consideracoes: '\n' };
    expect(pendenciasParaEnviar(vazio)).toEqual([
      { campo: 'titulo', mensagem: 'Informe o título do trabalho.' },
      { campo: 'inicio_experiencia', mensagem: 'Selecione o mês/ano de início da experiência.' },
      { campo: 'linha_id', mensagem: 'Selecione a linha temática.' },
      { campo: 'introducao', mensagem: 'Preencha Introdução.' },
      { campo: 'metodo', mensagem: 'Preencha Método.' },
      { campo: 'consideracoes', mensagem: 'Preencha Considerações finais.' },
    ]);
    const cheio = { titulo: 'T', inicio_experiencia: '2029-05', linha_id: 1, introducao: 'a', objetivos: 'b', metodo: 'c', resultados: 'd', consideracoes: 'e' };
    expect(pendenciasParaEnviar(cheio)).toEqual([]);
  });

  it('conta caracteres como o banco (char_length): por ponto de código, não por unidade UTF-16', () => {
    expect(tamanhoDoTexto('ação 👩‍⚕️')).toBe(9);
    expect(tamanhoDoTexto('😀')).toBe(1);
  });

  it('mensagens de limite e de coautores', () => {
    expect(limiteMensagem('introducao', 2000)).toBe('Introdução pode ter no máximo 2.000 caracteres.');
    expect(maxCoautoresMensagem(10)).toBe('Máximo de 10 coautores permitidos para esta chamada.');
    expect(maxCoautoresMensagem(1)).toBe('Máximo de 1 coautor permitido para esta chamada.');
    expect(maxCoautoresMensagem(0)).toBe('Esta chamada não aceita coautores.');
  });
});
