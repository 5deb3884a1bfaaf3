import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { css } from '@camperdeel/ui/styled-system/css';
import { pageLayout } from '../../shared/page-layout.ts';
import { CareList } from './CareList.tsx';
import { DamageList } from './DamageList.tsx';

const h2 = css({ fontSize: 'lg', fontWeight: 'semibold' });
const part = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** /admin/dashboard/onderhoud: every camper's care by urgency, and the damage follow-up (docs/product/camper-care.md). */
export function CareTab() {
  return (
    <section className={pageLayout}>
      <PageHeader
        title="Onderhoud"
        description="APK, verzekering en onderhoudsbeurten van alle campers, de dringendste eerst, en de gemelde schades."
      />
      {/* Not a landmark of its own: the table's scroll region already carries this name. */}
      <div className={part}>
        <h2 className={h2}>Onderhoud per camper</h2>
        <CareList />
      </div>
      <section aria-labelledby="schades-kop" className={part}>
        <h2 id="schades-kop" className={h2}>
          Schades
        </h2>
        <DamageList />
      </section>
    </section>
  );
}
