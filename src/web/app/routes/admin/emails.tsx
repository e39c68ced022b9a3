import EmBreve from '../em-breve.tsx';

export default function Pagina() {
  return <EmBreve />;
}
