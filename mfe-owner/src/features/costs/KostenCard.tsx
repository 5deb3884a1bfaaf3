import { Card } from '@camperdeel/ui/components/Card';
import { Wallet } from 'lucide-react';
import { CardLink } from '../../shared/CardLink.tsx';

/** The way from 'Mijn camper' to the shared costs: the bottom navigation keeps its four tabs. */
export function KostenCard() {
  return (
    <Card
      title="Gedeelde kosten"
      description="Wat jullie samen voor de camper betalen, en wie wie nog iets schuldig is."
    >
      <CardLink to="/mijn-camper/kosten" icon={<Wallet aria-hidden size={18} />}>
        Naar kosten en saldi
      </CardLink>
    </Card>
  );
}
