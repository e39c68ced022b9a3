/** Faixa fina e indeterminada enquanto a lista carrega ou atualiza (some quando para). */
export function BarraProgresso({ ativa, rotulo }: { ativa: boolean; rotulo: string }) {
  return (
    <div className="mb-4 h-1 overflow-hidden rounded-full bg-transparent" aria-hidden={!ativa}>
      {ativa && (
        <div role="progressbar" aria-label={rotulo} className="h-full w-full animate-pulse rounded-full bg-linear-to-r from-escola-600 via-sky-500 to-escola-600" />
      )}
    </div>
  );
}
