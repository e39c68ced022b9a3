import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SalvarInstituicaoBodySchema, type Instituicao, type SalvarInstituicaoBody } from '#shared/contracts/instituicao.ts';
import { formatarTelefone } from '#shared/rules/telefone.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { aplicarErrosDoServidor } from '#web/lib/erros-formulario.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useSalvarInstituicao } from '../api/salvar-instituicao.ts';

/** O que o formulário guarda: o corpo do contrato, em texto (vazio vira nulo na validação). */
type Valores = SalvarInstituicaoBody;

const ORDEM: (keyof Valores)[] = [
  'nome', 'endereco', 'telefone', 'email', 'horario', 'site', 'instagram', 'facebook', 'youtube', 'remetente_nome', 'remetente_email',
];

/** Os dados como o formulário guarda (texto; o que falta fica vazio, e vazio volta como nulo). */
function valoresDe(d: Instituicao): Valores {
  return {
    nome: d.nome, endereco: d.endereco ?? '', telefone: d.telefone ? formatarTelefone(d.telefone) : '', email: d.email ?? '', horario: d.horario ?? '',
    site: d.site ?? '', instagram: d.instagram ?? '', facebook: d.facebook ?? '', youtube: d.youtube ?? '',
    remetente_nome: d.remetente_nome, remetente_email: d.remetente_email,
  };
}

const DICA_URL = 'Endereço completo, começando com https://. Vazio: não aparece.';

/** Dados da instituição (decisão 019): contato, site e redes, e o remetente dos e-mails. Mesmas regras do servidor. */
export function FormularioInstituicao({ dados }: { dados: Instituicao }) {
  const salvar = useSalvarInstituicao();
  const [falha, setFalha] = useState<string | null>(null);
  const form = useForm<Valores, unknown, z.output<typeof SalvarInstituicaoBodySchema>>({
    resolver: zodResolver(SalvarInstituicaoBodySchema),
    defaultValues: valoresDe(dados),
  });
  const e = form.formState.errors;
  const campo = (nome: keyof Valores) => ({ erro: e[nome]?.message, ...form.register(nome) });

  const enviar = form.handleSubmit(async (body) => {
    setFalha(null);
    try {
      const salva = await salvar.mutateAsync(body);
      form.reset(valoresDe(salva));
      notificarSucesso('Dados da instituição salvos.');
    } catch (err) {
      if (aplicarErrosDoServidor(err, form, ORDEM) === 0) setFalha(err instanceof Error ? err.message : 'Não foi possível salvar os dados.');
    }
  });

  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="space-y-6">
      <fieldset disabled={salvar.isPending} className={CLASSE_FIELDSET}>
        <legend className={CLASSE_LEGENDA}>Identificação e contato</legend>
        <p className="text-sm text-slate-600 dark:text-slate-300">Aparecem no rodapé, em Contato, em Sobre, nos e-mails e nos certificados.</p>
        <Campo rotulo="Nome da instituição" obrigatorio maxLength={120} autoComplete="organization" {...campo('nome')} />
        <Campo rotulo="Endereço" obrigatorio maxLength={200} autoComplete="street-address" {...campo('endereco')} />
        <Campo rotulo="Telefone" obrigatorio type="tel" inputMode="tel" maxLength={20} autoComplete="tel" dica="DDD + número, como (13) 3226-1234, ou um 0800." {...campo('telefone')} />
        <Campo rotulo="E-mail de contato" obrigatorio type="email" maxLength={120} autoComplete="email" {...campo('email')} />
        <Campo rotulo="Horário de atendimento" maxLength={150} dica="Opcional. Ex.: Segunda a sexta, das 8h às 17h." {...campo('horario')} />
      </fieldset>
      <fieldset disabled={salvar.isPending} className={CLASSE_FIELDSET}>
        <legend className={CLASSE_LEGENDA}>Site e redes sociais</legend>
        <p className="text-sm text-slate-600 dark:text-slate-300">O site e o Instagram são os endereços impressos nos QR Codes Oficiais.</p>
        <Campo rotulo="Site oficial" type="url" inputMode="url" maxLength={300} dica={DICA_URL} {...campo('site')} />
        <Campo rotulo="Instagram" type="url" inputMode="url" maxLength={300} dica={DICA_URL} {...campo('instagram')} />
        <Campo rotulo="Facebook" type="url" inputMode="url" maxLength={300} dica={DICA_URL} {...campo('facebook')} />
        <Campo rotulo="YouTube" type="url" inputMode="url" maxLength={300} dica={DICA_URL} {...campo('youtube')} />
      </fieldset>
      <fieldset disabled={salvar.isPending} className={CLASSE_FIELDSET}>
        <legend className={CLASSE_LEGENDA}>Remetente dos e-mails</legend>
        {dados.remetente_pelo_ambiente && (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            O servidor define o remetente pela variável SMTP_FROM: enquanto ela existir, os e-mails saem com ela, e não com o remetente daqui.
          </p>
        )}
        <Campo rotulo="Nome do remetente" obrigatorio maxLength={100} {...campo('remetente_nome')} />
        <Campo rotulo="E-mail do remetente" obrigatorio type="email" maxLength={120} dica="Use um endereço do domínio que o servidor de e-mail pode enviar." {...campo('remetente_email')} />
      </fieldset>
      <AlertaErro mensagem={falha} />
      <div className="flex justify-end">
        <Botao type="submit" carregando={salvar.isPending} textoCarregando="Salvando…" className="w-full sm:w-auto">
          Salvar
        </Botao>
      </div>
    </form>
  );
}
