import { ownerQueries } from '@camperdeel/client/owner-queries';
import { useApiQuery } from '@camperdeel/client/queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Card } from '@camperdeel/ui/components/Card';
import { DetailList } from '@camperdeel/ui/components/DetailList';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { css } from '@camperdeel/ui/styled-system/css';
import { Mail, Phone } from 'lucide-react';
import { HELP_CONTACTS, OPENING_HOURS, type PhoneNumber } from './help-contacts.ts';

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

function PhoneLink({ number }: { number: PhoneNumber }) {
  return (
    <a href={`tel:${number.tel}`} className={linkStyle}>
      <Phone aria-hidden="true" size={18} />
      {number.display}
    </a>
  );
}

/** /mijn-camper/help (docs/product/owner.md#screens-spec-2): 'Hulp & Contact' with breakdown, insurance, maintenance and general information. */
export function HelpPage() {
  // The same cached camper as the other owner pages; a failure here says 'Fout bij laden camper info'.
  const camper =
    useApiQuery({ ...ownerQueries.camper, failureTitle: FAILURE_TITLES.loadCamperInfo }).data?.camper ?? null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader title="Hulp & Contact" />
      <Card title="Pechbijstand" description="24/7 bereikbaar bij pech onderweg.">
        <PhoneLink number={HELP_CONTACTS.pechbijstand} />
        <DetailList items={[{ label: 'Nummerplaat', value: camper?.nummerplaat }]} />
      </Card>
      <Card title="Verzekering" description="Je verzekeringsagent, voor schade en vragen over je polis.">
        <PhoneLink number={HELP_CONTACTS.verzekering} />
        <DetailList items={[{ label: 'Polisnummer', value: camper?.polisnummer }]} />
      </Card>
      <Card
        title="Onderhoudsdienst"
        description="De servicedienst van de dealer, voor onderhoud en reparaties."
      >
        <PhoneLink number={HELP_CONTACTS.onderhoudsdienst} />
        <DetailList
          items={[
            {
              label: 'Openingstijden',
              value: (
                <ul>
                  {OPENING_HOURS.map((o) => (
                    <li key={o.dagen}>
                      {o.dagen}: {o.tijden}
                    </li>
                  ))}
                </ul>
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
        <a href={`mailto:${HELP_CONTACTS.klantenserviceEmail}`} className={linkStyle}>
          <Mail aria-hidden="true" size={18} className={css({ flexShrink: 0 })} />
          <span className={css({ minW: 0 })}>{HELP_CONTACTS.klantenserviceEmail}</span>
        </a>
      </Card>
    </div>
  );
}
