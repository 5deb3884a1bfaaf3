import { navigateTo } from '@camperdeel/client/navigation';
import { Card } from '@camperdeel/ui/components/Card';
import { css } from '@camperdeel/ui/styled-system/css';

const linkStyle = css({ color: 'accent.text', fontWeight: 'medium', textDecoration: 'underline' });

/** The way from 'Mijn camper' to the shared costs: the bottom navigation keeps its four tabs. */
export function KostenCard() {
  return (
    <Card
      title="Gedeelde kosten"
      description="Wat jullie samen voor de camper betalen, en wie wie nog iets schuldig is."
    >
      <a
        href="/mijn-camper/kosten"
        className={linkStyle}
        onClick={(event) => {
          event.preventDefault();
          void navigateTo('/mijn-camper/kosten');
        }}
      >
        Naar kosten en saldi
      </a>
    </Card>
  );
}
