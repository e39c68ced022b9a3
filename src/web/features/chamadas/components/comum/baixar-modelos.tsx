import { Download } from 'lucide-react';
import { useState } from 'react';
import { ROTULO_MODELO, type TipoModelo } from '#shared/rules/chamadas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { baixarModelo } from '../../api/modelos.ts';

/** "Modelo de banner" e "Modelo de slides" de uma chamada, quando existem; a falha aparece logo abaixo. */
export function BaixarModelos({ chamadaId, banner, slides, contexto }: { chamadaId: number; banner: boolean; slides: boolean; contexto: string }) {
  const [baixando, setBaixando] = useState<TipoModelo | null>(null);
  const [erro, setErro] = useState('');
  const tipos = ([banner && 'banner', slides && 'slides'] as const).filter((t): t is TipoModelo => Boolean(t));
  if (tipos.length === 0) return null;

  async function baixar(tipo: TipoModelo) {
    setBaixando(tipo);
    setErro('');
    try {
      await baixarModelo(tipo, chamadaId);
    } catch (err) {
      setErro(err instanceof Error && err.message ? err.message : 'Não foi possível baixar o modelo.');
    } finally {
      setBaixando(null);
    }
  }

  return (
    <div>
      <div className="flex flex-wrap gap-2 *:flex-auto sm:*:flex-none">
        {tipos.map((t) => (
          <Botao key={t} variante="secundario" onClick={() => void baixar(t)} carregando={baixando === t} textoCarregando="Baixando…">
            <Download aria-hidden="true" className="size-4" />
            {ROTULO_MODELO[t]}
            {' '}<span className="sr-only">({contexto})</span>
          </Botao>
        ))}
      </div>
      <AlertaErro mensagem={erro} />
    </div>
  );
}
