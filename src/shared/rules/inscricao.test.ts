import { describe, expect, it } from 'vitest';
import {
  MENSAGEM_SEM_REGISTRO,
  recusaDaRestricao,
  recusaDeInscricao,
  type PessoaParaInscricao,
  type RestricaoDoEvento,
  type SituacaoInscricao,
} from './inscricao.ts';

const pessoa = (p: Partial<PessoaParaInscricao> = {}): PessoaParaInscricao => ({ administrador: false, registro: null, cargoId: null, unidadeId: null, ...p });

const restricao = (r: Partial<RestricaoDoEvento> & Pick<RestricaoDoEvento, 'modo'>): RestricaoDoEvento => ({
  registros: new Set(),
  cargos: new Set(),
  unidades: new Set(),
  rotulo: '',
  ...r,
});

/** Uma situação em que a inscrição pode ser feita. */
const livre = (s: Partial<SituacaoInscricao> = {}): SituacaoInscricao => ({
  pessoa: pessoa(),
  eventoPublicado: true,
  statusTurma: 'programado',
  restricao: null,
  instrutorDaTurma: false,
  ativaNestaTurma: null,
  outraTurmaDoEvento: null,
  conflito: null,
  ...s,
});

const SO_SERVIDORES = restricao({ modo: 'servidores' });

describe('recusaDeInscricao: cada recusa, com status e mensagem', () => {
  it('sem impedimento, nulo (também numa turma em andamento)', () => {
    expect(recusaDeInscricao(livre())).toBeNull();
    expect(recusaDeInscricao(livre({ statusTurma: 'em_andamento' }))).toBeNull();
  });

  it('evento não publicado: 422', () => {
    expect(recusaDeInscricao(livre({ eventoPublicado: false }))).toEqual({
      codigo: 'EVENTO_NAO_PUBLICADO', status: 422, mensagem: 'As inscrições deste evento ainda não estão abertas.',
    });
  });

  it('turma encerrada: 422', () => {
    expect(recusaDeInscricao(livre({ statusTurma: 'encerrado' }))).toEqual({
      codigo: 'TURMA_ENCERRADA', status: 422, mensagem: 'Esta turma já foi encerrada; as inscrições estão fechadas.',
    });
  });

  it('restrição do evento: 403 com a mensagem da restrição', () => {
    expect(recusaDeInscricao(livre({ restricao: SO_SERVIDORES }))).toEqual({ codigo: 'RESTRICAO', status: 403, mensagem: MENSAGEM_SEM_REGISTRO });
  });

  it('instrutor da turma: 409', () => {
    expect(recusaDeInscricao(livre({ instrutorDaTurma: true }))).toEqual({
      codigo: 'INSTRUTOR_DA_TURMA', status: 409, mensagem: 'Você é instrutor desta turma e não pode se inscrever como participante.',
    });
  });

  it('já inscrito ou já na lista de espera desta turma: 409', () => {
    expect(recusaDeInscricao(livre({ ativaNestaTurma: 'confirmada' }))).toEqual({
      codigo: 'JA_INSCRITO', status: 409, mensagem: 'Você já está inscrito nesta turma.',
    });
    expect(recusaDeInscricao(livre({ ativaNestaTurma: 'em_espera' }))).toEqual({
      codigo: 'JA_NA_ESPERA', status: 409, mensagem: 'Você já está na lista de espera desta turma.',
    });
  });

  it('outra turma do mesmo evento: 409 com o nome da turma', () => {
    expect(recusaDeInscricao(livre({ outraTurmaDoEvento: { turma: 'Turma Manhã' } }))).toEqual({
      codigo: 'OUTRA_TURMA_DO_EVENTO',
      status: 409,
      mensagem: 'Você já está inscrito na turma "Turma Manhã" deste evento. Só congressos permitem mais de uma turma.',
    });
  });

  it('conflito de horário: 409 com turma e evento', () => {
    expect(recusaDeInscricao(livre({ conflito: { turma: 'Turma B', evento: 'Oficina de Vacinas' } }))).toEqual({
      codigo: 'CONFLITO_DE_HORARIO',
      status: 409,
      mensagem: 'Conflito de horário com a turma "Turma B" (Oficina de Vacinas), em que você já está inscrito.',
    });
  });
});

describe('recusaDeInscricao: ordem das conferências', () => {
  it('com todos os impedimentos, cada um aparece só quando os anteriores somem', () => {
    const tudo: SituacaoInscricao = {
      pessoa: pessoa(),
      eventoPublicado: false,
      statusTurma: 'encerrado',
      restricao: SO_SERVIDORES,
      instrutorDaTurma: true,
      ativaNestaTurma: 'confirmada',
      outraTurmaDoEvento: { turma: 'Turma A' },
      conflito: { turma: 'Turma X', evento: 'Evento Y' },
    };
    const remocoes: Partial<SituacaoInscricao>[] = [
      { eventoPublicado: true },
      { statusTurma: 'programado' },
      { restricao: null },
      { instrutorDaTurma: false },
      { ativaNestaTurma: null },
      { outraTurmaDoEvento: null },
      { conflito: null },
    ];
    const codigos: (string | null)[] = [];
    let s = tudo;
    codigos.push(recusaDeInscricao(s)?.codigo ?? null);
    for (const r of remocoes) {
      s = { ...s, ...r };
      codigos.push(recusaDeInscricao(s)?.codigo ?? null);
    }
    expect(codigos).toEqual([
      'EVENTO_NAO_PUBLICADO',
      'TURMA_ENCERRADA',
      'RESTRICAO',
      'INSTRUTOR_DA_TURMA',
      'JA_INSCRITO',
      'OUTRA_TURMA_DO_EVENTO',
      'CONFLITO_DE_HORARIO',
      null,
    ]);
  });

  it('estar na espera desta turma é conferido antes de outra turma do evento e do conflito de horário', () => {
    const s = livre({ ativaNestaTurma: 'em_espera', outraTurmaDoEvento: { turma: 'T' }, conflito: { turma: 'T', evento: 'E' } });
    expect(recusaDeInscricao(s)?.codigo).toBe('JA_NA_ESPERA');
  });
});

describe('restrições do evento', () => {
  it('servidores: exige registro funcional no perfil', () => {
    expect(recusaDaRestricao(SO_SERVIDORES, pessoa())).toBe(MENSAGEM_SEM_REGISTRO);
    expect(recusaDaRestricao(SO_SERVIDORES, pessoa({ registro: '123456' }))).toBeNull();
  });

  it('lista de registros: sem registro, a mensagem do perfil; fora da lista, a mensagem da lista', () => {
    const r = restricao({ modo: 'lista_registros', registros: new Set(['123456', '654321']) });
    expect(recusaDaRestricao(r, pessoa())).toBe(MENSAGEM_SEM_REGISTRO);
    expect(recusaDaRestricao(r, pessoa({ registro: '111111' }))).toBe('Inscrição disponível apenas para os servidores autorizados na lista deste evento.');
    expect(recusaDaRestricao(r, pessoa({ registro: '654321' }))).toBeNull();
  });

  it('cargos: só quem tem um dos cargos (sem cargo no perfil também é recusado), com os nomes na mensagem', () => {
    const r = restricao({ modo: 'cargos', cargos: new Set([3, 7]), rotulo: 'Enfermeiro, Médico' });
    expect(recusaDaRestricao(r, pessoa())).toBe('Inscrição disponível apenas para: Enfermeiro, Médico.');
    expect(recusaDaRestricao(r, pessoa({ cargoId: 4 }))).toBe('Inscrição disponível apenas para: Enfermeiro, Médico.');
    expect(recusaDaRestricao(r, pessoa({ cargoId: 7 }))).toBeNull();
  });

  it('unidades: só quem é de uma das unidades, com as siglas na mensagem', () => {
    const r = restricao({ modo: 'unidades', unidades: new Set([10]), rotulo: 'SMS, UBS Centro' });
    expect(recusaDaRestricao(r, pessoa())).toBe('Inscrição disponível apenas para servidores de: SMS, UBS Centro.');
    expect(recusaDaRestricao(r, pessoa({ unidadeId: 11 }))).toBe('Inscrição disponível apenas para servidores de: SMS, UBS Centro.');
    expect(recusaDaRestricao(r, pessoa({ unidadeId: 10 }))).toBeNull();
  });

  it('sem restrição, qualquer pessoa passa', () => {
    expect(recusaDaRestricao(null, pessoa())).toBeNull();
  });

  it('administradores passam por qualquer restrição, mas não pelas outras regras', () => {
    const admin = pessoa({ administrador: true });
    const modos: RestricaoDoEvento[] = [
      SO_SERVIDORES,
      restricao({ modo: 'lista_registros', registros: new Set(['123456']) }),
      restricao({ modo: 'cargos', cargos: new Set([3]), rotulo: 'Enfermeiro' }),
      restricao({ modo: 'unidades', unidades: new Set([10]), rotulo: 'SMS' }),
    ];
    for (const r of modos) {
      expect(recusaDaRestricao(r, admin), r.modo).toBeNull();
      expect(recusaDeInscricao(livre({ pessoa: admin, restricao: r })), r.modo).toBeNull();
    }
    expect(recusaDeInscricao(livre({ pessoa: admin, restricao: SO_SERVIDORES, eventoPublicado: false }))?.codigo).toBe('EVENTO_NAO_PUBLICADO');
    expect(recusaDeInscricao(livre({ pessoa: admin, restricao: SO_SERVIDORES, statusTurma: 'encerrado' }))?.codigo).toBe('TURMA_ENCERRADA');
    expect(recusaDeInscricao(livre({ pessoa: admin, restricao: SO_SERVIDORES, instrutorDaTurma: true }))?.codigo).toBe('INSTRUTOR_DA_TURMA');
    expect(recusaDeInscricao(livre({ pessoa: admin, ativaNestaTurma: 'confirmada' }))?.codigo).toBe('JA_INSCRITO');
  });
});
