import { SERVICE_FEE_EUR_PER_MONTH } from '@camperdeel/rules/camper';
import { formatEuro } from '@camperdeel/rules/format';
import { Card } from '@camperdeel/ui/components/Card';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { css } from '@camperdeel/ui/styled-system/css';
import { Check } from 'lucide-react';

const STEPS = [
  {
    title: 'Kies een camper',
    text: 'Blader door de beschikbare campers en bekijk de details: indeling, slaapplaatsen, prijs per eigenaar en hoeveel plaatsen er nog vrij zijn.',
  },
  {
    title: 'Meld je aan',
    text: 'Vind je een camper die bij je past? Meld je aan met één klik. Je aanmelding vind je terug onder Mijn aanmeldingen.',
  },
  {
    title: 'Leer elkaar kennen',
    text: 'We brengen je in contact met de andere kandidaat-eigenaars. Samen bekijken jullie of het klikt en maken jullie afspraken.',
  },
  {
    title: 'Start jullie avontuur',
    text: 'Zodra alle plaatsen ingevuld zijn, wordt de camper gekocht. Je reserveert je dagen in de kalender en vertrekt op reis.',
  },
];

const BENEFITS = [
  'Je betaalt maar een deel van de aankoopprijs.',
  'Geen zorgen over onderhoud, verzekering, administratie of stalling.',
  'Eerlijke verdeling van hoog- en laagseizoen via reserveringscredits.',
  'Een vaste groep mede-eigenaars die je vooraf leert kennen.',
];

const QUESTIONS = [
  {
    question: 'Hoeveel eigenaars deelt een camper?',
    answer:
      'Dat verschilt per camper. Op elke kaart zie je hoeveel eigenaarsplaatsen er zijn en hoeveel er al ingevuld zijn.',
  },
  {
    question: 'Hoe verdelen we de dagen?',
    answer:
      'Elke eigenaar krijgt per jaar credits voor hoogseizoen en laagseizoen. Eén dag kost één credit van het seizoen van die dag.',
  },
  {
    question: 'Wat gebeurt er na mijn aanmelding?',
    answer:
      'We nemen contact met je op en brengen je in contact met de andere geïnteresseerden. De status van je aanmelding volg je onder Mijn aanmeldingen.',
  },
  {
    question: 'Is mijn aanmelding bindend?',
    answer: 'Nee. Pas als jullie elkaar hebben leren kennen en alles is afgesproken, word je eigenaar.',
  },
];

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  steps: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  }),
  step: css({ display: 'flex', gap: '3' }),
  number: css({
    flexShrink: 0,
    w: '8',
    h: '8',
    borderRadius: 'full',
    bg: 'brand.default',
    color: 'fg.inverted',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 'bold',
  }),
  stepTitle: css({ fontFamily: 'heading', fontSize: 'md', fontWeight: 'semibold' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  benefits: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  benefit: css({
    display: 'flex',
    gap: '2',
    alignItems: 'flex-start',
    '& svg': { w: '5', h: '5', color: 'brand.default', flexShrink: 0 },
  }),
  fee: css({ fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold' }),
  question: css({ fontWeight: 'semibold' }),
};

/** `/dashboard/how-it-works` 'Hoe werkt medeeigenaarschap?': static explanation (docs/product/public.md#screens-spec-2). */
export default function HowItWorksPage() {
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Hoe werkt medeeigenaarschap?"
        description="Samen een camper bezitten: minder kosten, evenveel vrijheid."
      />
      <section aria-labelledby="stappen">
        <h2 id="stappen" className={css({ srOnly: true })}>
          In vier stappen
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <Card>
                <div className={styles.step}>
                  <span className={styles.number} aria-hidden="true">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className={styles.stepTitle}>{step.title}</h3>
                    <p className={styles.muted}>{step.text}</p>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </section>
      <Card title="Voordelen">
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit} className={styles.benefit}>
              <Check aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Wat kost het?">
        <p>
          Je betaalt de aankoopprijs per eigenaar die bij elke camper staat, plus een full service fee van
        </p>
        <p className={styles.fee}>{formatEuro(SERVICE_FEE_EUR_PER_MONTH)} per maand per eigenaar</p>
        <p className={styles.muted}>Die fee dekt onderhoud, verzekering, administratie en stalling.</p>
      </Card>
      <Card title="Veelgestelde vragen">
        <dl className={styles.benefits}>
          {QUESTIONS.map((item) => (
            <div key={item.question}>
              <dt className={styles.question}>{item.question}</dt>
              <dd className={styles.muted}>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
