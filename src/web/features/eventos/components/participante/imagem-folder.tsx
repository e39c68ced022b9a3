import type { EventoResumo } from '#shared/contracts/eventos.ts';
import { montarUrl } from '#web/lib/api-client.ts';

type Folder = NonNullable<EventoResumo['folder']>;

/**
 * Folder do evento. Nos cartões fica numa caixa 16:9 (a grade não salta enquanto a imagem chega) e é
 * decorativo (o título vem logo abaixo); no detalhe aparece inteiro, na proporção da imagem, com texto
 * alternativo. Largura e altura vêm da API; a imagem só desce quando chega perto da tela, salvo a do
 * primeiro cartão (`prioritaria`), que costuma estar na primeira tela e é o maior elemento dela.
 */
export function ImagemFolder({ folder, titulo, inteiro = false, prioritaria = false }: { folder: Folder; titulo?: string; inteiro?: boolean; prioritaria?: boolean }) {
  const proporcao = folder.largura && folder.altura ? `${folder.largura} / ${folder.altura}` : '16 / 9';
  // no cartão: miniatura no canto no celular (a lista cabe mais na tela e a primeira tela pinta sem
  // esperar a imagem), faixa 16:9 no topo a partir de `sm`
  const caixa = inteiro ? '' : 'absolute top-4 right-4 size-20 rounded-lg sm:static sm:aspect-video sm:size-auto sm:rounded-none';
  return (
    <div className={`overflow-hidden bg-slate-100 dark:bg-slate-800 ${caixa}`} style={inteiro ? { aspectRatio: proporcao } : undefined}>
      <img
        src={montarUrl(folder.url)}
        alt={inteiro && titulo ? `Folder do evento ${titulo}` : ''}
        width={folder.largura ?? undefined}
        height={folder.altura ?? undefined}
        loading={prioritaria ? 'eager' : 'lazy'}
        fetchPriority={prioritaria ? 'high' : 'auto'}
        decoding="async"
        className={`h-full w-full ${inteiro ? 'object-contain' : 'object-cover object-top'}`}
      />
    </div>
  );
}
