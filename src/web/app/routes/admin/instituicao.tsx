import { CabecalhoPagina, ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { useInstituicaoAdmin } from '#web/features/instituicao/api/obter-instituicao-admin.ts';
import { FormularioInstituicao } from '#web/features/instituicao/components/formulario-instituicao.tsx';

/** Dados da Instituição (decisão 019): o que o rodapé, Contato, QR Codes Oficiais, e-mails e certificados mostram. */
export default function PaginaInstituicao() {
  const consulta = useInstituicaoAdmin();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <CabecalhoPagina titulo="Dados da Instituição" subtitulo="Nome, contato, site, redes sociais e remetente dos e-mails. Cada alteração fica registrada na auditoria." />
      {consulta.data ? (
        <FormularioInstituicao dados={consulta.data} />
      ) : consulta.isError ? (
        <ErroCarregamento mensagem="Não foi possível carregar os dados da instituição." aoTentar={() => void consulta.refetch()} />
      ) : (
        <Esqueleto linhas={4} rotulo="Carregando os dados da instituição…" />
      )}
    </div>
  );
}
