import { Fragment } from 'react';

/** E-mail que quebra antes de "@" e de "." (nunca no meio de uma palavra), para caber em colunas estreitas. */
export function EmailQuebravel({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((parte, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {parte}
    </Fragment>
  ));
}
