import { useApiMutation } from '@camperdeel/client/queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import type { CamperFileKind } from '@camperdeel/rules/schemas/camper';
import { IconButton } from '@camperdeel/ui/components/IconButton';
import { css } from '@camperdeel/ui/styled-system/css';
import { FileText, X } from 'lucide-react';
import type { AdminCamper } from '../../shared/admin-api.ts';
import { adminKeys } from '../../shared/queries.ts';
import { removeCamperFile } from './campers-api.ts';

type Stored = { veld: CamperFileKind; url: string; label: string };

function storedFiles(camper: AdminCamper): Stored[] {
  const list: Stored[] = [];
  if (camper.hoofdfoto_url) list.push({ veld: 'hoofdfoto', url: camper.hoofdfoto_url, label: 'Hoofdfoto' });
  camper.detailfoto_urls.forEach((url, i) => {
    list.push({ veld: 'detailfoto', url, label: `Detailfoto ${i + 1}` });
  });
  if (camper.vloerplan_url) list.push({ veld: 'vloerplan', url: camper.vloerplan_url, label: 'Vloerplan' });
  if (camper.pdf_url) list.push({ veld: 'pdf', url: camper.pdf_url, label: 'Camperfiche' });
  return list;
}

/** The files a camper already has, each removable (so a wrong upload can be corrected and all 8 slots swapped). */
export function CamperPhotos({
  camper,
  onChange,
}: {
  camper: AdminCamper;
  onChange: (camper: AdminCamper) => void;
}) {
  const removal = useApiMutation({
    mutationFn: (item: Stored) =>
      removeCamperFile(camper.id, item.veld, item.veld === 'detailfoto' ? item.url : undefined),
    failureTitle: FAILURE_TITLES.delete,
    invalidates: [adminKeys.campers],
    onSuccess: (answer) => onChange(answer.camper),
  });
  const removing = removal.isPending ? removal.variables?.url : undefined;
  const stored = storedFiles(camper);
  if (stored.length === 0) return null;

  return (
    <section aria-label="Huidige bestanden">
      <h3 className={styles.heading}>Huidige bestanden</h3>
      <ul className={styles.list}>
        {stored.map((item) => (
          <li key={item.url} className={styles.item}>
            {item.veld === 'pdf' ? (
              <a href={item.url} target="_blank" rel="noreferrer" className={styles.pdf}>
                <FileText aria-hidden="true" />
                {item.label}
              </a>
            ) : (
              <img src={item.url} alt={item.label} className={styles.thumb} />
            )}
            <IconButton
              label={`${item.label} verwijderen`}
              icon={X}
              busy={removing === item.url}
              onClick={() => removal.mutate(item)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const styles = {
  heading: css({ fontWeight: 'semibold', mb: '3' }),
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '3', listStyle: 'none', p: '0', m: '0' }),
  item: css({ display: 'flex', alignItems: 'center', gap: '1' }),
  thumb: css({ w: '20', h: '14', objectFit: 'cover', borderRadius: 'md', borderWidth: '1px' }),
  pdf: css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'brand.text' }),
};
