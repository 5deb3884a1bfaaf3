import { carouselBadge } from '@camperdeel/rules/camper';
import { DetailList } from '@camperdeel/ui/components/DetailList';
import { css } from '@camperdeel/ui/styled-system/css';
import { FileText, LayoutPanelTop } from 'lucide-react';
import { CamperPhoto } from './CamperPhoto.tsx';
import { absoluteUrl, camperDetails } from './camper-facts.ts';
import type { PublicCamper } from './camper-types.ts';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  main: css({ h: { base: '48', sm: '64' }, borderRadius: 'lg' }),
  photos: css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: '2' }),
  thumb: css({ aspectRatio: '4 / 3', borderRadius: 'md' }),
  notice: css({ fontSize: 'sm', fontWeight: 'semibold', color: 'warning.text' }),
  links: css({ display: 'flex', flexWrap: 'wrap', gap: '4' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontWeight: 'medium',
    color: 'brand.text',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    '& svg': { w: '4', h: '4' },
    _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'sm' },
  }),
};

/**
 * Everything public about a camper (docs/product/api.md#entities-spec-3): main and detail photos, the specifications, and links to the
 * camper sheet (PDF) and the floor plan when they are set.
 */
export function CamperDetails({ camper, origin }: { camper: PublicCamper; origin?: string }) {
  const notice = carouselBadge(camper.aantal_sloten_eigenaars, camper.aantal_ingevulde_sloten).notice;
  const pdf = absoluteUrl(camper.pdf_url, origin);
  const floorPlan = absoluteUrl(camper.vloerplan_url, origin);
  return (
    <div className={styles.root}>
      <CamperPhoto
        src={absoluteUrl(camper.hoofdfoto_url, origin)}
        alt={`Foto van ${camper.naam}`}
        className={styles.main}
      />
      {camper.detailfoto_urls.length > 0 ? (
        <ul className={styles.photos} aria-label="Detailfoto's">
          {camper.detailfoto_urls.map((url, i) => (
            <li key={url}>
              <CamperPhoto
                src={absoluteUrl(url, origin)}
                alt={`Detailfoto ${i + 1} van ${camper.naam}`}
                className={styles.thumb}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      <DetailList items={camperDetails(camper)} />
      {pdf || floorPlan ? (
        <p className={styles.links}>
          {pdf ? (
            <a className={styles.link} href={pdf} target="_blank" rel="noopener">
              <FileText aria-hidden="true" />
              Camperfiche (PDF)
            </a>
          ) : null}
          {floorPlan ? (
            <a className={styles.link} href={floorPlan} target="_blank" rel="noopener">
              <LayoutPanelTop aria-hidden="true" />
              Vloerplan
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
