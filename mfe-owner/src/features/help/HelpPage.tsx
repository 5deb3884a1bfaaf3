import { type OwnerHelpAnswer, ownerHelpQueries } from '@camperdeel/client/help';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { CLUB_SETTINGS_MISSING, telTarget } from '@camperdeel/rules/club-settings';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Card } from '@camperdeel/ui/components/Card';
import { DetailList } from '@camperdeel/ui/components/DetailList';
import { css } from '@camperdeel/ui/styled-system/css';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { OwnerPage } from '../../shared/OwnerPage.tsx';

const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
  color: 'brand.text',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  minH: '11',
  maxW: 'full',
  overflowWrap: 'anywhere',
});

const missingStyle = css({ color: 'fg.muted' });

function Missing() {
  return <p className={missingStyle}>{CLUB_SETTINGS_MISSING}</p>;
}

/** The club's number as a tel: link, or the sentence that the club has not filled it in: never a made-up number. */
function PhoneLink({ number }: { number: string | null }) {
  if (number === null) return <Missing />;
  return (
    <a href={`tel:${telTarget(number)}`} className={linkStyle}>
      <Phone aria-hidden="true" size={18} className={css({ flexShrink: 0 })} />
      {number}
    </a>
  );
}

function MailLink({ address }: { address: string | null }) {
  if (address === null) return <Missing />;
  return (
    <a href={`mailto:${address}`} className={linkStyle}>
      <Mail aria-hidden="true" size={18} className={css({ flexShrink: 0 })} />
      <span className={css({ minW: 0 })}>{address}</span>
    </a>
  );
}

function HelpCards({ help }: { help: OwnerHelpAnswer }): ReactNode {
  return (
    <>
      <Card title="Pechbijstand" description="24/7 bereikbaar bij pech onderweg.">
        <PhoneLink number={help.pechbijstand_telefoon} />
        <DetailList items={[{ label: 'Nummerplaat', value: help.nummerplaat }]} />
      </Card>
      <Card title="Verzekering" description="Je verzekeringsagent, voor schade en vragen over je polis.">
        <PhoneLink number={help.verzekering_telefoon} />
        <DetailList items={[{ label: 'Polisnummer', value: help.polisnummer }]} />
      </Card>
      <Card
        title="Onderhoudsdienst"
        description="De servicedienst van de dealer, voor onderhoud en reparaties."
      >
        <PhoneLink number={help.onderhoud_telefoon} />
        <DetailList
          items={[
            {
              label: 'Openingstijden',
              // The admin types the hours on lines of their own.
              value: (
                <span className={css({ whiteSpace: 'pre-line' })}>
                  {help.openingstijden ?? CLUB_SETTINGS_MISSING}
                </span>
              ),
            },
          ]}
        />
      </Card>
      <Card title="Algemene Informatie">
        <p>
          Heb je een vraag over je camper, je reserveringen of je facturen? Neem dan contact op met onze
          klantenservice. We helpen je graag verder.
        </p>
        <MailLink address={help.klantenservice_email} />
      </Card>
    </>
  );
}

/**
 * /mijn-camper/help (docs/product/owner.md#screens-spec-2): 'Hulp & Contact' with the numbers the club office set
 * (docs/product/club-office.md#settings) and the camper's nummerplaat and polisnummer.
 */
export function HelpPage() {
  const help = useApiQuery(ownerHelpQueries.help);
  return (
    <OwnerPage title="Hulp & Contact">
      <QueryState query={help} failureTitle={FAILURE_TITLES.load}>
        {(answer) => <HelpCards help={answer} />}
      </QueryState>
    </OwnerPage>
  );
}
