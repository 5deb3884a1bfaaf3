import { css } from '@camperdeel/ui/styled-system/css';

/** Until the owner pages are built (a later issue), each page says honestly what will be there. */
export function OwnerPagePlaceholder({ heading, description }: { heading: string; description: string }) {
  return (
    <section
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      aria-labelledby="owner-page-heading"
    >
      <h1
        id="owner-page-heading"
        className={css({ fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold' })}
      >
        {heading}
      </h1>
      <p className={css({ color: 'fg.muted' })}>{description}</p>
      <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>Deze pagina wordt binnenkort toegevoegd.</p>
    </section>
  );
}
