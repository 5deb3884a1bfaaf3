import { Card } from '@camperdeel/ui/components/Card';
import { css } from '@camperdeel/ui/styled-system/css';
import { Eye, Repeat } from 'lucide-react';
import { CardLink } from '../../shared/CardLink.tsx';

/** On 'Mijn camper': the way to swaps and the watch list, which have no tab of their own. */
export function SwapLinksCard() {
  return (
    <Card
      title="Ruilen en wachtlijst"
      description="Geef een reservering door, neem er een over, of volg een bezette periode."
    >
      {/* Two links in a card, not a landmark: the page's navigation stays the header and the bottom bar. */}
      <div className={css({ display: 'flex', flexDirection: 'column' })}>
        <CardLink to="/mijn-camper/ruilen" icon={<Repeat aria-hidden size={18} />}>
          Ruilen
        </CardLink>
        <CardLink to="/mijn-camper/wachtlijst" icon={<Eye aria-hidden size={18} />}>
          Wachtlijst
        </CardLink>
      </div>
    </Card>
  );
}
