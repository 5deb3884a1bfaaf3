import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CamperDetailsDialog } from '../../shared/CamperDetailsDialog.tsx';
import { CamperPhoto } from '../../shared/CamperPhoto.tsx';
import { brandAndModel, slotsText } from '../../shared/camper-facts.ts';
import type { AssignedCamper } from './profile-api.ts';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  item: css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' }),
  photo: css({ w: '24', h: '16', borderRadius: 'md', flexShrink: 0 }),
  text: css({ flex: '1', minW: '40' }),
  name: css({ fontWeight: 'semibold' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
};

/** The campers assigned to the user (docs/product/public.md#screens-spec-2 profile): each with a details dialog and 'Ga naar mijn camper'. */
export function AssignedCampers({ campers }: { campers: AssignedCamper[] }) {
  const [details, setDetails] = useState<AssignedCamper | null>(null);
  return (
    <Card title="Mijn campers">
      {campers.length === 0 ? (
        <p className={styles.muted}>Je hebt nog geen camper toegewezen gekregen.</p>
      ) : (
        <ul className={styles.list}>
          {campers.map((camper) => (
            <li key={camper.id} className={styles.item}>
              <CamperPhoto
                src={camper.hoofdfoto_url}
                alt={`Foto van ${camper.naam}`}
                className={styles.photo}
              />
              <div className={styles.text}>
                <p className={styles.name}>{camper.naam}</p>
                <p className={styles.muted}>
                  {brandAndModel(camper)} · {slotsText(camper)}
                </p>
              </div>
              <div className={styles.actions}>
                <Button variant="outline" size="sm" onClick={() => setDetails(camper)}>
                  Details
                </Button>
                <Button size="sm" asChild>
                  <Link to="/auth" search={{ redirect: 'mijn-camper' }}>
                    Ga naar mijn camper
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CamperDetailsDialog camper={details} onClose={() => setDetails(null)} />
    </Card>
  );
}
