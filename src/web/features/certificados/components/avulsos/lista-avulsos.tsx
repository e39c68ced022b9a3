import type { Avulso } from '#shared/contracts/certificados-avulsos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { TabelaAvulsos } from './tabela-avulsos.tsx';
import type { AcaoEmCurso, TipoAcao } from './use-acoes-da-linha.ts';

export const TEXTO_VAZIO = 'Nenhum certificado cadastrado';

interface Props {
  estado: 'carregando' | 'carregada' | 'falhou';
  /** Quantos a lista tem (sem filtros). */
  total: number;
  filtrados: readonly Avulso[];
  algumFiltro: boolean;
  aoLimparFiltros: () => void;
  aoTentarDeNovo: () => void;
  emCurso: AcaoEmCurso | null;
  aoAgir: (avulso: Avulso, tipo: TipoAcao) => void;
}

/** Carregando, falha (com "Tentar novamente"), vazia, nada com os filtros, ou a tabela. */
export function ListaAvulsos({ estado, total, filtrados, algumFiltro, aoLimparFiltros, aoTentarDeNovo, emCurso, aoAgir }: Props) {
  if (estado === 'carregando') return <Esqueleto linhas={3} rotulo="Carregando certificados…" />;
  if (estado === 'falhou') {
    return <ErroCarregamento mensagem="Erro ao carregar certificados. Confira a conexão e tente novamente; se continuar, avise o suporte da Escola." aoTentar={aoTentarDeNovo} />;
  }
  if (total === 0) return <Vazio mensagem={TEXTO_VAZIO} sugestao="Preencha o formulário acima e clique em Cadastrar: o certificado aparece aqui, pronto para o PDF e o envio." />;
  if (filtrados.length === 0) {
    return (
      <Vazio
        mensagem={algumFiltro ? 'Nenhum certificado com estes filtros.' : TEXTO_VAZIO}
        sugestao={
          <Botao variante="secundario" className="mt-1" onClick={aoLimparFiltros}>
            Limpar filtros
          </Botao>
        }
      />
    );
  }
  return <TabelaAvulsos avulsos={filtrados} emCurso={emCurso} aoAgir={aoAgir} />;
}
