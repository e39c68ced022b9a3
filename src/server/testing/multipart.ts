/** Corpo `multipart/form-data` para `app.inject`, montado à mão como um navegador faria. */
export function formulario(partes: { campo: string; nome?: string; tipo?: string; conteudo: Buffer | string }[], limite = '----escola7MA4YWxkTrZu0gW') {
  const pedacos: Buffer[] = [];
  for (const p of partes) {
    const arquivo = p.nome === undefined ? '' : `; filename="${p.nome}"`;
    pedacos.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${p.campo}"${arquivo}\r\n`));
    if (p.tipo) pedacos.push(Buffer.from(`Content-Type: ${p.tipo}\r\n`));
    pedacos.push(Buffer.from('\r\n'), Buffer.isBuffer(p.conteudo) ? p.conteudo : Buffer.from(p.conteudo), Buffer.from('\r\n'));
  }
  pedacos.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(pedacos), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}
