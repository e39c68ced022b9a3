import { describe, expect, it } from 'vitest';
import { AGORA_PADRAO, participanteDeTeste, presencasDeTeste, registroDeTeste } from '../../../testing/fixtures-gestao.ts';
import { csvPresencas } from './exportar-csv.ts';

describe('CSV da lista de presença', () => {
  it('UTF-8 com BOM, ";" como separador, uma coluna por data e a frequência em pt-BR', () => {
    const csv = csvPresencas(presencasDeTeste());
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Nome;CPF;05/03/2030;06/03/2030;07/03/2030;Frequência',
      'Maria Silva;***.456.789-**;Presente;Presente;—;66,7%',
      'João Souza;***.111.222-**;Ausente;—;—;0%',
      'Ângela Costa;***.333.444-**;—;—;—;0%',
      '',
    ]);
  });

  it('não deixa a planilha executar fórmulas e põe entre aspas o que tem ";" ou aspas', () => {
    const base = presencasDeTeste();
    const participantes = [
      participanteDeTeste(9, '=HYPERLINK("http://x")', '***.456.789-**', [registroDeTeste('2030-03-05', true)], base.encontros, AGORA_PADRAO),
      participanteDeTeste(10, 'Silva; Ana', '***.111.222-**', [], base.encontros, AGORA_PADRAO),
    ];
    const linhas = csvPresencas(presencasDeTeste({ participantes })).split('\r\n');
    expect(linhas[1]).toBe(`"'=HYPERLINK(""http://x"")";***.456.789-**;Presente;—;—;33,3%`);
    expect(linhas[2]).toBe('"Silva; Ana";***.111.222-**;—;—;—;0%');
  });
});
