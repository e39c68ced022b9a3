import type { MinhaAssinatura } from '#shared/contracts/assinaturas.ts';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { useMinhaAssinatura } from './api/obter-minha-assinatura.ts';
import { FormularioAssinatura } from './formulario-assinatura.tsx';

export interface ModalAssinaturaProps {
  aoFechar: () => void;
  /** Depois de salvar (o modal já fecha sozinho); útil a quem precisa da assinatura para seguir (termos). */
  aoSalvar?: (assinatura: MinhaAssinatura) => void;
}

/**
 * Modal "Minha assinatura" (SPEC §2.7, peça comum): desenhar com mouse, caneta ou dedo, ou enviar uma
 * imagem; mais a função impressa abaixo da assinatura. Carregado sob demanda (`React.lazy`): o canvas e
 * o zod do contrato só descem quando alguém abre o modal.
 */
export default function ModalAssinatura({ aoFechar, aoSalvar }: ModalAssinaturaProps) {
  const consulta = useMinhaAssinatura();
  let conteudo;
  if (consulta.isError) {
    conteudo = <ErroCarregamento mensagem="Não foi possível carregar sua assinatura." aoTentar={() => void consulta.refetch()} />;
  } else if (!consulta.data) {
    conteudo = <Esqueleto linhas={2} rotulo="Carregando sua assinatura…" />;
  } else {
    conteudo = (
      <FormularioAssinatura
        atual={consulta.data}
        aoSalvar={(nova) => {
          aoSalvar?.(nova);
          aoFechar();
        }}
        aoCancelar={aoFechar}
      />
    );
  }
  return (
    <Dialogo
      titulo="Minha assinatura"
      descricao="Use o mouse, a caneta ou o dedo para assinar. A assinatura aparece nos certificados que você assina e nos termos que aceitar."
      aoFechar={aoFechar}
      fecharAoClicarFora={false}
      largura="lg"
    >
      {conteudo}
    </Dialogo>
  );
}
