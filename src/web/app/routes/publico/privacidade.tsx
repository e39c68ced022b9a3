import { Ban, Lock, Search } from 'lucide-react';
import { Link } from '#web/lib/roteador.tsx';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { SecaoTexto } from '#web/features/inicio/components/secao-texto.tsx';
import { VoltarInicio } from '#web/features/inicio/components/voltar-inicio.tsx';
import { useInstituicao } from '#web/lib/dados/instituicao.ts';
import { CONTATO, PERFIL } from '#web/lib/caminhos.ts';

const COMPROMISSOS = [
  { Icone: Search, titulo: 'Coleta mínima', texto: 'Pedimos apenas o que é preciso para inscrições, presenças e certificados.' },
  { Icone: Lock, titulo: 'Acesso restrito', texto: 'Cada pessoa da equipe vê só o que o seu papel exige, e as alterações ficam registradas.' },
  { Icone: Ban, titulo: 'Sem venda de dados', texto: 'Seus dados nunca são vendidos nem usados para publicidade.' },
];

/** Política de Privacidade (LGPD, Lei nº 13.709/2018). */
export default function PaginaPrivacidade() {
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-6">
      <VoltarInicio />
      <CabecalhoPagina titulo="Política de Privacidade" subtitulo="Como a plataforma da Escola da Saúde trata os seus dados pessoais." />
      <ul aria-label="Nossos compromissos" className="grid gap-3 sm:grid-cols-3">
        {COMPROMISSOS.map(({ Icone, ...c }) => (
          <li key={c.titulo} className="rounded-xl border border-escola-100 bg-escola-50 p-4 text-escola-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
            <Icone aria-hidden="true" className="size-6 text-escola-700 dark:text-escola-100" />
            <h2 className="mt-2 font-bold">{c.titulo}</h2>
            <p className="text-sm">{c.texto}</p>
          </li>
        ))}
      </ul>
      <SecaoTexto id="dados" titulo="Quais dados coletamos">
        <ul>
          <li>Identificação e contato: nome, CPF, e-mail, celular e data de nascimento.</li>
          <li>Vínculo: unidade, cargo e, para servidores da Prefeitura, o registro funcional.</li>
          <li>Perfil: gênero, orientação sexual, cor/raça, escolaridade e deficiência. Nos três primeiros há a opção “Prefiro não informar”.</li>
          <li>Participação: inscrições, presenças, respostas de testes, avaliações, certificados, reservas de sala e trabalhos enviados.</li>
          <li>Segurança: data, hora e endereço de rede dos acessos, para proteger sua conta e investigar abusos.</li>
        </ul>
      </SecaoTexto>
      <SecaoTexto id="finalidades" titulo="Para que usamos">
        <ul>
          <li>Fazer e controlar inscrições, vagas, presenças e frequência.</li>
          <li>Emitir certificados e permitir que qualquer pessoa confirme a autenticidade deles.</li>
          <li>Avisar você sobre inscrições, avaliações, certificados e mudanças nas turmas, por notificação e e-mail.</li>
          <li>Produzir indicadores agregados, sem identificar pessoas, para planejar a educação permanente e promover equidade.</li>
        </ul>
        <p>
          O tratamento se apoia na execução de políticas públicas pela administração municipal e no cumprimento de obrigações legais (LGPD, arts. 7º e 23).
          Dados sensíveis, como cor/raça, deficiência e orientação sexual, são usados apenas de forma agregada e estatística.
        </p>
      </SecaoTexto>
      <SecaoTexto id="seguranca" titulo="Armazenamento e segurança">
        <p>
          As senhas são guardadas com criptografia de mão única: ninguém da equipe consegue lê-las. O acesso às telas de gestão depende do perfil de cada
          pessoa, as alterações feitas por administradores ficam registradas, e os registros técnicos não guardam CPF, e-mail nem senhas. Nas listas da
          gestão o CPF aparece mascarado.
        </p>
        <p>
          Mantemos os dados enquanto forem necessários para comprovar a sua formação (certificados e histórico) e para cumprir prazos legais de guarda de
          documentos públicos.
        </p>
        <p>
          A validação pública de um certificado mostra apenas o que prova a sua autenticidade: nome, curso, período e situação do documento.
        </p>
      </SecaoTexto>
      <SecaoTexto id="compartilhamento" titulo="Compartilhamento">
        <p>
          Não vendemos, alugamos nem cedemos seus dados. Eles só são compartilhados quando a lei exigir, por ordem de autoridade competente ou com setores da
          própria Secretaria Municipal de Saúde que precisem deles para organizar as ações de formação.
        </p>
      </SecaoTexto>
      <SecaoTexto id="direitos" titulo="Seus direitos">
        <ul>
          <li>Saber se tratamos seus dados e acessá-los.</li>
          <li>
            Corrigir dados incompletos ou desatualizados em <Link to={PERFIL} className="font-semibold text-escola-700 underline dark:text-escola-100">Meu Perfil</Link>.
          </li>
          <li>Baixar uma cópia dos seus dados cadastrais e da sua participação, em formato aberto, pela própria plataforma.</li>
          <li>Pedir a eliminação ou o bloqueio do que for desnecessário, respeitados os prazos legais de guarda.</li>
          <li>Saber com quem os dados foram compartilhados.</li>
        </ul>
      </SecaoTexto>
      <SecaoTexto id="contato" titulo="Contato">
        <ContatoPrivacidade />
      </SecaoTexto>
      <VoltarInicio />
    </div>
  );
}

/** O e-mail de contato configurado; sem ele (ou enquanto carrega), a página de Contato. */
function ContatoPrivacidade() {
  const { email } = useInstituicao().dados ?? {};
  const classe = 'font-semibold text-escola-700 underline dark:text-escola-100';
  return email ? (
    <p>
      Dúvidas ou pedidos sobre seus dados:{' '}
      <a href={`mailto:${email}?subject=Privacidade`} className={`break-all ${classe}`}>
        {email}
      </a>{' '}
      (escreva “Privacidade” no assunto). Respondemos nos prazos da LGPD.
    </p>
  ) : (
    <p>
      Dúvidas ou pedidos sobre seus dados: fale com a Escola pelos canais da página de{' '}
      <Link to={CONTATO} className={classe}>
        Contato
      </Link>
      . Respondemos nos prazos da LGPD.
    </p>
  );
}
