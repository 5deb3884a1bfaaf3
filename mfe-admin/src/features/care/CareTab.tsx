import { css } from '@camperdeel/ui/styled-system/css';
import { CareList } from './CareList.tsx';
import { DamageList } from './DamageList.tsx';

const h2 = css({ fontSize: 'lg', fontWeight: 'semibold' });

/** /admin/dashboard/onderhoud: every camper's care by urgency, and the damage follow-up (docs/product/camper-care.md). */
export function CareTab() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <section
        aria-labelledby="onderhoud-kop"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <h2 id="onderhoud-kop" className={h2}>
          Onderhoud
        </h2>
        <CareList />
      </section>
      <section
        aria-labelledby="schades-kop"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <h2 id="schades-kop" className={h2}>
          Schades
        </h2>
        <DamageList />
      </section>
    </div>
  );
}
