import { Card } from '@camperdeel/ui/components/Card';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link } from '@tanstack/react-router';
import { Eye, Repeat } from 'lucide-react';

const linkStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  color: 'brand.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  py: '1.5',
  minH: '11',
});

/** On 'Mijn camper': the way to swaps and the watch list, which have no tab of their own. */
export function SwapLinksCard() {
  return (
    <Card
      title="Ruilen en wachtlijst"
      description="Geef een reservering door, neem er een over, of volg een bezette periode."
    >
      {/* Two links in a card, not a landmark: the page's navigation stays the header and the bottom bar. */}
      <div className={css({ display: 'flex', flexDirection: 'column' })}>
        <Link to="/mijn-camper/ruilen" className={linkStyle}>
          <Repeat aria-hidden size={18} /> Ruilen
        </Link>
        <Link to="/mijn-camper/wachtlijst" className={linkStyle}>
          <Eye aria-hidden size={18} /> Wachtlijst
        </Link>
      </div>
    </Card>
  );
}
