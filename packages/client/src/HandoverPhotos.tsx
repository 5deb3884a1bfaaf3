import { HANDOVER_MOMENT_LABELS, type HandoverMoment } from '@camperdeel/rules/handover';
import { css, cx } from '@camperdeel/ui/styled-system/css';

type Photo = { id: string; url: string; thumbnail_url: string };

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2', listStyle: 'none' }),
  thumbnail: css({ w: '96px', h: '72px', objectFit: 'cover', borderRadius: 'md' }),
  outlined: css({ borderWidth: '1px', borderColor: 'border.default' }),
};

/**
 * The photos of one handover, as owners and admins see them: small signed links (valid a minute; the log loads
 * again for fresh ones), each opening the full image. `outlined` frames them where they stand on the card itself.
 */
export function HandoverPhotos({
  handover,
  outlined = false,
}: {
  handover: { moment: HandoverMoment; fotos: readonly Photo[] };
  outlined?: boolean;
}) {
  if (handover.fotos.length === 0) return null;
  return (
    <ul className={styles.list}>
      {handover.fotos.map((foto, i) => (
        <li key={foto.id}>
          <a href={foto.url} target="_blank" rel="noreferrer">
            <img
              src={foto.thumbnail_url}
              alt={`Foto ${i + 1} bij ${HANDOVER_MOMENT_LABELS[handover.moment].toLowerCase()}`}
              width={96}
              height={72}
              loading="lazy"
              className={cx(styles.thumbnail, outlined && styles.outlined)}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
