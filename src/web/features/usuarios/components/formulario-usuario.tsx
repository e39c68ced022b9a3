import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Lookups } from '#shared/contracts/perfil.ts';
import { AtualizarUsuarioBodySchema, type UsuarioDetalhe } from '#shared/contracts/usuarios.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo, CampoSelecao, type Opcao } from '#web/components/ui/campo.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';

type Saida = z.output<typeof AtualizarUsuarioBodySchema>;
const CAMPOS_ID = ['unidade_id', 'cargo_id', 'genero_id', 'orientacao_sexual_id', 'cor_raca_id', 'escolaridade_id', 'deficiencia_id'] as const;
type CampoId = (typeof CAMPOS_ID)[number];
type ValoresForm = { nome: string; email: string; celular: string; data_nascimento: string; registro: string } & Record<CampoId, string>;

const opcoes = (lista: { id: number; nome: string }[]): Opcao[] => lista.map((o) => ({ valor: o.id, rotulo: o.nome }));
const SELECOES: { campo: CampoId; rotulo: string; opcoes: (l: Lookups) => Opcao[] }[] = [
  { campo: 'unidade_id', rotulo: 'Unidade', opcoes: (l) => l.unidades.map((u) => ({ valor: u.id, rotulo: `${u.sigla} — ${u.nome}` })) },
  { campo: 'cargo_id', rotulo: 'Cargo', opcoes: (l) => opcoes(l.cargos) },
  { campo: 'genero_id', rotulo: 'Gênero', opcoes: (l) => opcoes(l.generos) },
  { campo: 'orientacao_sexual_id', rotulo: 'Orientação sexual', opcoes: (l) => opcoes(l.orientacoes_sexuais) },
  { campo: 'cor_raca_id', rotulo: 'Cor/raça', opcoes: (l) => opcoes(l.cores_racas) },
  { campo: 'escolaridade_id', rotulo: 'Escolaridade', opcoes: (l) => opcoes(l.escolaridades) },
  { campo: 'deficiencia_id', rotulo: 'Deficiência', opcoes: (l) => opcoes(l.deficiencias) },
];

/** Campos vazios do formulário viram `null`, como o contrato espera; a validação é a do contrato. */
function paraContrato(v: ValoresForm): z.input<typeof AtualizarUsuarioBodySchema> {
  const ids = Object.fromEntries(CAMPOS_ID.map((c) => [c, v[c] ? Number(v[c]) : null])) as Record<CampoId, number | null>;
  return { nome: v.nome, email: v.email, celular: v.celular, data_nascimento: v.data_nascimento || null, registro: v.registro || null, ...ids };
}
const resolverDoContrato = zodResolver(AtualizarUsuarioBodySchema);
const resolver: Resolver<ValoresForm, unknown, Saida> = (valores, ctx, opcoesResolver) =>
  resolverDoContrato(paraContrato(valores), ctx, opcoesResolver as never) as never;

function valoresIniciais(u: UsuarioDetalhe): ValoresForm {
  const ids = Object.fromEntries(CAMPOS_ID.map((c) => [c, u[c] === null ? '' : String(u[c])])) as Record<CampoId, string>;
  return { nome: u.nome, email: u.email, celular: u.celular ?? '', data_nascimento: u.data_nascimento ?? '', registro: u.registro ?? '', ...ids };
}

interface Props {
  usuario: UsuarioDetalhe;
  lookups: Lookups | undefined;
  salvando: boolean;
  erro: Error | null;
  aoSalvar: (dados: Saida) => Promise<unknown>;
  aoCancelar: () => void;
}

/** Edição dos dados de uma pessoa (react-hook-form + esquema do contrato). Erros por campo do servidor voltam aos campos. */
export function FormularioUsuario({ usuario, lookups, salvando, erro, aoSalvar, aoCancelar }: Props) {
  const { register, handleSubmit, setError, formState } = useForm<ValoresForm, unknown, Saida>({ resolver, defaultValues: valoresIniciais(usuario) });
  const e = formState.errors;

  const enviar = handleSubmit(async (dados) => {
    try {
      await aoSalvar(dados);
    } catch (err) {
      const campos = err instanceof ApiError ? (err.details as { campos?: { campo: string; mensagem: string }[] } | undefined)?.campos : undefined;
      for (const c of campos ?? []) if (c.campo in valoresIniciais(usuario)) setError(c.campo as Path<ValoresForm>, { message: c.mensagem });
    }
  });

  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        CPF: <span className="font-mono">{usuario.cpf_mascarado}</span> (não pode ser alterado aqui)
      </p>
      <Campo rotulo="Nome completo" obrigatorio autoComplete="off" erro={e.nome?.message} {...register('nome')} data-autofoco />
      <Campo rotulo="E-mail" type="email" obrigatorio autoComplete="off" erro={e.email?.message} {...register('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Campo rotulo="Celular" type="tel" inputMode="numeric" obrigatorio dica="DDD + número, ex.: (13) 99999-9999" erro={e.celular?.message} {...register('celular')} />
        <Campo rotulo="Data de nascimento" type="date" erro={e.data_nascimento?.message} {...register('data_nascimento')} />
      </div>
      <Campo rotulo="Registro funcional" dica="Somente para servidores da Prefeitura, ex.: 28.053-7" erro={e.registro?.message} {...register('registro')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {SELECOES.map((s) => (
          <CampoSelecao
            key={s.campo}
            rotulo={s.rotulo}
            opcoes={lookups ? s.opcoes(lookups) : []}
            vazio={lookups ? 'Não informado' : 'Carregando...'}
            disabled={!lookups}
            erro={e[s.campo]?.message}
            {...register(s.campo)}
          />
        ))}
      </div>
      <AlertaErro mensagem={erro?.message} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Botao variante="secundario" onClick={aoCancelar}>
          Cancelar
        </Botao>
        <Botao type="submit" carregando={salvando} textoCarregando="Salvando...">
          Salvar alterações
        </Botao>
      </div>
    </form>
  );
}
