import { CampoDeBusca } from '#web/components/ui/campo-de-busca.tsx';
import { CLASSE_ROTULO } from './classes.ts';

interface Props {
  id: string;
  rotulo: string;
  placeholder: string;
  valor: string;
  aoMudar: (v: string) => void;
}

/** Busca na lista que já está na tela (filtra na hora, sem espera): rótulo e o campo de busca comum. */
export function EntradaBusca({ id, rotulo, placeholder, valor, aoMudar }: Props) {
  return (
    <>
      <label htmlFor={id} className={CLASSE_ROTULO}>
        {rotulo}
      </label>
      <CampoDeBusca id={id} valor={valor} aoMudar={aoMudar} placeholder={placeholder} />
    </>
  );
}
