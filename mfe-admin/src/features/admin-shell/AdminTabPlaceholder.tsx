import { css } from '@camperdeel/ui/styled-system/css';

/** Until the admin pages are built (a later issue), each tab says honestly what will be there. */
export function AdminTabPlaceholder({ heading, description }: { heading: string; description: string }) {
  return (
    <section
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      aria-labelledby="admin-tab-heading"
    >
      <h1
        id="admin-tab-heading"
        className={css({ fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold' })}
      >
        {heading}
      </h1>
      <p className={css({ color: 'fg.muted' })}>{description}</p>
      <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>
        Dit onderdeel wordt binnenkort toegevoegd.
      </p>
    </section>
  );
}
