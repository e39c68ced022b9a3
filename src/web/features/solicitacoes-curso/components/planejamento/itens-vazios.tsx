import { Botao } from '#web/components/ui/botao.tsx';
import { Vazio } from '#web/components/ui/estados.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_LINK } from '../comum/classes.ts';
import { SOLICITACOES_CURSO } from '#web/lib/caminhos.ts';

interface Props {
  /** O ano não tem item nenhum. */
  anoVazio: boolean;
  ano: number;
  periodo: string;
  filtrado: boolean;
  visaoMes: boolean;
  aoVerAno: () => void;
  aoLimparFiltro: () => void;
}

/** Nada no período, com o próximo passo: ver as solicitações, o ano inteiro, ou todos os departamentos. */
export function ItensVazios({ anoVazio, ano, periodo, filtrado, visaoMes, aoVerAno, aoLimparFiltro }: Props) {
  if (anoVazio) {
    return (
      <Vazio
        mensagem={`Nenhuma solicitação ou evento em ${ano}.`}
        sugestao={
          <Link to={`${SOLICITACOES_CURSO}?status=todas`} className={CLASSE_LINK}>
            Ver as solicitações de curso
          </Link>
        }
      />
    );
  }
  return (
    <Vazio
      mensagem={`Nada em ${periodo}${filtrado ? ' para este departamento' : ''}.`}
      sugestao={
        <span className="flex flex-wrap justify-center gap-2">
          {filtrado && (
            <Botao variante="secundario" className="mt-1" onClick={aoLimparFiltro}>
              Mostrar todos os departamentos
            </Botao>
          )}
          {visaoMes && (
            <Botao variante="secundario" className="mt-1" onClick={aoVerAno}>
              Ver o ano inteiro
            </Botao>
          )}
        </span>
      }
    />
  );
}
