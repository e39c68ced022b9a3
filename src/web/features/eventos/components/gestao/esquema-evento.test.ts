import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { caminhosDoFormulario } from './caminhos-formulario.ts';
import { eventoVazio, mensagemDoErro, paraContrato, resolverEvento, type EventoForm } from './esquema-evento.ts';

function preenchido(): EventoForm {
  const v = eventoVazio();
  return {
    ...v,
    titulo: ' Curso  de Vacinação ',
    local: 'Auditório',
    tipo: 'Curso',
    unidade_id: '2',
    restricao: { modo: 'lista_registros', registros: ['123456'], cargos: [1], unidades: [] },
    turmas: [
      {
        nome: 'Turma A',
        vagas: '30',
        instrutores: [{ id: 7, nome: 'Ana' }],
        palestrantes: [{ usuario_id: null, nome: 'Dr. Fulano' }, { usuario_id: 9, nome: 'Carla' }],
        assinantes: [],
        datas: [{ data: '2026-05-04', horario_inicio: '08:00', horario_fim: '12:00' }],
      },
    ],
  };
}

const validar = async (v: EventoForm) => {
  const r = await resolverEvento(v, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
  return r.errors as FieldErrors<EventoForm>;
};

describe('formulário do evento ↔ contrato', () => {
  it('converte os valores da tela no corpo do contrato (só a lista do modo de restrição escolhido)', () => {
    const corpo = paraContrato(preenchido());
    expect(corpo.restricao).toEqual({ modo: 'lista_registros', registros: ['123456'], cargos: [], unidades: [] });
    expect(corpo.turmas[0]).toMatchObject({ vagas: 30, instrutores: [7], palestrantes: [{ nome: 'Dr. Fulano' }, { usuario_id: 9 }] });
    expect(paraContrato({ ...preenchido(), restricao: { modo: '', registros: ['1'], cargos: [], unidades: [] } }).restricao).toBeNull();
  });

  it('aceita um evento completo e devolve o corpo já limpo', async () => {
    const r = await resolverEvento(preenchido(), undefined, { fields: {}, shouldUseNativeValidation: false } as never);
    expect(r.errors).toEqual({});
    expect((r.values as { titulo: string }).titulo).toBe('Curso de Vacinação');
  });

  it('mensagens por campo: vagas fracionadas, horário final antes do inicial e datas repetidas na lista', async () => {
    const v = preenchido();
    v.turmas[0]!.vagas = '2.5';
    v.turmas[0]!.datas = [
      { data: '2026-05-04', horario_inicio: '14:00', horario_fim: '13:00' },
      { data: '2026-05-04', horario_inicio: '', horario_fim: '' },
    ];
    const erros = await validar(v);
    expect(mensagemDoErro(erros, 'turmas.0.vagas')).toBe('A quantidade de vagas deve ser um número inteiro.');
    expect(mensagemDoErro(erros, 'turmas.0.datas.0.horario_fim')).toBe('O horário final deve ser depois do inicial.');
    expect(mensagemDoErro(erros, 'turmas.0.datas.1.horario_inicio')).toBe('Informe o horário de início.');
  });

  it('erro da lista inteira (sem turmas) fica no caminho da lista', async () => {
    const erros = await validar({ ...preenchido(), turmas: [] });
    expect(mensagemDoErro(erros, 'turmas')).toBe('Adicione pelo menos uma turma.');
  });

  it('os caminhos seguem a ordem da tela, com cada turma e seus encontros', () => {
    const c = caminhosDoFormulario(preenchido());
    expect(c.indexOf('titulo')).toBeLessThan(c.indexOf('restricao.registros'));
    expect(c.indexOf('turmas.0.vagas')).toBeLessThan(c.indexOf('turmas.0.instrutores'));
    expect(c).toContain('turmas.0.palestrantes.1.nome');
    expect(c.indexOf('turmas.0.datas.0.horario_fim')).toBeLessThan(c.indexOf('turmas.0.datas'));
  });
});
